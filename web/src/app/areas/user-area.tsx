import { AccountWelcome } from '../../features/account/AccountWelcome';
import { BookingSummaryTiles } from '../../features/rentals/bookings/BookingSummaryTiles';
import { Marketplace } from '../../features/rentals/marketplace/Marketplace';
import { usePageTitle } from '../../lib/use-page-title';
import { RequireUser } from '../guards/guards';
import { UserLayout } from '../layouts/UserLayout';
import { AreaApolloProvider } from '../providers/AreaApolloProvider';

/** Everything under /user that needs a signed-in user. */
export function UserArea() {
  return (
    <RequireUser>
      <AreaApolloProvider>
        <UserLayout />
      </AreaApolloProvider>
    </RequireUser>
  );
}

/** The user's dashboard: a compact welcome, then the marketplace as the main content. */
export function DashboardPage() {
  usePageTitle(
    'Dashboard',
    'Find tools to rent on the AIBEx marketplace: search by keyword, category, city and price.',
  );
  return (
    <div className="user-dashboard">
      <AccountWelcome />
      <BookingSummaryTiles />
      <Marketplace />
    </div>
  );
}

export { MyProfilePage } from '../../features/account/MyProfilePage';
export { AddRentalPage } from '../../features/rentals/add-rental/AddRentalPage';
export { MyToolDetailsPage } from '../../features/rentals/edit-tool/MyToolDetailsPage';
export { MyRentalsPage } from '../../features/rentals/my-rentals/MyRentalsPage';
export { BookingSummaryPage } from '../../features/rentals/booking/BookingSummaryPage';
export { CartPage } from '../../features/rentals/cart/CartPage';
export { BookingProcessingPage } from '../../features/rentals/cart/BookingProcessingPage';
export { RequestSentPage } from '../../features/rentals/booking/RequestSentPage';
export { BookingSuccessPage } from '../../features/rentals/cart/BookingSuccessPage';
export { MyBookingsPage, MyRentalHistoryPage } from '../../features/rentals/bookings/BookingListPages';
export { MyBookingDetailsPage, RentalHistoryDetailsPage } from '../../features/rentals/bookings/BookingDetailsPages';
export { RentalDetailsPage } from '../../features/rentals/tool-details/RentalDetailsPage';
export { NotificationsPage } from '../../features/notifications/NotificationsPage';
export { EarningsPage } from '../../features/rentals/earnings/EarningsPage';
export { SavedToolsPage } from '../../features/rentals/saved/SavedToolsPage';
export { InboxPage } from '../../features/rentals/messages/InboxPage';
export { ConversationPage } from '../../features/rentals/messages/ConversationPage';
export { RenterProfilePage } from '../../features/rentals/profiles/RenterProfilePage';
