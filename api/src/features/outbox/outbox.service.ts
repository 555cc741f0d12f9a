import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { ensureQueue, inTransaction, type Jobs } from '../../lib/jobs.js';
import { pageAndSort, prefixSearch, type ListParams, type Page } from '../../lib/list-query.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { withInlineImages } from './mail-view.js';
import { emailOutbox, type EmailAttachment, type OutboxRow, type OutboxStatus } from './outbox.table.js';

export const EMAIL_QUEUE = 'email.send';
/** pg-boss retries with exponential backoff; the last failure marks the message failed. */
const RETRY_LIMIT = 5;
// A delivery still active after 2 minutes (a crashed process) is handed to another worker.
const RETRY = { retryLimit: RETRY_LIMIT, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 };
/** Workers per process and jobs per fetch; the throttle caps what they send together. */
const CONCURRENCY = 2;
const BATCH = 20;

export interface EmailDraft {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of message this is, for the admin's outbox view. */
  template: string;
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
    private readonly throttle: () => Promise<void> = async () => {},
  ) {}

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
    await this.jobs.insert(
      EMAIL_QUEUE,
      rows.map((r) => ({ data: { id: r.id }, ...RETRY })),
      inTransaction(tx),
    );
    return rows.map((r) => r.id);
  }

  /**
   * Puts failed messages back in the queue (the admin's "retry"), with their delivery jobs, in the
   * caller's transaction (which audits it); answers how many were failed and are queued again.
   */
  async retry(tx: Executor, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    const rows = await tx
      .update(emailOutbox)
      .set({ status: 'queued', attempts: 0, lastError: null })
      .where(and(inArray(emailOutbox.id, ids), eq(emailOutbox.status, 'failed')))
      .returning({ id: emailOutbox.id });
    if (rows.length) {
      await this.jobs.insert(
        EMAIL_QUEUE,
        rows.map((r) => ({ data: { id: r.id }, ...RETRY })),
        inTransaction(tx),
      );
    }
    return rows.length;
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.jobs, EMAIL_QUEUE, RETRY);
    // Batches, because a worker waits a polling interval between fetches; each job still succeeds
    // or fails on its own, so one bad address does not retry its neighbours.
    await this.jobs.work<{ id: string }>(
      EMAIL_QUEUE,
      { pollingIntervalSeconds: 0.5, batchSize: BATCH, localConcurrency: CONCURRENCY },
      async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await this.deliver(job.data.id);
            } catch (error) {
              await this.jobs.fail(EMAIL_QUEUE, job.id, { message: String((error as Error).message ?? error) });
            }
          }),
        );
      },
    );
  }

  /** Sends one stored message; safe to run twice (a sent message is not sent again). */
  async deliver(id: string): Promise<void> {
    const [claimed] = await this.db
      .update(emailOutbox)
      .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
      .where(sql`${emailOutbox.id} = ${id} and ${emailOutbox.status} in ('queued', 'sending')`)
      .returning();
    if (!claimed) return;
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
      return;
    }
    try {
      await this.throttle();
      await this.mailer.send({
        to: claimed.toAddress,
        subject: claimed.subject,
        text: claimed.text,
        html: claimed.html,
        headers: claimed.headers,
        attachments: claimed.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      });
      await this.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(emailOutbox.id, id));
    } catch (error) {
      const finalAttempt = claimed.attempts > RETRY_LIMIT;
      await this.db
        .update(emailOutbox)
        .set({
          status: finalAttempt ? 'failed' : 'queued',
          lastError: String((error as Error).message ?? error).slice(0, 1000),
        })
        .where(eq(emailOutbox.id, id));
      this.logger.warn({ outboxId: id, attempt: claimed.attempts, err: error }, 'e-mail delivery failed');
      throw error;
    }
  }

  /** Admin view of every message, newest first by default; prefix search over recipient and subject. */
  async list(
    viewer: Viewer | undefined,
    params: ListParams,
    filters: { status?: OutboxStatus | null; template?: string | null } = {},
  ): Promise<Page<OutboxRow>> {
    requireAdmin(viewer);
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(
      params,
      {
        createdAt: emailOutbox.createdAt,
        to: emailOutbox.toAddress,
        status: emailOutbox.status,
        subject: emailOutbox.subject,
      },
      { sortBy: 'createdAt', direction: 'desc' },
      emailOutbox.id,
    );
    const where = and(
      prefixSearch(params.search, [emailOutbox.toAddress, emailOutbox.subject]),
      filters.status ? eq(emailOutbox.status, filters.status) : undefined,
      filters.template ? eq(emailOutbox.template, filters.template) : undefined,
    );
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
    return withInlineImages(row.html, row.attachments);
  }
}
