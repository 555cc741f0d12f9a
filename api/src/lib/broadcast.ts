import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from './logger.js';

/**
 * Carries small JSON messages to every instance of the app, the sender included: each instance
 * hears every message and hands it to its own listeners. One channel for everything, subscribed
 * once at start-up, so a listener added later can never miss a message sent after it was added
 * (per-topic channels would race their own SUBSCRIBE).
 */
export interface Broadcaster {
  readonly transport: 'redis' | 'postgres';
  send(message: string): Promise<void>;
  close(): Promise<void>;
  /** For readiness: why messages cannot travel now (a connection down), or undefined. */
  problem(): string | undefined;
}

/** The NOTIFY channel; Postgres scopes it to one database, so deployments never hear each other. */
export const BROADCAST_CHANNEL = 'aibex_events';
/** Postgres refuses NOTIFY payloads of 8000 bytes or more; Redis has no such limit, but keep one rule. */
export const MAX_BROADCAST_BYTES = 7900;

function assertSize(message: string) {
  if (Buffer.byteLength(message) > MAX_BROADCAST_BYTES) {
    throw new Error(`broadcast messages are at most ${MAX_BROADCAST_BYTES} bytes; send ids, not objects`);
  }
}

/**
 * Redis pub/sub: one connection publishes, one listens (a subscribed Redis connection can do nothing
 * else). Redis channels are server-wide: `channel` names the deployment so two sharing a Redis
 * server do not hear each other.
 */
export async function redisBroadcaster(
  url: string,
  channel: string,
  deliver: (message: string) => void,
  logger: Logger,
): Promise<Broadcaster> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: 'aibex-pubsub' } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const [role, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    client.on('error', (error: Error) => logger.warn({ err: error, role }, 'redis pub/sub connection problem'));
  }
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    // ioredis subscribes again by itself after a reconnect (autoResubscribe).
    subscriber.on('message', (from: string, message: string) => {
      if (from === channel) deliver(message);
    });
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL: cannot use Redis for pub/sub (${(error as Error).message})`, { cause: error });
  }
  return {
    transport: 'redis',
    async send(message) {
      assertSize(message);
      await publisher.publish(channel, message);
    },
    problem() {
      const down = [publisher, subscriber].find((client) => client.status !== 'ready');
      return down ? `the Redis connection is ${down.status}` : undefined;
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/**
 * Postgres LISTEN/NOTIFY: a dedicated connection listens (a pooled one would be handed to other
 * queries); messages are sent through the app's pool. A lost listening connection is reopened with
 * a growing pause; messages sent while it is down are not replayed (subscriptions are live updates,
 * the data itself is always read from the database).
 */
export async function postgresBroadcaster(
  url: string,
  pool: pg.Pool,
  deliver: (message: string) => void,
  logger: Logger,
): Promise<Broadcaster> {
  let listener: pg.Client | undefined;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryDelayMs = 250;

  const listen = async () => {
    const client = new pg.Client({ connectionString: url, application_name: 'aibex-pubsub' });
    const lost = (error?: Error) => {
      if (listener !== client || closed) return;
      listener = undefined;
      logger.warn({ err: error }, 'pub/sub listening connection lost; reconnecting');
      client.end().catch(() => {});
      scheduleReconnect();
    };
    client.on('notification', (n) => {
      if (n.channel === BROADCAST_CHANNEL && n.payload) deliver(n.payload);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    try {
      await client.query(`LISTEN ${BROADCAST_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    listener = client;
    retryDelayMs = 250;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      listen().then(
        () => logger.info('pub/sub listening again'),
        (error: unknown) => {
          logger.warn({ err: error }, 'pub/sub could not listen yet');
          retryDelayMs = Math.min(retryDelayMs * 2, 5000);
          scheduleReconnect();
        },
      );
    }, retryDelayMs);
  };

  await listen();
  return {
    transport: 'postgres',
    async send(message) {
      assertSize(message);
      await pool.query('select pg_notify($1, $2)', [BROADCAST_CHANNEL, message]);
    },
    problem: () => (listener ? undefined : 'the listening connection is being reopened'),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}
