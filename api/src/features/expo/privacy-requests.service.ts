import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../lib/keyset.js';
import { paging, type Page } from '../../lib/list-query.js';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language.js';
import type { FileStorage } from '../../lib/storage.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { parseReason, recordAudit } from '../audit/audit.js';
import { deletionOutcome } from './expo-emails.js';
import { registrationGroups } from './groups/group.table.js';
import {
  participantConsents,
  participants,
  privacyRequests,
  sponsors,
  type ParticipantConsentRow,
  type PrivacyRequestRow,
  type PrivacyRequestStatus,
} from './expo.table.js';
import type { ParticipantRecords } from './participant-records.service.js';
import type { ExpoDeps } from './participant.service.js';
import { forgetOrdersBefore } from './paid-registration/order-privacy.js';

export interface PastEditions {
  /** Editions before this year are past. */
  beforeYear: number;
  participants: number;
  sponsors: number;
  /** The past editions that still hold data, oldest first. */
  years: number[];
}

const PRIVACY_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };

/**
 * The order of the requests, which the page and the connection share: waiting requests first, the
 * oldest at the top (they are the work to do), then the latest decisions.
 */
const PRIVACY_QUEUE_ORDER: KeysetKey[] = [
  {
    expr: sql`case when ${privacyRequests.status} = 'pending' then 0 else 1 end`,
    direction: 'asc',
    kind: 'integer',
  },
  // Only waiting requests have one; the decided ones' NULLs sort last, as Postgres sorts them ascending.
  {
    expr: sql`case when ${privacyRequests.status} = 'pending' then ${privacyRequests.createdAt} end`,
    direction: 'asc',
    kind: 'timestamp',
    nulls: 'last',
  },
  // NULL while pending: first descending, as Postgres sorts them (keyset reads a column's nullability).
  { expr: privacyRequests.decidedAt, direction: 'desc' },
  { expr: privacyRequests.id, direction: 'desc' },
];

/**
 * The privacy work of the admin area: deletion requests made from "My registration" (completed by
 * deleting the registration, or declined with a reason; the person is e-mailed either way), the consent
 * history of a participant, and the purge of past editions' participants and sponsors.
 */
