import { randomUUID } from 'node:crypto';
import { createPubSub, type PubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import type { DatabaseHandle } from '../db/client.js';
import { postgresBroadcaster, redisBroadcaster, type Broadcaster } from '../lib/broadcast.js';
import type { Logger } from '../lib/logger.js';
import type { PublicCache } from '../lib/public-cache.js';

/** Events carried to subscriptions; each topic is keyed by the id of who should hear it. */
export type AccountEvent = { kind: 'updated' } | { kind: 'sessions-revoked' };

/** A type, not an interface: topic payloads must be JSON, and only types get that checked. */
export type PublishedMessage = {
  id: string;
  conversationId: string;
  /** Null while the conversation is a question before booking. */
  bookingId: string | null;
  senderId: string;
  senderFirstName: string;
  parentId: string | null;
  clientId: string | null;
  body: string;
  /** ISO 8601 */
  createdAt: string;
};

export type PubSubTopics = {
  ACCOUNT_CHANGED: [userId: string, event: AccountEvent];
  /** Keyed by the owner's id: their My Rentals list updates without polling. */
  TOOL_CHANGED: [ownerId: string, event: { toolId: string }];
  /** Keyed by the user whose bell changed (a new note, or notes read: notificationId null). */
  NOTIFICATION_ADDED: [userId: string, event: { notificationId: string | null }];
  /** Keyed by the renter and by the owner: their booking pages update without polling. */
  BOOKING_CHANGED: [userId: string, event: { bookingId: string }];
  /**
   * Keyed by conversation, and by booking too for a booking's: a new message in it, whole (JSON-safe),
   * so delivering it to the other party's page needs no database read.
   */
  MESSAGE_ADDED: [conversationOrBookingId: string, event: { message: PublishedMessage }];
  /** Keyed by user: their unread message counts changed (a message came, or they read some). */
  UNREAD_MESSAGES_CHANGED: [userId: string, event: Record<string, never>];
  /** Public data changed on the instance `from`: the others drop their cached public responses. */
  PUBLIC_DATA_CHANGED: [event: { from: string }];
};

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
/**
 * Events cross process boundaries as JSON (Redis, NOTIFY): a payload with a Date or a class would
 * arrive changed on the other instance. This fails to compile when a topic's payload is not JSON.
 */
type JsonTopics<T extends Record<string, [Json] | [string, Json]>> = T;
export type _PayloadsAreJson = JsonTopics<PubSubTopics>;

export type AppPubSub = PubSub<PubSubTopics>;

/** In-process events: one instance (the embedded database, tests, schema emission). */
export function createAppPubSub(eventTarget?: PubSubEventTarget<PubSubTopics>): AppPubSub {
  return createPubSub<PubSubTopics>(eventTarget ? { eventTarget } : {});
}

/** Instances of one deployment share a database; its name keeps their Redis channel apart from others. */
function deploymentKey(database: DatabaseHandle): string {
  if (database.kind !== 'postgres') return 'embedded';
  return decodeURIComponent(new URL(database.url).pathname.replace(/^\//, '')) || 'postgres';
}

export interface PubSubHandle {
  pubsub: AppPubSub;
  transport: 'memory' | Broadcaster['transport'];
  close(): Promise<void>;
  /** For readiness: why events cannot reach the other instances now, or undefined. */
  problem(): string | undefined;
}

/**
 * Events shared by every instance: Redis when REDIS_URL is set, else LISTEN/NOTIFY on a Postgres
 * server, else in-process (PGlite is one process anyway). Callers keep the typed API either way.
 */
export async function openPubSub(options: {
  redisUrl: string | undefined;
  database: DatabaseHandle;
  logger: Logger;
}): Promise<PubSubHandle> {
  const { redisUrl, database, logger } = options;
  // Listeners of this instance; every event, local or remote, reaches them through the broadcaster.
  const local = new EventTarget();
  const deliver = (message: string) => {
    try {
      const { type, detail } = JSON.parse(message) as { type: string; detail: unknown };
      local.dispatchEvent(new CustomEvent(type, { detail }));
    } catch (error) {
      logger.warn({ err: error }, 'ignored a malformed pub/sub message');
    }
  };
  let broadcaster: Broadcaster;
  if (redisUrl)
    broadcaster = await redisBroadcaster(redisUrl, `aibex:events:${deploymentKey(database)}`, deliver, logger);
  else if (database.kind === 'postgres')
    broadcaster = await postgresBroadcaster(database.url, database.pool, deliver, logger);
  else return { pubsub: createAppPubSub(), transport: 'memory', close: async () => {}, problem: () => undefined };
  const eventTarget = {
    addEventListener: local.addEventListener.bind(local),
    removeEventListener: local.removeEventListener.bind(local),
    dispatchEvent(event: Event) {
      const message = JSON.stringify({ type: event.type, detail: (event as CustomEvent).detail });
      broadcaster.send(message).catch((error: unknown) => {
        logger.error({ err: error, topic: event.type }, 'could not publish a subscription event');
      });
      return true;
    },
  } as PubSubEventTarget<PubSubTopics>;
  return {
    pubsub: createAppPubSub(eventTarget),
    transport: broadcaster.transport,
    close: () => broadcaster.close(),
    problem: () => broadcaster.problem(),
  };
}

/** Every instance drops its cached public responses when any instance invalidates its own. */
export function shareInvalidations(cache: PublicCache<unknown>, pubsub: AppPubSub): () => void {
  const instance = randomUUID();
  const stopListening = cache.onInvalidate(() => pubsub.publish('PUBLIC_DATA_CHANGED', { from: instance }));
  const events = pubsub.subscribe('PUBLIC_DATA_CHANGED');
  void (async () => {
    for await (const event of events) if (event.from !== instance) cache.clearLocal();
  })();
  return () => {
    stopListening();
    void events.return();
  };
}
