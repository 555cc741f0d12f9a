import { NotificationBell } from '../../../features/notifications/NotificationBell';
import { AreaApolloProvider } from '../../providers/AreaApolloProvider';

/**
 * The bell with the Apollo client it needs, in a chunk of its own: the header loads it only for a
 * signed-in user, so visitors of the public pages never download Apollo.
 */
export default function HeaderBell() {
  return (
    <AreaApolloProvider>
      <NotificationBell />
    </AreaApolloProvider>
  );
}
