import type { ReactNode } from 'react';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { SearchBox } from '../components/SearchBox';
import { PAGE_SIZES, type ListControls } from './use-list-state';

interface AdminListProps<F extends string> {
  controls: ListControls<F>;
  searchLabel: string;
  searchHint: string;
  /** Filter controls shown beside the search. */
  filters?: ReactNode;
  /** E.g. the 'Export CSV' button. */
  tools?: ReactNode;
  /** The total of the answer shown (null before the first one). */
  total: number | null;
  /**
   * False while the answer for the list in the URL is on its way and the previous one is still shown:
   * the count then says so, rather than describing rows the search has not filtered yet.
   */
  current: boolean;
  /** Plural noun for the count, e.g. 'participants'. */
  noun: [singular: string, plural: string];
  error?: unknown;
  onRetry?: () => void;
  /** The table. */
  children: ReactNode;
}

/** Search, filters, result count, table and pager of an admin list, laid out the same on every list. */
export function AdminList<F extends string>({
  controls,
  searchLabel,
  searchHint,
  filters,
  tools,
  total,
  current,
  noun,
  error,
  onRetry,
  children,
}: AdminListProps<F>) {
  const { state, setSearch, setPage, setPageSize } = controls;
  return (
    <div className="admin-list">
      <div className="admin-list__toolbar">
        <SearchBox label={searchLabel} hint={searchHint} value={state.search} onSearch={setSearch} />
        {filters}
        {tools && <div className="admin-list__tools">{tools}</div>}
      </div>
      {/* Announced politely, so a screen reader hears how many matched once typing pauses. */}
      <p className="admin-list__count" role="status">
        {error
          ? ''
          : total === null || !current
            ? 'Loading…'
            : resultCount(total, state.page, state.pageSize, noun, state.search.trim())}
      </p>
      {error ? <QueryProblem error={error} onRetry={onRetry} /> : children}
      {total !== null && total > 0 && (
        <Pagination
          page={state.page}
          pageSize={state.pageSize}
          total={total}
          onPage={setPage}
          pageSizes={PAGE_SIZES}
          onPageSize={setPageSize}
        />
      )}
    </div>
  );
}

export function resultCount(
  total: number,
  page: number,
  pageSize: number,
  [singular, plural]: [string, string],
  search: string,
): string {
  const matching = search ? ` matching “${search}”` : '';
  if (total === 0) return `No ${plural}${matching}.`;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  const word = total === 1 ? singular : plural;
  if (first > total) return `${total.toLocaleString('en')} ${word}${matching}; this page is past the end.`;
  return `${first.toLocaleString('en')}–${last.toLocaleString('en')} of ${total.toLocaleString('en')} ${word}${matching}.`;
}
