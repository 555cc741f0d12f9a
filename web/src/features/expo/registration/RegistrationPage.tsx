import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlacePicker } from '../../../components/places/PlacePicker';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { CheckIcon } from '../../../components/ui/icons';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { GENDERS, PARTICIPANT_TITLES, type RegistrationSuccessState } from './participant-options';
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

/** The participant registration of the current edition (seed section 2, '/registration'). */
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
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const form = new FormData(event.currentTarget);
    const input = {
      title: text(form, 'title') || null,
      gender: text(form, 'gender') || null,
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      phone: text(form, 'phone'),
      country: text(form, 'country'),
      state: text(form, 'state') || null,
      city: text(form, 'city') || null,
      address: text(form, 'address') || null,
      marketingConsent: form.get('marketingConsent') === 'on',
    };
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        email: emailProblem(input.email),
        phone: requiredProblem(input.phone, 'phone number'),
        country: input.country ? undefined : 'Please choose your country.',
      }),
    );
    if (!valid) return;
    setSubmittedEmail(input.email);
    try {
      const { data } = await register({ variables: { input } });
      if (!data) return;
      const { registrationCode, email, firstName } = data.registerParticipant;
      const state: RegistrationSuccessState = { registrationCode, email, firstName };
      await navigate(paths.registrationSuccess, { state });
    } catch (error) {
      errors.showError(error);
    }
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
        <form
          ref={attachForm}
          className="form"
          noValidate
          aria-label={title}
          onSubmit={(event) => void handleSubmit(event)}
          onChange={errors.clearFieldOnChange}
        >
          <p className="form__legend-note">Fields marked * are required.</p>
          <div className="form__row form__row--pair">
            <SelectField
              label="Title"
              name="title"
              placeholder="Select"
              options={PARTICIPANT_TITLES}
              error={fieldErrors.title}
            />
            <SelectField
              label="Gender"
              name="gender"
              placeholder="Select"
              options={GENDERS}
              error={fieldErrors.gender}
            />
          </div>
          <div className="form__row">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              required
              error={fieldErrors.firstName}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              required
              error={fieldErrors.lastName}
            />
          </div>
          <div className="form__row">
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={fieldErrors.email}
            />
            <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required error={fieldErrors.phone} />
          </div>
          <PlacePicker errors={fieldErrors} onFieldChange={errors.clearField} />
          <TextField label="Address" name="address" autoComplete="street-address" error={fieldErrors.address} />
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
          <div className="form__actions">
            <Button type="submit" loading={loading} loadingText="...registering you">
              REGISTER
            </Button>
          </div>
        </form>
      </div>
    </ExpoPage>
  );
}
