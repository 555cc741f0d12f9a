import { useTranslation } from '../../lib/i18n/translation';
import { toFormError } from '../../lib/errors';
import { FORMS } from '../forms-i18n';
import { Alert } from './Alert';
import { Button } from './Button';

interface QueryProblemProps {
  error: unknown;
  /** What could not be loaded, e.g. 'Could not load your cart'. */
  title?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** A failed load: the server's (or the network's) message and a way to try again. */
export function QueryProblem({ error, title, onRetry }: QueryProblemProps) {
  const { t } = useTranslation(FORMS);
  return (
    <Alert title={title ?? t('queryProblem.title')}>
      <p>{toFormError(error, t).message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('queryProblem.retry')}
        </Button>
      )}
    </Alert>
  );
}
