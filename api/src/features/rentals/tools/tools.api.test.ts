import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  advanceBooking,
  bookingPeriod,
  buildBooking,
  buildTool,
  signIn,
  signUpAndLogin,
  tinyPng,
} from '../../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';

let app: TestApp;
let admin: HttpClient;
let owner: HttpClient;
let ownerId: string;
let other: HttpClient;
let drills: string;
let saws: string;
const png = () => ({ data: tinyPng(), name: 'p.png', type: 'image/png' });

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1' });
  admin = app.client();
  await signIn(admin, 'root@example.com', 'root-password-1');
  drills = (await admin.gql('mutation { createRentalCategory(name: "Drills") { id } }')).data!.createRentalCategory.id;
  saws = (await admin.gql('mutation { createRentalCategory(name: "Saws") { id } }')).data!.createRentalCategory.id;
  owner = app.client();
  ownerId = (await signUpAndLogin(owner)).user.id;
  other = app.client();
  await signUpAndLogin(other);
});
afterAll(() => app?.close());

const fields = (overrides: Record<string, string> = {}) => ({
  name: 'DeWalt cordless drill',
  description: 'Two batteries, charger and a case of bits.',
  price: '25.50',
  item_status: 'Available',
  rental_circle: 'daily',
  categoryId: drills,
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Ikeja',
  address: '4 Allen Avenue',
  ...overrides,
});

describe('listing a tool (REST, the old client shapes)', () => {
  it('adds a tool with three photos, lists it in my-rentals, and reads it back with get-tool', async () => {
    const res = await owner.form('POST', `/api/user/${ownerId}/add-rental`, fields(), {
      cover_image: png(),
      image1: png(),
      image2: png(),
    });
    expect(res.status).toBe(201);
    expect(res.body.rental).toMatchObject({
      name: 'DeWalt cordless drill',
      price: '25.50',
      item_status: 'Available',
      rental_circle: 'daily',
      categoryId: drills,
      userId: ownerId,
      category: { name: 'Drills' },
    });
    expect(res.body.rental.cover_image).toMatch(/^\/uploads\//);
    expect(res.body.rental.image3).toBeNull();
    const mine = await owner.json('GET', `/api/user/${ownerId}/rentals/my-rentals`);
    expect(mine.body.rentals.map((r: { id: string }) => r.id)).toContain(res.body.rental.id);
    const got = await app.client().json('GET', `/api/get-tool/${res.body.rental.id}`);
    expect(got.body.tool[0].categoryId).toBe(drills);
    expect(got.body.tool[0]).not.toHaveProperty('address');
  });

  it('refuses a bad price, an unknown category, a missing cover, a non-image and a sixth image', async () => {
    const bad = await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      fields({ price: '12.345', categoryId: '00000000-0000-0000-0000-000000000000' }),
      { cover_image: png() },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'price', msg: 'The price must be a positive amount with at most 2 decimals, such as 25 or 25.50' },
    ]);
    const category = await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      fields({ categoryId: '00000000-0000-0000-0000-000000000000' }),
      { cover_image: png() },
    );
    expect(category.body.errors).toEqual([{ path: 'categoryId', msg: 'Please choose a category from the list' }]);
    const noCover = await owner.form('POST', `/api/user/${ownerId}/add-rental`, fields());
    expect(noCover.body.errors).toEqual([{ path: 'cover_image', msg: 'Please add a cover image of the tool' }]);
    const pdf = await owner.form('POST', `/api/user/${ownerId}/add-rental`, fields(), {
      cover_image: { data: Buffer.from('%PDF-1.4'), name: 'x.png' },
    });
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe('The cover image must be a PNG, JPEG or WebP image');
    const form = new FormData();
    for (const [k, v] of Object.entries(fields())) form.append(k, v);
    for (const name of ['cover_image', 'image1', 'image2', 'image3', 'image4', 'image5'])
      form.append(name, new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'p.png');
    const sixth = await owner.request('POST', `/api/user/${ownerId}/add-rental`, { body: form });
    expect(sixth.status).toBe(400);
    expect(((await sixth.json()) as { code: string }).code).toBe('BAD_USER_INPUT');
    const zero = await owner.gql(
      'mutation($c: ID!) { createTool(input: { name: "x", price: "0", categoryId: $c, country: "Nigeria", city: "Lagos" }) { id } }',
      { c: drills },
    );
    expect(zero.errors?.[0]?.extensions?.fields?.map((f) => f.msg)).toContain('The price must be more than 0');
  });

  it('lets only the owner add under their id and edit their tool (REST and GraphQL)', async () => {
    const res = await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      fields({ name: 'Makita circular saw', categoryId: saws }),
      { cover_image: png() },
    );
    const id = res.body.rental.id;
    expect((await other.form('POST', `/api/user/${ownerId}/add-rental`, fields(), { cover_image: png() })).status).toBe(
      403,
    );
    expect((await other.form('PUT', `/api/update-rental/${id}`, { name: 'Stolen' })).status).toBe(403);
    const gql = await other.gql('mutation($id: ID!) { updateTool(id: $id, input: { name: "Stolen" }) { id } }', { id });
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const edited = await owner.form('PUT', `/api/update-rental/${id}`, { price: '30', units: '2' });
    expect(edited.body.rental).toMatchObject({ name: 'Makita circular saw', price: '30.00', units: 2 });
    // A client-sent rating is ignored: ratings come from reviews.
    const rating = await owner.json('PUT', `/api/update-rental/${id}`, { rating: 5 });
    expect(rating.body.rental.rating).toBeNull();
  });

  it('unlists and re-lists; an unlisted tool is hidden from others', async () => {
    const res = await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      fields({ name: 'Bosch hammer drill', price: '28', rental_circle: 'hourly' }),
      { cover_image: png() },
    );
    const id = res.body.rental.id;
    const off = await owner.gql(
      'mutation($id: ID!) { setToolStatus(id: $id, status: UNAVAILABLE) { itemStatus rentalCircle units } }',
      { id },
    );
    // A status change leaves every other field as the owner set it.
    expect(off.data?.setToolStatus).toEqual({ itemStatus: 'UNAVAILABLE', rentalCircle: 'HOURLY', units: 1 });
    expect((await other.gql('query($id: ID!) { tool(id: $id) { id } }', { id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await owner.gql('query($id: ID!) { tool(id: $id) { itemStatus address } }', { id })).data?.tool).toEqual({
      itemStatus: 'UNAVAILABLE',
      address: '4 Allen Avenue',
    });
    const relist = await owner.form('PUT', `/api/update-rental/${id}`, { item_status: 'Available' });
    expect(relist.body.message).toBe('Your tool is now available for rent');
  });
});

