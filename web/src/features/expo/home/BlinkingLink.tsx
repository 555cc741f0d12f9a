import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useBlink } from './use-blink';

interface BlinkingLinkProps {
  to: string;
  className: string;
  children: ReactNode;
}

/**
 * A call to action that blinks (every 500 ms, BLINK_MS) by swapping between two looks that both
 * keep their contrast, so it stays readable and clickable in either phase. Kept tiny: it re-renders
 * twice a second.
 */
export function BlinkingLink({ to, className, children }: BlinkingLinkProps) {
  const on = useBlink();
  return (
    <Link to={to} className={className} data-blink={on ? 'on' : 'off'}>
      {children}
    </Link>
  );
}
