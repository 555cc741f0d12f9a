import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { ConnectionOf } from '../../graphql/connection.js';
import { PageOf } from '../../graphql/page.js';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhook.table.js';

/** The values are those stored and sent as `type` (webhook.table.ts WEBHOOK_EVENT_TYPES). */
export enum WebhookEventType {
  BOOKING_CREATED = 'booking.created',
  BOOKING_CONFIRMED = 'booking.confirmed',
  BOOKING_CANCELLED = 'booking.cancelled',
  BOOKING_RETURNED = 'booking.returned',
  PAYOUT_PAID = 'payout.paid',
  REGISTRATION_CREATED = 'registration.created',
  REGISTRATION_CHECKED_IN = 'registration.checked_in',
  SPONSOR_APPROVED = 'sponsor.approved',
}
registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description:
    'An event a webhook endpoint can subscribe to (its `type` in the payload is the value in lower case, e.g. booking.created)',
  valuesConfig: {
    BOOKING_CREATED: { description: 'A rental booking was made (requested or held for payment)' },
    BOOKING_CONFIRMED: { description: 'A booking was confirmed (paid, or accepted by the owner)' },
    BOOKING_CANCELLED: { description: 'A booking was cancelled' },
    BOOKING_RETURNED: { description: 'A rented tool was returned' },
    PAYOUT_PAID: { description: "An owner's payout was paid" },
    REGISTRATION_CREATED: { description: 'A participant registered for the expo' },
    REGISTRATION_CHECKED_IN: { description: 'A participant was admitted at an entrance' },
    SPONSOR_APPROVED: { description: 'A sponsor application was approved' },
  },
});

/** The values are those stored (webhook.table.ts WEBHOOK_DELIVERY_STATUSES). */
export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  DELIVERING = 'delivering',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a webhook delivery stands',
  valuesConfig: {
    PENDING: { description: 'Waiting for its next attempt (nextAttemptAt)' },
    DELIVERING: { description: 'Being sent now' },
    DELIVERED: { description: 'The endpoint answered with a 2xx status' },
    FAILED: { description: 'Given up after 7 attempts over about 36 hours, or its endpoint was disabled' },
  },
});

@ObjectType({ description: 'An address that receives signed events (administrators only)' })
export class WebhookEndpoint {
  @Field(() => ID, { description: 'The endpoint id' }) id!: string;
  @Field(() => String, { description: 'Where events are POSTed' }) url!: string;
  @Field(() => String, { description: "The administrator's note on what it is for" }) description!: string;
  @Field(() => [WebhookEventType], { description: 'The events it receives' }) events!: WebhookEventType[];
  @Field(() => Boolean, { description: 'Whether events are sent to it' }) enabled!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was disabled; null while enabled' })
  disabledReason!: string | null;
  @Field(() => String, { description: "The secret's last four characters, to tell secrets apart" })
  secretHint!: string;
  @Field(() => DateTimeISO, { description: 'When it was registered' }) createdAt!: Date;
}

export const toWebhookEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as unknown as WebhookEventType[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  secretHint: `whsec_…${row.secret.slice(-4)}`,
  createdAt: row.createdAt,
});

@ObjectType({ description: 'A new endpoint with its signing secret' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint as registered' }) endpoint!: WebhookEndpoint;
  @Field(() => String, { description: 'The signing secret (whsec_…): configure the receiver with it' })
  secret!: string;
}

@ObjectType({ description: 'One event sent (or to be sent) to one endpoint' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery id' }) id!: string;
  @Field(() => ID, { description: 'The endpoint it is for' }) endpointId!: string;
  @Field(() => String, { description: "The event's type, e.g. booking.created or webhook.test" }) eventType!: string;
  @Field(() => String, { description: 'The event id (evt_…), the same on every resend' }) eventId!: string;
  @Field(() => WebhookDeliveryStatus, { description: 'Where it stands' }) status!: WebhookDeliveryStatus;
  @Field(() => Int, { description: 'Attempts so far in this round (a resend starts a new round)' }) attempts!: number;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the next attempt is due; null when none is' })
  nextAttemptAt!: Date | null;
  @Field(() => Int, { nullable: true, description: "The endpoint's last HTTP status; null when it did not answer" })
  lastStatusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null when it did not' })
  lastError!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the endpoint accepted it; null before' })
  deliveredAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When the event happened' }) createdAt!: Date;
  @Field(() => String, { description: 'The JSON body sent' }) payload!: string;
}

export const toWebhookDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  eventType: row.eventType,
  eventId: row.eventId,
  status: row.status as WebhookDeliveryStatus,
  attempts: row.attempts,
  nextAttemptAt: row.nextAttemptAt,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt,
  createdAt: row.createdAt,
  payload: JSON.stringify(row.payload),
});

@ObjectType({ description: 'A page of deliveries' })
export class WebhookDeliveryPage extends PageOf(WebhookDelivery) {}

@ObjectType({
  description: "An endpoint's deliveries as a connection: read on from a cursor, so none repeats or is skipped",
})
export class WebhookDeliveryConnection extends ConnectionOf(WebhookDelivery) {}

@InputType({ description: 'A new webhook endpoint' })
export class WebhookEndpointInput {
  @Field(() => String, { description: 'https:// address (http:// too outside production)' }) url!: string;
  @Field(() => String, { nullable: true, description: 'What it is for (200 characters at most)' })
  description?: string | null;
  @Field(() => [WebhookEventType], { description: 'The events it receives (at least one)' })
  events!: WebhookEventType[];
}

@InputType({ description: 'Changes to an endpoint: fields left out stay as they are' })
export class WebhookEndpointChangesInput {
  @Field(() => String, { nullable: true, description: 'A new address' }) url?: string | null;
  @Field(() => String, { nullable: true, description: 'A new description' }) description?: string | null;
  @Field(() => [WebhookEventType], { nullable: true, description: 'The events it receives from now on' })
  events?: WebhookEventType[] | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether events are sent to it' }) enabled?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Why it is disabled (with enabled: false)' })
  disabledReason?: string | null;
}
