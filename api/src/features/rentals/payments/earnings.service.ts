import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { paging, type Page } from '../../../lib/list-query.js';
import type { BookingStatus } from '../bookings/booking.table.js';
import { isCancelled, isReturned, overForGoodSql } from '../bookings/lifecycle.js';
import { openDisputeExists } from '../disputes/dispute-status.js';
import { paidPayoutWhere, pendingPayoutWhere } from './payout-status.js';
import { payouts, type PayoutRow } from './payout.table.js';

/** What an owner has earned in one currency, in its minor units (amounts of two currencies never add up). */
export interface Balances {
  /** Earnings of bookings not over yet: still out, or returned less than the dispute window ago, or disputed. */
  pendingCents: number;
  /** Earnings the owner may take out now, less what payouts already took. */
  availableCents: number;
  /** Payouts that reached the owner. */
  paidCents: number;
  /** Payouts asked for and not paid yet. */
  inTransitCents: number;
}

/**
 * Where one booking's earning is. pending: not returned, or returned less than the dispute window ago.
 * available: returned and the window passed, or cancelled (what the cancellation left the owner).
 * on_hold: a dispute about it is open; the decision may change the earning.
 */
export type EarningStatus = 'pending' | 'available' | 'on_hold';

export interface EarningLine {
  bookingId: string;
  bookingCode: string;
  toolName: string;
  /** The tool's zone: the booking's times (and availableFrom) read on its clocks. */
  timeZone: string;
  bookingStatus: BookingStatus;
  amountCents: number;
  feeCents: number;
  earningCents: number;
  status: EarningStatus;
  /** When the earning is (or became) available; null while the rental is not back. */
  availableFrom: Date | null;
}

/**
 * An earning is available once its booking is over for good: returned with the dispute window passed,
 * or cancelled. An open dispute keeps it back until the decision. Written once as SQL over `b`
 * (bookings) so the balance and the per-booking lines cannot disagree.
 */
function readySql(cutoff: Date) {
  return overForGoodSql({ status: sql`b.status`, returnedAt: sql`b.returned_at` }, cutoff);
}
const openDisputeSql = openDisputeExists(sql`b.id`);
/** A ledger entry `e` (joined to its booking `b`) that counts as available. */
const readyEntrySql = (cutoff: Date) => sql`(b.id is not null and ${readySql(cutoff)} and not ${openDisputeSql})`;

/**
 * Owners' balances, read from the ledger: owner_earning entries (with their booking's state) and
 * payout entries. Per owner, always: pending + available = sum(owner_earning) + sum(payout).
 */
export class EarningsService {
  constructor(
    private readonly deps: {
      db: Database;
      disputeWindowHours: number;
      /** The operator's currency (CURRENCY): an owner's who has earned nothing yet. */
      currency: string;
      now: () => Date;
    },
  ) {}

  now(): Date {
    return this.deps.now();
  }

  private cutoff(): Date {
    return new Date(this.now().getTime() - this.deps.disputeWindowHours * 3_600_000);
  }

  /**
   * The currencies an owner has earned or been paid in, the one of their latest earning first; an
   * owner who has earned nothing yet: their newest tool's, else the operator's.
   */
  async currenciesOf(ownerId: string): Promise<string[]> {
    const earned = await queryRows<{ currency: string }>(
      this.deps.db,
      sql`
        select e.currency from ledger_entries e
        where e.owner_id = ${ownerId} and e.kind in ('owner_earning', 'payout')
        group by e.currency
        order by max(e.created_at) desc, e.currency`,
    );
    if (earned.length) return earned.map((r) => r.currency);
    const [newest] = await queryRows<{ currency: string }>(
      this.deps.db,
      sql`select currency from tools where owner_id = ${ownerId} order by created_at desc limit 1`,
    );
    return [newest?.currency ?? this.deps.currency];
  }

  /** One statement; inside a transaction that locked the owner, what a payout in `currency` may take. */
  async balances(ownerId: string, currency: string, exec: Executor = this.deps.db): Promise<Balances> {
    const [row] = await queryRows<{ pending: number; available: number; paid: number; in_transit: number }>(
      exec,
      sql`
        with entries as (
          select e.kind, e.amount_cents, ${readyEntrySql(this.cutoff())} as ready
          from ledger_entries e
          left join bookings b on b.id = e.booking_id
          where e.owner_id = ${ownerId} and e.currency = ${currency} and e.kind in ('owner_earning', 'payout')
        )
        select
          coalesce(sum(amount_cents) filter (where kind = 'owner_earning' and not ready), 0)::int as pending,
          coalesce(sum(amount_cents) filter (where kind = 'payout' or ready), 0)::int as available,
          (select coalesce(sum(${payouts.amountCents}), 0)::int from ${payouts}
            where ${payouts.ownerId} = ${ownerId} and ${payouts.currency} = ${currency} and ${paidPayoutWhere()}) as paid,
          (select coalesce(sum(${payouts.amountCents}), 0)::int from ${payouts}
            where ${payouts.ownerId} = ${ownerId} and ${payouts.currency} = ${currency} and ${pendingPayoutWhere()}) as in_transit
        from entries`,
    );
    return {
      pendingCents: Number(row?.pending ?? 0),
      availableCents: Number(row?.available ?? 0),
      paidCents: Number(row?.paid ?? 0),
      inTransitCents: Number(row?.in_transit ?? 0),
    };
  }

