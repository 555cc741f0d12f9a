// No response carries a password hash, another user's tokens, or another
// user's e-mail address. Every query of the schema is asked with every field it has (generated from
// the schema, so new queries are covered), by another user and by an anonymous visitor, with the
// victim's ids; the public and user-level REST calls too; and every answer is searched.
import {
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/src/features/accounts/account.table.js';
import { registrationTypes } from '../../api/src/features/expo/registration-types/registration-type.table.js';
import { createAppPubSub } from '../../api/src/graphql/pubsub.js';
import { buildAppSchema } from '../../api/src/graphql/schema.js';
import { bookAndPay, bookingPeriod, registrationOf, tinyPng, uniqueEmail } from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { PROBE_SESSION } from './fixtures.js';
import { newUser, signInAdmin, startSecurityApp, type Person } from './support.js';

/** Every field without required arguments, objects followed `depth` levels down. */
function selectAll(type: GraphQLObjectType, depth: number): string {
  const parts = Object.values(type.getFields())
    .filter((f) => !f.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined))
    .map((f) => {
      const named = getNamedType(f.type);
      if (isLeafType(named)) return f.name;
      if (isObjectType(named) && depth > 0) return `${f.name} { ${selectAll(named, depth - 1)} }`;
      return '';
    })
    .filter(Boolean);
  return parts.length ? parts.join(' ') : '__typename';
}

