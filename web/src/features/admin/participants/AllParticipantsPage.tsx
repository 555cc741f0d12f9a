import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminParticipantsQuery, ParticipantOrderField } from '../../../gql/graphql';
import type { Column } from '../components/DataTable';
import { CountryFilter } from '../components/CountryFilter';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { FilterSelect } from '../components/FilterSelect';
import { LiveNotice } from '../components/LiveNotice';
import { StatusBadge } from '../components/StatusBadge';
import { PageHeader } from '../components/PageHeader';
import { fullName } from '../../../lib/names';
import { contactColumns, ListTable } from '../layout/ListTable';
import { useListState } from '../lists/use-list-state';
import { CheckInStatus } from './CheckInStatus';
import { useListNotice } from '../lists/list-notice';

/** A participant's row in the list; the details page reads these too. */
export const AdminParticipantRowFields = graphql(`
  fragment AdminParticipantRowFields on AdminParticipant {
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
    status
  }
`);

const AdminParticipantsDocument = graphql(`
  query AdminParticipants(
    $page: PageInput
    $search: String
    $orderBy: ParticipantOrder
    $country: String
    $checkedIn: Boolean
    $status: ParticipantStatus
  ) {
    adminParticipants(
      page: $page
      search: $search
      orderBy: $orderBy
      country: $country
      checkedIn: $checkedIn
      status: $status
    ) {
      total
      items {
        ...AdminParticipantRowFields
      }
    }
  }
`);

type ParticipantRow = AdminParticipantsQuery['adminParticipants']['items'][number];

const FILTERS = ['country', 'checkedIn', 'status'] as const;
const ORDER_FIELDS = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
  country: 'COUNTRY',
  checkedInAt: 'CHECKED_IN_AT',
} satisfies Record<string, ParticipantOrderField>;

const COLUMNS: Column<ParticipantRow>[] = [
  { key: 'id', header: 'Id', render: (p) => <code>{p.registrationCode}</code> },
  { key: 'firstName', header: 'First Name', sortKey: 'firstName', render: (p) => p.firstName },
  { key: 'lastName', header: 'Last Name', sortKey: 'lastName', render: (p) => p.lastName },
  ...contactColumns<ParticipantRow>(),
  {
    key: 'checkedInAt',
    header: 'Check-in',
    sortKey: 'checkedInAt',
    // A cancelled registration cannot check in: its state says so instead.
    render: (p) =>
      p.status === 'CANCELLED' ? (
        <StatusBadge status="cancelled" label="Cancelled" />
      ) : (
        <CheckInStatus checkedInAt={p.checkedInAt} />
      ),
  },
];

export function AllParticipantsPage() {
  const controls = useListState(FILTERS, ORDER_FIELDS);
  const { state, exportQuery, setFilter } = controls;
  const checkedIn = state.filters.checkedIn === 'true' ? true : state.filters.checkedIn === 'false' ? false : null;
  const status =
    state.filters.status === 'registered' ? 'REGISTERED' : state.filters.status === 'cancelled' ? 'CANCELLED' : null;
  const query = useQuery(AdminParticipantsDocument, {
    variables: { ...controls.listArgs, country: state.filters.country || null, checkedIn, status },
  });
  const notice = useListNotice();

  return (
    <div className="admin-page">
      <PageHeader title="All Participants" intro="Everyone who registered to attend the expo." />
      <LiveNotice notice={notice} />
      <ListTable
        controls={controls}
        query={query}
        page={(data) => data.adminParticipants}
        noun={['participant', 'participants']}
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
            <FilterSelect
              label="Registration"
              value={state.filters.status}
              options={[
                { value: 'registered', label: 'Standing' },
                { value: 'cancelled', label: 'Cancelled' },
              ]}
              allLabel="Any"
              onChange={(value) => setFilter('status', value)}
            />
          </>
        }
        tools={<ExportCsvButton kind="participants" query={exportQuery} />}
        caption="All participants"
        columns={COLUMNS}
        detailsPath={paths.admin.participantDetails}
        rowName={fullName}
      />
    </div>
  );
}
