import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, listTool, signIn, signUpAndLogin, tinyPng } from '../../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';
import { tools } from './tool.table.js';

/*
 * Distance search: tools take their city's point (or their owner's pin), the marketplace finds those
 * within a radius of a city or a point, nearest first, and nobody but the owner learns the pin.
 */

let app: TestApp;
let owner: HttpClient;
let stranger: HttpClient;
let admin: HttpClient;
let categoryId: string;
let ikeja: string;
let lagos: string;
let ibadan: string;
let abuja: string;

const TOOL_FIELDS = 'id name latitude longitude pickupLatitude pickupLongitude locationSource distanceKm';
const BROWSE = `query($filter: ToolBrowseInput, $orderBy: ToolOrder, $page: PageInput) {
  tools(filter: $filter, orderBy: $orderBy, page: $page) { total items { ${TOOL_FIELDS} } }
}`;
const UPDATE = `mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { ${TOOL_FIELDS} } }`;
const CREATE = `mutation($input: ToolInput!, $coverImage: Upload) { createTool(input: $input, coverImage: $coverImage) { ${TOOL_FIELDS} } }`;
const cover = { coverImage: { data: tinyPng(), name: 'cover.png', type: 'image/png' } };

type Browsed = { id: string; name: string; distanceKm: number | null; latitude: number | null };
async function browse(client: HttpClient, filter: Record<string, unknown>, orderBy?: unknown, page?: unknown) {
  return client.gql<{ tools: { total: number; items: Browsed[] } }>(BROWSE, {
    filter: { categoryId, ...filter },
    orderBy,
    page,
  });
}
const fieldsOf = (res: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  res.errors?.[0]?.extensions?.fields as { path: string; msg: string }[] | undefined;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1' });
  admin = app.client();
  await signIn(admin, 'root@example.com', 'root-password-1');
  categoryId = await createCategory(admin);
  owner = app.client();
  await signUpAndLogin(owner);
  stranger = app.client();
  await signUpAndLogin(stranger);
  ikeja = await listTool(owner, categoryId, { name: 'Ikeja drill', city: 'Ikeja' });
  lagos = await listTool(owner, categoryId, { name: 'Lagos drill', city: 'Lagos' });
  ibadan = await listTool(owner, categoryId, { name: 'Ibadan drill', state: 'Oyo', city: 'Ibadan' });
  abuja = await listTool(owner, categoryId, {
    name: 'Abuja drill',
    state: 'Federal Capital Territory',
    city: 'Abuja',
  });
});
afterAll(() => app?.close());

describe('a tool takes its pickup point from its city', () => {
  it("has the city's point from the places data: rounded for everyone, exact for its owner", async () => {
    const query = `query($id: ID!) { tool(id: $id) { ${TOOL_FIELDS} } }`;
    const mine = await owner.gql(query, { id: ikeja });
    expect(mine.data?.tool).toMatchObject({
      latitude: 6.6,
      longitude: 3.34,
      pickupLatitude: 6.59651,
      pickupLongitude: 3.34205,
      locationSource: 'CITY',
      distanceKm: null,
    });
    const theirs = await stranger.gql(query, { id: ikeja });
    expect(theirs.data?.tool).toMatchObject({
      latitude: 6.6,
      longitude: 3.34,
      pickupLatitude: null,
      pickupLongitude: null,
    });
  });

  it('follows the city when the tool moves, and a place the data does not know has no point', async () => {
    const moved = await owner.gql(UPDATE, { id: abuja, input: { state: 'Oyo', city: 'Ibadan' } });
    expect(moved.data?.updateTool).toMatchObject({ pickupLatitude: 7.37756, pickupLongitude: 3.90591 });
    const back = await owner.gql(UPDATE, { id: abuja, input: { state: 'Federal Capital Territory', city: 'Abuja' } });
    expect(back.data?.updateTool).toMatchObject({
      pickupLatitude: 9.05785,
      pickupLongitude: 7.49508,
      locationSource: 'CITY',
    });
    const nowhere = await listTool(owner, categoryId, { name: 'Nowhere drill', city: 'Atlantis' });
    const [row] = await app.database.db.select().from(tools).where(eq(tools.id, nowhere));
    expect(row).toMatchObject({ latitude: null, longitude: null, locationSource: 'city' });
    await owner.gql('mutation($id: ID!) { deleteTool(id: $id) }', { id: nowhere });
  });

  it('fills in the points of tools written before, at start-up, once', async () => {
    await app.database.db.update(tools).set({ latitude: null, longitude: null }).where(eq(tools.id, ibadan));
    expect(await app.services.tools.syncCoordinates()).toBe(1);
    expect(await app.services.tools.syncCoordinates()).toBe(0);
    const [row] = await app.database.db.select().from(tools).where(eq(tools.id, ibadan));
    expect(row).toMatchObject({ latitude: 7.37756, longitude: 3.90591, publicLatitude: 7.38, publicLongitude: 3.91 });
  });
});

