import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../../core/input.js';
import { ROLES } from './account.table.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './password.js';

export const passwordField = z
  .string({ error: 'Please enter a password' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const phoneField = optionalText('Phone', 30).refine(
  (v) => v == null || /^[+()\d][\d\s()+\-.]{3,29}$/.test(v),
  'Phone may contain digits, spaces, +, -, ( and ) only',
);

export const place = {
  state: optionalText('State', 100),
  city: optionalText('City', 100),
  address: optionalText('Address', 300),
};

export const createAccountSchema = z.object({
  firstName: requiredText('First name', 80),
  lastName: requiredText('Last name', 80),
  email: emailField,
  phone: phoneField,
  country: requiredText('Country', 100),
  ...place,
  password: passwordField,
});
export type CreateAccountInput = z.input<typeof createAccountSchema>;

/** For fields that cannot be cleared: null or absent both mean "leave as it is". */
const unchangedIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : v), schema.optional());

export const updateAccountSchema = z.object({
  userName: optionalText('User name', 60),
  firstName: unchangedIfNull(requiredText('First name', 80)),
  lastName: unchangedIfNull(requiredText('Last name', 80)),
  email: unchangedIfNull(emailField),
  phone: phoneField,
  country: optionalText('Country', 100),
  ...place,
  currentPassword: unchangedIfNull(z.string().max(PASSWORD_MAX)),
  newPassword: z.preprocess((v) => (v === null || v === '' ? undefined : v), passwordField.optional()),
});
export type UpdateAccountInput = z.input<typeof updateAccountSchema>;

/**
 * An administrator's correction of an account: the profile's fields with the same rules, and the role.
 * The e-mail address and the password are the owner's to change (with their confirmation links).
 */
export const adminAccountSchema = z.object({
  userName: optionalText('User name', 60),
  firstName: requiredText('First name', 80),
  lastName: requiredText('Last name', 80),
  phone: phoneField,
  country: optionalText('Country', 100),
  ...place,
  role: z.enum(ROLES, { error: `Role must be one of ${ROLES.join(', ')}` }),
});
export type AdminAccountInput = { [K in keyof z.input<typeof adminAccountSchema>]?: unknown };
