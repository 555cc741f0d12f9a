import type { SessionUser } from '../../lib/auth/session-store';

/** "City, State, Country" with the missing parts left out. */
export function placeOf(user: Pick<SessionUser, 'city' | 'state' | 'country'>): string {
  return [user.city, user.state, user.country].filter(Boolean).join(', ');
}

const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long' });

export function formatDate(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
