import { createHmac } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { translator } from '../../lib/i18n.js';
import { isUuid } from '../../lib/ids.js';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../lib/jobs.js';
import { keysetPage, type Connection, type KeysetWindow } from '../../lib/keyset.js';
import { paging, type Page } from '../../lib/list-query.js';
import type { Logger } from '../../lib/logger.js';
import { safeEqual } from '../../lib/tokens.js';
import { requireAdmin } from '../../core/authorize.js';
import { users } from '../accounts/account.table.js';
import { recordAudit } from '../audit/audit.js';
import { emailField, parseInput } from '../../core/input.js';
import type { Viewer } from '../../core/viewer.js';
import { participants, sponsors } from '../expo/expo.table.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { EmailDraft, OutboxService } from '../outbox/outbox.service.js';
import { emailOutbox } from '../outbox/outbox.table.js';
import {
  AUDIENCES,
  campaignRecipients,
  emailSuppressions,
  mailCampaigns,
  type Audience,
  type MailCampaignRow,
} from './mailing.table.js';
import { approvedWhere } from '../expo/approval-status.js';

export const DISPATCH_QUEUE = 'campaign.dispatch';
/** Group e-mails one address may start a minute (REST and GraphQL): each can reach every user. */
export const GROUP_MAIL_PER_MINUTE = 5;
/** Recipients turned into outbox messages per transaction: bounded memory whatever the audience. */
const CHUNK = 500;
/** Chunks per job run; a longer campaign continues in a follow-up job, so no run outlives its expiry. */
const CHUNKS_PER_RUN = 20;
export const CAMPAIGN_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };

const campaignSchema = z.object({
  audience: z.enum(AUDIENCES, { error: `Receivers must be one of: ${AUDIENCES.join(', ')}` }),
  subject: z
    .string({ error: 'Please enter a subject' })
    .trim()
    .min(1, 'Please enter a subject')
    .max(200, 'The subject is at most 200 characters'),
  message: z
    .string({ error: 'Please write a message' })
    .trim()
    .min(1, 'Please write a message')
    .max(20_000, 'The message is at most 20,000 characters'),
});
export type CampaignInput = { [K in keyof z.input<typeof campaignSchema>]?: unknown };

/**
 * Where a group e-mail stands, from its recipients' messages: queued before any message exists,
 * sending while any waits, then sent, partly failed or failed once every message is done
 * ("stored", kept in the outbox without an SMTP server, counts as done and not failed).
 */
export type CampaignStatus = 'queued' | 'sending' | 'sent' | 'partly-failed' | 'failed';

export interface CampaignStats {
  campaign: MailCampaignRow;
  status: CampaignStatus;
  pending: number;
  queued: number;
  sent: number;
  stored: number;
  failed: number;
  failedRecipients: { email: string; error: string | null }[];
}

export class MailingService {
  constructor(
    private readonly deps: {
      db: Database;
      outbox: OutboxService;
      jobs: Jobs;
      config: Config;
      logger: Logger;
      publicUrl: () => string;
      /** Signs unsubscribe links so nobody can unsubscribe somebody else. */
      secret: string;
    },
  ) {}

  audienceLabel(audience: Audience): string {
    const year = this.deps.config.expo.year;
    return {
      'all-users': 'All Users',
      participants: `All ${year} Participants`,
      'consented-participants': `${year} participants who agreed to marketing e-mail`,
      sponsors: `All ${year} Sponsors`,
      'approved-sponsors': `Approved ${year} Sponsors`,
    }[audience];
  }

  /** The old admin form's receiver labels ('All 2026 Participants'...) or the audience ids. */
  audienceFromLabel(label: unknown): unknown {
    if (typeof label !== 'string') return label;
    const found = AUDIENCES.find(
      (a) => a === label || this.audienceLabel(a).toLowerCase() === label.trim().toLowerCase(),
    );
    return found ?? label;
  }

  /**
   * Name, address and language of everyone in an audience (one row per address, any letter case).
   * Participants and sponsors chose a language on their form; accounts have none, so English.
   */
  private audienceSql(audience: Audience) {
    const year = this.deps.config.expo.year;
    switch (audience) {
      case 'all-users':
        return sql`select ${users.email} as email, ${users.firstName} as name, 'en' as language from ${users} where ${users.disabledAt} is null`;
      case 'participants':
        return sql`select ${participants.email} as email, ${participants.firstName} as name, ${participants.language} as language from ${participants} where ${participants.year} = ${year} and ${participants.cancelledAt} is null and ${approvedWhere()}`;
      case 'consented-participants':
        return sql`select ${participants.email} as email, ${participants.firstName} as name, ${participants.language} as language from ${participants} where ${participants.year} = ${year} and ${participants.marketingConsent} and ${participants.cancelledAt} is null and ${approvedWhere()}`;
      case 'sponsors':
        return sql`select ${sponsors.email} as email, ${sponsors.company} as name, ${sponsors.language} as language from ${sponsors} where ${sponsors.year} = ${year} and ${sponsors.status} <> 'cancelled'`;
      case 'approved-sponsors':
        return sql`select ${sponsors.email} as email, ${sponsors.company} as name, ${sponsors.language} as language from ${sponsors} where ${sponsors.year} = ${year} and ${sponsors.status} = 'approved'`;
    }
  }

