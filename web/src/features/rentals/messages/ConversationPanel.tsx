import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { graphql } from '../../../gql';
import type { MessageFieldsFragment } from '../../../gql/graphql';
import { onSocketReconnect } from '../../../lib/apollo';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import '../messages.css';

export const MessageFields = graphql(`
  fragment MessageFields on Message {
    id
    conversationId
    bookingId
    body
    clientId
    createdAt
    sender {
      id
      firstName
    }
  }
`);

/** Page 1 is the latest messages (oldest first within it); each later page goes further back. */
const ConversationDocument = graphql(`
  query Conversation($bookingId: ID, $conversationId: ID, $page: PageInput) {
    conversation(bookingId: $bookingId, conversationId: $conversationId, page: $page) {
      total
      page
      pageSize
      hasMore
      items {
        ...MessageFields
      }
    }
  }
`);

const SendMessageDocument = graphql(`
  mutation SendMessage($bookingId: ID, $conversationId: ID, $body: String!, $clientId: String) {
    sendMessage(bookingId: $bookingId, conversationId: $conversationId, body: $body, clientId: $clientId) {
      ...MessageFields
    }
  }
`);

const MessageAddedDocument = graphql(`
  subscription MessageAdded($bookingId: ID, $conversationId: ID) {
    messageAdded(bookingId: $bookingId, conversationId: $conversationId) {
      ...MessageFields
    }
  }
`);

const MarkConversationReadDocument = graphql(`
  mutation MarkConversationRead($bookingId: ID, $conversationId: ID) {
    markConversationRead(bookingId: $bookingId, conversationId: $conversationId)
  }
`);

interface Pending {
  clientId: string;
  body: string;
  failed: boolean;
}

const byTime = (a: MessageFieldsFragment, b: MessageFieldsFragment) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Two runs of messages as one, each message once, oldest first. */
function merge(a: MessageFieldsFragment[], b: MessageFieldsFragment[]): MessageFieldsFragment[] {
  const seen = new Set(a.map((m) => m.id));
  return [...a, ...b.filter((m) => !seen.has(m.id))].sort(byTime);
}

/** A booking's conversation, or one by its own id (a question before booking). */
export type ConversationKey = { bookingId: string } | { conversationId: string };

interface ConversationPanelProps {
  conversation: ConversationKey;
  viewerId: string;
  /** The other party's first name. */
  otherName: string;
  /** False for a booking that was never paid, or for an administrator's reading. */
  canWrite: boolean;
  /** The booking's tool's zone: messages are dated on its clocks, as the rest of the booking. */
  timeZone: string;
}

/**
 * A conversation between a renter and a tool's owner: a booking's, or a question before booking. New messages arrive over a
 * subscription (no polling); a message shows at once while it is being sent, and a send that fails
 * on a lost connection can be retried without ever being stored twice (the same client id).
 */
