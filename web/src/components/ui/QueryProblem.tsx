import { toFormError } from '../../lib/errors';
import { Alert } from './Alert';
import { Button } from './Button';

interface QueryProblemProps {
  error: unknown;
  /** What could not be loaded, e.g. 'Could not load your cart'. */
  title?: string | undefined;
  onRetry?: (() => void) | undefined;
}

/** A failed load: the server's (or the network's) message and a way to try again. */
export function QueryProblem({ error, title = 'Could not load this page', onRetry }: QueryProblemProps) {
  return (
    <Alert title={title}>
      <p>{toFormError(error).message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
