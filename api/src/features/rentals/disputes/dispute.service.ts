/**
 * Disputes of a booking: the owner's damage claim against the deposit, the owner's report that the
 * tool never came back, the renter's dispute of a pickup, a return or a charge, and the
 * administrators' decision or dismissal. Where a dispute can go
 * is dispute-status.ts; where the deposit can go, bookings/deposit-status.ts.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Config } from '../../../config/config.js';
import type { Viewer } from '../../../core/viewer.js';
import type { Database, Executor } from '../../../db/client.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { MAX_PAGE_SIZE, paging, type ListParams, type Page } from '../../../lib/list-query.js';
import { decimalTextCents, formatMoney } from '../../../lib/money.js';
import { users } from '../../accounts/account.table.js';
import { recordAudit } from '../../audit/audit.js';
import type { NotificationRow } from '../../notifications/notification.table.js';
import type { NotificationDraft, NotificationService } from '../../notifications/notification.service.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import { authorizeBooking } from '../bookings/booking.policy.js';
import { bookingEvents, bookings, type BookingRow } from '../bookings/booking.table.js';
import {
  DEPOSIT_MACHINE,
  depositLeftCents,
  isDepositClaimed,
  isDepositDecided,
  isDepositHeld,
  moveDeposit,
} from '../bookings/deposit-status.js';
import {
  assertTransition,
  disputeWindowEnd,
  isCancelled,
  isNotReturned,
  isOut,
  isReturned,
  recordEvent,
  recordTransition,
  TRANSITIONS,
} from '../bookings/lifecycle.js';
import { conditionPhotos } from '../handovers/handover.table.js';
import { conversations, messages as conversationMessages } from '../messages/message.table.js';
import { tools } from '../tools/tool.table.js';
import { disputeEmails } from './dispute-emails.js';
import { authorizeDispute, disputeCapabilities, type DisputeCapabilities } from './dispute.policy.js';
import {
  DISPUTE_MACHINE,
  decidedDisputeWhere,
  isOpen,
  isOpenStatus,
  moveDispute,
  openDisputeWhere,
} from './dispute-status.js';
import { DISPUTE_STATUSES, disputes, type DisputeKind, type DisputeRow, type DisputeStatus } from './dispute.table.js';

const REASON_MAX = 2000;

/** The owner's claims against the deposit, by the audit log's name. */
const OWNER_CLAIMS: Partial<Record<DisputeKind, string>> = { damage: 'Damage claim', non_return: 'Tool not returned' };
/** How the audit log names a dispute: its kind, the tool and the booking's code. */
const disputeLabel = (dispute: DisputeRow, toolName: string, bookingCode: string) =>
  `${OWNER_CLAIMS[dispute.kind] ?? `Dispute of the ${dispute.kind}`}: ${toolName} (${bookingCode})`;
const RENTER_KINDS = ['pickup', 'return', 'charge'] as const satisfies readonly DisputeKind[];

const renterUser = alias(users, 'dispute_renter');
const ownerUser = alias(users, 'dispute_owner');

const DISPUTE_PAGE_SIZES = { defaultSize: 25, maxSize: MAX_PAGE_SIZE };

/**
 * The administrators' queue of one status (or of all), which the page and the connection share: open
 * disputes oldest first (they are the work to do), the others, and all of them together, newest first.
 */
function disputeQueue(status: DisputeStatus | null | undefined) {
  if (status && !DISPUTE_STATUSES.includes(status))
    throw AppError.badInput([{ path: 'status', msg: `Status must be one of: ${DISPUTE_STATUSES.join(', ')}` }]);
  const direction = isOpenStatus(status) ? 'asc' : 'desc';
  const keys: KeysetKey[] = [
    { expr: disputes.createdAt, direction },
    { expr: disputes.id, direction },
  ];
  return { where: status ? eq(disputes.status, status) : undefined, order: `createdAt_${direction}`, keys };
}

/** A dispute with what the queue shows beside it. */
export interface DisputeWithRefs {
  dispute: DisputeRow;
  booking: BookingRow;
  toolName: string;
  /** The tool's zone: the booking's times, and the dispute's, read on its clocks. */
  timeZone: string;
  renter: { id: string; firstName: string; lastName: string };
  owner: { id: string; firstName: string; lastName: string };
}

