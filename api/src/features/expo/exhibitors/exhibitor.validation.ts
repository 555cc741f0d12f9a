import { z } from 'zod';
import { optionalText, requiredText, textField, webAddressField } from '../../../core/input.js';

/** An exhibitor as an administrator sends it (the logo travels beside it as a file). */
export const exhibitorSchema = z.object({
  company: requiredText('Company', 160, 'Please enter the company name'),
  description: textField('Description', 2000).default(''),
  descriptionFr: optionalText('French description', 2000),
  website: webAddressField('Website'),
  booth: optionalText('Booth', 40),
  category: optionalText('Category', 60),
  sponsorId: optionalText('Sponsor', 40),
  /** On a change: drop the logo it has (a new file replaces it anyway). */
  removeLogo: z.boolean({ error: 'Remove logo must be true or false' }).nullish(),
});

/** Untrusted input with the schema's keys: the service parses it. */
export type ExhibitorInput = { [K in keyof z.input<typeof exhibitorSchema>]?: unknown };