  async countRecipients(
    viewer: Viewer | undefined,
    audienceInput: unknown,
  ): Promise<{ recipients: number; suppressed: number }> {
    requireAdmin(viewer);
    const { audience } = parseInput(campaignSchema.pick({ audience: true }), {
      audience: this.audienceFromLabel(audienceInput),
    });
    const result = await this.deps.db.execute<{ recipients: number; suppressed: number }>(sql`
      with a as (select distinct lower(email) as email from (${this.audienceSql(audience)}) src)
      select count(*) filter (where s.email is null)::int as recipients, count(s.email)::int as suppressed
      from a left join ${emailSuppressions} s on s.email = a.email`);
    const row = (result as unknown as { rows: { recipients: number; suppressed: number }[] }).rows[0];
    return { recipients: row?.recipients ?? 0, suppressed: row?.suppressed ?? 0 };
  }

  unsubscribeToken(email: string): string {
    return createHmac('sha256', this.deps.secret)
      .update(`unsubscribe:${email.trim().toLowerCase()}`)
      .digest('base64url');
  }

  /** The signed link to the unsubscribe page, which opens in `language` (English without a `lang`). */
  unsubscribeUrl(email: string, language: Language = DEFAULT_LANGUAGE): string {
    const params = new URLSearchParams({ email: email.toLowerCase(), token: this.unsubscribeToken(email) });
    if (language !== DEFAULT_LANGUAGE) params.set('lang', language);
    return `${this.deps.publicUrl()}/unsubscribe?${params}`;
  }

