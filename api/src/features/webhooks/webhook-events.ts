import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { webhookDeliveries, webhookEndpoints, type WebhookEventType, type WebhookPayload } from './webhook.table.js';

/** A new event id, as integrators see it (`evt_…`): one event sent to several endpoints keeps one id. */
export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** The body of an event: `{ id, type, created, data: { object } }`, `created` in unix seconds. */
export function webhookPayload(type: string, object: Record<string, unknown>, now = new Date()): WebhookPayload {
  return { id: newEventId(), type, created: Math.floor(now.getTime() / 1000), data: { object } };
}

/**
 * Emits an event in the caller's transaction: one pending delivery, due at once, for every enabled
 * endpoint subscribed to `type`. The deliveries commit with the change they report or not at all, and
 * nothing is sent before the commit (the dispatcher takes them: webhook.service.ts). `object` holds
 * what an integrator needs (ids, statuses, times, amounts in minor units with their currency), never
 * contact details.
 */
export async function emitWebhook(
  tx: Executor,
  type: WebhookEventType,
  object: Record<string, unknown>,
): Promise<void> {
  await emitWebhooks(tx, type, [object]);
}

/**
 * Emits one event per object, as emitWebhook does, with one look at the endpoints and one insert: a
 * desk's sync admits hundreds of guests in one transaction.
 */
export async function emitWebhooks(
  tx: Executor,
  type: WebhookEventType,
  objects: Record<string, unknown>[],
): Promise<void> {
  if (!objects.length) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  if (!endpoints.length) return;
  const payloads = objects.map((object) => webhookPayload(type, object));
  await tx.insert(webhookDeliveries).values(
    payloads.flatMap((payload) =>
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        eventType: type,
        eventId: payload.id,
        payload,
        nextAttemptAt: sql`now()`,
      })),
    ),
  );
}

/** The one entry point the services that emit events use: `webhooks.emit(tx, type, object)`. */
export const webhooks = { emit: emitWebhook, emitMany: emitWebhooks };
