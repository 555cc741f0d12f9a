import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { PAYMENT_STATUSES, payments, type PaymentRow } from './payment.table.js';

/**
 * A payment's status (`payments.status`), pretix's OrderPayment: our record of one payment at the
 * processor, moved only when the processor has said so (the `when` of each transition below, in the
 * provider vocabulary of payment-provider.ts). Moves go through `movePayment`, which moves a row only
 * while it is still in one of the transition's `from` states; nothing outside this module compares the
 * column to a literal: ask the predicates below.
 *
 * The checkout workflow (checkout-workflow.ts) makes the moves: `pay` when the card is captured at the
 * confirmation (instant booking, the old client), `authorize` then `capture` when it is captured at the
 * owner's acceptance (a request to book).
 */
export const PAYMENT_MACHINE = defineMachine({
  name: 'payment',
  states: PAYMENT_STATUSES,
  // Recorded before the processor is asked (its idempotency key is the payment's id).
  initial: ['pending'],
  actors: { renter: 'the renter', owner: "the tool's owner", system: 'the system' },
  stateOf: (payment: Pick<PaymentRow, 'status'>) => payment.status,
  describe: (status) => (status === 'succeeded' ? 'A paid payment' : `A ${status} payment`),
  transitions: {
    /**
     * When: the processor says `authorized` (manual capture). A request to book's card is reserved,
     * nothing taken, until the owner answers.
     */
    authorize: { from: ['pending'], to: 'authorized', by: ['system'], label: 'Authorised (not charged)' },
    /**
     * When: the processor says `captured` at the payer's confirmation. From failed or cancelled too:
     * money that arrives after we let go of the payment (a card confirmed at the same moment) is kept,
     * and its holds are re-checked (a period taken meanwhile is refunded).
     */
    pay: { from: ['pending', 'failed', 'cancelled'], to: 'succeeded', by: ['system'], label: 'Paid' },
    /** When: the processor says `captured` after the owner accepted (the accept, or its capture job). */
    capture: { from: ['authorized'], to: 'succeeded', by: ['owner', 'system'], label: 'Charged (request accepted)' },
    /** When: the processor refused the card (`pending` with a refusal), or never answered (no payment there). */
    refuse: { from: ['pending'], to: 'failed', by: ['system'], label: 'Refused' },
    /**
     * When: the processor says `canceled` (we cancelled it first), or it never had the payment. The
     * renter let go, a new checkout replaced it, or its hold ran out: never paid.
     */
    release: { from: ['pending'], to: 'cancelled', by: ['renter', 'system'], label: 'Released (never paid)' },
    /**
     * When: the processor says `canceled` after we released the authorisation: the request was
     * declined, withdrawn, unanswered or lost its period. Never charged.
     */
    release_authorization: {
      from: ['authorized'],
      to: 'cancelled',
      by: ['owner', 'renter', 'system'],
      label: 'Authorisation released (never charged)',
    },
    /** When: the processor answers a capture with `canceled` (the authorisation lapsed, about 7 days at Stripe). */
    lapse: { from: ['authorized'], to: 'cancelled', by: ['system'], label: 'Authorisation lapsed (never charged)' },
  },
});
export type PaymentTransition = keyof typeof PAYMENT_MACHINE.transitions;

type WithStatus = Pick<PaymentRow, 'status'>;

/** Recorded, the payer's step not finished: its holds wait for it. */
export const isPending = (payment: WithStatus) => payment.status === 'pending';
/** A request to book's card is reserved, not charged. */
export const isAuthorized = (payment: WithStatus) => payment.status === 'authorized';
/** The processor has the money. */
export const isPaid = (payment: WithStatus) => payment.status === 'succeeded';
/** The processor refused the card; the payer may try it again with another (the same provider payment). */
export const isRefused = (payment: WithStatus) => payment.status === 'failed';
/** Over without money: refused, released, or an authorisation let go. */
export const isUnpaid = (payment: WithStatus) => payment.status === 'failed' || payment.status === 'cancelled';
/** Settled one way or the other with the processor: nothing more to ask it for the card step. */
export const isSettled = (payment: WithStatus) => isPaid(payment) || isAuthorized(payment);

/** Payments still waiting for the payer (for SQL). */
export const paymentPendingWhere = (): SQL => eq(payments.status, 'pending');
/** Payments whose card is authorised, not charged (for SQL). */
export const paymentAuthorizedWhere = (): SQL => eq(payments.status, 'authorized');
/** Payments the processor has the money of (for SQL: revenue, reports). */
export const paymentPaidWhere = (): SQL => eq(payments.status, 'succeeded');

/**
 * Moves one payment along a transition in the caller's transaction, with the fields that go with it
 * (`changes`); answers the payment as it is afterwards, or undefined when it was no longer in one of
 * the transition's `from` states (a retried job, or a concurrent move that won). Reaching `succeeded`
 * stamps `succeededAt` and clears the last refusal.
 */
export async function movePayment(
  tx: Executor,
  input: {
    name: PaymentTransition;
    paymentId: string;
    now: Date;
    changes?: Omit<Partial<typeof payments.$inferInsert>, 'status'>;
    /** Only if these hold too (SQL), e.g. the payment's intent is still the one cancelled. */
    where?: SQL;
  },
): Promise<PaymentRow | undefined> {
  const rule = PAYMENT_MACHINE.transitions[input.name];
  const paid = rule.to === 'succeeded' ? { succeededAt: input.now, failureMessage: null } : {};
  const [moved] = await tx
    .update(payments)
    .set({ ...paid, ...input.changes, status: rule.to, updatedAt: input.now })
    .where(and(eq(payments.id, input.paymentId), inArray(payments.status, [...rule.from]), input.where))
    .returning();
  return moved;
}
