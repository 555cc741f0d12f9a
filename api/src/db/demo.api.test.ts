import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.js';
import { DEMO_CATEGORIES, DEMO_TOOLS } from './demo/catalogue.js';
import { users } from '../features/accounts/account.table.js';
import { tools } from '../features/rentals/tools/tool.table.js';
import { STORED_NAME } from '../lib/storage.js';
import { createTestStore, startTestApp, type TestApp, type TestStore } from '../test/test-app.js';

interface ListedTool {
  name: string;
  price: { amount: number };
  rentalCircle: string;
  units: number;
  country: string;
  city: string;
  coverImage: string | null;
  image1: string | null;
  owner: { firstName: string };
  category: { name: string };
}

const CATALOGUE = `{
  rentalCategories { name image }
  tools(page: { pageSize: 50 }) {
    total
    items { name price { amount } rentalCircle units country city coverImage image1 owner { firstName } category { name } }
  }
}`;
const picturesInCatalogue = DEMO_CATEGORIES.length + DEMO_TOOLS.reduce((sum, tool) => sum + tool.pictures.length, 0);

let store: TestStore;
let app: TestApp | undefined;
/** The stored pictures (each keeps its WebP sizes beside it, named after it). */
const uploads = async () =>
  (await readdir(path.join(store.dataDir, 'uploads'))).filter((name) => STORED_NAME.test(name)).sort();

beforeAll(async () => {
  store = await createTestStore();
  app = await startTestApp({}, store, { demoData: true });
});
afterAll(async () => {
  await app?.close();
  await store?.drop();
});

describe('demo content on a first start', () => {
  it('announces a programme of a dozen sessions over every day of the expo, and a few exhibitors', async () => {
    const { data, errors } = await app!
      .client()
      .gql('{ site { expoStartDate expoEndDate } programme { day startTime kind } exhibitors { company website } }');
    expect(errors).toBeUndefined();
    const sessions = data.programme as { day: string; startTime: string; kind: string }[];
    expect(sessions).toHaveLength(12);
    expect(new Set(sessions.map((s) => s.day))).toEqual(new Set(['2026-12-10', '2026-12-11', '2026-12-12']));
    expect(new Set(sessions.map((s) => s.kind))).toEqual(
      new Set(['TALK', 'MASTERCLASS', 'WORKSHOP', 'COMPETITION', 'SHOW']),
    );
    const companies = data.exhibitors as { company: string; website: string | null }[];
    expect(companies.length).toBeGreaterThanOrEqual(3);
    for (const { website } of companies) if (website) expect(website).toMatch(/^https:\/\/[a-z-]+\.example$/);
  });

  it('creates six categories, each with a picture that is served', async () => {
    const { data, errors } = await app!.client().gql(CATALOGUE);
    expect(errors).toBeUndefined();
    const categories = data.rentalCategories as { name: string; image: string | null }[];
    expect(categories.map((c) => c.name).sort()).toEqual(DEMO_CATEGORIES.map((c) => c.name).sort());
    for (const category of categories) {
      expect(category.image).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const res = await fetch(app!.url + category.image);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }
  });

  it('lists about thirty tools with served cover pictures, sensible prices and several cities', async () => {
    const { data } = await app!.client().gql(CATALOGUE);
    const { total, items } = data.tools as { total: number; items: ListedTool[] };
    expect(total).toBe(DEMO_TOOLS.length);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(items).toHaveLength(total);
    for (const tool of items) {
      expect(tool.price.amount).toBeGreaterThan(0);
      expect(tool.units).toBeGreaterThanOrEqual(1);
      expect(tool.units).toBeLessThanOrEqual(3);
      expect(tool.coverImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
      const res = await fetch(app!.url + tool.coverImage);
      expect(res.status, tool.name).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
    expect(new Set(items.map((t) => t.city)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(items.map((t) => t.country))).toEqual(new Set(['Nigeria', 'Ghana']));
    expect(new Set(items.map((t) => t.rentalCircle))).toEqual(new Set(['DAILY', 'HOURLY']));
    expect(new Set(items.map((t) => t.category.name)).size).toBe(DEMO_CATEGORIES.length);
    expect(items.filter((t) => t.image1).length).toBeGreaterThan(total / 2);
    // Every tool's pictures are its own copies.
    const covers = items.map((t) => t.coverImage);
    expect(new Set(covers).size).toBe(covers.length);
    expect(await uploads()).toHaveLength(picturesInCatalogue);
  });

  it('spreads the tools over the demo accounts, mostly the owner account', async () => {
    const rows = await app!.database.db
      .select({ email: users.email, count: sql<number>`count(*)::int` })
      .from(tools)
      .innerJoin(users, eq(users.id, tools.ownerId))
      .groupBy(users.email);
    const byOwner = Object.fromEntries(rows.map((r) => [r.email, r.count]));
    expect(Object.keys(byOwner).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    expect(byOwner['owner@aibex.test']).toBeGreaterThan(DEMO_TOOLS.length / 2);
  });

  it('lets the demo owner log in with the printed password', async () => {
    const res = await app!.client().json('POST', '/api/login', { email: 'owner@aibex.test', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });
});

describe('demo content on a later start', () => {
  it('adds nothing when the database already has users', async () => {
    const before = await uploads();
    await app!.close();
    app = undefined;
    app = await startTestApp({}, store, { demoData: true });
    const { data } = await app.client().gql(CATALOGUE);
    expect(data.rentalCategories).toHaveLength(DEMO_CATEGORIES.length);
    expect(data.tools.total).toBe(DEMO_TOOLS.length);
    const [{ count } = { count: 0 }] = await app.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    expect(count).toBe(DEMO_ACCOUNTS.length);
    expect(await uploads()).toEqual(before);
  });
});
