import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signUpAndLogin } from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1' });
  admin = app.client();
  admin.token = (
    await admin.json('POST', '/api/login', { email: 'root@example.com', password: 'root-password-1' })
  ).body.token;
});
afterAll(() => app?.close());

type Window = {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
};

const QUERY = `query($search: String, $orderBy: UserOrder, $first: Int, $after: String, $last: Int, $before: String) {
  adminUsersConnection(search: $search, orderBy: $orderBy, first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;

async function read(client: HttpClient, variables: Record<string, unknown>): Promise<Window> {
  const res = await client.gql<{ adminUsersConnection: Window }>(QUERY, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.adminUsersConnection;
}

async function all(variables: Record<string, unknown>, way: 'forwards' | 'backwards', size: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page: Window = await read(
      admin,
      way === 'forwards' ? { ...variables, first: size, after: cursor } : { ...variables, last: size, before: cursor },
    );
    if (way === 'forwards') ids.push(...page.edges.map((e) => e.node.id));
    else ids.unshift(...page.edges.map((e) => e.node.id));
    const more = way === 'forwards' ? page.pageInfo.hasNextPage : page.pageInfo.hasPreviousPage;
    if (!more) return ids;
    cursor = way === 'forwards' ? page.pageInfo.endCursor : page.pageInfo.startCursor;
  }
  throw new Error('more than 50 pages');
}

describe('adminUsersConnection', () => {
  it('follows each order both ways as the numbered pages do, NULL countries included, and is for administrators', async () => {
    const people = [
      { firstName: 'Ada', lastName: 'Zconn', country: 'Nigeria' },
      { firstName: 'Ada', lastName: 'Zconn', country: null },
      { firstName: 'Bola', lastName: 'Zconnb', country: 'Ghana' },
      { firstName: 'Chi', lastName: 'Zconn', country: null, role: 'Admin' as const },
      { firstName: 'Ada', lastName: 'Zconnc', country: 'Nigeria' },
    ];
    for (const person of people) await buildUser(app.database.db, person);
    const search = 'zconn';
    for (const field of ['CREATED_AT', 'FIRST_NAME', 'LAST_NAME', 'EMAIL', 'ROLE', 'COUNTRY']) {
      for (const direction of ['ASC', 'DESC']) {
        const variables = { search, orderBy: { field, direction } };
        const offset = await admin.gql<{ adminUsers: { items: { id: string }[] } }>(
          'query($search: String, $orderBy: UserOrder) { adminUsers(search: $search, orderBy: $orderBy, page: { pageSize: 100 }) { items { id } } }',
          variables,
        );
        const expected = offset.data!.adminUsers.items.map((u) => u.id);
        expect(expected).toHaveLength(5);
        expect([field, direction, await all(variables, 'forwards', 2)]).toEqual([field, direction, expected]);
        expect([field, direction, await all(variables, 'backwards', 2)]).toEqual([field, direction, expected]);
      }
    }
    const user = app.client();
    await signUpAndLogin(user);
    expect((await user.gql(QUERY, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().gql(QUERY, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
