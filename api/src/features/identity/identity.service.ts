import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../lib/keyset.js';
import type { Config } from '../../config/config.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import type { Database, Executor } from '../../db/client.js';
import { violatedConstraint } from '../../db/errors.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { ensureQueue, type Jobs } from '../../lib/jobs.js';
import { paging, type Page } from '../../lib/list-query.js';
import type { Logger } from '../../lib/logger.js';
import type { RateLimits } from '../../lib/rate-limits/rate-limits.js';
import type { BudgetName } from '../../rate-budgets.js';
import type { SignedUploadUrls } from '../../lib/signed-upload-urls.js';
import { assertImage, signedImageUrl, type FileStorage, type ImageUse, type IncomingFile } from '../../lib/storage.js';
import { users } from '../accounts/account.table.js';
import type { SessionService } from '../accounts/session.service.js';
import { parseReason, recordAudit } from '../audit/audit.js';
import type { NotificationService } from '../notifications/notification.service.js';
import type { NotificationRow } from '../notifications/notification.table.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import {
  IDENTITY_MACHINE,
  identityDocumentsDueWhere,
  isPendingIdentityCheck,
  moveIdentityCheck,
  pendingIdentityCheckWhere,
} from './identity-status.js';
import {
  ID_DOCUMENT_KINDS,
  identityChecks,
  type IdDocumentKind,
  type IdentityCheckRow,
  type IdentityStatus,
} from './identity.table.js';

const PURGE_QUEUE = 'identity.purge-documents';
const DAY_MS = 86_400_000;
/** Checks whose images the sweep deletes per query. */
const PURGE_BATCH = 50;

export const DOCUMENT_LABELS: Record<IdDocumentKind, string> = {
  passport: 'passport',
  national_id: 'national ID card',
  drivers_licence: "driver's licence",
  voters_card: "voter's card",
};

const documentUse: ImageUse = { field: 'document', label: 'The photo of your ID document', private: true };
const selfieUse: ImageUse = { field: 'selfie', label: 'The selfie', private: true };

/** A check with the name and address of whom it is about, as the administrators' queue shows it. */
export interface IdentityCheckWithPerson {
  check: IdentityCheckRow;
  person: { id: string; firstName: string; lastName: string; email: string };
}

export interface IdentityDeps {
  db: Database;
  config: Config;
  storage: FileStorage;
  signedUrls: SignedUploadUrls;
  outbox: OutboxService;
  /** Forgets the approved person's cached viewer, so "ID verified" counts on their next request. */
  sessions: Pick<SessionService, 'forgetUser'>;
  notifications: NotificationService;
  limits: Pick<RateLimits<BudgetName>, 'allow'>;
  jobs: Jobs;
  logger: Logger;
  publicUrl: () => string;
  now: () => Date;
}

/**
 * Identity verification, as Airbnb and Turo do it: a person sends a photo of an ID document and a
 * selfie; an administrator compares them and approves ("ID verified" on their profiles, and tools whose
 * owners ask for it can be booked) or rejects with a reason the person is told. The images are private
 * files, shown only to the person and administrators at short-lived signed addresses, and deleted
 * ID_DOCUMENT_RETENTION_DAYS after the decision, or at once when the person withdraws or asks.
 */
