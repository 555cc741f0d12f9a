import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../../core/authorize.js';
import { parseInput } from '../../core/input.js';
import type { Viewer } from '../../core/viewer.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { ensureQueue, workEach, type Jobs } from '../../lib/jobs.js';
import { keysetPage, type Connection, type KeysetWindow } from '../../lib/keyset.js';
import { paging, type ListParams, type Page } from '../../lib/list-query.js';
import type { Logger } from '../../lib/logger.js';
import { recordAudit } from '../audit/audit.js';
import { dueWhere, isBeingSent, isWaitingToBeSent, moveWebhookDeliveries } from './webhook-delivery-status.js';
import { webhookPayload } from './webhook-events.js';
import { postWebhook, DELIVERY_TIMEOUT_MS, type SendResult } from './webhook-sender.js';
import { newWebhookSecret, signWebhook, SIGNATURE_HEADER } from './webhook-signature.js';
import { webhookUrlField } from './webhook-url.js';
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  webhookDeliveries,
  webhookEndpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhook.table.js';

export const WEBHOOK_DISPATCH_QUEUE = 'webhooks.dispatch';

/**
 * The waits after each failed attempt: 1 min, 5 min, 30 min, 2 h, 8 h, 24 h; a delivery failing its
 * seventh attempt (about a day and a half after the event) is given up.
 */
export const RETRY_DELAYS_SECONDS = [60, 300, 1800, 7200, 28_800, 86_400] as const;
/** Deliveries taken per dispatch pass, and sent at once. */
const BATCH = 20;
/** A claimed delivery with no outcome recorded this long after its claim is taken again (its process died). */
const CLAIM_SECONDS = Math.ceil(DELIVERY_TIMEOUT_MS / 1000) * 6;

/** The wait before the next attempt after `attempts` failed ones; undefined once the backoff is spent. */
export function retryDelaySeconds(attempts: number): number | undefined {
  return RETRY_DELAYS_SECONDS[attempts - 1];
}

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Choose among: ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
  .min(1, 'Choose at least one event')
  .transform((events) => [...new Set(events)]);
const descriptionField = z.string().trim().max(200, 'Use at most 200 characters');

export interface WebhookEndpointInput {
  url: string;
  description?: string | null;
  events: string[];
}
export interface WebhookEndpointChanges {
  url?: string | null;
  description?: string | null;
  events?: string[] | null;
  enabled?: boolean | null;
  disabledReason?: string | null;
}

interface WebhookDeps {
  db: Database;
  jobs: Jobs;
  logger: Logger;
  /** Outside production endpoints may be http:// and private addresses (a receiver on 127.0.0.1). */
  production: boolean;
  now?: () => Date;
}

/**
 * Webhook endpoints (administered, audited) and the delivery of the events emitted for them
 * (webhook-events.ts). The deliveries table is the queue: a dispatch pass, run by the pg-boss worker
 * every minute and at once after an administrator's resend or test, claims what is due and POSTs it
 * signed; a failed attempt gets its next one on the backoff above. Nothing here runs in the
 * transaction that emitted.
 */
