/*
 * Client-side checks that mirror the API's rules, so most mistakes are caught before a round trip.
 * The server stays the authority: its BAD_USER_INPUT field errors are shown the same way.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest text the API takes per field (its validation schemas), given to inputs as maxLength. */
export const TEXT_LIMITS = {
  personName: 80,
  phone: 30,
  company: 160,
  address: 300,
  contactName: 100,
  message: 5000,
} as const;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export type FieldErrors = Record<string, string>;

export function requiredProblem(value: string, label: string): string | undefined {
  return value.trim() ? undefined : `Please enter your ${label}.`;
}

export function emailProblem(value: string): string | undefined {
  if (!value.trim()) return 'Please enter your e-mail address.';
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())
    ? undefined
    : 'Please enter a valid e-mail address, like name@example.com.';
}

export function passwordProblem(value: string): string | undefined {
  if (value.length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  }
  return undefined;
}

export function imageProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!IMAGE_TYPES.has(file.type)) return 'Please choose a PNG, JPEG or WebP image.';
  if (file.size > IMAGE_MAX_BYTES) return 'Please choose an image of 5 MB or less.';
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
