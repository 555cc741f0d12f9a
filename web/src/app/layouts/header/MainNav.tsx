import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { NavLink } from 'react-router-dom';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';
import { cx } from '../../../components/ui/cx';
import { paths } from '../../../config/paths';

const NAV_ID = 'site-nav';

/** The site navigation; below 1024 px it folds behind a menu button. */
export function MainNav({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  // Following a link closes the folded menu.
  function closeOnLinkClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) setOpen(false);
  }

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="main-nav-toggle"
        aria-expanded={open}
        aria-controls={NAV_ID}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      <nav
        id={NAV_ID}
        aria-label={t('nav.label')}
        className={cx('main-nav', open && 'main-nav--open')}
        onClick={closeOnLinkClick}
      >
        <ul className="main-nav__list">
          <li>
            <NavLink to={paths.home}>{t('nav.home')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.programme}>{t('nav.programme')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.aboutUs}>{t('nav.aboutUs')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.contactUs}>{t('nav.contactUs')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.tools}>{t('nav.rentTools')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.registration}>{t('nav.register')}</NavLink>
          </li>
          {signedIn && (
            <li className="main-nav__small-screens">
              <NavLink to={paths.user.dashboard}>{t('nav.dashboard')}</NavLink>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
