import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { EXPO_SHARED } from './expo-shared-i18n';

interface NothingToConfirmProps {
  /**
   * What this page confirms right after it happens, in the page's language ("a registration", "une
   * inscription"): the sentence around it is worded to read with any such noun.
   */
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
  const { t } = useTranslation(EXPO_SHARED);
  return (
    <div className="form-card nothing-to-confirm">
      <p>{t('nothingToConfirm.text', { what })}</p>
      <div className="success-panel__actions">
        <Link to={startHref} className={buttonClassName('primary')}>
          {startLabel}
        </Link>
      </div>
      {children}
    </div>
  );
}
