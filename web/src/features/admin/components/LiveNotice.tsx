import { cx } from '../../../components/ui/cx';

export interface Notice {
  tone: 'success' | 'warning' | 'error' | 'info';
  text: string;
}

/**
 * A live region that is always in the page, so screen readers announce each new notice (a region
 * inserted together with its text is often not announced).
 */
export function LiveNotice({ notice, className }: { notice: Notice | null; className?: string }) {
  return (
    <div role="status" className={cx('live-notice', className)}>
      {notice && <p className={cx('notice', `notice--${notice.tone}`)}>{notice.text}</p>}
    </div>
  );
}
