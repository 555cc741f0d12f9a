import type { ReactNode } from 'react';
import { Card } from '../../components/ui/Card';

/** One card of the profile page, named by its heading (e.g. 'Change password'). */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `${id}-heading`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{title}</h2>
        {children}
      </section>
    </Card>
  );
}
