import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { signIn } from '../../lib/auth/session';
import { sessionStore, type SessionEndReason } from '../../lib/auth/session-store';
import { useSession } from '../../lib/auth/use-session';
import { emailProblem, fieldErrorsOf, rawText, text } from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';
import { AuthPage } from './AuthPage';
import { afterLoginTarget, loginPageState } from './login-state';

const LoginDocument = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      expiresAt
      user {
        ...SessionUserFields
      }
    }
  }
`);

const END_REASON_NOTICES: Record<SessionEndReason, string> = {
  revoked: 'You have been signed out. Please sign in again.',
  expired: 'Your session has expired. Please sign in again.',
};

export function LoginPage() {
  const location = useLocation();
  const state = loginPageState(location.state);
  const { status } = useSession();
  const endReason = useSessionEndReasonOnce();
  const [login, { loading }] = useMutation(LoginDocument);
  const { attachForm, ...errors } = useFormErrors();

  // Signed in (just now, or already when arriving here): continue to where the visitor was going.
  if (status === 'signedIn') return <Navigate to={afterLoginTarget(state)} replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const email = text(form, 'email');
    const password = rawText(form, 'password');
    const valid = errors.check(
      fieldErrorsOf({
        email: emailProblem(email),
        password: password ? undefined : 'Please enter your password.',
      }),
    );
    if (!valid) return;
    try {
      const { data } = await login({ variables: { email, password } });
      if (data) signIn(data.login);
    } catch (error) {
      errors.showError(error);
    }
  }

  const notice = state.notice ?? (endReason ? END_REASON_NOTICES[endReason] : undefined);

  return (
    <AuthPage
      title="Login"
      intro="Sign in to manage your tools, bookings and account."
      notice={notice && <Alert tone={state.notice ? 'success' : 'info'}>{notice}</Alert>}
      footer={
        <>
          <p>
            New here? <Link to={paths.createAccount}>Signup</Link>
          </p>
          <p>
            <Link to={paths.passwordRequest}>Reset Password</Link>
          </p>
        </>
      }
    >
      <form
        ref={attachForm}
        className="form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        onChange={errors.clearFieldOnChange}
      >
        {errors.message && <Alert>{errors.message}</Alert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={errors.fieldErrors.password}
        />
        <div className="form__actions">
          <Button type="submit" loading={loading} loadingText="Signing in…">
            Login
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}

/** Why the last session ended (revoked, expired), read once: the notice is not shown again later. */
function useSessionEndReasonOnce(): SessionEndReason | null {
  const [reason] = useState(() => sessionStore.getState().endReason);
  useEffect(() => sessionStore.clearEndReason(), []);
  return reason;
}
