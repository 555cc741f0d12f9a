import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { refreshSession } from '../../lib/auth/session';
import { useResendEmailVerification } from '../../lib/auth/use-resend-email-verification';
import { useSession } from '../../lib/auth/use-session';
import { toFormError } from '../../lib/errors';
import { AuthPage } from './AuthPage';
import type { LoginPageState } from '../../lib/auth/login-state';

const VerifyEmailDocument = graphql(`
  mutation VerifyEmail($token: String!) {
    verifyEmail(token: $token)
  }
`);

const TITLE = 'Confirm Your E-mail Address';

/** Reached from the link e-mailed at sign-up (`?token=…`), signed in or not. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();

  if (!token) {
    return (
      <AuthPage title={TITLE}>
        <Alert tone="info" title="This link is incomplete">
          <p>
            The confirmation link is missing its token. Please open the link from the e-mail again, or{' '}
            <Link to={paths.login}>sign in</Link> and ask for a new one: the line at the top of your account pages sends
            it.
          </p>
        </Alert>
      </AuthPage>
    );
  }
  return <VerifyEmailForm token={token} />;
}

function VerifyEmailForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const [verify, { loading }] = useMutation(VerifyEmailDocument);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const signedIn = session.status === 'signedIn';

  // A button, not a request on page load: mail scanners that open links must not confirm anything.
  async function handleConfirm() {
    setResult(null);
    try {
      const { data } = await verify({ variables: { token } });
      if (!data) return;
      const message = data.verifyEmail;
      if (!signedIn) {
        const state: LoginPageState = { notice: message };
        await navigate(paths.login, { state, replace: true });
        return;
      }
      // The session's user says whether the address is confirmed (the banner of the user area reads it).
      await refreshSession();
      setResult({ tone: 'success', message });
    } catch (error) {
      setResult({ tone: 'error', message: toFormError(error).message });
    }
  }

  if (result?.tone === 'success') {
    return (
      <AuthPage title={TITLE}>
        <div className="auth-stack">
          <Alert tone="success">{result.message}</Alert>
          <p>
            <Link to={paths.user.dashboard}>Go to your dashboard</Link>
          </p>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={TITLE}>
      <div className="auth-stack">
        {result && (
          <Alert title="Your e-mail address was not confirmed">
            <p>{result.message}</p>
          </Alert>
        )}
        {result && signedIn && <ResendLink />}
        <p>
          Confirm that this e-mail address is yours. You can use your account meanwhile; payouts of your earnings need a
          confirmed address.
        </p>
        <div className="form__actions">
          <Button loading={loading} loadingText="Confirming…" onClick={() => void handleConfirm()}>
            Confirm my e-mail address
          </Button>
        </div>
      </div>
    </AuthPage>
  );
}

/** After a used or expired link, a signed-in user can have a new one sent at once. */
function ResendLink() {
  const { send, sending, outcome } = useResendEmailVerification();
  return (
    <div className="auth-stack">
      <div className="form__actions">
        <Button variant="secondary" loading={sending} loadingText="Sending…" onClick={() => void send()}>
          Send me a new link
        </Button>
      </div>
      <p role="status">{outcome?.message}</p>
    </div>
  );
}
