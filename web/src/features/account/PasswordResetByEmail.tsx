import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { graphql } from '../../gql';
import { toFormError } from '../../lib/errors';

const RequestOwnPasswordResetDocument = graphql(`
  mutation RequestOwnPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** For a user who is signed in but no longer knows the current password. */
export function PasswordResetByEmail({ email }: { email: string }) {
  const [requestReset, { loading }] = useMutation(RequestOwnPasswordResetDocument);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  async function handleClick() {
    setResult(null);
    try {
      const { data } = await requestReset({ variables: { email } });
      if (data) setResult({ tone: 'success', message: data.requestPasswordReset });
    } catch (error) {
      setResult({ tone: 'error', message: toFormError(error).message });
    }
  }

  return (
    <Card>
      <section aria-labelledby="reset-by-email-heading">
        <h2 id="reset-by-email-heading">Forgot your password?</h2>
        <p>We can e-mail a link to choose a new password to {email}.</p>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <div className="form__actions">
          <Button variant="secondary" loading={loading} loadingText="Sending…" onClick={() => void handleClick()}>
            Reset Password
          </Button>
        </div>
      </section>
    </Card>
  );
}
