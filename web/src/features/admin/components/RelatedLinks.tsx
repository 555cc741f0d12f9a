import { Link } from 'react-router-dom';

/** Links from a record to the related lists (the same person in other lists, their e-mails). */
export function RelatedLinks({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <nav className="related-links" aria-label="Related">
      <h2>Related</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A list page filtered by a search, e.g. every e-mail sent to one address. */
export function searchHref(path: string, search: string): string {
  return `${path}?${new URLSearchParams({ search })}`;
}
