import { useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { BellIcon } from '../../components/ui/icons';
import { paths } from '../../config/paths';
import { NotificationEventsDocument, UnreadNotificationsDocument } from './notification-documents';
import './notifications.css';

/**
 * The header's bell: the number of unread notifications, kept live by a subscription (no polling),
 * and a link to the list.
 */
export function NotificationBell() {
  const { data, refetch } = useQuery(UnreadNotificationsDocument);
  useSubscription(NotificationEventsDocument, { onData: () => void refetch() });
  const unread = data?.notifications.unread ?? 0;
  const label = unread ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Link to={paths.user.notifications} className="bell" aria-label={label} title={label}>
      <BellIcon aria-hidden="true" />
      {unread > 0 && (
        <span className="bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
