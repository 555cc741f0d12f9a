import type { Role } from '../../gql/graphql';
import { formatInstant } from '../../lib/date-time';

/** Display helpers shared by the admin pages. */

/** Empty values show as a dash, so a blank cell is never mistaken for a rendering bug. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** The first block of a UUID: enough to tell rows apart at a glance; details pages show the whole id. */
export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}

/**
 * An instant on the clocks of `timeZone` (the booking's tool's, the venue's or the marketplace's:
 * date-time.ts), the zone named: '14 Jun 2026, 9.05 AM GMT+1'; '—' for none.
 */
export function formatDateTime(iso: string | null | undefined, timeZone: string | undefined): string {
  if (!iso || Number.isNaN(new Date(iso).getTime())) return '—';
  return formatInstant(iso, timeZone);
}

/**
 * The one format of a check-in time, on the check-in desk, the lists and the details pages: date and
 * time on the venue's clocks, since a desk open on several days would otherwise show yesterday's
 * arrivals as today's.
 */
export function formatCheckInTime(iso: string, expoTimeZone: string | undefined): string {
  return formatDateTime(iso, expoTimeZone);
}

export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? singular : plural}`;
}

/** How the admin pages name each role. */
export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', USER: 'User', CHECK_IN: 'Check-in staff' };
