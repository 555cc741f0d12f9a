import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { NameFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { MyRegistrationQuery } from '../../../gql/graphql';
import { fieldErrorsOf, requiredProblem, TEXT_LIMITS, text } from '../../../lib/form-rules';
import { choiceOf, GENDER_LABELS, optionsOf, PARTICIPANT_TITLE_LABELS } from '../../../lib/participant';
import { useFormErrors } from '../../../lib/use-form-errors';

const UpdateMyRegistrationDocument = graphql(`
  mutation UpdateMyRegistration($token: String!, $input: MyRegistrationInput!) {
    updateMyRegistration(token: $token, input: $input) {
      registrationCode
    }
  }
`);

const TITLE_OPTIONS = optionsOf(PARTICIPANT_TITLE_LABELS);
const GENDER_OPTIONS = optionsOf(GENDER_LABELS);

type Registration = MyRegistrationQuery['myRegistration'];

/**
 * The registration form's fields, filled in, for the attendee's own corrections. The e-mail address is
 * shown but not editable here: the private link goes to it.
 */
export function MyDetailsForm({ token, registration }: { token: string; registration: Registration }) {
  const [update, { loading }] = useMutation(UpdateMyRegistrationDocument, {
    refetchQueries: ['MyRegistration'],
    awaitRefetchQueries: true,
  });
  const [saved, setSaved] = useState(false);
  const errors = useFormErrors();
  const { fieldErrors } = errors;

  async function submit(formElement: HTMLFormElement) {
    setSaved(false);
    const form = new FormData(formElement);
    const input = {
      title: choiceOf(PARTICIPANT_TITLE_LABELS, text(form, 'title')),
      gender: choiceOf(GENDER_LABELS, text(form, 'gender')),
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      phone: text(form, 'phone'),
      ...addressInput(form),
      marketingConsent: form.get('marketingConsent') === 'on',
    };
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        phone: requiredProblem(input.phone, 'phone number'),
        country: countryProblem(input.country),
      }),
    );
    if (!valid) return;
    await update({ variables: { token, input } });
    setSaved(true);
  }

  return (
    <CheckedForm
      errors={errors}
      busy={loading}
      submitLabel="Save my details"
      busyLabel="Saving…"
      aria-label="Your details"
      onSubmit={submit}
    >
      <div className="form__row form__row--pair">
        <SelectField
          label="Title"
          name="title"
          placeholder="Select"
          options={TITLE_OPTIONS}
          defaultValue={registration.title ?? ''}
          error={fieldErrors.title}
        />
        <SelectField
          label="Gender"
          name="gender"
          placeholder="Select"
          options={GENDER_OPTIONS}
          defaultValue={registration.gender ?? ''}
          error={fieldErrors.gender}
        />
      </div>
      <NameFields errors={fieldErrors} defaults={registration} />
      <div className="form__row">
        <div className="my-registration__email">
          <p className="field__label">Email</p>
          <p className="my-registration__value">{registration.email}</p>
          <p className="my-registration__hint">
            Your link to this page goes to this address, so it cannot be changed here. To use another one,{' '}
            <Link to={paths.contactUs}>write to us</Link>.
          </p>
        </div>
        <TextField
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={TEXT_LIMITS.phone}
          required
          defaultValue={registration.phone}
          error={fieldErrors.phone}
        />
      </div>
      <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} defaults={registration} countryRequired />
      <CheckboxField
        label={registration.marketingConsentWording}
        name="marketingConsent"
        defaultChecked={registration.marketingConsent}
        hint="Optional. We keep a record of when you give or withdraw this consent, with these words."
      />
      {errors.message && <Alert>{errors.message}</Alert>}
      {saved && <Alert tone="success">Your details are saved.</Alert>}
    </CheckedForm>
  );
}
