import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { intlLocale } from '../../lib/i18n/i18n';
import { FORMS } from '../forms-i18n';
import { Button } from './Button';
import { cx } from './cx';
import './Pagination.css';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total was counted only up to a cap: more pages may follow the last one shown. */
  totalCapped?: boolean | undefined;
  onPage: (page: number) => void;
  /** The navigation's name for screen readers, e.g. 'Result pages'. */
  label?: string | undefined;
  /** The list starts with the latest: the steps read 'Newer' and 'Older' rather than 'Previous' and 'Next'. */
  newestFirst?: boolean | undefined;
  /** With both, a 'Rows per page' choice precedes the steps (and the bar shows even for one page). */
  pageSizes?: readonly number[] | undefined;
  onPageSize?: ((pageSize: number) => void) | undefined;
}

/**
 * Previous / next through a paged list. The buttons stay focusable at the ends (aria-disabled), so focus
 * is not lost when the last page is reached. Past the last page, 'Previous' leads back to the last one.
 */
export function Pagination({
  page,
  pageSize,
  total,
  totalCapped = false,
  onPage,
  label,
  newestFirst = false,
  pageSizes,
  onPageSize,
}: PaginationProps) {
  const { t, language } = useTranslation(FORMS);
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const sized = pageSizes !== undefined && onPageSize !== undefined;
  if (!sized && pages <= 1 && page <= 1) return null;
  const atFirst = page <= 1;
  const atLast = page >= pages;
  const locale = intlLocale(language);
  const position = { page: page.toLocaleString(locale), pages: pages.toLocaleString(locale) };

  const steps = (
    <>
      <Button
        variant="secondary"
        className="pagination__button"
        aria-disabled={atFirst || undefined}
        onClick={() => !atFirst && onPage(Math.min(page - 1, pages))}
      >
        {newestFirst ? t('pagination.newer') : t('pagination.previous')}
      </Button>
      <span className="pagination__position">
        {totalCapped ? t('pagination.positionCapped', position) : t('pagination.position', position)}
      </span>
      <Button
        variant="secondary"
        className="pagination__button"
        aria-disabled={atLast || undefined}
        onClick={() => !atLast && onPage(page + 1)}
      >
        {newestFirst ? t('pagination.older') : t('pagination.next')}
      </Button>
    </>
  );

  return (
    <nav className={cx('pagination', sized && 'pagination--sized')} aria-label={label ?? t('pagination.label')}>
      {sized ? (
        <>
          <div className="pagination__size">
            <label htmlFor={sizeId}>{t('pagination.rowsPerPage')}</label>
            <select id={sizeId} value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </div>
          <div className="pagination__steps">{steps}</div>
        </>
      ) : (
        steps
      )}
    </nav>
  );
}
