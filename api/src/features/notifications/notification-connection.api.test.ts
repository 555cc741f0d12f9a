import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionQuery, readAll, type ConnectionWindow } from '../../test/connections.js';
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

const CONNECTION = connectionQuery('notificationsConnection', { unreadOnly: 'Boolean' });

async function connection(variables: Record<string, unknown>): Promise<ConnectionWindow> {
  const res = await user.gql<{ notificationsConnection: ConnectionWindow }>(CONNECTION, variables);
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

    const forwards = await readAll(user, 'notificationsConnection', CONNECTION, {}, 'forwards', 3, {
      between: async () => {
        await addNotes(2);
      },
    });
    // Each page counts the notes there are when it is read: 2 more arrive after each page.
    expect(forwards.pages.map((page) => page.totalCount)).toEqual([7, 9, 11]);
    expect(forwards.ids).toEqual(expected);

    // Backwards from the end, two at a time: the same list, newest notes included now.
    const all = await wholeList();
    const back = await readAll(user, 'notificationsConnection', CONNECTION, {}, 'backwards', 2);
    expect(back.ids).toEqual(all);
    expect(new Set(back.ids).size).toBe(11);
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
