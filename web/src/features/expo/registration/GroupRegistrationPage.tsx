import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { AddressFields, addressInput, countryProblem } from '../../../components/forms/AddressFields';
import { CheckedForm } from '../../../components/forms/CheckedForm';
import { ContactFields, NameFields } from '../../../components/forms/PersonFields';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { PublicRegistrationTypeFragment } from '../../../gql/graphql';
import {
  emailProblem,
  fieldErrorsOf,
  type FieldErrors,
  phoneProblem,
  requiredProblem,
  text,
} from '../../../lib/form-rules';
import { toFormError } from '../../../lib/errors';
import { TEXT_LIMITS } from '../../../lib/text-limits';
import { formLanguage } from '../../../lib/i18n/i18n';
import { Trans, useTranslation } from '../../../lib/i18n/translation';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { useFormErrors } from '../../../lib/use-form-errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import type { RegistrationSuccessState } from './participant-options';
import { REGISTRATION } from './registration-i18n';
import { answerProblems, answersOf, localized, RegistrationQuestions } from './RegistrationQuestions';
import { RegistrationChoiceFields } from './RegistrationChoiceFields';
import { useRegistrationChoice } from './use-registration-choice';
import './registration.css';

const RegisterGroupDocument = graphql(`
  mutation RegisterGroup($input: GroupRegistrationInput!) {
    registerGroup(input: $input) {
      attendees {
        firstName
        lastName
        email
      }
    }
  }
`);

/** The most people one group registration names (the API's limit). */
export const GROUP_MAX_ATTENDEES = 20;

/** The names the API gives an attendee's fields: `attendees.<i>.<field>`. */
const attendeePrefix = (i: number) => `attendees.${i}.`;

/**
 * '/group-registration': one person (a company's contact) registers several people of one type at once;
 * each gets their own confirmation, QR code and private link, the contact a summary.
 */
export function GroupRegistrationPage() {
  const { t, language } = useTranslation(REGISTRATION);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  const title = t('group.title', { expoName });
  usePageTitle(title, t('group.description', { expoName }));
  const navigate = useNavigate();
  const [register, { loading }] = useMutation(RegisterGroupDocument);
  const errors = useFormErrors();
  const choice = useRegistrationChoice();
  const { selected, code, refreshTypes } = choice;
  const viaCode = code.applied;
  const questions = selected?.questions ?? [];
  const full = Boolean(selected?.soldOut) && !viaCode;
  const people = useAttendeeList();

  async function submit(formElement: HTMLFormElement) {
    const form = new FormData(formElement);
    const attendees = people.keys.map((_, i) => {
      const prefix = attendeePrefix(i);
      return {
        firstName: text(form, `${prefix}firstName`),
        lastName: text(form, `${prefix}lastName`),
        email: text(form, `${prefix}email`),
        phone: text(form, `${prefix}phone`) || null,
        ...(questions.length ? { answers: answersOf(form, questions, prefix) } : {}),
      };
    });
    const input = {
      company: text(form, 'company') || null,
      contact: {
        firstName: text(form, 'contact.firstName'),
        lastName: text(form, 'contact.lastName'),
        email: text(form, 'contact.email'),
        phone: text(form, 'contact.phone'),
      },
      ...addressInput(form),
      language: formLanguage(language),
      ...(viaCode ? { code: viaCode.code } : selected && !selected.isDefault ? { type: selected.slug } : {}),
      attendees,
    };
    const seen = new Set<string>();
    const valid = errors.check(
      fieldErrorsOf({
        'contact.firstName': requiredProblem(input.contact.firstName, 'first name'),
        'contact.lastName': requiredProblem(input.contact.lastName, 'last name'),
        'contact.email': emailProblem(input.contact.email),
        'contact.phone': phoneProblem(input.contact.phone),
        country: countryProblem(input.country),
        ...Object.assign(
          {},
          ...attendees.map((a, i) => {
            const prefix = attendeePrefix(i);
            const email = a.email.toLowerCase();
            const twice = email && seen.has(email);
            seen.add(email);
            return {
              [`${prefix}firstName`]: requiredProblem(a.firstName, 'first name'),
              [`${prefix}lastName`]: requiredProblem(a.lastName, 'last name'),
              [`${prefix}email`]: emailProblem(a.email) ?? (twice ? t('group.sameEmail') : undefined),
              [`${prefix}phone`]: a.phone ? phoneProblem(a.phone) : undefined,
              ...(a.answers
                ? answerProblems(
                    a.answers,
                    questions,
                    { required: t('questions.required'), tick: t('questions.tick') },
                    prefix,
                  )
                : {}),
            };
          }),
        ),
      }),
    );
    if (!valid) return;
    let data;
    try {
      ({ data } = await register({ variables: { input } }));
    } catch (error) {
      // Places went meanwhile: the choice shows how many are left.
      if (toFormError(error).code === 'SOLD_OUT') void (viaCode ? code.refresh() : refreshTypes());
      throw error;
    }
    if (!data) return;
    const state: RegistrationSuccessState = { email: input.contact.email, group: data.registerGroup.attendees };
    await navigate(paths.registrationSuccess, { state });
  }

  const { fieldErrors } = errors;
  return (
    <ExpoPage
      eyebrow={t('group.eyebrow')}
      title={title}
      intro={t('group.intro', { max: GROUP_MAX_ATTENDEES })}
      aside={
        <>
          <EventFacts site={site} />
          <section className="info-card" aria-labelledby="group-alone-heading">
            <h2 id="group-alone-heading">{t('group.aloneHeading')}</h2>
            <p>
              <Trans t={t} i18nKey="group.alone" components={{ single: <Link to={paths.registration} /> }} />
            </p>
          </section>
        </>
      }
    >
      <div className="form-card">
        <RegistrationChoiceFields choice={choice} withCode timeZone={site?.expoTimeZone} onChange={errors.clear} />
        {full && selected ? (
          <FullType type={selected} />
        ) : (
          <CheckedForm
            errors={errors}
            busy={loading}
            submitLabel={t('group.submit', { count: people.keys.length })}
            busyLabel={t('form.busy')}
            aria-label={title}
            onSubmit={submit}
          >
            <p className="form__legend-note">
              <Trans t={t} i18nKey="form.required" components={{ privacy: <Link to={paths.privacy} /> }} />
            </p>
            <fieldset className="group-section">
              <legend className="group-section__legend">{t('group.contactLegend')}</legend>
              <p className="group-section__note">{t('group.contactNote')}</p>
              <NameFields errors={fieldErrors} prefix="contact." />
              <ContactFields errors={fieldErrors} prefix="contact." phoneRequired />
              <TextField
                label={t('group.company')}
                name="company"
                autoComplete="organization"
                maxLength={TEXT_LIMITS.company}
                error={fieldErrors.company}
              />
              <AddressFields errors={fieldErrors} onFieldChange={errors.clearField} />
            </fieldset>
            {people.keys.map((key, i) => (
              <AttendeeFields
                key={key}
                index={i}
                questions={questions}
                errors={fieldErrors}
                onRemove={people.keys.length > 1 ? () => people.remove(key) : undefined}
                headingRef={people.focusKey === key ? people.focusRef : undefined}
              />
            ))}
            {people.keys.length < GROUP_MAX_ATTENDEES ? (
              <Button type="button" variant="secondary" onClick={people.add}>
                {t('group.add')}
              </Button>
            ) : (
              <p className="group-section__note">{t('group.max', { max: GROUP_MAX_ATTENDEES })}</p>
            )}
            <p className="group-section__note">{t('group.consentNote', { expoName })}</p>
            {errors.message && <Alert>{errors.message}</Alert>}
          </CheckedForm>
        )}
      </div>
    </ExpoPage>
  );
}