describe('finding tools', () => {
  const BROWSE = `query($f: ToolBrowseInput, $o: ToolOrder, $p: PageInput) {
    tools(filter: $f, orderBy: $o, page: $p) {
      total hasMore items { name price { amount decimal } city category { name } owner { firstName } }
    }
  }`;
  const names = (res: { data?: { tools: { items: { name: string }[] } } }) => res.data?.tools.items.map((t) => t.name);

  beforeAll(async () => {
    for (const [name, price, city] of [
      ['Stihl chainsaw', '40', 'Accra'],
      ['Ryobi drill driver', '12.5', 'Kumasi'],
      ['Hilti rotary hammer', '55', 'Accra'],
    ] as const) {
      const res = await owner.gqlUpload(
        'mutation($i: ToolInput!, $c: Upload) { createTool(input: $i, coverImage: $c) { id } }',
        {
          i: {
            name,
            price,
            categoryId: name.includes('chainsaw') ? saws : drills,
            country: 'Ghana',
            city,
            description: `${name} for rent`,
          },
        },
        { c: png() },
      );
      expect(res.errors).toBeUndefined();
    }
  });

  it('searches words as prefixes, filters and sorts on the server', async () => {
    const drill = await app.client().gql(BROWSE, { f: { search: 'dril' }, o: { field: 'PRICE' } });
    expect(names(drill)).toEqual(['Ryobi drill driver', 'DeWalt cordless drill', 'Bosch hammer drill']);
    const accra = await app.client().gql(BROWSE, { f: { city: 'accra' }, o: { field: 'PRICE', direction: 'DESC' } });
    expect(names(accra)).toEqual(['Hilti rotary hammer', 'Stihl chainsaw']);
    const saw = await app.client().gql(BROWSE, { f: { categoryId: saws } });
    expect(saw.data?.tools.items.map((t: { name: string }) => t.name).sort()).toEqual([
      'Makita circular saw',
      'Stihl chainsaw',
    ]);
    const range = await app.client().gql(BROWSE, { f: { minPrice: '20', maxPrice: '40.00' } });
    expect(range.data?.tools.items.map((t: { price: { amount: number } }) => t.price.amount).sort()).toEqual([
      2550, 2800, 3000, 4000,
    ]);
    expect(range.data?.tools.items.map((t: { price: { decimal: string } }) => t.price.decimal)).toContain('25.50');
    // Priced per day or per hour: the two lists split the range, each of one kind only.
    const CIRCLES = `query($f: ToolBrowseInput) { tools(filter: $f) { total items { rentalCircle } } }`;
    const byCircle = await Promise.all(
      ['DAILY', 'HOURLY'].map((rentalCircle) =>
        app.client().gql(CIRCLES, { f: { minPrice: '20', maxPrice: '40.00', rentalCircle } }),
      ),
    );
    expect(byCircle.map((r) => r.data?.tools.total).reduce((a, b) => a + b)).toBe(range.data?.tools.total);
    expect(
      byCircle.map((r) => new Set(r.data?.tools.items.map((t: { rentalCircle: string }) => t.rentalCircle))),
    ).toEqual([new Set(['DAILY']), new Set(['HOURLY'])]);
    const page = await app.client().gql(BROWSE, { o: { field: 'PRICE' }, p: { pageSize: 2, page: 2 } });
    expect(page.data?.tools.total).toBeGreaterThanOrEqual(6);
    expect(page.data?.tools.items).toHaveLength(2);
    expect(page.data?.tools.hasMore).toBe(true);
    const weird = await app.client().gql(BROWSE, { f: { search: "'); drop table tools; --" } });
    expect(weird.data?.tools.total).toBe(0);
    expect(drill.data?.tools.items[0]).toMatchObject({
      city: 'Kumasi',
      category: { name: 'Drills' },
      owner: { firstName: 'Ada' },
    });
  });

  it('costs the same two queries for a page of 2 or of 20 (no N+1)', async () => {
    // Counted by request: the job workers' minute sweeps send statements of their own meanwhile.
    const sizeOf = async (pageSize: number) => {
      const requestId = randomUUID();
      const res = await app.client().gql(BROWSE, { p: { pageSize } }, { 'x-request-id': requestId });
      expect(res.errors).toBeUndefined();
      return app.statementsOf(requestId).length;
    };
    const small = await sizeOf(2);
    const large = await sizeOf(20);
    expect(small).toBe(2);
    expect(large).toBe(small);
    // The generated search vector is for a search's WHERE only: no row carries it back.
    const searchId = randomUUID();
    await app.client().gql(BROWSE, { f: { search: 'drill' } }, { 'x-request-id': searchId });
    const sent = app.statementsOf(searchId);
    expect(sent.some((q) => q.includes('@@'))).toBe(true);
    expect(sent.every((q) => !/select[^@]*"search"[^@]*from/i.test(q.split(' where ')[0]!))).toBe(true);
  });

  it('counts matches up to 1,000, says when there are more, and pages no further', async () => {
    await app.database.db.execute(sql`
      insert into tools (owner_id, category_id, name, price_cents, currency, country, city, time_zone)
      select ${ownerId}, ${saws}, 'Bulk saw ' || i, 1000, 'USD', 'Ghana', 'Tamale', 'Africa/Accra' from generate_series(1, 1001) i`);
    const PAGE = `query($p: PageInput) {
      tools(filter: { city: "Tamale" }, orderBy: { field: RATING }, page: $p) { total totalCapped hasMore items { id } }
    }`;
    const first = await app.client().gql(PAGE, { p: { pageSize: 1 } });
    expect(first.data?.tools).toMatchObject({ total: 1_000, totalCapped: true, hasMore: true });
    const few = await app.client().gql('{ tools(filter: { city: "Accra" }) { total totalCapped hasMore } }');
    expect(few.data?.tools).toEqual({ total: 2, totalCapped: false, hasMore: false });
    // The last page within the cap is full and the last; a page that would run past the cap stops at it.
    const last = await app.client().gql(PAGE, { p: { page: 20, pageSize: 50 } });
    expect(last.data?.tools).toMatchObject({ totalCapped: true, hasMore: false });
    expect(last.data?.tools.items).toHaveLength(50);
    const straddling = await app.client().gql(PAGE, { p: { page: 42, pageSize: 24 } });
    expect(straddling.data?.tools.items).toHaveLength(1_000 - 41 * 24);
    expect(straddling.data?.tools.hasMore).toBe(false);
    const past = await app.client().gql(PAGE, { p: { page: 21, pageSize: 50 } });
    expect(past.errors).toBeUndefined();
    expect(past.data?.tools).toMatchObject({ total: 1_000, totalCapped: true, hasMore: false, items: [] });
  });
});

