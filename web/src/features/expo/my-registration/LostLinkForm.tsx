import { useMutation } from '@apollo/client/react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { EmailField } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';

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
  const [send, { loading, data }] = useMutation(SendMyLinkDocument);
  const errors = useFormErrors();

  async function submit(formElement: HTMLFormElement) {
    const email = text(new FormData(formElement), 'email');
    if (!errors.check(fieldErrorsOf({ email: emailProblem(email) }))) return;
    await send({ variables: { email } });
  }

  return (
    <section className="my-registration__card" aria-labelledby="lost-link-heading">
      <h2 id="lost-link-heading">Get your link by e-mail</h2>
      <p>
        Enter the e-mail address you registered with. If it is registered, we send your confirmation again with a new
        link to this page; earlier links stop working.
      </p>
      <CheckedForm
        errors={errors}
        busy={loading}
        submitLabel="Send my link"
        busyLabel="Sending…"
        aria-label="Get your link by e-mail"
        onSubmit={submit}
      >
        <EmailField error={errors.fieldErrors.email} />
        {errors.message && <Alert>{errors.message}</Alert>}
        {data && <Alert tone="success">{data.resendParticipantConfirmation}</Alert>}
      </CheckedForm>
    </section>
  );
}
