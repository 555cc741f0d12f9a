import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CheckedForm } from '../../components/forms/CheckedForm';
import { NewPasswordField } from '../../components/forms/PersonFields';
import { Alert } from '../../components/ui/Alert';
import { PasswordField } from '../../components/ui/PasswordField';
import { graphql } from '../../gql';
import { fieldErrorsOf, passwordProblem, rawText } from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';
import { AccountSection } from './AccountSection';

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
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    setNotice(null);
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
    await changePassword({ variables: { id: userId, input: { currentPassword, newPassword } } });
    formElement.reset();
    setNotice('Your password has been changed.');
  }

  return (
    <AccountSection id="change-password" title="Change password">
      <CheckedForm errors={errors} busy={loading} submitLabel="Change password" busyLabel="Changing…" onSubmit={submit}>
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
          <NewPasswordField label="New password" name="newPassword" error={errors.fieldErrors.newPassword} />
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
      </CheckedForm>
    </AccountSection>
  );
}
