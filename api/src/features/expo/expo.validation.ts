import { z } from 'zod';
import {
  emailField,
  languageField as language,
  optionalText as optional,
  requiredText as required,
  textField as text,
} from '../../core/input.js';
import { GENDERS, PARTICIPANT_TITLES } from './expo.table.js';

export const phone = required('Phone', 30, 'Please enter your phone number').refine(
  (v) => v === '' || /^[+()\d][\d\s()+\-.]{3,29}$/.test(v),
  'Phone may contain digits, spaces, +, -, ( and ) only',
);
/** Forms send '' for an untouched select: that means "not given". */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (v === '' || v == null ? null : v), z.enum(values, { error: message }).nullable());
/** Where a participant or a sponsor is from. */
export const placeFields = {
  country: required('Country', 100, 'Please choose your country'),
  state: optional('State', 100),
  city: optional('City', 100),
  address: optional('Address', 300),
};
/** The contact and place fields a participant and a sponsor both give. */
const contactFields = { email: emailField, phone, ...placeFields };
const consent = z.preprocess((v) => v === true || v === 'true' || v === 'on' || v === '1', z.boolean());

/** How a participant is addressed and named. */
export const personFields = {
  title: optionalChoice(PARTICIPANT_TITLES, `Title must be one of ${PARTICIPANT_TITLES.join(', ')}`),
  gender: optionalChoice(GENDERS, 'Gender must be Male or Female'),
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
};

export const participantSchema = z.object({
  ...personFields,
  ...contactFields,
  marketingConsent: consent.default(false),
  language,
});
/** Untrusted input with the schema's keys: the service parses it, so any value type may arrive. */
type Untrusted<S extends z.ZodType> = { [K in keyof z.input<S>]?: unknown };

export type ParticipantInput = Untrusted<typeof participantSchema>;
/** A participant's fields as checked: what a registration row is made of. */
export type ParticipantValues = z.output<typeof participantSchema>;

export const sponsorSchema = z.object({
  packageId: required('Sponsorship package', 40, 'Please choose a sponsorship package'),
  company: required('Company or organisation name', 160, 'Please enter the company or organisation name'),
  ...contactFields,
  /** Sent after the warning that this e-mail applied already this year: apply again anyway. */
  alsoApply: consent.default(false),
  language,
});
export type SponsorInput = Untrusted<typeof sponsorSchema>;

export const contactSchema = z.object({
  name: required('Name', 100),
  email: emailField,
  message: text('Message', 5000).min(10, 'Please write a message of at least 10 characters'),
  language,
});
export type ContactInput = Untrusted<typeof contactSchema>;
