import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { CheckedForm } from '../../components/forms/CheckedForm';
import { EmailField } from '../../components/forms/PersonFields';
import { Alert } from '../../components/ui/Alert';
import { PasswordField } from '../../components/ui/PasswordField';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { signIn } from '../../lib/auth/session';
import { sessionStore, type SessionEndReason } from '../../lib/auth/session-store';
import { useSession } from '../../lib/auth/use-session';
import { emailProblem, fieldErrorsOf, rawText, text } from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';
import { AuthPage } from './AuthPage';
import {
  afterLoginTarget,
  loginPageState,
  SIGNED_OUT_EVERYWHERE_NOTICE,
  type LoginPageState,
} from '../../lib/auth/login-state';

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
  everywhere: SIGNED_OUT_EVERYWHERE_NOTICE,
  unreachable: 'The server could not be reached. Check the connection, then sign in.',
};

export function LoginPage() {
  const location = useLocation();
  const state = loginPageState(location.state);
  const { status } = useSession();
  const endReason = useSessionEndReasonOnce();
  const [login, { loading }] = useMutation(LoginDocument);
  const errors = useFormErrors();

  // Signed in (just now, or already when arriving here): continue to where the visitor was going.
  if (status === 'signedIn') return <Navigate to={afterLoginTarget(state)} replace />;

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const email = text(form, 'email');
    const password = rawText(form, 'password');
    const valid = errors.check(
      fieldErrorsOf({
        email: emailProblem(email),
        password: password ? undefined : 'Please enter your password.',
      }),
    );
    if (!valid) return;
    const { data } = await login({ variables: { email, password } });
    if (data) signIn(data.login);
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
            {/* A visitor sent here from a page (a tool's "Book") comes back to it after signing up too. */}
            New here?{' '}
            <Link
              to={paths.createAccount}
              state={state.from ? ({ from: state.from } satisfies LoginPageState) : undefined}
            >
              Signup
            </Link>
          </p>
          <p>
            <Link to={paths.passwordRequest}>Reset Password</Link>
          </p>
        </>
      }
    >
      <CheckedForm errors={errors} busy={loading} submitLabel="Login" busyLabel="Signing in…" onSubmit={submit}>
        {errors.message && <Alert>{errors.message}</Alert>}
        <EmailField error={errors.fieldErrors.email} />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          error={errors.fieldErrors.password}
        />
      </CheckedForm>
    </AuthPage>
  );
}

/** Why the last session ended (revoked, expired), read once: the notice is not shown again later. */
function useSessionEndReasonOnce(): SessionEndReason | null {
  const [reason] = useState(() => sessionStore.getState().endReason);
  useEffect(() => sessionStore.clearEndReason(), []);
  return reason;
}
