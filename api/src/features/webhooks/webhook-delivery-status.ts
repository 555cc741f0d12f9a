import { and, inArray, lte, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { defineMachine } from '../../lib/state-machine.js';
import { WEBHOOK_DELIVERY_STATUSES, webhookDeliveries, type WebhookDeliveryRow } from './webhook.table.js';

/**
 * A webhook delivery's status (`webhook_deliveries.status`). A row starts `pending`, due at once; the
 * dispatcher claims it (`delivering`), and the endpoint's answer delivers it or sends it back to
 * `pending` for a later attempt, until the backoff is spent (`failed`). An administrator's resend puts
 * any finished delivery back to `pending`, due now. Nothing outside this module compares the column.
 */
export const WEBHOOK_DELIVERY_MACHINE = defineMachine({
  name: 'webhook delivery',
  states: WEBHOOK_DELIVERY_STATUSES,
  initial: ['pending'],
  actors: { admin: 'an administrator', system: 'the system' },
  stateOf: (delivery: Pick<WebhookDeliveryRow, 'status'>) => delivery.status,
  transitions: {
    // A claim left `delivering` by a process that died is taken over once its attempt has timed out.
    claim: { from: ['pending', 'delivering'], to: 'delivering', by: ['system'], label: 'Attempted' },
    deliver: { from: ['delivering'], to: 'delivered', by: ['system'], label: 'Delivered' },
    retry: { from: ['delivering'], to: 'pending', by: ['system'], label: 'Scheduled again' },
    give_up: { from: ['delivering'], to: 'failed', by: ['system'], label: 'Given up' },
    resend: { from: ['delivered', 'failed'], to: 'pending', by: ['admin'], label: 'Resent' },
  },
});
export type WebhookDeliveryTransition = keyof typeof WEBHOOK_DELIVERY_MACHINE.transitions;

type WithStatus = Pick<WebhookDeliveryRow, 'status'>;
/** An attempt is under way: a resend now would send it twice. */
export const isBeingSent = (d: WithStatus) => d.status === 'delivering';
/** Waiting for its next attempt (the first, or one on the backoff). */
export const isWaitingToBeSent = (d: WithStatus) => d.status === 'pending';

/**
 * Deliveries the dispatcher may take at `now` (for SQL): pending and due, or claimed by an attempt
 * whose deadline passed without an answer recorded (its process died). A claim sets `next_attempt_at`
 * to that deadline.
 */
export const dueWhere = (now: Date): SQL =>
  and(inArray(webhookDeliveries.status, ['pending', 'delivering']), lte(webhookDeliveries.nextAttemptAt, now))!;

/** Moves deliveries along a transition in the caller's transaction; answers the rows that moved. */
export async function moveWebhookDeliveries(
  tx: Executor,
  input: {
    name: WebhookDeliveryTransition;
    where: SQL;
    changes?: Omit<PgUpdateSetSource<typeof webhookDeliveries>, 'status'>;
  },
): Promise<WebhookDeliveryRow[]> {
  const rule = WEBHOOK_DELIVERY_MACHINE.transitions[input.name];
  return tx
    .update(webhookDeliveries)
    .set({ ...input.changes, status: rule.to })
    .where(and(input.where, inArray(webhookDeliveries.status, [...rule.from])))
    .returning();
}
