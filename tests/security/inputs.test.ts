// PRODUCT.md section 6: inputs accept only the fields a user may set (no role, userId, price,
// status or rating smuggling), and costly routes are rate-limited (429 on REST,
// TOO_MANY_REQUESTS on GraphQL).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountFields,
  bookAndPay,
  createCategory,
  listTool,
  tinyPng,
  uniqueEmail,
} from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { newUser, outcomeOf, signInAdmin, startSecurityApp, type Person } from './support.js';

const participant = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Mass',
  last_name: 'Assignment',
  email: uniqueEmail('mass'),
  phone: '+234 803 000 1111',
  country: 'Nigeria',
  ...overrides,
});

describe('mass assignment', () => {
  let app: TestApp;
  let admin: HttpClient;
  let owner: Person;
  let stranger: Person;
  let categoryId: string;
  beforeAll(async () => {
    app = await startSecurityApp();
    admin = await signInAdmin(app);
    categoryId = (await admin.gql('mutation { createRentalCategory(name: "Mass") { id } }')).data!.createRentalCategory
      .id;
    owner = await newUser(app);
    stranger = await newUser(app);
  });
  afterAll(() => app?.close());

  it('REST sign-up and profile edits ignore role, id and password hash', async () => {
    const id = randomUUID();
    const fields = accountFields({ role: 'Admin', id, password_hash: '$argon2id$forged', created_at: '2000-01-01' });
    const created = await app.client().form('POST', '/api/create-account', fields);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({ role: 'User', email: fields.email });
    expect(created.body.user.id).not.toBe(id);
    expect(created.body.user.created_at).not.toMatch(/^2000/);

    const edited = await owner.client.form('PUT', `/api/update-account/${owner.user.id}`, {
      role: 'Admin',
      id,
      password_hash: '$argon2id$forged',
      city: 'Jos',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toMatchObject({ role: 'User', id: owner.user.id, city: 'Jos' });
    expect(outcomeOf(await owner.client.gql('{ adminUsers { total } }'))).toBe('FORBIDDEN');
  });

  it('GraphQL inputs have no role field at all', async () => {
    const create = await app
      .client()
      .gql('mutation($input: CreateAccountInput!) { createAccount(input: $input) { role } }', {
        input: {
          firstName: 'G',
          lastName: 'Q',
          email: uniqueEmail('gq'),
          country: 'Nigeria',
          password: 'a long enough password',
          role: 'Admin',
        },
      });
    expect(outcomeOf(create)).toBe('BAD_USER_INPUT');
    const update = await owner.client.gql(
      'mutation($id: ID!) { updateAccount(id: $id, input: { role: Admin }) { role } }',
      {
        id: owner.user.id,
      },
    );
    expect(outcomeOf(update)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('REST listings ignore the owner, rating and status a client sends', async () => {
    const res = await owner.client.form(
      'POST',
      `/api/user/${owner.user.id}/add-rental`,
      {
        name: 'Smuggled drill',
        price: '10',
        categoryId,
        country: 'Nigeria',
        city: 'Abuja',
        userId: stranger.user.id,
        owner_id: stranger.user.id,
        rating: '5',
        rating_count: '999',
        item_status: 'Unavailable',
        id: randomUUID(),
      },
      { cover_image: { data: tinyPng(), name: 'c.png', type: 'image/png' } },
    );
    expect(res.status).toBe(201);
    expect(res.body.rental).toMatchObject({
      userId: owner.user.id,
      rating: null,
      rating_count: 0,
      item_status: 'Available',
    });
    const toolId = res.body.rental.id as string;

    const edit = await owner.client.form('PUT', `/api/update-rental/${toolId}`, {
      name: 'Still mine',
      userId: stranger.user.id,
      rating: '1',
      rating_count: '7',
    });
    expect(edit.status).toBe(200);
    expect(edit.body.rental).toMatchObject({
      name: 'Still mine',
      userId: owner.user.id,
      rating: null,
      rating_count: 0,
    });
    const ratingOnly = await owner.client.form('PUT', `/api/update-rental/${toolId}`, { rating: '5' });
    expect(ratingOnly.body.rental.rating).toBeNull();
    const strangersTools = await stranger.client.gql('{ myTools { id } }');
    expect(strangersTools.data?.myTools).toEqual([]);
  });

  it('GraphQL tool inputs have no owner, rating or status fields', async () => {
    const input = { name: 'X', price: '1', categoryId, country: 'Nigeria', city: 'Abuja' };
    for (const smuggled of [
      { ownerId: stranger.user.id },
      { rating: 5 },
      { itemStatus: 'Unavailable' },
      { userId: 'x' },
    ]) {
      const res = await owner.client.gql('mutation($input: ToolInput!) { createTool(input: $input) { id } }', {
        input: { ...input, ...smuggled },
      });
      expect(outcomeOf(res), JSON.stringify(smuggled)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(/is not defined by type "ToolInput"/);
    }
    const update = await owner.client.gql(
      'mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { id } }',
      {
        id: randomUUID(),
        input: { rating: 5 },
      },
    );
    expect(outcomeOf(update)).toBe('BAD_USER_INPUT');
  });

  it('registrations and sponsorships ignore the edition, code, check-in, status and amount sent', async () => {
    const reg = await app
      .client()
      .json(
        'POST',
        '/api/register',
        participant({ year: 2019, registration_code: 'AIB26-HACKED', checked_in_at: '2026-12-10', id: randomUUID() }),
      );
    expect(reg.status).toBe(201);
    expect(reg.body.participant.year).toBe(2026);
    expect(reg.body.participant.registration_code).not.toBe('AIB26-HACKED');
    const checkedIn = await admin.gql('query($id: ID!) { adminParticipant(id: $id) { checkedInAt } }', {
      id: reg.body.participant.id,
    });
    expect(checkedIn.data?.adminParticipant.checkedInAt).toBeNull();

    const sponsor = await app.client().form('POST', '/api/sponsorship-registration', {
      company: 'Smuggle Ltd',
      email: uniqueEmail('sponsor'),
      phone: '+234 803 000 2222',
      country: 'Nigeria',
      category: 'GOLD',
      status: 'approved',
      year: '2019',
      amount: '1',
      price: '1',
    });
    expect(sponsor.status).toBe(201);
    expect(sponsor.body.sponsor).toMatchObject({ status: 'applied', year: 2026, category: 'GOLD' });
    const wall = await app.client().gql('{ sponsorWall { sponsors { company } } }');
    expect(JSON.stringify(wall.data)).not.toContain('Smuggle Ltd');

    const gql = await app
      .client()
      .gql('mutation($input: SponsorshipInput!) { applyForSponsorship(input: $input) { id } }', {
        input: {
          company: 'Smuggle GQL',
          email: uniqueEmail('sponsor'),
          phone: '+234 803 000 2222',
          country: 'Nigeria',
          packageId: 'gold',
          status: 'approved',
        },
      });
    expect(outcomeOf(gql)).toBe('BAD_USER_INPUT');
  });
});

describe('rate limits on costly routes', () => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    // Every per-minute limit becomes its smallest (one or two calls a minute) for this app.
    app = await startSecurityApp({ RATE_LIMIT_SCALE: '0.05' });
    admin = await signInAdmin(app);
  });
  afterAll(() => app?.close());

  it('participant registration: 429 on REST, TOO_MANY_REQUESTS on GraphQL', async () => {
    expect((await app.client().json('POST', '/api/register', participant())).status).toBe(201);
    const limited = await app.client().json('POST', '/api/register', participant());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    const register = (email: string) =>
      app.client().gql('mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { id } }', {
        input: { firstName: 'Rate', lastName: 'Limit', email, phone: '+234 803 000 1111', country: 'Nigeria' },
      });
    expect(outcomeOf(await register(uniqueEmail('rl')))).toBe('OK');
    const gql = await register(uniqueEmail('rl'));
    expect(outcomeOf(gql)).toBe('TOO_MANY_REQUESTS');
    expect((gql.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('sign-up: 429 on REST, TOO_MANY_REQUESTS on GraphQL', async () => {
    expect((await app.client().form('POST', '/api/create-account', accountFields())).status).toBe(201);
    expect((await app.client().form('POST', '/api/create-account', accountFields())).status).toBe(429);
    const signUp = () =>
      app.client().gql('mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }', {
        input: {
          firstName: 'R',
          lastName: 'L',
          email: uniqueEmail('rl'),
          country: 'Nigeria',
          password: 'long enough pw',
        },
      });
    expect(outcomeOf(await signUp())).toBe('OK');
    expect(outcomeOf(await signUp())).toBe('TOO_MANY_REQUESTS');
  });

  it('contact form: TOO_MANY_REQUESTS past the per-minute limit of an address', async () => {
    const send = () =>
      app.client().gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
        input: { name: 'Rate', email: 'rate@example.com', message: 'Hello organisers' },
      });
    expect(outcomeOf(await send())).toBe('OK');
    expect(outcomeOf(await send())).toBe('TOO_MANY_REQUESTS');
  });

  it('group e-mail: 429 on REST, TOO_MANY_REQUESTS on GraphQL', async () => {
    const form = { receivers: 'All Users', subject: 'Rate', message: 'Limited' };
    expect((await admin.form('POST', '/api/send-message', form)).status).toBe(202);
    expect((await admin.form('POST', '/api/send-message', form)).status).toBe(429);
    const send = () =>
      admin.gql('mutation { sendGroupMail(audience: allUsers, subject: "Rate", message: "Limited") { id } }');
    expect(outcomeOf(await send())).toBe('OK');
    expect(outcomeOf(await send())).toBe('TOO_MANY_REQUESTS');
  });
});

describe('messages about a booking', () => {
  let app: TestApp;
  let renter: Person;
  let bookingId: string;
  beforeAll(async () => {
    // A tenth of every limit: enough sign-ups, sign-ins and checkouts to set up one booking, and six
    // messages a minute from an address where the real limit is sixty.
    app = await startSecurityApp({ RATE_LIMIT_SCALE: '0.1' });
    const admin = await signInAdmin(app);
    const owner = await newUser(app);
    renter = await newUser(app);
    const toolId = await listTool(owner.client, await createCategory(admin));
    bookingId = (await bookAndPay(renter.client, toolId)).id;
  });
  afterAll(() => app?.close());

  it('are limited per address: 429 on REST, TOO_MANY_REQUESTS on GraphQL', async () => {
    const rest = () =>
      renter.client.json('POST', `/api/rentalBookings/${bookingId}/send-message`, { message: 'Is it charged?' });
    for (let i = 0; i < 6; i++) expect((await rest()).status).toBe(201);
    const limited = await rest();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    const gql = () =>
      renter.client.gql('mutation($id: ID!) { sendMessage(bookingId: $id, body: "Still there?") { id } }', {
        id: bookingId,
      });
    for (let i = 0; i < 6; i++) expect(outcomeOf(await gql())).toBe('OK');
    expect(outcomeOf(await gql())).toBe('TOO_MANY_REQUESTS');
    // Nothing over the limit was stored: twelve messages in the conversation.
    const conversation = await renter.client.gql<{ conversation: unknown[] }>(
      'query($id: ID!) { conversation(bookingId: $id) { id } }',
      { id: bookingId },
    );
    expect(conversation.data?.conversation).toHaveLength(12);
  });
});

describe('the contact form per sender', () => {
  it('refuses a fourth message within 10 minutes, whatever the per-minute limit', async () => {
    const app = await startSecurityApp();
    try {
      const send = () =>
        app.client().gql('mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }', {
          input: { name: 'Chatty', email: 'chatty@example.com', message: 'One more thing' },
        });
      for (let i = 0; i < 3; i++) expect(outcomeOf(await send())).toBe('OK');
      const fourth = await send();
      expect(outcomeOf(fourth)).toBe('TOO_MANY_REQUESTS');
      expect(fourth.errors?.[0]?.message).toMatch(/wait 10 minutes/);
    } finally {
      await app.close();
    }
  });
});
