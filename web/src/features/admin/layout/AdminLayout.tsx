import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { cx } from '../../../components/ui/cx';
import { NavCount } from '../../../components/ui/NavCount';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { useUnreadContactMessages } from '../inbox/use-unread-count';
import { usePendingPrivacyRequests } from '../privacy/use-pending-count';
import { ADMIN_NAV, currentOf } from './admin-nav';
import '../admin.css';

/**
 * The admin area: a welcome line, the sidebar and the page. Below desktop width the sidebar folds into
 * a disclosure button, so the page content starts near the top of a phone screen.
 */
export function AdminLayout() {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const section = ADMIN_NAV.find((item) => currentOf(item, pathname));
  const unread = useUnreadContactMessages();
  const privacyRequests = usePendingPrivacyRequests();

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <div className="container admin-area">
      <div className="admin-area__welcome">
        <p className="admin-area__hello">Welcome, {user.firstName}</p>
        <p className="admin-area__role">Admin</p>
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
          {ADMIN_NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={currentOf(item, pathname)} onClick={() => setOpen(false)}>
                {item.label}
                {item.count === 'inbox' && <NavCount count={unread} what="unread messages" />}
                {item.count === 'privacy' && <NavCount count={privacyRequests} what="waiting" />}
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
