import { and, count, eq, inArray, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Executor } from '../../../db/client.js';
import { tools } from '../tools/tool.table.js';
import { toolBlocks } from './block.table.js';
import { bookings } from './booking.table.js';
import { extensionHoldsUnitsWhere } from './extension-status.js';
import { bookingExtensions } from './extension.table.js';
import { heldWhere, holdsUnitsWhere, notHeldByWhere, recordTransition } from './lifecycle.js';
import type { Period } from './booking-time.js';

/**
 * Bookings that hold units: paid ones until returned or cancelled, and holds within their 15
 * minutes (a lapsed hold stops counting at once, before the expiry job gets to it). `now` may be a
 * prepared statement's placeholder (an ISO 8601 instant).
 */
export function holdsUnits(now: Date | Placeholder) {
  return holdsUnitsWhere(now);
}

/**
 * Leaves out a renter's own unpaid holds: theirs to resume or to let go of (a new checkout releases
 * them first), so they never make a period look taken to that renter; to everyone else they do.
 * Checks that write bookings never use it.
 */
export function notHeldBy(renterId: string) {
  return notHeldByWhere(renterId);
}

/**
 * The most units of a tool that active bookings hold at any one moment of the period. The peak,
 * not the sum: on a three-unit tool, one unit booked Monday, one Tuesday and one Wednesday still
 * leave two units free for the whole of Monday to Wednesday. The peak is reached at the start of
 * one of the overlapping bookings (or at the period's own start), so only those moments are checked.
 * `heldBy`: whose unpaid holds do not count (see `notHeldBy`). The tool's buffer (the time kept free
 * after each rental) lengthens every booking and the period by it at their ends: a booking ending at
 * 9.00 with a 12-hour buffer holds its unit until 21.00, and a period must end 12 hours before the next.
 * The owner's blocks (block.table.ts) count as bookings of their units, without a buffer of their own:
 * a period must end a buffer before a block, but may start as the block ends. The extra time of an
 * open request to extend (extension.table.ts) counts as its booking's, buffer included, while that booking
 * holds the tool.
 * `exceptBooking`, `exceptExtension`: a booking and an extension whose own units do not count (the
 * booking an extension lengthens, and the extension being accepted).
 */
export async function bookedUnits(
  exec: Executor,
  tool: { id: string; bufferMinutes: number },
  period: Period,
  now: Date,
  options: { heldBy?: string | undefined; exceptBooking?: string; exceptExtension?: string } = {},
): Promise<number> {
  const buffer = tool.bufferMinutes * 60_000;
  const start = period.startsAt.toISOString();
  // Exactly the bookings whose [start, end + buffer) meets [period start, period end + buffer).
  const from = new Date(period.startsAt.getTime() - buffer).toISOString();
  const to = new Date(period.endsAt.getTime() + buffer).toISOString();
  const notOwnHold = options.heldBy ? sql`and ${notHeldBy(options.heldBy)}` : sql``;
  const notExtended = options.exceptBooking ? sql`and ${bookings.id} <> ${options.exceptBooking}` : sql``;
  const notThisExtension = options.exceptExtension
    ? sql`and ${bookingExtensions.id} <> ${options.exceptExtension}`
    : sql``;
  const [row] = await queryRows<{ peak: number }>(
    exec,
    sql`
    with held as (
      select ${bookings.quantity} as quantity, ${bookings.startsAt} as starts_at,
        ${bookings.endsAt} + ${tool.bufferMinutes} * interval '1 minute' as ends_at
      from ${bookings}
      where ${bookings.toolId} = ${tool.id}
        and ${holdsUnits(now)}
        and ${bookings.period} && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
        ${notOwnHold}
        ${notExtended}
      union all
      select ${bookingExtensions.quantity}, ${bookingExtensions.fromEndsAt},
        ${bookingExtensions.toEndsAt} + ${tool.bufferMinutes} * interval '1 minute'
      from ${bookingExtensions}
      where ${bookingExtensions.toolId} = ${tool.id}
        and ${extensionHoldsUnitsWhere(now)}
        -- Only while its booking still holds the tool: a rental returned or cancelled meanwhile frees it.
        and exists (select 1 from ${bookings} where ${bookings.id} = ${bookingExtensions.bookingId} and ${holdsUnits(now)})
        and ${bookingExtensions.period} && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
        ${notThisExtension}
      union all
      select ${toolBlocks.units}, ${toolBlocks.startsAt}, ${toolBlocks.endsAt}
      from ${toolBlocks}
      where ${toolBlocks.toolId} = ${tool.id}
        and ${toolBlocks.period} && tstzrange(${from}::timestamptz, ${to}::timestamptz, '[)')
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
  const lapsed = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(inArray(bookings.toolId, toolIds), heldWhere(), lt(bookings.holdExpiresAt, now)));
  await recordTransition(tx, { name: 'expire_hold', bookingIds: lapsed.map((b) => b.id), actor: 'system', now });
}

/**
 * How many bookings hold units of a tool now (held for payment, confirmed, picked up), in the caller's
 * transaction: a tool deleted meanwhile would strand them (tools' ToolBookings, wired in services.ts).
 */
export async function bookingsHoldingUnits(tx: Executor, toolId: string, now: Date): Promise<number> {
  const [active] = await tx
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.toolId, toolId), holdsUnits(now)));
  return active?.n ?? 0;
}

/**
 * The marketplace's "free on these days" (tools' ToolBookings): SQL answering the ids of the tools
 * whose units are all booked or blocked over some days, from the browse's placeholders `now`,
 * `freeStart` and `freeAfter` (days, YYYY-MM-DD, on each tool's clocks: midnight to midnight in its
 * zone), and `freeEarliest` and `freeLatest` (the instants those days can cover in any zone).
 * Bookings and the owner's blocks are summed over the range (exact for single-unit tools, cautious for
 * the others). The few tools taken in the range are found in one pass over each table's period index,
 * so the browse can leave them out with a hashed NOT IN, whatever the number of tools.
 */
export function fullyBookedToolIds(): SQL {
  const p = sql.placeholder;
  const busy = alias(tools, 'busy_tool');
  const onTheirDays = (
    period: SQL,
  ) => sql`${period} && tstzrange(${p('freeEarliest')}::timestamptz, ${p('freeLatest')}::timestamptz, '[)')
        and ${period} && tstzrange(
          ${p('freeStart')}::timestamp at time zone ${busy.timeZone},
          ${p('freeAfter')}::timestamp at time zone ${busy.timeZone},
          '[)'
        )`;
  return sql`select taken.tool_id from (
        select ${bookings.toolId} as tool_id, ${bookings.quantity} as units from ${bookings}
        join ${tools} busy_tool on ${busy.id} = ${bookings.toolId}
        where ${holdsUnits(p('now'))} and ${onTheirDays(sql`${bookings.period}`)}
        union all
        select ${toolBlocks.toolId}, ${toolBlocks.units} from ${toolBlocks}
        join ${tools} busy_tool on ${busy.id} = ${toolBlocks.toolId}
        where ${onTheirDays(sql`${toolBlocks.period}`)}
      ) taken
      join ${tools} busy_tool on ${busy.id} = taken.tool_id
      group by taken.tool_id, ${busy.units}
      having sum(taken.units) >= ${busy.units}`;
}
