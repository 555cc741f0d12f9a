import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayFromNow, listTool, payLegacyIntent, startMarketplace, type Marketplace } from '../../../test/factories.js';

// A date field that carries a whole timestamp (what a date picker's `toISOString()` sends): the day is
// read in the tool's zone, never by cutting the text; a timestamp that is not a whole day there is refused.

let { app, owner, renter, renterId, categoryId } = {} as Marketplace;
let lagosTool: string;

const DAY = dayFromNow(12);
/** Midnight of `date` in Lagos (UTC+1, no daylight saving), as a browser in Lagos writes it in UTC. */
const lagosMidnight = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) - 3_600_000).toISOString();
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

const QUOTE = `query($toolId: ID!, $period: PeriodInput!) { bookingQuote(toolId: $toolId, period: $period) { startsAt endsAt } }`;

beforeAll(async () => {
  ({ app, owner, renter, renterId, categoryId } = await startMarketplace({
    admin: { email: 'dates.admin@example.com', password: 'admin-password-1' },
    category: 'Dated tools',
  }));
  lagosTool = await listTool(owner, categoryId, { price: '10', rentalCircle: 'daily' });
});
afterAll(async () => {
  await app?.close();
});

describe('a booking date sent as a full timestamp', () => {
  it("over GraphQL: midnight in the tool's zone is that day, not the day before in UTC", async () => {
    expect(lagosMidnight(DAY)).toMatch(/T23:00:00\.000Z$/);
    const res = await renter.gql<{ bookingQuote: { startsAt: string; endsAt: string } }>(QUOTE, {
      toolId: lagosTool,
      period: {
        startDate: lagosMidnight(DAY),
        startTime: '09:00',
        endDate: lagosMidnight(nextDay(DAY)),
        endTime: '09:00',
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.bookingQuote).toEqual({
      startsAt: `${DAY}T08:00:00.000Z`,
      endsAt: `${nextDay(DAY)}T08:00:00.000Z`,
    });
  });

  it('over GraphQL: a timestamp within the day is refused with a field error quoting it', async () => {
    const sent = `${DAY}T10:30:00.000Z`;
    const res = await renter.gql(QUOTE, {
      toolId: lagosTool,
      period: { startDate: sent, startTime: '09:00', endDate: nextDay(DAY), endTime: '09:00' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'period.startDate', msg: expect.stringContaining(`"${sent}"`) },
    ]);
  });

  it("over the old client's REST shim: books the day in Lagos, and names start_date as it sent it", async () => {
    const payment = await payLegacyIntent(renter, renterId, 1000);
    const booked = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: lagosTool,
      start_date: lagosMidnight(DAY),
      start_time: '9.00 AM',
      end_date: lagosMidnight(nextDay(DAY)),
      end_time: '9.00 AM',
      quantity: 1,
      paymentId: payment.paymentId,
    });
    expect(booked.status).toBe(201);
    expect(booked.body.rental).toMatchObject({ start_date: DAY, end_date: nextDay(DAY) });

    const sent = `${dayFromNow(20)}T10:30:00.000Z`;
    const refused = await renter.json('POST', `/api/user/${renterId}/add-rental-booking`, {
      rental_id: lagosTool,
      start_date: sent,
      start_time: '9.00 AM',
      end_date: dayFromNow(21),
      end_time: '9.00 AM',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'start_date', msg: expect.stringContaining(`"${sent}"`) }]);
  });
});
