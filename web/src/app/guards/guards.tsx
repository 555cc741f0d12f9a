import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState';
import { paths } from '../../config/paths';
import type { LoginPageState } from '../../lib/auth/login-state';
import { deskOnDevice } from '../../features/admin/check-in/desk-config';
import { NotAllowedPage } from '../../features/errors/NotAllowedPage';
import { useSession } from '../../lib/auth/use-session';

/**
 * Route guards. While the boot refresh is still running nobody is known yet, so they wait (a reload of
 * a user page must not bounce a signed-in user to the login page).
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'restoring') return <LoadingState label="Checking your session…" />;
  if (status === 'signedOut') return <LoginRedirect from={location} />;
  return children;
}

/**
 * Signed out: to the login page. Signed in without the Admin role: a clear "not allowed" page, except
 * that check-in staff may open the check-in desk (and land on it from the admin area's front door).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, user, endReason } = useSession();
  const location = useLocation();
  const path = location.pathname.replace(/\/+$/, '');
  if (status === 'restoring') return <LoadingState label="Checking your session…" />;
  if (status === 'signedOut' || !user) {
    // A desk set up on this device goes on checking guests in from what it stored while the server cannot
    // be asked (no network); it syncs once it can. A session the server refused (ran out, revoked) fails
    // closed: sign in again, and the desk's queue, kept on the device, is sent then.
    if (endReason === 'unreachable' && path === paths.admin.checkIn && deskOnDevice()) return children;
    return <LoginRedirect from={location} />;
  }
  if (user.role === 'CHECK_IN') {
    if (path === paths.admin.checkIn) return children;
    if (path === paths.admin.root || path === paths.admin.dashboard) {
      return <Navigate to={paths.admin.checkIn} replace />;
    }
  }
  if (user.role !== 'ADMIN') return <NotAllowedPage />;
  return children;
}

function LoginRedirect({ from }: { from: LoginPageState['from'] }) {
  const state: LoginPageState = { from };
  return <Navigate to={paths.login} replace state={state} />;
}
