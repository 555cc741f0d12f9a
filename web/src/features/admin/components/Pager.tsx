import { useId } from 'react';
import { Button } from '../../../components/ui/Button';
import { PAGE_SIZES } from '../lists/use-list-state';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * Previous/next paging and a page-size choice. The buttons stay focusable at the ends (aria-disabled)
 * so focus is not dropped when the last page is reached.
 */
export function Pager({ page, pageSize, total, onPage, onPageSize }: PagerProps) {
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const atFirst = page <= 1;
  const atLast = page >= pages;

  return (
    <nav className="pager" aria-label="Pages">
      <div className="pager__size">
        <label htmlFor={sizeId}>Rows per page</label>
        <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="pager__steps">
        <Button
          variant="secondary"
          className="pager__button"
          aria-disabled={atFirst || undefined}
          onClick={() => !atFirst && onPage(page - 1)}
        >
          Previous
        </Button>
        <span className="pager__position">
          Page {page.toLocaleString('en')} of {pages.toLocaleString('en')}
        </span>
        <Button
          variant="secondary"
          className="pager__button"
          aria-disabled={atLast || undefined}
          onClick={() => !atLast && onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
