import { cx } from '../../../components/ui/cx';
import type { ItemStatus } from '../../../gql/graphql';

const LABELS: Record<ItemStatus, string> = { AVAILABLE: 'Available', UNAVAILABLE: 'Unavailable' };

/** The tool's item status as a badge; the word is always shown, so colour is never the only cue. */
export function ToolStatusBadge({ status, className }: { status: ItemStatus; className?: string }) {
  const tone = status === 'AVAILABLE' ? 'available' : 'unavailable';
  return <span className={cx('tool-status', `tool-status--${tone}`, className)}>{LABELS[status] ?? status}</span>;
}
