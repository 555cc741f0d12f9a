import { Link } from 'react-router-dom';
import { cx } from '../../../components/ui/cx';

interface CountTileProps {
  label: string;
  /** A count (shown with grouped digits), a figure already written out (money), or null while loading. */
  value: number | string | null;
  /** The list behind the number; a figure without a list of its own (e.g. revenue) is not a link. */
  to?: string;
  /** A long value (money): the tile takes two columns, so the figure keeps its size. */
  wide?: boolean;
}

/** A number on the dashboard, which opens the list it counts when there is one. */
export function CountTile({ label, value, to, wide = false }: CountTileProps) {
  const content = (
    <>
      <span className="count-tile__label">{label}</span>
      <span className="count-tile__value">
        {value === null ? '…' : typeof value === 'number' ? value.toLocaleString('en') : value}
      </span>
    </>
  );
  return (
    <li className={cx('count-tile', wide && 'count-tile--wide')}>
      {to ? (
        <Link to={to} className="count-tile__box">
          {content}
        </Link>
      ) : (
        <div className="count-tile__box">{content}</div>
      )}
    </li>
  );
}
