import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookAndPay,
  buildBooking,
  buildTool,
  dayFromNow,
  listTool,
  payLegacyIntent,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { emailOutbox } from '../../outbox/outbox.table.js';
import { tools } from '../tools/tool.table.js';
import { bookings } from './booking.table.js';

// Filled in by beforeAll.
let { app, admin, owner, ownerId, renter, renterId, categoryId } = {} as Marketplace;
let accraTool: string;
let lagosTool: string;

const ACCRA = { country: 'Ghana', state: 'Greater Accra', city: 'Accra' };
const DAY = dayFromNow(6);
const tenToNoon = (date = DAY) => ({ startDate: date, startTime: '10:00', endDate: date, endTime: '12:00' });
const at = (date: string, time: string) => new Date(`${date}T${time}:00.000Z`);
const previousDay = (date: string) => new Date(at(date, '00:00').getTime() - 86_400_000).toISOString().slice(0, 10);

/** One booking's row of the administrators' CSV export, by column name. */
async function csvRow(code: string) {
  const res = await admin.request('GET', `/api/admin/export/bookings.csv?search=${code}`);
  const [header, row] = (await res.text())
    .trim()
    .split(/\r?\n/)
    .map((line) => line.split(','));
  return (name: string) => row![header!.indexOf(name)];
}

async function row(id: string) {
  const [found] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
  return found!;
}

beforeAll(async () => {
  ({ app, admin, owner, ownerId, renter, renterId, categoryId } = await startMarketplace({
    admin: { email: 'zones.admin@example.com', password: 'admin-password-1' },
    category: 'Zoned tools',
    owner: { first_name: 'Kofi', ...ACCRA },
    renter: { first_name: 'Ama' },
  }));
  accraTool = await listTool(owner, categoryId, { ...ACCRA, price: '10', rentalCircle: 'hourly' });
  lagosTool = await listTool(owner, categoryId, { price: '10', rentalCircle: 'hourly' });
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await app?.close();
});

describe("a tool's time zone comes from its place", () => {
  it('is Africa/Accra in Ghana and Africa/Lagos in Nigeria, and follows a move', async () => {
    const query = 'query($id: ID!) { tool(id: $id) { timeZone } }';
    expect((await app.client().gql(query, { id: accraTool })).data?.tool).toEqual({ timeZone: 'Africa/Accra' });
    expect((await app.client().gql(query, { id: lagosTool })).data?.tool).toEqual({ timeZone: 'Africa/Lagos' });

    const kumasi = await listTool(owner, categoryId, { country: 'Ghana', state: 'Ashanti', city: 'Kumasi' });
    const moved = await owner.gql(
      'mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { timeZone } }',
      { id: kumasi, input: { country: 'Nigeria', state: 'Oyo', city: 'Ibadan' } },
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data?.updateTool).toEqual({ timeZone: 'Africa/Lagos' });
  });

  it("gives the booking form the tool's zone and today there", async () => {
    const res = await app
      .client()
      .gql('query($id: ID) { bookingSettings(toolId: $id) { timeZone today } }', { id: accraTool });
    expect(res.errors).toBeUndefined();
    expect(res.data?.bookingSettings).toEqual({
      timeZone: 'Africa/Accra',
      today: new Date().toISOString().slice(0, 10),
    });
  });

  it('fills in zones at start-up: a wrong or missing zone is derived again, once', async () => {
    await app.database.db.update(tools).set({ timeZone: 'Africa/Lagos' }).where(eq(tools.id, accraTool));
    expect(await app.services.tools.syncTimeZones()).toBe(1);
    expect(await app.services.tools.syncTimeZones()).toBe(0);
    const [tool] = await app.database.db.select().from(tools).where(eq(tools.id, accraTool));
    expect(tool?.timeZone).toBe('Africa/Accra');
  });
});

