import { useMutation } from '@apollo/client/react';
import { AddressFields, addressInput } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { NameFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { AdminUserDetailsQuery, Role } from '../../../gql/graphql';
import { fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { ReasonField, reasonProblem } from '../components/ReasonField';

const AdminUpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UserCorrectionInput!, $reason: String!) {
    adminUpdateUser(id: $id, input: $input, reason: $reason) {
      ...AdminUserRowFields
      nickname
      address
    }
  }
`);

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'USER', label: 'User' },
  { value: 'ADMIN', label: 'Admin' },
  { value: 'CHECK_IN', label: 'Check-in staff (the check-in desk only)' },
];

type User = NonNullable<AdminUserDetailsQuery['user']>;

/**
 * The profile's fields and the role, with the reason for the change. The e-mail address and the
 * password stay the owner's to change (each with its confirmation).
 */
export function UserEditForm({ user, isSelf, onDone }: { user: User; isSelf: boolean; onDone: () => void }) {
  const [update, { loading }] = useMutation(AdminUpdateUserDocument, { refetchQueries: ['RecordHistory'] });
  const errors = useFormErrors();
  const { fieldErrors } = errors;

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const { country, state, city, address } = addressInput(form);
    const input = {
      nickname: text(form, 'nickname') || null,
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      phone: text(form, 'phone') || null,
      country: country || null,
      state,
      city,
      address,
      role: (text(form, 'role') || user.role) as Role,
    };
    const reason = text(form, 'reason');
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        reason: reasonProblem(reason),
      }),
    );
    if (!valid) return;
    await update({ variables: { id: user.id, input, reason } });
    onDone();
  }

  return (
    <CheckedForm
      errors={errors}
      busy={loading}
      submitLabel="Save changes"
      busyLabel="Saving…"
      aria-label="Edit the account"
      onSubmit={submit}
    >
      <TextField
        label="User name"
        name="nickname"
        autoComplete="off"
        maxLength={60}
        defaultValue={user.nickname ?? ''}
        error={fieldErrors.nickname}
      />
      <NameFields errors={fieldErrors} defaults={user} />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        defaultValue={user.phone ?? ''}
        error={fieldErrors.phone}
      />
      <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} defaults={user} countryRequired={false} />
      <SelectField
        label="Role"
        name="role"
        options={ROLE_OPTIONS}
        defaultValue={user.role}
        disabled={isSelf}
        hint={isSelf ? 'Another administrator must change your own role.' : 'Admins see and change everything here.'}
        error={fieldErrors.role}
      />
      <ReasonField error={fieldErrors.reason} />
      {errors.message && <Alert>{errors.message}</Alert>}
    </CheckedForm>
  );
}
