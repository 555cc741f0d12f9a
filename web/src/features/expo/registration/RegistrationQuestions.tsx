import { useId } from 'react';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import type { PublicRegistrationTypeFragment, RegistrationAnswerInput } from '../../../gql/graphql';
import type { FieldErrors } from '../../../lib/form-rules';
import type { Language } from '../../../lib/i18n/languages';
import { useTranslation } from '../../../lib/i18n/translation';
import { REGISTRATION } from './registration-i18n';

type Question = PublicRegistrationTypeFragment['questions'][number];

/** A text of the organisers in the page's language: the French one when there is one. */
export const localized = (text: string, french: string | null | undefined, language: Language) =>
  (language === 'fr' && french) || text;

/**
 * The field of a question's answer: what the server names it in its errors, too (`prefix` places it,
 * e.g. `attendees.2.` for a group's third attendee).
 */
export const answerField = (key: string, prefix = '') => `${prefix}answers.${key}`;

/** The answers of a submitted form, one per question (a multiple choice gives its values). */
export function answersOf(form: FormData, questions: readonly Question[], prefix = ''): RegistrationAnswerInput[] {
  return questions.map((q) => {
    const name = answerField(q.key, prefix);
    if (q.kind === 'MULTIPLE_CHOICE') return { key: q.key, values: form.getAll(name).map(String) };
    if (q.kind === 'YES_NO') return { key: q.key, value: form.get(name) === 'on' ? 'yes' : 'no' };
    const value = form.get(name);
    return { key: q.key, value: typeof value === 'string' ? value.trim() : '' };
  });
}

/** What the form says before sending: a required question left unanswered. */
export function answerProblems(
  answers: readonly RegistrationAnswerInput[],
  questions: readonly Question[],
  message: { required: string; tick: string },
  prefix = '',
): Record<string, string | undefined> {
  return Object.fromEntries(
    questions.map((q, i) => {
      const answer = answers[i]!;
      const missing =
        q.kind === 'MULTIPLE_CHOICE'
          ? !answer.values?.length
          : q.kind === 'YES_NO'
            ? answer.value !== 'yes'
            : !answer.value;
      return [
        answerField(q.key, prefix),
        q.required && missing ? (q.kind === 'YES_NO' ? message.tick : message.required) : undefined,
      ];
    }),
  );
}

/** The questions of the chosen registration type, each answered the way its kind says. */
export function RegistrationQuestions({
  questions,
  errors,
  prefix = '',
}: {
  questions: readonly Question[];
  errors: FieldErrors;
  prefix?: string;
}) {
  const { t, language } = useTranslation(REGISTRATION);
  const headingId = useId();
  if (!questions.length) return null;
  return (
    <fieldset className="registration-questions" aria-labelledby={headingId}>
      <legend id={headingId} className="registration-questions__legend">
        {t('questions.legend')}
      </legend>
      {questions.map((q) => (
        <Answer
          key={q.key}
          question={q}
          name={answerField(q.key, prefix)}
          language={language}
          error={errors[answerField(q.key, prefix)]}
        />
      ))}
    </fieldset>
  );
}

function Answer({
  question: q,
  name,
  language,
  error,
}: {
  question: Question;
  name: string;
  language: Language;
  error?: string | undefined;
}) {
  const { t } = useTranslation(REGISTRATION);
  const label = localized(q.label, q.labelFr, language);
  const options = q.options.map((o) => ({ value: o.value, label: localized(o.label, o.labelFr, language) }));
  const errorId = useId();
  switch (q.kind) {
    case 'LONG_TEXT':
      return <TextAreaField label={label} name={name} rows={3} maxLength={2000} required={q.required} error={error} />;
    case 'CHOICE':
      return (
        <SelectField
          label={label}
          name={name}
          required={q.required}
          defaultValue=""
          options={[{ value: '', label: t('questions.choose') }, ...options]}
          error={error}
        />
      );
    case 'MULTIPLE_CHOICE':
      return (
        <fieldset
          className="registration-question-choices"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <legend className="field__label">
            {label}
            {q.required && <span aria-hidden="true"> *</span>}
          </legend>
          {options.map((o) => (
            <CheckboxField key={o.value} label={o.label} name={name} value={o.value} />
          ))}
          {error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          )}
        </fieldset>
      );
    case 'YES_NO':
      return (
        <div>
          <CheckboxField
            label={q.required ? `${label} *` : label}
            name={name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          )}
        </div>
      );
    default:
      return (
        <TextField label={label} name={name} maxLength={200} required={q.required} autoComplete="off" error={error} />
      );
  }
}