describe('bookings run on the clock of the tool', () => {
  let accraBooking: { id: string; code: string };

  it('stores 10.00 to 12.00 of a tool in Accra as 10:00Z to 12:00Z, and shows it as 10.00 to 12.00', async () => {
    accraBooking = await bookAndPay(renter, accraTool, tenToNoon());
    const stored = await row(accraBooking.id);
    expect(stored.startsAt.toISOString()).toBe(at(DAY, '10:00').toISOString());
    expect(stored.endsAt.toISOString()).toBe(at(DAY, '12:00').toISOString());

    const view = await renter.gql(
      'query($id: ID!) { booking(id: $id) { startDate startTime endTime timeZone tool { timeZone } } }',
      { id: accraBooking.id },
    );
    expect(view.data?.booking).toEqual({
      startDate: DAY,
      startTime: '10:00',
      endTime: '12:00',
      timeZone: 'Africa/Accra',
      tool: { timeZone: 'Africa/Accra' },
    });
    const rest = await renter.json('GET', `/api/rentalBookings/${renterId}/my-bookings`);
    expect(rest.body.bookings.find((b: { id: string }) => b.id === accraBooking.id)).toMatchObject({
      start_date: DAY,
      start_time: '10.00 AM',
      end_time: '12.00 PM',
      time_zone: 'Africa/Accra',
    });
    const mails = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'booking.renter'));
    const mail = mails.find((m) => m.text.includes(accraBooking.code));
    expect(mail?.text).toContain('10.00 AM GMT');
    expect(mail?.text).toContain('12.00 PM GMT');
    const cell = await csvRow(accraBooking.code);
    expect(['start_date', 'start_time', 'end_time', 'time_zone', 'period'].map(cell)).toEqual([
      DAY,
      '10:00',
      '12:00',
      'Africa/Accra',
      '2',
    ]);
  });

  it('leaves a tool in Lagos as it was: 10.00 is 09:00Z', async () => {
    const paid = await bookAndPay(renter, lagosTool, tenToNoon());
    const stored = await row(paid.id);
    expect(stored.startsAt.toISOString()).toBe(at(DAY, '09:00').toISOString());
    expect(stored.endsAt.toISOString()).toBe(at(DAY, '11:00').toISOString());
  });

  it("reads the old client's REST booking on the tool's clock", async () => {
    await payLegacyIntent(renter, renterId, 2000);
    const date = dayFromNow(8);
    const booked = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: accraTool,
      start_date: date,
      start_time: '10.00 AM',
      end_date: date,
      end_time: '12.00 PM',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.rental).toMatchObject({ start_time: '10.00 AM', end_time: '12.00 PM', payment: '20.00' });
    const stored = await row(booked.body.rental.id);
    expect(stored.startsAt.toISOString()).toBe(at(date, '10:00').toISOString());
  });

  it("reminds of the pickup and flags the overdue return on Accra's clock", async () => {
    const clock = vi.spyOn(app.services.bookings, 'now');
    const dayBefore = previousDay(DAY);

    // 24.5 hours before 10.00 in Accra: not yet "tomorrow" (on Lagos' clock it would be 23.5 hours).
    clock.mockReturnValue(at(dayBefore, '09:30'));
    await app.services.reminders.send();
    expect((await row(accraBooking.id)).pickupRemindedAt).toBeNull();
    clock.mockReturnValue(at(dayBefore, '10:30'));
    await app.services.reminders.send();
    expect((await row(accraBooking.id)).pickupRemindedAt).not.toBeNull();

    await app.database.db
      .update(bookings)
      .set({ status: 'picked_up', pickedUpAt: at(DAY, '10:05') })
      .where(eq(bookings.id, accraBooking.id));
    const overdue = async () =>
      (await renter.gql('query($id: ID!) { booking(id: $id) { overdue } }', { id: accraBooking.id })).data?.booking
        .overdue;
    // 11.30 in Accra: still within the rental (on Lagos' clock it would have ended at 11:00Z).
    clock.mockReturnValue(at(DAY, '11:30'));
    expect(await overdue()).toBe(false);
    await app.services.reminders.send();
    expect((await row(accraBooking.id)).overdueNotifiedAt).toBeNull();
    clock.mockReturnValue(at(DAY, '12:30'));
    expect(await overdue()).toBe(true);
    await app.services.reminders.send();
    expect((await row(accraBooking.id)).overdueNotifiedAt).not.toBeNull();
  });

  it("finds tools free on a day by the tool's own days", async () => {
    const name = `Zoned ladder ${Date.now()}`;
    const tool = (place: Partial<typeof ACCRA>, suffix: string) =>
      buildTool(app.database.db, { owner: { id: ownerId }, categoryId, ...place, name: `${name} ${suffix}` });
    const ghana = await tool(ACCRA, 'Accra');
    const nigeria = await tool({}, 'Ikeja');
    const date = dayFromNow(20);
    // 23:30Z to 06:00Z: the evening of `date` in Accra, the small hours of the next day in Lagos.
    for (const built of [ghana, nigeria])
      await buildBooking(app.database.db, {
        tool: built,
        renter: { id: renterId },
        startsAt: at(date, '23:30'),
        endsAt: new Date(at(date, '06:00').getTime() + 86_400_000),
      });
    const res = await app.client().gql('query($f: ToolBrowseInput) { tools(filter: $f) { items { id } } }', {
      f: { search: name, freeFrom: date, freeTo: date },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.tools.items.map((t: { id: string }) => t.id)).toEqual([nigeria.id]);
  });
});
