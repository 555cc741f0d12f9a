import { formLanguage } from '../../../lib/i18n/i18n';
import { useMutation } from '@apollo/client/react';
import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link, useNavigate } from 'react-router-dom';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { ParticipantChoiceFields } from '../../../components/forms/ParticipantChoiceFields';
import { ContactFields, NameFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { CheckIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, phoneProblem, requiredProblem, text } from '../../../lib/form-rules';
import { choiceOf, GENDER_LABELS, PARTICIPANT_TITLE_LABELS } from '../../../lib/participant';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { toFormError } from '../../../lib/errors';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import type { RegistrationSuccessState } from './participant-options';
import { REGISTRATION } from './registration-i18n';
import { useRegistrationChoice } from './use-registration-choice';
import { answerProblems, answersOf, RegistrationQuestions } from './RegistrationQuestions';
import { RegistrationChoiceFields } from './RegistrationChoiceFields';
import { WaitlistForm } from './WaitlistForm';
import { WaitlistOfferNote } from './WaitlistOfferNote';
import { rememberPaymentToken } from './payment-token';
import './registration.css';

const RegisterParticipantDocument = graphql(`
  mutation RegisterParticipant($input: RegisterParticipantInput!) {
    registerParticipant(input: $input) {
      email
      firstName
      payment {
        token
      }
    }
  }
`);

/** '/registration': the participant registration of the current edition. */
export function RegistrationPage() {
  const { t, language } = useTranslation(REGISTRATION);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  const title = t('page.title', { expoName });
  usePageTitle(title, t('page.description', { expoName }));
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterParticipantDocument);
  const errors = useFormErrors();
  const choice = useRegistrationChoice();
  const { selected, offer, offerGone, code, refreshTypes } = choice;
  const questions = selected?.questions ?? [];
  const viaCode = code.applied && !offer ? code.applied : undefined;
  // A code's type is not waited for: its places are the code's.
  const waitlisted = Boolean(selected?.soldOut) && !offer && !viaCode;
  const price = selected?.price;

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
      language: formLanguage(language),
      // A code names its type; the default type needs no naming (the old form's registrations land there too).
      ...(viaCode ? { code: viaCode.code } : selected && !selected.isDefault && !offer ? { type: selected.slug } : {}),
      ...(questions.length ? { answers: answersOf(form, questions) } : {}),
      ...(offer ? { offer: offer.token } : {}),
    };
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        email: emailProblem(input.email),
        phone: phoneProblem(input.phone),
        country: countryProblem(input.country),
        ...(input.answers
          ? answerProblems(input.answers, questions, { required: t('questions.required'), tick: t('questions.tick') })
          : {}),
      }),
    );
    if (!valid) return;
    let data;
    try {
      ({ data } = await register({ variables: { input } }));
    } catch (error) {
      // The last place went meanwhile: the choice shows it full, with its waitlist.
      if (toFormError(error).code === 'SOLD_OUT') void (viaCode ? code.refresh() : refreshTypes());
      throw error;
    }
    if (!data) return;
    // A paid type: the order holds the place; the payment page pays it and then shows it registered.
    const payment = data.registerParticipant.payment;
    if (payment) {
      rememberPaymentToken(payment.token);
      await navigate(paths.registrationPayment);
      return;
    }
    // The answer is the same for an address registered already (its holder gets the confirmation again):
    // the registration code travels by e-mail only, so the success page names the address, not a code.
    const { email, firstName } = data.registerParticipant;
    const state: RegistrationSuccessState = { email, firstName, awaitingApproval: selected?.requiresApproval };
    await navigate(paths.registrationSuccess, { state });
  }

  const { fieldErrors } = errors;

  return (
    <ExpoPage
      eyebrow={t('page.eyebrow')}
      title={title}
      intro={t('page.intro')}
      aside={
        <>
          <EventFacts site={site} />
          <section className="info-card" aria-labelledby="registration-includes-heading">
            <h2 id="registration-includes-heading">{t('receive.heading')}</h2>
            <ul className="tick-list">
              <li>
                <CheckIcon aria-hidden="true" />
                <span>{t('receive.confirmation')}</span>
              </li>
              <li>
                <CheckIcon aria-hidden="true" />
                <span>{t('receive.calendar')}</span>
              </li>
              <li>
                <CheckIcon aria-hidden="true" />
                <span>{t('receive.updates')}</span>
              </li>
            </ul>
          </section>
          <section className="info-card" aria-labelledby="registration-sponsor-heading">
            <h2 id="registration-sponsor-heading">{t('sponsor.heading')}</h2>
            <p>
              <Trans t={t} i18nKey="sponsor.text" components={{ sponsor: <Link to={paths.sponsorshipDetails} /> }} />
            </p>
          </section>
        </>
      }
    >
      <div className="form-card">
        {offerGone && <Alert>{t('offer.gone')}</Alert>}
        {offer && <WaitlistOfferNote offer={offer} timeZone={site?.expoTimeZone} />}
        <RegistrationChoiceFields
          choice={choice}
          withCode={!offer}
          timeZone={site?.expoTimeZone}
          onChange={errors.clear}
        />
        {waitlisted && selected ? (
          <WaitlistForm key={selected.slug} type={selected} />
        ) : (
          <CheckedForm
            key={offer ? 'offer' : 'form'}
            errors={errors}
            busy={loading}
            submitLabel={price ? t('form.continue') : t('form.submit')}
            busyLabel={t('form.busy')}
            aria-label={title}
            onSubmit={submit}
          >
            <p className="form__legend-note">
              <Trans t={t} i18nKey="form.required" components={{ privacy: <Link to={paths.privacy} /> }} />
            </p>
            <ParticipantChoiceFields errors={fieldErrors} />
            <NameFields errors={fieldErrors} defaults={offer} />
            <ContactFields errors={fieldErrors} defaults={offer} phoneRequired />
            <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} />
            <RegistrationQuestions questions={questions} errors={fieldErrors} />
            <CheckboxField
              label={t('form.consent', { expoName })}
              name="marketingConsent"
              hint={t('form.consentHint')}
            />
            {price && <p className="registration__paid-note">{t('form.paidNote', { price: price.formatted })}</p>}
            {errors.message && <Alert>{errors.message}</Alert>}
          </CheckedForm>
        )}
        <p className="form__after-note">
          <Trans t={t} i18nKey="form.resend" components={{ resend: <Link to={paths.registrationSuccess} /> }} />
        </p>
        <p className="form__after-note">
          <Trans
            t={t}
            i18nKey="form.group"
            components={{
              group: (
                <Link
                  to={
                    viaCode
                      ? `${paths.groupRegistration}?code=${encodeURIComponent(viaCode.code)}`
                      : paths.groupRegistration
                  }
                />
              ),
            }}
          />
        </p>
      </div>
    </ExpoPage>
  );
}
