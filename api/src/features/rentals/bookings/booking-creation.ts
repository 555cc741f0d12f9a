import { randomInt } from 'node:crypto';
import type { Executor } from '../../../db/client.js';
import { violatedConstraint } from '../../../db/errors.js';
import { AppError } from '../../../lib/errors.js';
import type { ToolRow } from '../tools/tool.table.js';
import { bookedUnits } from './availability.js';
import { bookings, type BookingRow } from './booking.table.js';

export const NOT_AVAILABLE = 'This tool is not available for the chosen period';

/** A booking's code: what the renter shows at the pickup (LT and six digits). */
const newCode = () => `LT${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** The states a booking is created in: held while its checkout is paid, or confirmed when paid already. */
export type NewBooking = Omit<typeof bookings.$inferInsert, 'code'> & { status: 'held' | 'confirmed' };

/**
 * A booking begins: the checkout's holds, or the old client's prepaid booking. Only this module
 * inserts bookings; it gives each its code. Run it inside `withFreshCodes`.
 */
export async function recordCreation(tx: Executor, row: NewBooking): Promise<BookingRow> {
  const [created] = await tx
    .insert(bookings)
    .values({ ...row, code: newCode() })
    .returning();
  return created!;
}

/**
 * Runs a transaction that creates bookings. Codes are random: on the rare collision the whole
 * transaction runs again. The database's overlap constraint of single-unit tools, which catches what
 * a check raced past, answers "not available".
 */
export async function withFreshCodes<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'bookings_code_key' && attempt < 5) continue;
      if (isExclusionViolation(error)) throw new AppError('CONFLICT', NOT_AVAILABLE);
      throw error;
    }
  }
}

/**
 * Whether `quantity` more units of the tool fit the period, given the bookings already there (the
 * caller's transaction holds the tool's lock). Answers the problem, or undefined when they fit.
 */
export async function unitsProblem(
  tx: Executor,
  tool: ToolRow,
  period: { startsAt: Date; endsAt: Date },
  quantity: number,
  now: Date,
): Promise<string | undefined> {
  if (tool.itemStatus !== 'Available') return 'it is no longer offered for rent';
  const free = tool.units - (await bookedUnits(tx, tool.id, period, now));
  if (free >= quantity) return undefined;
  return free <= 0 ? NOT_AVAILABLE : `only ${free} ${free === 1 ? 'unit is' : 'units are'} free for the chosen period`;
}

/** Postgres exclusion_violation: the single-unit overlap constraint caught what the check did not. */
function isExclusionViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23P01') return true;
  }
  return false;
}
