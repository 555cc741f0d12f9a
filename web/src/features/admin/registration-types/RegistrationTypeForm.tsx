import { useId, useState } from 'react';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import type { RegistrationTypeFieldsFragment, RegistrationTypeInput } from '../../../gql/graphql';
import type { QuestionKind } from '../../../gql/schema-enums';
import { fieldErrorsOf, text } from '../../../lib/form-rules';
import { currencyCodeOf, currencyName, majorUnitsText, minorUnitsOf } from '../../../lib/money';
import { expoDays, formatProgrammeDay, venueZoneName } from '../../../lib/programme';
import { useFormErrors } from '../../../lib/use-form-errors';
import { venueInstant, venueLocal } from '../../../lib/venue-time';
import type { ExpoCalendar } from '../programme/SessionForm';
import './registration-types-admin.css';

const MAX_QUESTIONS = 20;

export const QUESTION_KINDS: { kind: QuestionKind; label: string }[] = [
  { kind: 'TEXT', label: 'Short text' },
  { kind: 'LONG_TEXT', label: 'Long text' },
  { kind: 'CHOICE', label: 'One of several options' },
  { kind: 'MULTIPLE_CHOICE', label: 'Any of several options' },
  { kind: 'YES_NO', label: 'A box to tick' },
];
const hasOptions = (kind: QuestionKind) => kind === 'CHOICE' || kind === 'MULTIPLE_CHOICE';

interface QuestionRow {
  /** Keeps React's rows apart while questions are added and removed. */
  row: number;
  key: string;
  kind: QuestionKind;
  label: string;
  labelFr: string;
  required: boolean;
  /** One option per line: "English label | French label" (the French part optional). */
  options: string;
  /** The stored values of the options the type had, by English label: kept when a label is unchanged. */
  values: Map<string, string>;
}

/** A question's key as the form suggests it from its wording: "Job title" → "job_title". */
function keyOf(label: string): string {
  const key = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);
  return /^[a-z]/.test(key) ? key : key ? `q_${key}`.slice(0, 40) : '';
}

function optionsOf(q: QuestionRow) {
  return q.options
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([label]) => label)
    .map(([label, labelFr]) => ({
      value: q.values.get(label!) ?? (keyOf(label!) || label!.slice(0, 80)),
      label: label!,
      labelFr: labelFr || null,
    }));
}

/** The edition's days and zone, and the currencies a price can be in (the site's own first). */
export interface TypeCalendar extends ExpoCalendar {
  currency: string;
  currencies: readonly string[];
}

interface RegistrationTypeFormProps {
  calendar: TypeCalendar;
  type?: RegistrationTypeFieldsFragment;
  submitLabel: string;
  busyLabel: string;
  /** Saves; throws what the request threw, so the form can show it. */
  onSubmit: (input: RegistrationTypeInput) => Promise<void>;
}

