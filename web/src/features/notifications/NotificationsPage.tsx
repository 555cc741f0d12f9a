import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { LoadingState } from '../../components/ui/LoadingState';
import { Pagination } from '../../components/ui/Pagination';
import { myBookingDetailsHref, paths, rentalHistoryDetailsHref } from '../../config/paths';
import { graphql } from '../../gql';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { formatInstant } from '../../lib/date-time';
import { toFormError } from '../../lib/errors';
import { useSiteTimeZones } from '../../lib/site-time-zones';
import { usePageTitle } from '../../lib/use-page-title';
import {
  NotificationEventsDocument,
  NotificationsDocument,
  UnreadNotificationsDocument,
} from './notification-documents';
import './notifications.css';

const MarkReadDocument = graphql(`
  mutation MarkNotificationRead($id: ID!) {
    markNotificationRead(id: $id) {
      ...NotificationFields
    }
  }
`);

const MarkAllReadDocument = graphql(`
  mutation MarkAllNotificationsRead {
    markAllNotificationsRead
  }
`);

/** Where a note leads: the booking it is about, from the reader's side of it; a question, to Messages. */
function linkOf(note: NotificationFieldsFragment): string | null {
  if (!note.bookingId)
    return note.kind === 'MESSAGE' ? paths.user.messages : note.kind === 'IDENTITY' ? paths.user.myProfile : null;
  return note.bookingRole === 'OWNER' ? myBookingDetailsHref(note.bookingId) : rentalHistoryDetailsHref(note.bookingId);
}

/** `/user/notifications`: everything that needs the user's attention, newest first. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, error, refetch } = useQuery(NotificationsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(NotificationEventsDocument, { onData: () => void refetch() });
  const refresh = { refetchQueries: [UnreadNotificationsDocument] };
  const [markRead] = useMutation(MarkReadDocument, refresh);
  const [markAllRead, markingAll] = useMutation(MarkAllReadDocument, refresh);
  const result = data?.notifications;
  // The bell is the marketplace's: its notes are dated on its clocks, the zone named.
  const zone = useSiteTimeZones()?.marketplace;

  async function readAll() {
    await markAllRead();
    await refetch();
  }

  if (error && !result)
    return (
      <div className="rentals-page">
        <h1>Notifications</h1>
        <Alert>{toFormError(error).message}</Alert>
      </div>
    );
  if (!result) return <LoadingState label="Loading your notifications…" />;
  return (
    <div className="rentals-page notifications">
      <header className="rentals-page__header rentals-page__header--actions">
        <div>
          <h1>Notifications</h1>
          <p>{result.unread ? `${result.unread} unread` : 'You are all caught up.'}</p>
        </div>
        {result.unread > 0 && (
          <Button
            variant="secondary"
            onClick={() => void readAll()}
            loading={markingAll.loading}
            loadingText="Marking…"
          >
            Mark all as read
          </Button>
        )}
      </header>
      {result.total === 0 ? (
        <div className="rentals-empty">
          <p>Nothing yet. Bookings of your tools, messages and reminders show up here.</p>
        </div>
      ) : (
        <ul className="notification-list" aria-label="Notifications">
          {result.items.map((note) => {
            const href = linkOf(note);
            return (
              <li key={note.id} className={cx('notification', !note.read && 'notification--unread')}>
                <div className="notification__body">
                  <p className="notification__message">
                    {!note.read && <span className="visually-hidden">Unread: </span>}
                    {href ? (
                      <Link to={href} onClick={() => void markRead({ variables: { id: note.id } })}>
                        {note.message}
                      </Link>
                    ) : (
                      note.message
                    )}
                  </p>
                  <time className="notification__time" dateTime={note.createdAt}>
                    {formatInstant(note.createdAt, zone)}
                  </time>
                </div>
                {!note.read && (
                  <Button variant="ghost" onClick={() => void markRead({ variables: { id: note.id } })}>
                    Mark as read
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={page}
        pageSize={result.pageSize}
        total={result.total}
        onPage={(next) => setParams({ page: String(next) })}
        label="Notification pages"
        newestFirst
      />
    </div>
  );
}
