import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminOutboxQuery, OutboxOrderField } from '../../../gql/graphql';
import type { Column } from '../components/DataTable';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { toFormError } from '../../../lib/errors';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { count, orDash } from '../format';
import { ListTable, StatusFilter } from '../layout/ListTable';
import { useListState } from '../lists/use-list-state';
import { kindLabel, OUTBOX_STATUS_LABELS, OUTBOX_STATUS_OPTIONS, outboxStatusOf } from './outbox-statuses';
import { SiteTime } from '../components/SiteTime';

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
    failed: adminOutbox(status: FAILED, page: { pageSize: 1 }) {
      total
    }
  }
`);

const ResendFailedOutboxMessagesDocument = graphql(`
  mutation ResendFailedOutboxMessages {
    resendFailedOutboxMessages
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
    render: (m) => <SiteTime iso={m.createdAt} of="marketplace" />,
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
        intro="Every e-mail the site has sent or queued. When the mail server cannot be reached, messages wait here and are tried again on their own, with growing waits up to an hour apart, for 5 days. Without an SMTP server, messages are kept here with status ‘stored’ instead of being sent."
      />
      <FailedMail failed={query.data?.failed.total ?? 0} onResent={() => void query.refetch()} />
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

/** The failed e-mails, when there are some, and the button that sends them all again. */
function FailedMail({ failed, onResent }: { failed: number; onResent: () => void }) {
  const [resend, { loading }] = useMutation(ResendFailedOutboxMessagesDocument);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function handleResend() {
    setNotice(null);
    try {
      const { data } = await resend();
      const queued = data?.resendFailedOutboxMessages ?? 0;
      setNotice({ tone: 'success', text: `${count(queued, 'e-mail')} queued again.` });
      onResent();
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    }
  }

  return (
    <div className="outbox-failed">
      {failed > 0 && (
        <>
          <p>
            {count(failed, 'e-mail')} failed: refused by the mail server, or not delivered within 5 days. Sending them
            again tries each one anew.
          </p>
          <Button variant="secondary" loading={loading} loadingText="Queuing…" onClick={() => void handleResend()}>
            Resend all failed
          </Button>
        </>
      )}
      <LiveNotice notice={notice} />
    </div>
  );
}
