import type { SortDirection } from '../lists/use-list-state';

interface SortHeaderProps {
  label: string;
  sortKey: string;
  /** The list's current sort; null: the server's default order. */
  sortBy: string | null;
  sortDirection: SortDirection;
  onSort: (sortKey: string) => void;
}

/**
 * A column header that sorts the list (APG sortable table): a button inside the header cell, and
 * aria-sort on the sorted column only, so a screen reader names the one order in force.
 */
export function SortHeader({ label, sortKey, sortBy, sortDirection, onSort }: SortHeaderProps) {
  const active = sortBy === sortKey;
  const ariaSort = active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined;
  return (
    <th scope="col" aria-sort={ariaSort}>
      <button type="button" className="sort-header" onClick={() => onSort(sortKey)}>
        {label}
        <span className="sort-header__arrow" aria-hidden="true">
          {active ? (sortDirection === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
