import { Link } from 'react-router-dom';
import { cx } from '../../../components/ui/cx';
import './filters.css';

export interface FilterOption {
  label: string;
  /** The page's address with this choice made. */
  to: string;
  current: boolean;
}

/**
 * One filter of a public list as a row of links: a filtered view has its own address (shared, bookmarked,
 * undone with the back button), and the chosen link says so to screen readers (aria-current).
 */
export function FilterGroup({ id, label, options }: { id: string; label: string; options: FilterOption[] }) {
  return (
    <div className="page-filters__group">
      <p id={id} className="page-filters__label">
        {label}
      </p>
      <ul className="page-filters__list" aria-labelledby={id}>
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              className={cx('filter-chip', option.current && 'filter-chip--current')}
              aria-current={option.current ? 'true' : undefined}
              preventScrollReset
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
