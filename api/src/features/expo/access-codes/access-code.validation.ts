import { z } from 'zod';
import { textField } from '../../../core/input.js';
import { optionalInstant } from '../registration-types/registration-type.validation.js';

/** What people type: 4 to 32 letters, digits or dashes; kept and matched in upper case. */
const CODE = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const MAX_CODE_PLACES = 10_000;

/** A code as people type it, upper-cased; null when it is not one (so nothing could match it). */
export function normaliseCode(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const code = input.trim().toUpperCase();
  return code.length >= 4 && code.length <= 32 && CODE.test(code) ? code : null;
}

const places = z
  .number({ error: 'Places must be a number' })
  .int('Places must be a whole number')
  .min(1, 'Places must be at least 1')
  .max(MAX_CODE_PLACES, `Places must be at most ${MAX_CODE_PLACES.toLocaleString('en')}`);

/** An administrator's new code: left empty, `code` is made up. */
export const accessCodeSchema = z.object({
  code: z
    .string({ error: 'Code must be text' })
    .trim()
    .toUpperCase()
    .refine(
      (v) => v === '' || normaliseCode(v) !== null,
      'A code is 4 to 32 letters and digits, dashes between them (e.g. PRESS-2026); leave it empty to have one made up',
    )
    .nullish(),
  typeId: z
    .string({ error: 'Please choose the registration type the code is for' })
    .trim()
    .min(1, 'Please choose the registration type the code is for'),
  places,
  note: textField('Note', 500).default(''),
  validUntil: optionalInstant('Valid until'),
});
export type AccessCodeInput = { [K in keyof z.input<typeof accessCodeSchema>]?: unknown };

/** What an administrator may change of a code: its places, note and end. */
export const accessCodeChangeSchema = z.object({
  places,
  note: textField('Note', 500).default(''),
  validUntil: optionalInstant('Valid until'),
});
export type AccessCodeChange = { [K in keyof z.input<typeof accessCodeChangeSchema>]?: unknown };
