import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { toFormError } from '../../../lib/errors';

/** A failed load, with the server's message and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <Alert title="Could not load this page">
      <p>{toFormError(error).message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
