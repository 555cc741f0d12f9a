import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState, type SessionUser } from './session-store';

/**
 * Server-rendered pages are the same for every visitor, so the server renders them as the browser
 * starts: the session still restoring. Hydration reads this too, then the browser's own state.
 */
const SERVER_SESSION: SessionState = { status: 'restoring', user: null, endReason: null };

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, () => SERVER_SESSION);
}

/** The signed-in user, for pages under the user guard (which renders them only when someone is signed in). */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is only for pages behind the user guard.');
  return user;
}
