import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The events an endpoint can subscribe to: a closed set, each emitted where its change commits. */
export const WEBHOOK_EVENT_TYPES = [
  'booking.created',
  'booking.confirmed',
  'booking.cancelled',
  'booking.returned',
  'payout.paid',
  'registration.created',
  'registration.checked_in',
  'sponsor.approved',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event `sendTestWebhook` sends: an endpoint receives it whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/**
 * An integrator's address for events. The secret signs every delivery (webhook-signature.ts); it is
 * stored as it is because the administrator must be able to read it again to configure the receiver
 * (there is no key-encryption helper in this codebase: database access means reading it).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why deliveries stopped (set when an administrator disables it); null while enabled. */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'webhook_endpoints_events_known',
      sql`${t.events} <@ array[${sql.raw(WEBHOOK_EVENT_TYPES.map((e) => `'${e}'`).join(','))}]::text[]`,
    ),
  ],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

/**
 * pending: waiting for its next attempt (`next_attempt_at`); delivering: an attempt is under way;
 * delivered: the endpoint answered 2xx; failed: every attempt of the backoff failed (or the endpoint
 * was deleted or disabled). Moves go through webhook-delivery-status.ts.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivering', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The JSON body an endpoint receives, as Stripe's events are shaped. */
export interface WebhookPayload {
  id: string;
  type: string;
  /** Unix seconds. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** One event for one endpoint: the body stays as first sent, so a resend signs the same event. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').$type<WebhookPayload>().notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    // The dispatcher's question: what is due now.
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
