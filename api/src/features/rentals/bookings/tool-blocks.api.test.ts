import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.js';
import {
  bookingPeriod,
  buildBooking,
  dayFromNow,
  listTool,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { toolBlocks } from './block.table.js';

/*
 * An owner's blocks: days or hours when some or all of a tool's units are not for rent. Blocked units
 * count as booked everywhere (the quote, the cart, the checkout under the tool's lock, the calendar
 * and search), and a block never takes units that bookings hold.
 */

const BLOCK = `mutation($input: BlockToolInput!) {
  blockTool(input: $input) { id firstDay lastDay startTime endTime units note startsAt endsAt }
}`;
const BLOCKS = 'query($toolId: ID!) { toolBlocks(toolId: $toolId) { id firstDay lastDay units note } }';
const UNBLOCK = 'mutation($id: ID!) { unblockTool(id: $id) }';
const QUOTE = 'query($toolId: ID!, $period: PeriodInput!) { bookingQuote(toolId: $toolId, period: $period) { free } }';
const CALENDAR = `query($id: ID!, $from: DateTimeISO!, $to: DateTimeISO!) {
  toolCalendar(toolId: $id, from: $from, to: $to) { units periods { startsAt endsAt quantity } bookableFrom bookableUntil }
}`;
const FREE = 'query($f: ToolBrowseInput) { tools(filter: $f) { items { id } } }';

type Errors = {
  errors?: { message: string; extensions?: { code?: string; fields?: { path: string; msg: string }[] } }[];
};
const codeOf = (res: Errors) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: Errors) => res.errors?.[0]?.extensions?.fields;

interface Block {
  id: string;
  firstDay: string;
  lastDay: string;
  startTime: string | null;
  endTime: string | null;
  units: number;
  note: string | null;
}