  /**
   * What all owners together may take out now, per currency, by the same rule as each owner's balance:
   * the admin dashboard's "payouts due". float8: a bigint sum would arrive as text; cents stay exact.
   */
  async availableOfAllOwners(): Promise<Map<string, number>> {
    const rows = await queryRows<{ currency: string; available: number }>(
      this.deps.db,
      sql`
        select e.currency,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'payout' or ${readyEntrySql(this.cutoff())}), 0)::float8
            as available
        from ledger_entries e
        left join bookings b on b.id = e.booking_id
        where e.kind in ('owner_earning', 'payout')
        group by e.currency`,
    );
    return new Map(rows.map((row) => [row.currency, Number(row.available)]));
  }

  /** The owner's earning per booking in `currency`, newest rental first: one statement per page. */
  async bookingLines(
    ownerId: string,
    currency: string,
    page: { page?: number | null; pageSize?: number | null },
  ): Promise<Page<EarningLine>> {
    const { page: number, pageSize, offset } = paging(page, { defaultSize: 20, maxSize: 100 });
    const cutoff = this.cutoff();
    const rows = await queryRows<{
      id: string;
      code: string;
      tool_name: string;
      time_zone: string;
      status: BookingStatus;
      amount_cents: number;
      returned_at: Date | string | null;
      cancelled_at: Date | string | null;
      earning: number;
      fee: number;
      ready: boolean;
      disputed: boolean;
      total: number;
    }>(
      this.deps.db,
      sql`
        select b.id, b.code, t.name as tool_name, t.time_zone, b.status, b.amount_cents, b.returned_at, b.cancelled_at,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'owner_earning'), 0)::int as earning,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'platform_fee'), 0)::int as fee,
          ${readySql(cutoff)} as ready,
          ${openDisputeSql} as disputed,
          (count(*) over ())::int as total
        from bookings b
        join tools t on t.id = b.tool_id
        join ledger_entries e on e.booking_id = b.id and e.kind in ('owner_earning', 'platform_fee')
        where b.owner_id = ${ownerId} and b.currency = ${currency}
        group by b.id, t.name, t.time_zone
        order by b.starts_at desc, b.id desc
        limit ${pageSize} offset ${offset}`,
    );
    const windowMs = this.deps.disputeWindowHours * 3_600_000;
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
    return {
      items: rows.map((r) => {
        const returnedAt = date(r.returned_at);
        const cancelledAt = date(r.cancelled_at);
        return {
          bookingId: r.id,
          bookingCode: r.code,
          toolName: r.tool_name,
          timeZone: r.time_zone,
          bookingStatus: r.status,
          amountCents: Number(r.amount_cents),
          feeCents: Number(r.fee),
          earningCents: Number(r.earning),
          status: r.disputed ? 'on_hold' : r.ready ? 'available' : 'pending',
          availableFrom: isCancelled(r)
            ? cancelledAt
            : returnedAt && isReturned(r)
              ? new Date(returnedAt.getTime() + windowMs)
              : null,
        };
      }),
      total: Number(rows[0]?.total ?? 0),
      page: number,
      pageSize,
    };
  }

  /** The owner's payouts in `currency`, newest first. */
  async payoutsOf(
    ownerId: string,
    currency: string,
    page: { page?: number | null; pageSize?: number | null },
  ): Promise<Page<PayoutRow>> {
    const { page: number, pageSize, offset } = paging(page, { defaultSize: 20, maxSize: 100 });
    const [items, [counted]] = await Promise.all([
      this.deps.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.ownerId, ownerId), eq(payouts.currency, currency)))
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(pageSize)
        .offset(offset),
      this.deps.db
        .select({ total: sql<number>`count(*)::int` })
        .from(payouts)
        .where(and(eq(payouts.ownerId, ownerId), eq(payouts.currency, currency))),
    ]);
    return { items, total: Number(counted?.total ?? 0), page: number, pageSize };
  }
}