/**
 * The attendees' rows: stable keys (a removed row takes its own typing with it), and the row to focus
 * once drawn (an added one, or the one before a removed one).
 */
function useAttendeeList() {
  const next = useRef(2);
  const [keys, setKeys] = useState<number[]>([1]);
  const [focusKey, setFocusKey] = useState<number | undefined>();
  const focusRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey !== undefined) focusRef.current?.focus();
  }, [focusKey, keys]);
  return {
    keys,
    focusKey,
    focusRef,
    add: () => {
      const key = next.current++;
      setKeys((current) => [...current, key]);
      setFocusKey(key);
    },
    remove: (key: number) => {
      setKeys((current) => {
        const at = current.indexOf(key);
        const rest = current.filter((k) => k !== key);
        setFocusKey(rest[Math.max(at - 1, 0)]);
        return rest;
      });
    },
  };
}

function AttendeeFields({
  index,
  questions,
  errors,
  onRemove,
  headingRef,
}: {
  index: number;
  questions: PublicRegistrationTypeFragment['questions'];
  errors: FieldErrors;
  onRemove: (() => void) | undefined;
  headingRef: React.Ref<HTMLHeadingElement> | undefined;
}) {
  const { t } = useTranslation(REGISTRATION);
  const headingId = useId();
  const prefix = attendeePrefix(index);
  const name = t('group.attendee', { n: index + 1 });
  return (
    <section className="group-section group-attendee" aria-labelledby={headingId}>
      <div className="group-attendee__head">
        <h2 id={headingId} className="group-section__legend" tabIndex={-1} ref={headingRef}>
          {name}
        </h2>
        {onRemove && (
          <Button type="button" variant="ghost" onClick={onRemove} aria-label={t('group.removeNamed', { name })}>
            {t('group.remove')}
          </Button>
        )}
      </div>
      <NameFields errors={errors} prefix={prefix} someoneElse />
      <ContactFields errors={errors} prefix={prefix} someoneElse phoneHint={t('group.phoneHint')} />
      <RegistrationQuestions questions={questions} errors={errors} prefix={prefix} />
    </section>
  );
}

/** A full type takes no group: each person can join its waitlist on the registration form. */
function FullType({ type }: { type: PublicRegistrationTypeFragment }) {
  const { t, language } = useTranslation(REGISTRATION);
  return (
    <Alert>
      <Trans
        t={t}
        i18nKey="group.full"
        values={{ type: localized(type.name, type.nameFr, language) }}
        components={{ waitlist: <Link to={`${paths.registration}?type=${encodeURIComponent(type.slug)}`} /> }}
      />
    </Alert>
  );
}
