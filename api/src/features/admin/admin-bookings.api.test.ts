import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingPeriod,
  buildBooking,
  buildCategory,
  buildTool,
  buildUser,
  signIn,
  signUpAndLogin,
  type BuiltBookingStatus,
} from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { bookings, type BookingRow } from '../rentals/bookings/booking.table.js';
import type { ToolRow } from '../rentals/tools/tool.table.js';

/*
 * The admin side of bookings: the All Tool Bookings list (GraphQL and the old REST call), its CSV
 * export, and the booking figures of the dashboard, on bookings of every status as the checkout and
 * the lifecycle leave them (built in the database: how they got there is other tests' business).
 */

const ADMIN = { email: 'bookings.boss@example.com', password: 'boss-password-1' };
const HYPERLINK = '=HYPERLINK("http://evil.example","click me")';

let app: TestApp;
let admin: HttpClient;
let user: HttpClient;

const LIST = `query($page: PageInput, $search: String, $orderBy: BookingOrder, $status: BookingStatus, $toolId: ID) {
  adminBookings(page: $page, search: $search, orderBy: $orderBy, status: $status, toolId: $toolId) {
    total page pageSize hasMore
    items { id code status amount { amount decimal } price { amount } tool { id name } renter { firstName lastName } }
  }
}`;
const DASHBOARD = '{ adminDashboard { bookings bookingsInProgress bookingsOverdue revenue { decimal } users } }';

interface Row {
  id: string;
  code: string;
  status: string;
  amount: { amount: number; decimal: string };
  price: { amount: number };
  tool: { id: string; name: string };
  renter: { firstName: string; lastName: string };
}

