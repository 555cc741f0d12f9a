import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useNavigate } from 'react-router-dom';
import { ChevronDownIcon, UserIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { signOut } from '../../../lib/auth/session';
import type { SessionUser } from '../../../lib/auth/session-store';
import './AccountMenu.css';

type FocusTarget = 'first' | 'last' | null;

/**
 * The account dropdown (WAI-ARIA menu button): Enter, Space or the arrow keys open it, the arrows move
 * between items, Escape closes it and returns focus to the button, a click outside closes it.
 */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open || !focusTarget) return;
    const items = menuItems(menuRef.current);
    (focusTarget === 'first' ? items[0] : items.at(-1))?.focus();
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return;
    function closeOnOutsidePointer(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function openMenu(target: FocusTarget) {
    setFocusTarget(target);
    setOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = menuItems(menuRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      items[(next + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(index + 1);
      case 'ArrowUp':
        return moveTo(index - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(items.length - 1);
      case 'Escape':
        event.preventDefault();
        return close({ returnFocus: true });
      case 'Tab':
        return close({ returnFocus: false });
    }
  }

  async function handleLogout() {
    close({ returnFocus: false });
    // Leave the page first (synchronously), so a guarded page is gone before the session ends and
    // its guard does not redirect to the login page instead.
    await navigate(paths.root, { flushSync: true });
    await signOut();
  }

  const isAdmin = user?.role === 'ADMIN';

  return (
    <div className="account-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close({ returnFocus: false }) : openMenu('first'))}
        onKeyDown={handleButtonKeyDown}
      >
        <UserIcon className="account-menu__icon" />
        <span className="account-menu__name">{user ? user.firstName : t('account.button')}</span>
        <ChevronDownIcon className="account-menu__chevron" />
      </button>
      {open && (
        <ul
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={t('account.menuLabel')}
          className="account-menu__list"
          onKeyDown={handleMenuKeyDown}
        >
          {!user && (
            <>
              <MenuLink to={paths.login} onSelect={() => close({ returnFocus: false })}>
                {t('account.login')}
              </MenuLink>
              <MenuLink to={paths.createAccount} onSelect={() => close({ returnFocus: false })}>
                {t('account.signup')}
              </MenuLink>
            </>
          )}
          {isAdmin && (
            <MenuLink to={paths.admin.dashboard} onSelect={() => close({ returnFocus: false })}>
              {t('account.adminDashboard')}
            </MenuLink>
          )}
          {user?.role === 'CHECK_IN' && (
            <MenuLink to={paths.admin.checkIn} onSelect={() => close({ returnFocus: false })}>
              {t('account.checkIn')}
            </MenuLink>
          )}
          {user && (
            <>
              <MenuLink to={paths.user.myProfile} onSelect={() => close({ returnFocus: false })}>
                {t('account.settings')}
              </MenuLink>
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="account-menu__item"
                  onClick={() => void handleLogout()}
                >
                  {t('account.logout')}
                </button>
              </li>
            </>
          )}
        </ul>
      )}
    </div>
  );
}

function MenuLink({ to, onSelect, children }: { to: string; onSelect: () => void; children: string }) {
  return (
    <li role="none">
      <Link to={to} role="menuitem" tabIndex={-1} className="account-menu__item" onClick={onSelect}>
        {children}
      </Link>
    </li>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}
