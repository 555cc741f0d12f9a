import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PublicCache } from '../../lib/public-cache.js';
import type { FileStorage, IncomingFile } from '../../lib/storage.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { languageChange } from '../../core/input.js';
import { changesBetween, parseReason, parseWithReason, recordAudit, snapshotOf } from '../audit/audit.js';
import { sponsorConfirmation } from './expo-emails.js';
import { sponsors, sponsorshipPackages, type SponsorRow, type SponsorshipPackageRow } from './expo.table.js';
import { sponsorSchema, type SponsorInput } from './expo.validation.js';
import type { ExpoDeps } from './participant.service.js';
import { SPONSOR_LOGO } from './sponsor.service.js';

const AUDITED = [
  'year',
  'packageId',
  'company',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'logo',
  'language',
  'status',
  'reviewedAt',
] as const satisfies readonly (keyof SponsorRow)[];

/**
 * What an administrator may correct: the public form's fields with its rules, and the language the
 * applicant's e-mails are written in, which stays as they chose it unless the correction names one.
 */
const correctionSchema = sponsorSchema.extend({
  language: languageChange,
  removeLogo: z.boolean({ error: 'Remove logo must be true or false' }).nullish(),
});
export type SponsorCorrection = Omit<SponsorInput, 'language'> & {
  language?: SponsorInput['language'] | null;
  removeLogo?: boolean | null;
};

type Application = { sponsor: SponsorRow; package: SponsorshipPackageRow };

/**
 * An administrator's corrections of a sponsorship application: edit, cancel, reinstate, delete,
 * resend. Each is audited. (Approving and declining are the review, in sponsor.service.ts.)
 */
