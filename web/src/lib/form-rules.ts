import { formsT } from '../components/forms-i18n';

/*
 * Client-side checks that mirror the API's rules, so most mistakes are caught before a round trip.
 * The server stays the authority: its BAD_USER_INPUT field errors are shown the same way.
 * Their messages are in the language shown when the form is checked (on submit, in the browser).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export { TEXT_LIMITS } from './text-limits';
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export type FieldErrors = Record<string, string>;

/** The fields a form says are missing in a whole sentence of its own, in every language. */
const REQUIRED_MESSAGES = {
  'first name': 'firstName',
  'last name': 'lastName',
  'phone number': 'phone',
  name: 'name',
  'company or organisation name': 'company',
} as const;

/**
 * 'Please enter your first name.' `label` names the field as English reads it; the fields translated
 * forms use have a sentence of their own in each language, any other is named as given.
 */
export function requiredProblem(value: string, label: string): string | undefined {
  if (value.trim()) return undefined;
  const t = formsT();
  const key = Object.hasOwn(REQUIRED_MESSAGES, label)
    ? REQUIRED_MESSAGES[label as keyof typeof REQUIRED_MESSAGES]
    : undefined;
  return key ? t(`problems.required.${key}`) : t('problems.required.other', { label });
}

/** The API's rule for phone numbers (expo.validation.ts): a digit, + or ( first, then 4 to 30 of these. */
const PHONE = /^[+()\d][\d\s()+\-.]{3,29}$/;

/** A phone number the form requires: missing, or not the shape the API takes. */
export function phoneProblem(value: string): string | undefined {
  const phone = value.trim();
  if (!phone) return requiredProblem(phone, 'phone number');
  return PHONE.test(phone) ? undefined : formsT()('problems.phoneInvalid');
}

export function emailProblem(value: string): string | undefined {
  const t = formsT();
  if (!value.trim()) return t('problems.emailMissing');
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? undefined : t('problems.emailInvalid');
}

export function passwordProblem(value: string): string | undefined {
  const t = formsT();
  if (value.length < PASSWORD_MIN_LENGTH) return t('problems.passwordShort', { count: PASSWORD_MIN_LENGTH });
  if (value.length > PASSWORD_MAX_LENGTH) return t('problems.passwordLong', { count: PASSWORD_MAX_LENGTH });
  return undefined;
}

export function imageProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  const t = formsT();
  if (!IMAGE_TYPES.has(file.type)) return t('problems.imageType');
  if (file.size > IMAGE_MAX_BYTES) return t('problems.imageSize', { size: IMAGE_MAX_BYTES / 1024 / 1024 });
  return undefined;
}

/** Keep only the fields that have a problem. */
export function fieldErrorsOf(problems: Record<string, string | undefined>): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** A text value from a submitted form, trimmed (passwords are read raw with `rawText`). */
export function text(form: FormData, name: string): string {
  return rawText(form, name).trim();
}

export function rawText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
