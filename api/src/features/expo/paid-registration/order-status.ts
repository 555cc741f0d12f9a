import { and, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { ORDER_STATUSES, registrationOrders, type RegistrationOrderRow } from './order.table.js';

/**
 * A paid registration's order (`registration_orders.status`). Moves go through `moveOrder`; nothing
 * outside this module compares the column: ask the predicates below.
 */
export const ORDER_MACHINE = defineMachine({
  name: 'registration order',
  states: ORDER_STATUSES,
  initial: ['open'],
  actors: { system: 'the system' },
  stateOf: (order: Pick<RegistrationOrderRow, 'status'>) => order.status,
  transitions: {
    /**
     * When: the provider captured its payment and the registration was made (an expired order too, when
     * a place of its type could be taken again: the money arrived late, the person still gets in).
     */
    register: { from: ['open', 'expired'], to: 'registered', by: ['system'], label: 'Registered' },
    /** When: its payment was captured but no registration could be made; the money goes back. */
    unfulfil: { from: ['open', 'expired'], to: 'unfulfilled', by: ['system'], label: 'Paid, refunded' },
    /** When: not paid before `expiresAt` (the provider's payment stopped first); its place goes back. */
    expire: { from: ['open'], to: 'expired', by: ['system'], label: 'Expired' },
  },
});
export type OrderTransition = keyof typeof ORDER_MACHINE.transitions;

type WithStatus = Pick<RegistrationOrderRow, 'status'>;

/** Holding its place, waiting for its payment. */
export const isOpenOrder = (order: WithStatus) => order.status === 'open';
/** Paid: its registration was made, or its money is going back. */
export const isPaidOrder = (order: WithStatus) => order.status === 'registered' || order.status === 'unfulfilled';
/** Paid, but its money goes back (no registration was made). */
export const isUnfulfilledOrder = (order: WithStatus) => order.status === 'unfulfilled';

/** Open orders whose hold ran out before `now` (for SQL). */
export const lapsedOrderWhere = (now: Date): SQL =>
  and(eq(registrationOrders.status, 'open'), lt(registrationOrders.expiresAt, now))!;
/** Unfulfilled orders closed before `before` whose money has not gone back yet (for SQL: the refunds' sweep). */
export const unrefundedOrderWhere = (before: Date): SQL =>
  and(
    eq(registrationOrders.status, 'unfulfilled'),
    isNull(registrationOrders.refundedAt),
    lt(registrationOrders.closedAt, before),
  )!;
/** Orders paid and registered (for SQL: the organisers' counts). */
export const registeredOrderWhere = (): SQL => eq(registrationOrders.status, 'registered');
/** Orders holding a place (for SQL: the organisers' counts). */
export const openOrderWhere = (): SQL => eq(registrationOrders.status, 'open');

/**
 * Moves an order along a transition in the caller's transaction, with the fields that go with it;
 * answers it as it is afterwards, or undefined when it had moved already (paid or expired meanwhile).
 */
export async function moveOrder(
  tx: Executor,
  input: {
    name: OrderTransition;
    id: string;
    changes?: Omit<Partial<typeof registrationOrders.$inferInsert>, 'status'>;
  },
): Promise<RegistrationOrderRow | undefined> {
  const rule = ORDER_MACHINE.transitions[input.name];
  const [moved] = await tx
    .update(registrationOrders)
    .set({ ...input.changes, status: rule.to })
    .where(and(eq(registrationOrders.id, input.id), inArray(registrationOrders.status, [...rule.from])))
    .returning();
  return moved;
}
