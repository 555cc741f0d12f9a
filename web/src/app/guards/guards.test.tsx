import { act, screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { loginPageState } from '../../lib/auth/login-state';
import { sessionStore } from '../../lib/auth/session-store';
import { buildUser, renderRoutes, signInAs, signedOut } from '../../test/utils';
import { RequireAdmin, RequireUser } from './guards';

function LoginProbe() {
  const { from } = loginPageState(useLocation().state);
  return <p>Login page, back to {from ? `${from.pathname}${from.search}` : 'nowhere'}</p>;
}

function renderGuarded(at: string) {
  return renderRoutes(
    [
      { path: paths.login, element: <LoginProbe /> },
      {
        path: '/user/*',
        element: (
          <RequireUser>
            <p>User content</p>
          </RequireUser>
        ),
      },
      {
        path: '/admin/*',
        element: (
          <RequireAdmin>
            <p>Admin content</p>
          </RequireAdmin>
        ),
      },
    ],
    at,
  );
}

describe('RequireUser', () => {
  it('waits with an accessible loading state while the session is being restored', () => {
    const { router } = renderGuarded(paths.user.dashboard);
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(router.state.location.pathname).toBe(paths.user.dashboard);

    act(() => sessionStore.signedIn(buildUser(), { accessToken: 't', expiresAt: '2099-01-01T00:00:00Z' }));
    expect(screen.getByText('User content')).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.user.dashboard);
  });

  it('sends a signed-out visitor to the login page, remembering where they were going', () => {
    signedOut();
    const { router } = renderGuarded(`${paths.user.myProfile}?tab=password`);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(screen.getByText(`Login page, back to ${paths.user.myProfile}?tab=password`)).toBeTruthy();
  });

  it('shows the page to a signed-in user', () => {
    signInAs();
    renderGuarded(paths.user.dashboard);
    expect(screen.getByText('User content')).toBeTruthy();
  });

  it('redirects as soon as a session ends on a user page', () => {
    signInAs();
    const { router } = renderGuarded(paths.user.dashboard);
    act(() => sessionStore.signedOut('expired'));
    expect(router.state.location.pathname).toBe(paths.login);
  });
});

describe('RequireAdmin', () => {
  it('sends a signed-out visitor to the login page', () => {
    signedOut();
    const { router } = renderGuarded(paths.admin.dashboard);
    expect(router.state.location.pathname).toBe(paths.login);
    expect(screen.getByText(`Login page, back to ${paths.admin.dashboard}`)).toBeTruthy();
  });

  it('shows a clear "not allowed" page to a signed-in non-admin, with links home and to the dashboard', () => {
    signInAs({ role: 'USER' });
    const { router } = renderGuarded(paths.admin.allUsers);
    expect(router.state.location.pathname).toBe(paths.admin.allUsers);
    expect(screen.getByRole('heading', { level: 1, name: 'You are not allowed to see this page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(paths.root);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(paths.user.dashboard);
    expect(screen.queryByText('Admin content')).toBeNull();
  });

  it('shows the page to an admin', () => {
    signInAs({ role: 'ADMIN' });
    renderGuarded(paths.admin.dashboard);
    expect(screen.getByText('Admin content')).toBeTruthy();
  });

  it('waits while the session is being restored', () => {
    renderGuarded(paths.admin.dashboard);
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
  });
});

describe('RequireAdmin for check-in staff', () => {
  it('opens the check-in desk, leads the admin front door there, and refuses every other admin page', async () => {
    signInAs({ role: 'CHECK_IN' });
    const desk = renderGuarded(paths.admin.checkIn);
    expect(screen.getByText('Admin content')).toBeTruthy();
    desk.unmount();

    for (const door of [paths.admin.root, paths.admin.dashboard]) {
      const { router, unmount } = renderGuarded(door);
      expect(router.state.location.pathname, door).toBe(paths.admin.checkIn);
      unmount();
    }

    renderGuarded(paths.admin.allUsers);
    expect(screen.queryByText('Admin content')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
  });
});

describe('RequireAdmin for a check-in desk without a session', () => {
  const keepDesk = () =>
    localStorage.setItem(
      'aibex.check-in.desk',
      JSON.stringify({ id: 'd1', name: 'Desk 3', entrance: 'North gate', day: '2026-12-10', session: null }),
    );

  it('keeps a desk set up on this device open while the server cannot be reached, not once it refused the session', () => {
    keepDesk();
    sessionStore.signedOut('unreachable');
    const { unmount } = renderGuarded(paths.admin.checkIn);
    expect(screen.getByText('Admin content')).toBeTruthy();
    unmount();
    sessionStore.signedOut('expired');
    const expired = renderGuarded(paths.admin.checkIn);
    expect(expired.router.state.location.pathname).toBe(paths.login);
    expired.unmount();
    // Only the desk: every other admin page still needs a session.
    sessionStore.signedOut('unreachable');
    const { router } = renderGuarded(paths.admin.dashboard);
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('sends a signed-out visitor to the login page when no desk is set up here, or after a sign-out', () => {
    sessionStore.signedOut('unreachable');
    const { router, unmount } = renderGuarded(paths.admin.checkIn);
    expect(router.state.location.pathname).toBe(paths.login);
    unmount();
    keepDesk();
    sessionStore.signedOut('revoked');
    expect(renderGuarded(paths.admin.checkIn).router.state.location.pathname).toBe(paths.login);
  });
});
