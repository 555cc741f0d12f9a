import type { FilterOption } from '../components/FilterSelect';

/**
 * A list's status filter. The URL (and so the CSV export, which reads the same query) names a status
 * the way the stored data does, in lower case ('applied', 'picked_up'); the query takes the API's
 * enum value, the same name in upper case ('APPLIED', 'PICKED_UP').
 */
export function statusOptions<S extends string>(labels: Record<S, string>): FilterOption[] {
  return (Object.entries(labels) as [S, string][]).map(([status, label]) => ({ value: status.toLowerCase(), label }));
}

/** The status a URL filter value names, or null when it names none (no filter, or an edited link). */
export function statusOf<S extends string>(labels: Record<S, string>, value: string): S | null {
  const status = value.toUpperCase();
  return value && Object.hasOwn(labels, status) ? (status as S) : null;
}