  /**
   * The group e-mail as one recipient gets it: the admin's text in the expo layout, with an unsubscribe
   * link. The framing around the admin's text (greeting, unsubscribe line, layout) is in the recipient's
   * language; the text itself is as the administrator wrote it.
   */
  render(
    input: { subject: string; message: string },
    to: { email: string; name: string | null; language?: Language },
  ): EmailDraft {
    const language = to.language ?? DEFAULT_LANGUAGE;
    const t = translator(language);
    const expo = this.deps.config.expo.name;
    const unsubscribe = this.unsubscribeUrl(to.email, language);
    const content = renderEmail(
      {
        title: input.subject,
        paragraphs: to.name ? [t('groupMail.greeting', { name: to.name })] : [],
        message: input.message,
        note: t('groupMail.note', { expo }),
        noteLink: { label: t('groupMail.unsubscribeLink'), url: unsubscribe },
      },
      expo,
      language,
    );
    return {
      to: to.email,
      subject: input.subject,
      ...content,
      template: 'group-mail',
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  preview(viewer: Viewer | undefined, input: CampaignInput) {
    const viewerRow = requireAdmin(viewer).user;
    const data = parseInput(campaignSchema.omit({ audience: true }), input);
    const draft = this.render(data, { email: viewerRow.email, name: viewerRow.firstName });
    return { subject: draft.subject, html: draft.html, text: draft.text };
  }

  /** Sends the draft to the administrator alone; audited, as it is a message the site sent in their name. */
  async sendTest(viewer: Viewer | undefined, input: CampaignInput): Promise<string> {
    const actor = requireAdmin(viewer);
    const admin = actor.user;
    const data = parseInput(campaignSchema.omit({ audience: true }), input);
    const draft = this.render(
      { ...data, subject: `[Test] ${data.subject}` },
      { email: admin.email, name: admin.firstName },
    );
    await this.deps.db.transaction(async (tx) => {
      const outboxId = await this.deps.outbox.enqueue(tx, { ...draft, template: 'group-mail-test' });
      await recordAudit(tx, actor, {
        action: 'outbox_message.test_send',
        targetType: 'outbox_message',
        targetId: outboxId,
        targetLabel: draft.subject,
        changes: [{ field: 'to', before: null, after: admin.email }],
      });
    });
    return `A test e-mail is on its way to ${admin.email}`;
  }

  /** Freezes the audience (duplicates and unsubscribed addresses removed) and starts the dispatch job. */
  async createCampaign(viewer: Viewer | undefined, input: CampaignInput): Promise<MailCampaignRow> {
    const actor = requireAdmin(viewer);
    const admin = actor.user;
    const data = parseInput(campaignSchema, { ...input, audience: this.audienceFromLabel(input.audience) });
    return this.deps.db.transaction(async (tx) => {
      const [campaign] = await tx
        .insert(mailCampaigns)
        .values({ ...data, year: this.deps.config.expo.year, createdBy: admin.id })
        .returning();
      const inserted = await tx.execute(sql`
        with a as (
          select distinct on (lower(src.email)) src.email, src.name, src.language from (${this.audienceSql(data.audience)}) src
          where src.email is not null and src.email <> ''
          order by lower(src.email), src.name
        ), kept as (
          insert into ${campaignRecipients} (campaign_id, email, name, language)
          select ${campaign!.id}, a.email, a.name, a.language from a
          where not exists (select 1 from ${emailSuppressions} s where s.email = lower(a.email))
          on conflict do nothing
          returning 1
        )
        select (select count(*) from kept)::int as kept, (select count(*) from a)::int as total`);
      const counts = (inserted as unknown as { rows: { kept: number; total: number }[] }).rows[0]!;
      const [row] = await tx
        .update(mailCampaigns)
        .set({ recipientCount: counts.kept, suppressedCount: counts.total - counts.kept })
        .where(eq(mailCampaigns.id, campaign!.id))
        .returning();
      await this.deps.jobs.send(DISPATCH_QUEUE, { campaignId: campaign!.id }, inTransaction(tx));
      await recordAudit(tx, actor, {
        action: 'mail_campaign.send',
        targetType: 'mail_campaign',
        targetId: row!.id,
        targetLabel: row!.subject,
        // The message itself is on the group e-mail's page; the entry says who it went to.
        changes: [
          { field: 'audience', before: null, after: this.audienceLabel(row!.audience) },
          { field: 'recipientCount', before: null, after: String(row!.recipientCount) },
          { field: 'suppressedCount', before: null, after: String(row!.suppressedCount) },
        ],
      });
      return row!;
    });
  }

  /**
   * Turns pending recipients into outbox messages, a chunk per transaction. Safe to stop at any
   * point and run again: a recipient with a message is never given a second one.
   */
  async dispatch(campaignId: string): Promise<void> {
    const [campaign] = await this.deps.db.select().from(mailCampaigns).where(eq(mailCampaigns.id, campaignId));
    if (!campaign || campaign.dispatchedAt) return;
    for (let chunk = 0; ; chunk++) {
      if (chunk === CHUNKS_PER_RUN) {
        await this.deps.jobs.send(DISPATCH_QUEUE, { campaignId });
        return;
      }
      const done = await this.deps.db.transaction(async (tx) => {
        // Unsubscribed since the campaign was created: leave them out.
        await tx.execute(sql`
          delete from ${campaignRecipients} r using ${emailSuppressions} s
          where r.campaign_id = ${campaignId} and r.outbox_id is null and s.email = lower(r.email)`);
        const batch = await tx
          .select()
          .from(campaignRecipients)
          .where(and(eq(campaignRecipients.campaignId, campaignId), isNull(campaignRecipients.outboxId)))
          .orderBy(campaignRecipients.id)
          .limit(CHUNK)
          .for('update', { skipLocked: true });
        if (!batch.length) return true;
        const drafts = batch.map((r) => ({ ...this.render(campaign, r), meta: { campaignId, recipientId: r.id } }));
        const ids = await this.deps.outbox.enqueueMany(tx, drafts);
        await tx.execute(sql`
          update ${campaignRecipients} set outbox_id = ${emailOutbox.id}
          from ${emailOutbox}
          where ${inArray(emailOutbox.id, ids)} and (${emailOutbox.meta} ->> 'recipientId')::uuid = ${campaignRecipients.id}`);
        return false;
      });
      if (done) break;
    }
    await this.deps.db.update(mailCampaigns).set({ dispatchedAt: new Date() }).where(eq(mailCampaigns.id, campaignId));
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, DISPATCH_QUEUE, {
      retryLimit: 10,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 600,
    });
    // One campaign at a time: a run holds up to 20 chunks of recipients, and memory stays flat.
    await workEach<{ campaignId: string }>(
      this.deps.jobs,
      DISPATCH_QUEUE,
      (job) => this.dispatch(job.data.campaignId),
      { concurrency: 1 },
    );
  }

  async stats(viewer: Viewer | undefined, campaignId: string): Promise<CampaignStats> {
    requireAdmin(viewer);
    if (!isUuid(campaignId)) throw AppError.notFound('The group e-mail');
    const [campaign] = await this.deps.db.select().from(mailCampaigns).where(eq(mailCampaigns.id, campaignId));
    if (!campaign) throw AppError.notFound('The group e-mail');
    const [byStatus, failed] = await Promise.all([
      this.deps.db
        .select({ status: emailOutbox.status, n: count() })
        .from(campaignRecipients)
        .leftJoin(emailOutbox, eq(emailOutbox.id, campaignRecipients.outboxId))
        .where(eq(campaignRecipients.campaignId, campaignId))
        .groupBy(emailOutbox.status),
      this.deps.db
        .select({ email: campaignRecipients.email, error: emailOutbox.lastError })
        .from(campaignRecipients)
        .innerJoin(emailOutbox, eq(emailOutbox.id, campaignRecipients.outboxId))
        .where(and(eq(campaignRecipients.campaignId, campaignId), eq(emailOutbox.status, 'failed')))
        .orderBy(campaignRecipients.email)
        .limit(200),
    ]);
    const countOf = (status: string | null) =>
      byStatus.filter((r) => r.status === status).reduce((sum, r) => sum + r.n, 0);
    const counts = {
      pending: countOf(null),
      queued: countOf('queued') + countOf('sending'),
      sent: countOf('sent'),
      stored: countOf('stored'),
      failed: countOf('failed'),
    };
    return { campaign, status: campaignStatus(campaign, counts), ...counts, failedRecipients: failed };
  }

  /** Group e-mails, newest first, one page at a time. */
  async list(
    viewer: Viewer | undefined,
    params: { page?: number | null; pageSize?: number | null },
  ): Promise<Page<MailCampaignRow>> {
    requireAdmin(viewer);
    const { page, pageSize, offset } = paging(params, CAMPAIGN_PAGE_SIZES);
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(mailCampaigns)
        .orderBy(desc(mailCampaigns.createdAt), desc(mailCampaigns.id))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(mailCampaigns),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * Group e-mails as a connection, newest first, read on from a cursor, so one sent between two reads
   * moves no other. `count` counts them all, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
  ): Promise<Connection<MailCampaignRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const keys = [
      { expr: mailCampaigns.createdAt, direction: 'desc' as const },
      { expr: mailCampaigns.id, direction: 'desc' as const },
    ];
    const keyset = keysetPage(window, { list: 'mailCampaigns', order: 'createdAt_desc', keys }, CAMPAIGN_PAGE_SIZES);
    const rows = await this.deps.db
      .select({ ...getTableColumns(mailCampaigns), cursor: keyset.cursorValues })
      .from(mailCampaigns)
      .where(keyset.where)
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(mailCampaigns))[0]?.n ?? 0,
    };
  }

  /** Queues the failed messages again; audited when there were some (nothing else changes). */
  async retryFailed(viewer: Viewer | undefined, campaignId: string): Promise<number> {
    const actor = requireAdmin(viewer);
    if (!isUuid(campaignId)) throw AppError.notFound('The group e-mail');
    return this.deps.db.transaction(async (tx) => {
      const [campaign] = await tx
        .select({ id: mailCampaigns.id, subject: mailCampaigns.subject })
        .from(mailCampaigns)
        .where(eq(mailCampaigns.id, campaignId));
      if (!campaign) throw AppError.notFound('The group e-mail');
      const failed = await tx
        .select({ id: emailOutbox.id })
        .from(campaignRecipients)
        .innerJoin(emailOutbox, eq(emailOutbox.id, campaignRecipients.outboxId))
        .where(and(eq(campaignRecipients.campaignId, campaignId), eq(emailOutbox.status, 'failed')));
      const ids = failed.map((f) => f.id);
      const queued = await this.deps.outbox.retry(tx, ids);
      if (queued > 0) {
        await recordAudit(tx, actor, {
          action: 'mail_campaign.retry_failed',
          targetType: 'mail_campaign',
          targetId: campaign.id,
          targetLabel: campaign.subject,
          changes: [{ field: 'failedQueuedAgain', before: null, after: String(queued) }],
        });
      }
      return queued;
    });
  }

  /** Adds the address to the suppression list when the link's signature matches it. */
  async unsubscribe(emailInput: unknown, token: unknown): Promise<string> {
    const email = parseInput(emailField, emailInput);
    if (typeof token !== 'string' || !safeEqual(token, this.unsubscribeToken(email))) {
      throw AppError.badInput([
        { path: 'token', msg: 'This unsubscribe link is not valid. Use the link from the e-mail as it is.' },
      ]);
    }
    await this.deps.db.insert(emailSuppressions).values({ email }).onConflictDoNothing();
    this.deps.logger.info({ email }, 'unsubscribed from group e-mail');
    return email;
  }
}

export function campaignStatus(
  campaign: MailCampaignRow,
  counts: { pending: number; queued: number; sent: number; stored: number; failed: number },
): CampaignStatus {
  const done = counts.sent + counts.stored;
  if (!campaign.dispatchedAt && done + counts.queued + counts.failed === 0) return 'queued';
  if (!campaign.dispatchedAt || counts.pending + counts.queued > 0) return 'sending';
  if (counts.failed === 0) return 'sent';
  return done > 0 ? 'partly-failed' : 'failed';
}
