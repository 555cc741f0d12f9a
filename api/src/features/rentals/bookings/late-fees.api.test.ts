import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  advanceBooking,
  bookAndPay,
  bookingPeriod,
  listTool,
  startMarketplace,
  type Marketplace,
} from '../../../test/factories.js';
import { expectLedgerInvariant } from '../../../test/ledger-books.js';
import { notifications } from '../../notifications/notification.table.js';
import { ledgerEntries } from '../payments/ledger.table.js';
import { tools } from '../tools/tool.table.js';
import { bookings } from './booking.table.js';

/*
 * Late fees: an owner sets a fee per started hour or day of a late return, capped, taken from the
 * deposit when the return is confirmed; the rest of the deposit goes back as usual, and a damage claim
 * can only claim what is left.
 */

let { app, owner, renter, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, owner, renter, categoryId } = await startMarketplace({ category: 'Generators' }));
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const db = () => app.database.db;
const UPDATE = `mutation($id: ID!, $input: ToolUpdateInput!) {
  updateTool(id: $id, input: $input) { id lateFee { amount } lateFeeUnit lateFeeCap { amount } lateFeeTerms } }`;
const RETURN = 'mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }';
const BOOKING = `query($id: ID!) { booking(id: $id) {
  lateFee { amount formatted } lateFeeTerms damageClaimLimit { amount } timeline { transition note } } }`;

/** A tool with a 50.00 deposit and a late fee of 5.00 an hour, at most 40.00; booked and picked up. */
async function outWithLateFee(unit: 'HOUR' | 'DAY' = 'HOUR') {
  const toolId = await listTool(owner, categoryId, { price: '30', deposit: '50' });
  const set = await owner.gql(UPDATE, { id: toolId, input: { lateFee: '5', lateFeeUnit: unit, lateFeeCap: '40' } });
  expect(set.errors).toBeUndefined();
  const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
  await advanceBooking(db(), booking.id, 'picked_up');
  const [row] = await db().select({ endsAt: bookings.endsAt }).from(bookings).where(eq(bookings.id, booking.id));
  return { toolId, bookingId: booking.id, endsAt: row!.endsAt };
}

/** The owner confirms the return `minutes` after the booking's end. */
async function returnAfter(bookingId: string, endsAt: Date, minutes: number) {
  vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(endsAt.getTime() + minutes * 60_000));
  const res = await owner.gql(RETURN, { id: bookingId });
  vi.restoreAllMocks();
  expect(res.errors).toBeUndefined();
}

const lateEntries = (bookingId: string) =>
  db()
    .select({ key: ledgerEntries.entryKey, kind: ledgerEntries.kind, amount: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingId, bookingId), like(ledgerEntries.entryKey, 'late-fee%')))
    .orderBy(ledgerEntries.entryKey);