describe('the marketplace contract', () => {
  const ORDERED = `query($o: ToolOrder) {
    tools(filter: { city: "Tema" }, orderBy: $o) { items { name rating } }
  }`;

  beforeAll(async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    const rated = [
      ['Unrated level', null],
      ['Good level', 4.5],
      ['Fair level', 3],
    ] as const;
    for (const [i, [name, rating]] of rated.entries()) {
      await buildTool(app.database.db, {
        name,
        rating,
        ratingCount: rating ? 1 : 0,
        city: 'Tema',
        country: 'Ghana',
        state: null,
        owner: { id: ownerId },
        categoryId: drills,
        createdAt: new Date(base + i * 60_000),
      });
    }
  });

  it('orders by a field and a direction; each field has its own default direction', async () => {
    const order = async (o: Record<string, string> | null) =>
      (await app.client().gql(ORDERED, { o })).data?.tools.items.map((t: { name: string }) => t.name);
    expect(await order(null)).toEqual(['Fair level', 'Good level', 'Unrated level']);
    expect(await order({ field: 'CREATED_AT', direction: 'ASC' })).toEqual([
      'Unrated level',
      'Good level',
      'Fair level',
    ]);
    expect(await order({ field: 'RATING' })).toEqual(['Good level', 'Fair level', 'Unrated level']);
    // Unrated tools come last both ways.
    expect(await order({ field: 'RATING', direction: 'ASC' })).toEqual(['Fair level', 'Good level', 'Unrated level']);
  });

  it('names the input at fault: each price bound, each date, the page size', async () => {
    const fieldsOf = async (query: string) => {
      const res = await app.client().gql(query);
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return res.errors?.[0]?.extensions?.fields?.map((f) => f.path);
    };
    expect(await fieldsOf('{ tools(filter: { minPrice: "12.345" }) { total } }')).toEqual(['filter.minPrice']);
    expect(await fieldsOf('{ tools(filter: { minPrice: "5", maxPrice: "-1" }) { total } }')).toEqual([
      'filter.maxPrice',
    ]);
    expect(await fieldsOf('{ tools(filter: { maxPrice: "1000000.01" }) { total } }')).toEqual(['filter.maxPrice']);
    expect(await fieldsOf('{ tools(filter: { freeFrom: "soon", freeTo: "2026-12-10" }) { total } }')).toEqual([
      'filter.freeFrom',
    ]);
    expect(await fieldsOf('{ tools(filter: { freeFrom: "2026-12-10", freeTo: "2026-02-30" }) { total } }')).toEqual([
      'filter.freeTo',
    ]);
    expect(await fieldsOf('{ tools(filter: { freeFrom: "soon", freeTo: "later" }) { total } }')).toEqual([
      'filter.freeFrom',
      'filter.freeTo',
    ]);
    expect(await fieldsOf('{ tools(page: { pageSize: 51 }) { total } }')).toEqual(['page.pageSize']);
    // A bound of 0 and an exact decimal are fine.
    const cheap = await app
      .client()
      .gql('{ tools(filter: { city: "Kumasi", minPrice: "0", maxPrice: "12.50" }) { items { name } } }');
    expect(cheap.data?.tools.items.map((t: { name: string }) => t.name)).toEqual(['Ryobi drill driver']);
  });

  it('answers a missing tool as null with NOT_FOUND, keeping its siblings', async () => {
    const res = await app.client().gql('query($id: ID!) { site { expoName } tool(id: $id) { id } }', {
      id: randomUUID(),
    });
    expect(res.data?.site?.expoName).toEqual(expect.any(String));
    expect(res.data?.tool).toBeNull();
    expect(res.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['tool'], 'NOT_FOUND']]);
  });

  it("pages the owner's own tools, with their bookings counted", async () => {
    const MINE =
      'query($p: PageInput) { myTools(page: $p) { total page pageSize hasMore items { id bookingsCount } } }';
    const all = await owner.gql(MINE);
    expect(all.data?.myTools.total).toBeGreaterThan(3);
    const first = await owner.gql(MINE, { p: { pageSize: 2 } });
    expect(first.data?.myTools).toMatchObject({ total: all.data?.myTools.total, page: 1, pageSize: 2, hasMore: true });
    expect(first.data?.myTools.items).toEqual(all.data?.myTools.items.slice(0, 2));
    expect(first.data?.myTools.items[0].bookingsCount).toBe(0);
    const tooLarge = await owner.gql(MINE, { p: { pageSize: 101 } });
    expect(tooLarge.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('page.pageSize');
  });
});

