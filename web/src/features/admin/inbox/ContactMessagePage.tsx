import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminContactMessageQuery } from '../../../gql/graphql';
import { fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { toFormError } from '../../../lib/errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { RecordHistory } from '../audit/RecordHistory';
import { DetailList } from '../components/DetailList';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { RelatedLinks, searchHref } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { RecordPage } from '../layout/RecordPage';
import { OUTBOX_STATUS_LABELS } from '../outbox/outbox-statuses';
import { MessageState } from './MessageState';
import { SiteTime } from '../components/SiteTime';
import './inbox.css';

/** A message's replies, as its page and the reply mutation's answer read them. */
export const ContactMessageRepliesFields = graphql(`
  fragment ContactMessageRepliesFields on ContactMessage {
    replies {
      id
      authorName
      subject
      body
      outboxId
      deliveryStatus
      createdAt
    }
  }
`);

const AdminContactMessageDocument = graphql(`
  query AdminContactMessage($id: ID!) {
    adminContactMessage(id: $id) {
      ...ContactMessageRowFields
      ...ContactMessageRepliesFields
    }
  }
`);

const MarkContactMessageReadDocument = graphql(`
  mutation MarkContactMessageRead($id: ID!, $read: Boolean!) {
    markContactMessageRead(id: $id, read: $read) {
      id
      readAt
    }
  }
`);

const SetContactMessageHandledDocument = graphql(`
  mutation SetContactMessageHandled($id: ID!, $handled: Boolean!) {
    setContactMessageHandled(id: $id, handled: $handled) {
      id
      readAt
      handledAt
    }
  }
`);

const ReplyToContactMessageDocument = graphql(`
  mutation ReplyToContactMessage($id: ID!, $input: ContactReplyInput!) {
    replyToContactMessage(id: $id, input: $input) {
      id
      readAt
      repliedAt
      ...ContactMessageRepliesFields
    }
  }
`);

type Message = NonNullable<AdminContactMessageQuery['adminContactMessage']>;

/** The inbox's count and the record's history change with each action here. */
const REFETCH = ['AdminUnreadContactMessages', 'RecordHistory'];

/** `/admin/contact-message?id=`: one contact message, its replies, the reply form and its history. */
export function ContactMessagePage() {
  return (
    <RecordPage
      title="Contact message"
      back={{ to: paths.admin.inbox, label: 'Inbox' }}
      query={AdminContactMessageDocument}
    >
      {(data) => data.adminContactMessage && <ContactMessageDetails message={data.adminContactMessage} />}
    </RecordPage>
  );
}

function ContactMessageDetails({ message }: { message: Message }) {
  const [markRead] = useMutation(MarkContactMessageReadDocument, { refetchQueries: ['AdminUnreadContactMessages'] });
  const [setHandled, handling] = useMutation(SetContactMessageHandledDocument, { refetchQueries: REFETCH });
  const [notice, setNotice] = useState<Notice | null>(null);
  const unread = !message.readAt;

  // Opening a message reads it: once, when it arrives unread.
  useEffect(() => {
    if (unread) void markRead({ variables: { id: message.id, read: true } });
  }, [unread, message.id, markRead]);

  async function toggleHandled() {
    const handled = !message.handledAt;
    setNotice(null);
    try {
      await setHandled({ variables: { id: message.id, handled } });
      setNotice(
        handled
          ? { tone: 'success', text: 'Marked handled. It leaves the list of messages to deal with.' }
          : { tone: 'info', text: 'Marked not handled: it shows among the messages to deal with again.' },
      );
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    }
  }

  return (
    <div className="details-grid">
      <div className="inbox-message">
        <Card>
          <div className="details-title">
            <div>
              <h2>From {message.name}</h2>
              <p>
                Received <SiteTime iso={message.createdAt} of="expo" />
              </p>
            </div>
          </div>
          <div className="details-actions">
            <MessageState message={message} />
            <Button
              variant={message.handledAt ? 'secondary' : 'primary'}
              loading={handling.loading}
              loadingText="Saving…"
              onClick={() => void toggleHandled()}
            >
              {message.handledAt ? 'Mark not handled' : 'Mark handled'}
            </Button>
          </div>
          <LiveNotice notice={notice} />
          <DetailList
            items={[
              { label: 'Name', value: message.name },
              { label: 'Email', value: <a href={`mailto:${message.email}`}>{message.email}</a> },
              { label: 'Read', value: <SiteTime iso={message.readAt} of="expo" /> },
              { label: 'Handled', value: <SiteTime iso={message.handledAt} of="expo" /> },
            ]}
          />
          <section className="inbox-message__body" aria-labelledby="message-text-heading">
            <h3 id="message-text-heading">Message</h3>
            <p className="inbox-message__text">{message.message}</p>
          </section>
        </Card>
        <Replies message={message} />
        <ReplyForm message={message} />
        <RecordHistory targetId={message.id} />
      </div>
      <RelatedLinks
        links={[
          { to: searchHref(paths.admin.inbox, message.email), label: 'Messages from this address' },
          { to: searchHref(paths.admin.allParticipants, message.email), label: 'Expo registrations with this e-mail' },
          { to: searchHref(paths.admin.allUsers, message.email), label: 'User account with this e-mail' },
          { to: searchHref(paths.admin.outbox, message.email), label: 'E-mails sent to this address' },
        ]}
      />
    </div>
  );
}

function Replies({ message }: { message: Message }) {
  if (message.replies.length === 0) return null;
  return (
    <Card>
      <section aria-labelledby="replies-heading">
        <h2 id="replies-heading">Replies</h2>
        <ol className="inbox-replies">
          {message.replies.map((reply) => (
            <li key={reply.id}>
              <p className="inbox-replies__meta">
                <SiteTime iso={reply.createdAt} of="expo" />, by {reply.authorName}:{' '}
                {reply.deliveryStatus ? (
                  <StatusBadge status={reply.deliveryStatus} label={OUTBOX_STATUS_LABELS[reply.deliveryStatus]} />
                ) : (
                  'no longer in the outbox'
                )}
              </p>
              <p>
                <strong>{reply.subject}</strong>
              </p>
              <p className="inbox-message__text">{reply.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </Card>
  );
}

function ReplyForm({ message }: { message: Message }) {
  const [reply, { loading }] = useMutation(ReplyToContactMessageDocument, { refetchQueries: REFETCH });
  const errors = useFormErrors();
  const [sent, setSent] = useState<string | null>(null);

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const input = { subject: text(form, 'subject') || null, body: String(form.get('body') ?? '') };
    setSent(null);
    if (!errors.check(fieldErrorsOf({ body: requiredProblem(input.body.trim(), 'reply') }))) return;
    await reply({ variables: { id: message.id, input } });
    formElement.reset();
    setSent(`Your reply is on its way to ${message.email}.`);
  }

  return (
    <Card>
      <section aria-labelledby="reply-heading">
        <h2 id="reply-heading">Reply by e-mail</h2>
        <p>
          Sent from the site’s address to {message.email}, with their message quoted. Their answer comes back to the
          organisers’ address.
        </p>
        <CheckedForm
          errors={errors}
          busy={loading}
          submitLabel="Send reply"
          busyLabel="Sending…"
          aria-labelledby="reply-heading"
          onSubmit={submit}
        >
          <TextField
            label="Subject"
            name="subject"
            hint="Leave empty for “Re: your message to …”."
            maxLength={200}
            error={errors.fieldErrors.subject}
          />
          <TextAreaField
            label="Reply"
            name="body"
            required
            rows={8}
            maxLength={10_000}
            error={errors.fieldErrors.body}
          />
          {errors.message && <Alert>{errors.message}</Alert>}
        </CheckedForm>
        <LiveNotice notice={sent ? { tone: 'success', text: sent } : null} />
      </section>
    </Card>
  );
}
