import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { conversationHref, myBookingDetailsHref, paths, rentalHistoryDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ConversationFieldsFragment } from '../../../gql/graphql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { formatInstant } from '../../../lib/date-time';
import { useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePageParam } from '../components/use-page-param';
import '../rentals.css';
import './inbox.css';

const PAGE_SIZE = 20;

export const ConversationFields = graphql(`
  fragment ConversationFields on Conversation {
    id
    tool {
      id
      name
    }
    renter {
      id
      firstName
    }
    owner {
      id
      firstName
    }
    bookingId
    bookingCode
    lastMessage {
      body
      senderId
      createdAt
    }
    unread
  }
`);

const InboxDocument = graphql(`
  query Inbox($role: ConversationRole, $page: PageInput) {
    inbox(role: $role, page: $page) {
      total
      page
      pageSize
      items {
        ...ConversationFields
      }
    }
  }
`);

const ROLES = [
  { value: null, label: 'All' },
  { value: 'owner', label: 'About your tools' },
  { value: 'renter', label: 'Your questions and rentals' },
] as const;

/** Where a conversation is read and answered: a booking's on the booking's page, a question on its own. */
export function conversationPageOf(conversation: ConversationFieldsFragment, viewerId: string): string {
  if (!conversation.bookingId) return conversationHref(conversation.id);
  return conversation.owner.id === viewerId
    ? myBookingDetailsHref(conversation.bookingId)
    : rentalHistoryDetailsHref(conversation.bookingId);
}

/**
 * Messages (`/user/messages`): every conversation of the signed-in person, the latest message first,
 * questions before booking and bookings' alike, with what is unread. Owners answer their questions here.
 */
export function InboxPage() {
  usePageTitle('Messages');
  const user = useSignedInUser();
  const zone = useSiteConfig()?.marketplaceTimeZone ?? 'Africa/Lagos';
  const [params] = useSearchParams();
  const role = params.get('role') === 'owner' ? 'OWNER' : params.get('role') === 'renter' ? 'RENTER' : null;
  const [page, goTo] = usePageParam();
  const { data, previousData, error, refetch } = useQuery(InboxDocument, {
    variables: { role, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const inbox = (data ?? previousData)?.inbox;

  return (
    <div className="rentals-page">
      <header className="rentals-page__header">
        <h1>Messages</h1>
      </header>
      <nav className="inbox__filter" aria-label="Which conversations">
        {ROLES.map((r) => {
          const current = (r.value?.toUpperCase() ?? null) === role;
          return (
            <Link
              key={r.label}
              to={r.value ? `${paths.user.messages}?role=${r.value}` : paths.user.messages}
              aria-current={current ? 'page' : undefined}
            >
              {r.label}
            </Link>
          );
        })}
      </nav>
      {error && !inbox ? (
        <QueryProblem title="Could not load your messages" error={error} onRetry={() => void refetch()} />
      ) : !inbox ? (
        <LoadingState label="Loading your messages…" />
      ) : inbox.total === 0 ? (
        <p className="inbox__empty">
          No conversations yet. Ask an owner a question from any tool&apos;s page in the{' '}
          <Link to={paths.tools}>marketplace</Link>; your bookings&apos; conversations show here too.
        </p>
      ) : (
        <>
          <ul className="inbox__list">
            {inbox.items.map((c) => {
              const asOwner = c.owner.id === user.id;
              const other = asOwner ? c.renter : c.owner;
              const last = c.lastMessage;
              return (
                <li key={c.id} className={c.unread ? 'inbox__item inbox__item--unread' : 'inbox__item'}>
                  <Link to={conversationPageOf(c, user.id)} className="inbox__link">
                    <span className="inbox__who">{other.firstName}</span>
                    <span className="inbox__about">
                      {c.tool.name} · {c.bookingCode ? `Booking ${c.bookingCode}` : 'Question before booking'}
                    </span>
                    {last && (
                      <span className="inbox__last">
                        {last.senderId === user.id ? 'You: ' : ''}
                        {last.body}
                      </span>
                    )}
                  </Link>
                  <span className="inbox__meta">
                    {last && <time dateTime={last.createdAt}>{formatInstant(last.createdAt, zone)}</time>}
                    {c.unread > 0 && <span className="inbox__unread">{c.unread} unread</span>}
                  </span>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={inbox.page}
            pageSize={inbox.pageSize}
            total={inbox.total}
            onPage={goTo}
            label="Pages of conversations"
            newestFirst
          />
        </>
      )}
    </div>
  );
}
