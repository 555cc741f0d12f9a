import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { toFormError } from '../../../lib/errors';

/** A failed load: the server's (or the network's) message and a way to try again. */
export function QueryProblem({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
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
