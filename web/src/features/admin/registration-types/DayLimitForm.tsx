import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { RegistrationDayFieldsFragment } from '../../../gql/graphql';
import { fieldErrorsOf, text } from '../../../lib/form-rules';
import { formatProgrammeDay } from '../../../lib/programme';
import { useFormErrors } from '../../../lib/use-form-errors';
import { LiveNotice, type Notice } from '../components/LiveNotice';

graphql(`
  fragment RegistrationDayFields on RegistrationDayCount {
    day
    registered
    awaitingApproval
    paid
    waiting
    checkedIn
    capacity
    held
    placesLeft
  }
`);

const SetExpoDayCapacityDocument = graphql(`
  mutation SetExpoDayCapacity($day: String!, $capacity: Int) {
    setExpoDayCapacity(day: $day, capacity: $capacity) {
      ...RegistrationDayFields
    }
  }
`);

/** '12000' or '12,000' -> 12000; null unless a whole number of people. */
function peopleOf(typed: string): number | null {
  const cleaned = typed.replace(/[\s,]/g, '');
  return /^\d{1,8}$/.test(cleaned) ? Number(cleaned) : null;
}

/** One expo day's limit of people over every type: set, changed or removed (left empty). */
export function DayLimitForm({ day }: { day: RegistrationDayFieldsFragment }) {
  const [setLimit, { loading }] = useMutation(SetExpoDayCapacityDocument, {
    refetchQueries: ['AdminRegistrationCounts', 'AdminRegistrationTypes'],
  });
  const errors = useFormErrors();
  const [notice, setNotice] = useState<Notice | null>(null);
  const label = formatProgrammeDay(day.day);
  // Named as the API names it: a refusal's field error lands under it (each day has its own form).
  const name = 'capacity';

  async function submit(formElement: HTMLFormElement) {
    setNotice(null);
    const typed = text(new FormData(formElement), name);
    const capacity = typed ? peopleOf(typed) : null;
    const valid = errors.check(
      fieldErrorsOf({
        [name]:
          typed && capacity == null
            ? 'Please give the limit as a whole number of people, e.g. 12000 (or leave it empty for none).'
            : undefined,
      }),
    );
    if (!valid) return;
    const saved = (await setLimit({ variables: { day: day.day, capacity } })).data?.setExpoDayCapacity;
    setNotice({
      tone: 'success',
      text:
        saved?.capacity != null
          ? `${label} admits ${saved.capacity.toLocaleString('en')} people: ${saved.held.toLocaleString('en')} places held.`
          : `${label} has no limit of its own now.`,
    });
  }

  return (
    <CheckedForm
      errors={errors}
      busy={loading}
      submitLabel="Save limit"
      busyLabel="Saving…"
      aria-label={`Limit of ${label}`}
      onSubmit={submit}
      errorFields={{ BAD_USER_INPUT: name }}
    >
      <TextField
        label={`Limit of people on ${label}`}
        name={name}
        inputMode="numeric"
        hint={`${day.held.toLocaleString('en')} places held now; empty: no limit of its own.`}
        defaultValue={day.capacity != null ? String(day.capacity) : ''}
        error={errors.fieldErrors[name]}
      />
      {errors.message && !errors.fieldErrors[name] && <Alert>{errors.message}</Alert>}
      <LiveNotice notice={notice} />
    </CheckedForm>
  );
}
