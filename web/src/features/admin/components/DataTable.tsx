import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { cx } from '../../../components/ui/cx';
import type { SortDirection } from '../lists/use-list-state';
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
}

/**
 * An admin table. A whole row is clickable for mouse users, and each row also holds a real link (the
 * 'Details' cell), so keyboard and screen-reader users reach the same page. The table scrolls sideways
 * inside a focusable region on narrow screens.
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
}: DataTableProps<T>) {
  const captionId = useId();
  const navigate = useNavigate();

  function handleRowClick(event: MouseEvent<HTMLTableRowElement>, href: string) {
    // Links and buttons in the row do their own thing; selecting text to copy it is not a click.
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea, label')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(href);
  }

  return (
    <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={cx('data-table', busy && 'data-table--busy')} aria-busy={busy || undefined}>
        <caption id={captionId} className="visually-hidden">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) =>
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
              <td colSpan={columns.length + 1} className="data-table__empty">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
              const href = rowHref(row);
              return (
                <tr key={rowKey(row)} className="data-table__row" onClick={(event) => handleRowClick(event, href)}>
                  {columns.map((column) => (
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
  );
}
