import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/test-app.js';
import {
  bookAndPay,
  bookingPeriod,
  listTool,
  payLegacyIntent,
  signUpAndLogin,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { expectLedgerInvariant } from '../../../test/ledger-books.js';
import { splitOf } from './ledger.js';

/**
 * The ledger's invariant, after random sequences of what renters, owners and the refund job do:
 * for every payment, booking, owner and day, the ledger's sums agree with what the card processor
 * (the built-in test provider, which keeps its own books like Stripe's servers) charged and refunded.
 */

const FEE_PERCENT = '12.5';
const FEE_BASIS_POINTS = 1250;

let market: Marketplace;
let secondOwner: HttpClient;
/** Tools of two owners: a one-unit daily tool, a three-unit daily tool, an hourly tool. */
const tools: { id: string; price: number; circle: 'daily' | 'hourly' }[] = [];

beforeAll(async () => {
  market = await startMarketplace({
    admin: { email: 'ledger.admin@example.com', password: 'admin-password-1' },
    // Pickups are allowed a week ahead, so random bookings in the coming days can be picked up now.
    env: { PICKUP_OPENS_HOURS_BEFORE: '168', PLATFORM_FEE_PERCENT: FEE_PERCENT },
  });
  secondOwner = market.app.client();
  await signUpAndLogin(secondOwner);
  const { owner, categoryId } = market;
  tools.push({ id: await listTool(owner, categoryId, { price: '19.99' }), price: 1999, circle: 'daily' });
  tools.push({ id: await listTool(secondOwner, categoryId, { price: '7', units: 3 }), price: 700, circle: 'daily' });
  // This tool takes a deposit of 10.00 per unit: charged with the booking, back after the return.
  await market.app.database.db.execute(sql`update tools set deposit_cents = 1000 where id = ${tools[1]!.id}`);
  tools.push({
    id: await listTool(secondOwner, categoryId, { price: '8.35', rentalCircle: 'hourly', units: 2 }),
    price: 835,
    circle: 'hourly',
  });
}, 120_000);

afterAll(async () => {
  await market?.app.close();
});

type Action =
  | { kind: 'book'; tool: number; day: number; quantity: number; legacy: boolean }
  | { kind: 'cancel'; booking: number }
  | { kind: 'refund'; booking: number; twice: boolean }
  | { kind: 'return'; booking: number }
  | { kind: 'release'; booking: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      tool: fc.nat(2),
      day: fc.integer({ min: 1, max: 5 }),
      quantity: fc.integer({ min: 1, max: 2 }),
      legacy: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), booking: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), booking: fc.nat(20), twice: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('return' as const), booking: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('release' as const), booking: fc.nat(20) }) },
);

interface Booked {
  id: string;
  /** The renter's pickup code, which the owner types at the pickup. */
  pickupCode: string;
}

