import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CheckedForm } from '../../components/forms/CheckedForm';
import { NewPasswordField } from '../../components/forms/PersonFields';
import { Alert } from '../../components/ui/Alert';
import { LoadingState } from '../../components/ui/LoadingState';
import { PasswordField } from '../../components/ui/PasswordField';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import type { ResetLinkState } from '../../gql/graphql';
import { endLocalSession } from '../../lib/auth/session';
import { sessionStore } from '../../lib/auth/session-store';
import { fieldErrorsOf, passwordProblem, rawText } from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';
import { AuthPage } from './AuthPage';
import type { LoginPageState } from '../../lib/auth/login-state';

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

const PasswordResetLinkDocument = graphql(`
  query PasswordResetLink($token: String!) {
    passwordResetLink(token: $token)
  }
`);

const DEAD_LINKS: Record<Exclude<ResetLinkState, 'VALID'>, { title: string; text: string }> = {
  USED: {
    title: 'This link has been used',
    text: 'It has set a password already, or a newer reset e-mail replaced it. Use the newest e-mail, or request a new link.',
  },
  EXPIRED: { title: 'This link has expired', text: 'Reset links work for one hour. Please request a new one.' },
  UNKNOWN: {
    title: 'This link is not valid',
    text: 'It may have been cut short when it was copied. Open it from the e-mail again, or request a new link.',
  },
};

/** Reached from the e-mailed link (`?token=…`), usually signed out. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim();

  if (!token) {
    return (
      <AuthPage title="Choose a New Password">
        <Alert tone="info" title="This link is incomplete">
          <p>
            The password-reset link is missing its token. Please open the link from the e-mail again, or{' '}
            <Link to={paths.passwordRequest}>request a new reset link</Link>.
          </p>
        </Alert>
      </AuthPage>
    );
  }
  return <ResetPasswordStep token={token} />;
}

/** Asks whether the link still works before showing the form, so a dead link is said before anything is typed. */
function ResetPasswordStep({ token }: { token: string }) {
  const { data, loading } = useQuery(PasswordResetLinkDocument, { variables: { token }, fetchPolicy: 'network-only' });
  if (loading) return <LoadingState label="Checking the link…" />;
  // If the check itself fails (offline, throttled), the form is still offered: the reset checks the link again.
  const state = data?.passwordResetLink;
  if (!state || state === 'VALID') return <ResetPasswordForm token={token} />;
  const dead = DEAD_LINKS[state];
  return (
    <AuthPage title="Choose a New Password">
      <Alert tone="info" title={dead.title}>
        <p>{dead.text}</p>
      </Alert>
      <p>
        <Link to={paths.passwordRequest}>Request a new reset link</Link>
      </p>
    </AuthPage>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const newPassword = rawText(form, 'newPassword');
    const confirmation = rawText(form, 'confirmPassword');
    const valid = errors.check(
      fieldErrorsOf({
        newPassword: passwordProblem(newPassword),
        confirmPassword: confirmation === newPassword ? undefined : 'The two passwords do not match.',
      }),
    );
    if (!valid) return;
    const { data } = await resetPassword({ variables: { token, newPassword } });
    if (!data?.resetPassword) {
      errors.showMessage('The password was not changed. Please request a new reset link.');
      return;
    }
    // The server has signed out every session of the account, this one included.
    if (sessionStore.getState().status === 'signedIn') endLocalSession();
    const state: LoginPageState = {
      notice: 'Your password has been reset. Please sign in with your new password.',
    };
    await navigate(paths.login, { state, replace: true });
  }

  return (
    <AuthPage
      title="Choose a New Password"
      footer={
        <p>
          Link expired? <Link to={paths.passwordRequest}>Request a new one</Link>
        </p>
      }
    >
      <CheckedForm errors={errors} busy={loading} submitLabel="Reset Password" busyLabel="Saving…" onSubmit={submit}>
        {errors.message && <Alert title="Error resetting password">{errors.message}</Alert>}
        <NewPasswordField label="New password" name="newPassword" error={errors.fieldErrors.newPassword} />
        <PasswordField
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          error={errors.fieldErrors.confirmPassword}
        />
      </CheckedForm>
    </AuthPage>
  );
}
