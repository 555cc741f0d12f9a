import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin, startMarketplace, type Marketplace } from '../../test/factories.js';
import type { HttpClient } from '../../test/test-app.js';
import { users } from '../accounts/account.table.js';
import { apiTokens } from './api-token.table.js';

let { app, admin, renter, stranger } = {} as Marketplace;

beforeAll(async () => {
  ({ app, admin, renter, stranger } = await startMarketplace());
});

afterAll(async () => {
  await app?.close();
});

const CREATE = `mutation($input: CreateApiTokenInput!) {
  createApiToken(input: $input) { token apiToken { id name prefix scopes expiresAt lastUsedAt createdAt } }
}`;
const MINE = '{ myApiTokens { id name prefix scopes expiresAt lastUsedAt revokedAt } }';
const REVOKE = 'mutation($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }';
const CANCEL = 'mutation($id: ID!) { cancelBooking(bookingId: $id) { id } }';

async function createToken(client: HttpClient, scopes: string[], name = 'Stock sync', expiresInDays = 30) {
  const res = await client.gql(CREATE, { input: { name, scopes, expiresInDays } });
  expect(res.errors).toBeUndefined();
  return res.data.createApiToken as { token: string; apiToken: { id: string; prefix: string; expiresAt: string } };
}

/** A client that sends only the personal token: no cookie, no session. */
function machine(token: string): HttpClient {
  const client = app.client();
  client.token = token;
  return client;
}

const rowOf = async (id: string) => (await app.database.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!;

describe('personal API tokens', () => {
  it('creates a token whose secret works as a bearer for queries, and stores only its hash', async () => {
    const created = await createToken(renter, ['READ']);
    expect(created.token).toMatch(/^aibex_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken.prefix).toBe(created.token.slice(0, 16));
    const expires = new Date(created.apiToken.expiresAt).getTime() - Date.now();
    expect(Math.round(expires / 86_400_000)).toBe(30);

    const me = await machine(created.token).gql('{ me { id email } }');
    expect(me.errors).toBeUndefined();
    expect(me.data.me.id).toBeTruthy();

    const row = await rowOf(created.apiToken.id);
    expect(JSON.stringify(row)).not.toContain(created.token);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(16));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const listed = await renter.gql(MINE);
    expect(JSON.stringify(listed.data)).not.toContain(created.token);
    expect(listed.data.myApiTokens[0]).toMatchObject({ id: created.apiToken.id, scopes: ['READ'], revokedAt: null });
  });

  it('refuses a mutation the scopes do not cover, naming the scope, and allows one they do', async () => {
    const reader = machine((await createToken(renter, ['READ'])).token);
    const refused = await reader.gql(CANCEL, { id: randomUUID() });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toContain('BOOKINGS');
    expect(refused.status).toBe(403);

    const booker = machine((await createToken(renter, ['READ', 'BOOKINGS'])).token);
    // The scope lets the mutation run: the booking is then looked up as for a session.
    const allowed = await booker.gql(CANCEL, { id: randomUUID() });
    expect(allowed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Without READ, not even a query.
    const writer = machine((await createToken(renter, ['BOOKINGS'])).token);
    const query = await writer.gql('{ me { id } }');
    expect(query.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(query.errors?.[0]?.message).toContain('READ');
  });

  it('never lets a token manage tokens or the account', async () => {
    const token = machine((await createToken(renter, ['READ', 'BOOKINGS', 'LISTINGS'])).token);
    for (const [query, variables] of [
      [CREATE, { input: { name: 'Another', scopes: ['READ'], expiresInDays: 7 } }],
      [REVOKE, { id: randomUUID() }],
      ['mutation { logoutEverywhere }', {}],
    ] as const) {
      const res = await token.gql(query, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // The REST shim reads with it, and changes nothing.
    const logout = await token.json('POST', '/api/logout-everywhere');
    expect(logout.status).toBe(403);
  });

  it('stops a revoked token at once, and only its owner may revoke it', async () => {
    const created = await createToken(renter, ['READ']);
    const other = await stranger.gql(REVOKE, { id: created.apiToken.id });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const odd = await renter.gql(REVOKE, { id: 'not-an-id' });
    expect(odd.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const revoked = await renter.gql(REVOKE, { id: created.apiToken.id });
    expect(revoked.data.revokeApiToken.revokedAt).toBeTruthy();
    const after = await machine(created.token).gql('{ me { id } }');
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(after.errors?.[0]?.message).toContain('revoked');
  });

  it('stops an expired token, and the tokens of a disabled account', async () => {
    const created = await createToken(renter, ['READ']);
    await app.database.db
      .update(apiTokens)
      .set({ createdAt: new Date(Date.now() - 10 * 86_400_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, created.apiToken.id));
    const expired = await machine(created.token).gql('{ me { id } }');
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(expired.errors?.[0]?.message).toContain('expired');

    const person = app.client();
    const { user } = await signUpAndLogin(person);
    const theirs = await createToken(person, ['READ']);
    await app.database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    const disabled = await machine(theirs.token).gql('{ me { id } }');
    expect(disabled.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const unknown = await machine('aibex_pat_' + 'x'.repeat(43)).gql('{ me { id } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('records the last use at most once a minute', async () => {
    const created = await createToken(renter, ['READ']);
    const client = machine(created.token);
    expect((await rowOf(created.apiToken.id)).lastUsedAt).toBeNull();
    await client.gql('{ me { id } }');
    const first = (await rowOf(created.apiToken.id)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await client.gql('{ me { id } }');
    expect((await rowOf(created.apiToken.id)).lastUsedAt).toEqual(first);

    const earlier = new Date(Date.now() - 2 * 60_000);
    await app.database.db.update(apiTokens).set({ lastUsedAt: earlier }).where(eq(apiTokens.id, created.apiToken.id));
    await client.gql('{ me { id } }');
    expect((await rowOf(created.apiToken.id)).lastUsedAt!.getTime()).toBeGreaterThan(earlier.getTime());
  });

  it('gives ADMIN_READ to administrators only, and admin queries need it', async () => {
    const refused = await renter.gql(CREATE, {
      input: { name: 'Peek', scopes: ['READ', 'ADMIN_READ'], expiresInDays: 7 },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.scopes');

    const plain = machine((await createToken(admin, ['READ'])).token);
    const withoutScope = await plain.gql('{ adminDashboard { bookings } }');
    expect(withoutScope.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const reader = machine((await createToken(admin, ['READ', 'ADMIN_READ'])).token);
    const dashboard = await reader.gql('{ adminDashboard { bookings } }');
    expect(dashboard.errors).toBeUndefined();
    // Reading only: an administrator mutation stays refused.
    const write = await reader.gql('mutation($id: ID!) { enableUser(id: $id, reason: "Sync") { id } }', {
      id: randomUUID(),
    });
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('names the wrong field of a bad input', async () => {
    const empty = await renter.gql(CREATE, { input: { name: '  ', scopes: ['READ'], expiresInDays: 30 } });
    expect(empty.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.name');
    const never = await renter.gql(CREATE, { input: { name: 'Forever', scopes: ['READ'], expiresInDays: 3650 } });
    expect(never.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(never.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.expiresInDays');
    const none = await renter.gql(CREATE, { input: { name: 'Nothing', scopes: [], expiresInDays: 30 } });
    expect(none.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.scopes');
  });
});
