import { and, inArray, lt, not } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { openOrderWhere } from './order-status.js';
import { registrationOrders } from './order.table.js';

/*
 * An order keeps what its form sent (name, contact, answers) only as long as its registration may need
 * it. The order itself stays (the ledger's entries name it), without the person.
 */

/** The orders that became these registrations forget the person (the registrations are being erased or deleted). */
export async function forgetOrdersOf(tx: Executor, participantIds: string[]): Promise<void> {
  if (!participantIds.length) return;
  await tx
    .update(registrationOrders)
    .set({ details: null, email: null })
    .where(inArray(registrationOrders.participantId, participantIds));
}

/** The closed orders of the editions before `year` forget the person (the purge of past editions). */
export async function forgetOrdersBefore(tx: Executor, year: number): Promise<void> {
  await tx
    .update(registrationOrders)
    .set({ details: null, email: null })
    .where(and(lt(registrationOrders.year, year), not(openOrderWhere())));
}
