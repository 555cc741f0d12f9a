import { useQuery } from '@apollo/client/react';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminDisputesQuery } from '../../../gql/graphql';
import { fullName } from '../../../lib/names';
import { DataTable, type Column } from '../components/DataTable';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime } from '../format';
import { resultCount } from '../lists/AdminList';
import { statusOf, statusOptions } from '../lists/status-filter';
import { PAGE_SIZES, useListState } from '../lists/use-list-state';
import { DISPUTE_KIND_LABELS, DISPUTE_STATUS_LABELS } from './dispute-labels';
import './disputes.css';

const AdminDisputesDocument = graphql(`
  query AdminDisputes($page: PageInput, $status: DisputeStatus) {
    disputes(page: $page, status: $status) {
      total
      items {
        id
        kind
        status
        openedBy
        bookingCode
        toolName
        timeZone
        createdAt
        claim {
          formatted
        }
        deposit {
          formatted
        }
        renter {
          id
          firstName
          lastName
        }
        owner {
          id
          firstName
          lastName
        }
      }
    }
  }
`);

type DisputeRow = AdminDisputesQuery['disputes']['items'][number];

const FILTERS = ['status'] as const;
const STATUS_OPTIONS = statusOptions(DISPUTE_STATUS_LABELS);

const COLUMNS: Column<DisputeRow>[] = [
  { key: 'opened', header: 'Opened', render: (d) => formatDateTime(d.createdAt, d.timeZone) },
  { key: 'code', header: 'Booking Code', render: (d) => <code>{d.bookingCode}</code> },
  { key: 'tool', header: 'Tool Name', render: (d) => d.toolName, className: 'cell-name' },
  {
    key: 'kind',
    header: 'About',
    render: (d) => `${DISPUTE_KIND_LABELS[d.kind]}${d.claim ? ` (${d.claim.formatted})` : ''}`,
  },
  { key: 'by', header: 'Opened by', render: (d) => fullName(d.openedBy === 'OWNER' ? d.owner : d.renter) },
  { key: 'deposit', header: 'Deposit', render: (d) => d.deposit.formatted },
  {
    key: 'status',
    header: 'Status',
    render: (d) => <StatusBadge status={`dispute_${d.status.toLowerCase()}`} label={DISPUTE_STATUS_LABELS[d.status]} />,
  },
];

/** `/admin/disputes`: the dispute queue, open ones first (oldest first), filtered by status. */
export function DisputesPage() {
  const controls = useListState(FILTERS);
  const { state, listArgs, setFilter, setPage, setPageSize } = controls;
  const status = statusOf(DISPUTE_STATUS_LABELS, state.filters.status);
  const { data, previousData, loading, error, refetch } = useQuery(AdminDisputesDocument, {
    variables: { page: listArgs.page, status },
  });
  const page = (data ?? previousData)?.disputes;
  const total = page?.total ?? null;
  return (
    <div className="admin-page">
      <PageHeader
        title="Disputes"
        intro="Damage claims of owners and problems reported by renters. Open ones are listed oldest first: the money they are about stays where it is until you decide or dismiss them."
      />
      <div className="admin-list">
        <div className="admin-list__toolbar dispute-list__toolbar">
          <FilterSelect
            label="Status"
            value={state.filters.status}
            options={STATUS_OPTIONS}
            allLabel="Any status"
            onChange={(value) => setFilter('status', value)}
          />
        </div>
        <p className="admin-list__count" role="status">
          {error
            ? ''
            : total === null || data === undefined
              ? 'Loading…'
              : resultCount(total, state.page, state.pageSize, ['dispute', 'disputes'], '')}
        </p>
        {error ? (
          <QueryProblem error={error} onRetry={() => void refetch()} />
        ) : (
          <DataTable
            caption="Disputes"
            columns={COLUMNS}
            rows={page?.items ?? []}
            rowKey={(d) => d.id}
            rowHref={(d) => adminDetailsHref(paths.admin.disputeDetails, d.id)}
            rowName={(d) => `Dispute of ${d.bookingCode}, ${d.toolName}`}
            busy={loading}
            emptyText={loading ? 'Loading…' : 'No disputes match.'}
            columnsKey="Disputes"
          />
        )}
        {total !== null && total > 0 && (
          <Pagination
            page={state.page}
            pageSize={state.pageSize}
            total={total}
            onPage={setPage}
            pageSizes={PAGE_SIZES}
            onPageSize={setPageSize}
          />
        )}
      </div>
    </div>
  );
}
