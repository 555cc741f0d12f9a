import { and, asc, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './errors.js';
import { keysetPage, type KeysetWindow } from './keyset.js';
import { wholeNumber } from './numbers.js';

export const MAX_PAGE_SIZE = 100;
/** Far past any real list; it keeps OFFSET (page x size) well inside a 32-bit integer. */
export const MAX_PAGE = 1_000_000;

export interface ListParams {
  page?: number | null;
  pageSize?: number | null;
  search?: string | null;
  sortBy?: string | null;
  sortDirection?: 'asc' | 'desc' | null;
  /** Every matching row (CSV export, old clients that never paged), still bounded. */
  unpaged?: boolean;
}

/** The most rows one unpaged request returns. */
export const MAX_UNPAGED_ROWS = 200_000;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every search word must start one of the columns (case-insensitive). Prefix matching keeps the
 * search on `lower(col) text_pattern_ops` indexes, so it stays fast on large tables.
 */
export function prefixSearch(search: string | null | undefined, columns: (AnyColumn | SQL)[]): SQL | undefined {
  const terms = (search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!terms.length) return undefined;
  return and(...terms.map((term) => or(...columns.map((col) => sql`lower(${col}) like ${escapeLike(term) + '%'}`))));
}

/** Page number and size of a list, checked; absent values take the list's defaults. */
export function paging(
  params: { page?: number | null; pageSize?: number | null },
  sizes: { defaultSize: number; maxSize: number },
) {
  const page = wholeNumber(params.page ?? 1, 'page', 1, MAX_PAGE);
  const pageSize = wholeNumber(params.pageSize ?? sizes.defaultSize, 'pageSize', 1, sizes.maxSize);
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A sort from an allow-list, with its default; an unknown sort is a clear input error. */
function sortOf(
  params: ListParams,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: { sortBy: string; direction: 'asc' | 'desc' },
) {
  const sortBy = params.sortBy ?? fallback.sortBy;
  // Own keys only: `sortable.constructor` or `sortable.__proto__` exist on every object.
  const column = Object.hasOwn(sortable, sortBy) ? sortable[sortBy] : undefined;
  if (!column) {
    throw AppError.badInput([{ path: 'sortBy', msg: `Sort by one of: ${Object.keys(sortable).join(', ')}` }]);
  }
  const direction = params.sortDirection ?? (params.sortBy ? 'asc' : fallback.direction);
  return { sortBy, column, direction };
}

/** Page numbers, page size and a sort from an allow-list; an unknown sort is a clear input error. */
export function pageAndSort(
  params: ListParams,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: { sortBy: string; direction: 'asc' | 'desc' },
  tieBreaker: AnyColumn,
) {
  const { page, pageSize, offset } = paging(params, { defaultSize: 25, maxSize: MAX_PAGE_SIZE });
  const { column, direction } = sortOf(params, sortable, fallback);
  const order = direction === 'desc' ? desc : asc;
  // The tie-breaker follows the sort's direction, so one (column, id) index serves both directions.
  const orderBy = [order(column), order(tieBreaker)];
  if (params.unpaged) return { page: 1, pageSize: MAX_UNPAGED_ROWS, limit: MAX_UNPAGED_ROWS, offset: 0, orderBy };
  return { page, pageSize, limit: pageSize, offset, orderBy };
}

/**
 * pageAndSort's sort as a connection's window (lib/keyset.ts): the same allow-list and default, the
 * sort column and the tie-breaker as the keys, `list` naming whose cursors these are. A nullable
 * sort column's NULLs sort where the page's ORDER BY puts them.
 */
export function keysetAndSort(
  list: string,
  window: KeysetWindow,
  params: ListParams,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: { sortBy: string; direction: 'asc' | 'desc' },
  tieBreaker: AnyColumn,
  sizes = { defaultSize: 25, maxSize: MAX_PAGE_SIZE },
) {
  const { sortBy, column, direction } = sortOf(params, sortable, fallback);
  const keys = [
    { expr: column, direction },
    { expr: tieBreaker, direction },
  ];
  return keysetPage(window, { list, order: `${sortBy}_${direction}`, keys }, sizes);
}
