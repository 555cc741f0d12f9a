import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState';
import { useAccountWatch } from '../../lib/auth/use-account-watch';
import { useMarkHydrated } from '../../lib/use-hydrated';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import './RootLayout.css';

/** Skip link, header, main landmark and footer around every page. */
export function SiteFrame({ children }: { children: ReactNode }) {
  useAccountWatch();
  useMarkHydrated();
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mainRef = useFocusMainOnNavigation();

  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

export function RootLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** Shown while the first route's code loads (a deep link into a lazy area). */
export function RootFallback() {
  return (
    <SiteFrame>
      <LoadingState />
    </SiteFrame>
  );
}

/**
 * After a client-side navigation, move focus to the main landmark, so keyboard and screen-reader users
 * start at the new page's content, as they would after a full page load.
 */
function useFocusMainOnNavigation() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return mainRef;
}
