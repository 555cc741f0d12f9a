import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminOutboxMessageQuery } from '../../../gql/graphql';
import { DetailList } from '../components/DetailList';
import { EmailView } from '../components/EmailView';
import { StatusBadge } from '../components/StatusBadge';
import { formatDateTime } from '../format';
import { RecordPage } from '../layout/RecordPage';
import { kindLabel, OUTBOX_STATUS_LABELS } from './outbox-statuses';

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
            { label: 'Queued', value: formatDateTime(message.createdAt) },
            { label: 'Sent', value: formatDateTime(message.sentAt) },
          ]}
        />
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
