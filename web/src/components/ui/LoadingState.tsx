import { useTranslation } from '../../lib/i18n/translation';
import { Spinner } from './Spinner';
import './LoadingState.css';

interface LoadingStateProps {
  label?: string;
  /**
   * A part of a page that is already shown (the card form in the cart). By default a loading state stands
   * for the page itself, and the site footer waits for the page (see RootLayout.css).
   */
  inline?: boolean;
}

export function LoadingState({ label, inline = false }: LoadingStateProps) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'loading-state loading-state--inline' : 'loading-state'} role="status">
      <Spinner />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
