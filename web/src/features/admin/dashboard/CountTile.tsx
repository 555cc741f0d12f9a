import { Link } from 'react-router-dom';

interface CountTileProps {
  label: string;
  value: number | null;
  /** The list behind the number. */
  to: string;
}

/** A number on the dashboard that opens the list it counts. */
export function CountTile({ label, value, to }: CountTileProps) {
  return (
    <li className="count-tile">
      <Link to={to} className="count-tile__link">
        <span className="count-tile__label">{label}</span>
        <span className="count-tile__value">{value === null ? '…' : value.toLocaleString('en')}</span>
      </Link>
    </li>
  );
}
