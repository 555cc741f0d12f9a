import { randomUUID } from 'node:crypto';
import { and, count, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../lib/jobs.js';
import { keysetAndSort, pageAndSort, prefixSearch, type ListParams, type Page } from '../../lib/list-query.js';
import type { Connection, KeysetWindow } from '../../lib/keyset.js';
import type { Logger } from '../../lib/logger.js';
import { isPermanentRejection, type Mailer } from '../../lib/mailer.js';
import { createRateLimiter } from '../../lib/rate-limiter.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { recordAudit } from '../audit/audit.js';
import { attachmentContent, withContent } from './attachment-content.js';
import { withInlineImages } from './mail-view.js';
import {
  OTHER_TEMPLATE,
  OUTBOX_TEMPLATES,
  type OutboxTemplateName,
  type OutboxTemplateValue,
} from './outbox-templates.js';
import { emailOutbox, type EmailAttachment, type OutboxRow, type OutboxStatus } from './outbox.table.js';

export const EMAIL_QUEUE = 'email.send';

/**
 * Each delivery attempt is a job of its own, and the outbox decides the next one: a transient failure
 * (no connection, a timeout, a 4xx) queues another attempt after `retryDelaySeconds`, a permanent
 * rejection (a 5xx for this recipient or message) fails the message at once, and a message still not
 * delivered `MAIL_LIFETIME_MS` after it was queued is given up, as a mail server bounces a message it
 * could not deliver for days. pg-boss's own retries only cover an attempt that could not finish (the
 * process died, the database was away); one still running after 2 minutes is handed to another
 * worker (the mailer's timeouts end every attempt well before that).
 */
const ATTEMPT_JOB = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 };

/** How long a message is tried: Postfix's default queue lifetime (maximal_queue_lifetime = 5d). */
export const MAIL_LIFETIME_MS = 5 * 86_400_000;

/**
 * The wait before the next attempt after `failures` failed ones: 30 s, doubling, then hourly (a mail
 * server waits 5 minutes to about an hour). An outage is bridged however long it lasts (within the
 * lifetime), and a message waits at most an hour after the server is back.
 */
export function retryDelaySeconds(failures: number): number {
  return Math.min(30 * 2 ** Math.max(0, failures - 1), 3600);
}

/** A delivery attempt's job: the message, and when its sending is given up (ISO 8601). */
interface AttemptJob {
  id: string;
  /** Missing on jobs queued before attempts carried it: the message's queue time plus the lifetime. */
  until?: string;
}

/**
 * Jobs per fetch: what the rate sends in 20 seconds, 20 at most. A batch is paced by the rate limiter
 * that both workers share, so the last message of the two batches starts within 40 seconds, long
 * before its job's 2-minute expiry, however low MAIL_RATE_PER_SECOND is set.
 */
const batchFor = (ratePerSecond: number) => Math.max(1, Math.min(20, Math.ceil(ratePerSecond * 20)));
/** Fetching workers per process; the rate limiter caps what they send together. */
const WORKERS = 2;

/** What a message of the outbox may become when an administrator sends it again. */
type ResendOutcome = { row: OutboxRow; copy: boolean };

export interface EmailDraft {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of message this is, for the admin's outbox view: one of OUTBOX_TEMPLATES. */
  template: OutboxTemplateName;
  attachments?: EmailAttachment[];
  headers?: Record<string, string>;
  meta?: Record<string, unknown>;
}

const toRow = (draft: EmailDraft) => ({
  ...draft,
  toAddress: draft.to,
  attachments: draft.attachments ?? [],
  headers: draft.headers ?? {},
  meta: draft.meta ?? {},
});

export class OutboxService {
  constructor(
    private readonly db: Database,
    private readonly jobs: Jobs,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly showBodiesInLog: boolean,
    /** Paces SMTP deliveries so a mail server is not flooded (MAIL_RATE_PER_SECOND). */
    private readonly ratePerSecond = Infinity,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.throttle = Number.isFinite(ratePerSecond) ? createRateLimiter(ratePerSecond) : async () => {};
  }

  private readonly throttle: () => Promise<void>;

