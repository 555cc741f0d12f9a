import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CheckedForm } from '../../components/forms/CheckedForm';
import { EmailField } from '../../components/forms/PersonFields';
import { Alert } from '../../components/ui/Alert';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { emailProblem, fieldErrorsOf, text } from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';
import { AuthPage } from './AuthPage';

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export function PasswordRequestPage() {
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const email = text(new FormData(formElement), 'email');
    setSentMessage(null);
    if (!errors.check(fieldErrorsOf({ email: emailProblem(email) }))) return;
    const { data } = await requestReset({ variables: { email } });
    // The server answers the same whether or not the account exists, so this reveals nothing.
    if (data) setSentMessage(data.requestPasswordReset);
  }

  return (
    <AuthPage
      title="Reset Password"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to={paths.login}>Login</Link>
        </p>
      }
    >
      <CheckedForm errors={errors} busy={loading} submitLabel="Send reset link" busyLabel="Sending…" onSubmit={submit}>
        {errors.message && <Alert>{errors.message}</Alert>}
        {sentMessage && <Alert tone="success">{sentMessage}</Alert>}
        <EmailField error={errors.fieldErrors.email} />
      </CheckedForm>
    </AuthPage>
  );
}
