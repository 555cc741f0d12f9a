import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { refreshSession } from '../../lib/auth/session';
import { useSession } from '../../lib/auth/use-session';
import { toFormError } from '../../lib/errors';
import { AuthPage } from './AuthPage';
import type { LoginPageState } from '../../lib/auth/login-state';

const ConfirmEmailChangeDocument = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    confirmEmailChange(token: $token)
  }
`);

const TITLE = 'Confirm Your New E-mail Address';

/** Reached from the link e-mailed to a new address (`?token=…`), signed in or not. */
export function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();

  if (!token) {
    return (
      <AuthPage title={TITLE}>
        <Alert tone="info" title="This link is incomplete">
          <p>
            The confirmation link is missing its token. Please open the link from the e-mail again, or change your
            e-mail address again from <Link to={paths.user.myProfile}>your profile</Link>.
          </p>
        </Alert>
      </AuthPage>
    );
  }
  return <ConfirmEmailForm token={token} />;
}

function ConfirmEmailForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const [confirm, { loading }] = useMutation(ConfirmEmailChangeDocument);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  // A button, not a request on page load: mail scanners that open links must not confirm anything.
  async function handleConfirm() {
    setResult(null);
    try {
      const { data } = await confirm({ variables: { token } });
      if (!data) return;
      const message = data.confirmEmailChange;
      if (session.status !== 'signedIn') {
        const state: LoginPageState = { notice: message };
        await navigate(paths.login, { state, replace: true });
        return;
      }
      // The server kept this browser's session if it belongs to the account: refreshing it picks up
      // the new address.
      await refreshSession();
      setResult({ tone: 'success', message });
    } catch (error) {
      setResult({ tone: 'error', message: toFormError(error).message });
    }
  }

  if (result?.tone === 'success') {
    return (
      <AuthPage title={TITLE}>
        <Alert tone="success">{result.message}</Alert>
        <p>
          <Link to={paths.user.myProfile}>Go to your profile</Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={TITLE}>
      {result && <Alert title="The e-mail address was not changed">{result.message}</Alert>}
      <p>
        Confirm that this is your e-mail address. Your account then signs in with it, and every other session of the
        account is signed out.
      </p>
      <div className="form__actions">
        <Button loading={loading} loadingText="Confirming…" onClick={() => void handleConfirm()}>
          Confirm my new e-mail address
        </Button>
      </div>
    </AuthPage>
  );
}
