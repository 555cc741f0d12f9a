import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import { violatedConstraint } from '../../db/errors.js';
import type { Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { adminAudit } from '../audit/audit.table.js';
import { emailOutbox } from '../outbox/outbox.table.js';
import { languageChange } from '../../core/input.js';
import { changesBetween, parseReason, parseWithReason, recordAudit, snapshotOf } from '../audit/audit.js';
import { APPROVAL_MACHINE, isDeclined, moveApproval } from './approval-status.js';
import { sendConfirmation, typeNameOf } from './confirmation.js';
import { forgetOrdersOf } from './paid-registration/order-privacy.js';
import { approvalEmail } from './expo-emails.js';
import { reclaimHoldings, releaseHoldings } from './registration-holdings.js';
import { participants, type ParticipantRow } from './expo.table.js';
import { participantSchema, type ParticipantInput } from './expo.validation.js';
import type { ExpoDeps } from './participant.service.js';

/**
 * What an administrator may correct: the public form's fields with its rules. Marketing consent is
 * left out: only the person can give or withdraw it. The language their e-mails are written in stays
 * as they registered unless the correction names one.
 */
const correctionSchema = participantSchema.omit({ marketingConsent: true }).extend({ language: languageChange });
export type ParticipantCorrection = Omit<ParticipantInput, 'marketingConsent' | 'language'> & {
  language?: ParticipantInput['language'] | null;
};

/** The fields the audit log shows (never the code's secrets: there are none, but the list is explicit). */
const AUDITED = [
  'registrationCode',
  'year',
  'title',
  'gender',
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'marketingConsent',
  'language',
  'checkedInAt',
  'cancelledAt',
  'approval',
] as const satisfies readonly (keyof ParticipantRow)[];

const label = (p: ParticipantRow) => `${p.firstName} ${p.lastName} (${p.registrationCode})`;

/** An administrator's corrections of a registration: edit, cancel, reinstate, delete, resend. Each is audited. */
export class ParticipantRecords {
  private readonly now: () => Date;
  constructor(private readonly deps: ExpoDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Locks the registration for the change (concurrent corrections are applied one after the other). */
  private async lock(tx: Executor, id: string): Promise<ParticipantRow> {
    if (!isUuid(id)) throw AppError.notFound('The participant');
    const [row] = await tx.select().from(participants).where(eq(participants.id, id)).for('update');
    if (!row) throw AppError.notFound('The participant');
    return row;
  }

  async update(
    viewer: Viewer | undefined,
    id: string,
    input: ParticipantCorrection,
    reasonInput: unknown,
  ): Promise<ParticipantRow> {
    const actor = requireAdmin(viewer);
    const [data, reason] = parseWithReason(correctionSchema, input, reasonInput);
    try {
      return await this.deps.db.transaction(async (tx) => {
        const before = await this.lock(tx, id);
        const changes = changesBetween(before, data, AUDITED);
        if (!changes.length) return before;
        const [after] = await tx.update(participants).set(data).where(eq(participants.id, id)).returning();
        await recordAudit(tx, actor, {
          action: 'participant.update',
          targetType: 'participant',
          targetId: id,
          targetLabel: label(after!),
          reason,
          changes,
        });
        return after!;
      });
    } catch (error) {
      if (violatedConstraint(error)?.includes('year_email')) {
        throw new AppError(ErrorCode.CONFLICT, 'Another registration of this edition already uses this e-mail.', [
          { path: 'email', msg: 'Another registration of this edition uses this e-mail' },
        ]);
      }
      throw error;
    }
  }

  /** Cancels: the registration stays listed and exported, but gets no mail and cannot check in. */
  cancel(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<ParticipantRow> {
    return this.setCancelled(viewer, id, reasonInput, true);
  }

  reinstate(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<ParticipantRow> {
    return this.setCancelled(viewer, id, reasonInput, false);
  }

  private async setCancelled(
    viewer: Viewer | undefined,
    id: string,
    reasonInput: unknown,
    cancel: boolean,
  ): Promise<ParticipantRow> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (!cancel && isDeclined(before)) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `The registration of ${before.firstName} ${before.lastName} was declined: approve it instead.`,
        );
      }
      if (Boolean(before.cancelledAt) === cancel) {
        throw new AppError(
          ErrorCode.CONFLICT,
          cancel
            ? `The registration of ${before.firstName} ${before.lastName} is already cancelled.`
            : `The registration of ${before.firstName} ${before.lastName} is not cancelled.`,
        );
      }
      if (cancel) await releaseHoldings(tx, this.deps, before);
      else await reclaimHoldings(tx, this.deps, before);
      const cancelledAt = cancel ? this.now() : null;
      const [after] = await tx
        .update(participants)
        .set({ cancelledAt })
        .where(
          and(eq(participants.id, id), cancel ? isNull(participants.cancelledAt) : isNotNull(participants.cancelledAt)),
        )
        .returning();
      await recordAudit(tx, actor, {
        action: cancel ? 'participant.cancel' : 'participant.reinstate',
        targetType: 'participant',
        targetId: id,
        targetLabel: label(before),
        reason,
        changes: changesBetween(before, { cancelledAt }, ['cancelledAt']),
      });
      return after!;
    });
  }

  /**
   * Accepts a registration that awaited approval (or one declined before): it stands, and its ticket (the
   * confirmation with the QR code and a new private link) is e-mailed. A declined one takes its place again.
   */
  async approve(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<ParticipantRow> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput ?? 'Approved');
    return this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      APPROVAL_MACHINE.assert('approve', before, 'admin');
      // Cancelled while it waited (by the person, or an organiser): reinstating it is a decision of its own.
      if (before.cancelledAt && !isDeclined(before)) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `The registration of ${before.firstName} ${before.lastName} is cancelled: reinstate it before approving it.`,
        );
      }
      // Declined: it takes its place again, SOLD_OUT when none is left.
      if (isDeclined(before)) await reclaimHoldings(tx, this.deps, before);
      const now = this.now();
      await moveApproval(tx, { name: 'approve', id, changes: { approvalDecidedAt: now, cancelledAt: null } });
      const after = await sendConfirmation(tx, this.deps, id, now);
      await recordAudit(tx, actor, {
        action: 'participant.approve',
        targetType: 'participant',
        targetId: id,
        targetLabel: label(before),
        reason,
        changes: changesBetween(before, after, ['approval', 'cancelledAt']),
      });
      return after;
    });
  }

  /**
   * Turns down a registration that awaited approval: it stops standing (cancelled: no mail, no check-in),
   * its place goes to the waitlist, and the person is told (the reason stays in the log).
   */
  async decline(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<ParticipantRow> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      APPROVAL_MACHINE.assert('decline', before, 'admin');
      await releaseHoldings(tx, this.deps, before);
      const now = this.now();
      const after = await moveApproval(tx, {
        name: 'decline',
        id,
        changes: { approvalDecidedAt: now, cancelledAt: before.cancelledAt ?? now },
      });
      await this.deps.outbox.enqueue(
        tx,
        approvalEmail(this.deps.config, this.deps.publicUrl(), after!, await typeNameOf(tx, after!), 'declined'),
      );
      await recordAudit(tx, actor, {
        action: 'participant.decline',
        targetType: 'participant',
        targetId: id,
        targetLabel: label(before),
        reason,
        changes: changesBetween(before, after!, ['approval', 'cancelledAt']),
      });
      return after!;
    });
  }

  /**
   * Deletes the registration for good. Nothing refers to it by key: e-mails already sent keep their
   * copy in the outbox, and the audit entry keeps what the registration said.
   */
  async delete(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<ParticipantRow> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      await releaseHoldings(tx, this.deps, before);
      await forgetOrdersOf(tx, before);
      await tx.delete(participants).where(eq(participants.id, id));
      await recordAudit(tx, actor, {
        action: 'participant.delete',
        targetType: 'participant',
        targetId: id,
        targetLabel: label(before),
        reason,
        changes: snapshotOf(before, AUDITED),
      });
      return before;
    });
  }

  /**
   * Deletes the registration because the person asked for their data to be deleted (a privacy request),
   * in the caller's transaction. Unlike `delete`, the new audit entry keeps no copy of the details and
   * the earlier entries about this registration lose theirs (names in labels, before/after values):
   * the log still says what was done, when and by whom, about the registration code only. Its
   * confirmation e-mails leave the outbox too (they hold the details and the private link).
   */
  async erase(tx: Executor, viewer: Viewer | undefined, id: string, reason: string): Promise<ParticipantRow> {
    const actor = requireAdmin(viewer);
    const before = await this.lock(tx, id);
    await releaseHoldings(tx, this.deps, before);
    await forgetOrdersOf(tx, before);
    await tx.delete(participants).where(eq(participants.id, id));
    await tx
      .update(adminAudit)
      .set({ targetLabel: before.registrationCode, changes: [] })
      .where(and(eq(adminAudit.targetType, 'participant'), eq(adminAudit.targetId, id)));
    await tx
      .delete(emailOutbox)
      .where(
        and(sql`${emailOutbox.meta}->>'participantId' = ${id}`, notInArray(emailOutbox.status, ['queued', 'sending'])),
      );
    await recordAudit(tx, actor, {
      action: 'participant.erase',
      targetType: 'participant',
      targetId: id,
      targetLabel: before.registrationCode,
      reason,
    });
    return before;
  }

  /**
   * E-mails the confirmation (with the QR code) again at an administrator's request: unlike the
   * public resend, no waiting time or daily cap applies, as an administrator asks on purpose.
   */
  async resendConfirmation(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<ParticipantRow> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (before.cancelledAt) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `The registration of ${before.firstName} ${before.lastName} is cancelled: reinstate it before sending its confirmation.`,
        );
      }
      const sentAt = this.now();
      const after = await sendConfirmation(tx, this.deps, id, sentAt);
      await recordAudit(tx, actor, {
        action: 'participant.resend_confirmation',
        targetType: 'participant',
        targetId: id,
        targetLabel: label(before),
        reason,
        changes: changesBetween(before, { confirmationSentAt: sentAt }, ['confirmationSentAt']),
      });
      return after!;
    });
  }
}