describe("an owner's pin", () => {
  it('is exact for the owner and an administrator, within about 1 km for everyone else, and clears back to the city', async () => {
    const created = await owner.gqlUpload<{ createTool: { id: string } }>(
      CREATE,
      {
        input: {
          name: 'Pinned drill',
          price: '15',
          categoryId,
          country: 'Nigeria',
          state: 'Lagos',
          city: 'Ikeja',
          latitude: 6.601234,
          longitude: 3.351987,
        },
      },
      cover,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createTool).toMatchObject({
      latitude: 6.6,
      longitude: 3.35,
      pickupLatitude: 6.601234,
      pickupLongitude: 3.351987,
      locationSource: 'PIN',
    });
    const id = created.data!.createTool.id;
    const query = `query($id: ID!) { tool(id: $id) { latitude longitude pickupLatitude pickupLongitude } }`;
    const hidden = { latitude: 6.6, longitude: 3.35, pickupLatitude: null, pickupLongitude: null };
    expect((await stranger.gql(query, { id })).data?.tool).toEqual(hidden);
    expect((await app.client().gql(query, { id })).data?.tool).toEqual(hidden);
    expect((await admin.gql(query, { id })).data?.tool).toMatchObject({
      pickupLatitude: 6.601234,
      pickupLongitude: 3.351987,
    });

    // An edit that says nothing of the pin keeps it, even when the city's name is written again.
    const kept = await owner.gql(UPDATE, { id, input: { name: 'Pinned drill, 2 batteries', city: 'Ikeja' } });
    expect(kept.data?.updateTool).toMatchObject({ pickupLatitude: 6.601234, locationSource: 'PIN' });
    // A stranger's distance is measured to the public point, so no radius or distance finds the pin.
    const near = await browse(
      stranger,
      { near: { latitude: 6.601234, longitude: 3.351987 }, radiusKm: 1 },
      { field: 'DISTANCE' },
    );
    const found = near.data?.tools.items.find((item) => item.id === id);
    expect(found?.distanceKm).toBeGreaterThan(0);

    const cleared = await owner.gql(UPDATE, { id, input: { clearPin: true } });
    expect(cleared.data?.updateTool).toMatchObject({
      pickupLatitude: 6.59651,
      pickupLongitude: 3.34205,
      locationSource: 'CITY',
    });
    await owner.gql('mutation($id: ID!) { deleteTool(id: $id) }', { id });
  });

  it('refuses a pin without its pair or out of range, naming the input, and saves nothing', async () => {
    const before = await app.database.db.select().from(tools).where(eq(tools.categoryId, categoryId));
    const lone = await owner.gqlUpload(
      CREATE,
      { input: { name: 'Lone', price: '5', categoryId, country: 'Nigeria', city: 'Ikeja', latitude: 6.5 } },
      cover,
    );
    expect(lone.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(fieldsOf(lone)).toEqual([
      { path: 'input.longitude', msg: 'Give longitude with latitude: a point needs both' },
    ]);
    const far = await owner.gqlUpload(
      CREATE,
      {
        input: { name: 'Far', price: '5', categoryId, country: 'Nigeria', city: 'Ikeja', latitude: 91, longitude: 200 },
      },
      cover,
    );
    expect(fieldsOf(far)?.map((f) => f.path)).toEqual(['input.latitude', 'input.longitude']);
    expect(fieldsOf(far)?.[0]?.msg).toBe('latitude must be a number of degrees from -90 to 90');
    const both = await owner.gql(UPDATE, { id: ikeja, input: { latitude: 6.5, longitude: 3.3, clearPin: true } });
    expect(fieldsOf(both)?.map((f) => f.path)).toEqual(['input.clearPin']);
    const badEdit = await owner.gql(UPDATE, { id: ikeja, input: { latitude: -90.5, longitude: 3.3 } });
    expect(fieldsOf(badEdit)?.map((f) => f.path)).toEqual(['input.latitude']);
    const after = await app.database.db.select().from(tools).where(eq(tools.categoryId, categoryId));
    expect(after).toEqual(before);
  });
});

describe('searching by distance', () => {
  it('finds the tools within the radius of a city, nearest first, each with its distance', async () => {
    const res = await browse(
      stranger,
      { near: { country: 'Nigeria', state: 'Lagos', city: 'Lagos' }, radiusKm: 50 },
      { field: 'DISTANCE' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.tools.total).toBe(2);
    expect(res.data?.tools.items.map((t) => [t.name, t.distanceKm])).toEqual([
      ['Lagos drill', 0.7],
      ['Ikeja drill', 17.3],
    ]);
    // Wider, Ibadan (about 120 km) is in; Abuja (about 530 km) is past the largest radius.
    const wide = await browse(
      stranger,
      { near: { country: 'NG', city: 'Lagos' }, radiusKm: 500 },
      { field: 'DISTANCE' },
    );
    expect(wide.data?.tools.items.map((t) => t.id)).toEqual([lagos, ikeja, ibadan]);
    const farthest = await browse(
      stranger,
      { near: { country: 'Nigeria', city: 'Lagos' }, radiusKm: 500 },
      { field: 'DISTANCE', direction: 'DESC' },
    );
    expect(farthest.data?.tools.items.map((t) => t.id)).toEqual([ibadan, ikeja, lagos]);
  });

  it("measures from the visitor's point, with the default radius of 50 km, and other orders still apply", async () => {
    const res = await browse(stranger, { near: { latitude: 7.4, longitude: 3.9 } }, { field: 'CREATED_AT' });
    expect(res.data?.tools.items.map((t) => [t.id, t.distanceKm])).toEqual([[ibadan, 2.5]]);
    const plain = await browse(stranger, {});
    expect(plain.data?.tools.items.every((t) => t.distanceKm === null)).toBe(true);
  });

  it('pages through the distance order without repeating or skipping a tool', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const res = await browse(
        stranger,
        { near: { country: 'Nigeria', city: 'Ibadan' }, radiusKm: 300 },
        { field: 'DISTANCE' },
        { page, pageSize: 1 },
      );
      expect(res.data?.tools.total).toBe(3);
      seen.push(...res.data!.tools.items.map((t) => t.id));
    }
    expect(seen).toEqual([ibadan, ikeja, lagos]);
  });

  it('refuses bad input naming it from its argument (filter.near.latitude)', async () => {
    const cases: [Record<string, unknown>, unknown, string[]][] = [
      [{ near: { latitude: 91, longitude: 3 } }, undefined, ['filter.near.latitude']],
      [{ near: { latitude: 6.5 } }, undefined, ['filter.near.longitude']],
      [{ near: { latitude: 6.5, longitude: 3.3 }, radiusKm: 0 }, undefined, ['filter.radiusKm']],
      [{ near: { latitude: 6.5, longitude: 3.3 }, radiusKm: 501 }, undefined, ['filter.radiusKm']],
      [{ radiusKm: 20 }, undefined, ['filter.radiusKm']],
      [{ near: { latitude: 91, longitude: 3 }, radiusKm: 900 }, undefined, ['filter.radiusKm', 'filter.near.latitude']],
      [{ near: {} }, undefined, ['filter.near.country', 'filter.near.city']],
      [{ near: { country: 'Nigeria', city: 'Atlantis' } }, undefined, ['filter.near.city']],
      [{ near: { latitude: 6.5, longitude: 3.3, city: 'Lagos', country: 'Nigeria' } }, undefined, ['filter.near']],
      [{}, { field: 'DISTANCE' }, ['orderBy']],
    ];
    for (const [filter, orderBy, paths] of cases) {
      const res = await browse(stranger, filter, orderBy);
      expect([filter, res.errors?.[0]?.extensions?.code]).toEqual([filter, 'BAD_USER_INPUT']);
      expect([filter, fieldsOf(res)?.map((f) => f.path)]).toEqual([filter, paths]);
    }
    const radius = await browse(stranger, { near: { latitude: 6.5, longitude: 3.3 }, radiusKm: 501 });
    expect(fieldsOf(radius)?.[0]?.msg).toBe('radiusKm must be a whole number of kilometres from 1 to 500');
  });
});
