import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { endLocalSession } from '../lib/auth/session';
import { setLanguage } from '../lib/i18n/i18n';
import { sessionStore, type SessionUser } from '../lib/auth/session-store';
import { resetMotionPreference } from '../lib/motion';
import { resetPlaceLists } from '../lib/places';
import { resetSiteConfig } from '../lib/site-config';

// Registered here rather than in a setup file, so the web tests behave the same under any vitest config.
afterEach(() => {
  cleanup();
  endLocalSession(); // also cancels a scheduled silent refresh
  sessionStore.reset();
  localStorage.clear();
  // Module-level caches would otherwise carry one test's answers into the next.
  resetSiteConfig();
  resetPlaceLists();
  resetMotionPreference();
  // A test that switched to French leaves the next one in English.
  void setLanguage('en');
  document.documentElement.lang = 'en';
  document.cookie = 'lang=; Path=/; Max-Age=0';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

export function buildUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'user-1',
    nickname: null,
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@example.com',
    emailVerified: true,
    role: 'USER',
    image: null,
    phone: null,
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Ikeja',
    address: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** Put the session store in the signed-in state (as after a login), without timers or requests. */
export function signInAs(overrides: Partial<SessionUser> = {}): SessionUser {
  const user = buildUser(overrides);
  sessionStore.signedIn(user, {
    accessToken: 'access-token-1',
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  });
  return user;
}

export function signedOut(): void {
  sessionStore.signedOut();
}

type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Render routes in a memory router starting at `entry`; returns the router to inspect its location. */
export function renderRoutes(routes: RouteObject[], entry: Entry) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const result = render(<RouterProvider router={router} />);
  return { router, ...result };
}

/** Render one element at `path`, with a stub page at every other path it may navigate to. */
export function renderAt(element: ReactNode, entry: Entry = '/') {
  const pathname = typeof entry === 'string' ? entry.split('?')[0] : entry.pathname;
  return renderRoutes(
    [
      { path: pathname, element },
      { path: '*', element: <p>Navigated away</p> },
    ],
    entry,
  );
}
