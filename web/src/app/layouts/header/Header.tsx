import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../../components/ui/Logo';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/use-session';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import './Header.css';

const HeaderBell = lazy(() => import('./HeaderBell'));

export function Header() {
  const { status, user } = useSession();
  // While the boot refresh runs nobody is known yet: show the signed-out header rather than a flash of nothing.
  const signedInUser = status === 'signedIn' ? user : null;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {/* Named by the logo itself ("AIBEx 2026"), so the spoken name matches the visible wordmark. */}
        <Link to={paths.root} className="site-header__brand">
          <Logo />
        </Link>
        <MainNav signedIn={signedInUser !== null} />
        {signedInUser && (
          <Suspense fallback={null}>
            <HeaderBell />
          </Suspense>
        )}
        <LanguageSwitch />
        <AccountMenu user={signedInUser} />
      </div>
    </header>
  );
}
