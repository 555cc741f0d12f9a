import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin } from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let user: HttpClient;
let userId: string;

beforeAll(async () => {
  app = await startTestApp();
  user = app.client();
  userId = (await signUpAndLogin(user)).user.id;
});
afterAll(() => app?.close());

type Window = {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount?: number;
};

const CONNECTION = `query($first: Int, $after: String, $last: Int, $before: String, $unreadOnly: Boolean) {
  notificationsConnection(first: $first, after: $after, last: $last, before: $before, unreadOnly: $unreadOnly) {
    edges { cursor node { id } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount
  }
}`;

async function connection(variables: Record<string, unknown>): Promise<Window> {
  const res = await user.gql<{ notificationsConnection: Window }>(CONNECTION, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.notificationsConnection;
}

/** Notes written in one statement: one created_at for all, so only the id orders them. */
const addNotes = (n: number) =>
  app.services.notifications.add(
    app.database.db,
    Array.from({ length: n }, (_, i) => ({ userId, kind: 'note' as const, message: `Note ${i}` })),
  );

async function wholeList() {
  const res = await user.gql<{ notifications: { items: { id: string }[] } }>(
    '{ notifications(page: { pageSize: 50 }) { items { id } } }',
  );
  return res.data!.notifications.items.map((n) => n.id);
}

describe('notificationsConnection', () => {
  it('reads the notes newest first, ties by id, once each while notes arrive between reads', async () => {
    await addNotes(4);
    await addNotes(3);
    const expected = await wholeList();
    expect(expected).toHaveLength(7);

    const ids: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Window = await connection({ first: 3, after });
      ids.push(...page.edges.map((e) => e.node.id));
      expect(page.totalCount).toBe(7 + (ids.length > 3 ? 2 : 0) + (ids.length > 6 ? 2 : 0));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
      await addNotes(2);
    }
    expect(ids).toEqual(expected);

    // Backwards from the end, two at a time: the same list, newest notes included now.
    const all = await wholeList();
    const back: string[] = [];
    let before: string | null = null;
    for (;;) {
      const page: Window = await connection({ last: 2, before });
      back.unshift(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(back).toEqual(all);
    expect(new Set(back).size).toBe(11);
  });

  it('keeps to unread notes when asked, and refuses a malformed cursor and first with last', async () => {
    const [first] = await addNotes(1);
    const read = await user.gql('mutation($id: ID!) { markNotificationRead(id: $id) { id } }', { id: first!.id });
    expect(read.errors).toBeUndefined();
    const unread = await connection({ unreadOnly: true, first: 50 });
    expect(unread.edges.map((e) => e.node.id)).not.toContain(first!.id);
    expect((await connection({ first: 1 })).edges[0]!.node.id).toBe(first!.id);
    const refusal = async (variables: Record<string, unknown>) => {
      const res = await user.gql(CONNECTION, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return res.errors?.[0]?.extensions?.fields?.map((f) => f.path);
    };
    expect(await refusal({ after: 'bm90IGEgY3Vyc29y' })).toEqual(['after']);
    expect(await refusal({ first: 2, last: 2 })).toEqual(['last']);
    expect(await refusal({ last: 51 })).toEqual(['last']);
  });
});
