// The expo registration does not tell who is registered. Registering an address that is already
// registered for this edition (in any letter case, by its holder or by a stranger) answers exactly
// what a first registration with that input answers, over REST and GraphQL, in English and French:
// same status, same bytes, nothing only a real registration has (its id, its code, when it was made).
// The address's holder hears of it instead: their confirmation goes out again, within the same resend
// window and daily mail budget as the "send it again" form, and never for a cancelled registration.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../../api/src/features/expo/expo.table.js';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { uniqueEmail } from '../../api/src/test/factories.js';
import type { TestApp } from '../../api/src/test/test-app.js';
import { startSecurityApp } from './support.js';

let app: TestApp;

beforeAll(async () => {
  // Request budgets per client address are not what is under test here.
  app = await startSecurityApp({ RATE_LIMIT_SCALE: '1000' });
});
afterAll(async () => {
  await app?.close();
});

type LanguageCode = 'en' | 'fr';
interface Person {
  firstName: string;
  lastName: string;
  email: string;
  language: LanguageCode;
}

interface Answer {
  status: number;
  contentType: string | null;
  body: string;
}

/** One way in: the old client's REST form or the GraphQL mutation, answered as raw bytes. */
interface Transport {
  name: string;
  register(person: Person): Promise<Answer>;
}

const REGISTER_FIELDS = 'email firstName year';

