import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';

/**
 * A record's edit form in a card of its own, opened from the details: its heading takes focus when
 * it opens, and 'Cancel editing' closes it.
 */
export function EditPanel({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card>
      <section className="edit-panel" aria-labelledby="edit-panel-heading">
        <h2 id="edit-panel-heading" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {children}
        <Button variant="ghost" onClick={onClose}>
          Cancel editing
        </Button>
      </section>
    </Card>
  );
}