/** What an administrator decides with: the limits of the decision. */
export interface DecisionLimits {
  /** Of the rental amount, what is left to refund. */
  refundCents: number;
  /** Of the deposit, what may go to the owner (the claim, for damage; 0 when the deposit is not settled by it). */
  awardCents: number;
  /** The deposit the decision settles (its rest goes back to the renter); 0 when it leaves the deposit alone. */
  depositCents: number;
}

/** A decision's money: what a refund and an award move (ledger.ts's Decision, in the words of disputes). */
export interface DisputeDecision {
  disputeId: string;
  /** Of the rental amount, back to the renter. */
  refundCents: number;
  /** Of the deposit, to the owner. */
  awardCents: number;
  /** The deposit the decision settles (0: it leaves the deposit as it is). */
  depositCents: number;
}

/**
 * What disputes need from payments/ (its DepositService, wired in services.ts): the money of a
 * decision or a dismissal, moved in their transaction. Disputes never import payments/; payments
 * reads the disputes (an open one holds the deposit, a decided one says what to refund).
 */
export interface DisputeDeposits {
  /** The decision's ledger entries, and its one refund queued when it gives anything back. */
  recordDecision(tx: Executor, booking: BookingRow, decision: DisputeDecision, now: Date): Promise<void>;
  /** The deposit goes back (a dismissed claim); answers whether it moved. */
  releaseIn(tx: Executor, booking: BookingRow, name: 'release_claim', now: Date): Promise<unknown>;
  /** The refund of a deposit released at once. */
  queueRefundOfRelease(tx: Executor, bookingId: string): Promise<void>;
  /** The deposit's release at the end of the dispute window, queued (again). */
  queueRelease(tx: Executor, booking: Pick<BookingRow, 'id' | 'depositCents' | 'returnedAt'>): Promise<void>;
}

