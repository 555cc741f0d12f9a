import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { ParticipantChoiceFields } from '../../../components/forms/ParticipantChoiceFields';
import { NameFields, PhoneField } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { MyRegistrationQuery } from '../../../gql/graphql';
import { fieldErrorsOf, phoneProblem, requiredProblem, text } from '../../../lib/form-rules';
import { choiceOf, GENDER_LABELS, PARTICIPANT_TITLE_LABELS } from '../../../lib/participant';
import { useFormErrors } from '../../../lib/use-form-errors';
import { MY_REGISTRATION } from './my-registration-i18n';

const UpdateMyRegistrationDocument = graphql(`
  mutation UpdateMyRegistration($token: String!, $input: MyRegistrationInput!) {
    updateMyRegistration(token: $token, input: $input) {
      registrationCode
    }
  }
`);

type Registration = MyRegistrationQuery['myRegistration'];

/**
 * The registration form's fields, filled in, for the attendee's own corrections. The e-mail address is
 * shown but not editable here: the private link goes to it.
 */
export function MyDetailsForm({ token, registration }: { token: string; registration: Registration }) {
  const { t } = useTranslation(MY_REGISTRATION);
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
        phone: phoneProblem(input.phone),
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
      submitLabel={t('details.submit')}
      busyLabel={t('details.busy')}
      aria-label={t('details.heading')}
      onSubmit={submit}
    >
      <ParticipantChoiceFields errors={fieldErrors} defaults={registration} />
      <NameFields errors={fieldErrors} defaults={registration} />
      <div className="form__row">
        <div className="my-registration__email">
          <p className="field__label">{t('details.email')}</p>
          <p className="my-registration__value">{registration.email}</p>
          <p className="my-registration__hint">
            <Trans t={t} i18nKey="details.emailHint" components={{ contact: <Link to={paths.contactUs} /> }} />
          </p>
        </div>
        <PhoneField required defaultValue={registration.phone} error={fieldErrors.phone} />
      </div>
      <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} defaults={registration} countryRequired />
      <CheckboxField
        label={registration.marketingConsentWording}
        name="marketingConsent"
        defaultChecked={registration.marketingConsent}
        hint={t('details.consentHint')}
      />
      {errors.message && <Alert>{errors.message}</Alert>}
      {saved && <Alert tone="success">{t('details.saved')}</Alert>}
    </CheckedForm>
  );
}