describe('deleting a tool', () => {
  const DELETE = 'mutation($id: ID!) { deleteTool(id: $id) }';
  const listWithImages = async (client: HttpClient) => {
    const res = await client.gqlUpload(
      'mutation($i: ToolInput!, $c: Upload, $one: Upload) { createTool(input: $i, coverImage: $c, image1: $one) { id coverImage image1 } }',
      {
        i: {
          name: 'Old ladder',
          price: '7.25',
          rentalCircle: 'HOURLY',
          categoryId: saws,
          country: 'Ghana',
          city: 'Ho',
        },
      },
      { c: png(), one: png() },
    );
    expect(res.errors).toBeUndefined();
    return res.data!.createTool as { id: string; coverImage: string; image1: string };
  };

  it("is its owner's (or an administrator's), and takes its images along", async () => {
    const tool = await listWithImages(owner);
    expect((await app.client().request('GET', tool.image1)).status).toBe(200);
    expect((await other.gql(DELETE, { id: tool.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().gql(DELETE, { id: tool.id })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await owner.gql(DELETE, { id: tool.id })).data?.deleteTool).toBe(tool.id);
    for (const url of [tool.coverImage, tool.image1]) expect((await app.client().request('GET', url)).status).toBe(404);
    expect(
      (await owner.gql('query($id: ID!) { tool(id: $id) { id } }', { id: tool.id })).errors?.[0]?.extensions?.code,
    ).toBe('NOT_FOUND');
    const mine = await owner.gql('{ myTools(page: { pageSize: 100 }) { items { id } } }');
    expect(mine.data?.myTools.items.map((t: { id: string }) => t.id)).not.toContain(tool.id);
    expect((await owner.gql(DELETE, { id: tool.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const update = await owner.gql('mutation($id: ID!) { updateTool(id: $id, input: { name: "Back" }) { id } }', {
      id: tool.id,
    });
    expect(update.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const calendar = await owner.gql(
      'query($id: ID!, $from: DateTimeISO!, $to: DateTimeISO!) { toolCalendar(toolId: $id, from: $from, to: $to) { units } }',
      { id: tool.id, from: new Date().toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() },
    );
    expect(calendar.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const byAdmin = await listWithImages(other);
    expect((await admin.gql(DELETE, { id: byAdmin.id })).data?.deleteTool).toBe(byAdmin.id);
  });

  it('waits for its bookings to be returned or cancelled; past ones keep showing it', async () => {
    const tool = await listWithImages(owner);
    const booking = await buildBooking(app.database.db, { tool: { id: tool.id }, status: 'confirmed' });
    await buildBooking(app.database.db, {
      tool: { id: tool.id },
      status: 'cancelled',
      period: bookingPeriod(20, 21),
    });
    const refused = await owner.gql(DELETE, { id: tool.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toMatch(/Old ladder has a booking not yet returned or cancelled/);
    expect((await app.client().request('GET', tool.coverImage)).status).toBe(200);
    await advanceBooking(app.database.db, booking.id, 'returned');
    expect((await owner.gql(DELETE, { id: tool.id })).data?.deleteTool).toBe(tool.id);
    // The booking's history still names the tool (without its pictures).
    const past = await owner.gql('query($id: ID!) { booking(id: $id) { tool { name coverImage } } }', {
      id: booking.id,
    });
    expect(past.data?.booking.tool).toEqual({ name: 'Old ladder', coverImage: null });
  });
});
