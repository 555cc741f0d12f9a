import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { AddressFields } from '../../components/forms/AddressFields';
import { CheckedForm } from '../../components/forms/CheckedForm';
import { EmailField, NameFields, PhoneField } from '../../components/forms/PersonFields';
import { Alert } from '../../components/ui/Alert';
import { ImageField } from '../../components/ui/ImageField';
import { PasswordField } from '../../components/ui/PasswordField';
import { TextField } from '../../components/ui/TextField';
import { graphql } from '../../gql';
import type { UpdateAccountInput } from '../../gql/graphql';
import { sessionStore, type SessionUser } from '../../lib/auth/session-store';
import { emailProblem, fieldErrorsOf, imageProblem, rawText, requiredProblem, text } from '../../lib/form-rules';
import { useFormErrors } from '../../lib/use-form-errors';
import { AccountSection } from './AccountSection';

const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($id: ID!, $input: UpdateAccountInput!, $image: Upload, $removeImage: Boolean!) {
    updateAccount(id: $id, input: $input, image: $image, removeImage: $removeImage) {
      ...SessionUserFields
      pendingEmail
    }
  }
`);

// Not part of the session's user: only this page needs it, and it costs the server a query.
const ProfilePendingEmailDocument = graphql(`
  query ProfilePendingEmail {
    me {
      id
      pendingEmail
    }
  }
`);

const PROFILE_FIELDS = [
  'nickname',
  'firstName',
  'lastName',
  'phone',
  'email',
  'country',
  'state',
  'city',
  'address',
] as const;

/** The server compares addresses without letter case: only another address is a change that needs the password. */
function isNewAddress(user: SessionUser, email: string): boolean {
  return email.trim().toLowerCase() !== user.email.toLowerCase();
}

/**
 * Only the fields that differ from the saved account are sent; a cleared optional field is sent as
 * null (clear it), an untouched one is left out (keep it). A new e-mail address goes with the current
 * password: the address is where password resets go, so a session alone may not move it.
 */
function changedFields(user: SessionUser, form: FormData): UpdateAccountInput {
  const input: UpdateAccountInput = {};
  for (const name of PROFILE_FIELDS) {
    const value = text(form, name);
    if (value !== (user[name] ?? '')) input[name] = value === '' ? null : value;
  }
  if (input.email && isNewAddress(user, input.email)) input.currentPassword = rawText(form, 'currentPassword');
  return input;
}

export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  // The mutation's answer updates this through Apollo's cache (same User id).
  const { data: pending } = useQuery(ProfilePendingEmailDocument);
  const pendingEmail = pending?.me?.pendingEmail ?? null;
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // What the e-mail field holds now: a new address asks for the current password.
  const [emailDraft, setEmailDraft] = useState(user.email);
  const changingEmail = isNewAddress(user, emailDraft);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    setNotice(null);
    const form = new FormData(formElement);
    const input = changedFields(user, form);
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(text(form, 'firstName'), 'first name'),
        lastName: requiredProblem(text(form, 'lastName'), 'last name'),
        email: emailProblem(text(form, 'email')),
        currentPassword:
          input.currentPassword === '' ? 'Enter your current password to change your e-mail address.' : undefined,
        image: imageProblem(image),
      }),
    );
    if (!valid) return;
    if (Object.keys(input).length === 0 && !image && !removeImage) {
      setNotice('There are no changes to save.');
      return;
    }
    const { data } = await updateProfile({
      variables: { id: user.id, input, image, removeImage: removeImage && !image },
    });
    if (!data) return;
    const { pendingEmail: requested, ...saved } = data.updateAccount;
    sessionStore.userChanged(saved);
    setImage(null);
    setRemoveImage(false);
    if (input.email && requested) {
      // The field goes back to the address the account still has, so saving again does not ask twice.
      const emailInput = formElement.elements.namedItem('email');
      if (emailInput instanceof HTMLInputElement) emailInput.value = saved.email;
      setEmailDraft(saved.email);
      setNotice(`Saved. We sent a confirmation link to ${requested}: your e-mail changes when you open it.`);
    } else {
      setNotice('Your profile has been saved.');
    }
  }

  const { fieldErrors } = errors;

  return (
    <AccountSection id="profile-details" title="Profile details">
      <CheckedForm errors={errors} busy={loading} submitLabel="Save changes" busyLabel="Saving…" onSubmit={submit}>
        {errors.message && <Alert>{errors.message}</Alert>}
        {pendingEmail && (
          <Alert tone="info" title="Confirm your new e-mail address">
            <p>
              Check your inbox at {pendingEmail} and open the link we sent. Until then, your account keeps {user.email}.
            </p>
          </Alert>
        )}
        <ImageField
          label="Profile picture"
          name="image"
          file={image}
          currentUrl={removeImage ? null : user.image}
          previewAlt="Your profile picture"
          onFileChange={setImage}
          onRemoveCurrent={() => setRemoveImage(true)}
          hint={removeImage ? 'Your picture will be removed when you save.' : 'PNG, JPEG or WebP, up to 5 MB.'}
          error={fieldErrors.image}
        />
        <TextField
          label="User name"
          name="nickname"
          autoComplete="nickname"
          defaultValue={user.nickname ?? ''}
          error={fieldErrors.nickname}
        />
        <NameFields errors={fieldErrors} defaults={user} />
        <div className="form__row">
          <EmailField
            defaultValue={user.email}
            error={fieldErrors.email}
            onChange={(event) => setEmailDraft(event.currentTarget.value)}
          />
          <PhoneField defaultValue={user.phone ?? undefined} error={fieldErrors.phone} />
        </div>
        {changingEmail && (
          <div className="form__row">
            <PasswordField
              label="Current password (needed to change your e-mail address)"
              name="currentPassword"
              autoComplete="current-password"
              required
              hint="Your address is where password resets go, so changing it takes your password too."
              error={fieldErrors.currentPassword}
            />
          </div>
        )}
        <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} defaults={user} countryRequired={false} />
        {notice && <Alert tone="success">{notice}</Alert>}
      </CheckedForm>
    </AccountSection>
  );
}
