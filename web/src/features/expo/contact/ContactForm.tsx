import { formLanguage } from '../../../lib/i18n/i18n';
import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { EmailField } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, text, TEXT_LIMITS } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { CONTACT } from './contact-i18n';

const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

/** Mirrors the API's rule, so a too-short message is caught before a round trip. */
const MESSAGE_MIN_LENGTH = 10;

export function ContactForm() {
  const { t, language } = useTranslation(CONTACT);
  const [send, { loading }] = useMutation(SendContactMessageDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    setAnswer(null);
    const form = new FormData(formElement);
    const input = {
      name: text(form, 'name'),
      email: text(form, 'email'),
      message: text(form, 'message'),
      language: formLanguage(language),
    };
    const valid = errors.check(
      fieldErrorsOf({
        name: input.name ? undefined : t('form.nameRequired'),
        // The shared rule decides; the words are this page's, in its language.
        email: !input.email ? t('form.emailRequired') : emailProblem(input.email) ? t('form.emailInvalid') : undefined,
        message:
          input.message.length < MESSAGE_MIN_LENGTH
            ? t('form.messageTooShort', { min: MESSAGE_MIN_LENGTH })
            : undefined,
      }),
    );
    if (!valid) return;
    const { data } = await send({ variables: { input } });
    if (!data) return;
    setAnswer(data.sendContactMessage);
    formElement.reset();
  }

  const { fieldErrors } = errors;

  return (
    <div className="form-card">
      <h2 id="contact-form-heading" className="contact-form__title">
        {t('form.title')}
      </h2>
      <CheckedForm
        errors={errors}
        busy={loading}
        submitLabel={t('form.submit')}
        busyLabel={t('form.busy')}
        aria-labelledby="contact-form-heading"
        onSubmit={submit}
      >
        <p className="form__legend-note">
          <Trans t={t} i18nKey="form.note" components={{ policy: <Link to={paths.privacy} /> }} />
        </p>
        <div className="form__row">
          <TextField
            label={t('form.name')}
            name="name"
            autoComplete="name"
            maxLength={TEXT_LIMITS.contactName}
            required
            error={fieldErrors.name}
          />
          <EmailField error={fieldErrors.email} />
        </div>
        <TextAreaField
          label={t('form.message')}
          name="message"
          required
          maxLength={TEXT_LIMITS.message}
          error={fieldErrors.message}
        />
        {errors.message && <Alert>{errors.message}</Alert>}
        {answer && <Alert tone="success">{answer}</Alert>}
      </CheckedForm>
    </div>
  );
}
