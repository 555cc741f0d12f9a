import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cx } from '../../../components/ui/cx';
import { useHiddenColumns } from '../lists/use-hidden-columns';
import type { SortDirection } from '../lists/use-list-state';
import { ColumnChooser } from './ColumnChooser';
import { SortHeader } from './SortHeader';

export interface Column<T> {
  key: string;
  header: string;
  /** The server's sort key for this column; unsortable when left out. */
  sortKey?: string;
  render: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Where a row leads (its details page). */
  rowHref: (row: T) => string;
  /** Names the row for its link, read as 'Details of Amara Okafor'. */
  rowName: (row: T) => string;
  sortBy?: string | null;
  sortDirection?: SortDirection;
  onSort?: (sortKey: string) => void;
  busy?: boolean;
  emptyText: string;
  /**
   * Lets the admin choose the columns shown (a 'Columns' button above the table), remembered in this
   * browser under this name; tables without one show every column.
   */
  columnsKey?: string;
}

/** Whether the element's content is wider than its box, followed as the window or the content changes. */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

/**
 * An admin table. A whole row is clickable for mouse users, and each row also holds a real link (the
 * 'Details' cell), so keyboard and screen-reader users reach the same page. On screens too narrow for
 * it, the table scrolls sideways inside a focusable region whose scrollbar always shows, and a line
 * above it says so: overlay scrollbars (macOS, phones) would otherwise hide that columns are off screen.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowHref,
  rowName,
  sortBy = null,
  sortDirection = 'asc',
  onSort,
  busy = false,
  emptyText,
  columnsKey,
}: DataTableProps<T>) {
  const captionId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const [hidden, setHidden] = useHiddenColumns(columnsKey);
  const shown = columns.filter((column) => !hidden.includes(column.key));
  const scrollRef = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(scrollRef);

  function handleRowClick(event: MouseEvent<HTMLTableRowElement>, href: string) {
    // Links and buttons in the row do their own thing; selecting text to copy it is not a click.
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea, label')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(href);
  }

  return (
    <div className="data-table-frame">
      {(columnsKey || overflowing) && (
        <div className="data-table-tools">
          <p id={hintId} className="data-table-tools__hint">
            {overflowing &&
              `Wider than the screen: scroll the table sideways${columnsKey ? ' or choose fewer columns' : ''} to see every column.`}
          </p>
          {columnsKey && <ColumnChooser tableName={caption} columns={columns} hidden={hidden} onChange={setHidden} />}
        </div>
      )}
      <div
        ref={scrollRef}
        className={cx('table-scroll', overflowing && 'table-scroll--overflowing')}
        role="region"
        aria-labelledby={captionId}
        aria-describedby={overflowing ? hintId : undefined}
        tabIndex={0}
      >
        <table className={cx('data-table', busy && 'data-table--busy')} aria-busy={busy || undefined}>
          <caption id={captionId} className="visually-hidden">
            {caption}
          </caption>
          <thead>
            <tr>
              {shown.map((column) =>
                column.sortKey && onSort ? (
                  <SortHeader
                    key={column.key}
                    label={column.header}
                    sortKey={column.sortKey}
                    sortBy={sortBy}
                    sortDirection={sortDirection}
                    onSort={onSort}
                  />
                ) : (
                  <th key={column.key} scope="col">
                    {column.header}
                  </th>
                ),
              )}
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={shown.length + 1} className="data-table__empty">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const href = rowHref(row);
                return (
                  <tr key={rowKey(row)} className="data-table__row" onClick={(event) => handleRowClick(event, href)}>
                    {shown.map((column) => (
                      <td key={column.key} className={column.className}>
                        {column.render(row)}
                      </td>
                    ))}
                    <td className="data-table__action">
                      <Link to={href} className="row-link">
                        Details<span className="visually-hidden"> of {rowName(row)}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
