import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { EmailVerificationBanner } from '../../features/account/EmailVerificationBanner';
import { CartCount } from '../../features/rentals/cart/CartCount';
import { useUnreadMessages } from '../../features/rentals/messages/use-unread-messages';
import { NavCount } from '../../components/ui/NavCount';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/auth/session';
import './UserLayout.css';

/** The signed-in user's area: a sidebar (a bar on small screens) beside the page. */
export function UserLayout() {
  const navigate = useNavigate();
  const unread = useUnreadMessages();

  async function handleLogout() {
    // Leave the guarded area first, so its guard does not send the user to the login page.
    await navigate(paths.home, { flushSync: true });
    await signOut();
  }

  return (
    // In English in every language of the site (see the marketplace area).
    <div className="container user-area" lang="en">
      <nav className="user-area__nav" aria-label="Your account">
        <ul>
          <li>
            <NavLink to={paths.user.dashboard}>Dashboard</NavLink>
          </li>
          <li>
            <NavLink to={paths.user.myRentals}>My Rentals</NavLink>
          </li>
          <li>
            <NavLink to={paths.user.addRental}>Add Rental</NavLink>
          </li>
          <li>
            <NavLink to={paths.user.myBookings}>
              My Bookings <NavCount count={unread.asOwner} what="unread messages" />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.user.myRentalHistory}>
              My Rental History <NavCount count={unread.asRenter} what="unread messages" />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.user.messages}>
              Messages <NavCount count={unread.asOwner + unread.asRenter + unread.inquiries} what="unread messages" />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.user.earnings}>Earnings</NavLink>
          </li>
          <li>
            <NavLink to={paths.user.saved}>Saved</NavLink>
          </li>
          <li>
            <NavLink to={paths.user.cart}>
              Cart <CartCount />
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.user.myProfile}>Settings</NavLink>
          </li>
          <li>
            <button type="button" onClick={() => void handleLogout()}>
              Logout
            </button>
          </li>
        </ul>
      </nav>
      <div className="user-area__content">
        <EmailVerificationBanner />
        <Outlet />
      </div>
    </div>
  );
}