/** A registration type's settings and questions, for adding one and for changing one. */
export function RegistrationTypeForm({ calendar, type, submitLabel, busyLabel, onSubmit }: RegistrationTypeFormProps) {
  const errors = useFormErrors();
  const daysId = useId();
  const [busy, setBusy] = useState(false);
  const [questions, setQuestions] = useState<QuestionRow[]>(
    (type?.questions ?? []).map((q, row) => ({
      row,
      key: q.key,
      kind: q.kind,
      label: q.label,
      labelFr: q.labelFr ?? '',
      required: q.required,
      options: q.options.map((o) => (o.labelFr ? `${o.label} | ${o.labelFr}` : o.label)).join('\n'),
      values: new Map(q.options.map((o) => [o.label, o.value])),
    })),
  );
  const [nextRow, setNextRow] = useState(questions.length);
  const days = expoDays(calendar.expoStartDate, calendar.expoEndDate);
  const zone = calendar.expoTimeZone;
  const zoneName = venueZoneName(zone, calendar.expoStartDate);

  const change = (row: number, patch: Partial<QuestionRow>) =>
    setQuestions((rows) => rows.map((q) => (q.row === row ? { ...q, ...patch } : q)));

  function addQuestion() {
    setQuestions((rows) => [
      ...rows,
      {
        row: nextRow,
        key: '',
        kind: 'TEXT',
        label: '',
        labelFr: '',
        required: false,
        options: '',
        values: new Map(),
      },
    ]);
    setNextRow((n) => n + 1);
  }

  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const capacity = text(data, 'capacity');
    const price = text(data, 'priceCents');
    // Empty or zero is free; anything else must be an amount.
    const priceCents = !price || /^0+([.,]0{1,2})?$/.test(price.trim()) ? 0 : minorUnitsOf(price);
    const salesStart = text(data, 'salesStartAt');
    const salesEnd = text(data, 'salesEndAt');
    const input: RegistrationTypeInput = {
      name: text(data, 'name'),
      nameFr: text(data, 'nameFr') || null,
      slug: text(data, 'slug') || null,
      description: text(data, 'description'),
      descriptionFr: text(data, 'descriptionFr') || null,
      days: data.getAll('days').map(String),
      capacity: capacity ? Number(capacity) : null,
      priceCents: priceCents ?? null,
      currency: priceCents ? currencyCodeOf(text(data, 'currency') || calendar.currency) : null,
      salesStartAt: salesStart ? venueInstant(salesStart, zone) : null,
      salesEndAt: salesEnd ? venueInstant(salesEnd, zone) : null,
      hidden: data.get('hidden') === 'on',
      isDefault: type?.isDefault || data.get('isDefault') === 'on',
      requiresCode: data.get('requiresCode') === 'on',
      requiresApproval: data.get('requiresApproval') === 'on',
      sponsorPasses: data.get('sponsorPasses') === 'on',
      position: Number(text(data, 'position') || 0),
      badgeColour: text(data, 'badgeColour') || null,
      questions: questions.map((q) => ({
        key: q.key.trim() || keyOf(q.label),
        kind: q.kind,
        label: q.label.trim(),
        labelFr: q.labelFr.trim() || null,
        required: q.required,
        options: hasOptions(q.kind) ? optionsOf(q) : [],
      })),
    };
    const problems: Record<string, string | undefined> = {
      name: input.name ? undefined : 'Please enter the name.',
      days: input.days.length ? undefined : 'Please choose at least one day.',
      capacity:
        capacity && !(Number.isInteger(input.capacity) && input.capacity! >= 1)
          ? 'Capacity is a whole number of places, at least 1 (leave it empty for no limit).'
          : undefined,
      priceCents:
        priceCents == null
          ? 'Please give the price as an amount, e.g. 25000 or 25000.00 (empty or 0: free).'
          : undefined,
      salesEndAt:
        input.salesStartAt && input.salesEndAt && input.salesEndAt <= input.salesStartAt
          ? 'Sales must end after they start.'
          : undefined,
    };
    input.questions!.forEach((q, i) => {
      problems[`questions.${i}.label`] = q.label ? undefined : 'Please enter the question.';
      problems[`questions.${i}.options`] =
        hasOptions(q.kind) && q.options!.length < 2 ? 'Give at least two options, one per line.' : undefined;
    });
    if (!errors.check(fieldErrorsOf(problems))) return;
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      setBusy(false);
      throw error;
    }
  }

  const { fieldErrors } = errors;
  return (
    <CheckedForm errors={errors} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} onSubmit={submit}>
      {errors.message && <Alert>{errors.message}</Alert>}
      <div className="form__row">
        <TextField
          label="Name"
          name="name"
          required
          maxLength={80}
          autoComplete="off"
          defaultValue={type?.name}
          error={fieldErrors.name}
        />
        <TextField
          label="Name in French"
          name="nameFr"
          maxLength={80}
          autoComplete="off"
          lang="fr"
          defaultValue={type?.nameFr ?? ''}
          error={fieldErrors.nameFr}
        />
      </div>
      <TextField
        label="Link name"
        name="slug"
        maxLength={60}
        autoComplete="off"
        defaultValue={type?.slug ?? ''}
        hint="Lower-case words joined by -, e.g. trade-visitor: the form opens on this type at /registration?type=… Made from the name when empty."
        error={fieldErrors.slug}
      />
      <TextAreaField
        label="What it includes"
        name="description"
        rows={3}
        maxLength={2000}
        defaultValue={type?.description}
        error={fieldErrors.description}
      />
      <TextAreaField
        label="What it includes, in French"
        name="descriptionFr"
        rows={3}
        maxLength={2000}
        lang="fr"
        defaultValue={type?.descriptionFr ?? ''}
        error={fieldErrors.descriptionFr}
      />
      <fieldset className="type-days" aria-describedby={fieldErrors.days ? `${daysId}-error` : undefined}>
        <legend className="type-days__legend">Days it admits to</legend>
        {days.map((day) => (
          <CheckboxField
            key={day}
            label={formatProgrammeDay(day)}
            name="days"
            value={day}
            defaultChecked={type ? type.days.includes(day) : true}
          />
        ))}
        {fieldErrors.days && (
          <p id={`${daysId}-error`} className="field__error">
            {fieldErrors.days}
          </p>
        )}
      </fieldset>
      <div className="form__row">
        <TextField
          label="Places"
          name="capacity"
          type="number"
          inputMode="numeric"
          min={1}
          defaultValue={type?.capacity ?? ''}
          hint="Empty for no limit. When they are all taken, the form offers a waitlist."
          error={fieldErrors.capacity}
        />
        <TextField
          label="Order on the form"
          name="position"
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          defaultValue={type?.position ?? 0}
          hint="Lowest first."
          error={fieldErrors.position}
        />
        <TextField
          label="Badge colour"
          name="badgeColour"
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          defaultValue={type?.badgeColour ?? ''}
          hint="The band of its badges, as #rrggbb (e.g. #1f6f5c), so the door tells the types apart. Empty: the expo’s."
          error={fieldErrors.badgeColour}
        />
      </div>
      <div className="form__row">
        <TextField
          label="Price"
          name="priceCents"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={type?.price ? majorUnitsText(type.price.amount) : ''}
          hint="Empty or 0: free. Otherwise paid by card when registering, the place held while the person pays."
          error={fieldErrors.priceCents}
        />
        <SelectField
          label="Currency"
          name="currency"
          options={calendar.currencies.map((c) => ({ value: c, label: currencyName(c) }))}
          defaultValue={type?.price?.currency ?? calendar.currency}
        />
      </div>
      <div className="form__row">
        <TextField
          label="Sales start"
          name="salesStartAt"
          type="datetime-local"
          defaultValue={type?.salesStartAt ? venueLocal(type.salesStartAt, zone) : ''}
          hint={`At the venue (${zoneName}). Empty: on sale now.`}
          error={fieldErrors.salesStartAt}
        />
        <TextField
          label="Sales end"
          name="salesEndAt"
          type="datetime-local"
          defaultValue={type?.salesEndAt ? venueLocal(type.salesEndAt, zone) : ''}
          hint={`At the venue (${zoneName}). Empty: until the expo.`}
          error={fieldErrors.salesEndAt}
        />
      </div>
      <CheckboxField
        label="Hidden: only reached by its own link"
        name="hidden"
        defaultChecked={type?.hidden ?? false}
        hint="For invitations (press, hosted buyers): the form does not list it."
      />
      <CheckboxField
        label="Only with an access code"
        name="requiresCode"
        defaultChecked={type?.requiresCode ?? false}
        hint="Registering as it needs one of its access codes (Access codes page); a link alone is not enough."
      />
      <CheckboxField
        label="Needs approval"
        name="requiresApproval"
        defaultChecked={type?.requiresApproval ?? false}
        hint="Each registration waits for an organiser to approve it (on the participant’s page) before its ticket is e-mailed. Free types only."
      />
      <CheckboxField
        label="Sponsors’ VIP passes register as this type"
        name="sponsorPasses"
        defaultChecked={type?.sponsorPasses ?? false}
        hint="Each approved sponsor gets an access code for it with their package’s VIP passes, and sees who used them."
      />
      {type?.isDefault ? (
        <p className="type-default-note">
          This is the default type: registrations that name no type (the old registration form) land here. Make another
          type the default to change that.
        </p>
      ) : (
        <CheckboxField
          label="Make this the default type"
          name="isDefault"
          defaultChecked={false}
          hint="Registrations that name no type land here; the current default stops being it."
        />
      )}
      <fieldset className="type-questions">
        <legend className="type-questions__legend">Questions</legend>
        {questions.length === 0 && <p className="type-questions__none">No questions beyond name and contact.</p>}
        {questions.map((q, i) => (
          <div key={q.row} className="type-question" role="group" aria-label={`Question ${i + 1}`}>
            <div className="form__row">
              <TextField
                label="Question"
                name={`questions.${i}.label`}
                required
                maxLength={200}
                autoComplete="off"
                value={q.label}
                onChange={(event) => change(q.row, { label: event.target.value })}
                error={fieldErrors[`questions.${i}.label`]}
              />
              <TextField
                label="Question in French"
                name={`questions.${i}.labelFr`}
                maxLength={200}
                autoComplete="off"
                lang="fr"
                value={q.labelFr}
                onChange={(event) => change(q.row, { labelFr: event.target.value })}
                error={fieldErrors[`questions.${i}.labelFr`]}
              />
            </div>
            <div className="form__row">
              <SelectField
                label="Answer"
                name={`questions.${i}.kind`}
                value={q.kind}
                onChange={(event) => change(q.row, { kind: event.target.value as QuestionKind })}
                options={QUESTION_KINDS.map((k) => ({ value: k.kind, label: k.label }))}
                error={fieldErrors[`questions.${i}.kind`]}
              />
              <TextField
                label="Key"
                name={`questions.${i}.key`}
                maxLength={40}
                autoComplete="off"
                value={q.key}
                placeholder={keyOf(q.label)}
                onChange={(event) => change(q.row, { key: event.target.value })}
                hint="The export’s column; from the question when empty."
                error={fieldErrors[`questions.${i}.key`]}
              />
            </div>
            {hasOptions(q.kind) && (
              <TextAreaField
                label="Options"
                name={`questions.${i}.options`}
                rows={3}
                value={q.options}
                onChange={(event) => change(q.row, { options: event.target.value })}
                hint="One per line; add the French after a |, e.g. “Retail | Commerce”."
                error={fieldErrors[`questions.${i}.options`]}
              />
            )}
            <CheckboxField
              label={q.kind === 'YES_NO' ? 'Required: the box must be ticked' : 'Required'}
              name={`questions.${i}.required`}
              checked={q.required}
              onChange={(event) => change(q.row, { required: event.target.checked })}
            />
            <Button
              variant="ghost"
              onClick={() => setQuestions((rows) => rows.filter((row) => row.row !== q.row))}
              aria-label={`Remove question ${i + 1}${q.label ? ` (${q.label})` : ''}`}
            >
              Remove question
            </Button>
          </div>
        ))}
        {questions.length < MAX_QUESTIONS && (
          <Button variant="secondary" onClick={addQuestion}>
            Add a question
          </Button>
        )}
      </fieldset>
    </CheckedForm>
  );
}
