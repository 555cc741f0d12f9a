import { cx } from '../../../components/ui/cx';

/** The tool's item_status as a badge; the word is always shown, so colour is never the only cue. */
export function ToolStatusBadge({ status, className }: { status: string; className?: string }) {
  const tone = status === 'Available' ? 'available' : 'unavailable';
  return <span className={cx('tool-status', `tool-status--${tone}`, className)}>{status}</span>;
}
