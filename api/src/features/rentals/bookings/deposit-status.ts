import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bookings, type BookingRow, type DepositStatus } from './booking.table.js';

/**
 * Moves a booking's deposit from one of `from` to `to` in the caller's transaction; answers the
 * booking as it is afterwards, or undefined when its deposit was not in one of `from` (a concurrent
 * change won, or the step already happened). 'released' and 'settled' stamp when it was decided.
 */
export async function moveDeposit(
  tx: Executor,
  input: { bookingId: string; from: readonly DepositStatus[]; to: DepositStatus; now: Date },
): Promise<BookingRow | undefined> {
  const final = input.to === 'released' || input.to === 'settled';
  const [changed] = await tx
    .update(bookings)
    .set({ depositStatus: input.to, ...(final ? { depositSettledAt: input.now } : {}), updatedAt: input.now })
    .where(and(eq(bookings.id, input.bookingId), inArray(bookings.depositStatus, [...input.from])))
    .returning();
  return changed;
}
