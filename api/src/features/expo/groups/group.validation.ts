import { z } from 'zod';
import { emailField, languageField, optionalText, requiredText } from '../../../core/input.js';
import { personFields, phone, placeFields } from '../expo.validation.js';

/** The most people one group registration names: a company's stand staff, a delegation. */
export const GROUP_MAX_ATTENDEES = 20;

/** Forms send '' for a field left empty. */
const optionalPhone = z.preprocess((v) => (v === '' || v == null ? undefined : v), phone.optional());

const attendeeSchema = z.object({
  ...personFields,
  email: emailField,
  /** Left empty: the contact's phone reaches them. */
  phone: optionalPhone,
  /** Checked against the type's questions once the type is known. */
  answers: z.unknown().optional(),
});

export const groupSchema = z
  .object({
    company: optionalText('Company or organisation', 160),
    contact: z.object(
      {
        firstName: requiredText('First name', 80),
        lastName: requiredText('Last name', 80),
        email: emailField,
        phone,
      },
      { error: 'Please give the details of the person registering the group' },
    ),
    ...placeFields,
    language: languageField,
    attendees: z
      .array(attendeeSchema, { error: 'Attendees must be a list of people' })
      .min(1, 'Please name at least one attendee')
      .max(
        GROUP_MAX_ATTENDEES,
        `A group registers at most ${GROUP_MAX_ATTENDEES} people: register the others in a second group`,
      ),
  })
  .superRefine((group, ctx) => {
    const seen = new Set<string>();
    group.attendees.forEach((attendee, i) => {
      if (seen.has(attendee.email)) {
        ctx.addIssue({
          code: 'custom',
          path: ['attendees', i, 'email'],
          message: 'This address is given for another attendee already: each attendee needs their own',
        });
      }
      seen.add(attendee.email);
    });
  });
export type GroupData = z.output<typeof groupSchema>;
