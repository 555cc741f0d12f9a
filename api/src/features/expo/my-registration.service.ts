import { and, asc, desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.js';
import { violatedConstraint } from '../../db/errors.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { hashToken, isOpaqueToken } from '../../lib/tokens.js';
import { ATTENDEE, changesBetween, recordAudit } from '../audit/audit.js';
import { emailOutbox } from '../outbox/outbox.table.js';
import { allowConfirmationMail } from '../outbox/recipient-cap.js';
import { translator } from '../../lib/i18n.js';
import { isAwaitingApproval } from './approval-status.js';
import type { FileStorage } from '../../lib/storage.js';
import { badgeData, badgeLook } from './badge-look.js';
import { badgePdf } from './badge-pdf.js';
import { calendarLinks, type CalendarLinks } from './calendar-links.js';
import { marketingConsentWording, recordMarketingConsent, sendConfirmation } from './confirmation.js';
import { icsDescription } from './expo-emails.js';
import {
  participantConsents,
  participants,
  privacyRequests,
  type ParticipantConsentRow,
  type ParticipantRow,
  type PrivacyRequestRow,
} from './expo.table.js';
import { participantSchema, type ParticipantInput } from './expo.validation.js';
import { buildIcs } from './ics.js';
import type { ExpoDeps } from './participant.service.js';
import type { MySessionSeatView } from './programme/session-seat.service.js';
import { releaseHoldings } from './registration-holdings.js';
import { parseInput } from '../../core/input.js';

/**
 * What the attendee may change themselves: the registration form's fields and rules. The e-mail is
 * left out: it is where the private link goes, so changing it from a page opened by that link would
 * let whoever holds a forwarded link take the registration over. The organisers change it on request.
 */
const selfEditSchema = participantSchema.omit({ email: true, language: true });
export type SelfEditInput = Omit<ParticipantInput, 'email' | 'language'>;

const EDITABLE = [
  'title',
  'gender',
  'firstName',
  'lastName',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'marketingConsent',
] as const satisfies readonly (keyof ParticipantRow)[];

/** One registration as its attendee sees it on "My registration". */
export interface MyRegistrationView {
  participant: ParticipantRow;
  /** The QR code of the e-mail, as a PNG data URL; null once the registration is cancelled. */
  qrCode: string | null;
  calendar: CalendarLinks;
  marketingConsentWording: string;
  /** The latest deletion request, if any. */
  deletionRequest: PrivacyRequestRow | null;
  /** The sessions with seats on its days, and its seat or place in line at each. */
  sessionSeats: MySessionSeatView[];
}

/**
 * "My registration": what an attendee does with the private link from their confirmation e-mail. The
 * link's token is the only credential, checked on every call against the stored hash; a wrong,
 * replaced or deleted registration's token gets the same answer, so the page reveals nothing about
 * which e-mails are registered.
 */
export class MyRegistrationService {
  private readonly now: () => Date;
  constructor(private readonly deps: ExpoDeps & { storage: Pick<FileStorage, 'read'> }) {
    this.now = deps.now ?? (() => new Date());
  }

  private invalidLink() {
    return AppError.badInput([
      {
        path: 'token',
        msg: 'This link to your registration does not work any more: a newer confirmation e-mail replaced it, or the registration was deleted. Ask for the confirmation again to get a new link.',
      },
    ]);
  }

  /** The registration the token opens, locked for a change when `forUpdate`. */
  private async byToken(executor: Executor, tokenInput: unknown, forUpdate = false): Promise<ParticipantRow> {
    if (!isOpaqueToken(tokenInput)) throw this.invalidLink();
    const query = executor
      .select()
      .from(participants)
      .where(eq(participants.accessTokenHash, hashToken(tokenInput)));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (!row) throw this.invalidLink();
    return row;
  }

  /** What a cancelled registration no longer has, said in its language. */
  private refuseCancelled(row: ParticipantRow, what: 'details' | 'ticket' | 'badge') {
    if (row.cancelledAt) {
      throw new AppError(ErrorCode.CONFLICT, translator(row.language)(`myRegistration.cancelled.${what}`));
    }
  }

  private event(row: ParticipantRow) {
    const { expo } = this.deps.config;
    return {
      title: expo.name,
      startDate: expo.startDate,
      endDate: expo.endDate,
      location: expo.venue,
      // In the attendee's language, like the .ics file of their confirmation e-mail.
      description: icsDescription(this.deps.config, row.registrationCode, row.language),
      url: this.deps.publicUrl(),
    };
  }

  private async view(executor: Executor, row: ParticipantRow): Promise<MyRegistrationView> {
    const [request] = await executor
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.participantId, row.id))
      .orderBy(desc(privacyRequests.createdAt))
      .limit(1);
    return {
      participant: row,
      // The same code and settings as the e-mail's image, so either can be scanned at the door.
      // No ticket while it awaits the organisers' approval, nor once cancelled.
      qrCode:
        row.cancelledAt || isAwaitingApproval(row)
          ? null
          : await QRCode.toDataURL(row.registrationCode, { width: 240, margin: 1, errorCorrectionLevel: 'M' }),
      calendar: calendarLinks(this.event(row)),
      marketingConsentWording: marketingConsentWording(this.deps.config.expo.name, row.language),
      deletionRequest: request ?? null,
      sessionSeats: await this.deps.sessionSeats.forRegistration(executor, row),
    };
  }

  async get(token: unknown): Promise<MyRegistrationView> {
    return this.view(this.deps.db, await this.byToken(this.deps.db, token));
  }

  /** Books a seat at a session for the registration, or a place in its line when it is full. */
  bookSessionSeat(token: unknown, sessionId: string): Promise<MySessionSeatView> {
    return this.deps.sessionSeats.book((tx) => this.byToken(tx, token, true), sessionId);
  }

  /** Gives up the registration's seat at a session, its place in line or the seat offered to it. */
  giveUpSessionSeat(token: unknown, sessionId: string): Promise<MySessionSeatView> {
    return this.deps.sessionSeats.giveUp((tx) => this.byToken(tx, token, true), sessionId);
  }

  /** The attendee corrects their details with the registration form's rules; audited, consent recorded. */
  async update(token: unknown, input: SelfEditInput): Promise<MyRegistrationView> {
    const data = parseInput(selfEditSchema, input);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.byToken(tx, token, true);
      this.refuseCancelled(before, 'details');
      const changes = changesBetween(before, data, EDITABLE);
      if (!changes.length) return this.view(tx, before);
      const [after] = await tx.update(participants).set(data).where(eq(participants.id, before.id)).returning();
      if (before.marketingConsent !== after!.marketingConsent)
        await recordMarketingConsent(
          tx,
          this.deps,
          before.id,
          after!.marketingConsent,
          'my_registration',
          before.language,
        );
      await recordAudit(tx, ATTENDEE, {
        action: 'participant.self_update',
        targetType: 'participant',
        targetId: before.id,
        targetLabel: `${after!.firstName} ${after!.lastName} (${after!.registrationCode})`,
        changes,
      });
      return this.view(tx, after!);
    });
  }

  /** The attendee cancels: like an administrator's cancellation (no mail, no check-in), audited as theirs. */
  async cancel(token: unknown): Promise<MyRegistrationView> {
    return this.deps.db.transaction(async (tx) => {
      const before = await this.byToken(tx, token, true);
      if (before.cancelledAt) {
        throw new AppError(ErrorCode.CONFLICT, translator(before.language)('myRegistration.alreadyCancelled'));
      }
      const cancelledAt = this.now();
      const [after] = await tx
        .update(participants)
        .set({ cancelledAt })
        .where(eq(participants.id, before.id))
        .returning();
      // The place goes to the next person on the type's waitlist, an access code's use back to the code,
      // its seats at sessions to their lines.
      await releaseHoldings(tx, this.deps, before);
      await recordAudit(tx, ATTENDEE, {
        action: 'participant.self_cancel',
        targetType: 'participant',
        targetId: before.id,
        targetLabel: `${before.firstName} ${before.lastName} (${before.registrationCode})`,
        changes: changesBetween(before, { cancelledAt }, ['cancelledAt']),
      });
      return this.view(tx, after!);
    });
  }

  /**
   * Sends the confirmation again with a new link: this link stops working, the new one arrives in the
   * mailbox. Within the address's daily mail budget, like every confirmation.
   */
  async resendConfirmation(token: unknown): Promise<string> {
    const row = await this.byToken(this.deps.db, token);
    this.refuseCancelled(row, 'ticket');
    if (!(await allowConfirmationMail(this.deps, row.email, 'participant-confirmation'))) {
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, translator(row.language)('myRegistration.dailyCap'), [], 86_400);
    }
    await this.deps.db.transaction(async (tx) => {
      const locked = await this.byToken(tx, token, true);
      await sendConfirmation(tx, this.deps, locked.id, this.now());
    });
    return translator(row.language)('myRegistration.resent', { email: row.email });
  }

  /** The badge and ticket as a PDF (one A6 page with the QR code). */
  async badge(token: unknown): Promise<{ filename: string; pdf: Buffer }> {
    const row = await this.byToken(this.deps.db, token);
    this.refuseCancelled(row, 'badge');
    if (isAwaitingApproval(row))
      throw new AppError(ErrorCode.CONFLICT, translator(row.language)('myRegistration.awaitingApproval.badge'));
    const pdf = await badgePdf(badgeData(this.deps.config, row, await badgeLook(this.deps, row)));
    return { filename: `${row.registrationCode}-badge.pdf`, pdf };
  }

  /** The calendar file of the confirmation e-mail. */
  async calendarFile(token: unknown): Promise<{ filename: string; ics: string }> {
    const row = await this.byToken(this.deps.db, token);
    const { expo } = this.deps.config;
    return {
      filename: `${expo.name.replace(/\s+/g, '-').toLowerCase()}.ics`,
      ics: buildIcs({ uid: `${row.id}@aibex`, ...this.event(row) }, this.now()),
    };
  }

  /**
   * Everything kept about the person, as JSON: the registration, the consents with their wording,
   * the check-in, deletion requests, and the e-mails sent to the address (subjects and dates; the
   * bodies repeat the registration).
   */
  async exportData(token: unknown): Promise<string> {
    const row = await this.byToken(this.deps.db, token);
    const { db } = this.deps;
    const [consents, requests, emails] = await Promise.all([
      db
        .select()
        .from(participantConsents)
        .where(eq(participantConsents.participantId, row.id))
        .orderBy(asc(participantConsents.createdAt)),
      db
        .select()
        .from(privacyRequests)
        .where(eq(privacyRequests.participantId, row.id))
        .orderBy(asc(privacyRequests.createdAt)),
      db
        .select({
          subject: emailOutbox.subject,
          status: emailOutbox.status,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(sql`lower(${emailOutbox.toAddress}) = lower(${row.email})`)
        .orderBy(asc(emailOutbox.createdAt)),
    ]);
    const { expo } = this.deps.config;
    const data = {
      exportedAt: this.now().toISOString(),
      expo: { name: expo.name, year: row.year },
      registration: {
        registrationCode: row.registrationCode,
        title: row.title,
        gender: row.gender,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        phone: row.phone,
        country: row.country,
        state: row.state,
        city: row.city,
        address: row.address,
        marketingConsent: row.marketingConsent,
        language: row.language,
        registeredAt: row.createdAt.toISOString(),
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
      },
      checkIn: { checkedInAt: row.checkedInAt?.toISOString() ?? null },
      consents: consents.map((c: ParticipantConsentRow) => ({
        kind: c.kind,
        granted: c.granted,
        wording: c.wording,
        source: c.source,
        at: c.createdAt.toISOString(),
      })),
      deletionRequests: requests.map((r) => ({
        status: r.status,
        requestedAt: r.createdAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
        declineReason: r.declineReason,
      })),
      emails: emails.map((e) => ({
        subject: e.subject,
        status: e.status,
        queuedAt: e.createdAt.toISOString(),
        sentAt: e.sentAt?.toISOString() ?? null,
      })),
    };
    return JSON.stringify(data, null, 2);
  }

  /** Asks the organisers to delete the registration; asking again while one waits changes nothing. */
  async requestDeletion(token: unknown): Promise<MyRegistrationView> {
    try {
      return await this.deps.db.transaction(async (tx) => {
        const row = await this.byToken(tx, token, true);
        const [open] = await tx
          .select({ id: privacyRequests.id })
          .from(privacyRequests)
          .where(and(eq(privacyRequests.participantId, row.id), eq(privacyRequests.status, 'pending')));
        if (!open) {
          await tx.insert(privacyRequests).values({
            participantId: row.id,
            registrationCode: row.registrationCode,
            name: `${row.firstName} ${row.lastName}`,
            email: row.email,
          });
        }
        return this.view(tx, row);
      });
    } catch (error) {
      // Two clicks at once: the second meets the first's request.
      if (violatedConstraint(error)?.includes('privacy_requests_open')) return this.get(token);
      throw error;
    }
  }
}