/** Runs one action as the API's callers would; refusals (a period taken, a cancel after pickup) are part of the game. */
async function perform(a: Action, booked: Booked[]): Promise<void> {
  const { renter, renterId, owner } = market;
  const pick = (i: number) => booked[i % Math.max(booked.length, 1)];
  switch (a.kind) {
    case 'book': {
      const tool = tools[a.tool]!;
      const period =
        tool.circle === 'hourly'
          ? a.quantity === 1
            ? bookingPeriod(a.day, a.day, '10:00', '13:30')
            : bookingPeriod(a.day, a.day, '19:00', '19:15')
          : bookingPeriod(a.day, a.day + 1);
      try {
        if (!a.legacy) {
          const booking = await bookAndPay(renter, tool.id, period, a.quantity);
          booked.push({ id: booking.id, pickupCode: booking.pickupCode });
          return;
        }
        // The old client pays more than it books (it computed the amount); the rest stays unallocated.
        await payLegacyIntent(renter, renterId, tool.price * 48 * a.quantity + 150);
        const res = await renter.json<{ rental?: { id: string; pickup_code: string } }>(
          'POST',
          `/api/user/${renterId}/add-rental-booking`,
          {
            rental_id: tool.id,
            start_date: period.startDate,
            start_time: period.startTime,
            end_date: period.endDate,
            end_time: period.endTime,
            quantity: a.quantity,
          },
        );
        if (res.status === 201) booked.push({ id: res.body.rental!.id, pickupCode: res.body.rental!.pickup_code });
        else expect(JSON.stringify(res.body)).toMatch(/not available|free for the chosen period|units? (is|are) free/);
      } catch (error) {
        if (!/not available|free for the chosen period/.test(String(error))) throw error;
      }
      return;
    }
    case 'cancel': {
      const b = pick(a.booking);
      if (b) await renter.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { id } }', { id: b.id });
      return;
    }
    case 'refund': {
      const b = pick(a.booking);
      if (!b) return;
      // The refund job, perhaps twice at once (a retry racing the first run).
      const run = () => market.app.services.refunds.refund(b.id);
      await (a.twice ? Promise.all([run(), run()]) : run());
      return;
    }
    case 'return': {
      const b = pick(a.booking);
      if (!b) return;
      const [row] = await query<{ owner_id: string }>(sql`select owner_id from bookings where id = ${b.id}`);
      const by = row?.owner_id === market.ownerId ? owner : secondOwner;
      await by.gql('mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { id } }', {
        id: b.id,
        code: b.pickupCode,
      });
      await by.gql('mutation($id: ID!) { confirmReturn(bookingId: $id) { id } }', { id: b.id });
      return;
    }
    case 'release': {
      // The dispute window after a return passes, and the deposit job runs.
      const b = pick(a.booking);
      if (!b) return;
      await query(
        sql`update bookings set returned_at = now() - interval '49 hours' where id = ${b.id} and status = 'returned'`,
      );
      await market.app.services.deposits.release(b.id);
      return;
    }
  }
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await market.app.database.db.execute(statement));
}

/** Every refund still due is issued (what the job does), so that the books can close. */
async function drainRefunds(): Promise<void> {
  const due = await query<{ id: string }>(sql`select id from bookings where refund_status = 'pending'`);
  for (const { id } of due) await market.app.services.refunds.refund(id);
}

