import type { SessionUser } from '../../lib/auth/session-store';

/** "City, State, Country" with the missing parts left out. */
export function placeOf(user: Pick<SessionUser, 'city' | 'state' | 'country'>): string {
  return [user.city, user.state, user.country].filter(Boolean).join(', ');
}
