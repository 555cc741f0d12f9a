import { and, eq, lt, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { openOrderWhere } from './order-status.js';
import { registrationOrders } from './order.table.js';

/*
 * An order keeps what its form sent (name, contact, answers) only as long as its registration may need
 * it. The order itself stays (the ledger's entries name it), without the person.
 */

/**
 * The person of a registration being erased or deleted is forgotten by the orders of that edition: the
 * one that became it, and the closed ones made with the same address (expired, or paid and refunded).
 */
export async function forgetOrdersOf(
  tx: Executor,
  registration: { id: string; year: number; email: string },
): Promise<void> {
  await tx
    .update(registrationOrders)
    .set({ details: null, email: null })
    .where(
      or(
        eq(registrationOrders.participantId, registration.id),
        and(
          eq(registrationOrders.year, registration.year),
          sql`lower(${registrationOrders.email}) = ${registration.email.toLowerCase()}`,
          not(openOrderWhere()),
        ),
      ),
    );
}

/** The closed orders of the editions before `year` forget the person (the purge of past editions). */
export async function forgetOrdersBefore(tx: Executor, year: number): Promise<void> {
  await tx
    .update(registrationOrders)
    .set({ details: null, email: null })
    .where(and(lt(registrationOrders.year, year), not(openOrderWhere())));
}
