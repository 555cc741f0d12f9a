import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionQuery, readAll, type ConnectionWindow } from '../../../test/connections.js';
import { buildBooking, buildTool, signUpAndLogin } from '../../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';

let app: TestApp;
let owner: HttpClient;
let ownerId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = app.client();
  ownerId = (await signUpAndLogin(owner)).user.id;
});
afterAll(() => app?.close());

const CONNECTION = connectionQuery('myBookingsConnection', { orderBy: 'BookingOrder', search: 'String' });

async function connection(client: HttpClient, variables: Record<string, unknown>): Promise<ConnectionWindow> {
  const res = await client.gql<{ myBookingsConnection: ConnectionWindow }>(CONNECTION, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.myBookingsConnection;
}

/** Every id of the owner's bookings, read `way` `size` at a time; `between` runs between two pages. */
const readIds = async (
  variables: Record<string, unknown>,
  way: 'forwards' | 'backwards',
  size: number,
  between?: () => Promise<void>,
) => (await readAll(owner, 'myBookingsConnection', CONNECTION, variables, way, size, { between })).ids;

async function wholeList(variables: Record<string, unknown>) {
  const res = await owner.gql<{ myBookings: { items: { id: string }[] } }>(
    `query($orderBy: BookingOrder) { myBookings(orderBy: $orderBy, page: { pageSize: 100 }) { items { id } } }`,
    variables,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.myBookings.items.map((b) => b.id);
}

describe('myBookingsConnection', () => {
  it('follows each order both ways, and reads each booking once while bookings are made between reads', async () => {
    const tool = await buildTool(app.database.db, { ownerId, units: 20 });
    const other = await buildTool(app.database.db, { ownerId, units: 20, priceCents: 3500 });
    await buildBooking(app.database.db, { tool, status: 'confirmed' });
    await buildBooking(app.database.db, { tool, status: 'picked_up' });
    await buildBooking(app.database.db, { tool: other, status: 'confirmed' });
    await buildBooking(app.database.db, { tool, status: 'returned' });
    await buildBooking(app.database.db, { tool: other, status: 'cancelled' });

    for (const field of ['CREATED_AT', 'STARTS_AT', 'ENDS_AT', 'CODE', 'AMOUNT', 'STATUS']) {
      for (const direction of ['ASC', 'DESC']) {
        const variables = { orderBy: { field, direction } };
        const expected = await wholeList(variables);
        expect(expected.length).toBeGreaterThanOrEqual(4);
        expect([field, direction, await readIds(variables, 'forwards', 2)]).toEqual([field, direction, expected]);
        expect([field, direction, await readIds(variables, 'backwards', 3)]).toEqual([field, direction, expected]);
      }
    }

    // Newest first: bookings made while reading are newer than every cursor, so they move nothing.
    const before = await wholeList({});
    const read = await readIds({}, 'forwards', 2, async () => {
      await buildBooking(app.database.db, { tool, status: 'confirmed' });
    });
    expect(read).toEqual(before);
    // A booking was made after each page but the last.
    expect(await wholeList({})).toHaveLength(before.length + Math.ceil(before.length / 2) - 1);
  });

  it("shows only the viewer's bookings, and refuses cursors of another list or order and first with last", async () => {
    const stranger = app.client();
    await signUpAndLogin(stranger);
    const mine = await connection(owner, { first: 1 });
    expect(mine.edges).toHaveLength(1);
    expect((await connection(stranger, { first: 10 })).edges).toEqual([]);
    const refusal = async (variables: Record<string, unknown>) => {
      const res = await owner.gql(CONNECTION, variables);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return res.errors?.[0]?.extensions?.fields?.map((f) => f.path);
    };
    const cursor = mine.pageInfo.endCursor!;
    expect(await refusal({ after: cursor, orderBy: { field: 'CODE', direction: 'ASC' } })).toEqual(['after']);
    const tools = await app
      .client()
      .gql<{ toolsConnection: ConnectionWindow }>('{ toolsConnection(first: 1) { pageInfo { endCursor } } }');
    expect(await refusal({ before: tools.data!.toolsConnection.pageInfo.endCursor })).toEqual(['before']);
    expect(await refusal({ first: 1, last: 2 })).toEqual(['last']);
    expect(await refusal({ first: 101 })).toEqual(['first']);
    const anonymous = await app.client().gql(CONNECTION, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
