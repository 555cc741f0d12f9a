import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTool, startMarketplace, type Marketplace } from '../../../test/factories.js';

/*
 * Saved tools: a signed-in person saves tools they may see, and finds the listed ones on their Saved
 * page, the latest first. `Tool.saved` is the viewer's own: the public cache never answers it to
 * someone else.
 */

const SAVE = 'mutation($id: ID!, $saved: Boolean!) { saveTool(toolId: $id, saved: $saved) { id saved } }';
const SAVED = '{ savedTools { total items { id name saved } } }';
const TOOL = 'query($id: ID!) { tool(id: $id) { id saved } }';
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

describe('saved tools', () => {
  let m: Marketplace;
  let drill: string;
  let saw: string;

  beforeAll(async () => {
    m = await startMarketplace();
    drill = await listTool(m.owner, m.categoryId, { name: 'Cordless drill' });
    saw = await listTool(m.owner, m.categoryId, { name: 'Circular saw' });
  });
  afterAll(async () => {
    await m?.app.close();
  });

  const savedPage = async (client = m.renter) =>
    (await client.gql<{ savedTools: { total: number; items: { id: string; name: string; saved: boolean }[] } }>(SAVED))
      .data!.savedTools;

  it('are saved once however often, listed latest first, and forgotten', async () => {
    expect((await m.renter.gql(SAVE, { id: drill, saved: true })).data).toEqual({
      saveTool: { id: drill, saved: true },
    });
    await m.renter.gql(SAVE, { id: drill, saved: true });
    await m.renter.gql(SAVE, { id: saw, saved: true });
    const page = await savedPage();
    expect(page.total).toBe(2);
    expect(page.items.map((t) => t.name)).toEqual(['Circular saw', 'Cordless drill']);
    expect(page.items.every((t) => t.saved)).toBe(true);

    expect((await m.renter.gql(SAVE, { id: saw, saved: false })).data).toEqual({ saveTool: { id: saw, saved: false } });
    await m.renter.gql(SAVE, { id: saw, saved: false });
    expect((await savedPage()).items.map((t) => t.id)).toEqual([drill]);
  });

  it("are the viewer's own: the same tool query answers each person their own mark", async () => {
    // Asked twice in a row (the second may come from the public cache): each answer is the caller's.
    for (let i = 0; i < 2; i++) {
      expect((await m.renter.gql(TOOL, { id: drill })).data).toEqual({ tool: { id: drill, saved: true } });
      expect((await m.stranger.gql(TOOL, { id: drill })).data).toEqual({ tool: { id: drill, saved: false } });
      expect((await m.app.client().gql(TOOL, { id: drill })).data).toEqual({ tool: { id: drill, saved: false } });
    }
    expect((await savedPage(m.stranger)).total).toBe(0);
  });

  it('drop off the Saved page while unlisted, and need a tool the viewer may see', async () => {
    const status = 'mutation($id: ID!, $status: ItemStatus!) { setToolStatus(id: $id, status: $status) { id } }';
    expect((await m.owner.gql(status, { id: drill, status: 'UNAVAILABLE' })).errors).toBeUndefined();
    expect((await savedPage()).total).toBe(0);
    // Not theirs to see: the tool is NOT_FOUND, as on its page.
    expect(codeOf(await m.stranger.gql(SAVE, { id: drill, saved: true }))).toBe('NOT_FOUND');
    await m.owner.gql(status, { id: drill, status: 'AVAILABLE' });
    expect((await savedPage()).items.map((t) => t.id)).toEqual([drill]);
    expect(codeOf(await m.app.client().gql(SAVE, { id: drill, saved: true }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await m.renter.gql(SAVE, { id: 'not-a-tool', saved: true }))).toBe('NOT_FOUND');
  });
});
