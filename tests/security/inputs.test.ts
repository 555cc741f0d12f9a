// Inputs accept only the fields a user may set (no role, userId, price,
// status or rating smuggling), and costly routes are rate-limited (429 on REST,
// TOO_MANY_REQUESTS on GraphQL).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountFields,
  buildBooking,
  buildTool,
  registrationOf,
  tinyPng,
  uniqueEmail,
} from '../../api/src/test/factories.js';
import { queryRows } from '../../api/src/db/client.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { newUser, outcomeOf, overWebSocket, signInAdmin, startSecurityApp, wsClient, type Person } from './support.js';

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
    const signedIn = await app.client().json('POST', '/api/login', { email: fields.email, password: fields.password });
    expect(signedIn.body.user).toMatchObject({ role: 'User', email: fields.email });
    expect(signedIn.body.user.id).not.toBe(id);
    expect(signedIn.body.user.created_at).not.toMatch(/^2000/);

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
      .gql('mutation($input: CreateAccountInput!) { createAccount(input: $input) { email } }', {
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
    const strangersTools = await stranger.client.gql('{ myTools { items { id } } }');
    expect(strangersTools.data?.myTools.items).toEqual([]);
  });

  it('GraphQL tool inputs have no owner, rating or status fields', async () => {
    const input = { name: 'X', price: '1', categoryId, country: 'Nigeria', city: 'Abuja' };
    for (const smuggled of [
      { ownerId: stranger.user.id },
      { rating: 5 },
      { itemStatus: 'UNAVAILABLE' },
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
    const id = randomUUID();
    const smuggled = participant({ year: 2019, registration_code: 'AIB26-HACKED', checked_in_at: '2026-12-10', id });
    const reg = await app.client().json('POST', '/api/register', smuggled);
    expect(reg.status).toBe(201);
    const stored = await registrationOf(app.database.db, smuggled.email);
    expect(stored.year).toBe(2026);
    expect(stored.registrationCode).not.toBe('AIB26-HACKED');
    expect(stored.id).not.toBe(id);
    const checkedIn = await admin.gql('query($id: ID!) { adminParticipant(id: $id) { checkedInAt } }', {
      id: stored.id,
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

  it('participant registration: one budget for REST and GraphQL (429, then TOO_MANY_REQUESTS)', async () => {
    expect((await app.client().json('POST', '/api/register', participant())).status).toBe(201);
    const limited = await app.client().json('POST', '/api/register', participant());
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });

    // The same action through the other API draws on the same, spent budget.
    const gql = await app
      .client()
      .gql('mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }', {
        input: {
          firstName: 'Rate',
          lastName: 'Limit',
          email: uniqueEmail('rl'),
          phone: '+234 803 000 1111',
          country: 'Nigeria',
        },
      });
    expect(outcomeOf(gql)).toBe('TOO_MANY_REQUESTS');
    expect((gql.errors?.[0]?.extensions as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('sign-up: one budget for REST and GraphQL (429, then TOO_MANY_REQUESTS)', async () => {
    expect((await app.client().form('POST', '/api/create-account', accountFields())).status).toBe(201);
    expect((await app.client().form('POST', '/api/create-account', accountFields())).status).toBe(429);
    const signUp = () =>
      app.client().gql('mutation($input: CreateAccountInput!) { createAccount(input: $input) { email } }', {
        input: {
          firstName: 'R',
          lastName: 'L',
          email: uniqueEmail('rl'),
          country: 'Nigeria',
          password: 'long enough pw',
        },
      });
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

  it('group e-mail: one budget for REST and GraphQL (429, then TOO_MANY_REQUESTS)', async () => {
    const form = { receivers: 'All Users', subject: 'Rate', message: 'Limited' };
    expect((await admin.form('POST', '/api/send-message', form)).status).toBe(202);
    expect((await admin.form('POST', '/api/send-message', form)).status).toBe(429);
    const send = () =>
      admin.gql('mutation { sendGroupMail(audience: ALL_USERS, subject: "Rate", message: "Limited") { id } }');
    expect(outcomeOf(await send())).toBe('TOO_MANY_REQUESTS');
  });
});

describe('messages about a booking', () => {
  let app: TestApp;
  let renter: Person;
  let bookingId: string;
  beforeAll(async () => {
    // A tenth of every limit: enough sign-ups and sign-ins for the two parties of one booking, and six
    // messages a minute where the real limit is sixty. TRUST_PROXY lets each request name its address.
    app = await startSecurityApp({ RATE_LIMIT_SCALE: '0.1', TRUST_PROXY: '1' });
    const owner = await newUser(app);
    renter = await newUser(app);
    const tool = await buildTool(app.database.db, { owner: owner.user });
    bookingId = (await buildBooking(app.database.db, { tool, renter: renter.user })).id;
  });
  afterAll(() => app?.close());

  it('share one budget per user across REST, GraphQL and graphql-ws, whatever the address', async () => {
    const rest = (ip: string) =>
      renter.client.json(
        'POST',
        `/api/rentalBookings/${bookingId}/send-message`,
        { message: 'Is it charged?' },
        { 'x-forwarded-for': ip },
      );
    const SEND = 'mutation($id: ID!) { sendMessage(bookingId: $id, body: "Still there?") { id } }';
    const gql = async (ip: string) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${renter.client.token}`,
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({ query: SEND, variables: { id: bookingId } }),
      });
      return outcomeOf((await res.json()) as { errors?: { extensions?: { code?: string } }[] });
    };
    const socket = wsClient(app, renter.client.token, { lazy: false });
    try {
      for (const ip of ['198.51.100.1', '198.51.100.2']) expect((await rest(ip)).status).toBe(201);
      for (const ip of ['198.51.100.3', '198.51.100.4']) expect(await gql(ip)).toBe('OK');
      for (let i = 0; i < 2; i++) expect(outcomeOf(await overWebSocket(socket, SEND, { id: bookingId }))).toBe('OK');

      // The budget (6 a minute here) is spent: a new address, another API, none gets a fresh one.
      const limited = await rest('198.51.100.99');
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await gql('198.51.100.98')).toBe('TOO_MANY_REQUESTS');
      expect(outcomeOf(await overWebSocket(socket, SEND, { id: bookingId }))).toBe('TOO_MANY_REQUESTS');
    } finally {
      await socket.dispose();
    }
    // Nothing over the limit was stored; the count lives in the database, shared by every instance.
    const conversation = await renter.client.gql<{ conversation: { total: number } }>(
      'query($id: ID!) { conversation(bookingId: $id) { total } }',
      { id: bookingId },
    );
    expect(conversation.data?.conversation.total).toBe(6);
    const [counter] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count from rate_limit_counters where key = ${`message.send:user:${renter.user.id}`}`,
    );
    expect(counter?.count).toBe(9);
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

describe('bad input is a 400, never a 500', () => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startSecurityApp();
    admin = await signInAdmin(app);
  });
  afterAll(() => app?.close());

  // Names every plain object answers to: an allow-list kept in a plain object "contains" them all.
  const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

  it('refuses a sort that is only a name on the prototype chain, on REST and GraphQL', async () => {
    for (const sortBy of INHERITED) {
      for (const path of [
        '/api/all-users',
        '/api/all-participants',
        '/api/all-bookings',
        '/api/admin/export/users.csv',
      ]) {
        const res = await admin.json('GET', `${path}?page=1&sortBy=${encodeURIComponent(sortBy)}`);
        expect(res.status, `${path} sortBy=${sortBy}`).toBe(400);
        expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message: expect.stringMatching(/^Sort by one of/) });
      }
      // GraphQL orders by a field of the list's own enum: no other name gets past validation.
      const gql = await admin.gql('query($orderBy: UserOrder) { adminUsers(orderBy: $orderBy) { total } }', {
        orderBy: { field: sortBy },
      });
      expect(outcomeOf(gql), sortBy).toBe('BAD_USER_INPUT');
    }
  });

  it('refuses marketplace price bounds past any price, for anonymous visitors too', async () => {
    const browse = (filter: Record<string, unknown>) =>
      app.client().gql('query($f: ToolBrowseInput) { tools(filter: $f) { total } }', { f: filter });
    for (const [field, value] of [
      ['maxPrice', '21474837'],
      ['minPrice', '1e308'],
      ['maxPrice', '-1'],
      ['minPrice', '0.001'],
    ] as const) {
      const res = await browse({ [field]: value });
      expect(outcomeOf(res), `${field}: ${value}`).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toContain(field);
      expect(res.errors?.[0]?.extensions?.fields).toEqual([{ path: `filter.${field}`, msg: expect.any(String) }]);
    }
    expect(outcomeOf(await browse({ minPrice: '0', maxPrice: '1000000.00' }))).toBe('OK');
  });

  it('refuses page numbers and sizes out of range instead of failing in SQL', async () => {
    for (const query of ['page=99999999999999999999', 'page=1&pageSize=1e400', 'page=1&year=99999999999']) {
      const res = await admin.json('GET', `/api/all-participants?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe('BAD_USER_INPUT');
    }
    const deep = await admin.gql('query($page: PageInput) { adminUsers(page: $page) { total } }', {
      page: { page: 2147483647, pageSize: 100 },
    });
    expect(outcomeOf(deep)).toBe('BAD_USER_INPUT');
    expect(deep.errors?.[0]?.message).toContain('page');
  });

  it('refuses an expected checkout total that no payment can have, rather than rounding it', async () => {
    for (const total of ['1e308', '25.004', '-1', '1000000.01', '99999999999999999999', ' ', 'NaN']) {
      const res = await admin.gql('mutation($t: String) { checkout(expectedTotal: $t) { id } }', { t: total });
      expect(outcomeOf(res), total).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.message).toMatch(/^expectedTotal must be decimal text/);
      expect(res.errors?.[0]?.extensions?.fields).toEqual([{ path: 'expectedTotal', msg: expect.any(String) }]);
    }
    // Money is never a Float here: a number is not even accepted.
    const float = await admin.gql('mutation { checkout(expectedTotal: 25.5) { id } }');
    expect(outcomeOf(float)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers text with a NUL character, which no column can store, as bad input naming the field', async () => {
    const nul = { msg: 'Text cannot contain the NUL character (\\0)' };
    const gql = await admin.gql('query($e: String!) { userByEmail(email: $e) { id } }', { e: 'a\u0000@b.co' });
    expect(outcomeOf(gql)).toBe('BAD_USER_INPUT');
    expect(gql.errors?.[0]?.extensions?.fields).toEqual([{ path: 'email', ...nul }]);
    const nested = await admin.gql('query($f: ToolBrowseInput) { tools(filter: $f) { total } }', {
      f: { near: { city: 'Ikeja\u0000' } },
    });
    expect(nested.errors?.[0]?.extensions?.fields).toEqual([{ path: 'filter.near.city', ...nul }]);
    const rest = await app.client().json('POST', '/api/register', participant({ address: 'Plot 5\u0000' }));
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'address', ...nul }] });
    const query = await admin.json('GET', '/api/all-participants?search=ada%00');
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ path: 'search', ...nul }] });
  });

  it("answers an administrator's call about an id that names nobody as such, not as a database error", async () => {
    const tools = await admin.json('GET', '/api/user/%20x/rentals/my-rentals');
    expect(tools).toMatchObject({ status: 200, body: { rentals: [] } });
    const rentals = await admin.json('GET', '/api/rentalBookings/not-a-uuid/my-bookings?page=1');
    expect(rentals).toMatchObject({ status: 200, body: { bookings: [], total: 0 } });
    const note = await admin.json('POST', `/api/user/${randomUUID()}/notifications/add-notification`, {
      message: 'Is anyone there?',
    });
    expect(note).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('answers a bad variable over graphql-ws as over HTTP: BAD_USER_INPUT', async () => {
    const query = 'query($f: ToolBrowseInput, $p: PageInput) { tools(filter: $f, page: $p) { total } }';
    const variables = { p: { page: 'second' } };
    expect(outcomeOf(await app.client().gql(query, variables))).toBe('BAD_USER_INPUT');
    const overWs = async (q: string, v: Record<string, unknown>) => {
      const ws = wsClient(app);
      try {
        return outcomeOf(await overWebSocket(ws, q, v));
      } finally {
        await ws.dispose();
      }
    };
    expect(await overWs(query, variables)).toBe('BAD_USER_INPUT');
    expect(await overWs(query, { f: { maxPrice: 'cheap' } })).toBe('BAD_USER_INPUT');
    expect(await overWs('query($id: ID!) { tool(id: $id) { id } }', {})).toBe('BAD_USER_INPUT');
    expect(await overWs('mutation($n: Int!) { addReview(bookingId: "x", rating: $n) { id } }', { n: 2 ** 31 })).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('exports a cell holding a formula after a separator as text (OWASP CSV injection)', async () => {
    const reg = await app
      .client()
      .json('POST', '/api/register', participant({ first_name: 'Semi', address: 'a;=1+1', city: 'Jos,@SUM(A1)' }));
    expect(reg.status).toBe(201);
    const res = await admin.request('GET', '/api/admin/export/participants.csv?search=Semi');
    expect(res.status).toBe(200);
    const row = (await res.text()).split('\r\n').find((line) => line.includes('Semi'));
    expect(row).toContain(`"'a;=1+1"`);
    expect(row).toContain(`"'Jos,@SUM(A1)"`);
  });
});
