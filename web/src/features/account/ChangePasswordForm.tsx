import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { PasswordField } from '../../components/ui/PasswordField';
import { graphql } from '../../gql';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  fieldErrorsOf,
  passwordProblem,
  rawText,
} from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';

const ChangePasswordDocument = graphql(`
  mutation ChangePassword($id: ID!, $input: UpdateAccountInput!) {
    updateAccount(id: $id, input: $input) {
      id
    }
  }
`);

export function ChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const [notice, setNotice] = useState<string | null>(null);
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setNotice(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = rawText(form, 'currentPassword');
    const newPassword = rawText(form, 'newPassword');
    const valid = errors.check(
      fieldErrorsOf({
        currentPassword: currentPassword ? undefined : 'Please enter your current password.',
        newPassword: passwordProblem(newPassword),
      }),
    );
    if (!valid) return;
    try {
      await changePassword({ variables: { id: userId, input: { currentPassword, newPassword } } });
      formElement.reset();
      setNotice('Your password has been changed.');
    } catch (error) {
      errors.showError(error);
    }
  }

  return (
    <Card>
      <section aria-labelledby="change-password-heading">
        <h2 id="change-password-heading">Change password</h2>
        <form
          ref={attachForm}
          className="form"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          onChange={errors.clearFieldOnChange}
        >
          {errors.message && <Alert>{errors.message}</Alert>}
          {/* Lets password managers file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <div className="form__row">
            <PasswordField
              label="Current password"
              name="currentPassword"
              autoComplete="current-password"
              required
              error={errors.fieldErrors.currentPassword}
            />
            <PasswordField
              label="New password"
              name="newPassword"
              autoComplete="new-password"
              required
              hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
              error={errors.fieldErrors.newPassword}
            />
          </div>
          {notice && <Alert tone="success">{notice}</Alert>}
          <div className="form__actions">
            <Button type="submit" loading={loading} loadingText="Changing…">
              Change password
            </Button>
          </div>
        </form>
      </section>
    </Card>
  );
}