async function list(variables: Record<string, unknown>): Promise<{ total: number; items: Row[] }> {
  const res = await admin.gql(LIST, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.adminBookings;
}

/** RFC 4180 rows: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  user = app.client();
  await signUpAndLogin(user, { first_name: 'Nosy', last_name: 'Parker' });
});
afterAll(() => app?.close());

describe('only administrators', () => {
  it('see every booking, in GraphQL, the old REST call and the CSV export', async () => {
    for (const path of ['/api/all-bookings', '/api/admin/export/bookings.csv', '/api/all-bookings?page=1']) {
      const refused = await user.json('GET', path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code, path).toBe('FORBIDDEN');
      expect((await app.client().json('GET', path)).status, path).toBe(401);
      expect((await admin.request('GET', path)).status, path).toBe(200);
    }
    const forbidden = await user.gql('{ adminBookings { total } }');
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(forbidden.data).toBeNull();
    expect((await app.client().gql('{ adminBookings { total } }')).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await user.gql(DASHBOARD)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('start with no bookings and no revenue on the dashboard', async () => {
    const dash = await admin.gql(DASHBOARD);
    expect(dash.data?.adminDashboard).toMatchObject({
      bookings: 0,
      bookingsInProgress: 0,
      bookingsOverdue: 0,
      revenue: { decimal: '0.00' },
    });
  });
});

describe('with bookings of every kind', () => {
  let grinder: string;
  let confirmed: BookingRow;
  let pickedUp: BookingRow;
  let returned: BookingRow;
  let cancelled: BookingRow;
  let minus: BookingRow;
  let at: BookingRow;
  let held: BookingRow;

  beforeAll(async () => {
    const db = app.database.db;
    const owner = await buildUser(db, { firstName: 'Olu', lastName: 'Adeyemi' });
    const rita = await buildUser(db, { firstName: 'Rita', lastName: 'Nwosu' });
    const bayo = await buildUser(db, { firstName: 'Bayo', lastName: 'Ogun' });
    const category = await buildCategory(db, { name: 'Workshop' });
    const tool = (name: string, priceCents: number, units = 1) =>
      buildTool(db, { owner, category, name, priceCents, units });
    const grinderTool = await tool('Angle grinder', 2000, 5);
    grinder = grinderTool.id;
    // Names a spreadsheet would run as formulas if a cell started with them.
    const hyperlink = await tool(HYPERLINK, 1000);
    const plus = await tool('+SUM(A1:A9)', 1500);
    const minusTool = await tool('-2+3 tile cutter', 700);
    const atTool = await tool('@cmd wrench', 300);
    const book = (status: BuiltBookingStatus, renter: { id: string }, of: ToolRow, startDay: number, endDay: number) =>
      buildBooking(db, { status, tool: of, renter, period: bookingPeriod(startDay, endDay) });

    confirmed = await book('confirmed', rita, grinderTool, 10, 12); // 2 days: $40
    // Handed over (and one given back) as if their periods had come.
    pickedUp = await book('picked_up', bayo, grinderTool, 20, 21); // $20
    returned = await book('returned', rita, hyperlink, 5, 6); // $10
    cancelled = await book('cancelled', bayo, plus, 30, 33); // 3 days: $45, refunded
    minus = await book('confirmed', rita, minusTool, 8, 9); // $7
    at = await book('confirmed', bayo, atTool, 8, 9); // $3
    // A checkout that is never paid: the period is held, but nobody paid for it.
    held = await book('held', await buildUser(db, { firstName: 'Chika', lastName: 'Eze' }), grinderTool, 40, 41);
  });

  it('counts paid bookings, those in progress, and the revenue net of refunds', async () => {
    const dash = await admin.gql(DASHBOARD);
    // Paid: confirmed, picked up, returned (not the cancelled one, not the unpaid hold).
    // In progress: confirmed or picked up. Revenue: 40 + 20 + 10 + 45 + 7 + 3 = 125 paid, 45 refunded.
    expect(dash.data?.adminDashboard).toMatchObject({
      bookings: 5,
      bookingsInProgress: 4,
      bookingsOverdue: 0,
      revenue: { decimal: '80.00' },
    });

    // A booking picked up and still out after its return time is overdue, on the dashboard and in the list.
    await app.database.db
      .update(bookings)
      .set({ startsAt: new Date(Date.now() - 3 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(bookings.id, pickedUp.id));
    const later = await admin.gql(DASHBOARD);
    expect(later.data?.adminDashboard).toMatchObject({ bookingsInProgress: 4, bookingsOverdue: 1 });
    const row = await admin.gql('query($id: ID!) { booking(id: $id) { overdue } }', { id: pickedUp.id });
    expect(row.data?.booking.overdue).toBe(true);
  });

  it('pages through every booking once, newest first by default', async () => {
    const all = await list({});
    expect(all.total).toBe(7);
    expect(all.items.map((b) => b.id)).toEqual([
      held.id,
      at.id,
      minus.id,
      cancelled.id,
      returned.id,
      pickedUp.id,
      confirmed.id,
    ]);
    const seen: string[] = [];
    for (const page of [1, 2, 3, 4]) {
      const res = await admin.gql(LIST, { page: { page, pageSize: 2 } });
      expect(res.data?.adminBookings).toMatchObject({ total: 7, page, pageSize: 2, hasMore: page < 4 });
      seen.push(...res.data!.adminBookings.items.map((b: Row) => b.id));
    }
    expect(seen).toEqual(all.items.map((b) => b.id));
  });

  it('sorts by code, amount and status in both directions', async () => {
    const byCode = await list({ orderBy: { field: 'CODE' }, page: { pageSize: 100 } });
    const codes = byCode.items.map((b) => b.code);
    expect(codes).toEqual([...codes].sort());
    const byAmountDesc = await list({ orderBy: { field: 'AMOUNT', direction: 'DESC' } });
    expect(byAmountDesc.items.map((b) => b.amount.decimal)).toEqual([
      '45.00',
      '40.00',
      '20.00',
      '20.00',
      '10.00',
      '7.00',
      '3.00',
    ]);
    const byStatus = await list({ orderBy: { field: 'STATUS' } });
    expect(byStatus.items.map((b) => b.status)).toEqual([
      'CANCELLED',
      'CONFIRMED',
      'CONFIRMED',
      'CONFIRMED',
      'HELD',
      'PICKED_UP',
      'RETURNED',
    ]);
    // Only the order fields the schema lists: a column name is not one of them.
    const bad = await admin.gql(LIST, { orderBy: { field: 'renterPassword' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.data).toBeUndefined();
  });

  it('searches by the start of the code, the tool name or the renter’s name', async () => {
    const code = await list({ search: pickedUp.code.toLowerCase() });
    expect(code.items.map((b) => b.id)).toEqual([pickedUp.id]);
    const prefix = pickedUp.code.slice(0, 4);
    const byPrefix = await list({ search: prefix });
    expect(byPrefix.items.map((b) => b.id)).toContain(pickedUp.id);
    expect(byPrefix.items.every((b) => b.code.startsWith(prefix))).toBe(true);
    const tool = await list({ search: 'angle' });
    expect(tool.items.map((b) => b.id).sort()).toEqual([held.id, pickedUp.id, confirmed.id].sort());
    const renter = await list({ search: 'nwosu' });
    expect(renter.items.map((b) => b.id).sort()).toEqual([confirmed.id, returned.id, minus.id].sort());
    expect(renter.items.every((b) => b.renter.firstName === 'Rita')).toBe(true);
    // Every word must start one of them: Rita's grinder booking only.
    const both = await list({ search: 'rita angle' });
    expect(both.items.map((b) => b.id)).toEqual([confirmed.id]);
    const formula = await list({ search: '=hyper' });
    expect(formula.items.map((b) => b.tool.name)).toEqual([HYPERLINK]);
    // Not a pattern: '%' and '_' are plain characters.
    expect((await list({ search: '%' })).total).toBe(0);
    // The start of the name, not any word in it.
    expect((await list({ search: 'grinder' })).total).toBe(0);
  });

  it('filters by status and by tool, combined with search and paging', async () => {
    expect((await list({ status: 'PICKED_UP' })).items.map((b) => b.id)).toEqual([pickedUp.id]);
    expect((await list({ status: 'RETURNED' })).items.map((b) => b.id)).toEqual([returned.id]);
    expect((await list({ status: 'CANCELLED' })).items.map((b) => b.id)).toEqual([cancelled.id]);
    expect((await list({ status: 'HELD' })).items.map((b) => b.id)).toEqual([held.id]);
    const confirmedOnes = await list({ status: 'CONFIRMED', page: { pageSize: 2, page: 2 } });
    expect(confirmedOnes.total).toBe(3);
    expect(confirmedOnes.items.map((b) => b.id)).toEqual([confirmed.id]);
    expect((await list({ status: 'CONFIRMED', search: 'bayo' })).items.map((b) => b.id)).toEqual([at.id]);
    const ofGrinder = await list({ toolId: grinder, status: 'CONFIRMED' });
    expect(ofGrinder.items.map((b) => b.id)).toEqual([confirmed.id]);
    // The status is one of the enum's values; the internal 'confirmed' is not one of them.
    for (const status of ['lost', 'confirmed']) {
      const bad = await admin.gql(LIST, { status });
      expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(bad.errors?.[0]?.message).toContain('BookingStatus');
    }
  });

  it('shows an administrator every field of one booking, with its tool, renter and owner', async () => {
    const res = await admin.gql(
      `query($id: ID!) { booking(id: $id) {
        code status viewerRole pickupDate returnedAt refundStatus overdue
        startDate startTime endDate endTime quantity price { decimal } amount { amount currency decimal formatted }
        billedPeriods rentalCircle createdAt
        canConfirmPickup canConfirmReturn canCancel
        tool { id name coverImage } renter { id firstName } owner { id firstName }
      } }`,
      { id: returned.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.booking).toMatchObject({
      code: returned.code,
      status: 'RETURNED',
      viewerRole: 'ADMIN',
      refundStatus: null,
      overdue: false,
      startTime: '09:00',
      quantity: 1,
      price: { decimal: '10.00' },
      amount: { amount: 1000, currency: 'USD', decimal: '10.00', formatted: '$10.00' },
      billedPeriods: 1,
      rentalCircle: 'DAILY',
      canConfirmPickup: false,
      canConfirmReturn: false,
      canCancel: false,
      tool: { name: HYPERLINK, coverImage: expect.stringMatching(/^\/uploads\//) },
      renter: { firstName: 'Rita' },
      owner: { firstName: 'Olu' },
    });
    expect(res.data?.booking.pickupDate).toBeTruthy();
    expect(res.data?.booking.returnedAt).toBeTruthy();
  });

  it('keeps the old REST list shape, with paging and the status filter', async () => {
    const all = await admin.json('GET', '/api/all-bookings');
    expect(all.body.total).toBe(7);
    expect(all.body.bookings).toHaveLength(7);
    const page = await admin.json('GET', '/api/all-bookings?status=confirmed&page=1&pageSize=2&sortBy=amount');
    expect(page.body.total).toBe(3);
    expect(page.body.bookings.map((b: { payment: string }) => b.payment)).toEqual(['3.00', '7.00']);
    expect(page.body.bookings[0]).toMatchObject({ booking_code: at.code, name: '@cmd wrench' });
  });

  it('exports the filtered list as CSV whose cells a spreadsheet never runs as formulas', async () => {
    const res = await admin.request('GET', '/api/admin/export/bookings.csv?sortBy=code');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(await res.text());
    const [header, ...body] = rows;
    expect(header).toContain('booking_code');
    expect(body).toHaveLength(7);
    const column = (name: string) => header!.indexOf(name);
    expect(body.map((r) => r[column('booking_code')])).toEqual(
      [held, at, minus, cancelled, returned, pickedUp, confirmed].map((b) => b.code).sort(),
    );
    const toolNames = body.map((r) => r[column('tool_name')]);
    expect(toolNames).toEqual(
      expect.arrayContaining([`'${HYPERLINK}`, "'+SUM(A1:A9)", "'-2+3 tile cutter", "'@cmd wrench"]),
    );
    for (const row of body) for (const cell of row) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    const returnedRow = body.find((r) => r[column('booking_code')] === returned.code)!;
    expect(returnedRow[column('status')]).toBe('returned');
    expect(returnedRow[column('returned_status')]).toBe('Returned');
    expect(returnedRow[column('authorization')]).toBe('Authorized');
    expect(returnedRow[column('amount')]).toBe('10.00');
    expect(returnedRow[column('renter')]).toBe('Rita Nwosu');
    expect(returnedRow[column('owner')]).toBe('Olu Adeyemi');
    const cancelledRow = body.find((r) => r[column('booking_code')] === cancelled.code)!;
    expect(cancelledRow[column('refund_status')]).toBe('refunded');

    // The export is the list on screen: same search and filter, every page.
    const filtered = await admin.request('GET', '/api/admin/export/bookings.csv?status=confirmed&search=rita');
    const filteredRows = parseCsv(await filtered.text()).slice(1);
    expect(filteredRows.map((r) => r[column('booking_code')]).sort()).toEqual([confirmed.code, minus.code].sort());
    const badFilter = await admin.json('GET', '/api/admin/export/bookings.csv?status=lost');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors[0].path).toBe('status');
  });
});
