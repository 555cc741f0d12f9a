import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_LIMITS, type FieldErrors } from '../../lib/form-rules';
import { PasswordField } from '../ui/PasswordField';
import { TextField } from '../ui/TextField';
import { FORMS } from '../forms-i18n';

type TextFieldProps = ComponentProps<typeof TextField>;

/** The required e-mail address of a form (signing in, an account, a registration). */
export function EmailField({
  name = 'email',
  ...props
}: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'required'> & { name?: string }) {
  const { t } = useTranslation(FORMS);
  return <TextField label={t('fields.email')} name={name} type="email" autoComplete="email" required {...props} />;
}

/** A phone number, up to the length the API takes. */
export function PhoneField({
  name = 'phone',
  ...props
}: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'maxLength'> & { name?: string }) {
  const { t } = useTranslation(FORMS);
  return (
    <TextField
      label={t('fields.phone')}
      name={name}
      type="tel"
      autoComplete="tel"
      maxLength={TEXT_LIMITS.phone}
      {...props}
    />
  );
}

/** A password being chosen: the length rule as its hint, and the autocomplete that lets managers offer one. */
export function NewPasswordField(
  props: Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'required' | 'hint'>,
) {
  const { t } = useTranslation(FORMS);
  return (
    <PasswordField
      autoComplete="new-password"
      required
      hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
      {...props}
    />
  );
}

/** Saved values a person's fields start from (e.g. the account being edited). */
interface PersonDefaults {
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
  phone?: string | null | undefined;
}

/**
 * Where a form's person fields are and whose they are: `prefix` starts their names (and the errors they
 * show), as the API names them (`contact.email`, `attendees.2.firstName`); `someoneElse` turns the
 * browser's autofill off, which would offer the user's own details for another person.
 */
interface PersonFieldsPlace {
  prefix?: string | undefined;
  someoneElse?: boolean | undefined;
}

/** First and last name side by side, both required. */
export function NameFields({
  errors,
  defaults,
  prefix = '',
  someoneElse = false,
}: { errors: FieldErrors; defaults?: PersonDefaults | undefined } & PersonFieldsPlace) {
  const { t } = useTranslation(FORMS);
  return (
    <div className="form__row">
      <TextField
        label={t('fields.firstName')}
        name={`${prefix}firstName`}
        autoComplete={someoneElse ? 'off' : 'given-name'}
        maxLength={TEXT_LIMITS.personName}
        required
        defaultValue={defaults?.firstName}
        error={errors[`${prefix}firstName`]}
      />
      <TextField
        label={t('fields.lastName')}
        name={`${prefix}lastName`}
        autoComplete={someoneElse ? 'off' : 'family-name'}
        maxLength={TEXT_LIMITS.personName}
        required
        defaultValue={defaults?.lastName}
        error={errors[`${prefix}lastName`]}
      />
    </div>
  );
}

interface ContactFieldsProps extends PersonFieldsPlace {
  errors: FieldErrors;
  defaults?: PersonDefaults | undefined;
  phoneRequired?: boolean | undefined;
  /** Says what an empty phone means (e.g. the contact's is used). */
  phoneHint?: string | undefined;
}

/** E-mail address and phone number side by side. */
export function ContactFields({
  errors,
  defaults,
  phoneRequired = false,
  phoneHint,
  prefix = '',
  someoneElse = false,
}: ContactFieldsProps) {
  return (
    <div className="form__row">
      <EmailField
        name={`${prefix}email`}
        autoComplete={someoneElse ? 'off' : 'email'}
        defaultValue={defaults?.email}
        error={errors[`${prefix}email`]}
      />
      <PhoneField
        name={`${prefix}phone`}
        autoComplete={someoneElse ? 'off' : 'tel'}
        required={phoneRequired}
        hint={phoneHint}
        defaultValue={defaults?.phone ?? undefined}
        error={errors[`${prefix}phone`]}
      />
    </div>
  );
}
