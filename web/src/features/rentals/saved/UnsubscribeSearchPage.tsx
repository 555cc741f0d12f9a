import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import '../rentals.css';

const UnsubscribeSavedSearchDocument = graphql(`
  mutation UnsubscribeSavedSearch($token: String!) {
    unsubscribeSavedSearch(token: $token)
  }
`);

/**
 * The saved search e-mail's way out (`/saved-searches/unsubscribe?token=…`), signed in or not. It
 * asks first: mail scanners open links, and opening alone must change nothing. (A mail client's
 * one-click unsubscribe posts to the same address and is answered by the server.)
 */
export function UnsubscribeSearchPage() {
  usePageTitle('Stop e-mails about a search');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, { loading }] = useMutation(UnsubscribeSavedSearchDocument);
  const [done, setDone] = useState<{ label: string | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function stop() {
    setProblem(null);
    try {
      const { data } = await unsubscribe({ variables: { token } });
      setDone({ label: data?.unsubscribeSavedSearch ?? null });
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  return (
    <div className="rentals-page">
      <h1>Stop e-mails about a search</h1>
      {done ? (
        <Alert tone="info" title="Done">
          <p>
            {done.label
              ? `We will not e-mail you about ${done.label} again.`
              : 'This search was stopped already: no more e-mails about it.'}{' '}
            <Link to={paths.tools}>Back to the marketplace</Link>
          </p>
        </Alert>
      ) : (
        <>
          <p>You get an e-mail at most once a day when new tools match a search you saved. Stop it?</p>
          {problem && <Alert>{problem}</Alert>}
          <Button onClick={() => void stop()} loading={loading} loadingText="Stopping…" disabled={!token}>
            Stop these e-mails
          </Button>
        </>
      )}
    </div>
  );
}
