import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';

interface NothingToConfirmProps {
  /** What this page confirms right after it happens, e.g. "a registration". */
  what: string;
  /** Where to go to do it, as the primary action. */
  startHref: string;
  startLabel: string;
  /** More help after the way forward, e.g. getting the confirmation e-mail again. */
  children?: ReactNode;
}

/**
 * A success page opened directly (a bookmark, a shared link, a new tab) has nothing to congratulate: the form's
 * answer is only in the browser's history state of the tab that sent it. It says so instead of claiming success.
 */
export function NothingToConfirm({ what, startHref, startLabel, children }: NothingToConfirmProps) {
  return (
    <div className="form-card nothing-to-confirm">
      <p>
        This page confirms {what} just after it is sent, and nothing was sent from this tab. If you sent one earlier,
        its confirmation is in your e-mail.
      </p>
      <div className="success-panel__actions">
        <Link to={startHref} className={buttonClassName('primary')}>
          {startLabel}
        </Link>
      </div>
      {children}
    </div>
  );
}
