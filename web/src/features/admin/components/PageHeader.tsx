import type { ReactNode } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** Buttons or links beside the title, e.g. 'Add Rental Category'. */
  actions?: ReactNode;
}

/** The h1 of an admin page, which also names the browser tab. */
export function PageHeader({ title, intro, actions }: PageHeaderProps) {
  usePageTitle(`${title} | Admin`);
  return (
    <header className="admin-page__header">
      <div>
        <h1>{title}</h1>
        {intro && <p className="admin-page__intro">{intro}</p>}
      </div>
      {actions && <div className="admin-page__actions">{actions}</div>}
    </header>
  );
}