  /**
   * Stores the message and its delivery job in the caller's transaction: both exist once it
   * commits, or neither does. Nothing is sent before the commit.
   */
  async enqueue(tx: Executor, draft: EmailDraft): Promise<string> {
    const [id] = await this.enqueueMany(tx, [draft]);
    return id!;
  }

  /** Many messages in one statement, with one delivery job each, in the caller's transaction. */
  async enqueueMany(tx: Executor, drafts: EmailDraft[]): Promise<string[]> {
    if (!drafts.length) return [];
    const rows = await tx.insert(emailOutbox).values(drafts.map(toRow)).returning({ id: emailOutbox.id });
    await this.queueAttempts(
      tx,
      rows.map((r) => r.id),
    );
    return rows.map((r) => r.id);
  }

  /** A first attempt for each message, due now, in the caller's transaction; given up a lifetime from now. */
  private async queueAttempts(tx: Executor, ids: string[]) {
    if (!ids.length) return;
    const until = new Date(this.now().getTime() + MAIL_LIFETIME_MS).toISOString();
    await this.jobs.insert(
      EMAIL_QUEUE,
      ids.map((id) => ({ data: { id, until } satisfies AttemptJob, ...ATTEMPT_JOB })),
      inTransaction(tx),
    );
  }

  /**
   * Puts failed messages back in the queue, with a new delivery attempt each (due now, a new lifetime),
   * in the caller's transaction (which audits it); answers how many were failed and are queued again.
   */
  async retry(tx: Executor, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await tx
      .update(emailOutbox)
      .set({ status: 'queued', attempts: 0, lastError: null })
      .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id });
    await this.queueAttempts(
      tx,
      rows.map((r) => r.id),
    );
    return rows.length;
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.jobs, EMAIL_QUEUE, ATTEMPT_JOB);
    // Each worker fetches a batch the rate limiter sends in a few seconds and handles it at once: the
    // limiter, shared by both workers, decides the pace.
    const batchSize = batchFor(this.ratePerSecond);
    await workEach<AttemptJob>(this.jobs, EMAIL_QUEUE, (job) => this.deliver(job.data), {
      batchSize,
      concurrency: batchSize,
      pollingIntervalSeconds: 0.5,
      workers: WORKERS,
    });
  }

  /**
   * One delivery attempt of a stored message; safe to run twice (a message that is sent or failed is
   * left alone; one left `sending` by an attempt whose process died is taken over). After a transient
   * failure the next attempt is queued in the same transaction that records this one, so a message
   * always has its next attempt or its final status.
   */
  async deliver(job: AttemptJob): Promise<'sent' | 'stored' | 'retrying' | 'failed' | 'skipped'> {
    const { id } = job;
    const [claimed] = await this.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
      .where(sql`${emailOutbox.id} = ${id} and ${emailOutbox.status} in ('queued', 'sending')`)
      .returning();
    if (!claimed) return 'skipped';
    if (!this.mailer.delivers) {
      await this.db.update(emailOutbox).set({ status: 'stored' }).where(eq(emailOutbox.id, id));
      this.logger.info(
        {
          outboxId: id,
          to: claimed.toAddress,
          subject: claimed.subject,
          ...(this.showBodiesInLog ? { text: claimed.text } : {}),
        },
        'e-mail stored in the outbox (SMTP_URL is not set)',
      );
      return 'stored';
    }
    try {
      await this.throttle();
      // Drawn here rather than when the message was queued (a QR code: see QrCodeAttachment), and after
      // the throttle, so a fetched batch is drawn at the sending pace rather than all at once.
      const attachments = await Promise.all(
        claimed.attachments.map(async (a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: await attachmentContent(a),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      );
      await this.mailer.send({
        to: claimed.toAddress,
        subject: claimed.subject,
        text: claimed.text,
        html: claimed.html,
        headers: claimed.headers,
        attachments,
      });
    } catch (error) {
      return this.recordFailure(claimed, job, error);
    }
    await this.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(emailOutbox.id, id));
    return 'sent';
  }

  private async recordFailure(claimed: OutboxRow, job: AttemptJob, error: unknown): Promise<'retrying' | 'failed'> {
    const now = this.now();
    const until = job.until ? new Date(job.until) : new Date(claimed.createdAt.getTime() + MAIL_LIFETIME_MS);
    const reason = String((error as Error | undefined)?.message ?? error);
    const permanent = isPermanentRejection(error);
    const expired = now.getTime() >= until.getTime();
    const delay = retryDelaySeconds(claimed.attempts);
    const lastError = (
      permanent
        ? `Refused by the mail server, not tried again: ${reason}`
        : expired
          ? `Given up after ${claimed.attempts} attempts since ${claimed.createdAt.toISOString()}: ${reason}`
          : reason
    ).slice(0, 1000);
    const giveUp = permanent || expired;
    await this.db.transaction(async (tx) => {
      await tx
        .update(emailOutbox)
        .set({ status: giveUp ? 'failed' : 'queued', lastError })
        .where(and(eq(emailOutbox.id, claimed.id), eq(emailOutbox.status, 'sending')));
      if (!giveUp) {
        await this.jobs.send(EMAIL_QUEUE, { id: claimed.id, until: until.toISOString() } satisfies AttemptJob, {
          ...ATTEMPT_JOB,
          startAfter: new Date(now.getTime() + delay * 1000),
          ...inTransaction(tx),
        });
      }
    });
    this.logger.warn(
      {
        outboxId: claimed.id,
        attempt: claimed.attempts,
        permanent,
        ...(giveUp ? {} : { retryInSeconds: delay }),
        err: error,
      },
      giveUp ? 'e-mail delivery failed for good' : 'e-mail delivery failed; it will be tried again',
    );
    return giveUp ? 'failed' : 'retrying';
  }

  /**
   * An administrator sends a message again: a failed one is queued again as it is (its attempts start
   * over), a sent or stored one as a new copy (the same message, its links as they were), so the
   * outbox keeps what happened to the first. A message still queued or being sent is refused: it is
   * on its way already. Audited on the message sent again.
   */
  async resend(viewer: Viewer | undefined, id: string): Promise<ResendOutcome> {
    const actor = requireAdmin(viewer);
    if (!isUuid(id)) throw AppError.notFound('The e-mail');
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
      if (!row) throw AppError.notFound('The e-mail');
      if (row.status === 'queued' || row.status === 'sending') {
        throw new AppError(
          ErrorCode.CONFLICT,
          'This e-mail is still on its way: it is tried again on its own until it is sent or given up. Resend it once it has failed or been sent.',
        );
      }
      const label = `“${row.subject}” to ${row.toAddress}`;
      if (row.status === 'failed') {
        await this.retry(tx, [row.id]);
        await recordAudit(tx, actor, {
          action: 'outbox_message.resend',
          targetType: 'outbox_message',
          targetId: row.id,
          targetLabel: label,
          changes: [{ field: 'status', before: 'failed', after: 'queued' }],
        });
        const [queued] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, row.id));
        return { row: queued!, copy: false };
      }
      const [copy] = await tx
        .insert(emailOutbox)
        .values({
          toAddress: row.toAddress,
          subject: row.subject,
          text: row.text,
          html: row.html,
          template: row.template,
          attachments: row.attachments,
          headers: row.headers,
          meta: { ...row.meta, resentFrom: row.id },
        })
        .returning();
      await this.queueAttempts(tx, [copy!.id]);
      await recordAudit(tx, actor, {
        action: 'outbox_message.resend',
        targetType: 'outbox_message',
        targetId: row.id,
        targetLabel: label,
        changes: [{ field: 'resentAs', before: null, after: copy!.id }],
      });
      return { row: copy!, copy: true };
    });
  }

  /** Queues every failed message again (a new lifetime each); one audit entry, when there were some. */
  async resendFailed(viewer: Viewer | undefined): Promise<number> {
    const actor = requireAdmin(viewer);
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(emailOutbox)
        .set({ status: 'queued', attempts: 0, lastError: null })
        .where(eq(emailOutbox.status, 'failed'))
        .returning({ id: emailOutbox.id });
      await this.queueAttempts(
        tx,
        rows.map((r) => r.id),
      );
      const queued = rows.length;
      if (queued > 0) {
        await recordAudit(tx, actor, {
          action: 'outbox.resend_failed',
          targetType: 'outbox',
          targetId: randomUUID(),
          targetLabel: 'Failed e-mails',
          changes: [{ field: 'failedQueuedAgain', before: null, after: String(queued) }],
        });
      }
      return queued;
    });
  }

  /** The mail figures of the admin dashboard: waiting, failed, and since when the oldest has waited. */
  async health(): Promise<{ queued: number; failed: number; oldestQueuedAt: Date | null }> {
    // The (status, created_at) index answers this; sent and stored messages are not read.
    const [row] = await this.db
      .select({
        queued: sql<number>`count(*) filter (where ${emailOutbox.status} in ('queued', 'sending'))::int`,
        failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
        oldest: sql<
          string | Date | null
        >`min(${emailOutbox.createdAt}) filter (where ${emailOutbox.status} in ('queued', 'sending'))`,
      })
      .from(emailOutbox)
      .where(inArray(emailOutbox.status, ['queued', 'sending', 'failed']));
    return {
      queued: row?.queued ?? 0,
      failed: row?.failed ?? 0,
      oldestQueuedAt: row?.oldest ? new Date(row.oldest) : null,
    };
  }

  /** Admin view of every message, newest first by default; prefix search over recipient and subject. */
  async list(viewer: Viewer | undefined, params: ListParams, filters: OutboxFilters = {}): Promise<Page<OutboxRow>> {
    requireAdmin(viewer);
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(
      params,
      OUTBOX_SORTABLE,
      OUTBOX_DEFAULT_ORDER,
      emailOutbox.id,
    );
    const where = outboxListWhere(params, filters);
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(emailOutbox)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(emailOutbox).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The admin view as a connection: the same search, filters and orders, read on from a cursor, so a
   * message queued between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: ListParams,
    filters: OutboxFilters = {},
  ): Promise<Connection<OutboxRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const keyset = keysetAndSort('adminOutbox', window, params, OUTBOX_SORTABLE, OUTBOX_DEFAULT_ORDER, emailOutbox.id);
    const where = outboxListWhere(params, filters);
    const rows = await this.db
      .select({ ...getTableColumns(emailOutbox), cursor: keyset.cursorValues })
      .from(emailOutbox)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.db.select({ n: count() }).from(emailOutbox).where(where))[0]?.n ?? 0,
    };
  }

  async get(viewer: Viewer | undefined, id: string): Promise<OutboxRow> {
    requireAdmin(viewer);
    if (!isUuid(id)) throw AppError.notFound('The e-mail');
    const [row] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row) throw AppError.notFound('The e-mail');
    return row;
  }

  /** The message's HTML as a page of its own (mail-view.ts), its inline images embedded. */
  async viewHtml(viewer: Viewer | undefined, id: string): Promise<string> {
    const row = await this.get(viewer, id);
    return withInlineImages(row.html, await Promise.all(row.attachments.map(withContent)));
  }
}

/** The admin view's filters. */
export interface OutboxFilters {
  status?: OutboxStatus | null;
  template?: OutboxTemplateValue | null;
}

/** The orders of the admin view, its page and its connection alike. */
const OUTBOX_SORTABLE = {
  createdAt: emailOutbox.createdAt,
  to: emailOutbox.toAddress,
  status: emailOutbox.status,
  subject: emailOutbox.subject,
};
const OUTBOX_DEFAULT_ORDER = { sortBy: 'createdAt', direction: 'desc' } as const;

/** The admin view's search (recipient and subject) and filters. */
function outboxListWhere(params: ListParams, filters: OutboxFilters) {
  return and(
    prefixSearch(params.search, [emailOutbox.toAddress, emailOutbox.subject]),
    filters.status ? eq(emailOutbox.status, filters.status) : undefined,
    filters.template === OTHER_TEMPLATE
      ? notInArray(emailOutbox.template, Object.keys(OUTBOX_TEMPLATES))
      : filters.template
        ? eq(emailOutbox.template, filters.template)
        : undefined,
  );
}
