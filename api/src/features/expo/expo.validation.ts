import { z } from 'zod';
import { emailField } from '../accounts/account.validation.js';
import { GENDERS, PARTICIPANT_TITLES } from './expo.table.js';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number, message = `Please enter your ${label.toLowerCase()}`) =>
  text(label, max).min(1, message);
const optional = (label: string, max: number) =>
  text(label, max)
    .transform((v) => (v === '' ? null : v))
    .nullish();
const phone = required('Phone', 30, 'Please enter your phone number').refine(
  (v) => v === '' || /^[+()\d][\d\s()+\-.]{3,29}$/.test(v),
  'Phone may contain digits, spaces, +, -, ( and ) only',
);
/** Forms send '' for an untouched select: that means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' || v == null ? null : v), z.enum(values, { error: message }).nullable());
const consent = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

export const participantSchema = z.object({
  title: optionalChoice(PARTICIPANT_TITLES, `Title must be one of ${PARTICIPANT_TITLES.join(', ')}`),
  gender: optionalChoice(GENDERS, 'Gender must be Male or Female'),
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  email: emailField,
  phone,
  country: required('Country', 100, 'Please choose your country'),
  state: optional('State', 100),
  city: optional('City', 100),
  address: optional('Address', 300),
  marketingConsent: consent.default(false),
});
/** Untrusted input with the schema's keys: the service parses it, so any value type may arrive. */
type Untrusted<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };

export type ParticipantInput = Untrusted<typeof participantSchema>;

export const sponsorSchema = z.object({
  packageId: required('Sponsorship package', 40, 'Please choose a sponsorship package'),
  company: required('Company or organisation name', 160, 'Please enter the company or organisation name'),
  email: emailField,
  phone,
  country: required('Country', 100, 'Please choose your country'),
  state: optional('State', 100),
  city: optional('City', 100),
  address: optional('Address', 300),
});
export type SponsorInput = Untrusted<typeof sponsorSchema>;

export const contactSchema = z.object({
  name: required('Name', 100),
  email: emailField,
  message: text('Message', 5000).min(10, 'Please write a message of at least 10 characters'),
});
export type ContactInput = Untrusted<typeof contactSchema>;