describe('late fees', () => {
  it('are charged per started hour from the deposit, and the rest of the deposit goes back', async () => {
    const { bookingId, endsAt } = await outWithLateFee();
    const before = await renter.gql(BOOKING, { id: bookingId });
    expect(before.data!.booking.lateFeeTerms).toBe(
      '$5.00 per hour late (after 30 minutes), at most $40.00, taken from the deposit',
    );
    // 3 hours and 10 minutes late: 4 started hours.
    await returnAfter(bookingId, endsAt, 190);
    const after = await renter.gql(BOOKING, { id: bookingId });
    expect(after.data!.booking.lateFee).toEqual({ amount: 2000, formatted: '$20.00' });
    expect(after.data!.booking.damageClaimLimit).toBeNull();
    expect(await lateEntries(bookingId)).toEqual([
      { key: `late-fee-claim:${bookingId}`, kind: 'deposit_claimed', amount: -2000 },
      { key: `late-fee:${bookingId}`, kind: 'owner_earning', amount: 2000 },
    ]);
    const timeline = after.data!.booking.timeline as { transition: string; note: string | null }[];
    expect(timeline.find((t) => t.transition === 'CONFIRM_RETURN')?.note).toBe(
      'Late fee: 4 hours late: 4 × $5.00 = $20.00, from the deposit',
    );
    const told = await db()
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.bookingId, bookingId), eq(notifications.kind, 'return_confirmed')));
    expect(told[0]!.message).toContain('It came back 4 hours late: 4 × $5.00 = $20.00, taken from your deposit.');

    // After the dispute window, the 30.00 left of the deposit goes back: one refund of 30.00.
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(endsAt.getTime() + 5 * 86_400_000));
    await app.services.deposits.release(bookingId);
    vi.restoreAllMocks();
    const refunds = await db()
      .select({ amount: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryKey, `deposit-refund:${bookingId}`));
    expect(refunds).toEqual([{ amount: -3000 }]);
    await expectLedgerInvariant(db());
  });

  it('stop at the cap, are not charged within 30 minutes, and count started days for a daily fee', async () => {
    const capped = await outWithLateFee();
    await returnAfter(capped.bookingId, capped.endsAt, 2 * 24 * 60);
    expect((await renter.gql(BOOKING, { id: capped.bookingId })).data!.booking.lateFee.amount).toBe(4000);

    const onTime = await outWithLateFee();
    await returnAfter(onTime.bookingId, onTime.endsAt, 25);
    expect((await renter.gql(BOOKING, { id: onTime.bookingId })).data!.booking.lateFee.amount).toBe(0);
    expect(await lateEntries(onTime.bookingId)).toEqual([]);

    const daily = await outWithLateFee('DAY');
    await returnAfter(daily.bookingId, daily.endsAt, 26 * 60);
    expect((await renter.gql(BOOKING, { id: daily.bookingId })).data!.booking.lateFee.amount).toBe(1000);
    await expectLedgerInvariant(db());
  });

  it('may take the whole deposit: then nothing is refunded and the timeline says why', async () => {
    const toolId = await listTool(owner, categoryId, { price: '30', deposit: '40' });
    await owner.gql(UPDATE, { id: toolId, input: { lateFee: '5', lateFeeUnit: 'HOUR', lateFeeCap: '40' } });
    const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    await advanceBooking(db(), booking.id, 'picked_up');
    const [row] = await db().select({ endsAt: bookings.endsAt }).from(bookings).where(eq(bookings.id, booking.id));
    await returnAfter(booking.id, row!.endsAt, 24 * 60);
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(row!.endsAt.getTime() + 5 * 86_400_000));
    await app.services.deposits.release(booking.id);
    vi.restoreAllMocks();
    const seen = await renter.gql(BOOKING, { id: booking.id });
    expect(seen.data!.booking.lateFee.amount).toBe(4000);
    const notes = (seen.data!.booking.timeline as { note: string | null }[]).map((t) => t.note);
    expect(notes).toContain('Nothing left to give back: the late fee took the whole deposit');
    const refunds = await db()
      .select({ key: ledgerEntries.entryKey })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entryKey, `deposit-refund:${booking.id}`));
    expect(refunds).toEqual([]);
    await expectLedgerInvariant(db());
  });

  it('leave a damage claim only what is left of the deposit', async () => {
    const { bookingId, endsAt } = await outWithLateFee();
    await returnAfter(bookingId, endsAt, 120);
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(endsAt.getTime() + 3 * 3_600_000));
    const limit = await owner.gql(BOOKING, { id: bookingId });
    expect(limit.data!.booking.damageClaimLimit).toEqual({ amount: 4000 });
    const claim = await owner.gql(
      'mutation($id: ID!) { claimDamage(bookingId: $id, amount: "45.00", reason: "Cracked casing") { id } }',
      { id: bookingId },
    );
    expect(claim.errors![0]!.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'amount', msg: 'You can claim at most what the late fee left of the deposit, $40.00' }],
    });
  });

  it('are refused above their cap, with a cap above the deposit, or without a deposit, and nothing is saved', async () => {
    const toolId = await listTool(owner, categoryId, { price: '30', deposit: '50' });
    const refusal = async (input: Record<string, string>) => {
      const res = await owner.gql(UPDATE, { id: toolId, input });
      return res.errors?.[0]?.extensions?.fields;
    };
    expect(await refusal({ lateFee: '5', lateFeeCap: '4' })).toEqual([
      { path: 'input.lateFeeCap', msg: 'The cap must be at least the late fee (5.00): the most a late return costs' },
    ]);
    expect(await refusal({ lateFee: '5', lateFeeCap: '60' })).toEqual([
      { path: 'input.lateFeeCap', msg: 'The cap can be at most the deposit (50.00): late fees are taken from it' },
    ]);
    expect(await refusal({ lateFee: '5', lateFeeCap: '40', deposit: '0' })).toEqual([
      { path: 'input.lateFee', msg: 'Set a deposit first: late fees are taken from the deposit' },
    ]);
    expect(await refusal({ lateFee: '5.555' })).toEqual([
      expect.objectContaining({ path: 'input.lateFee', msg: expect.stringContaining('at most 2 decimals') }),
    ]);
    const [row] = await db()
      .select({ fee: tools.lateFeeCents, cap: tools.lateFeeCapCents, deposit: tools.depositCents })
      .from(tools)
      .where(eq(tools.id, toolId));
    expect(row).toEqual({ fee: 0, cap: 0, deposit: 5000 });
    // With a fee set, the deposit cannot drop below its cap.
    expect((await owner.gql(UPDATE, { id: toolId, input: { lateFee: '5', lateFeeCap: '40' } })).errors).toBeUndefined();
    expect(await refusal({ deposit: '30' })).toEqual([
      { path: 'input.lateFeeCap', msg: 'The cap can be at most the deposit (30.00): late fees are taken from it' },
    ]);
  });
});