export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  /** The person's latest check (null before their first). */
  async mine(viewer: Viewer | undefined): Promise<IdentityCheckRow | null> {
    if (!viewer) throw AppError.unauthenticated();
    const [latest] = await this.deps.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.userId, viewer.user.id))
      .orderBy(desc(identityChecks.submittedAt), desc(identityChecks.id))
      .limit(1);
    return latest ?? null;
  }

  /**
   * Sends an ID document and a selfie for review. Refused while one waits, once verified, and past five
   * a day; both images are checked (type, size, pixels) before either is stored, and nothing is kept of
   * a refused submission.
   */
  async submit(
    viewer: Viewer | undefined,
    input: { documentKind: string; document: IncomingFile | undefined; selfie: IncomingFile | undefined },
  ): Promise<IdentityCheckRow> {
    if (!viewer) throw AppError.unauthenticated();
    const problems = [];
    if (!(ID_DOCUMENT_KINDS as readonly string[]).includes(input.documentKind))
      problems.push({ path: 'documentKind', msg: `Choose the kind of document: ${ID_DOCUMENT_KINDS.join(', ')}` });
    if (!input.document) problems.push({ path: 'document', msg: 'Add a photo of your ID document' });
    if (!input.selfie) problems.push({ path: 'selfie', msg: 'Add a selfie' });
    if (problems.length) throw AppError.badInput(problems);
    if (viewer.user.idVerifiedAt) throw new AppError(ErrorCode.CONFLICT, 'Your ID is already verified');
    assertImage(input.document!, documentUse);
    assertImage(input.selfie!, selfieUse);
    if (await this.waiting(this.deps.db, viewer.user.id)) throw waitingConflict();
    if (!(await this.deps.limits.allow('identity.submit', viewer.user.id)))
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        'You sent your ID five times today: try again tomorrow, with the clearest photos you have',
      );

    const saved: string[] = [];
    try {
      saved.push(await this.deps.storage.saveImage(input.document!, documentUse));
      saved.push(await this.deps.storage.saveImage(input.selfie!, selfieUse));
      const [row] = await this.deps.db
        .insert(identityChecks)
        .values({
          userId: viewer.user.id,
          documentKind: input.documentKind as IdDocumentKind,
          documentImage: saved[0],
          selfieImage: saved[1],
          submittedAt: this.deps.now(),
        })
        .returning();
      return row!;
    } catch (error) {
      await Promise.all(saved.map((url) => this.deps.storage.remove(url)));
      if (violatedConstraint(error) === 'identity_checks_one_pending_key') throw waitingConflict();
      throw error;
    }
  }

  private async waiting(exec: Executor, userId: string): Promise<boolean> {
    const [row] = await exec
      .select({ id: identityChecks.id })
      .from(identityChecks)
      .where(and(eq(identityChecks.userId, userId), pendingIdentityCheckWhere()));
    return row !== undefined;
  }

  /**
   * The person's images go now: a waiting check is withdrawn (an administrator can no longer decide on
   * it), a decided one keeps its decision. The intention commits first and the sweep finishes what a
   * crash interrupts, so no image outlives the request. Answers the check afterwards; NOT_FOUND when
   * none holds images.
   */
  async forgetMine(viewer: Viewer | undefined): Promise<IdentityCheckRow> {
    if (!viewer) throw AppError.unauthenticated();
    const now = this.deps.now();
    const marked = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(identityChecks)
        .where(and(eq(identityChecks.userId, viewer.user.id), sql`${identityChecks.documentImage} is not null`))
        .orderBy(desc(identityChecks.submittedAt))
        .limit(1)
        .for('update');
      if (!row) throw AppError.notFound('An ID document of yours');
      if (isPendingIdentityCheck(row))
        return moveIdentityCheck(tx, { name: 'withdraw', id: row.id, changes: { forgetRequestedAt: now } });
      const [after] = await tx
        .update(identityChecks)
        .set({ forgetRequestedAt: now })
        .where(eq(identityChecks.id, row.id))
        .returning();
      return after;
    });
    return this.deleteImages(marked!);
  }

  /** Removes a check's images from the store, then from the row (a crash between: the sweep tries again). */
  private async deleteImages(row: IdentityCheckRow): Promise<IdentityCheckRow> {
    if (!row.documentImage) return row;
    await Promise.all([this.deps.storage.remove(row.documentImage), this.deps.storage.remove(row.selfieImage)]);
    const [after] = await this.deps.db
      .update(identityChecks)
      .set({ documentImage: null, selfieImage: null, documentsDeletedAt: this.deps.now() })
      .where(and(eq(identityChecks.id, row.id), eq(identityChecks.documentImage, row.documentImage)))
      .returning();
    return after ?? row;
  }

  /** Every check whose images are due to go (retention over, or asked for): answers how many were deleted. */
  async deleteDueImages(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const now = this.deps.now();
      const decidedBefore = new Date(now.getTime() - this.deps.config.idDocumentRetentionDays * DAY_MS);
      const due = await this.deps.db
        .select()
        .from(identityChecks)
        .where(identityDocumentsDueWhere(decidedBefore, now))
        .orderBy(asc(identityChecks.decidedAt))
        .limit(PURGE_BATCH);
      for (const row of due) if (!(await this.deleteImages(row)).documentImage) deleted += 1;
      if (due.length < PURGE_BATCH) return deleted;
    }
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, PURGE_QUEUE, { policy: 'stately', retryLimit: 3 });
    await this.deps.jobs.work(PURGE_QUEUE, async () => {
      const deleted = await this.deleteDueImages();
      if (deleted) this.deps.logger.info({ checks: deleted }, 'ID documents past their retention deleted');
    });
    await this.deps.jobs.schedule(PURGE_QUEUE, '23 * * * *');
  }

  // ---------------------------------------------------------------- administrators

  async list(
    viewer: Viewer | undefined,
    params: { page?: number | null; pageSize?: number | null },
    status: IdentityStatus | null = null,
  ): Promise<Page<IdentityCheckWithPerson>> {
    requireAdmin(viewer);
    const { page, pageSize, offset } = paging(params, IDENTITY_PAGE_SIZES);
    const where = status ? eq(identityChecks.status, status) : undefined;
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select({ check: identityChecks, person: personColumns })
        .from(identityChecks)
        .innerJoin(users, eq(users.id, identityChecks.userId))
        .where(where)
        .orderBy(...keysetOrderBy(IDENTITY_QUEUE_ORDER))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(identityChecks).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The queue as a connection, in the page's order, read on from a cursor: a check sent or decided
   * between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    status: IdentityStatus | null = null,
  ): Promise<Connection<IdentityCheckWithPerson> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const where = status ? eq(identityChecks.status, status) : undefined;
    const keyset = keysetPage(
      window,
      { list: 'adminIdentityChecks', order: 'queue', keys: IDENTITY_QUEUE_ORDER },
      IDENTITY_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ check: identityChecks, person: personColumns, cursor: keyset.cursorValues })
      .from(identityChecks)
      .innerJoin(users, eq(users.id, identityChecks.userId))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(identityChecks).where(where))[0]?.n ?? 0,
    };
  }

  async pendingCount(viewer: Viewer | undefined): Promise<number> {
    requireAdmin(viewer);
    const [row] = await this.deps.db.select({ n: count() }).from(identityChecks).where(pendingIdentityCheckWhere());
    return row?.n ?? 0;
  }

  /** Approves a waiting check: the person is "ID verified" from now on; e-mailed, told in the app, audited. */
  approve(viewer: Viewer | undefined, id: string): Promise<IdentityCheckWithPerson> {
    return this.decide(viewer, id, 'approve', null);
  }

  /** Rejects a waiting check with a reason, which the person is sent; they may send new photos. Audited. */
  reject(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<IdentityCheckWithPerson> {
    const reason = parseReason(reasonInput);
    return this.decide(viewer, id, 'reject', reason);
  }

  private async decide(
    viewer: Viewer | undefined,
    id: string,
    name: 'approve' | 'reject',
    reason: string | null,
  ): Promise<IdentityCheckWithPerson> {
    const admin = requireAdmin(viewer);
    if (!isUuid(id)) throw AppError.notFound('The identity check');
    const now = this.deps.now();
    let notes: NotificationRow[] = [];
    const decided = await this.deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ check: identityChecks, person: personColumns })
        .from(identityChecks)
        .innerJoin(users, eq(users.id, identityChecks.userId))
        .where(eq(identityChecks.id, id))
        .for('update', { of: identityChecks });
      if (!found) throw AppError.notFound('The identity check');
      if (found.person.id === admin.user.id)
        throw AppError.forbidden('Another administrator must decide on your own ID');
      IDENTITY_MACHINE.assert(name, found.check, 'admin', now);
      const moved = await moveIdentityCheck(tx, {
        name,
        id,
        changes: {
          decidedAt: now,
          decidedById: admin.user.id,
          decidedByName: `${admin.user.firstName} ${admin.user.lastName}`,
          reason,
        },
      });
      if (!moved) throw new AppError(ErrorCode.CONFLICT, 'This identity check was decided or withdrawn meanwhile');
      if (name === 'approve') await tx.update(users).set({ idVerifiedAt: now }).where(eq(users.id, found.person.id));
      await recordAudit(tx, admin, {
        action: name === 'approve' ? 'identity_check.approve' : 'identity_check.reject',
        targetType: 'identity_check',
        targetId: id,
        targetLabel: `${found.person.firstName} ${found.person.lastName} <${found.person.email}>`,
        reason,
      });
      notes = await this.tell(tx, { check: moved, person: found.person }, name === 'approve');
      return { check: moved, person: found.person };
    });
    this.deps.sessions.forgetUser(decided.person.id);
    this.deps.notifications.announce(notes);
    return decided;
  }

  /** The decision, by e-mail and in the app, in the deciding transaction. */
  private async tell(
    tx: Executor,
    { check, person }: IdentityCheckWithPerson,
    approved: boolean,
  ): Promise<NotificationRow[]> {
    const kind = DOCUMENT_LABELS[check.documentKind];
    const note = approved
      ? `Your ID is verified: your profile shows it, and you can book tools whose owners ask for a verified ID.`
      : `We could not verify your ID from the photos of your ${kind}: ${sentence(check.reason ?? '')} Send new photos from your profile.`;
    const subject = approved ? 'Your ID is verified' : 'We could not verify your ID';
    const kept = this.deps.config.idDocumentRetentionDays;
    await this.deps.outbox.enqueue(tx, {
      to: person.email,
      subject,
      template: approved ? 'identity_approved' : 'identity_rejected',
      ...renderEmail(
        {
          title: subject,
          paragraphs: [
            `Hello ${person.firstName},`,
            note,
            kept === 0
              ? 'The photos you sent are deleted within the hour.'
              : `The photos you sent are deleted ${kept === 1 ? 'a day' : `${kept} days`} from now; you can delete them sooner from your profile.`,
          ],
          action: { label: 'Open your profile', url: `${this.deps.publicUrl()}/user/my-profile#id-verification` },
        },
        this.deps.config.expo.name,
      ),
    });
    return this.deps.notifications.add(tx, [{ userId: person.id, kind: 'identity', message: note }]);
  }

  /**
   * The address at which a check's image can be fetched, valid for 30 to 60 minutes: give it only to
   * the person and administrators. Null once deleted.
   */
  imageUrl(image: string | null): string | null {
    return image ? signedImageUrl(this.deps.signedUrls, image) : null;
  }

  /** The viewer may approve or reject the check now: an administrator, it waits, and it is not their own. */
  canDecide(viewer: Viewer | undefined, { check, person }: IdentityCheckWithPerson): boolean {
    return person.id !== viewer?.user.id && IDENTITY_MACHINE.allowed('approve', check, 'admin', this.deps.now());
  }

  /** When a decided check's images go by themselves (null: waiting, or already gone). */
  imagesKeptUntil(row: IdentityCheckRow): Date | null {
    if (!row.documentImage || !row.decidedAt) return null;
    return new Date(row.decidedAt.getTime() + this.deps.config.idDocumentRetentionDays * DAY_MS);
  }
}

/** An administrator's reason as a sentence of the message: it ends with its own stop, or gets one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

const IDENTITY_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };

/**
 * The order of the administrators' queue, which the page and the connection share: waiting checks
 * first, the oldest at the top (they are the work to do), then the latest decisions.
 */
const IDENTITY_QUEUE_ORDER: KeysetKey[] = [
  { expr: sql`case when ${pendingIdentityCheckWhere()} then 0 else 1 end`, direction: 'asc', kind: 'integer' },
  // Only waiting checks have one; the others' NULLs sort last, as Postgres sorts them ascending.
  {
    expr: sql`case when ${pendingIdentityCheckWhere()} then ${identityChecks.submittedAt} end`,
    direction: 'asc',
    kind: 'timestamp',
    nulls: 'last',
  },
  // NULL while undecided (waiting or withdrawn): first descending, as Postgres sorts them.
  { expr: identityChecks.decidedAt, direction: 'desc' },
  { expr: identityChecks.submittedAt, direction: 'desc' },
  { expr: identityChecks.id, direction: 'desc' },
];

const waitingConflict = () =>
  new AppError(
    ErrorCode.CONFLICT,
    'Your ID is already waiting for an administrator: withdraw it first to send other photos',
  );
