import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin, tinyPng } from '../../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../../test/test-app.js';

let app: TestApp;
let owner: HttpClient;
let ownerId: string;
let other: HttpClient;
let drills: string;
let saws: string;
const png = () => ({ data: tinyPng(), name: 'p.png', type: 'image/png' });

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'root@example.com', ADMIN_PASSWORD: 'root-password-1' });
  const admin = app.client();
  admin.token = (
    await admin.json('POST', '/api/login', { email: 'root@example.com', password: 'root-password-1' })
  ).body.token;
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
      { path: 'price_cents', msg: 'The price must be a positive amount with at most 2 decimals, such as 25 or 25.50' },
    ]);
    const category = await owner.form(
      'POST',
      `/api/user/${ownerId}/add-rental`,
      fields({ categoryId: '00000000-0000-0000-0000-000000000000' }),
      { cover_image: png() },
    );
    expect(category.body.errors).toEqual([{ path: 'category_id', msg: 'Please choose a category from the list' }]);
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
      'mutation($id: ID!) { setToolStatus(id: $id, status: "Unavailable") { itemStatus rentalCircle units } }',
      { id },
    );
    // A status change leaves every other field as the owner set it.
    expect(off.data?.setToolStatus).toEqual({ itemStatus: 'Unavailable', rentalCircle: 'hourly', units: 1 });
    expect((await other.gql('query($id: ID!) { tool(id: $id) { id } }', { id })).errors?.[0]?.extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await owner.gql('query($id: ID!) { tool(id: $id) { itemStatus address } }', { id })).data?.tool).toEqual({
      itemStatus: 'Unavailable',
      address: '4 Allen Avenue',
    });
    const relist = await owner.form('PUT', `/api/update-rental/${id}`, { item_status: 'Available' });
    expect(relist.body.message).toBe('Your tool is now available for rent');
  });
});

describe('finding tools', () => {
  const BROWSE =
    'query($f: ToolBrowseInput) { tools(filter: $f) { total items { name price city category { name } owner { firstName } } } }';

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
    const drill = await app.client().gql(BROWSE, { f: { search: 'dril', sort: 'priceLow' } });
    expect(drill.data?.tools.items.map((t: { name: string }) => t.name)).toEqual([
      'Ryobi drill driver',
      'DeWalt cordless drill',
      'Bosch hammer drill',
    ]);
    const accra = await app.client().gql(BROWSE, { f: { city: 'accra', sort: 'priceHigh' } });
    expect(accra.data?.tools.items.map((t: { name: string }) => t.name)).toEqual([
      'Hilti rotary hammer',
      'Stihl chainsaw',
    ]);
    const saw = await app.client().gql(BROWSE, { f: { categoryId: saws } });
    expect(saw.data?.tools.items.map((t: { name: string }) => t.name).sort()).toEqual([
      'Makita circular saw',
      'Stihl chainsaw',
    ]);
    const range = await app.client().gql(BROWSE, { f: { minPrice: 20, maxPrice: 40 } });
    expect(range.data?.tools.items.map((t: { price: number }) => t.price).sort()).toEqual([25.5, 28, 30, 40]);
    const page = await app.client().gql(BROWSE, { f: { pageSize: 2, page: 2, sort: 'priceLow' } });
    expect(page.data?.tools.total).toBeGreaterThanOrEqual(6);
    expect(page.data?.tools.items).toHaveLength(2);
    const weird = await app.client().gql(BROWSE, { f: { search: "'); drop table tools; --" } });
    expect(weird.data?.tools.total).toBe(0);
    expect(drill.data?.tools.items[0]).toMatchObject({
      city: 'Kumasi',
      category: { name: 'Drills' },
      owner: { firstName: 'Ada' },
    });
  });

  it('costs the same two queries for a page of 2 or of 20 (no N+1)', async () => {
    const sizeOf = async (pageSize: number) => {
      const before = app.queries.length;
      const res = await app.client().gql(BROWSE, { f: { pageSize } });
      expect(res.errors).toBeUndefined();
      return app.queries.slice(before).length;
    };
    const small = await sizeOf(2);
    const large = await sizeOf(20);
    expect(small).toBe(2);
    expect(large).toBe(small);
  });

  it('counts matches up to 10,000 and says when there are more', async () => {
    await app.database.db.execute(sql`
      insert into tools (owner_id, category_id, name, price_cents, country, city, time_zone)
      select ${ownerId}, ${saws}, 'Bulk saw ' || i, 1000, 'Ghana', 'Tamale', 'Africa/Accra' from generate_series(1, 10001) i`);
    const many = await app.client().gql('{ tools(filter: { city: "Tamale", pageSize: 1 }) { total totalCapped } }');
    expect(many.data?.tools).toEqual({ total: 10_000, totalCapped: true });
    const few = await app.client().gql('{ tools(filter: { city: "Accra" }) { total totalCapped } }');
    expect(few.data?.tools).toEqual({ total: 2, totalCapped: false });
    // The page itself is still right past the cap of the count.
    const sorted = await app
      .client()
      .gql('{ tools(filter: { city: "Tamale", sort: rating, pageSize: 2 }) { items { rating } } }');
    expect(sorted.data?.tools.items).toHaveLength(2);
  });
});
