import type { LogoutMutation, RefreshSessionMutation } from '../../gql/graphql';
import { GraphQLRequestError, graphqlRequest } from '../graphql-request';
import { sessionStore, type SessionEndReason, type SessionUser } from './session-store';

/*
 * Session lifecycle: restore on boot, silent refresh before expiry, refresh-and-retry after an
 * UNAUTHENTICATED answer (lib/apollo.ts), sign in, sign out.
 *
 * These documents are plain strings rather than `graphql()` documents so the public shell can send them
 * without loading Apollo or the generated document map; codegen still checks them against the schema
 * (it reads `/* GraphQL *\/` strings) and generates their result types.
 */
export const SESSION_USER_FIELDS = /* GraphQL */ `
  fragment SessionUserFields on User {
    id
    nickname
    firstName
    lastName
    email
    emailVerified
    role
    image
    phone
    country
    state
    city
    address
    createdAt
  }
`;

const REFRESH_SESSION = /* GraphQL */ `
  mutation RefreshSession {
    refreshSession {
      accessToken
      expiresAt
      user {
        ...SessionUserFields
      }
    }
  }
`;

const LOGOUT = /* GraphQL */ `
  mutation Logout {
    logout
  }
`;

export interface AuthPayload {
  accessToken: string;
  expiresAt: string;
  user: SessionUser;
}

/** refreshed: new token held; rejected: the server refused (no or revoked cookie); unreachable: no answer. */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'unreachable';

const REFRESH_LEAD_MS = 60_000;
const MIN_REFRESH_DELAY_MS = 30_000;
const RETRY_UNREACHABLE_MS = 30_000;
const MAX_TIMER_MS = 2 ** 31 - 1;
const CROSS_TAB_LOCK = 'aibex-session-refresh';

let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inFlight: Promise<RefreshOutcome> | null = null;
/** Bumped on every sign-in and sign-out so a refresh that started before one of them is ignored. */
let epoch = 0;

export function signIn(payload: AuthPayload): void {
  epoch += 1;
  startSession(payload);
}

function startSession({ accessToken, expiresAt, user }: AuthPayload): void {
  sessionStore.signedIn(user, { accessToken, expiresAt });
  scheduleRefresh(expiresAt);
}

/** Forget the session in this tab (token, user, timer) without calling the server. */
export function endLocalSession(reason: SessionEndReason | null = null): void {
  epoch += 1;
  clearTimeout(refreshTimer);
  sessionStore.signedOut(reason);
}

/**
 * Exchange the httpOnly refresh cookie for a new access token. Single-flight: concurrent callers (boot,
 * timer, several requests failing at once) share one request, because the cookie rotates and a second
 * use of the old one would look like token theft to the server. A Web Lock extends that to other tabs.
 */
export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= withCrossTabLock(runRefresh).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(): Promise<RefreshOutcome> {
  const startedAt = epoch;
  try {
    const data = await graphqlRequest<RefreshSessionMutation>(REFRESH_SESSION + SESSION_USER_FIELDS);
    // A sign-in or sign-out happened meanwhile: that newer state wins.
    if (epoch !== startedAt) return sessionStore.getAccessToken() ? 'refreshed' : 'rejected';
    startSession(data.refreshSession);
    return 'refreshed';
  } catch (error) {
    return error instanceof GraphQLRequestError ? 'rejected' : 'unreachable';
  }
}

async function withCrossTabLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? await locks.request(CROSS_TAB_LOCK, task) : await task();
}

/**
 * Called once on boot: a refusal means nobody is signed in; no answer at all (offline) says so, so a
 * page that can work from what the device stored (the check-in desk) keeps working until it can ask again.
 */
export async function restoreSession(): Promise<void> {
  const outcome = await refreshSession();
  if (outcome !== 'refreshed' && sessionStore.getState().status === 'restoring') {
    sessionStore.signedOut(outcome === 'unreachable' ? 'unreachable' : null);
  }
}

function scheduleRefresh(expiresAt: string): void {
  clearTimeout(refreshTimer);
  const lifetime = Date.parse(expiresAt) - Date.now();
  // Refresh a minute (or a quarter of a short lifetime) early; the floor keeps a client whose clock is
  // off from refreshing in a tight loop. A late refresh is harmless: the error link refreshes on demand.
  const lead = Math.min(REFRESH_LEAD_MS, lifetime / 4);
  const delay = Math.min(Math.max(lifetime - lead, MIN_REFRESH_DELAY_MS), MAX_TIMER_MS);
  refreshTimer = setTimeout(() => void silentRefresh(), delay);
}

async function silentRefresh(): Promise<void> {
  const outcome = await refreshSession();
  if (outcome === 'rejected') endLocalSession('expired');
  // Offline for a moment: the current token may still be valid, so try again shortly.
  if (outcome === 'unreachable' && sessionStore.getState().status === 'signedIn') {
    refreshTimer = setTimeout(() => void silentRefresh(), RETRY_UNREACHABLE_MS);
  }
}

/**
 * What signing out does in this tab: forget the session and whatever the app stored. For a session the
 * server has ended already (signed out everywhere), nothing more is needed.
 */
export function clearLocalSession(reason: SessionEndReason | null = null): void {
  endLocalSession(reason);
  try {
    localStorage.clear();
  } catch {
    // Storage can be unavailable (privacy mode); there is nothing of ours to clear then.
  }
  clearDatabases();
}

/** IndexedDB holds what a check-in desk keeps on the device (its guest list and scans): gone on sign-out. */
function clearDatabases(): void {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  indexedDB.databases().then(
    (databases) => {
      for (const { name } of databases) if (name) indexedDB.deleteDatabase(name);
    },
    () => undefined,
  );
}

/**
 * Sign out: forget the session here at once, then ask the server to revoke the refresh cookie.
 * A failed logout call is only logged, never shown: the user is signed out either way.
 */
export async function signOut(): Promise<void> {
  const token = sessionStore.getAccessToken();
  clearLocalSession();
  try {
    await graphqlRequest<LogoutMutation>(LOGOUT, { token });
  } catch (error) {
    console.warn('Logout request failed; signed out locally.', error);
  }
}
