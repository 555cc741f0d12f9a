import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
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
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const email = text(new FormData(event.currentTarget), 'email');
    setSentMessage(null);
    if (!errors.check(fieldErrorsOf({ email: emailProblem(email) }))) return;
    try {
      const { data } = await requestReset({ variables: { email } });
      // The server answers the same whether or not the account exists, so this reveals nothing.
      if (data) setSentMessage(data.requestPasswordReset);
    } catch (error) {
      errors.showError(error);
    }
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
      <form
        ref={attachForm}
        className="form"
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        onChange={errors.clearFieldOnChange}
      >
        {errors.message && <Alert>{errors.message}</Alert>}
        {sentMessage && <Alert tone="success">{sentMessage}</Alert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.fieldErrors.email}
        />
        <div className="form__actions">
          <Button type="submit" loading={loading} loadingText="Sending…">
            Send reset link
          </Button>
        </div>
      </form>
    </AuthPage>
  );
}
