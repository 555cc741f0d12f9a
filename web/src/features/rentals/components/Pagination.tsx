import { Button } from '../../../components/ui/Button';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total was counted only up to a cap: more pages may follow the last one shown. */
  totalCapped?: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous / next through the results. The buttons stay focusable at the ends (aria-disabled), so
 * focus is not lost when the last page is reached.
 */
export function Pagination({ page, pageSize, total, totalCapped = false, onPage }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  const atFirst = page <= 1;
  const atLast = page >= pages;
  return (
    <nav className="pagination" aria-label="Result pages">
      <Button
        variant="secondary"
        aria-disabled={atFirst || undefined}
        onClick={() => !atFirst && onPage(Math.min(page - 1, pages))}
      >
        Previous
      </Button>
      <span className="pagination__position">
        Page {page.toLocaleString('en')} of {pages.toLocaleString('en')}
        {totalCapped ? '+' : ''}
      </span>
      <Button variant="secondary" aria-disabled={atLast || undefined} onClick={() => !atLast && onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
