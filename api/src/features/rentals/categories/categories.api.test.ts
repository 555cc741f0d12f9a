import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, listTool, startMarketplace, tinyPng, type Marketplace } from '../../../test/factories.js';

let m: Marketplace;
beforeAll(async () => {
  m = await startMarketplace();
});
afterAll(() => m?.app.close());

const DELETE = 'mutation($id: ID!) { deleteRentalCategory(id: $id) }';
const create = async (name: string) => {
  const res = await m.admin.gqlUpload(
    'mutation($name: String!, $image: Upload) { createRentalCategory(name: $name, image: $image) { id image } }',
    { name },
    { image: { data: tinyPng(), name: 'c.png', type: 'image/png' } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.createRentalCategory as { id: string; image: string };
};

describe('rental categories', () => {
  it('answers a missing category as null with NOT_FOUND, keeping its siblings', async () => {
    const res = await m.app.client().gql('query($id: ID!) { rentalCategories { id } rentalCategory(id: $id) { id } }', {
      id: randomUUID(),
    });
    expect(res.data?.rentalCategories.length).toBeGreaterThan(0);
    expect(res.data?.rentalCategory).toBeNull();
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['NOT_FOUND']);
  });

  it('deletes an unused category and its image, for administrators only', async () => {
    const category = await create('Garden shears');
    expect((await m.app.client().request('GET', category.image)).status).toBe(200);
    expect((await m.owner.gql(DELETE, { id: category.id })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await m.app.client().gql(DELETE, { id: category.id })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await m.admin.gql(DELETE, { id: category.id })).data?.deleteRentalCategory).toBe(category.id);
    expect((await m.app.client().request('GET', category.image)).status).toBe(404);
    const gone = await m.app.client().gql('query($id: ID!) { rentalCategory(id: $id) { id } }', { id: category.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await m.admin.gql(DELETE, { id: category.id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses while a tool is filed under it, deleted tools with a history included', async () => {
    const category = await create('Ladders');
    const toolId = await listTool(m.owner, category.id);
    await buildBooking(m.app.database.db, { tool: { id: toolId }, status: 'returned' });
    const used = await m.admin.gql(DELETE, { id: category.id });
    expect(used.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(used.errors?.[0]?.message).toBe(
      '1 tool is listed under "Ladders": move it to another category first, or rename this one',
    );
    // Deleted, the tool keeps its row for its past booking: still filed under the category.
    const deleted = await m.owner.gql('mutation($id: ID!) { deleteTool(id: $id) }', { id: toolId });
    expect(deleted.data?.deleteTool).toBe(toolId);
    const kept = await m.admin.gql(DELETE, { id: category.id });
    expect(kept.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(kept.errors?.[0]?.message).toMatch(/^Deleted tools whose past bookings are kept/);
    expect((await m.app.client().request('GET', category.image)).status).toBe(200);
  });
});
