// The web forms say how long a text may be (maxLength and the "72 of 80 characters" hint, from
// web/src/lib/text-limits.ts) before anything is sent. Those limits must be the API's own:
// a shorter one in the form would refuse what the API takes, a longer one would let a visitor type
// text the API then refuses after submit. Each limit is sent to the API exactly, and one past it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../api/src/test/factories.js';
import type { TestApp } from '../../api/src/test/test-app.js';
import { TEXT_LIMITS } from '../../web/src/lib/text-limits.js';
import { outcomeOf, startSecurityApp } from './support.js';

let app: TestApp;
beforeAll(async () => {
  // Many sends from one address: every per-address budget made large enough for them.
  app = await startSecurityApp({ RATE_LIMIT_SCALE: '50' });
});
afterAll(() => app?.close());

type Limit = keyof typeof TEXT_LIMITS;

const FORMS = {
  registerParticipant: {
    mutation: 'mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }',
    input: () => ({
      firstName: 'Ada',
      lastName: 'Eze',
      email: uniqueEmail('limits'),
      phone: '+234 803 000 1111',
      country: 'Nigeria',
    }),
  },
  applyForSponsorship: {
    mutation: 'mutation($input: SponsorshipInput!) { applyForSponsorship(input: $input) { id } }',
    input: () => ({
      company: 'Limits Ltd',
      email: uniqueEmail('limits'),
      phone: '+234 803 000 2222',
      country: 'Nigeria',
      packageId: 'silver',
    }),
  },
  registerGroup: {
    mutation: 'mutation($input: GroupRegistrationInput!) { registerGroup(input: $input) { year } }',
    input: () => ({
      contact: { firstName: 'Ada', lastName: 'Eze', email: uniqueEmail('limits'), phone: '+234 803 000 3333' },
      country: 'Nigeria',
      attendees: [{ firstName: 'Obi', lastName: 'Eze', email: uniqueEmail('limits') }],
    }),
  },
  sendContactMessage: {
    mutation: 'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }',
    input: () => ({ name: 'Ada', email: uniqueEmail('limits'), message: 'A question about the booths.' }),
  },
} as const;

/** Each form field the web app bounds, with the limit its form gives it. */
const BOUNDED: { form: keyof typeof FORMS; field: string; limit: Limit; fill?: (n: number) => string }[] = [
  { form: 'registerParticipant', field: 'firstName', limit: 'personName' },
  { form: 'registerParticipant', field: 'lastName', limit: 'personName' },
  { form: 'registerParticipant', field: 'address', limit: 'address' },
  { form: 'registerParticipant', field: 'phone', limit: 'phone', fill: (n) => '0'.repeat(n) },
  { form: 'applyForSponsorship', field: 'company', limit: 'company' },
  { form: 'applyForSponsorship', field: 'address', limit: 'address' },
  { form: 'applyForSponsorship', field: 'phone', limit: 'phone', fill: (n) => '0'.repeat(n) },
  { form: 'registerGroup', field: 'company', limit: 'company' },
  { form: 'registerGroup', field: 'address', limit: 'address' },
  { form: 'sendContactMessage', field: 'name', limit: 'contactName' },
  { form: 'sendContactMessage', field: 'message', limit: 'message' },
];

describe("the web forms' text limits are the API's", () => {
  for (const { form, field, limit, fill = (n: number) => 'a'.repeat(n) } of BOUNDED) {
    it(`${form}.${field}: ${TEXT_LIMITS[limit]} characters are taken, one more is refused naming the field`, async () => {
      const { mutation, input } = FORMS[form];
      const n = TEXT_LIMITS[limit];
      const atLimit = await app.client().gql(mutation, { input: { ...input(), [field]: fill(n) } });
      expect(outcomeOf(atLimit), JSON.stringify(atLimit.errors)).toBe('OK');

      const past = await app.client().gql(mutation, { input: { ...input(), [field]: fill(n + 1) } });
      expect(outcomeOf(past)).toBe('BAD_USER_INPUT');
      const fields = (past.errors?.[0]?.extensions as { fields?: { path: string }[] } | undefined)?.fields;
      expect([...new Set(fields?.map((f) => f.path))]).toEqual([`input.${field}`]);
    });
  }
});