export class PrivacyRequestService {
  private readonly now: () => Date;
  constructor(private readonly deps: ExpoDeps & { storage: FileStorage; participantRecords: ParticipantRecords }) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(
    viewer: Viewer | undefined,
    params: { page?: number | null; pageSize?: number | null },
    status: PrivacyRequestStatus | null = null,
  ): Promise<Page<PrivacyRequestRow>> {
    requireAdmin(viewer);
    const { page, pageSize, offset } = paging(params, PRIVACY_PAGE_SIZES);
    const where = status ? eq(privacyRequests.status, status) : undefined;
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(privacyRequests)
        .where(where)
        .orderBy(...keysetOrderBy(PRIVACY_QUEUE_ORDER))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(privacyRequests).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The requests as a connection, in the page's order, read on from a cursor: a request made or
   * decided between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    status: PrivacyRequestStatus | null = null,
  ): Promise<Connection<PrivacyRequestRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const where = status ? eq(privacyRequests.status, status) : undefined;
    const keyset = keysetPage(
      window,
      { list: 'adminPrivacyRequests', order: 'queue', keys: PRIVACY_QUEUE_ORDER },
      PRIVACY_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...getTableColumns(privacyRequests), cursor: keyset.cursorValues })
      .from(privacyRequests)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(privacyRequests).where(where))[0]?.n ?? 0,
    };
  }

  async pendingCount(viewer: Viewer | undefined): Promise<number> {
    requireAdmin(viewer);
    const [row] = await this.deps.db
      .select({ n: count() })
      .from(privacyRequests)
      .where(eq(privacyRequests.status, 'pending'));
    return row?.n ?? 0;
  }

  async consentsOf(viewer: Viewer | undefined, participantId: string): Promise<ParticipantConsentRow[]> {
    requireAdmin(viewer);
    if (!isUuid(participantId)) throw AppError.notFound('The participant');
    return this.deps.db
      .select()
      .from(participantConsents)
      .where(eq(participantConsents.participantId, participantId))
      .orderBy(asc(participantConsents.createdAt), asc(participantConsents.id));
  }

  private async lockPending(tx: Executor, id: string): Promise<PrivacyRequestRow> {
    if (!isUuid(id)) throw AppError.notFound('The request');
    const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!row) throw AppError.notFound('The request');
    if (row.status !== 'pending') throw new AppError(ErrorCode.CONFLICT, `This request is already ${row.status}.`);
    return row;
  }

  /** The language the person registered in, which their answer is written in (English once the registration is gone). */
  private async languageOf(tx: Executor, request: PrivacyRequestRow): Promise<Language> {
    if (!request.participantId) return DEFAULT_LANGUAGE;
    const [row] = await tx
      .select({ language: participants.language })
      .from(participants)
      .where(eq(participants.id, request.participantId));
    return row?.language ?? DEFAULT_LANGUAGE;
  }

  /**
   * Deletes the registration (ParticipantRecords.erase: audited, without a copy of the details), clears
   * the name and address from the request, and e-mails the person that it is done, all in one transaction.
   */
  async complete(viewer: Viewer | undefined, id: string): Promise<PrivacyRequestRow> {
    const admin = requireAdmin(viewer);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.lockPending(tx, id);
      // Read before the registration, and its language with it, is deleted.
      const language = await this.languageOf(tx, request);
      if (request.participantId) {
        await this.deps.participantRecords.erase(tx, admin, request.participantId, 'Deletion requested by the person');
      }
      if (request.email) {
        await this.deps.outbox.enqueue(
          tx,
          deletionOutcome(
            this.deps.config,
            this.deps.publicUrl(),
            { id, email: request.email, registrationCode: request.registrationCode, language },
            { completed: true },
          ),
        );
      }
      const [after] = await tx
        .update(privacyRequests)
        .set({
          status: 'completed',
          name: null,
          email: null,
          decidedAt: this.now(),
          decidedById: admin.user.id,
          decidedByName: `${admin.user.firstName} ${admin.user.lastName}`,
        })
        .where(eq(privacyRequests.id, id))
        .returning();
      return after!;
    });
  }

  /** Declines with a reason, which the person receives by e-mail; the registration stays. Audited. */
  async decline(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<PrivacyRequestRow> {
    const admin = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    return this.deps.db.transaction(async (tx) => {
      const request = await this.lockPending(tx, id);
      const [after] = await tx
        .update(privacyRequests)
        .set({
          status: 'declined',
          declineReason: reason,
          decidedAt: this.now(),
          decidedById: admin.user.id,
          decidedByName: `${admin.user.firstName} ${admin.user.lastName}`,
        })
        .where(eq(privacyRequests.id, id))
        .returning();
      if (request.email) {
        await this.deps.outbox.enqueue(
          tx,
          deletionOutcome(
            this.deps.config,
            this.deps.publicUrl(),
            {
              id,
              email: request.email,
              registrationCode: request.registrationCode,
              language: await this.languageOf(tx, request),
            },
            { completed: false, reason },
          ),
        );
      }
      if (request.participantId) {
        await recordAudit(tx, admin, {
          action: 'participant.erasure_declined',
          targetType: 'participant',
          targetId: request.participantId,
          targetLabel: `${request.name ?? ''} (${request.registrationCode})`.trim(),
          reason,
        });
      }
      return after!;
    });
  }

  private get currentYear() {
    return this.deps.config.expo.year;
  }

  /** How much the purge of past editions would delete. */
  async pastEditions(viewer: Viewer | undefined): Promise<PastEditions> {
    requireAdmin(viewer);
    return this.countPast(this.deps.db);
  }

  private async countPast(executor: Executor): Promise<PastEditions> {
    const before = this.currentYear;
    const [[p], [s], years] = await Promise.all([
      executor.select({ n: count() }).from(participants).where(lt(participants.year, before)),
      executor.select({ n: count() }).from(sponsors).where(lt(sponsors.year, before)),
      executor
        .selectDistinct({ year: participants.year })
        .from(participants)
        .where(lt(participants.year, before))
        .union(executor.selectDistinct({ year: sponsors.year }).from(sponsors).where(lt(sponsors.year, before))),
    ]);
    return {
      beforeYear: before,
      participants: p?.n ?? 0,
      sponsors: s?.n ?? 0,
      years: years.map((y) => y.year).sort((a, b) => a - b),
    };
  }

  /**
   * Deletes every participant and sponsor of the editions before the current one, with one audit entry
   * that gives the counts and the reason (not the records: keeping them in the log would undo the purge).
   * Open deletion requests of those participants are closed as completed, and every request of theirs
   * loses the name and address; sponsors' logos are removed once the deletion has committed.
   */
  async purgePastEditions(viewer: Viewer | undefined, reasonInput: unknown): Promise<PastEditions> {
    const admin = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    const before = this.currentYear;
    const { purged, logos } = await this.deps.db.transaction(async (tx) => {
      const counted = await this.countPast(tx);
      if (!counted.participants && !counted.sponsors) {
        throw new AppError(ErrorCode.CONFLICT, `No participants or sponsors of editions before ${before} are left.`);
      }
      const old = tx.select({ id: participants.id }).from(participants).where(lt(participants.year, before));
      await tx
        .update(privacyRequests)
        .set({
          status: 'completed',
          decidedAt: this.now(),
          decidedById: admin.user.id,
          decidedByName: `${admin.user.firstName} ${admin.user.lastName}`,
        })
        .where(and(eq(privacyRequests.status, 'pending'), inArray(privacyRequests.participantId, old)));
      // Every request of a purged registration, decided or not, keeps only its code.
      await tx
        .update(privacyRequests)
        .set({ name: null, email: null })
        .where(inArray(privacyRequests.participantId, old));
      // Their paid orders stay for the books, without the person.
      await forgetOrdersBefore(tx, before);
      await tx.delete(participants).where(lt(participants.year, before));
      // The groups' contacts (name, e-mail, phone) go with their editions' registrations.
      await tx.delete(registrationGroups).where(lt(registrationGroups.year, before));
      const removed = await tx.delete(sponsors).where(lt(sponsors.year, before)).returning({ logo: sponsors.logo });
      await recordAudit(tx, admin, {
        action: 'past_editions.purge',
        targetType: 'past_editions',
        targetId: randomUUID(),
        targetLabel: `Editions before ${before}: ${counted.years.join(', ')}`,
        reason,
        changes: [
          { field: 'participants', before: String(counted.participants), after: '0' },
          { field: 'sponsors', before: String(counted.sponsors), after: '0' },
        ],
      });
      return { purged: counted, logos: removed.map((r) => r.logo).filter((l): l is string => Boolean(l)) };
    });
    for (const logo of logos) await this.deps.storage.remove(logo);
    return purged;
  }
}
