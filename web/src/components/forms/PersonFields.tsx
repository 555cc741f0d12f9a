import type { ComponentProps } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_LIMITS, type FieldErrors } from '../../lib/form-rules';
import { PasswordField } from '../ui/PasswordField';
import { TextField } from '../ui/TextField';
import { FORMS } from '../forms-i18n';

type TextFieldProps = ComponentProps<typeof TextField>;

/** The required e-mail address of a form (signing in, an account, a registration). */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'required'>) {
  const { t } = useTranslation(FORMS);
  return <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required {...props} />;
}

/** A phone number, up to the length the API takes. */
export function PhoneField(props: Omit<TextFieldProps, 'label' | 'name' | 'type' | 'autoComplete' | 'maxLength'>) {
  const { t } = useTranslation(FORMS);
  return (
    <TextField
      label={t('fields.phone')}
      name="phone"
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

/** First and last name side by side, both required. */
export function NameFields({ errors, defaults }: { errors: FieldErrors; defaults?: PersonDefaults | undefined }) {
  const { t } = useTranslation(FORMS);
  return (
    <div className="form__row">
      <TextField
        label={t('fields.firstName')}
        name="firstName"
        autoComplete="given-name"
        maxLength={TEXT_LIMITS.personName}
        required
        defaultValue={defaults?.firstName}
        error={errors.firstName}
      />
      <TextField
        label={t('fields.lastName')}
        name="lastName"
        autoComplete="family-name"
        maxLength={TEXT_LIMITS.personName}
        required
        defaultValue={defaults?.lastName}
        error={errors.lastName}
      />
    </div>
  );
}

interface ContactFieldsProps {
  errors: FieldErrors;
  defaults?: PersonDefaults | undefined;
  phoneRequired?: boolean | undefined;
}

/** E-mail address and phone number side by side. */
export function ContactFields({ errors, defaults, phoneRequired = false }: ContactFieldsProps) {
  return (
    <div className="form__row">
      <EmailField defaultValue={defaults?.email} error={errors.email} />
      <PhoneField required={phoneRequired} defaultValue={defaults?.phone ?? undefined} error={errors.phone} />
    </div>
  );
}
