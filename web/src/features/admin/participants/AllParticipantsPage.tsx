import { useQuery } from '@apollo/client/react';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminParticipantsQuery } from '../../../gql/graphql';
import { CountryFilter } from '../components/CountryFilter';
import { DataTable, type Column } from '../components/DataTable';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { fullName, orDash } from '../format';
import { AdminList } from '../lists/AdminList';
import { useListState } from '../lists/use-list-state';
import { CheckInStatus } from './CheckInStatus';

const AdminParticipantsDocument = graphql(`
  query AdminParticipants($list: ListInput, $country: String, $checkedIn: Boolean) {
    adminParticipants(list: $list, country: $country, checkedIn: $checkedIn) {
      total
      items {
        id
        registrationCode
        firstName
        lastName
        email
        phone
        country
        state
        city
        address
        checkedInAt
      }
    }
  }
`);

type ParticipantRow = AdminParticipantsQuery['adminParticipants']['items'][number];

const FILTERS = ['country', 'checkedIn'] as const;

const COLUMNS: Column<ParticipantRow>[] = [
  { key: 'id', header: 'Id', render: (p) => <code>{p.registrationCode}</code> },
  { key: 'firstName', header: 'First Name', sortKey: 'firstName', render: (p) => p.firstName },
  { key: 'lastName', header: 'Last Name', sortKey: 'lastName', render: (p) => p.lastName },
  { key: 'email', header: 'Email', sortKey: 'email', render: (p) => p.email },
  { key: 'phone', header: 'Phone', render: (p) => p.phone },
  { key: 'country', header: 'Country', sortKey: 'country', render: (p) => p.country },
  { key: 'state', header: 'State', render: (p) => orDash(p.state) },
  { key: 'city', header: 'City', render: (p) => orDash(p.city) },
  { key: 'address', header: 'Address', render: (p) => orDash(p.address), className: 'cell-wrap' },
  {
    key: 'checkedInAt',
    header: 'Check-in',
    sortKey: 'checkedInAt',
    render: (p) => <CheckInStatus checkedInAt={p.checkedInAt} />,
  },
];

export function AllParticipantsPage() {
  const controls = useListState(FILTERS);
  const { state, listInput, exportQuery, setFilter, toggleSort } = controls;
  const checkedIn = state.filters.checkedIn === 'true' ? true : state.filters.checkedIn === 'false' ? false : null;
  const { data, previousData, loading, error, refetch } = useQuery(AdminParticipantsDocument, {
    variables: { list: listInput, country: state.filters.country || null, checkedIn },
  });
  const page = (data ?? previousData)?.adminParticipants;

  return (
    <div className="admin-page">
      <PageHeader title="All Participants" intro="Everyone who registered to attend the expo." />
      <AdminList
        controls={controls}
        searchLabel="Search participants"
        searchHint="Each word matches the start of a name, e-mail address or registration code."
        filters={
          <>
            <CountryFilter value={state.filters.country} onChange={(value) => setFilter('country', value)} />
            <FilterSelect
              label="Checked in"
              value={state.filters.checkedIn}
              options={[
                { value: 'true', label: 'Checked in' },
                { value: 'false', label: 'Not checked in' },
              ]}
              allLabel="Everyone"
              onChange={(value) => setFilter('checkedIn', value)}
            />
          </>
        }
        tools={<ExportCsvButton kind="participants" query={exportQuery} />}
        total={page?.total ?? null}
        current={data !== undefined}
        noun={['participant', 'participants']}
        error={error}
        onRetry={() => void refetch()}
      >
        <DataTable
          caption="All participants"
          columns={COLUMNS}
          rows={page?.items ?? []}
          rowKey={(p) => p.id}
          rowHref={(p) => adminDetailsHref(paths.admin.participantDetails, p.id)}
          rowName={fullName}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={toggleSort}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No participants match.'}
        />
      </AdminList>
    </div>
  );
}
