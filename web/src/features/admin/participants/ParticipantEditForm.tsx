import { useMutation } from '@apollo/client/react';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { ContactFields, NameFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { SelectField } from '../../../components/ui/SelectField';
import { graphql } from '../../../gql';
import type { AdminParticipantDetailsQuery } from '../../../gql/graphql';
import { emailProblem, fieldErrorsOf, requiredProblem, text } from '../../../lib/form-rules';
import { choiceOf, GENDER_LABELS, optionsOf, PARTICIPANT_TITLE_LABELS } from '../../../lib/participant';
import { useFormErrors } from '../../../lib/use-form-errors';
import { LanguageField, languageOf } from '../components/LanguageField';
import { ReasonField, reasonProblem } from '../components/ReasonField';

const UpdateParticipantDocument = graphql(`
  mutation UpdateParticipant($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) {
    updateParticipant(id: $id, input: $input, reason: $reason) {
      ...AdminParticipantRowFields
      title
      gender
      language
    }
  }
`);

const TITLE_OPTIONS = optionsOf(PARTICIPANT_TITLE_LABELS);
const GENDER_OPTIONS = optionsOf(GENDER_LABELS);

type Participant = NonNullable<AdminParticipantDetailsQuery['adminParticipant']>;

/**
 * The registration form's fields, filled with the participant's details, and the reason for the change.
 * The same checks as the public form run first; the server's answer names any field it refuses.
 */
export function ParticipantEditForm({ participant, onDone }: { participant: Participant; onDone: () => void }) {
  const [update, { loading }] = useMutation(UpdateParticipantDocument, { refetchQueries: ['RecordHistory'] });
  const errors = useFormErrors();
  const { fieldErrors } = errors;

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
      language: languageOf(form),
    };
    const reason = text(form, 'reason');
    const valid = errors.check(
      fieldErrorsOf({
        firstName: requiredProblem(input.firstName, 'first name'),
        lastName: requiredProblem(input.lastName, 'last name'),
        email: emailProblem(input.email),
        phone: requiredProblem(input.phone, 'phone number'),
        country: countryProblem(input.country),
        reason: reasonProblem(reason),
      }),
    );
    if (!valid) return;
    await update({ variables: { id: participant.id, input, reason } });
    onDone();
  }

  return (
    <CheckedForm
      errors={errors}
      busy={loading}
      submitLabel="Save changes"
      busyLabel="Saving…"
      aria-label="Edit the participant’s details"
      onSubmit={submit}
    >
      <div className="form__row form__row--pair">
        <SelectField
          label="Title"
          name="title"
          placeholder="Select"
          options={TITLE_OPTIONS}
          defaultValue={participant.title ?? ''}
          error={fieldErrors.title}
        />
        <SelectField
          label="Gender"
          name="gender"
          placeholder="Select"
          options={GENDER_OPTIONS}
          defaultValue={participant.gender ?? ''}
          error={fieldErrors.gender}
        />
      </div>
      <NameFields errors={fieldErrors} defaults={participant} />
      <ContactFields errors={fieldErrors} defaults={participant} phoneRequired />
      <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} defaults={participant} countryRequired />
      <LanguageField defaultValue={participant.language} error={fieldErrors.language} />
      <ReasonField error={fieldErrors.reason} />
      {errors.message && <Alert>{errors.message}</Alert>}
    </CheckedForm>
  );
}