async function expectBooksToReconcile(): Promise<void> {
  // Per payment: the ledger's charges and refunds are what the processor captured and gave back.
  const payments = await query<{ id: string; ledger: number; provider: number }>(sql`
    select p.id,
      coalesce((select sum(l.amount_cents) from ledger_entries l where l.payment_id = p.id and l.kind in ('charge', 'refund')), 0)::int as ledger,
      (case when i.status = 'succeeded' then i.amount_cents - i.amount_refunded_cents else 0 end)::int as provider
    from payments p left join test_provider_intents i on i.id = p.intent_id`);
  for (const p of payments) expect(p.ledger, `payment ${p.id}`).toBe(p.provider);

  // Per booking: what the renter is left paying is split between owner and platform, and it is the
  // booking's amount while it stands, nothing once it is cancelled.
  const bookings = await query<{
    id: string;
    status: string;
    purpose: string;
    amount_cents: number;
    refund_status: string | null;
    refund_cents: number | null;
    owner_id: string;
    kept: number;
    earning: number;
    fee: number;
    deposit: number;
  }>(sql`
    select b.id, b.status, p.purpose, b.amount_cents, b.refund_status, b.refund_cents, b.owner_id,
      coalesce(sum(l.amount_cents) filter (where l.kind in ('charge', 'refund')), 0)::int as kept,
      coalesce(sum(l.amount_cents) filter (where l.kind = 'owner_earning'), 0)::int as earning,
      coalesce(sum(l.amount_cents) filter (where l.kind = 'platform_fee'), 0)::int as fee,
      coalesce(sum(l.amount_cents) filter (where l.kind in ('deposit_held', 'deposit_released', 'deposit_claimed')), 0)::int as deposit
    from bookings b join payments p on p.id = b.payment_id left join ledger_entries l on l.booking_id = b.id
    group by b.id, p.purpose`);
  const ownerShare = new Map<string, number>();
  for (const b of bookings) {
    const stands = ['confirmed', 'picked_up', 'returned'].includes(b.status);
    // A cancellation under a policy refunds part of the amount: the owner and the platform keep the rest.
    const refunded = b.status === 'cancelled' ? (b.refund_cents ?? b.amount_cents) : 0;
    const all = splitOf(b.amount_cents, FEE_BASIS_POINTS);
    const back = splitOf(refunded, FEE_BASIS_POINTS);
    const share =
      stands || (b.status === 'cancelled' && refunded < b.amount_cents)
        ? { earning: all.earning - back.earning, fee: all.fee - back.fee }
        : { earning: 0, fee: 0 };
    ownerShare.set(b.owner_id, (ownerShare.get(b.owner_id) ?? 0) + share.earning);
    expect({ id: b.id, earning: b.earning, fee: b.fee }).toEqual({ id: b.id, ...share });
    // A deposit still held is the renter's money kept apart: neither the owner's nor the platform's.
    if (b.purpose === 'checkout') expect(b.kept, `booking ${b.id}`).toBe(b.earning + b.fee + b.deposit);
    // Nothing to give back (a 0 % tier without a deposit) leaves no refund to wait for.
    if (b.status === 'cancelled' && b.refund_status !== null)
      expect(b.refund_status, `booking ${b.id}`).toBe('refunded');
  }

  // Per owner: earnings are their share of the bookings that stand.
  const owners = await query<{ owner_id: string; ledger: number; expected: number }>(sql`
    select u.id as owner_id,
      coalesce((select sum(l.amount_cents) from ledger_entries l where l.owner_id = u.id), 0)::int as ledger,
      coalesce((select sum(b.amount_cents - round(b.amount_cents * ${FEE_BASIS_POINTS} / 10000.0))
        from bookings b where b.owner_id = u.id and b.status in ('confirmed', 'picked_up', 'returned')), 0)::int as expected
    from users u`);
  for (const o of owners) expect(o.ledger, `owner ${o.owner_id}`).toBe(ownerShare.get(o.owner_id) ?? o.expected);

  // Per day: the charges of a day are the payments that succeeded that day; refunds are the provider's.
  const days = await query<{ day: string; ledger: number; payments: number }>(sql`
    with l as (select created_at::date as day, sum(amount_cents)::int as total from ledger_entries where kind = 'charge' group by 1),
      p as (select succeeded_at::date as day, sum(amount_cents)::int as total from payments where status = 'succeeded' group by 1)
    select coalesce(l.day, p.day)::text as day, coalesce(l.total, 0) as ledger, coalesce(p.total, 0) as payments
    from l full join p on p.day = l.day`);
  for (const d of days) expect(d.ledger, `charges of ${d.day}`).toBe(d.payments);
  await expectLedgerInvariant(market.app.database.db);
  const [refunds] = await query<{ ledger: number; provider: number }>(sql`
    select coalesce((select -sum(amount_cents) from ledger_entries where kind = 'refund'), 0)::int as ledger,
      coalesce((select sum(amount_cents) from test_provider_refunds), 0)::int as provider`);
  expect(refunds!.ledger).toBe(refunds!.provider);
}

describe('the ledger', () => {
  it('reconciles with the provider for every payment, booking, owner and day after random rentals', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 3, maxLength: 8 }), async (actions) => {
        actions.unshift({
          kind: 'book',
          tool: actions.length % 3,
          day: 3,
          quantity: 1,
          legacy: actions.length % 2 === 0,
        });
        const booked: Booked[] = [];
        for (const a of actions) await perform(a, booked);
        await drainRefunds();
        await expectBooksToReconcile();
      }),
      { numRuns: 12, endOnFailure: true },
    );
  }, 600_000);

  it('writes each movement once: the same refund run again adds nothing', async () => {
    // A tool without a deposit: the entries are the rental amount's only.
    const booking = await bookAndPay(market.renter, tools[0]!.id, bookingPeriod(6, 7));
    await market.renter.gql('mutation($id: ID!) { cancelBooking(bookingId: $id) { id } }', { id: booking.id });
    await Promise.all([1, 2, 3].map(() => market.app.services.refunds.refund(booking.id)));
    await market.app.services.refunds.refund(booking.id);
    const entries = await query<{ kind: string; amount_cents: number }>(
      sql`select kind, amount_cents from ledger_entries where booking_id = ${booking.id} order by created_at, entry_key`,
    );
    const cents = booking.amount.amount;
    const { fee, earning } = splitOf(cents, FEE_BASIS_POINTS);
    expect(entries.map((e) => [e.kind, e.amount_cents]).sort()).toEqual(
      [
        ['charge', cents],
        ['owner_earning', earning],
        ['owner_earning', -earning],
        ['platform_fee', fee],
        ['platform_fee', -fee],
        ['refund', -cents],
      ].sort(),
    );
    await expectBooksToReconcile();
  });
});
