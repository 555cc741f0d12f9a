import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { CheckIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { EXPO_SHARED } from './expo-shared-i18n';

/** The card a sent form ends on: a check mark, what happens next (`children`) and the way back home. */
export function SuccessPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation(EXPO_SHARED);
  return (
    <div className="form-card success-panel">
      <span className="success-panel__mark" aria-hidden="true">
        <CheckIcon />
      </span>
      {children}
      <div className="success-panel__actions">
        <Link to={paths.root} className={buttonClassName('primary')}>
          {t('successPanel.home')}
        </Link>
      </div>
    </div>
  );
}
