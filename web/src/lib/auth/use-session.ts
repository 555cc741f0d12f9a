import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState, type SessionUser } from './session-store';

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);
}

/** The signed-in user, for pages under the user guard (which renders them only when someone is signed in). */
export function useSignedInUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useSignedInUser is only for pages behind the user guard.');
  return user;
}
