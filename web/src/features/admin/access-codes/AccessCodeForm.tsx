import { useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import type { AccessCodeFieldsFragment, AccessCodeInput } from '../../../gql/graphql';
import { fieldErrorsOf, text } from '../../../lib/form-rules';
import { useFormErrors } from '../../../lib/use-form-errors';
import { venueInstant, venueLocal } from '../../../lib/venue-time';

interface AccessCodeFormProps {
  zone: string;
  /** The code edited (its code and type stay); absent for a new one. */
  code?: AccessCodeFieldsFragment;
  /** For a new code: the types it can be for. */
  types?: readonly { id: string; name: string; requiresCode: boolean }[];
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: AccessCodeInput) => Promise<void>;
}

/** A code's places, note and end; for a new one also its type and, if the organisers choose it, its text. */
export function AccessCodeForm({ zone, code, types, submitLabel, busyLabel, onSubmit }: AccessCodeFormProps) {
  const errors = useFormErrors();
  const [busy, setBusy] = useState(false);

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const places = Number(text(data, 'places'));
    const validUntil = text(data, 'validUntil');
    const input: AccessCodeInput = {
      code: code ? code.code : text(data, 'code') || null,
      typeId: code ? code.type.id : text(data, 'typeId'),
      places,
      note: text(data, 'note'),
      validUntil: validUntil ? venueInstant(validUntil, zone) : null,
    };
    const valid = errors.check(
      fieldErrorsOf({
        typeId: input.typeId ? undefined : 'Please choose the registration type the code is for.',
        places: Number.isInteger(places) && places >= 1 ? undefined : 'Places is a whole number, at least 1.',
        code:
          input.code && !/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/.test(input.code.trim())
            ? 'A code is letters and digits, dashes between them (e.g. PRESS-2026).'
            : undefined,
      }),
    );
    if (!valid) return;
    setBusy(true);
    try {
      await onSubmit(input);
    } finally {
      setBusy(false);
    }
  }

  const { fieldErrors } = errors;
  return (
    <CheckedForm errors={errors} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onSubmit={submit}>
      {errors.message && <Alert>{errors.message}</Alert>}
      {!code && (
        <div className="form__row">
          <SelectField
            label="Registers as"
            name="typeId"
            required
            options={[
              { value: '', label: 'Choose a type' },
              ...(types ?? []).map((t) => ({
                value: t.id,
                label: t.requiresCode ? `${t.name} (with a code only)` : t.name,
              })),
            ]}
            error={fieldErrors.typeId}
          />
          <TextField
            label="Code"
            name="code"
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            hint="Letters, digits and dashes (e.g. PRESS-2026). Empty: one is made up."
            error={fieldErrors.code}
          />
        </div>
      )}
      <div className="form__row">
        <TextField
          label="Places"
          name="places"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          required
          defaultValue={code?.places ?? ''}
          hint="How many people can register with it."
          error={fieldErrors.places}
        />
        <TextField
          label="Valid until"
          name="validUntil"
          type="datetime-local"
          defaultValue={code?.validUntil ? venueLocal(code.validUntil, zone) : ''}
          hint="At the venue. Empty: as long as the type is on sale."
          error={fieldErrors.validUntil}
        />
      </div>
      <TextField
        label="Note"
        name="note"
        maxLength={500}
        autoComplete="off"
        defaultValue={code?.note ?? ''}
        hint="Who it is for, e.g. “Nigerian press, via the PR agency”."
        error={fieldErrors.note}
      />
    </CheckedForm>
  );
}