describe("an owner's blocked dates and hours", () => {
  let m: Marketplace;
  let db: Database;
  let toolId: string;

  beforeAll(async () => {
    m = await startMarketplace();
    db = m.app.database.db;
    toolId = await listTool(m.owner, m.categoryId);
  });
  afterAll(async () => {
    await m?.app.close();
  });

  const block = (input: Record<string, unknown>, as = m.owner) =>
    as.gql<{ blockTool: Block }>(BLOCK, { input: { toolId, ...input } });
  const free = async (period: Record<string, string>, id = toolId) => {
    const res = await m.renter.gql<{ bookingQuote: { free: number } }>(QUOTE, { toolId: id, period });
    expect(res.errors, JSON.stringify(period)).toBeUndefined();
    return res.data!.bookingQuote.free;
  };
  const freeTools = async (from: string, to: string) => {
    const res = await m.renter.gql<{ tools: { items: { id: string }[] } }>(FREE, { f: { freeFrom: from, freeTo: to } });
    return res.data!.tools.items.map((t) => t.id);
  };
  const blockCount = async () => Number((await db.select({ n: sql<number>`count(*)` }).from(toolBlocks))[0]!.n);

  it('take whole days off the quote, the cart, the calendar and "free on these days"', async () => {
    expect(await freeTools(dayFromNow(20), dayFromNow(21))).toContain(toolId);
    const res = await block({ startDate: dayFromNow(20), endDate: dayFromNow(22), note: 'Away in Kano' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.blockTool).toMatchObject({
      firstDay: dayFromNow(20),
      lastDay: dayFromNow(22),
      startTime: null,
      endTime: null,
      units: 1,
      note: 'Away in Kano',
    });
    expect(await free(bookingPeriod(21, 21, '09:00', '17:00'))).toBe(0);
    expect(await free(bookingPeriod(18, 20))).toBe(0);
    // The day after the last blocked day is for rent again.
    expect(await free(bookingPeriod(23, 24))).toBe(1);
    const added = await m.renter.gql(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }',
      {
        input: { toolId, ...bookingPeriod(19, 21) },
      },
    );
    expect(codeOf(added)).toBe('CONFLICT');
    expect(await freeTools(dayFromNow(20), dayFromNow(21))).not.toContain(toolId);
    expect(await freeTools(dayFromNow(23), dayFromNow(24))).toContain(toolId);

    // The calendar shows it as booked, to anyone, without the note.
    const { startsAt, endsAt } = res.data!.blockTool as unknown as { startsAt: string; endsAt: string };
    const calendar = await m.app.client().gql<{ toolCalendar: { periods: unknown[] } }>(CALENDAR, {
      id: toolId,
      from: new Date(Date.now()).toISOString(),
      to: new Date(Date.now() + 40 * 86_400_000).toISOString(),
    });
    expect(calendar.data!.toolCalendar.periods).toEqual([{ startsAt, endsAt, quantity: 1 }]);
    expect(JSON.stringify(calendar.data)).not.toContain('Kano');
  });

  it('are listed for the owner alone, and removing one frees its days', async () => {
    const listed = await m.owner.gql<{ toolBlocks: Block[] }>(BLOCKS, { toolId });
    expect(listed.data!.toolBlocks.map((b) => b.note)).toEqual(['Away in Kano']);
    const id = listed.data!.toolBlocks[0]!.id;
    expect(codeOf(await m.stranger.gql(BLOCKS, { toolId }))).toBe('FORBIDDEN');
    expect(codeOf(await m.app.client().gql(BLOCKS, { toolId }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await m.stranger.gql(UNBLOCK, { id }))).toBe('FORBIDDEN');
    expect(codeOf(await block({ startDate: dayFromNow(40), endDate: dayFromNow(41) }, m.renter))).toBe('FORBIDDEN');

    expect((await m.owner.gql(UNBLOCK, { id })).data).toEqual({ unblockTool: id });
    expect(await free(bookingPeriod(21, 22))).toBe(1);
    expect(await freeTools(dayFromNow(20), dayFromNow(21))).toContain(toolId);
    expect(codeOf(await m.owner.gql(UNBLOCK, { id }))).toBe('NOT_FOUND');
  });

  it('may be hours of one day: bookings around them stay possible, and a buffer keeps its distance', async () => {
    // Without a last day, the block is of its first day.
    const res = await block({
      startDate: dayFromNow(30),
      startTime: '12:00',
      endTime: '14:00',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.blockTool).toMatchObject({
      firstDay: dayFromNow(30),
      lastDay: dayFromNow(30),
      startTime: '12:00',
      endTime: '14:00',
    });
    expect(await free(bookingPeriod(30, 30, '09:00', '12:00'))).toBe(1);
    expect(await free(bookingPeriod(30, 30, '14:00', '17:00'))).toBe(1);
    expect(await free(bookingPeriod(30, 30, '11:00', '13:00'))).toBe(0);
    // With two hours kept free after each rental, a rental must end two hours before the block.
    await m.owner.gql('mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { id } }', {
      id: toolId,
      input: { bufferHours: 2 },
    });
    expect(await free(bookingPeriod(30, 30, '09:00', '11:00'))).toBe(0);
    expect(await free(bookingPeriod(30, 30, '09:00', '10:00'))).toBe(1);
    await m.owner.gql('mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { id } }', {
      id: toolId,
      input: { bufferHours: 0 },
    });
  });

  it('are refused over another block, or over a booking, on the field to change, and nothing is saved', async () => {
    await block({ startDate: dayFromNow(50), endDate: dayFromNow(52) });
    await buildBooking(db, { tool: { id: toolId }, period: bookingPeriod(60, 62) });
    const before = await blockCount();
    const refused = [
      [{ startDate: dayFromNow(52), endDate: dayFromNow(54) }, 'input.startDate', /overlap your block of .* to /],
      [{ startDate: dayFromNow(61), endDate: dayFromNow(61) }, 'input.startDate', /The tool is booked then/],
      [{ endDate: dayFromNow(70) }, 'input.startDate', /Please choose the first day/],
      [{ startDate: dayFromNow(70), endDate: 'soon' }, 'input.endDate', /must be a date/],
      [{ startDate: 'next week', endDate: dayFromNow(70) }, 'input.startDate', /must be a date/],
      [{ startDate: dayFromNow(-2), endDate: dayFromNow(3) }, 'input.startDate', /cannot be before today/],
      [{ startDate: dayFromNow(72), endDate: dayFromNow(70) }, 'input.endDate', /after the start/],
      [
        { startDate: dayFromNow(72), endDate: dayFromNow(72), startTime: '15:00', endTime: '10:00' },
        'input.endTime',
        /after the start/,
      ],
      [{ startDate: dayFromNow(72), endDate: dayFromNow(72), startTime: '03:00' }, 'input.startTime', /from the list/],
      [{ startDate: dayFromNow(72), endDate: dayFromNow(73), units: 2 }, 'input.units', /one unit/],
      [{ startDate: dayFromNow(72), endDate: dayFromNow(73), note: 'x'.repeat(201) }, 'input.note', /200 characters/],
      [{ startDate: dayFromNow(400), endDate: dayFromNow(401) }, 'input.startDate', /a year ahead/],
    ] as const;
    for (const [input, path, msg] of refused) {
      const res = await block(input);
      expect(codeOf(res), JSON.stringify(input)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(res)?.[0]?.path, JSON.stringify(input)).toBe(path);
      expect(fieldsOf(res)?.[0]?.msg).toMatch(msg);
    }
    expect(await blockCount()).toBe(before);
  });

  it('of a tool with several units keep back only the units asked for, never those bookings hold', async () => {
    const drills = await listTool(m.owner, m.categoryId, { units: 3 });
    await buildBooking(db, { tool: { id: drills }, period: bookingPeriod(10, 12) });
    const over = await m.owner.gql(BLOCK, {
      input: { toolId: drills, startDate: dayFromNow(11), endDate: dayFromNow(11), units: 3 },
    });
    expect(fieldsOf(over)).toEqual([{ path: 'input.units', msg: '1 of 3 units are booked then: block at most 2' }]);
    const kept = await m.owner.gql(BLOCK, {
      input: { toolId: drills, startDate: dayFromNow(11), endDate: dayFromNow(11), units: 2 },
    });
    expect(kept.errors).toBeUndefined();
    expect(await free(bookingPeriod(11, 11, '09:00', '12:00'), drills)).toBe(0);
    expect(await free(bookingPeriod(13, 14), drills)).toBe(3);
  });

  it('never overlap in the database either, whatever raced past the check', async () => {
    const [existing] = await db.select().from(toolBlocks).limit(1);
    await expect(
      db
        .insert(toolBlocks)
        .values({ toolId: existing!.toolId, startsAt: existing!.startsAt, endsAt: existing!.endsAt, units: 1 }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('and a booking racing for the last unit: only one of them gets it', async () => {
    const tool = await listTool(m.owner, m.categoryId);
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
    const added = await m.renter.gql(
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }',
      {
        input: { toolId: tool, ...bookingPeriod(15, 16) },
      },
    );
    expect(added.errors).toBeUndefined();
    const [checkout, blocked] = await Promise.all([
      m.renter.gql('mutation { checkout { id } }'),
      m.owner.gql(BLOCK, { input: { toolId: tool, startDate: dayFromNow(15), endDate: dayFromNow(16) } }),
    ]);
    expect([checkout.errors === undefined, blocked.errors === undefined].filter(Boolean)).toHaveLength(1);
    await m.renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it("show the owner's notice and how far ahead on the calendar", async () => {
    const tool = await listTool(m.owner, m.categoryId);
    await m.owner.gql('mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { id } }', {
      id: tool,
      input: { noticeHours: 48, maxAdvanceDays: 30 },
    });
    const before = Date.now();
    const res = await m.app.client().gql<{ toolCalendar: { bookableFrom: string; bookableUntil: string } }>(CALENDAR, {
      id: tool,
      from: new Date().toISOString(),
      to: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const { bookableFrom, bookableUntil } = res.data!.toolCalendar;
    expect(Date.parse(bookableFrom) - before).toBeGreaterThanOrEqual(48 * 3_600_000);
    expect(Date.parse(bookableFrom) - before).toBeLessThan(48 * 3_600_000 + 60_000);
    expect(Date.parse(bookableUntil) - before).toBeGreaterThanOrEqual(30 * 86_400_000);
  });
});