export class SponsorRecords {
  private readonly now: () => Date;
  constructor(
    private readonly deps: ExpoDeps & {
      storage: FileStorage;
      publicCache: Pick<PublicCache, 'invalidate'>;
      /** Runs in the cancellation's transaction: an invoiced application's invoice is credited. */
      onCancelled?: (tx: Executor, actor: Viewer, sponsorId: string, reason: string) => Promise<void>;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  private async lock(tx: Executor, id: string): Promise<Application> {
    if (!isUuid(id)) throw AppError.notFound('The sponsorship application');
    const [row] = await tx
      .select({ sponsor: sponsors, package: sponsorshipPackages })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(eq(sponsors.id, id))
      .for('update', { of: sponsors });
    if (!row) throw AppError.notFound('The sponsorship application');
    return row;
  }

  private async packageOf(tx: Executor, idOrTitle: string): Promise<SponsorshipPackageRow> {
    const key = idOrTitle.trim().toLowerCase();
    const packages = await tx.select().from(sponsorshipPackages);
    const found = packages.find((p) => p.id === key || p.title.toLowerCase() === key);
    if (found) return found;
    throw AppError.badInput([
      {
        path: 'packageId',
        msg: `Please choose one of the sponsorship packages: ${packages.map((p) => p.title).join(', ')}`,
      },
    ]);
  }

  /**
   * Edits the application with the public form's rules; the package may change. A new logo (checked
   * by its content) replaces the old one, and `removeLogo` takes it away; the old file is removed once
   * the change is saved.
   */
  async update(
    viewer: Viewer | undefined,
    id: string,
    input: SponsorCorrection,
    reasonInput: unknown,
    logo?: IncomingFile,
  ): Promise<Application> {
    const actor = requireAdmin(viewer);
    const [{ removeLogo, ...data }, reason] = parseWithReason(correctionSchema, input, reasonInput);
    const logoUrl = logo ? await this.deps.storage.saveImage(logo, SPONSOR_LOGO) : undefined;
    let result: { before: SponsorRow; after: Application };
    try {
      result = await this.deps.db.transaction(async (tx) => {
        const before = await this.lock(tx, id);
        const pkg = await this.packageOf(tx, data.packageId);
        const values = {
          ...data,
          packageId: pkg.id,
          ...(logoUrl ? { logo: logoUrl } : removeLogo ? { logo: null } : {}),
        };
        const changes = changesBetween(before.sponsor, values, AUDITED);
        if (!changes.length) return { before: before.sponsor, after: before };
        const [after] = await tx.update(sponsors).set(values).where(eq(sponsors.id, id)).returning();
        await recordAudit(tx, actor, {
          action: 'sponsor.update',
          targetType: 'sponsor',
          targetId: id,
          targetLabel: after!.company,
          reason,
          changes,
        });
        return { before: before.sponsor, after: { sponsor: after!, package: pkg } };
      });
    } catch (error) {
      await this.deps.storage.remove(logoUrl);
      throw error;
    }
    // The exhibitor directory lists approved sponsors with their company, logo and website.
    this.deps.publicCache.invalidate();
    if (result.after.sponsor.logo !== result.before.logo) await this.deps.storage.remove(result.before.logo);
    return result.after;
  }

  /** Cancels: the application stays listed and exported as cancelled, off the wall and the mailings. */
  async cancel(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<Application> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    const cancelled = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.sponsor.status === 'cancelled') {
        throw new AppError(ErrorCode.CONFLICT, `The application of ${before.sponsor.company} is already cancelled.`);
      }
      const after = await this.setStatus(tx, actor, before, 'cancelled', 'sponsor.cancel', reason);
      await this.deps.onCancelled?.(tx, actor, id, reason);
      return after;
    });
    this.deps.publicCache.invalidate(); // off the exhibitor directory
    return cancelled;
  }

  /** Takes a cancelled application back to review (APPLIED): approving it is a decision of its own. */
  async reinstate(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<Application> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.sponsor.status !== 'cancelled') {
        throw new AppError(ErrorCode.CONFLICT, `The application of ${before.sponsor.company} is not cancelled.`);
      }
      return this.setStatus(tx, actor, before, 'applied', 'sponsor.reinstate', reason);
    });
  }

  private async setStatus(
    tx: Executor,
    actor: Viewer,
    before: Application,
    status: 'applied' | 'cancelled',
    action: 'sponsor.cancel' | 'sponsor.reinstate',
    reason: string,
  ): Promise<Application> {
    const values = { status, reviewedAt: status === 'applied' ? null : before.sponsor.reviewedAt };
    const [after] = await tx.update(sponsors).set(values).where(eq(sponsors.id, before.sponsor.id)).returning();
    await recordAudit(tx, actor, {
      action,
      targetType: 'sponsor',
      targetId: before.sponsor.id,
      targetLabel: before.sponsor.company,
      reason,
      changes: changesBetween(before.sponsor, values, AUDITED),
    });
    return { sponsor: after!, package: before.package };
  }

  /**
   * Deletes the application for good, and its logo once the deletion has committed. Nothing refers
   * to it by key; the audit entry keeps what it said.
   */
  async delete(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<Application> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    const deleted = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      await tx.delete(sponsors).where(eq(sponsors.id, id));
      await recordAudit(tx, actor, {
        action: 'sponsor.delete',
        targetType: 'sponsor',
        targetId: id,
        targetLabel: before.sponsor.company,
        reason,
        changes: snapshotOf(before.sponsor, AUDITED),
      });
      return before;
    });
    this.deps.publicCache.invalidate(); // off the exhibitor directory
    await this.deps.storage.remove(deleted.sponsor.logo);
    return deleted;
  }

  /** E-mails the application's confirmation again at an administrator's request (no waiting time or cap). */
  async resendConfirmation(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<Application> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.sponsor.status === 'cancelled') {
        throw new AppError(
          ErrorCode.CONFLICT,
          `The application of ${before.sponsor.company} is cancelled: reinstate it before sending its confirmation.`,
        );
      }
      const sentAt = this.now();
      const [after] = await tx
        .update(sponsors)
        .set({ confirmationSentAt: sentAt })
        .where(eq(sponsors.id, id))
        .returning();
      await this.deps.outbox.enqueue(
        tx,
        sponsorConfirmation(this.deps.config, this.deps.publicUrl(), after!, before.package),
      );
      await recordAudit(tx, actor, {
        action: 'sponsor.resend_confirmation',
        targetType: 'sponsor',
        targetId: id,
        targetLabel: before.sponsor.company,
        reason,
        changes: changesBetween(before.sponsor, { confirmationSentAt: sentAt }, ['confirmationSentAt']),
      });
      return { sponsor: after!, package: before.package };
    });
  }
}