export class WebhookService {
  private readonly now: () => Date;
  constructor(private readonly deps: WebhookDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, WEBHOOK_DISPATCH_QUEUE, { policy: 'singleton' });
    await workEach(this.deps.jobs, WEBHOOK_DISPATCH_QUEUE, () => this.dispatchDue(), { batchSize: 1, concurrency: 1 });
    await this.deps.jobs.schedule(WEBHOOK_DISPATCH_QUEUE, '* * * * *');
  }

  /** Asks for a dispatch pass now (after the caller's commit); the minute schedule catches a lost ask. */
  private async kick(): Promise<void> {
    await this.deps.jobs.send(WEBHOOK_DISPATCH_QUEUE, {}).catch((error: unknown) => {
      this.deps.logger.warn({ err: error }, 'webhook dispatch could not be queued; the schedule will run it');
    });
  }

  /**
   * One dispatch pass: claims due deliveries (each at most once across instances) and sends them,
   * until none is due. Answers how many attempts were made.
   */
  async dispatchDue(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const now = this.now();
      const claimed = await this.deps.db.transaction(async (tx) => {
        const due = tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(dueWhere(now))
          .orderBy(webhookDeliveries.nextAttemptAt)
          .limit(BATCH)
          .for('update', { skipLocked: true });
        return moveWebhookDeliveries(tx, {
          name: 'claim',
          where: inArray(webhookDeliveries.id, due),
          changes: {
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            nextAttemptAt: new Date(now.getTime() + CLAIM_SECONDS * 1000),
          },
        });
      });
      if (!claimed.length) return attempts;
      attempts += claimed.length;
      await Promise.all(claimed.map((delivery) => this.attempt(delivery)));
      if (claimed.length < BATCH) return attempts;
    }
  }

  private async attempt(delivery: WebhookDeliveryRow): Promise<void> {
    const [endpoint] = await this.deps.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, delivery.endpointId));
    const result: SendResult = !endpoint?.enabled
      ? { statusCode: null, error: 'The endpoint is disabled' }
      : await this.send(endpoint, delivery);
    const now = this.now();
    const where = eq(webhookDeliveries.id, delivery.id);
    if (!result.error) {
      await moveWebhookDeliveries(this.deps.db, {
        name: 'deliver',
        where,
        changes: { deliveredAt: now, lastStatusCode: result.statusCode, lastError: null, nextAttemptAt: null },
      });
      return;
    }
    const delay = endpoint?.enabled ? retryDelaySeconds(delivery.attempts) : undefined;
    const changes = { lastStatusCode: result.statusCode, lastError: result.error.slice(0, 1000) };
    if (delay === undefined) {
      await moveWebhookDeliveries(this.deps.db, {
        name: 'give_up',
        where,
        changes: { ...changes, nextAttemptAt: null },
      });
    } else {
      await moveWebhookDeliveries(this.deps.db, {
        name: 'retry',
        where,
        changes: { ...changes, nextAttemptAt: new Date(now.getTime() + delay * 1000) },
      });
    }
    this.deps.logger.warn(
      { deliveryId: delivery.id, endpointId: delivery.endpointId, attempt: delivery.attempts, error: result.error },
      delay === undefined ? 'webhook delivery given up' : 'webhook delivery failed; it will be tried again',
    );
  }

  /** The signed POST; the body is signed as sent, byte for byte. */
  private send(endpoint: WebhookEndpointRow, delivery: WebhookDeliveryRow): Promise<SendResult> {
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(this.now().getTime() / 1000);
    return postWebhook(
      endpoint.url,
      body,
      {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: signWebhook(endpoint.secret, body, timestamp),
        'AIBEx-Event-Id': delivery.eventId,
      },
      { allowPrivate: !this.deps.production },
    );
  }

  // ---- administration ----

  async listEndpoints(viewer: Viewer | undefined): Promise<WebhookEndpointRow[]> {
    requireAdmin(viewer);
    return this.deps.db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  }

  async getEndpoint(viewer: Viewer | undefined, id: string): Promise<WebhookEndpointRow> {
    requireAdmin(viewer);
    return this.endpointOrThrow(id);
  }

  private async endpointOrThrow(id: string, db: Pick<Database, 'select'> = this.deps.db) {
    if (!isUuid(id)) throw AppError.notFound('The webhook endpoint');
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw AppError.notFound('The webhook endpoint');
    return row;
  }

  /** Registers an endpoint with a new secret, answered here (and by `revealSecret`). */
  async createEndpoint(viewer: Viewer | undefined, input: WebhookEndpointInput): Promise<WebhookEndpointRow> {
    const actor = requireAdmin(viewer);
    const data = parseInput(
      z.object({
        url: webhookUrlField(this.deps.production),
        description: descriptionField.optional(),
        events: eventsField,
      }),
      { url: input.url, description: input.description ?? undefined, events: input.events },
    );
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ url: data.url, description: data.description ?? '', events: data.events, secret: newWebhookSecret() })
        .returning();
      await recordAudit(tx, actor, {
        action: 'webhook_endpoint.create',
        targetType: 'webhook_endpoint',
        targetId: row!.id,
        targetLabel: row!.url,
        changes: [
          { field: 'url', before: null, after: row!.url },
          { field: 'events', before: null, after: row!.events.join(', ') },
        ],
      });
      return row!;
    });
  }

  async updateEndpoint(
    viewer: Viewer | undefined,
    id: string,
    input: WebhookEndpointChanges,
  ): Promise<WebhookEndpointRow> {
    const actor = requireAdmin(viewer);
    const data = parseInput(
      z.object({
        url: webhookUrlField(this.deps.production).optional(),
        description: descriptionField.optional(),
        events: eventsField.optional(),
        enabled: z.boolean().optional(),
        disabledReason: z.string().trim().max(200, 'Use at most 200 characters').optional(),
      }),
      Object.fromEntries(Object.entries(input).filter(([, v]) => v != null)),
    );
    return this.deps.db.transaction(async (tx) => {
      const before = await this.endpointOrThrow(id, tx);
      const enabled = data.enabled ?? before.enabled;
      const [row] = await tx
        .update(webhookEndpoints)
        .set({
          ...(data.url !== undefined ? { url: data.url } : {}),
          ...(data.description !== undefined ? { description: data.description } : {}),
          ...(data.events !== undefined ? { events: data.events } : {}),
          enabled,
          disabledReason: enabled
            ? null
            : (data.disabledReason ?? before.disabledReason ?? 'Disabled by an administrator'),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      const changes = (['url', 'description', 'enabled', 'disabledReason'] as const)
        .filter((f) => String(before[f]) !== String(row![f]))
        .map((f): { field: string; before: string | null; after: string | null } => ({
          field: f,
          before: before[f] == null ? null : String(before[f]),
          after: row![f] == null ? null : String(row![f]),
        }));
      if (before.events.join(',') !== row!.events.join(',')) {
        changes.push({ field: 'events', before: before.events.join(', '), after: row!.events.join(', ') });
      }
      await recordAudit(tx, actor, {
        action: 'webhook_endpoint.update',
        targetType: 'webhook_endpoint',
        targetId: id,
        targetLabel: row!.url,
        changes,
      });
      return row!;
    });
  }

  /** Deletes an endpoint and its delivery log. */
  async deleteEndpoint(viewer: Viewer | undefined, id: string): Promise<boolean> {
    const actor = requireAdmin(viewer);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.endpointOrThrow(id, tx);
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      await recordAudit(tx, actor, {
        action: 'webhook_endpoint.delete',
        targetType: 'webhook_endpoint',
        targetId: id,
        targetLabel: row.url,
      });
      return true;
    });
  }

  /** The signing secret, shown again to the administrator; each reading is audited. */
  async revealSecret(viewer: Viewer | undefined, id: string): Promise<string> {
    const actor = requireAdmin(viewer);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.endpointOrThrow(id, tx);
      await recordAudit(tx, actor, {
        action: 'webhook_endpoint.reveal_secret',
        targetType: 'webhook_endpoint',
        targetId: id,
        targetLabel: row.url,
      });
      return row.secret;
    });
  }

  /** A new secret at once: deliveries from now on are signed with it only. */
  async rotateSecret(viewer: Viewer | undefined, id: string): Promise<string> {
    const actor = requireAdmin(viewer);
    return this.deps.db.transaction(async (tx) => {
      const row = await this.endpointOrThrow(id, tx);
      const secret = newWebhookSecret();
      await tx.update(webhookEndpoints).set({ secret }).where(eq(webhookEndpoints.id, id));
      await recordAudit(tx, actor, {
        action: 'webhook_endpoint.rotate_secret',
        targetType: 'webhook_endpoint',
        targetId: id,
        targetLabel: row.url,
      });
      return secret;
    });
  }

  /** An endpoint's deliveries, newest first. */
  async deliveries(
    viewer: Viewer | undefined,
    endpointId: string,
    params: ListParams,
  ): Promise<Page<WebhookDeliveryRow>> {
    requireAdmin(viewer);
    await this.endpointOrThrow(endpointId);
    const { page, pageSize, offset } = paging(params, DELIVERY_PAGE_SIZES);
    const where = eq(webhookDeliveries.endpointId, endpointId);
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(webhookDeliveries).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * An endpoint's deliveries as a connection, newest first, read on from a cursor, so a delivery made
   * between two reads moves no other. `count` counts them all, run only when asked for.
   */
  async deliveriesConnection(
    viewer: Viewer | undefined,
    endpointId: string,
    window: KeysetWindow,
  ): Promise<Connection<WebhookDeliveryRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    await this.endpointOrThrow(endpointId);
    const where = eq(webhookDeliveries.endpointId, endpointId);
    const keys = [
      { expr: webhookDeliveries.createdAt, direction: 'desc' as const },
      { expr: webhookDeliveries.id, direction: 'desc' as const },
    ];
    const keyset = keysetPage(
      window,
      { list: 'webhookDeliveries', order: 'createdAt_desc', keys },
      DELIVERY_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...getTableColumns(webhookDeliveries), cursor: keyset.cursorValues })
      .from(webhookDeliveries)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(webhookDeliveries).where(where))[0]?.n ?? 0,
    };
  }

  /**
   * Sends a delivery again now, its body as first sent (same event id, so a receiver can tell a
   * repeat): a finished one starts a new round of attempts, a pending one stops waiting for its
   * backoff. One being sent at this moment is refused. Audited on its endpoint.
   */
  async resend(viewer: Viewer | undefined, id: string): Promise<WebhookDeliveryRow> {
    const actor = requireAdmin(viewer);
    if (!isUuid(id)) throw AppError.notFound('The webhook delivery');
    const row = await this.deps.db.transaction(async (tx) => {
      const [delivery] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).for('update');
      if (!delivery) throw AppError.notFound('The webhook delivery');
      const now = this.now();
      if (isBeingSent(delivery)) {
        throw new AppError(
          ErrorCode.CONFLICT,
          'This delivery is being sent right now: wait for its outcome, then resend it if needed.',
        );
      }
      // A delivery waiting for its next attempt stops waiting; a finished one starts a new round.
      const [moved] = isWaitingToBeSent(delivery)
        ? await tx.update(webhookDeliveries).set({ nextAttemptAt: now }).where(eq(webhookDeliveries.id, id)).returning()
        : await moveWebhookDeliveries(tx, {
            name: 'resend',
            where: eq(webhookDeliveries.id, id),
            changes: { attempts: 0, nextAttemptAt: now, deliveredAt: null },
          });
      const [endpoint] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
      await recordAudit(tx, actor, {
        action: 'webhook_delivery.resend',
        targetType: 'webhook_endpoint',
        targetId: delivery.endpointId,
        targetLabel: `${delivery.eventType} ${delivery.eventId} to ${endpoint?.url ?? 'a deleted endpoint'}`,
        changes: [{ field: 'delivery', before: null, after: delivery.id }],
      });
      return moved!;
    });
    await this.kick();
    return row;
  }

  /** Queues a `webhook.test` event for one endpoint, whatever it subscribes to, and asks for it to go now. */
  async sendTest(viewer: Viewer | undefined, endpointId: string): Promise<WebhookDeliveryRow> {
    const actor = requireAdmin(viewer);
    const row = await this.deps.db.transaction(async (tx) => {
      const endpoint = await this.endpointOrThrow(endpointId, tx);
      const payload = webhookPayload(WEBHOOK_TEST_EVENT, { endpoint: endpoint.id, message: 'A test event from AIBEx' });
      const [delivery] = await tx
        .insert(webhookDeliveries)
        .values({ endpointId, eventType: payload.type, eventId: payload.id, payload, nextAttemptAt: this.now() })
        .returning();
      await recordAudit(tx, actor, {
        action: 'webhook_endpoint.test',
        targetType: 'webhook_endpoint',
        targetId: endpointId,
        targetLabel: endpoint.url,
      });
      return delivery!;
    });
    await this.kick();
    return row;
  }
}

/** An endpoint's delivery log pages 25 at a time by default, at most 100. */
const DELIVERY_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };
