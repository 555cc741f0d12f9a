import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { EmailField, NameFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import type { PublicRegistrationTypeFragment } from '../../../gql/graphql';
import { emailProblem, fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { formLanguage } from '../../../lib/i18n/i18n';
import { useTranslation } from '../../../lib/i18n/translation';
import { useFormErrors } from '../../../lib/use-form-errors';
import { SuccessPanel } from '../shared/SuccessPanel';
import { JoinWaitlistDocument } from './registration-documents';
import { localized } from './RegistrationQuestions';
import { REGISTRATION } from './registration-i18n';

/** A full type's waitlist: name and address, and the answer that says what happens next. */
export function WaitlistForm({ type }: { type: PublicRegistrationTypeFragment }) {
  const { t, language } = useTranslation(REGISTRATION);
  const [join, { loading }] = useMutation(JoinWaitlistDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const errors = useFormErrors();
  const name = localized(type.name, type.nameFr, language);

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const input = {
      type: type.slug,
      firstName: text(form, 'firstName'),
      lastName: text(form, 'lastName'),
      email: text(form, 'email'),
      language: formLanguage(language),
    };
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        email: emailProblem(input.email),
      }),
    );
    if (!valid) return;
    const { data } = await join({ variables: { input } });
    if (data) setAnswer(data.joinWaitlist);
  }

  if (answer) {
    return (
      <SuccessPanel>
        <p role="status">{answer}</p>
      </SuccessPanel>
    );
  }
  return (
    <section className="waitlist-card" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{t('waitlist.heading', { type: name })}</h2>
      <p>{t('waitlist.intro')}</p>
      <CheckedForm
        errors={errors}
        busy={loading}
        submitLabel={t('waitlist.submit')}
        busyLabel={t('waitlist.busy')}
        aria-label={t('waitlist.heading', { type: name })}
        onSubmit={submit}
      >
        <NameFields errors={errors.fieldErrors} />
        <EmailField error={errors.fieldErrors.email} />
        {errors.message && <Alert>{errors.message}</Alert>}
      </CheckedForm>
    </section>
  );
}
