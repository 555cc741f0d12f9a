import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { registrationTypes, type RegistrationTypeRow } from './registration-type.table.js';

/*
 * A registration type's places. `taken` moves only here, in the transaction that makes or ends what
 * holds the place (a registration, a waitlist offer), so it is always their exact count. Claiming is one
 * guarded UPDATE: concurrent claims queue on the row and each re-reads `taken` before it adds one, so
 * the last place goes to exactly one of them (and the table's check refuses anything past `capacity`).
 */

/** Holds one place of the type; false when the type is full. */
export async function claimPlace(tx: Executor, typeId: string): Promise<boolean> {
  const [row] = await tx
    .update(registrationTypes)
    .set({ taken: sql`${registrationTypes.taken} + 1` })
    .where(
      and(
        eq(registrationTypes.id, typeId),
        or(isNull(registrationTypes.capacity), sql`${registrationTypes.taken} < ${registrationTypes.capacity}`),
      ),
    )
    .returning({ id: registrationTypes.id });
  return Boolean(row);
}

/** Gives one place of the type back (a registration cancelled, declined or deleted; an offer that lapsed). */
export async function releasePlace(tx: Executor, typeId: string): Promise<void> {
  await tx
    .update(registrationTypes)
    .set({ taken: sql`greatest(${registrationTypes.taken} - 1, 0)` })
    .where(eq(registrationTypes.id, typeId));
}

/** Places still free; null when the type has no limit. */
export const placesLeft = (type: Pick<RegistrationTypeRow, 'capacity' | 'taken'>): number | null =>
  type.capacity == null ? null : Math.max(type.capacity - type.taken, 0);

/** Registering as it costs money: it is paid for before the registration is made (paid-registration/). */
export const isPaidType = (type: Pick<RegistrationTypeRow, 'priceCents'>): boolean => type.priceCents > 0;
