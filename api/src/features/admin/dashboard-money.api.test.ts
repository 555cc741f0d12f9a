import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBooking, buildTool, startMarketplace, type Marketplace } from '../../test/factories.js';
import { disputes } from '../rentals/disputes/dispute.table.js';
import { ledgerEntries } from '../rentals/payments/ledger.table.js';

let { app, admin, owner, ownerId, renter, renterId, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, admin, owner, ownerId, renter, renterId, categoryId } = await startMarketplace());
});

afterAll(async () => {
  await app?.close();
});

const DAY = 86_400_000;
/** PLATFORM_FEE_PERCENT's default, 10 %, rounded half up as the ledger splits. */
const feeOf = (cents: number) => Math.round(cents / 10);

async function booking(options: { daysAgo?: number } = {}) {
  const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId });
  if (options.daysAgo === undefined) return buildBooking(app.database.db, { tool, renter: { id: renterId } });
  const endsAt = new Date(Date.now() - options.daysAgo * DAY);
  return buildBooking(app.database.db, {
    tool,
    renter: { id: renterId },
    status: 'returned',
    startsAt: new Date(endsAt.getTime() - 2 * DAY),
    endsAt,
  });
}

describe('money on the admin pages', () => {
  it('shows platform fees, deposits held, payouts due and open disputes on the dashboard', async () => {
    const upcoming = await booking();
    const settled = await booking({ daysAgo: 5 });
    const disputed = await booking({ daysAgo: 5 });
    const db = app.database.db;
    await db.insert(ledgerEntries).values([
      {
        entryKey: `deposit:${upcoming.id}`,
        kind: 'deposit_held',
        amountCents: 1500,
        currency: 'USD',
        bookingId: upcoming.id,
        paymentId: upcoming.paymentId,
      },
      { entryKey: `payout:test-${settled.id}`, kind: 'payout', amountCents: -500, currency: 'USD', ownerId },
    ]);
    await db.insert(disputes).values({
      bookingId: disputed.id,
      kind: 'return',
      openedBy: 'renter',
      openedById: renterId,
      reason: 'The drill was returned on time.',
    });

    const res = await admin.gql(`{
      adminDashboard {
        platformFees { amount currency }
        depositsHeld { amount }
        payoutsDue { amount }
        openDisputes
      }
    }`);
    expect(res.errors).toBeUndefined();
    const fees = [upcoming, settled, disputed].reduce((sum, b) => sum + feeOf(b.amountCents), 0);
    expect(res.data!.adminDashboard).toEqual({
      platformFees: { amount: fees, currency: 'USD' },
      depositsHeld: { amount: 1500 },
      // Only the returned booking whose window passed and that nobody disputes, less the payout made.
      payoutsDue: { amount: settled.amountCents - feeOf(settled.amountCents) - 500 },
      openDisputes: 1,
    });
    expect((await owner.gql('{ adminDashboard { platformFees { amount } } }')).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it("shows administrators a booking's ledger with a total per kind and its deposit", async () => {
    const paid = await booking();
    await app.database.db.insert(ledgerEntries).values({
      entryKey: `deposit:${paid.id}`,
      kind: 'deposit_held',
      amountCents: 2500,
      currency: 'USD',
      bookingId: paid.id,
      paymentId: paid.paymentId,
    });
    const query = `query($id: ID!) {
      booking(id: $id) {
        ledger {
          entries { kind amount { amount } key providerRef createdAt }
          totals { kind amount { amount } }
          deposit { amount }
          depositStatus
        }
      }
    }`;
    const res = await admin.gql(query, { id: paid.id });
    expect(res.errors).toBeUndefined();
    const ledger = res.data!.booking.ledger;
    const fee = feeOf(paid.amountCents);
    expect(ledger.entries.map((e: { key: string }) => e.key).sort()).toEqual(
      [`charge:${paid.id}`, `deposit:${paid.id}`, `earning:${paid.id}`, `fee:${paid.id}`].sort(),
    );
    expect(ledger.totals).toEqual([
      { kind: 'CHARGE', amount: { amount: paid.amountCents } },
      { kind: 'OWNER_EARNING', amount: { amount: paid.amountCents - fee } },
      { kind: 'PLATFORM_FEE', amount: { amount: fee } },
      { kind: 'DEPOSIT_HELD', amount: { amount: 2500 } },
    ]);
    expect(ledger.deposit).toEqual({ amount: paid.depositCents });

    for (const party of [renter, owner]) {
      const refused = await party.gql(query, { id: paid.id });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.path).toEqual(['booking', 'ledger']);
    }
  });
});
