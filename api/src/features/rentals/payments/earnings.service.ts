import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { queryRows } from '../../../db/client.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
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

/** The sizes of an owner's pages of earnings and of payouts (and of their connections). */
export const EARNINGS_PAGE_SIZES = { defaultSize: 20, maxSize: 100 };

/** An earning line as its statement selects it: the booking, its tool, and its entries added up. */
interface LineRow {
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
}

/**
 * The order of an owner's earning lines, newest rental first, the booking's id among rentals that
 * start together: the page's ORDER BY and its connection's keys. The statement groups by booking, so
 * the keys are the booking's (`b`) columns, written as SQL over the alias.
 */
const EARNING_LINE_KEYS: KeysetKey[] = [
  { expr: sql`b.starts_at`, direction: 'desc', kind: 'timestamp' },
  { expr: sql`b.id`, direction: 'desc', kind: 'uuid' },
];

/**
 * The bookings of an owner's earning lines in `currency`, each joined to its tool and its owner_earning
 * and platform_fee entries (a booking without them earned nothing yet): the lines and their count.
 */
const earningLinesFrom = (ownerId: string, currency: string) => sql`
  from bookings b
  join tools t on t.id = b.tool_id
  join ledger_entries e on e.booking_id = b.id and e.kind in ('owner_earning', 'platform_fee')
  where b.owner_id = ${ownerId} and b.currency = ${currency}`;

/** The order of an owner's payouts, newest first (the id among payouts asked for at once). */
const PAYOUT_KEYS: KeysetKey[] = [
  { expr: payouts.createdAt, direction: 'desc' },
  { expr: payouts.id, direction: 'desc' },
];

const payoutsOfWhere = (ownerId: string, currency: string) =>
  and(eq(payouts.ownerId, ownerId), eq(payouts.currency, currency));

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
    const { page: number, pageSize, offset } = paging(page, EARNINGS_PAGE_SIZES);
    const rows = await this.lineRows<{ total: number }>(ownerId, currency, {
      extra: sql`(count(*) over ())::int as total`,
      orderBy: keysetOrderBy(EARNING_LINE_KEYS),
      limit: pageSize,
      offset,
    });
    return {
      items: rows.map((row) => this.toLine(row)),
      total: Number(rows[0]?.total ?? 0),
      page: number,
      pageSize,
    };
  }

  /**
   * The owner's earning per booking as a connection: bookingLines' lines in its order, read on from a
   * cursor, so a rental paid between two reads moves no other line. `count` counts every line, run
   * only when asked for.
   */
  async bookingLinesConnection(
    ownerId: string,
    currency: string,
    window: KeysetWindow,
  ): Promise<Connection<EarningLine> & { count: () => Promise<number> }> {
    const keyset = keysetPage(
      window,
      { list: 'Earnings.bookings', order: 'startsAt_desc', keys: EARNING_LINE_KEYS },
      EARNINGS_PAGE_SIZES,
    );
    const rows = await this.lineRows<{ cursor: string }>(ownerId, currency, {
      extra: sql`${keyset.cursorValues} as cursor`,
      where: keyset.where,
      orderBy: keyset.orderBy,
      limit: keyset.limit,
    });
    return {
      ...keyset.finish(rows.map((row) => ({ ...this.toLine(row), cursor: row.cursor }))),
      count: async () => {
        const [counted] = await queryRows<{ n: number }>(
          this.deps.db,
          sql`select count(*)::int as n from (select b.id ${earningLinesFrom(ownerId, currency)} group by b.id) lines`,
        );
        return Number(counted?.n ?? 0);
      },
    };
  }

  /**
   * The earning lines of one statement: a booking with its owner_earning and platform_fee entries
   * added up, `extra` selected beside them, bounded by `where` (on the booking), in `orderBy`.
   */
  private lineRows<Extra extends object>(
    ownerId: string,
    currency: string,
    shape: { extra: SQL; where?: SQL | undefined; orderBy: SQL[]; limit: number; offset?: number },
  ) {
    const cutoff = this.cutoff();
    return queryRows<LineRow & Extra>(
      this.deps.db,
      sql`
        select b.id, b.code, t.name as tool_name, t.time_zone, b.status, b.amount_cents, b.returned_at, b.cancelled_at,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'owner_earning'), 0)::int as earning,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'platform_fee'), 0)::int as fee,
          ${readySql(cutoff)} as ready,
          ${openDisputeSql} as disputed,
          ${shape.extra}
        ${earningLinesFrom(ownerId, currency)}${shape.where ? sql` and ${shape.where}` : sql``}
        group by b.id, t.name, t.time_zone
        order by ${sql.join(shape.orderBy, sql`, `)}
        limit ${shape.limit}${shape.offset === undefined ? sql`` : sql` offset ${shape.offset}`}`,
    );
  }

  private toLine(r: LineRow): EarningLine {
    const windowMs = this.deps.disputeWindowHours * 3_600_000;
    const date = (value: Date | string | null) => (value === null ? null : new Date(value));
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
  }

  /** The owner's payouts in `currency`, newest first. */
  async payoutsOf(
    ownerId: string,
    currency: string,
    page: { page?: number | null; pageSize?: number | null },
  ): Promise<Page<PayoutRow>> {
    const { page: number, pageSize, offset } = paging(page, EARNINGS_PAGE_SIZES);
    const where = payoutsOfWhere(ownerId, currency);
    const [items, [counted]] = await Promise.all([
      this.deps.db
        .select()
        .from(payouts)
        .where(where)
        .orderBy(...keysetOrderBy(PAYOUT_KEYS))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ total: count() }).from(payouts).where(where),
    ]);
    return { items, total: Number(counted?.total ?? 0), page: number, pageSize };
  }

  /**
   * The owner's payouts in `currency` as a connection, newest first, read on from a cursor: a payout
   * asked for between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async payoutsOfConnection(
    ownerId: string,
    currency: string,
    window: KeysetWindow,
  ): Promise<Connection<PayoutRow> & { count: () => Promise<number> }> {
    const where = payoutsOfWhere(ownerId, currency);
    const keyset = keysetPage(
      window,
      { list: 'Earnings.payouts', order: 'createdAt_desc', keys: PAYOUT_KEYS },
      EARNINGS_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...getTableColumns(payouts), cursor: keyset.cursorValues })
      .from(payouts)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(payouts).where(where))[0]?.n ?? 0,
    };
  }
}
