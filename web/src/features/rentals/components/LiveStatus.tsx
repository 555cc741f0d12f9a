import { cx } from '../../../components/ui/cx';

/**
 * A polite live region that is always in the page (one inserted together with its text is often not
 * announced); it shows as a success notice when it has something to say.
 */
export function LiveStatus({ message, className }: { message: string | null | undefined; className?: string }) {
  return (
    <div role="status" className={cx('live-status', className)}>
      {message && <p className="live-status__message">{message}</p>}
    </div>
  );
}
