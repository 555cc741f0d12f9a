import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionQuery, readAll, type ConnectionWindow } from '../../../test/connections.js';
import { buildCategory, buildTool, buildUser, signUpAndLogin } from '../../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';

let app: TestApp;
let visitor: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  visitor = app.client();
});
afterAll(() => app?.close());

const CONNECTION = connectionQuery('toolsConnection', { filter: 'ToolBrowseInput', orderBy: 'ToolOrder' });

async function connection(variables: Record<string, unknown>): Promise<ConnectionWindow> {
  const res = await visitor.gql<{ toolsConnection: ConnectionWindow }>(CONNECTION, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.toolsConnection;
}

/**
 * Every id of the list, read `way` `size` at a time, in the list's order; each page but the first
 * read says there is more the other way. `between` runs after each page that has another after it.
 */
async function readIds(
  variables: Record<string, unknown>,
  way: 'forwards' | 'backwards',
  size: number,
  between?: () => Promise<void>,
) {
  const read = await readAll(visitor, 'toolsConnection', CONNECTION, variables, way, size, { between });
  const otherWay = read.pages.map((page) =>
    way === 'forwards' ? page.pageInfo.hasPreviousPage : page.pageInfo.hasNextPage,
  );
  expect(otherWay).toEqual(read.pages.map((_, i) => i > 0));
  return read.ids;
}

/** The whole list in one numbered page: the order the connection must follow. */
async function wholeList(variables: Record<string, unknown>) {
  const res = await visitor.gql<{ tools: { items: { id: string }[] } }>(
    `query($filter: ToolBrowseInput, $orderBy: ToolOrder) { tools(filter: $filter, orderBy: $orderBy, page: { pageSize: 50 }) { items { id } } }`,
    variables,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.tools.items.map((t) => t.id);
}

const setCreatedAt = (id: string, at: string) =>
  app.database.db.execute(sql`update tools set created_at = ${at}::timestamptz where id = ${id}`);

/** A tool written straight to the database, then the public responses dropped, as the tools service does. */
async function listTool(options: Parameters<typeof buildTool>[1]) {
  const tool = await buildTool(app.database.db, options);
  app.services.publicCache.invalidate();
  return tool;
}

describe('toolsConnection: the marketplace read on from cursors', () => {
  it('reads every tool once while tools are listed between two reads, where numbered pages repeat one', async () => {
    const category = await buildCategory(app.database.db);
    const owner = await buildUser(app.database.db);
    const listed: string[] = [];
    for (let i = 0; i < 5; i++) listed.push((await listTool({ owner, category })).id);
    const filter = { categoryId: category.id };

    // Numbered pages: a tool listed after page 1 pushes page 1's last tool onto page 2.
    const page = (n: number) =>
      visitor.gql<{ tools: { items: { id: string }[] } }>(
        `query($filter: ToolBrowseInput, $page: Int) { tools(filter: $filter, page: { page: $page, pageSize: 2 }) { items { id } } }`,
        { filter, page: n },
      );
    const first = (await page(1)).data!.tools.items.map((t) => t.id);
    listed.push((await listTool({ owner, category })).id);
    const second = (await page(2)).data!.tools.items.map((t) => t.id);
    expect(second).toContain(first[1]);

    // The connection: each tool listed before the read began appears once, none is skipped; the ones
    // listed while reading are newer than the cursor, so they are not part of this read forwards.
    const before = await wholeList({ filter });
    const read = await readIds({ filter }, 'forwards', 2, async () => {
      listed.push((await listTool({ owner, category })).id);
    });
    expect(read).toEqual(before);
    expect(new Set(read).size).toBe(read.length);
    // A tool was listed after each page but the last: two while reading six tools two at a time.
    expect(listed).toHaveLength(8);
    // Read again from the start, every tool is there once, the new ones first (newest first).
    const again = await readIds({ filter }, 'forwards', 4);
    expect(again).toEqual(await wholeList({ filter }));
    expect([...again].sort()).toEqual([...listed].sort());
  });

  it('follows each order and direction, ties broken by id, forwards and backwards', async () => {
    const category = await buildCategory(app.database.db);
    const owner = await buildUser(app.database.db);
    const specs = [
      { priceCents: 1000, rating: 4.5 },
      { priceCents: 1000, rating: 4.5 },
      { priceCents: 2500, rating: null },
      { priceCents: 2500, rating: 3 },
      { priceCents: 500, rating: null },
      { priceCents: 1000, rating: 5, currency: 'GHS' },
      { priceCents: 700, rating: 3 },
    ];
    const ids: string[] = [];
    for (const spec of specs) ids.push((await buildTool(app.database.db, { owner, category, ...spec })).id);
    // Three tools in one millisecond, apart by microseconds: cursors keep the database's precision.
    await setCreatedAt(ids[0]!, '2026-01-05 10:00:00.123456+00');
    await setCreatedAt(ids[1]!, '2026-01-05 10:00:00.123789+00');
    await setCreatedAt(ids[2]!, '2026-01-05 10:00:00.123001+00');
    await setCreatedAt(ids[3]!, '2026-01-05 10:00:00.123456+00');
    app.services.publicCache.invalidate();
    const filter = { categoryId: category.id };

    for (const field of ['CREATED_AT', 'PRICE', 'RATING']) {
      for (const direction of ['ASC', 'DESC']) {
        const variables = { filter, orderBy: { field, direction } };
        const expected = await wholeList(variables);
        expect(expected).toHaveLength(specs.length);
        for (const size of [1, 2, 3]) {
          expect([field, direction, size, await readIds(variables, 'forwards', size)]).toEqual([
            field,
            direction,
            size,
            expected,
          ]);
          expect([field, direction, size, await readIds(variables, 'backwards', size)]).toEqual([
            field,
            direction,
            size,
            expected,
          ]);
        }
      }
    }
  });

  it('orders by distance from a point, ties broken by id', async () => {
    const category = await buildCategory(app.database.db);
    const owner = await buildUser(app.database.db);
    for (const [latitude, longitude] of [
      [6.6, 3.35],
      [6.6, 3.35],
      [6.62, 3.36],
      [6.55, 3.3],
      [6.6, 3.35],
    ])
      await buildTool(app.database.db, { owner, category, latitude, longitude });
    const variables = {
      filter: { categoryId: category.id, near: { latitude: 6.6, longitude: 3.35 }, radiusKm: 50 },
      orderBy: { field: 'DISTANCE', direction: 'ASC' },
    };
    const expected = await wholeList(variables);
    expect(expected).toHaveLength(5);
    expect(await readIds(variables, 'forwards', 2)).toEqual(expected);
    expect(await readIds(variables, 'backwards', 2)).toEqual(expected);
  });

  it('pages between two cursors, and counts only when asked for', async () => {
    const category = await buildCategory(app.database.db);
    const owner = await buildUser(app.database.db);
    for (let i = 0; i < 6; i++) await buildTool(app.database.db, { owner, category });
    const filter = { categoryId: category.id };
    const all = await connection({ filter, first: 6 });
    const [, second, , , fifth] = all.edges;
    const between = await connection({ filter, after: second!.cursor, before: fifth!.cursor, first: 10 });
    expect(between.edges.map((e) => e.node.id)).toEqual(all.edges.slice(2, 4).map((e) => e.node.id));
    const counted = await visitor.gql<{ toolsConnection: { totalCount: number; totalCountCapped: boolean } }>(
      `query($filter: ToolBrowseInput) { toolsConnection(filter: $filter, first: 1) { totalCount totalCountCapped } }`,
      { filter },
    );
    expect(counted.data!.toolsConnection).toEqual({ totalCount: 6, totalCountCapped: false });
    const empty = await connection({ filter: { categoryId: (await buildCategory(app.database.db)).id } });
    expect(empty).toEqual({
      edges: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
    });
  });

  it('refuses a malformed cursor, a cursor of another order or list, first with last, and sizes out of range', async () => {
    const category = await buildCategory(app.database.db);
    await buildTool(app.database.db, { category });
    await buildTool(app.database.db, { category });
    const filter = { categoryId: category.id };
    const newest = await connection({ filter, first: 1 });
    const cursor = newest.pageInfo.endCursor!;
    const refusal = async (variables: Record<string, unknown>) => {
      const res = await visitor.gql(CONNECTION, { filter, ...variables });
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return res.errors?.[0]?.extensions?.fields?.map((f) => f.path);
    };
    expect(await refusal({ after: 'not a cursor' })).toEqual(['after']);
    expect(
      await refusal({ before: Buffer.from('{"l":"tools","o":"createdAt_desc","k":[1]}').toString('base64url') }),
    ).toEqual(['before']);
    // The right list and order, but a value that is not a timestamp: refused before it reaches SQL.
    const forged = Buffer.from(
      JSON.stringify({ l: 'tools', o: 'createdAt_desc', k: ['yesterday', '00000000-0000-0000-0000-000000000000'] }),
    ).toString('base64url');
    expect(await refusal({ after: forged })).toEqual(['after']);
    // Values of the right shape the database would not take: a day that does not exist, a price that is no
    // whole number of 32 bits (they reached SQL and answered INTERNAL_SERVER_ERROR).
    const id = '00000000-0000-4000-8000-000000000000';
    const edited = (order: string, ...values: (string | number)[]) =>
      Buffer.from(JSON.stringify({ l: 'tools', o: order, k: [...values, id] })).toString('base64url');
    expect(await refusal({ after: edited('createdAt_desc', '2026-02-30T00:00:00Z') })).toEqual(['after']);
    expect(await refusal({ before: edited('createdAt_desc', '0000-01-01T00:00:00Z') })).toEqual(['before']);
    const byPrice = { field: 'PRICE', direction: 'ASC' };
    expect(await refusal({ after: edited('price_asc', 'USD', 1.5), orderBy: byPrice })).toEqual(['after']);
    expect(await refusal({ after: edited('price_asc', 'USD', 2 ** 31), orderBy: byPrice })).toEqual(['after']);
    expect(await refusal({ after: cursor, orderBy: { field: 'PRICE', direction: 'ASC' } })).toEqual(['after']);
    expect(await refusal({ after: cursor, orderBy: { field: 'CREATED_AT', direction: 'ASC' } })).toEqual(['after']);
    const otherList = Buffer.from(JSON.stringify({ l: 'myBookings', o: 'createdAt_desc', k: [] })).toString(
      'base64url',
    );
    expect(await refusal({ after: otherList })).toEqual(['after']);
    expect(await refusal({ first: 1, last: 1 })).toEqual(['last']);
    expect(await refusal({ first: 51 })).toEqual(['first']);
    expect(await refusal({ last: 0 })).toEqual(['last']);
    // The same cursor in its own order reads on.
    const next = await connection({ filter, first: 1, after: cursor });
    expect(next.edges).toHaveLength(1);
    expect(next.edges[0]!.node.id).not.toBe(newest.edges[0]!.node.id);
  });
});

describe('myToolsConnection', () => {
  it("reads the owner's own tools newest first, listed or not, once each while tools are listed between reads", async () => {
    const owner = app.client();
    const ownerId = (await signUpAndLogin(owner)).user.id;
    for (let i = 0; i < 5; i++)
      await buildTool(app.database.db, { ownerId, itemStatus: i % 2 ? 'Available' : 'Unavailable' });
    await buildTool(app.database.db); // someone else's
    const QUERY = `query($first: Int, $after: String, $last: Int, $before: String) {
      myToolsConnection(first: $first, after: $after, last: $last, before: $before) {
        totalCount edges { cursor node { id bookingsCount } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      }
    }`;
    type Mine = Omit<ConnectionWindow, 'edges'> & {
      edges: { cursor: string; node: { id: string; bookingsCount: number } }[];
    };
    const read = async (variables: Record<string, unknown>) => {
      const res = await owner.gql<{ myToolsConnection: Mine }>(QUERY, variables);
      expect(res.errors).toBeUndefined();
      return res.data!.myToolsConnection;
    };
    const offset = await owner.gql<{ myTools: { items: { id: string }[] } }>(
      '{ myTools(page: { pageSize: 100 }) { items { id } } }',
    );
    const expected = offset.data!.myTools.items.map((t) => t.id);
    expect(expected).toHaveLength(5);

    const forwards = await readAll<Mine>(owner, 'myToolsConnection', QUERY, {}, 'forwards', 2, {
      between: async () => {
        await buildTool(app.database.db, { ownerId });
      },
    });
    expect(forwards.pages.every((page) => page.edges.every((e) => e.node.bookingsCount === 0))).toBe(true);
    expect(forwards.ids).toEqual(expected);

    const back = await read({ last: 3 });
    expect(back.totalCount).toBe(7);
    const all = (await read({ first: 100 })).edges.map((e) => e.node.id);
    expect(back.edges.map((e) => e.node.id)).toEqual(all.slice(-3));
    expect(back.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    const anonymous = await app.client().gql(QUERY, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
