import { z } from 'zod';
import { optionalText, requiredText, textField, webAddressField } from '../../../core/input.js';
import { SESSION_KINDS } from './programme.table.js';

export const MAX_SPEAKERS = 12;
/** Seats a session may have: more than any room of the venue holds. */
export const MAX_SEATS = 100_000;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

const clockTime = (label: string) =>
  z
    .string({ error: `Please enter the ${label.toLowerCase()}` })
    .trim()
    .regex(CLOCK, `${label} must be a time such as 09:30 (24-hour clock)`);

const speaker = z.object({
  name: requiredText('Speaker name', 100, 'Please enter the speaker’s name'),
  affiliation: optionalText('Role and company', 160),
  /** The photo the speaker has now, kept as it is (a URL path of one of this session's speakers). */
  currentPhoto: optionalText('Current photo', 200),
});

/** A session as an administrator sends it; the day and times are read in the venue's zone. */
export const sessionSchema = z
  .object({
    kind: z.enum(SESSION_KINDS, { error: `Kind must be one of ${SESSION_KINDS.join(', ')}` }),
    title: requiredText('Title', 160, 'Please enter the title'),
    description: textField('Description', 4000).default(''),
    titleFr: optionalText('French title', 160),
    descriptionFr: optionalText('French description', 4000),
    day: z
      .string({ error: 'Please choose the day' })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Day must be a date such as 2026-12-10'),
    startTime: clockTime('Start time'),
    endTime: clockTime('End time'),
    room: requiredText('Room or stage', 100, 'Please enter the room or stage'),
    roomFr: optionalText('French room or stage', 100),
    speakers: z
      .array(speaker, { error: 'Speakers must be a list' })
      .max(MAX_SPEAKERS, `A session lists at most ${MAX_SPEAKERS} speakers`)
      .default([]),
    link: webAddressField('Link'),
    seats: z
      .number({ error: 'Seats must be a number' })
      .int('Seats must be a whole number')
      .min(1, 'Seats must be at least 1 (leave it empty for a session open to all)')
      .max(MAX_SEATS, 'Seats must be at most 100,000')
      .nullish()
      .transform((v) => v ?? null),
  })
  // Compared only when both are HH:MM (then comparing the text compares the times); a bad one has its own error.
  .refine((s) => !(CLOCK.test(s.startTime) && CLOCK.test(s.endTime)) || s.endTime > s.startTime, {
    path: ['endTime'],
    message: 'The end time must be after the start time',
  });

/** Untrusted input with the schema's keys: the service parses it. */
export type SessionInput = { [K in keyof z.input<typeof sessionSchema>]?: unknown };
