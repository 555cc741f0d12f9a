import { useQuery } from '@apollo/client/react';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminOutboxQuery, OutboxOrderField } from '../../../gql/graphql';
import type { Column } from '../components/DataTable';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime, orDash } from '../format';
import { ListTable, StatusFilter } from '../layout/ListTable';
import { useListState } from '../lists/use-list-state';
import { kindLabel, OUTBOX_STATUS_LABELS, OUTBOX_STATUS_OPTIONS, outboxStatusOf } from './outbox-statuses';

/** An e-mail's row in the outbox; the e-mail's page reads these too. */
export const OutboxMessageRowFields = graphql(`
  fragment OutboxMessageRowFields on OutboxMessage {
    id
    to
    subject
    template
    status
    attempts
    lastError
    createdAt
  }
`);

const AdminOutboxDocument = graphql(`
  query AdminOutbox($page: PageInput, $search: String, $orderBy: OutboxOrder, $status: OutboxStatus) {
    adminOutbox(page: $page, search: $search, orderBy: $orderBy, status: $status) {
      total
      items {
        ...OutboxMessageRowFields
      }
    }
  }
`);

type OutboxRow = AdminOutboxQuery['adminOutbox']['items'][number];

const FILTERS = ['status'] as const;
const ORDER_FIELDS = {
  to: 'TO',
  subject: 'SUBJECT',
  status: 'STATUS',
  createdAt: 'CREATED_AT',
} satisfies Record<string, OutboxOrderField>;

const COLUMNS: Column<OutboxRow>[] = [
  { key: 'to', header: 'To', sortKey: 'to', render: (m) => m.to },
  { key: 'subject', header: 'Subject', sortKey: 'subject', render: (m) => m.subject, className: 'cell-wrap' },
  { key: 'kind', header: 'Kind', render: (m) => kindLabel(m.template) },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'status',
    render: (m) => <StatusBadge status={m.status} label={OUTBOX_STATUS_LABELS[m.status]} />,
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
  const controls = useListState(FILTERS, ORDER_FIELDS);
  const query = useQuery(AdminOutboxDocument, {
    variables: { ...controls.listArgs, status: outboxStatusOf(controls.state.filters.status) },
    fetchPolicy: 'cache-and-network',
  });

  return (
    <div className="admin-page">
      <PageHeader
        title="Outbox"
        intro="Every e-mail the site has sent or queued. Without an SMTP server, messages are kept here with status ‘stored’ instead of being sent."
      />
      <ListTable
        controls={controls}
        query={query}
        page={(data) => data.adminOutbox}
        noun={['e-mail', 'e-mails']}
        searchLabel="Search e-mails"
        searchHint="Matches the start of the recipient’s address or of the subject."
        filters={<StatusFilter controls={controls} options={OUTBOX_STATUS_OPTIONS} />}
        caption="Outbox"
        columns={COLUMNS}
        detailsPath={paths.admin.outboxMessage}
        rowName={(m) => `“${m.subject}” to ${m.to}`}
      />
    </div>
  );
}
