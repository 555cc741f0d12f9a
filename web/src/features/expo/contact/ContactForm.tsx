import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import { emailProblem, fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';

const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);

/** Mirrors the API's rule, so a too-short message is caught before a round trip. */
const MESSAGE_MIN_LENGTH = 10;

export function ContactForm() {
  const [send, { loading }] = useMutation(SendContactMessageDocument);
  const [answer, setAnswer] = useState<string | null>(null);
  const { attachForm, ...errors } = useFormErrors();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    const formElement = event.currentTarget;
    setAnswer(null);
    const form = new FormData(formElement);
    const input = { name: text(form, 'name'), email: text(form, 'email'), message: text(form, 'message') };
    const valid = errors.check(
      fieldErrorsOf({
        name: requiredProblem(input.name, 'name'),
        email: emailProblem(input.email),
        message:
          input.message.length < MESSAGE_MIN_LENGTH
            ? `Please write a message of at least ${MESSAGE_MIN_LENGTH} characters.`
            : undefined,
      }),
    );
    if (!valid) return;
    try {
      const { data } = await send({ variables: { input } });
      if (!data) return;
      setAnswer(data.sendContactMessage);
      formElement.reset();
    } catch (error) {
      errors.showError(error);
    }
  }

  const { fieldErrors } = errors;

  return (
    <div className="form-card">
      <h2 id="contact-form-heading" className="contact-form__title">
        Send us a message
      </h2>
      <form
        ref={attachForm}
        className="form"
        noValidate
        aria-labelledby="contact-form-heading"
        onSubmit={(event) => void handleSubmit(event)}
        onChange={errors.clearFieldOnChange}
      >
        <p className="form__legend-note">Fields marked * are required.</p>
        <div className="form__row">
          <TextField label="Your name" name="name" autoComplete="name" required error={fieldErrors.name} />
          <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
        </div>
        <TextAreaField label="Message" name="message" required maxLength={5000} error={fieldErrors.message} />
        {errors.message && <Alert>{errors.message}</Alert>}
        {answer && <Alert tone="success">{answer}</Alert>}
        <div className="form__actions">
          <Button type="submit" loading={loading} loadingText="Sending…">
            Send message
          </Button>
        </div>
      </form>
    </div>
  );
}
