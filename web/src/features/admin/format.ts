import type { Role } from '../../gql/graphql';

/** Display helpers shared by the admin pages. */

/** Empty values show as a dash, so a blank cell is never mistaken for a rendering bug. */
export function orDash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** The first block of a UUID: enough to tell rows apart at a glance; details pages show the whole id. */
export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/**
 * The one format of a check-in time, on the check-in desk, the lists and the details pages: date and
 * time, since a desk open on several days would otherwise show yesterday's arrivals as today's.
 */
export function formatCheckInTime(iso: string): string {
  return formatDateTime(iso);
}

export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? singular : plural}`;
}

/** How the admin pages name each role. */
export const ROLE_LABELS: Record<Role, string> = { ADMIN: 'Admin', USER: 'User', CHECK_IN: 'Check-in staff' };