/** One query per root field, its required arguments filled from `values` (each value tried). */
function everyQuery(schema: GraphQLSchema, values: Record<string, string[]>) {
  const queries: { name: string; query: string; variables: Record<string, unknown> }[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields()) as GraphQLField<unknown, unknown>[]) {
    const named = getNamedType(field.type);
    const selection = isObjectType(named) ? ` { ${selectAll(named, 3)} }` : '';
    const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
    for (const arg of required) {
      if (!values[arg.name]?.length) throw new Error(`${field.name}: give this test values for argument ${arg.name}`);
    }
    // Every value of the first required argument, the first value of the others.
    const [first, ...rest] = required;
    const fixed = Object.fromEntries(rest.map((a) => [a.name, values[a.name]![0]]));
    const combos = first ? values[first.name]!.map((v) => ({ ...fixed, [first.name]: v })) : [{}];
    const declared = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
    const passed = required.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `query${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
    for (const variables of combos) queries.push({ name: field.name, query, variables });
  }
  return queries;
}

let app: TestApp;
let admin: HttpClient;
let victim: Person;
let attacker: Person;
/** Strings no response to anybody but the victim (or an administrator, for e-mails) may contain. */
let secrets: Record<string, string>;
let ids: Record<string, string[]>;

beforeAll(async () => {
  app = await startSecurityApp();
  admin = await signInAdmin(app);
  victim = await newUser(app, { first_name: 'Victoria', phone: '+234 809 111 2222' });
  attacker = await newUser(app);
  // A webhook endpoint taking every event, so the deliveries' payloads of what follows are read too.
  const hooks = await admin.gql(
    'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    {
      input: {
        url: 'https://hooks.example.com/exposure',
        events: [
          'BOOKING_CREATED',
          'BOOKING_CONFIRMED',
          'BOOKING_CANCELLED',
          'BOOKING_RETURNED',
          'PAYOUT_PAID',
          'REGISTRATION_CREATED',
          'REGISTRATION_CHECKED_IN',
          'SPONSOR_APPROVED',
        ],
      },
    },
  );
  const webhookEndpointId = hooks.data!.createWebhookEndpoint.endpoint.id as string;
  const categoryId = (await admin.gql('mutation { createRentalCategory(name: "Exposure") { id } }')).data!
    .createRentalCategory.id as string;
  const tool = await victim.client.form(
    'POST',
    `/api/user/${victim.user.id}/add-rental`,
    { name: 'Victim drill', price: '9', categoryId, country: 'Nigeria', city: 'Abuja', address: '9 Secret Close' },
    { cover_image: { data: tinyPng(), name: 'c.png', type: 'image/png' } },
  );
  const participantEmail = uniqueEmail('victim-participant');
  await app.client().json('POST', '/api/register', {
    first_name: 'Victoria',
    last_name: 'Guest',
    email: participantEmail,
    phone: '+234 803 000 1111',
    country: 'Nigeria',
  });
  const registration = await registrationOf(app.database.db, participantEmail);
  // A workshop with seats, one of them the victim registration's.
  const session = (
    await admin.gql('mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }', {
      input: { ...PROBE_SESSION, seats: 5 },
    })
  ).data!.createProgrammeSession as { id: string };
  await app.services.sessionSeats.book(async () => registration, session.id);
  const sponsorEmail = uniqueEmail('victim-sponsor');
  const sponsor = await app.client().form('POST', '/api/sponsorship-registration', {
    company: 'Victim Ltd',
    email: sponsorEmail,
    phone: '+234 803 000 2222',
    country: 'Nigeria',
    category: 'GOLD',
  });
  await admin.gql('mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { id } }', {
    id: sponsor.body.sponsor.id,
  });
  // The victim sponsor's invoice, credited: the invoice and credit-note queries have real answers to scan.
  const invoice = await admin.gql(
    'mutation($id: ID!) { issueSponsorInvoice(sponsorId: $id, input: { amountCents: 100000 }) { id } }',
    { id: sponsor.body.sponsor.id },
  );
  const invoiceId = invoice.data!.issueSponsorInvoice.id as string;
  await admin.gql('mutation($id: ID!) { creditInvoice(id: $id, reason: "Cancelled by the probe") { number } }', {
    id: invoiceId,
  });
  // The victim rents someone else's tool (the attacker is neither party) and writes in its conversation.
  const lender = await newUser(app);
  const lent = await lender.client.form(
    'POST',
    `/api/user/${lender.user.id}/add-rental`,
    { name: 'Lender saw', price: '7', categoryId, country: 'Nigeria', city: 'Abuja', address: '3 Lender Road' },
    { cover_image: { data: tinyPng(), name: 'c.png', type: 'image/png' } },
  );
  const booking = await bookAndPay(victim.client, lent.body.rental.id, bookingPeriod(10, 11));
  await victim.client.gql(
    'mutation($id: ID!) { sendMessage(bookingId: $id, body: "Call me on +234 809 111 2222") { id } }',
    {
      id: booking.id,
    },
  );
  const [row] = await app.database.db.select().from(users).where(eq(users.id, victim.user.id));
  secrets = {
    'password hash': row!.passwordHash,
    'victim access token': victim.client.token!,
    'victim refresh token': victim.client.cookies.get('refreshToken')!,
    'victim e-mail': victim.email,
    'victim participant e-mail': participantEmail,
    'victim sponsor e-mail': sponsorEmail,
    'victim pickup address': '9 Secret Close',
  };
  const [defaultType] = await app.database.db
    .select({ id: registrationTypes.id })
    .from(registrationTypes)
    .where(eq(registrationTypes.isDefault, true));
  const accessCode = (
    await admin.gql('mutation($id: ID!) { createAccessCode(input: { typeId: $id, places: 3 }) { id code } }', {
      id: defaultType!.id,
    })
  ).data!.createAccessCode as { id: string; code: string };
  ids = {
    // A registration type: by slug (the public query) and by id (its waitlist, administrators').
    ref: ['visitor'],
    typeId: [defaultType!.id],
    // A programme session with seats (its attendees, administrators').
    sessionId: [session.id],
    // An access code: by id (who used it, administrators') and as typed (the form's check).
    codeId: [accessCode.id],
    // A webhook endpoint (its delivery log: the events of the victim's registration, sponsor and booking).
    endpointId: [webhookEndpointId],
    id: [
      victim.user.id,
      tool.body.rental.id,
      categoryId,
      registration.id,
      sponsor.body.sponsor.id,
      'gold',
      webhookEndpointId,
    ],
    email: [victim.email, participantEmail, sponsorEmail],
    toolId: [tool.body.rental.id, lent.body.rental.id],
    bookingId: [booking.id],
    sponsorId: [sponsor.body.sponsor.id],
    invoiceId: [invoiceId],
    from: [new Date().toISOString()],
    to: [new Date(Date.now() + 60 * 86_400_000).toISOString()],
    // An input object, given as it is sent.
    period: [bookingPeriod(20, 21) as unknown as string],
    // A later return (extensionQuote): the booking's period as the form sends it, ending a day later.
    input: [{ endDate: bookingPeriod(20, 22).endDate, endTime: '09:00' } as unknown as string],
    audience: ['ALL_USERS', 'PARTICIPANTS', 'SPONSORS'],
    subject: ['Hello'],
    message: ['A message'],
    // A reset link's token: the victim's own session tokens, which no answer may echo.
    token: [victim.client.token!, victim.client.cookies.get('refreshToken')!],
    // A registration code, as the check-in desk types or scans it.
    code: [registration.registrationCode, accessCode.code],
    search: ['Victoria', participantEmail],
    // An expo day, as the check-in desks and the door's numbers take it.
    day: ['2026-12-10'],
    // A bank account for the payout form's check (CONFLICT here: Paystack does not pay these owners).
    bankCode: ['058'],
    accountNumber: ['0123456789'],
  };
});
afterAll(() => app?.close());

function expectNoSecrets(text: string, what: string, allowed: string[] = []) {
  expect(text, what).not.toMatch(/\$argon2|passwordHash|password_hash/i);
  for (const [name, secret] of Object.entries(secrets)) {
    if (allowed.includes(name)) continue;
    expect(text.includes(secret), `${what} contains the ${name}`).toBe(false);
  }
}

describe('what other people can read', () => {
  it('every query, with every field, asked about the victim by another user and by a visitor', async () => {
    const schema = await buildAppSchema(createAppPubSub());
    const queries = everyQuery(schema, ids);
    expect(queries.length).toBeGreaterThan(15);
    let answered = 0;
    for (const { name, query, variables } of queries) {
      for (const [who, client] of [
        ['another user', attacker.client],
        ['a visitor', app.client()],
      ] as const) {
        const res = await client.gql(query, variables);
        expect(JSON.stringify(res.errors ?? []), `${name} as ${who}`).not.toContain('INTERNAL_SERVER_ERROR');
        if (res.data && Object.values(res.data).some((v) => v !== null)) answered += 1;
        expectNoSecrets(JSON.stringify(res), `${name}(${JSON.stringify(variables)}) as ${who}`);
      }
    }
    // The scan saw real data, not only refusals.
    expect(answered).toBeGreaterThan(10);
  });

  it('the REST calls of the old client, by another user and by a visitor', async () => {
    const paths = [
      '/api/all-rental-categories',
      `/api/get-tool/${ids.id![1]}`,
      `/api/get-user-by-email/${encodeURIComponent(victim.email)}`,
      `/api/user/${victim.user.id}/rentals/my-rentals`,
      `/api/user/${attacker.user.id}/rentals/my-rentals`,
      `/api/get-user-by-email/${encodeURIComponent(attacker.email)}`,
      '/api/all-users',
      '/api/all-participants',
      '/api/all-sponsors',
      '/api/admin/export/users.csv',
      '/api/admin/export/participants.csv',
      '/api/admin/export/sponsors.csv',
    ];
    for (const path of paths) {
      for (const client of [attacker.client, app.client()]) {
        const res = await client.request('GET', path);
        expectNoSecrets(await res.text(), `GET ${path}`);
      }
    }
  });

  it('the public pages of the site: sponsor wall, registration answers, sign-up and sign-in', async () => {
    const wall = await app.client().gql('{ sponsorWall { package { title } sponsors { company logo } } }');
    expect(JSON.stringify(wall.data)).toContain('Victim Ltd');
    expectNoSecrets(JSON.stringify(wall), 'sponsor wall');
    // Registering again with the victim's address: the answer must not echo what is on file.
    const again = await app.client().json('POST', '/api/register', {
      first_name: 'Someone',
      last_name: 'Else',
      email: secrets['victim participant e-mail'],
      phone: '+234 803 000 9999',
      country: 'Ghana',
    });
    // The same answer as any first registration (see enumeration.test.ts): nothing of the one on file.
    expect(again.status).toBe(201);
    expectNoSecrets(JSON.stringify(again.body), 'duplicate registration', ['victim participant e-mail']);
    expect(JSON.stringify(again.body)).not.toContain('Victoria');
    const resend = await app
      .client()
      .json('POST', '/api/send-participant-email-notification', { email: secrets['victim participant e-mail'] });
    expectNoSecrets(JSON.stringify(resend.body), 'resend confirmation', ['victim participant e-mail']);
    const signUp = await app.client().form('POST', '/api/create-account', {
      first_name: 'Copy',
      last_name: 'Cat',
      email: victim.email,
      country: 'Nigeria',
      password: 'a long enough password',
    });
    // Answered as any sign-up is (the address's holder is told by e-mail): it reveals nothing.
    expect(signUp.status).toBe(201);
    expectNoSecrets(JSON.stringify(signUp.body), 'duplicate sign-up', ['victim e-mail']);
    const login = await app.client().json('POST', '/api/login', { email: victim.email, password: 'not the password' });
    expectNoSecrets(JSON.stringify(login.body), 'failed sign-in', ['victim e-mail']);
    const own = await attacker.client.json('POST', '/api/login', {
      email: attacker.email,
      password: attacker.password,
    });
    expectNoSecrets(JSON.stringify(own.body), "the attacker's own sign-in");
  });
});

describe('what administrators can read', () => {
  it('lists people with their e-mails, never with password hashes or tokens', async () => {
    const schema = await buildAppSchema(createAppPubSub());
    for (const { name, query, variables } of everyQuery(schema, ids)) {
      const res = await admin.gql(query, variables);
      expect(JSON.stringify(res.errors ?? []), `${name}(${JSON.stringify(variables)}) as admin`).not.toContain(
        'INTERNAL_SERVER_ERROR',
      );
      expectNoSecrets(JSON.stringify(res), `${name} as admin`, [
        'victim e-mail',
        'victim participant e-mail',
        'victim sponsor e-mail',
        'victim pickup address',
      ]);
    }
    for (const path of ['/api/all-users', '/api/admin/export/users.csv']) {
      const text = await (await admin.request('GET', path)).text();
      expect(text).toContain(victim.email);
      expectNoSecrets(text, path, ['victim e-mail']);
    }
  });
});
