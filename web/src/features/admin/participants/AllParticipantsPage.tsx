import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminParticipantsQuery, ParticipantOrderField, ParticipantStatus } from '../../../gql/graphql';
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
import { STANDING_LABELS, STANDING_TONES } from './participant-standing';
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

const STATUS_FILTERS: Record<string, ParticipantStatus> = {
  registered: 'REGISTERED',
  awaiting_approval: 'AWAITING_APPROVAL',
  declined: 'DECLINED',
  cancelled: 'CANCELLED',
};

const COLUMNS: Column<ParticipantRow>[] = [
  { key: 'id', header: 'Id', render: (p) => <code>{p.registrationCode}</code> },
  { key: 'firstName', header: 'First Name', sortKey: 'firstName', render: (p) => p.firstName },
  { key: 'lastName', header: 'Last Name', sortKey: 'lastName', render: (p) => p.lastName },
  ...contactColumns<ParticipantRow>(),
  {
    key: 'checkedInAt',
    header: 'Check-in',
    sortKey: 'checkedInAt',
    // A registration that cannot check in (cancelled, declined, awaiting approval) says why instead.
    render: (p) =>
      p.status === 'REGISTERED' ? (
        <CheckInStatus checkedInAt={p.checkedInAt} />
      ) : (
        <StatusBadge status={STANDING_TONES[p.status]} label={STANDING_LABELS[p.status]} />
      ),
  },
];

export function AllParticipantsPage() {
  const controls = useListState(FILTERS, ORDER_FIELDS);
  const { state, exportQuery, setFilter } = controls;
  const checkedIn = state.filters.checkedIn === 'true' ? true : state.filters.checkedIn === 'false' ? false : null;
  const status = STATUS_FILTERS[state.filters.status ?? ''] ?? null;
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
                { value: 'awaiting_approval', label: 'Awaiting approval' },
                { value: 'declined', label: 'Declined' },
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
