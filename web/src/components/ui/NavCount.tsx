import './NavCount.css';

/** A count beside a navigation link (cart lines, unread messages); nothing when it is zero. */
export function NavCount({ count, what }: { count: number; what: string }) {
  if (!count) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        ({count} {what})
      </span>
    </span>
  );
}
