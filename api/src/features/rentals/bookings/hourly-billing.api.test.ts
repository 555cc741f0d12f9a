import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookAndPay,
  dayFromNow,
  listTool,
  payLegacyIntent,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { emailOutbox } from '../../outbox/outbox.table.js';
import { payments } from '../payments/payment.table.js';
import { bookings } from './booking.table.js';

const QUOTE = `query($id: ID!, $p: PeriodInput!) {
  bookingQuote(toolId: $id, period: $p) { billedMinutes billedPeriods price { decimal } unitAmount { decimal } }
}`;

// Filled in by beforeAll.
let { app, admin, owner, renter, renterId, categoryId } = {} as Marketplace;
let toolId: string;

/** 10.00 AM to 1.30 PM on one day: three and a half hours. */
const morning = (day: number) => ({
  startDate: dayFromNow(day),
  startTime: '10:00',
  endDate: dayFromNow(day),
  endTime: '13:30',
});

beforeAll(async () => {
  ({ app, admin, owner, renter, renterId, categoryId } = await startMarketplace({
    admin: { email: 'billing.admin@example.com', password: 'admin-password-1' },
    category: 'Hourly tools',
    owner: { first_name: 'Hana' },
    renter: { first_name: 'Remi' },
  }));
  toolId = await listTool(owner, categoryId, { price: '8', rentalCircle: 'hourly', units: 3 });
});
afterAll(async () => {
  await app?.close();
});

describe('hourly tools are charged for the exact hours between start and end', () => {
  it('quotes 10.00 AM to 1.30 PM at $8 an hour as 3.5 hours, $28', async () => {
    const res = await app.client().gql(QUOTE, { id: toolId, p: morning(10) });
    expect(res.errors).toBeUndefined();
    expect(res.data?.bookingQuote).toEqual({
      billedMinutes: 210,
      billedPeriods: 3.5,
      price: { decimal: '8.00' },
      unitAmount: { decimal: '28.00' },
    });
  });

  it('shows 3.5 hours in the cart and charges 2800 cents at checkout', async () => {
    await renter.gql('mutation { emptyCart { totalQuantity } }');
    const added = await renter.gql(
      `mutation($input: AddToCartInput!) {
        addToCart(input: $input) {
          totalAmount { decimal }
          lines { billedMinutes billedPeriods unitAmount { decimal } total { decimal } }
        }
      }`,
      { input: { toolId, quantity: 2, ...morning(11) } },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data?.addToCart).toEqual({
      totalAmount: { decimal: '56.00' },
      lines: [
        { billedMinutes: 210, billedPeriods: 3.5, unitAmount: { decimal: '28.00' }, total: { decimal: '56.00' } },
      ],
    });

    const paid = await bookAndPay(renter, toolId, morning(12));
    expect(paid.amount).toEqual({ amount: 2800, decimal: '28.00' });
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, paid.id));
    expect(row).toMatchObject({ amountCents: 2800, priceCents: 800, billedMinutes: 210 });
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, row!.paymentId));
    expect(payment?.amountCents).toBe(2800);

    const view = await renter.gql(
      'query($id: ID!) { booking(id: $id) { billedMinutes billedPeriods amount { amount } startTime endTime } }',
      { id: paid.id },
    );
    expect(view.data?.booking).toEqual({
      billedMinutes: 210,
      billedPeriods: 3.5,
      amount: { amount: 2800 },
      startTime: '10:00',
      endTime: '13:30',
    });
    const rest = await renter.json('GET', `/api/rentalBookings/${renterId}/my-bookings`);
    expect(rest.body.bookings.find((b: { id: string }) => b.id === paid.id)).toMatchObject({
      period: 3.5,
      price: '8.00',
      payment: '28.00',
    });
    const mails = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'booking.renter'));
    const mail = mails.find((m) => m.text.includes(paid.code));
    expect(mail?.text).toContain('3.5 hours');
    const csv = (await (await admin.request('GET', `/api/admin/export/bookings.csv?search=${paid.code}`)).text())
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    const cell = (name: string) => csv[1]![csv[0]!.indexOf(name)];
    expect([cell('period'), cell('rental_circle'), cell('amount')]).toEqual(['3.5', 'hourly', '28.00']);
  });

  it('charges a quarter hour: 7.00 PM to 7.15 PM at $8 an hour is $2.00 a unit', async () => {
    const evening = { startDate: dayFromNow(14), startTime: '19:00', endDate: dayFromNow(14), endTime: '19:15' };
    const quote = await app.client().gql(QUOTE, { id: toolId, p: evening });
    expect(quote.data?.bookingQuote).toEqual({
      billedMinutes: 15,
      billedPeriods: 0.25,
      price: { decimal: '8.00' },
      unitAmount: { decimal: '2.00' },
    });
    const paid = await bookAndPay(renter, toolId, evening, 2);
    expect(paid.amount).toEqual({ amount: 400, decimal: '4.00' });
    const [row] = await app.database.db.select().from(bookings).where(eq(bookings.id, paid.id));
    expect(row).toMatchObject({ amountCents: 400, billedMinutes: 15, quantity: 2 });
  });

  it("prices the old client's REST booking the same way", async () => {
    await payLegacyIntent(renter, renterId, 2800);
    const p = morning(16);
    const booked = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: toolId,
      start_date: p.startDate,
      start_time: '10.00 AM',
      end_date: p.endDate,
      end_time: '1.30 PM',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.rental).toMatchObject({
      period: 3.5,
      rental_circle: 'hourly',
      payment: '28.00',
      start_time: '10.00 AM',
      end_time: '1.30 PM',
    });
  });

  it('keeps whole days, at least one, for daily tools', async () => {
    const daily = await listTool(owner, categoryId, { price: '20', rentalCircle: 'daily' });
    const short = await app.client().gql(QUOTE, {
      id: daily,
      p: { startDate: dayFromNow(10), startTime: '09:00', endDate: dayFromNow(10), endTime: '11:00' },
    });
    expect(short.data?.bookingQuote).toEqual({
      billedMinutes: 1440,
      billedPeriods: 1,
      price: { decimal: '20.00' },
      unitAmount: { decimal: '20.00' },
    });
    const started = await app.client().gql(QUOTE, {
      id: daily,
      p: { startDate: dayFromNow(10), startTime: '09:00', endDate: dayFromNow(12), endTime: '09:30' },
    });
    expect(started.data?.bookingQuote).toMatchObject({
      billedMinutes: 3 * 1440,
      billedPeriods: 3,
      unitAmount: { decimal: '60.00' },
    });
  });
});
