import { useQuery } from '@apollo/client/react';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminOutboxQuery } from '../../../gql/graphql';
import { DataTable, type Column } from '../components/DataTable';
import { FilterSelect } from '../components/FilterSelect';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime, orDash } from '../format';
import { AdminList } from '../lists/AdminList';
import { useListState } from '../lists/use-list-state';
import { kindLabel, OUTBOX_STATUSES, outboxStatusLabel } from './outbox-statuses';

const AdminOutboxDocument = graphql(`
  query AdminOutbox($list: ListInput, $status: String) {
    adminOutbox(list: $list, status: $status) {
      total
      items {
        id
        to
        subject
        template
        status
        attempts
        lastError
        createdAt
      }
    }
  }
`);

type OutboxRow = AdminOutboxQuery['adminOutbox']['items'][number];

const FILTERS = ['status'] as const;

const COLUMNS: Column<OutboxRow>[] = [
  { key: 'to', header: 'To', sortKey: 'to', render: (m) => m.to },
  { key: 'subject', header: 'Subject', sortKey: 'subject', render: (m) => m.subject, className: 'cell-wrap' },
  { key: 'kind', header: 'Kind', render: (m) => kindLabel(m.template) },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (m) => <StatusBadge status={m.status} label={outboxStatusLabel(m.status)} />,
  },
  { key: 'attempts', header: 'Attempts', render: (m) => m.attempts, className: 'numeric' },
  { key: 'lastError', header: 'Last error', render: (m) => orDash(m.lastError), className: 'cell-wrap cell-error' },
  {
    key: 'createdAt',
    header: 'Time',
    sortKey: 'createdAt',
    render: (m) => formatDateTime(m.createdAt),
  },
];

export function OutboxPage() {
  const controls = useListState(FILTERS);
  const { state, listInput, setFilter, toggleSort } = controls;
  const { data, previousData, loading, error, refetch } = useQuery(AdminOutboxDocument, {
    variables: { list: listInput, status: state.filters.status || null },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.adminOutbox;

  return (
    <div className="admin-page">
      <PageHeader
        title="Outbox"
        intro="Every e-mail the site has sent or queued. Without an SMTP server, messages are kept here with status ‘stored’ instead of being sent."
      />
      <AdminList
        controls={controls}
        searchLabel="Search e-mails"
        searchHint="Matches the start of the recipient’s address or of the subject."
        filters={
          <FilterSelect
            label="Status"
            value={state.filters.status}
            options={OUTBOX_STATUSES}
            allLabel="Any status"
            onChange={(value) => setFilter('status', value)}
          />
        }
        total={page?.total ?? null}
        current={data !== undefined}
        noun={['e-mail', 'e-mails']}
        error={error}
        onRetry={() => void refetch()}
      >
        <DataTable
          caption="Outbox"
          columns={COLUMNS}
          rows={page?.items ?? []}
          rowKey={(m) => m.id}
          rowHref={(m) => adminDetailsHref(paths.admin.outboxMessage, m.id)}
          rowName={(m) => `“${m.subject}” to ${m.to}`}
          sortBy={state.sortBy}
          sortDirection={state.sortDirection}
          onSort={toggleSort}
          busy={loading}
          emptyText={loading ? 'Loading…' : 'No e-mails match.'}
        />
      </AdminList>
    </div>
  );
}
