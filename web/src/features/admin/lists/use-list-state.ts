import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { OrderDirection } from '../../../gql/graphql';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type SortDirection = 'asc' | 'desc';

export interface ListState<F extends string> {
  page: number;
  pageSize: number;
  search: string;
  /** null: the server's default order (newest first). */
  sortBy: string | null;
  sortDirection: SortDirection;
  /** '' when a filter is not set. */
  filters: Record<F, string>;
}

/** The arguments every admin list query takes besides its filters: `page`, `search` and `orderBy`. */
export interface ListArgs<O extends string> {
  page: { page: number; pageSize: number };
  search: string | null;
  /** null: the server's default order (newest first). */
  orderBy: { field: O; direction: OrderDirection } | null;
}

/**
 * The list's sort keys as the URL and the CSV export name them (the columns' `sortKey`s, e.g.
 * 'firstName'), each with the value of the list's order field enum it stands for (e.g. 'FIRST_NAME').
 */
export type OrderFields<O extends string> = Readonly<Record<string, O>>;

/**
 * The state of an admin list (page, page size, search, sort, filters) kept in the URL query, so back,
 * forward, a refresh and a copied link all show the same list. Defaults are left out of the URL. The
 * query keys are those of the CSV export (`search`, `sortBy`, ..., filter names), so the export of the
 * current list is the same query string; `orderFields` turns the URL's sort key into the query's
 * `orderBy`. Pass `filterNames` and `orderFields` as module-level constants.
 */
export function useListState<F extends string = never, O extends string = never>(
  filterNames: readonly F[] = [],
  orderFields: OrderFields<O> = {},
) {
  const [params, setParams] = useSearchParams();

  const state = useMemo((): ListState<F> => {
    const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<F, string>;
    const sortBy = params.get('sortBy') || null;
    return {
      page: positiveInt(params.get('page')) ?? 1,
      pageSize: pageSizeOf(params.get('pageSize')),
      search: params.get('search') ?? '',
      sortBy,
      sortDirection: params.get('sortDirection') === 'desc' ? 'desc' : 'asc',
      filters,
    };
  }, [params, filterNames]);

  /** Applies changes to the query; any change other than the page itself goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | number | null>, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || isDefault(key, value)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        // The list redraws in place: keep the scroll position instead of jumping to the top.
        { replace, preventScrollReset: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setPageSize = useCallback((pageSize: number) => update({ pageSize }), [update]);
  // Typing replaces the history entry, so Back leaves the search rather than undoing it letter by letter.
  const setSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const setFilter = useCallback((name: F, value: string) => update({ [name]: value }), [update]);
  const toggleSort = useCallback(
    (key: string) => {
      const direction = state.sortBy === key && state.sortDirection === 'asc' ? 'desc' : 'asc';
      update({ sortBy: key, sortDirection: direction });
    },
    [update, state.sortBy, state.sortDirection],
  );

  const listArgs = useMemo((): ListArgs<O> => {
    // A sort key the list does not know (an old or edited link) falls back to the default order.
    const field = state.sortBy && Object.hasOwn(orderFields, state.sortBy) ? orderFields[state.sortBy] : undefined;
    return {
      page: { page: state.page, pageSize: state.pageSize },
      search: state.search.trim() || null,
      orderBy: field ? { field, direction: state.sortDirection === 'desc' ? 'DESC' : 'ASC' } : null,
    };
  }, [state, orderFields]);

  /** The current filters, search and sort (no paging) as a query string: the CSV export's parameters. */
  const exportQuery = useMemo(() => {
    const query = new URLSearchParams(params);
    query.delete('page');
    query.delete('pageSize');
    return query;
  }, [params]);

  return { state, listArgs, exportQuery, setPage, setPageSize, setSearch, setFilter, toggleSort };
}

export type ListControls<F extends string, O extends string = string> = ReturnType<typeof useListState<F, O>>;

/** The API's deepest page: a larger one in a URL would be refused rather than show an empty page. */
const MAX_PAGE = 1_000_000;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= MAX_PAGE ? number : null;
}

function pageSizeOf(value: string | null): number {
  const size = positiveInt(value);
  return size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

function isDefault(key: string, value: string | number): boolean {
  return (key === 'page' && Number(value) === 1) || (key === 'pageSize' && Number(value) === DEFAULT_PAGE_SIZE);
}
