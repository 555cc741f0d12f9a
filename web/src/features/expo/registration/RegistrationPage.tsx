import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { ContactFields, NameFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { CheckIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/SelectField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { choiceOf, GENDER_LABELS, optionsOf, PARTICIPANT_TITLE_LABELS } from '../../../lib/participant';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import type { RegistrationSuccessState } from './participant-options';
import { ResendConfirmation } from './ResendConfirmation';

const RegisterParticipantDocument = graphql(`
  mutation RegisterParticipant($input: RegisterParticipantInput!) {
    registerParticipant(input: $input) {
      id
      registrationCode
      email
      firstName
    }
  }
`);

const TITLE_OPTIONS = optionsOf(PARTICIPANT_TITLE_LABELS);
const GENDER_OPTIONS = optionsOf(GENDER_LABELS);

/** '/registration': the participant registration of the current edition. */
export function RegistrationPage() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  const title = `${expoName} Registration`;
  usePageTitle(
    title,
    `Register to participate in ${expoName}, Africa’s premier international beauty and lifestyle convention. Your confirmation with a QR code arrives by e-mail.`,
  );
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterParticipantDocument);
  // The address the last attempt was made with: the resend offer must use that one, not a later edit.
  const [submittedEmail, setSubmittedEmail] = useState('');
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const input = {
      title: choiceOf(PARTICIPANT_TITLE_LABELS, text(form, 'title')),
      gender: choiceOf(GENDER_LABELS, text(form, 'gender')),
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      ...addressInput(form),
      marketingConsent: form.get('marketingConsent') === 'on',
    };
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        email: emailProblem(input.email),
        phone: requiredProblem(input.phone, 'phone number'),
        country: countryProblem(input.country),
      }),
    );
    if (!valid) return;
    setSubmittedEmail(input.email);
    const { data } = await register({ variables: { input } });
    if (!data) return;
    const { registrationCode, email, firstName } = data.registerParticipant;
    const state: RegistrationSuccessState = { registrationCode, email, firstName };
    await navigate(paths.registrationSuccess, { state });
  }

  const { fieldErrors } = errors;

  return (
    <ExpoPage
      eyebrow="Register to participate"
      title={title}
      intro="It takes a minute. Your confirmation, with your QR code for the entrance and a calendar invitation, arrives by e-mail."
      aside={
        <>
          <EventFacts site={site} />
          <section className="info-card" aria-labelledby="registration-includes-heading">
            <h2 id="registration-includes-heading">What you receive</h2>
            <ul className="tick-list">
              <li>
                <CheckIcon aria-hidden="true" />
                <span>A confirmation e-mail with your registration code and QR code</span>
              </li>
              <li>
                <CheckIcon aria-hidden="true" />
                <span>A calendar invitation for the event days</span>
              </li>
              <li>
                <CheckIcon aria-hidden="true" />
                <span>Updates about the programme by e-mail</span>
              </li>
            </ul>
          </section>
          <section className="info-card" aria-labelledby="registration-sponsor-heading">
            <h2 id="registration-sponsor-heading">Representing a company?</h2>
            <p>
              Put your brand in front of our visitors: <Link to={paths.sponsorshipDetails}>become a sponsor</Link>.
            </p>
          </section>
        </>
      }
    >
      <div className="form-card">
        <CheckedForm
          errors={errors}
          busy={loading}
          submitLabel="REGISTER"
          busyLabel="...registering you"
          aria-label={title}
          onSubmit={submit}
        >
          <p className="form__legend-note">
            Fields marked * are required. Our <Link to={paths.privacy}>privacy policy</Link> says how we use your
            details.
          </p>
          <div className="form__row form__row--pair">
            <SelectField
              label="Title"
              name="title"
              placeholder="Select"
              options={TITLE_OPTIONS}
              error={fieldErrors.title}
            />
            <SelectField
              label="Gender"
              name="gender"
              placeholder="Select"
              options={GENDER_OPTIONS}
              error={fieldErrors.gender}
            />
          </div>
          <NameFields errors={fieldErrors} />
          <ContactFields errors={fieldErrors} phoneRequired />
          <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} />
          <CheckboxField
            label={`Send me news and offers about ${expoName} by e-mail`}
            name="marketingConsent"
            hint="Optional. You can unsubscribe at any time."
          />
          {errors.message && (
            <div className="form__feedback">
              <Alert>{errors.message}</Alert>
              {errors.code === 'CONFLICT' && submittedEmail && (
                <ResendConfirmation key={submittedEmail} email={submittedEmail} />
              )}
            </div>
          )}
        </CheckedForm>
      </div>
    </ExpoPage>
  );
}
