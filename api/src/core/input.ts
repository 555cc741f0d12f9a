import { z } from 'zod';
import { AppError } from '../lib/errors.js';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../lib/language.js';

/** Trimmed text of at most `max` characters; `label` names the field in the messages. */
export const textField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const requiredText = (label: string, max: number, message = `Please enter your ${label.toLowerCase()}`) =>
  textField(label, max).min(1, message);

/** Empty strings from forms mean "not given". */
export const optionalText = (label: string, max: number) =>
  textField(label, max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

/** An e-mail address as people type it: trimmed, lower-cased, checked. */
export const emailField = z
  .string({ error: 'Please enter your e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your e-mail address')
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email('Please enter a valid e-mail address, such as name@example.com'));

/**
 * The language a form was filled in, which the person's e-mails are then written in: 'en' or 'fr' in
 * any letter case (GraphQL's enum gives them lower case); English when not given.
 */
export const languageField = z.preprocess((v) => languageText(v), languageChoice().default(DEFAULT_LANGUAGE));

/** An administrator's correction of a person's language: left as it is when not given. */
export const languageChange = z.preprocess((v) => languageText(v), languageChoice().optional());

function languageText(value: unknown) {
  if (value == null || value === '') return undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : value;
}

function languageChoice() {
  return z.enum(LANGUAGES, { error: `Language must be one of: ${LANGUAGES.join(', ')} (English or French)` });
}

/** Parses with a zod schema; every problem becomes a field error a person can act on. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw AppError.badInput(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.') || 'input',
      msg: issue.message,
    })),
  );
}

/**
 * An optional link shown to visitors: only an absolute http(s) address, so no `javascript:` or `data:`
 * link can reach a page. Empty means none.
 */
export const webAddressField = (label: string) =>
  textField(label, 500)
    .refine((v) => v === '' || isWebAddress(v), `${label} must be a web address starting with https:// or http://`)
    .transform((v) => (v === '' ? null : v))
    .nullish();

function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