const transports: Transport[] = [
  {
    name: 'REST POST /api/register',
    async register(person) {
      const res = await app.client().request('POST', '/api/register', {
        body: JSON.stringify({
          first_name: person.firstName,
          last_name: person.lastName,
          email: person.email,
          phone: '+234 803 000 1111',
          country: 'Nigeria',
          language: person.language,
        }),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
    },
  },
  {
    name: 'GraphQL registerParticipant',
    async register(person) {
      const res = await app.client().request('POST', '/graphql', {
        body: JSON.stringify({
          query: `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { ${REGISTER_FIELDS} } }`,
          variables: {
            input: {
              firstName: person.firstName,
              lastName: person.lastName,
              email: person.email,
              phone: '+234 803 000 1111',
              country: 'Nigeria',
              language: person.language.toUpperCase(),
            },
          },
        }),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, contentType: res.headers.get('content-type'), body: await res.text() };
    },
  },
];

async function registrationOf(email: string) {
  const rows = await app.database.db
    .select()
    .from(participants)
    .where(sql`lower(${participants.email}) = ${email.toLowerCase()}`);
  expect(rows, `one registration of ${email}`).toHaveLength(1);
  return rows[0]!;
}

/** The confirmations queued for the address, oldest first (written in the registration's transaction). */
const confirmationsTo = (email: string) =>
  app.database.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(
      and(
        sql`lower(${emailOutbox.toAddress}) = ${email.toLowerCase()}`,
        eq(emailOutbox.template, 'participant-confirmation'),
      ),
    )
    .orderBy(emailOutbox.createdAt);

/** As if the last confirmation went out long ago: the resend window (two minutes) is past. */
async function confirmationLongAgo(email: string) {
  await app.database.db
    .update(participants)
    .set({ confirmationSentAt: new Date(Date.now() - 10 * 60_000) })
    .where(sql`lower(${participants.email}) = ${email.toLowerCase()}`);
}

/** Nothing of the stored registration: its id, its code, when it was made. */
function expectNothingOf(registration: Awaited<ReturnType<typeof registrationOf>>, answer: Answer) {
  expect(answer.body).not.toContain(registration.id);
  expect(answer.body).not.toContain(registration.registrationCode);
  expect(answer.body).not.toContain(registration.registrationCode.slice(-6));
  expect(answer.body).not.toContain(registration.createdAt.toISOString());
}

describe.each(transports)('registering an address that is already registered, $name', (transport) => {
  describe.each(['en', 'fr'] as const)('form in %s', (language) => {
    it('answers as a first registration does, and mails the holder their confirmation again', async () => {
      const email = uniqueEmail('holder');
      const holder: Person = { firstName: 'Amaka', lastName: 'Obi', email, language };
      const first = await transport.register(holder);
      expect(first.status, first.body).toBeLessThan(300);
      const registration = await registrationOf(email);
      expectNothingOf(registration, first);
      expect(await confirmationsTo(email)).toHaveLength(1);

      // The same person again, the address typed in capitals, once the resend window is past.
      await confirmationLongAgo(email);
      const again = await transport.register({ ...holder, email: email.toUpperCase() });
      expect(again).toEqual(first);
      expectNothingOf(registration, again);

      const mails = await confirmationsTo(email);
      expect(mails, 'the confirmation sent again').toHaveLength(2);
      expect(mails[1]!.text).toContain(registration.registrationCode);
      expect(mails[1]!.subject).toContain(registration.registrationCode);
      // Still one registration, with its own details: nothing of the second request was kept.
      expect(await registrationOf(email)).toMatchObject({
        id: registration.id,
        registrationCode: registration.registrationCode,
      });
    });

    it('answers a stranger with the address as a first registration of theirs, and sends nothing within the resend window', async () => {
      const email = uniqueEmail('victim');
      const victim: Person = { firstName: 'Victoria', lastName: 'Eze', email, language };
      expect((await transport.register(victim)).status).toBeLessThan(300);
      const registration = await registrationOf(email);

      // What the stranger's input answers at an address nobody registered with…
      const stranger = { firstName: 'Mallory', lastName: 'Probe', language };
      const fresh = uniqueEmail('fresh');
      const firstOfTheirs = await transport.register({ ...stranger, email: fresh });
      expect(firstOfTheirs.status).toBeLessThan(300);
      // …is what it answers at the registered one (the address aside: each answer names the one it was given).
      const probe = await transport.register({ ...stranger, email: email.replace(/^./, (c) => c.toUpperCase()) });
      expect(probe).toEqual({ ...firstOfTheirs, body: firstOfTheirs.body.replaceAll(fresh, email) });
      expectNothingOf(registration, probe);
      expect(probe.body).not.toContain('Victoria');

      // The victim's confirmation went out a moment ago: the probe does not send another one, and the link
      // in it (the only key to "My registration") still works.
      expect(await confirmationsTo(email)).toHaveLength(1);
      expect(await registrationOf(email)).toMatchObject({
        firstName: 'Victoria',
        lastName: 'Eze',
        accessTokenHash: registration.accessTokenHash,
        confirmationSentAt: registration.confirmationSentAt,
      });
    });

    it('answers alike for a cancelled registration, and sends it no ticket', async () => {
      const email = uniqueEmail('cancelled');
      const person: Person = { firstName: 'Chidi', lastName: 'Okafor', email, language };
      const first = await transport.register(person);
      expect(first.status).toBeLessThan(300);
      await app.database.db
        .update(participants)
        .set({ cancelledAt: new Date() })
        .where(sql`lower(${participants.email}) = ${email}`);
      await confirmationLongAgo(email);

      const before = await registrationOf(email);
      const again = await transport.register(person);
      expect(again).toEqual(first);
      expect(await confirmationsTo(email)).toHaveLength(1);
      expect((await registrationOf(email)).accessTokenHash).toBe(before.accessTokenHash);
    });
  });
});

describe('what registerParticipant can be asked for', () => {
  it('has no field that only a new registration could fill (id, code, creation time)', async () => {
    const res = await app
      .client()
      .gql<{ __schema: { mutationType: { fields: any[] } } }>(
        `{ __schema { mutationType { fields { name type { name kind ofType { name fields { name } } } } } } }`,
      );
    const field = res.data!.__schema.mutationType.fields.find((f) => f.name === 'registerParticipant');
    const fields = (field.type.ofType?.fields ?? []).map((f: { name: string }) => f.name).sort();
    // `payment` is filled by the type alone (a paid one), for a new and a registered address alike: a paid
    // registration is an order, and its address is only looked at once the money arrived (paid-registration/).
    expect(fields).toEqual(['email', 'firstName', 'message', 'payment', 'year']);
  });
});
