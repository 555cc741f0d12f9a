import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../lib/i18n/translation';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { EmailField } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { MY_REGISTRATION } from './my-registration-i18n';

const SendMyLinkDocument = graphql(`
  mutation SendMyRegistrationLink($email: String!) {
    resendParticipantConfirmation(email: $email)
  }
`);

/**
 * For a visitor without a working link: the confirmation e-mail is sent again, with a new link. The
 * answer is the same whether or not the address is registered.
 */
export function LostLinkForm() {
  const { t } = useTranslation(MY_REGISTRATION);
  const [send, { loading, data }] = useMutation(SendMyLinkDocument);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const email = text(new FormData(formElement), 'email');
    if (!errors.check(fieldErrorsOf({ email: emailProblem(email) }))) return;
    await send({ variables: { email } });
  }

  return (
    <section className="private-page__card" aria-labelledby="lost-link-heading">
      <h2 id="lost-link-heading">{t('lostLink.heading')}</h2>
      <p>{t('lostLink.text')}</p>
      <CheckedForm
        errors={errors}
        busy={loading}
        submitLabel={t('lostLink.submit')}
        busyLabel={t('lostLink.busy')}
        aria-label={t('lostLink.heading')}
        onSubmit={submit}
      >
        <EmailField error={errors.fieldErrors.email} />
        {errors.message && <Alert>{errors.message}</Alert>}
        {data && <Alert tone="success">{data.resendParticipantConfirmation}</Alert>}
      </CheckedForm>
    </section>
  );
}