export class DisputeService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      outbox: OutboxService;
      /** The bell of the party who must answer, and of both once an administrator decides. */
      notifications?: Pick<NotificationService, 'add'>;
      deposits: DisputeDeposits;
      now: () => Date;
      publicUrl: () => string;
      /** The booking pages of both parties refresh, and the notes written with the change are announced. */
      changed: (booking: Pick<BookingRow, 'id' | 'renterId' | 'ownerId'>, notes: NotificationRow[]) => void;
    },
  ) {}

  /** Notes of the kind 'dispute' about `bookingId`, in the caller's transaction. */
  private async notify(
    tx: Executor,
    bookingId: string,
    notes: { userId: string; message: string }[],
  ): Promise<NotificationRow[]> {
    if (!this.deps.notifications) return [];
    const drafts: NotificationDraft[] = notes.map((n) => ({ ...n, kind: 'dispute', bookingId }));
    return this.deps.notifications.add(tx, drafts);
  }

  private now() {
    return this.deps.now();
  }

  private emails() {
    return disputeEmails(this.deps.config, this.deps.publicUrl());
  }

  /** Until when the booking's parties may open a dispute or claim damage (null: not returned yet). */
  windowEnd(booking: Pick<BookingRow, 'returnedAt'>): Date | null {
    return disputeWindowEnd(booking, this.deps.config.bookings);
  }

  private async loadBooking(id: string, exec: Executor = this.deps.db, lock = false) {
    if (!isUuid(id)) throw AppError.notFound('The booking');
    const query = exec
      .select({ booking: bookings, toolName: tools.name })
      .from(bookings)
      .innerJoin(tools, eq(tools.id, bookings.toolId))
      .where(eq(bookings.id, id));
    const [row] = lock ? await query.for('update', { of: bookings }) : await query;
    if (!row) throw AppError.notFound('The booking');
    return row;
  }

  /** Whether the booking's renter may dispute it now, and if not why. */
  renterRefusal(booking: BookingRow, now = this.now()): string | undefined {
    if (isOut(booking)) return undefined;
    if (isNotReturned(booking))
      return 'The owner reported the tool not returned and an administrator decides: answer in the booking’s conversation';
    if (!isReturned(booking))
      return 'A problem can be reported once the tool is picked up, and until the dispute window after its return ends';
    const end = this.windowEnd(booking);
    if (end && now >= end)
      return `The window for disputes ended ${this.deps.config.bookings.disputeWindowHours} hours after the return`;
    // A decision (or the deposit's release) closes the booking's money: nothing can move twice.
    if (isDepositDecided(booking)) return 'This booking’s deposit was already settled: its disputes are closed';
    return undefined;
  }

  /** Whether the booking's owner may claim damage now, and if not why. */
  ownerRefusal(booking: BookingRow, now = this.now()): string | undefined {
    if (depositLeftCents(booking) <= 0)
      return booking.depositCents > 0
        ? 'The late fee took the whole deposit: there is nothing left to claim against'
        : 'This booking has no deposit to claim against';
    if (!isReturned(booking)) return 'Damage can be claimed once the tool is returned';
    const end = this.windowEnd(booking);
    if (end && now >= end)
      return `The window for damage claims ended ${this.deps.config.bookings.disputeWindowHours} hours after the return: the deposit went back to the renter`;
    if (!isDepositHeld(booking)) return 'The deposit of this booking is no longer held';
    return undefined;
  }

  private reasonOf(reason: unknown, path: string): string {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text || text.length > REASON_MAX)
      throw AppError.badInput([{ path, msg: `Describe the problem in 1 to ${REASON_MAX} characters` }]);
    return text;
  }

  private async person(exec: Executor, id: string) {
    const [p] = await exec
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, id));
    return p!;
  }

  private async insertOpen(tx: Executor, values: typeof disputes.$inferInsert): Promise<DisputeRow> {
    const [open] = await tx
      .select({ id: disputes.id })
      .from(disputes)
      .where(and(eq(disputes.bookingId, values.bookingId), openDisputeWhere()));
    if (open)
      throw new AppError(ErrorCode.CONFLICT, 'This booking already has an open dispute: add to it in the conversation');
    const [row] = await tx.insert(disputes).values(values).onConflictDoNothing().returning();
    if (!row)
      throw new AppError(ErrorCode.CONFLICT, 'This booking already has an open dispute: add to it in the conversation');
    return row;
  }

  /**
   * The owner claims damage against the deposit, in the window after the return: `amount` (decimal
   * text, at most the deposit) is frozen until an administrator decides.
   */
  async claimDamage(
    viewer: Viewer | undefined,
    bookingId: string,
    amount: unknown,
    reason: unknown,
  ): Promise<DisputeRow> {
    const { booking } = await this.loadBooking(bookingId);
    authorizeDispute(viewer, 'claim', booking);
    const text = this.reasonOf(reason, 'reason');
    const cents = typeof amount === 'string' ? decimalTextCents(amount) : undefined;
    if (cents === undefined || cents <= 0)
      throw AppError.badInput([
        {
          path: 'amount',
          msg: 'Enter the amount you claim as decimal text above 0 with at most 2 decimals, such as "25.50"',
        },
      ]);
    const refused = this.ownerRefusal(booking);
    if (refused) throw new AppError(ErrorCode.CONFLICT, refused);
    if (cents > depositLeftCents(booking))
      throw AppError.badInput([
        {
          path: 'amount',
          msg:
            booking.lateFeeChargedCents > 0
              ? `You can claim at most what the late fee left of the deposit, ${formatMoney(depositLeftCents(booking), booking.currency)}`
              : `You can claim at most the deposit, ${formatMoney(booking.depositCents, booking.currency)}`,
        },
      ]);
    const now = this.now();
    const dispute = await this.deps.db.transaction(async (tx) => {
      const { booking: locked, toolName } = await this.loadBooking(bookingId, tx, true);
      const late = this.ownerRefusal(locked, now);
      if (late) throw new AppError(ErrorCode.CONFLICT, late);
      const row = await this.insertOpen(tx, {
        bookingId,
        kind: 'damage',
        openedBy: 'owner',
        openedById: viewer!.user.id,
        reason: text,
        claimCents: cents,
        createdAt: now,
      });
      DEPOSIT_MACHINE.assert('claim', locked, 'owner', now, this.deps.config.bookings);
      await moveDeposit(tx, { name: 'claim', bookingId, now });
      await recordEvent(tx, {
        bookingId,
        event: 'damage_claimed',
        actor: 'owner',
        actorId: viewer!.user.id,
        now,
        note: `${formatMoney(cents, locked.currency)} of the ${formatMoney(locked.depositCents, locked.currency)} deposit: ${text}`,
      });
      await this.deps.outbox.enqueue(
        tx,
        this.emails().damageClaimed(
          await this.person(tx, locked.renterId),
          { code: locked.code, toolName, bookingId, currency: locked.currency },
          cents,
          locked.depositCents,
          text,
        ),
      );
      const notes = await this.notify(tx, bookingId, [
        {
          userId: locked.renterId,
          message: `The owner claims ${formatMoney(cents, locked.currency)} of the ${formatMoney(locked.depositCents, locked.currency)} deposit for damage to ${toolName} (${locked.code}). An administrator will decide; you can answer in the booking's messages.`,
        },
      ]);
      return { row, notes };
    });
    this.deps.changed(booking, dispute.notes);
    return dispute.row;
  }

  /**
   * The owner reports the tool not returned, NON_RETURN_GRACE_HOURS after the end of the rental (the
   * lifecycle's report_not_returned): the booking is not_returned, a dispute of the kind non_return
   * waits for an administrator, the whole deposit (if any) is claimed for it, and the renter is
   * e-mailed and notified. The decision awards the deposit and refunds as for a damage claim; if the
   * tool comes back after all, the owner confirms the return (confirm_late_return) and the dispute is
   * still decided. Sent again once done, it answers the report.
   */
  async reportNotReturned(viewer: Viewer | undefined, bookingId: string, reason: unknown): Promise<DisputeRow> {
    const { booking } = await this.loadBooking(bookingId);
    const role = authorizeBooking(viewer, booking);
    const rules = this.deps.config.bookings;
    if (role === 'owner' && isNotReturned(booking)) {
      const [report] = await this.deps.db
        .select()
        .from(disputes)
        .where(and(eq(disputes.bookingId, bookingId), eq(disputes.kind, 'non_return')))
        .orderBy(desc(disputes.createdAt));
      if (report) return report;
    }
    assertTransition('report_not_returned', booking, role, this.now(), rules);
    const text = this.reasonOf(reason, 'reason');
    const now = this.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const { booking: locked, toolName } = await this.loadBooking(bookingId, tx, true);
      assertTransition('report_not_returned', locked, role, now, rules);
      const claimCents = locked.depositCents > 0 && isDepositHeld(locked) ? locked.depositCents : null;
      const row = await this.insertOpen(tx, {
        bookingId,
        kind: 'non_return',
        openedBy: 'owner',
        openedById: viewer!.user.id,
        reason: text,
        claimCents,
        createdAt: now,
      });
      const moved = await recordTransition(tx, {
        name: 'report_not_returned',
        bookingIds: [bookingId],
        actor: 'owner',
        actorId: viewer!.user.id,
        now,
        note: claimCents ? `The ${formatMoney(claimCents, locked.currency)} deposit is claimed for it. ${text}` : text,
      });
      if (!moved.length) throw new AppError(ErrorCode.CONFLICT, 'This booking changed meanwhile: reload the page');
      if (claimCents) {
        const reported = { ...locked, status: TRANSITIONS.report_not_returned.to };
        DEPOSIT_MACHINE.assert('claim_non_return', reported, 'owner', now);
        await moveDeposit(tx, { name: 'claim_non_return', bookingId, now });
      }
      await this.deps.outbox.enqueue(
        tx,
        this.emails().notReturned(
          await this.person(tx, locked.renterId),
          { code: locked.code, toolName, bookingId, currency: locked.currency },
          claimCents ?? 0,
          text,
        ),
      );
      const notes = await this.notify(tx, bookingId, [
        {
          userId: locked.renterId,
          message: `The owner reports that ${toolName} (${locked.code}) was not returned.${claimCents ? ` Your ${formatMoney(claimCents, locked.currency)} deposit is held for it until an administrator decides.` : ''} Return it, or answer in the booking's messages.`,
        },
      ]);
      return { row, notes };
    });
    this.deps.changed(booking, result.notes);
    return result.row;
  }

  /** The renter disputes the pickup, the return or a charge: from the pickup until the window after the return ends. */
  async openDispute(
    viewer: Viewer | undefined,
    bookingId: string,
    kind: unknown,
    reason: unknown,
  ): Promise<DisputeRow> {
    const { booking } = await this.loadBooking(bookingId);
    authorizeDispute(viewer, 'open', booking);
    if (!(RENTER_KINDS as readonly string[]).includes(kind as string))
      throw AppError.badInput([{ path: 'kind', msg: 'Choose what the problem is about: PICKUP, RETURN or CHARGE' }]);
    const text = this.reasonOf(reason, 'reason');
    const refused = this.renterRefusal(booking);
    if (refused) throw new AppError(ErrorCode.CONFLICT, refused);
    const now = this.now();
    const dispute = await this.deps.db.transaction(async (tx) => {
      const { booking: locked, toolName } = await this.loadBooking(bookingId, tx, true);
      const late = this.renterRefusal(locked, now);
      if (late) throw new AppError(ErrorCode.CONFLICT, late);
      const row = await this.insertOpen(tx, {
        bookingId,
        kind: kind as DisputeKind,
        openedBy: 'renter',
        openedById: viewer!.user.id,
        reason: text,
        createdAt: now,
      });
      await recordEvent(tx, {
        bookingId,
        event: 'dispute_opened',
        actor: 'renter',
        actorId: viewer!.user.id,
        now,
        note: `About the ${kind as string}: ${text}`,
      });
      await this.deps.outbox.enqueue(
        tx,
        this.emails().disputeOpened(
          await this.person(tx, locked.ownerId),
          { code: locked.code, toolName, bookingId, currency: locked.currency },
          kind as string,
          text,
        ),
      );
      const notes = await this.notify(tx, bookingId, [
        {
          userId: locked.ownerId,
          message: `The renter reported a problem with the ${kind as string} of ${toolName} (${locked.code}). An administrator will decide; you can answer in the booking's messages.`,
        },
      ]);
      return { row, notes };
    });
    this.deps.changed(booking, dispute.notes);
    return dispute.row;
  }

  /**
   * The disputes of each of these bookings, newest first: one query (the GraphQL loaders' batch).
   * Who may read them is `canDispute(viewer, 'read', booking)`, checked by the caller on the booking.
   */
  async ofBookings(bookingIds: readonly string[]): Promise<Map<string, DisputeRow[]>> {
    const ids = bookingIds.filter(isUuid);
    const byBooking = new Map<string, DisputeRow[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byBooking;
    const rows = await this.deps.db
      .select()
      .from(disputes)
      .where(inArray(disputes.bookingId, ids))
      .orderBy(desc(disputes.createdAt), desc(disputes.id));
    for (const row of rows) byBooking.get(row.bookingId)!.push(row);
    return byBooking;
  }

  /**
   * What the viewer may do about the booking's disputes now (its page's capabilities): the policy's
   * who, one open dispute at a time, and this service's when (renterRefusal, ownerRefusal).
   */
  capabilities(viewer: Viewer | undefined, booking: BookingRow, ofBooking: readonly DisputeRow[]): DisputeCapabilities {
    const now = this.now();
    return disputeCapabilities(viewer, booking, ofBooking, {
      open: this.renterRefusal(booking, now),
      claim: this.ownerRefusal(booking, now),
    });
  }

  private withRefs(exec: Executor = this.deps.db) {
    return this.withRefsAnd(exec, {});
  }

  /** withRefs and `extra` columns beside them (a connection's cursor). */
  private withRefsAnd<Extra extends SelectedFields>(exec: Executor, extra: Extra) {
    return exec
      .select({
        dispute: disputes,
        booking: bookings,
        toolName: tools.name,
        timeZone: tools.timeZone,
        renter: { id: renterUser.id, firstName: renterUser.firstName, lastName: renterUser.lastName },
        owner: { id: ownerUser.id, firstName: ownerUser.firstName, lastName: ownerUser.lastName },
        ...extra,
      })
      .from(disputes)
      .innerJoin(bookings, eq(bookings.id, disputes.bookingId))
      .innerJoin(tools, eq(tools.id, bookings.toolId))
      .innerJoin(renterUser, eq(renterUser.id, bookings.renterId))
      .innerJoin(ownerUser, eq(ownerUser.id, bookings.ownerId));
  }

  /** The administrators' queue: open disputes oldest first, decided and dismissed ones newest first. */
  async list(
    viewer: Viewer | undefined,
    params: ListParams,
    status: DisputeStatus | null | undefined,
  ): Promise<Page<DisputeWithRefs>> {
    authorizeDispute(viewer, 'decide');
    const { where, keys } = disputeQueue(status);
    const { page, pageSize, offset } = paging(params, DISPUTE_PAGE_SIZES);
    const [items, [total]] = await Promise.all([
      this.withRefs()
        .where(where)
        .orderBy(...keysetOrderBy(keys))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(disputes).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The queue as a connection, in the page's order, read on from a cursor: a dispute opened between
   * two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    status: DisputeStatus | null | undefined,
  ): Promise<Connection<DisputeWithRefs> & { count: () => Promise<number> }> {
    authorizeDispute(viewer, 'decide');
    const { where, order, keys } = disputeQueue(status);
    const keyset = keysetPage(window, { list: 'disputes', order, keys }, DISPUTE_PAGE_SIZES);
    const rows = await this.withRefsAnd(this.deps.db, { cursor: keyset.cursorValues })
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(disputes).where(where))[0]?.n ?? 0,
    };
  }

  /** One dispute for administrators. */
  async get(viewer: Viewer | undefined, id: string, exec: Executor = this.deps.db): Promise<DisputeWithRefs> {
    authorizeDispute(viewer, 'decide');
    const [row] = isUuid(id) ? await this.withRefs(exec).where(eq(disputes.id, id)) : [];
    if (!row) throw AppError.notFound('The dispute');
    return row;
  }

  /** The evidence of a dispute: the booking's timeline, its conversation and its condition photos. */
  async evidence(viewer: Viewer | undefined, bookingId: string) {
    authorizeDispute(viewer, 'decide');
    const [timeline, messages, photos] = await Promise.all([
      this.deps.db
        .select()
        .from(bookingEvents)
        .where(eq(bookingEvents.bookingId, bookingId))
        .orderBy(bookingEvents.createdAt, bookingEvents.id),
      this.deps.db
        .select({
          id: conversationMessages.id,
          body: conversationMessages.body,
          createdAt: conversationMessages.createdAt,
          senderId: conversationMessages.senderId,
          senderFirstName: users.firstName,
          senderLastName: users.lastName,
        })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .innerJoin(users, eq(users.id, conversationMessages.senderId))
        .where(eq(conversations.bookingId, bookingId))
        .orderBy(conversationMessages.createdAt, conversationMessages.id),
      this.deps.db
        .select()
        .from(conditionPhotos)
        .where(eq(conditionPhotos.bookingId, bookingId))
        .orderBy(conditionPhotos.createdAt, conditionPhotos.id),
    ]);
    return { timeline, messages, photos };
  }

  /** What a decision of this dispute may move now (see DecisionLimits). */
  async limitsOf(dispute: DisputeRow, booking: BookingRow, exec: Executor = this.deps.db): Promise<DecisionLimits> {
    const [refunded] = await exec
      .select({ cents: sql<number>`coalesce(sum(${disputes.refundCents}), 0)::integer` })
      .from(disputes)
      .where(and(eq(disputes.bookingId, booking.id), decidedDisputeWhere()));
    const cancelled = isCancelled(booking) ? (booking.refundCents ?? booking.amountCents) : 0;
    const refundCents = Math.max(0, booking.amountCents - cancelled - (refunded?.cents ?? 0));
    // A decision settles the deposit of a returned booking while a claim or a decision can still move it.
    const settles = depositLeftCents(booking) > 0 && DEPOSIT_MACHINE.allowed('settle', booking, 'admin');
    const depositCents = settles ? depositLeftCents(booking) : 0;
    const awardCents = dispute.kind === 'damage' ? Math.min(depositCents, dispute.claimCents ?? 0) : depositCents;
    return { refundCents, awardCents, depositCents };
  }

  private centsOf(text: unknown, path: string, max: { cents: number; currency: string }, what: string): number {
    const cents = typeof text === 'string' ? decimalTextCents(text) : undefined;
    if (cents === undefined)
      throw AppError.badInput([{ path, msg: `${path} must be decimal text with at most 2 decimals, such as "25.50"` }]);
    if (cents > max.cents)
      throw AppError.badInput([
        { path, msg: `${path} can be at most ${formatMoney(max.cents, max.currency)} (${what})` },
      ]);
    return cents;
  }

  private noteOf(note: unknown): string {
    const text = typeof note === 'string' ? note.trim() : '';
    if (!text || text.length > REASON_MAX)
      throw AppError.badInput([
        {
          path: 'note',
          msg: `Write the reason for the decision (1 to ${REASON_MAX} characters): both parties read it`,
        },
      ]);
    return text;
  }

  private async lockOpen(tx: Executor, disputeId: string) {
    if (!isUuid(disputeId)) throw AppError.notFound('The dispute');
    const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
    if (!dispute) throw AppError.notFound('The dispute');
    if (!isOpen(dispute))
      throw new AppError(ErrorCode.CONFLICT, `This dispute was already ${dispute.status}: it cannot be decided again`);
    const { booking, toolName } = await this.loadBooking(dispute.bookingId, tx, true);
    return { dispute, booking, toolName };
  }

  /**
   * An administrator decides: `refundToRenter` of the rental amount goes back to the renter (out of
   * the owner's earning and the fee), `awardToOwner` of the deposit goes to the owner (at most the
   * claim of a damage dispute; only once the tool is returned), and the rest of the deposit goes back.
   * One provider refund for both, by a job.
   */
  async decide(
    viewer: Viewer | undefined,
    disputeId: string,
    input: { refundToRenter: unknown; awardToOwner: unknown; note: unknown },
  ): Promise<DisputeRow> {
    const admin = authorizeDispute(viewer, 'decide');
    const note = this.noteOf(input.note);
    const now = this.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const { dispute, booking, toolName } = await this.lockOpen(tx, disputeId);
      const limits = await this.limitsOf(dispute, booking, tx);
      const refundCents = this.centsOf(
        input.refundToRenter,
        'refundToRenter',
        { cents: limits.refundCents, currency: booking.currency },
        'what is left of the rental amount',
      );
      const awardCents = this.centsOf(
        input.awardToOwner,
        'awardToOwner',
        { cents: limits.awardCents, currency: booking.currency },
        limits.depositCents === 0
          ? 'the deposit can be awarded once the tool is returned'
          : dispute.kind === 'damage'
            ? 'the damage claimed, from the deposit'
            : 'the deposit',
      );
      const settles = limits.depositCents > 0;
      DISPUTE_MACHINE.assert('decide', dispute, 'admin');
      const decided = await moveDispute(tx, {
        name: 'decide',
        disputeId: dispute.id,
        changes: {
          refundCents,
          awardCents: settles ? awardCents : null,
          decisionNote: note,
          decidedById: admin.user.id,
          decidedAt: now,
        },
      });
      if (!decided) throw new AppError(ErrorCode.CONFLICT, 'This dispute was already decided');
      if (settles) await moveDeposit(tx, { name: 'settle', bookingId: booking.id, now });
      const decision = { disputeId: dispute.id, refundCents, awardCents, depositCents: limits.depositCents };
      await this.deps.deposits.recordDecision(tx, booking, decision, now);
      const depositBackCents = limits.depositCents - awardCents;
      const parts = [
        ...(refundCents > 0
          ? [`${formatMoney(refundCents, booking.currency)} of the rental amount back to the renter`]
          : []),
        ...(settles && awardCents > 0
          ? [`${formatMoney(awardCents, booking.currency)} of the deposit to the owner`]
          : []),
        ...(depositBackCents > 0
          ? [`${formatMoney(depositBackCents, booking.currency)} of the deposit back to the renter`]
          : []),
      ];
      await recordEvent(tx, {
        bookingId: booking.id,
        event: 'dispute_decided',
        actor: 'admin',
        actorId: admin.user.id,
        now,
        note: `${parts.length ? parts.join('; ') : 'No money moves'}. ${note}`,
      });
      await recordAudit(tx, admin, {
        action: 'dispute.decide',
        targetType: 'dispute',
        targetId: dispute.id,
        targetLabel: disputeLabel(dispute, toolName, booking.code),
        reason: note,
        changes: [
          { field: 'status', before: dispute.status, after: decided.status },
          { field: 'refundToRenter', before: null, after: formatMoney(refundCents, booking.currency) },
          ...(settles
            ? [{ field: 'awardToOwner', before: null, after: formatMoney(awardCents, booking.currency) }]
            : []),
        ],
      });
      const about = { code: booking.code, toolName, bookingId: booking.id, currency: booking.currency };
      const outcome = { refundCents, awardCents: settles ? awardCents : 0, depositBackCents, note };
      const emails = this.emails();
      await this.deps.outbox.enqueue(
        tx,
        emails.decided(await this.person(tx, booking.renterId), 'renter', about, outcome),
      );
      await this.deps.outbox.enqueue(
        tx,
        emails.decided(await this.person(tx, booking.ownerId), 'owner', about, outcome),
      );
      const message = `The dispute about ${toolName} (${booking.code}) was decided: ${parts.length ? parts.join('; ') : 'no money moves'}.`;
      const notes = await this.notify(tx, booking.id, [
        { userId: booking.renterId, message },
        { userId: booking.ownerId, message },
      ]);
      return { decided, booking, notes };
    });
    this.deps.changed(result.booking, result.notes);
    return result.decided;
  }

  /**
   * An administrator dismisses a dispute: nothing moves because of it. A dismissed damage claim gives
   * the deposit back at once; a renter's dispute leaves the deposit to the release after the window.
   */
  async dismiss(viewer: Viewer | undefined, disputeId: string, noteInput: unknown): Promise<DisputeRow> {
    const admin = authorizeDispute(viewer, 'decide');
    const note = this.noteOf(noteInput);
    const now = this.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const { dispute, booking, toolName } = await this.lockOpen(tx, disputeId);
      DISPUTE_MACHINE.assert('dismiss', dispute, 'admin');
      const dismissed = await moveDispute(tx, {
        name: 'dismiss',
        disputeId: dispute.id,
        changes: { decisionNote: note, decidedById: admin.user.id, decidedAt: now },
      });
      if (!dismissed) throw new AppError(ErrorCode.CONFLICT, 'This dispute was already decided');
      await recordAudit(tx, admin, {
        action: 'dispute.dismiss',
        targetType: 'dispute',
        targetId: dispute.id,
        targetLabel: disputeLabel(dispute, toolName, booking.code),
        reason: note,
        changes: [{ field: 'status', before: dispute.status, after: dismissed.status }],
      });
      await recordEvent(tx, {
        bookingId: booking.id,
        event: 'dispute_dismissed',
        actor: 'admin',
        actorId: admin.user.id,
        now,
        note,
      });
      let depositBack = false;
      if (isDepositClaimed(booking)) {
        depositBack = Boolean(await this.deps.deposits.releaseIn(tx, booking, 'release_claim', now));
        if (depositBack) await this.deps.deposits.queueRefundOfRelease(tx, booking.id);
      } else if (isReturned(booking) && isDepositHeld(booking)) {
        // The release job may have found this dispute open at the window's end: it looks again.
        await this.deps.deposits.queueRelease(tx, booking);
      }
      const about = { code: booking.code, toolName, bookingId: booking.id, currency: booking.currency };
      const emails = this.emails();
      await this.deps.outbox.enqueue(
        tx,
        emails.dismissed(await this.person(tx, booking.renterId), 'renter', about, note, depositBack),
      );
      await this.deps.outbox.enqueue(
        tx,
        emails.dismissed(await this.person(tx, booking.ownerId), 'owner', about, note, depositBack),
      );
      const message = `The dispute about ${toolName} (${booking.code}) was dismissed: no money moves because of it${depositBack ? ', and the deposit goes back to the renter' : ''}.`;
      const notes = await this.notify(tx, booking.id, [
        { userId: booking.renterId, message },
        { userId: booking.ownerId, message },
      ]);
      return { dismissed, booking, notes };
    });
    this.deps.changed(result.booking, result.notes);
    return result.dismissed;
  }
}
