import type { SessionUserFieldsFragment } from '../../gql/graphql';

/**
 * Who is signed in, held in memory only: the access token is never written to localStorage,
 * sessionStorage or a JS cookie, so a script injected into the page cannot lift it from storage.
 * After a reload the session is restored from the server's httpOnly refresh cookie (see session.ts).
 *
 * This small store (not Apollo's cache) is the source of truth for the session because the public shell
 * (header, guards) must render before Apollo Client is loaded.
 */
export type SessionUser = SessionUserFieldsFragment;

export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

/**
 * Why a session ended, when it was not a plain sign-out (shown as a notice on the login page):
 * `everywhere` is the user's own "Sign out everywhere"; `unreachable`: the page started without a network
 * (or the server was down), so nobody is known: not a sign-out, and what the device stored stays.
 */
export type SessionEndReason = 'revoked' | 'expired' | 'everywhere' | 'unreachable';

export interface SessionState {
  readonly status: SessionStatus;
  readonly user: SessionUser | null;
  readonly endReason: SessionEndReason | null;
}

export interface SessionTokens {
  accessToken: string;
  /** ISO date-time */
  expiresAt: string;
}

let state: SessionState = { status: 'restoring', user: null, endReason: null };
let tokens: SessionTokens | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState, nextTokens: SessionTokens | null): void {
  state = next;
  tokens = nextTokens;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getState: (): SessionState => state,
  getAccessToken: (): string | null => tokens?.accessToken ?? null,
  getExpiresAt: (): string | null => tokens?.expiresAt ?? null,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  signedIn(user: SessionUser, nextTokens: SessionTokens): void {
    set({ status: 'signedIn', user, endReason: null }, nextTokens);
  },

  userChanged(user: SessionUser): void {
    if (state.status !== 'signedIn') return;
    set({ ...state, user }, tokens);
  },

  signedOut(endReason: SessionEndReason | null = null): void {
    set({ status: 'signedOut', user: null, endReason }, null);
  },

  /** The login page shows the end reason once; then it is forgotten. */
  clearEndReason(): void {
    if (state.endReason) set({ ...state, endReason: null }, tokens);
  },

  /** Back to the boot state; for tests. */
  reset(): void {
    set({ status: 'restoring', user: null, endReason: null }, null);
  },
};
