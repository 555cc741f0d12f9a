import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import type { FakePaystack } from './fake-paystack.js';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The ledger's invariants that hold whatever happened (after every queued job ran):
 * - per payment, charges + refunds = what the provider (the built-in test provider's own books)
 *   captured − what it refunded, and the payment row's refundedCents is what the provider refunded;
 * - per checkout booking, charge + refund = owner_earning + platform_fee + deposit_held +
 *   deposit_released + deposit_claimed (what the renter is left paying is the owner's, the
 *   platform's, or a deposit still held);
 * - all refunds in the ledger are all refunds at the provider.
 */
export async function expectLedgerInvariant(db: Database): Promise<void> {
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const payments = await query<{
    id: string;
    ledger: number;
    provider: number;
    refunded: number;
    provider_refunded: number;
  }>(sql`
    select p.id,
      coalesce((select sum(l.amount_cents) from ledger_entries l where l.payment_id = p.id and l.kind in ('charge', 'refund')), 0)::int as ledger,
      (case when i.status = 'succeeded' then i.amount_cents - i.amount_refunded_cents else 0 end)::int as provider,
      p.refunded_cents::int as refunded,
      coalesce(i.amount_refunded_cents, 0)::int as provider_refunded
    from payments p left join test_provider_intents i on i.id = p.intent_id`);
  for (const p of payments) {
    expect(p.ledger, `payment ${p.id}`).toBe(p.provider);
    expect(p.refunded, `refundedCents of payment ${p.id}`).toBe(p.provider_refunded);
  }

  await expectBookingSharesBalance(db);

  const [refunds] = await query<{ ledger: number; provider: number }>(sql`
    select coalesce((select -sum(amount_cents) from ledger_entries where kind = 'refund'), 0)::int as ledger,
      coalesce((select sum(amount_cents) from test_provider_refunds), 0)::int as provider`);
  expect(refunds!.ledger).toBe(refunds!.provider);
}

/**
 * Per checkout booking: charge + refund = owner_earning + platform_fee + deposit_held +
 * deposit_released + deposit_claimed (what the renter is left paying is the owner's, the platform's,
 * or a deposit still held).
 */
async function expectBookingSharesBalance(db: Database): Promise<void> {
  const query = async <T>(statement: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(statement));
  const bookings = await query<{ id: string; paid: number; shares: number }>(sql`
    select b.id,
      coalesce(sum(l.amount_cents) filter (where l.kind in ('charge', 'refund')), 0)::int as paid,
      coalesce(sum(l.amount_cents) filter (where l.kind in ('owner_earning', 'platform_fee', 'deposit_held', 'deposit_released', 'deposit_claimed')), 0)::int as shares
    from bookings b join payments p on p.id = b.payment_id left join ledger_entries l on l.booking_id = b.id
    where p.purpose = 'checkout'
    group by b.id`);
  for (const b of bookings) expect(b.paid, `booking ${b.id}`).toBe(b.shares);
}

/**
 * The ledger against Paystack's books (the local stand-in's), after every queued job ran:
 * - per Paystack payment, charges + refunds = what Paystack was paid for it − what it refunded of that,
 *   and the payment row's refundedCents is what Paystack refunded. For a request to book, the money
 *   is its capture's charge (`<reference>-capture`), and its card check went back once it was settled;
 * - the booking shares balance, as for every provider.
 */
export async function expectLedgerMatchesPaystack(db: Database, paystack: FakePaystack): Promise<void> {
  const rows = rowsOf<{
    id: string;
    intent: string;
    capture: string;
    status: string;
    ledger: number;
    refunded: number;
  }>(
    await db.execute(sql`
      select p.id, p.intent_id as intent, p.capture_method as capture, p.status, p.refunded_cents::int as refunded,
        coalesce((select sum(l.amount_cents) from ledger_entries l where l.payment_id = p.id and l.kind in ('charge', 'refund')), 0)::int as ledger
      from payments p where p.provider = 'paystack' and p.intent_id is not null`),
  );
  const refundedOf = (reference: string) =>
    paystack.refunds.filter((r) => r.transaction.reference === reference).reduce((sum, r) => sum + r.amount, 0);
  const keptOf = (reference: string) => {
    const transaction = paystack.transactions.get(reference);
    if (!transaction || (transaction.status !== 'success' && transaction.status !== 'reversed')) return 0;
    return transaction.amount - refundedOf(reference);
  };
  for (const p of rows) {
    const charged = p.capture === 'manual' ? `${p.intent}-capture` : p.intent;
    expect(p.ledger, `payment ${p.id}`).toBe(keptOf(charged));
    expect(p.refunded, `refundedCents of payment ${p.id}`).toBe(refundedOf(charged));
    if (p.capture === 'manual' && p.status !== 'authorized' && p.status !== 'pending')
      expect(keptOf(p.intent), `the card check of payment ${p.id}`).toBe(0);
  }
  await expectBookingSharesBalance(db);
}