export function ConversationPanel({
  conversation: key,
  viewerId,
  otherName,
  canWrite,
  timeZone,
}: ConversationPanelProps) {
  const headingId = useId();
  const client = useApolloClient();
  const keyId = 'bookingId' in key ? key.bookingId : key.conversationId;
  // One object per conversation: the query, the cache and the callbacks below all use it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const variables = useMemo(() => ({ ...key }), [keyId]);
  const { data, error, refetch, fetchMore } = useQuery(ConversationDocument, { variables });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [send] = useMutation(SendMessageDocument);
  const [markRead] = useMutation(MarkConversationReadDocument);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<Pending[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const log = useRef<HTMLDivElement | null>(null);
  const earlier = useRef<HTMLParagraphElement | null>(null);

  /**
   * Adds a message to the cached conversation once, in order, whoever delivered it first. Before the
   * conversation has loaded there is nothing to add to: its first page will hold the message.
   */
  function remember(message: MessageFieldsFragment) {
    client.cache.updateQuery({ query: ConversationDocument, variables }, (current) => {
      if (!current || current.conversation.items.some((m) => m.id === message.id)) return current;
      const { conversation } = current;
      return {
        conversation: { ...conversation, total: conversation.total + 1, items: merge(conversation.items, [message]) },
      };
    });
    setPending((items) => items.filter((p) => p.clientId !== message.clientId));
  }

  /** The page before the earliest one shown, merged in (new messages since may repeat some: each shows once). */
  async function showEarlier() {
    const shown = data?.conversation;
    if (!shown) return;
    // The button goes once the first message is shown: focus then moves to the log, not to the page.
    const hadFocus = earlier.current?.contains(document.activeElement) ?? false;
    setLoadingEarlier(true);
    try {
      const { data: more } = await fetchMore({
        variables: { page: { page: shown.page + 1, pageSize: shown.pageSize } },
        updateQuery: (previous, { fetchMoreResult }) => ({
          conversation: {
            ...fetchMoreResult.conversation,
            items: merge(previous.conversation.items, fetchMoreResult.conversation.items),
          },
        }),
      });
      if (hadFocus && !more.conversation.hasMore) log.current?.focus();
    } catch (failure) {
      setProblem(toFormError(failure).message);
    } finally {
      setLoadingEarlier(false);
    }
  }

  const readNow = useCallback(() => {
    if (document.visibilityState === 'visible') void markRead({ variables }).catch(() => {});
  }, [markRead, variables]);

  useSubscription(MessageAddedDocument, {
    variables,
    onData: ({ data: event }) => {
      const message = event.data?.messageAdded;
      if (!message) return;
      remember(message);
      if (message.sender.id !== viewerId) readNow();
    },
  });

  // Opening the page reads the conversation; coming back online fetches what was missed.
  useEffect(() => {
    readNow();
    const stop = onSocketReconnect(() => void refetch());
    document.addEventListener('visibilitychange', readNow);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', readNow);
    };
  }, [readNow, refetch]);

  const messages = data?.conversation.items ?? [];
  const shown = pending.filter((p) => !messages.some((m) => m.clientId === p.clientId));

  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    // The log scrolls itself to its newest message; the page around it stays where the reader is.
    // Earlier messages shown above leave it where it is.
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newestId, shown.length]);

  async function deliver(item: Pending) {
    setPending((items) => items.map((p) => (p.clientId === item.clientId ? { ...p, failed: false } : p)));
    try {
      const result = await send({ variables: { ...variables, body: item.body, clientId: item.clientId } });
      if (result.data) remember(result.data.sendMessage);
    } catch (failure) {
      const formError = toFormError(failure);
      if (formError.code === 'NETWORK_ERROR') {
        setPending((items) => items.map((p) => (p.clientId === item.clientId ? { ...p, failed: true } : p)));
      } else {
        setPending((items) => items.filter((p) => p.clientId !== item.clientId));
        setDraft(item.body);
        setProblem(formError.message);
      }
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) {
      setProblem('Please write a message');
      return;
    }
    setProblem(null);
    setDraft('');
    const item = { clientId: crypto.randomUUID(), body, failed: false };
    setPending((items) => [...items, item]);
    void deliver(item);
  }

  return (
    <section className="conversation" aria-labelledby={headingId}>
      <h2 id={headingId}>Messages with {otherName}</h2>
      {error && !data ? (
        <Alert>
          <p>{toFormError(error).message}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        // The log scrolls on its own, so it takes focus (keyboard users scroll it with the arrows).
        <div
          ref={log}
          className="conversation__log"
          role="log"
          aria-live="polite"
          aria-label={`Conversation with ${otherName}`}
          tabIndex={0}
        >
          {data?.conversation.hasMore && (
            <p ref={earlier} className="conversation__earlier">
              <Button
                variant="ghost"
                onClick={() => void showEarlier()}
                loading={loadingEarlier}
                loadingText="Loading…"
              >
                Show earlier messages
              </Button>
            </p>
          )}
          <ol className="conversation__list">
            {messages.length === 0 && shown.length === 0 && (
              <li className="conversation__empty">
                No messages yet.
                {canWrite ? ` Ask ${otherName} anything about this ${'bookingId' in key ? 'booking' : 'tool'}.` : ''}
              </li>
            )}
            {[...messages].sort(byTime).map((m) => {
              const mine = m.sender.id === viewerId;
              return (
                <li key={m.id} className={`message ${mine ? 'message--mine' : 'message--theirs'}`}>
                  <p className="message__meta">
                    <span className="message__who">{mine ? 'You' : m.sender.firstName}</span>{' '}
                    <time dateTime={m.createdAt}>{formatInstant(m.createdAt, timeZone)}</time>
                  </p>
                  <p className="message__body">{m.body}</p>
                </li>
              );
            })}
            {shown.map((p) => (
              <li key={p.clientId} className="message message--mine message--pending">
                <p className="message__meta">
                  <span className="message__who">You</span> {p.failed ? 'Not sent' : 'Sending…'}
                </p>
                <p className="message__body">{p.body}</p>
                {p.failed && (
                  <Button variant="ghost" onClick={() => void deliver(p)}>
                    Retry
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
      {canWrite && (
        <form className="conversation__composer" noValidate onSubmit={handleSubmit}>
          <label htmlFor={`${headingId}-draft`} className="field__label">
            Your message
          </label>
          <textarea
            id={`${headingId}-draft`}
            className="field__input conversation__draft"
            rows={3}
            maxLength={2000}
            value={draft}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${headingId}-problem` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <p id={`${headingId}-problem`} className="field__error">
              {problem}
            </p>
          )}
          <Button type="submit">Send</Button>
        </form>
      )}
    </section>
  );
}
