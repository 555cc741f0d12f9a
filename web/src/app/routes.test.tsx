import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { renderRoutes, signInAs, signedOut } from '../test/utils';
import { routes } from './routes';

// The first visit to a lazy area transforms and loads its whole module graph (Apollo included): under
// a busy test run that can take longer than Testing Library's default second.
const lazyArea = { timeout: 10_000 };

// The footer asks the API for the site configuration; here the API is unreachable.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

describe('routes', () => {
  it('serves the landing page at / and /home', async () => {
    signedOut();
    for (const path of [paths.root, paths.home]) {
      const { unmount } = renderRoutes(routes, path);
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Africa’s premier international beauty and lifestyle convention',
        }),
      ).toBeTruthy();
      expect(screen.getAllByRole('link', { name: 'REGISTER TO PARTICIPATE' })[0]?.getAttribute('href')).toBe(
        paths.registration,
      );
      unmount();
    }
  });

  it('redirects the old /user/login to /user-login', async () => {
    signedOut();
    const { router } = renderRoutes(routes, paths.user.legacyLogin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, lazyArea)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.login);
  });

  it('opens the reset-password page signed out, explaining a missing token', async () => {
    signedOut();
    const { router } = renderRoutes(routes, paths.user.resetPassword);
    expect(await screen.findByText('This link is incomplete', {}, lazyArea)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.user.resetPassword);
    expect(screen.getByRole('link', { name: 'request a new reset link' }).getAttribute('href')).toBe(
      paths.passwordRequest,
    );
  });

  it('opens the e-mail confirmation page signed out, outside the user area’s guard', async () => {
    signedOut();
    const { router } = renderRoutes(routes, `${paths.user.confirmEmail}?token=abc`);
    expect(await screen.findByRole('button', { name: 'Confirm my new e-mail address' }, lazyArea)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.user.confirmEmail);
  });

  it('opens the address verification page signed out, outside the user area’s guard', async () => {
    signedOut();
    const { router } = renderRoutes(routes, `${paths.user.verifyEmail}?token=abc`);
    expect(await screen.findByRole('button', { name: 'Confirm my e-mail address' }, lazyArea)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.user.verifyEmail);
  });

  it('guards the user area', async () => {
    signedOut();
    const { router } = renderRoutes(routes, paths.user.dashboard);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login), lazyArea);
  });

  it('shows the dashboard to a signed-in user', async () => {
    signInAs({ firstName: 'Amara' });
    renderRoutes(routes, paths.user.dashboard);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amara' }, lazyArea)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeTruthy();
  });

  it('falls through to "not found" for unknown pages', async () => {
    signedOut();
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    // The tab says so too (not the home page's title), and the page leads home.
    await waitFor(() => expect(document.title).toBe('Page not found | AIBEx 2026'));
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(paths.root);
  });

  it('serves the expo pages signed out', async () => {
    signedOut();
    for (const [path, heading] of [
      [paths.registration, 'AIBEx 2026 Registration'],
      [paths.aboutUs, 'About Us'],
      [paths.privacy, 'Privacy Policy'],
      [paths.contactUs, 'Contact Us'],
      [paths.registrationSuccess, 'No registration to confirm'],
    ] as const) {
      const { unmount } = renderRoutes(routes, path);
      expect(await screen.findByRole('heading', { level: 1, name: heading }, lazyArea)).toBeTruthy();
      unmount();
    }
  });

  it('leads /sponsorship to the sponsorship form, keeping the package', async () => {
    signedOut();
    const { router } = renderRoutes(routes, '/sponsorship?package=gold');
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.sponsorshipDetails), lazyArea);
    expect(router.state.location.search).toBe('?package=gold');
  });

  it('renders the footer even when the site configuration cannot be loaded', async () => {
    signedOut();
    renderRoutes(routes, paths.root);
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} AIBEx 2026`);
    expect(screen.queryByText('Follow us on all social media')).toBeNull();
  });
});
