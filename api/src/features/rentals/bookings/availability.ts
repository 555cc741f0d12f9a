import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client.js';
import { tools } from '../tools/tool.table.js';
import { ACTIVE_BOOKING_STATUSES, bookings } from './booking.table.js';
import type { Period } from './booking-time.js';

const overlaps = (period: Period) =>
  sql`${bookings.period} && tstzrange(${period.startsAt.toISOString()}::timestamptz, ${period.endsAt.toISOString()}::timestamptz, '[)')`;

/**
 * Bookings that hold units: paid ones until returned or cancelled, and holds within their 15
 * minutes (a lapsed hold stops counting at once, before the expiry job gets to it).
 */
export function holdsUnits(now: Date) {
  return sql`(${bookings.status} in ${[...ACTIVE_BOOKING_STATUSES].filter((s) => s !== 'held')} or (${bookings.status} = 'held' and ${bookings.holdExpiresAt} > ${now.toISOString()}::timestamptz))`;
}

/**
 * The most units of a tool that active bookings hold at any one moment of the period. The peak,
 * not the sum: on a three-unit tool, one unit booked Monday, one Tuesday and one Wednesday still
 * leave two units free for the whole of Monday to Wednesday. The peak is reached at the start of
 * one of the overlapping bookings (or at the period's own start), so only those moments are checked.
 */
export async function bookedUnits(exec: Executor, toolId: string, period: Period, now: Date): Promise<number> {
  const start = period.startsAt.toISOString();
  const [row] = await queryRows<{ peak: number }>(
    exec,
    sql`
    with held as (
      select ${bookings.quantity} as quantity, ${bookings.startsAt} as starts_at, ${bookings.endsAt} as ends_at
      from ${bookings}
      where ${bookings.toolId} = ${toolId}
        and ${holdsUnits(now)}
        and ${overlaps(period)}
    )
    select coalesce(max(load), 0)::int as peak
    from (
      select (select sum(h2.quantity) from held h2 where h2.starts_at <= m.moment and h2.ends_at > m.moment) as load
      from (select greatest(starts_at, ${start}::timestamptz) as moment from held) m
    ) loads`,
  );
  return Number(row?.peak ?? 0);
}

/**
 * Locks the tools' rows (in id order, so two checkouts never wait on each other in a circle):
 * availability checks for a tool then run one at a time until the transaction ends.
 */
export async function lockTools(tx: Executor, toolIds: string[]) {
  const ids = [...new Set(toolIds)].sort();
  if (!ids.length) return new Map<string, typeof tools.$inferSelect>();
  const rows = await tx.select().from(tools).where(inArray(tools.id, ids)).orderBy(tools.id).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Marks lapsed holds expired before new bookings are written (the exclusion constraint still sees
 * them as active otherwise); their payment, if it still arrives, is settled by re-checking the
 * period (checkout service).
 */
export async function releaseStaleHolds(tx: Executor, toolIds: string[], now: Date): Promise<void> {
  if (!toolIds.length) return;
  await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(bookings.toolId, toolIds), eq(bookings.status, 'held'), lt(bookings.holdExpiresAt, now)));
}
