import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminOutboxMessageQuery, OutboxStatus } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { DetailList } from '../components/DetailList';
import { EmailView } from '../components/EmailView';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { StatusBadge } from '../components/StatusBadge';
import { RecordPage } from '../layout/RecordPage';
import { kindLabel, OUTBOX_STATUS_LABELS } from './outbox-statuses';
import { SiteTime } from '../components/SiteTime';

const AdminOutboxMessageDocument = graphql(`
  query AdminOutboxMessage($id: ID!) {
    adminOutboxMessage(id: $id) {
      ...OutboxMessageRowFields
      sentAt
      text
      htmlUrl
      attachments {
        filename
        contentType
        size
        inline
      }
    }
  }
`);

const ResendOutboxMessageDocument = graphql(`
  mutation ResendOutboxMessage($id: ID!) {
    resendOutboxMessage(id: $id) {
      ...OutboxMessageRowFields
    }
  }
`);

/** What sending again does, by where the e-mail stands; queued and sending ones are on their way already. */
const RESEND: Partial<Record<OutboxStatus, { label: string; hint: string }>> = {
  FAILED: { label: 'Send again', hint: 'Queues this e-mail again: it is tried anew, for 5 days.' },
  SENT: {
    label: 'Send a copy',
    hint: 'Queues a copy of this e-mail, its links as they were; this one stays as it is.',
  },
  STORED: {
    label: 'Send a copy',
    hint: 'Queues a copy of this e-mail, its links as they were; this one stays as it is.',
  },
};

export function OutboxMessagePage() {
  return (
    <RecordPage title="E-mail" back={{ to: paths.admin.outbox, label: 'Outbox' }} query={AdminOutboxMessageDocument}>
      {(data) => data.adminOutboxMessage && <OutboxMessage message={data.adminOutboxMessage} />}
    </RecordPage>
  );
}

function OutboxMessage({ message }: { message: NonNullable<AdminOutboxMessageQuery['adminOutboxMessage']> }) {
  return (
    <div className="details-grid details-grid--wide">
      <Card>
        <h2>{message.subject}</h2>
        <DetailList
          items={[
            { label: 'To', value: message.to },
            { label: 'Kind', value: kindLabel(message.template) },
            {
              label: 'Status',
              value: <StatusBadge status={message.status} label={OUTBOX_STATUS_LABELS[message.status]} />,
            },
            { label: 'Attempts', value: message.attempts },
            { label: 'Last error', value: message.lastError },
            { label: 'Queued', value: <SiteTime iso={message.createdAt} of="marketplace" /> },
            { label: 'Sent', value: <SiteTime iso={message.sentAt} of="marketplace" /> },
          ]}
        />
        <ResendMessage id={message.id} status={message.status} />
      </Card>
      <Card>
        <section aria-labelledby="message-content-heading" className="mail-preview">
          <h2 id="message-content-heading">Content</h2>
          <EmailView
            source={{ url: message.htmlUrl }}
            text={message.text}
            label="E-mail content"
            attachments={message.attachments}
          />
        </section>
      </Card>
    </div>
  );
}

/** Sends the e-mail again (see RESEND); a copy gets a link to its own page. */
function ResendMessage({ id, status }: { id: string; status: OutboxStatus }) {
  const [resend, { loading }] = useMutation(ResendOutboxMessageDocument);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [copyId, setCopyId] = useState<string | null>(null);
  const action = RESEND[status];

  async function handleResend() {
    setNotice(null);
    setCopyId(null);
    try {
      const { data } = await resend({ variables: { id } });
      const queued = data?.resendOutboxMessage;
      if (queued && queued.id !== id) {
        setCopyId(queued.id);
        setNotice({ tone: 'success', text: 'A copy was queued.' });
      } else {
        setNotice({ tone: 'success', text: 'Queued again.' });
      }
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    }
  }

  return (
    <div className="outbox-resend">
      {action && (
        <>
          <p id="resend-hint">{action.hint}</p>
          <Button
            variant="secondary"
            loading={loading}
            loadingText="Queuing…"
            aria-describedby="resend-hint"
            onClick={() => void handleResend()}
          >
            {action.label}
          </Button>
        </>
      )}
      <LiveNotice notice={notice} />
      {copyId && <Link to={adminDetailsHref(paths.admin.outboxMessage, copyId)}>Open the copy</Link>}
    </div>
  );
}
