import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { cx } from '../../../components/ui/cx';
import { NavCount } from '../../../components/ui/NavCount';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/use-session';
import { useUnreadContactMessages } from '../inbox/use-unread-count';
import { usePendingIdentityChecks } from '../identity/use-pending-count';
import { usePendingPrivacyRequests } from '../privacy/use-pending-count';
import { ADMIN_NAV, currentOf } from './admin-nav';
import '../admin.css';

/**
 * The admin area: a welcome line, the sidebar and the page. Below desktop width the sidebar folds into
 * a disclosure button, so the page content starts near the top of a phone screen.
 */
export function AdminLayout() {
  // Nobody is signed in only on a check-in desk working offline from what the device stored.
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Check-in staff see the desk and nothing else (the API refuses them everything else too).
  const desk = !user || user.role === 'CHECK_IN';
  const nav = desk ? ADMIN_NAV.filter((item) => item.to === paths.admin.checkIn) : ADMIN_NAV;
  const section = nav.find((item) => currentOf(item, pathname));
  const unread = useUnreadContactMessages(desk);
  const privacyRequests = usePendingPrivacyRequests(desk);
  const identityChecks = usePendingIdentityChecks(desk);

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    // The admin area is in English in every language of the site.
    <div className="container admin-area" lang="en">
      <div className="admin-area__welcome">
        <p className="admin-area__hello">{user ? `Welcome, ${user.firstName}` : 'Check-in desk'}</p>
        <p className="admin-area__role">{!user ? 'Not signed in' : desk ? 'Check-in staff' : 'Admin'}</p>
      </div>
      <nav className="admin-nav" aria-label="Admin" onKeyDown={handleKeyDown}>
        <button
          ref={toggleRef}
          type="button"
          className="admin-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>
            Admin menu
            {section && <span className="admin-nav__section">: {section.label}</span>}
          </span>
          <ChevronDownIcon className={cx('admin-nav__chevron', open && 'admin-nav__chevron--open')} />
        </button>
        <ul id={listId} className={cx('admin-nav__list', open && 'admin-nav__list--open')}>
          {nav.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={currentOf(item, pathname)} onClick={() => setOpen(false)}>
                {item.label}
                {item.count === 'inbox' && <NavCount count={unread} what="unread messages" />}
                {item.count === 'privacy' && <NavCount count={privacyRequests} what="waiting" />}
                {item.count === 'identity' && <NavCount count={identityChecks} what="waiting" />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-area__content">
        <Outlet />
      </div>
    </div>
  );
}
