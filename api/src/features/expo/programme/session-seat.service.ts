import { and, asc, count, eq, gt, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { requireAdmin } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { translator } from '../../../lib/i18n.js';
import { isUuid } from '../../../lib/ids.js';
import { ensureQueue, type Jobs } from '../../../lib/jobs.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, type Page } from '../../../lib/list-query.js';
import type { Logger } from '../../../lib/logger.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import { hashToken, isOpaqueToken, newOpaqueToken } from '../../../lib/tokens.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import { isAwaitingApproval } from '../approval-status.js';
import { participants, type ParticipantRow } from '../expo.table.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';
import { sessionClock } from './programme.service.js';
import { programmeSessions, sessionSeats, type ProgrammeSessionRow, type SessionSeatRow } from './programme.table.js';
import { seatExpiredEmail, seatOfferEmail, sessionTitle } from './session-seat-emails.js';
import {
  holdsSeat,
  initialSeatStatus,
  isBooked,
  isSeatOffered,
  isWaitingForSeat,
  lapsedSeatOfferWhere,
  moveSessionSeat,
  openSeatWhere,
  seatHoldingWhere,
  seatLineWhere,
} from './session-seat-status.js';

const EXPIRE_QUEUE = 'session-seats.expire-offers';
/** Offers expired per transaction by the job: each frees a seat and offers it on, in the same transaction. */
const EXPIRE_BATCH = 100;

export interface SessionSeatDeps {
  db: Database;
  config: Pick<Config, 'expo' | 'waitlistOfferHours'>;
  outbox: OutboxService;
  publicUrl: () => string;
  logger: Logger;
  jobs: Jobs;
  /** Public programme answers show the seats left: the seats' own changes invalidate them. */
  publicCache: Pick<PublicCache, 'invalidate'>;
  now?: () => Date;
}

/** Where an attendee stands with a session that has seats, as "My registration" shows it. */
export type MySeatState = 'booked' | 'waiting' | 'offered' | 'available' | 'full' | 'closed';

/** A session with seats on one of the attendee's days, and their seat or place in its line. */
export interface MySessionSeatView {
  session: ProgrammeSessionRow;
  state: MySeatState;
  /** Until when an offered seat is held; null unless offered. */
  offerExpiresAt: Date | null;
  /** Their place in the line (1: next), null unless waiting. */
  placeInLine: number | null;
}

/** Loads the attendee's registration, locked, in the transaction of a seat change (a private link's). */
export type RegistrationLoader = (tx: Executor) => Promise<ParticipantRow>;

/** A session's numbers for the organisers. */
export interface SessionSeatCounts {
  session: ProgrammeSessionRow;
  booked: number;
  waiting: number;
  offered: number;
}

/** A seat offer as its page shows it, opened by its link. */
export interface SeatOfferView {
  session: ProgrammeSessionRow;
  firstName: string;
  expiresAt: Date;
}

/** An attendee with a seat, an offer or a place in a session's line (administrators). */
export interface SessionSeatHolderRow {
  seat: SessionSeatRow;
  registrationCode: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Seats still free; null when the session has no seats (open to every attendee of its day). */
export const seatsLeft = (session: Pick<ProgrammeSessionRow, 'seats' | 'seatsTaken'>): number | null =>
  session.seats == null ? null : Math.max(session.seats - session.seatsTaken, 0);

/*
 * A session's seats. `seats_taken` moves only here, in the transaction that makes or ends what holds a
 * seat (a booking, an unanswered offer), so it is always their exact count. Claiming is one guarded
 * UPDATE: concurrent bookings queue on the session's row and each re-reads `seats_taken` before it adds
 * one, so the last seat goes to exactly one of them (and the table's check refuses anything past `seats`).
 */

/** Holds one seat of the session; false when it is full. */
async function claimSeat(tx: Executor, sessionId: string): Promise<boolean> {
  const [row] = await tx
    .update(programmeSessions)
    .set({ seatsTaken: sql`${programmeSessions.seatsTaken} + 1` })
    .where(
      and(
        eq(programmeSessions.id, sessionId),
        isNotNull(programmeSessions.seats),
        sql`${programmeSessions.seatsTaken} < ${programmeSessions.seats}`,
      ),
    )
    .returning({ id: programmeSessions.id });
  return Boolean(row);
}

/** Gives one seat of the session back. */
async function releaseSeat(tx: Executor, sessionId: string): Promise<void> {
  await tx
    .update(programmeSessions)
    .set({ seatsTaken: sql`greatest(${programmeSessions.seatsTaken} - 1, 0)` })
    .where(eq(programmeSessions.id, sessionId));
}

/**
 * Seats at the programme's masterclasses and workshops. An attendee books one from their registration's
 * private link, on a day their registration admits to; a full session puts them in its line instead. A
 * seat freed (given up, an offer declined or lapsed, seats added, a registration that stops standing) is
 * offered to the oldest waiting attendee in the same transaction that frees it, held for them
 * WAITLIST_OFFER_HOURS: they take it with the offer's link (or from their registration page), or it
 * passes to the next in line.
 */
export class SessionSeatService {
  private readonly now: () => Date;
  constructor(private readonly deps: SessionSeatDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The refusal of a seat change for the attendee, in their registration's language. */
  private refuse(
    row: ParticipantRow,
    code: ErrorCode,
    key: string,
    values: Record<string, string> = {},
    path = 'sessionId',
  ) {
    const msg = translator(row.language)(`sessionSeats.refused.${key}`, values);
    return new AppError(code, msg, [{ path, msg }]);
  }

  /** A registration that stands and holds its ticket; cancelled, declined or awaiting approval are refused. */
  private assertStanding(row: ParticipantRow) {
    if (row.cancelledAt) throw this.refuse(row, ErrorCode.CONFLICT, 'cancelled', {}, 'token');
    if (isAwaitingApproval(row)) throw this.refuse(row, ErrorCode.CONFLICT, 'awaitingApproval', {}, 'token');
  }

  /** A session with seats of this edition, refused in the attendee's words otherwise. */
  private async seatedSession(tx: Executor, row: ParticipantRow, sessionId: string): Promise<ProgrammeSessionRow> {
    const [session] = isUuid(sessionId)
      ? await tx
          .select()
          .from(programmeSessions)
          .where(and(eq(programmeSessions.id, sessionId), eq(programmeSessions.year, this.deps.config.expo.year)))
      : [];
    if (!session) throw this.refuse(row, ErrorCode.NOT_FOUND, 'unknown');
    if (session.seats == null)
      throw this.refuse(row, ErrorCode.CONFLICT, 'noSeats', { session: sessionTitle(session, row.language) });
    return session;
  }

  /** The expo days the registration admits to (its type's; every day for one made before types). */
  private async daysOf(exec: Executor, row: ParticipantRow): Promise<string[] | null> {
    if (!row.typeId) return null;
    const [type] = await exec
      .select({ days: registrationTypes.days })
      .from(registrationTypes)
      .where(eq(registrationTypes.id, row.typeId));
    return type?.days ?? null;
  }

  private dayOf(session: ProgrammeSessionRow) {
    return sessionClock(session, this.deps.config.expo.timeZone).day;
  }

  /** The attendee's open row at the session, locked. */
  private async openSeat(tx: Executor, participantId: string, sessionId: string) {
    const [seat] = await tx
      .select()
      .from(sessionSeats)
      .where(and(eq(sessionSeats.sessionId, sessionId), eq(sessionSeats.participantId, participantId), openSeatWhere()))
      .for('update');
    return seat;
  }

  /** Refuses a seat at `session` while the attendee has a booked seat at another session at the same time. */
  private async assertNoOverlap(tx: Executor, row: ParticipantRow, session: ProgrammeSessionRow) {
    const [clash] = await tx
      .select({ title: programmeSessions.title, titleFr: programmeSessions.titleFr })
      .from(sessionSeats)
      .innerJoin(programmeSessions, eq(programmeSessions.id, sessionSeats.sessionId))
      .where(
        and(
          eq(sessionSeats.participantId, row.id),
          seatHoldingWhere(),
          ne(sessionSeats.sessionId, session.id),
          lt(programmeSessions.startsAt, session.endsAt),
          gt(programmeSessions.endsAt, session.startsAt),
        ),
      )
      .limit(1);
    if (clash) {
      throw this.refuse(row, ErrorCode.CONFLICT, 'overlap', { other: sessionTitle(clash, row.language) });
    }
  }

  /**
   * Books the attendee a seat at the session, or, when it is full, puts them in its line; an offered
   * seat is taken. Asking again changes nothing. Refused for a registration that does not stand or
   * awaits approval, a session without seats, on a day the registration does not admit to, started
   * already, or at the time of another session they have a seat at.
   */
  async book(registration: RegistrationLoader, sessionId: string): Promise<MySessionSeatView> {
    const view = await this.deps.db.transaction(async (tx) => {
      const row = await registration(tx);
      this.assertStanding(row);
      const session = await this.seatedSession(tx, row, sessionId);
      if (session.startsAt <= this.now()) throw this.refuse(row, ErrorCode.CONFLICT, 'started');
      const days = await this.daysOf(tx, row);
      const day = this.dayOf(session);
      if (days && !days.includes(day)) throw this.refuse(row, ErrorCode.FORBIDDEN, 'otherDay', { day });
      const seat = await this.openSeat(tx, row.id, session.id);
      if (seat && isWaitingForSeat(seat)) return this.viewOf(tx, session.id, seat);
      await this.assertNoOverlap(tx, row, session);
      if (seat && isSeatOffered(seat)) {
        const taken = await moveSessionSeat(tx, { name: 'accept', id: seat.id });
        return this.viewOf(tx, session.id, taken!);
      }
      if (seat) return this.viewOf(tx, session.id, seat);
      const booked = await claimSeat(tx, session.id);
      const [created] = await tx
        .insert(sessionSeats)
        .values({ sessionId: session.id, participantId: row.id, status: initialSeatStatus(booked) })
        .returning();
      return this.viewOf(tx, session.id, created!);
    });
    this.deps.publicCache.invalidate();
    return view;
  }

  /** The attendee gives up their seat, leaves the line or turns an offer down; a freed seat goes to the line. */
  async giveUp(registration: RegistrationLoader, sessionId: string): Promise<MySessionSeatView> {
    const view = await this.deps.db.transaction(async (tx) => {
      const row = await registration(tx);
      const session = await this.seatedSession(tx, row, sessionId);
      const seat = await this.openSeat(tx, row.id, session.id);
      if (!seat) throw this.refuse(row, ErrorCode.NOT_FOUND, 'nothingToGiveUp');
      if (session.startsAt <= this.now()) throw this.refuse(row, ErrorCode.CONFLICT, 'started');
      await this.close(tx, seat);
      return this.viewOf(tx, session.id, undefined);
    });
    this.deps.publicCache.invalidate();
    return view;
  }

  /** Gives up every open row of the registration (it stops standing), in the caller's transaction. */
  async releaseAll(tx: Executor, participantId: string): Promise<void> {
    const open = await tx
      .select()
      .from(sessionSeats)
      .where(and(eq(sessionSeats.participantId, participantId), openSeatWhere()))
      // Sessions in one order, so two registrations released at once never wait on each other's rows.
      .orderBy(asc(sessionSeats.sessionId))
      .for('update');
    for (const seat of open) await this.close(tx, seat);
  }

  /** Gives a row up; a seat it held goes to the next in line. */
  private async close(tx: Executor, seat: SessionSeatRow) {
    await moveSessionSeat(tx, { name: 'give_up', id: seat.id, changes: { closedAt: this.now() } });
    if (holdsSeat(seat)) await this.freeSeat(tx, seat.sessionId);
  }

  /** Gives a seat of the session back and offers it to the next attendee waiting, in the caller's transaction. */
  private async freeSeat(tx: Executor, sessionId: string): Promise<void> {
    await releaseSeat(tx, sessionId);
    await this.offerFreedSeats(tx, sessionId);
  }

  /**
   * Offers the session's free seats to the attendees waiting longest, each held for them from now; called
   * in the transaction that freed or added the seats. Stops when the seats or the line run out.
   */
  async offerFreedSeats(tx: Executor, sessionId: string): Promise<number> {
    let offered = 0;
    // Read once, for the offers' e-mails, when there is a first offer to make.
    let session: ProgrammeSessionRow | undefined;
    for (;;) {
      const [next] = await tx
        .select({ seat: sessionSeats, attendee: participants })
        .from(sessionSeats)
        .innerJoin(participants, eq(participants.id, sessionSeats.participantId))
        .where(seatLineWhere(sessionId))
        .orderBy(asc(sessionSeats.createdAt), asc(sessionSeats.id))
        .limit(1)
        .for('update', { of: sessionSeats, skipLocked: true });
      if (!next || !(await claimSeat(tx, sessionId))) return offered;
      const token = newOpaqueToken();
      const now = this.now();
      const seat = await moveSessionSeat(tx, {
        name: 'offer',
        id: next.seat.id,
        changes: {
          offerTokenHash: hashToken(token),
          offeredAt: now,
          offerExpiresAt: new Date(now.getTime() + this.deps.config.waitlistOfferHours * 3_600_000),
        },
      });
      session ??= (await tx.select().from(programmeSessions).where(eq(programmeSessions.id, sessionId)))[0]!;
      await this.deps.outbox.enqueue(
        tx,
        seatOfferEmail(this.deps.config, this.deps.publicUrl(), next.attendee, session, seat!, token),
      );
      offered += 1;
    }
  }

  private async offerByToken(exec: Executor, token: unknown, lock: boolean) {
    if (!isOpaqueToken(token)) throw this.gone();
    const query = exec
      .select({ seat: sessionSeats, session: programmeSessions, attendee: participants })
      .from(sessionSeats)
      .innerJoin(programmeSessions, eq(programmeSessions.id, sessionSeats.sessionId))
      .innerJoin(participants, eq(participants.id, sessionSeats.participantId))
      .where(eq(sessionSeats.offerTokenHash, hashToken(token)));
    const [row] = lock ? await query.for('update', { of: sessionSeats }) : await query;
    if (!row || !isSeatOffered(row.seat) || row.seat.offerExpiresAt! <= this.now()) throw this.gone();
    return row;
  }

  private gone() {
    return new AppError(
      ErrorCode.NOT_FOUND,
      'This seat offer has expired or was answered already: the seat went to the next person in line',
      [{ path: 'token', msg: 'This offer has expired or was answered already' }],
    );
  }

  /** The offer a link opens, while it stands; NOT_FOUND once it expired or was answered. */
  async offer(token: unknown): Promise<SeatOfferView> {
    const { seat, session, attendee } = await this.offerByToken(this.deps.db, token, false);
    return { session, firstName: attendee.firstName, expiresAt: seat.offerExpiresAt! };
  }

  /** The attendee takes the offered seat with the offer's link: it is booked for them. */
  async acceptOffer(token: unknown): Promise<SeatOfferView> {
    const view = await this.deps.db.transaction(async (tx) => {
      const { seat, session, attendee } = await this.offerByToken(tx, token, true);
      await this.assertNoOverlap(tx, attendee, session);
      await moveSessionSeat(tx, { name: 'accept', id: seat.id });
      return { session, firstName: attendee.firstName, expiresAt: seat.offerExpiresAt! };
    });
    this.deps.publicCache.invalidate();
    return view;
  }

  /** The attendee turns the offer down: the seat goes to the next in line at once. */
  async declineOffer(token: unknown): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const { seat } = await this.offerByToken(tx, token, true);
      await this.close(tx, seat);
    });
    this.deps.publicCache.invalidate();
  }

  /** Expires the offers nobody took up in time: each seat goes to the next attendee waiting. */
  async expireLapsedOffers(): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await this.deps.db.transaction(async (tx) => {
        const lapsed = await tx
          .select({ id: sessionSeats.id })
          .from(sessionSeats)
          .where(lapsedSeatOfferWhere(this.now()))
          .orderBy(asc(sessionSeats.offerExpiresAt))
          .limit(EXPIRE_BATCH)
          .for('update', { skipLocked: true });
        for (const { id } of lapsed) {
          const seat = await moveSessionSeat(tx, { name: 'expire', id, changes: { closedAt: this.now() } });
          if (!seat) continue;
          const [row] = await tx
            .select({ session: programmeSessions, attendee: participants })
            .from(programmeSessions)
            .innerJoin(participants, eq(participants.id, seat.participantId))
            .where(eq(programmeSessions.id, seat.sessionId));
          await this.deps.outbox.enqueue(tx, seatExpiredEmail(this.deps.config, row!.attendee, row!.session));
          await this.freeSeat(tx, seat.sessionId);
        }
        return lapsed.length;
      });
      expired += batch;
      if (batch < EXPIRE_BATCH) break;
    }
    if (expired) this.deps.publicCache.invalidate();
    return expired;
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, EXPIRE_QUEUE, { policy: 'stately', retryLimit: 3 });
    await this.deps.jobs.work(EXPIRE_QUEUE, async () => {
      const expired = await this.expireLapsedOffers();
      if (expired) this.deps.logger.info({ offers: expired }, 'Lapsed session seat offers passed on');
    });
    await this.deps.jobs.schedule(EXPIRE_QUEUE, '*/5 * * * *');
  }

  /** Where the attendee stands with a session: their open row (if any) and the session's seats. */
  private async viewOf(
    exec: Executor,
    sessionId: string,
    seat: SessionSeatRow | undefined,
  ): Promise<MySessionSeatView> {
    const [session] = await exec.select().from(programmeSessions).where(eq(programmeSessions.id, sessionId));
    return this.stateOf(exec, session!, seat);
  }

  private async stateOf(
    exec: Executor,
    session: ProgrammeSessionRow,
    seat: SessionSeatRow | undefined,
  ): Promise<MySessionSeatView> {
    const base = { session, offerExpiresAt: null, placeInLine: null };
    if (seat && isBooked(seat)) return { ...base, state: 'booked' };
    if (seat && isSeatOffered(seat)) return { ...base, state: 'offered', offerExpiresAt: seat.offerExpiresAt };
    if (seat && isWaitingForSeat(seat)) {
      const [ahead] = await exec
        .select({ n: count() })
        .from(sessionSeats)
        .where(
          and(
            seatLineWhere(session.id),
            or(
              lt(sessionSeats.createdAt, seat.createdAt),
              and(eq(sessionSeats.createdAt, seat.createdAt), lt(sessionSeats.id, seat.id)),
            ),
          ),
        );
      return { ...base, state: 'waiting', placeInLine: (ahead?.n ?? 0) + 1 };
    }
    if (session.startsAt <= this.now()) return { ...base, state: 'closed' };
    return { ...base, state: seatsLeft(session) ? 'available' : 'full' };
  }

  /**
   * The sessions with seats on the registration's days, in time order, with its seat or place in line
   * at each; none for a registration that does not stand or awaits approval (it books nothing).
   */
  async forRegistration(exec: Executor, row: ParticipantRow): Promise<MySessionSeatView[]> {
    if (row.cancelledAt || isAwaitingApproval(row)) return [];
    const days = await this.daysOf(exec, row);
    const [sessions, seats] = await Promise.all([
      exec
        .select()
        .from(programmeSessions)
        .where(and(eq(programmeSessions.year, this.deps.config.expo.year), isNotNull(programmeSessions.seats)))
        .orderBy(asc(programmeSessions.startsAt), asc(programmeSessions.endsAt), asc(programmeSessions.title)),
      exec
        .select()
        .from(sessionSeats)
        .where(and(eq(sessionSeats.participantId, row.id), openSeatWhere())),
    ]);
    const bySession = new Map(seats.map((s) => [s.sessionId, s]));
    const theirs = sessions.filter((s) => !days || days.includes(this.dayOf(s)));
    return Promise.all(theirs.map((s) => this.stateOf(exec, s, bySession.get(s.id))));
  }

  /**
   * Each session with seats and its booked, waiting and offered numbers (administrators): one grouped
   * count, whatever the number of registrations.
   */
  async counts(viewer: Viewer | undefined): Promise<SessionSeatCounts[]> {
    requireAdmin(viewer);
    const year = this.deps.config.expo.year;
    const [sessions, grouped] = await Promise.all([
      this.deps.db
        .select()
        .from(programmeSessions)
        .where(and(eq(programmeSessions.year, year), isNotNull(programmeSessions.seats)))
        .orderBy(asc(programmeSessions.startsAt), asc(programmeSessions.endsAt), asc(programmeSessions.title)),
      this.deps.db
        .select({ sessionId: sessionSeats.sessionId, status: sessionSeats.status, n: count() })
        .from(sessionSeats)
        .innerJoin(programmeSessions, eq(programmeSessions.id, sessionSeats.sessionId))
        .where(and(eq(programmeSessions.year, year), openSeatWhere()))
        .groupBy(sessionSeats.sessionId, sessionSeats.status),
    ]);
    const numbers = new Map(sessions.map((s) => [s.id, { session: s, booked: 0, waiting: 0, offered: 0 }]));
    for (const g of grouped) {
      const entry = numbers.get(g.sessionId);
      if (!entry) continue;
      if (isBooked(g)) entry.booked += g.n;
      else if (isSeatOffered(g)) entry.offered += g.n;
      else if (isWaitingForSeat(g)) entry.waiting += g.n;
    }
    return [...numbers.values()];
  }

  /**
   * A session's attendees (administrators), a page at a time: seats held first, then the line in its
   * order, then the rows given up or expired.
   */
  async list(
    viewer: Viewer | undefined,
    sessionId: string,
    params: { page?: number | null; pageSize?: number | null } = {},
  ): Promise<Page<SessionSeatHolderRow>> {
    requireAdmin(viewer);
    const where = holdersWhere(sessionId);
    const { page, pageSize, offset } = paging(params, HOLDER_PAGE_SIZES);
    const [items, total] = await Promise.all([
      this.deps.db
        .select(HOLDER_FIELDS)
        .from(sessionSeats)
        .innerJoin(participants, eq(participants.id, sessionSeats.participantId))
        .where(where)
        .orderBy(...keysetOrderBy(holderOrder()))
        .limit(pageSize)
        .offset(offset),
      this.countHolders(where),
    ]);
    return { items, total, page, pageSize };
  }

  /**
   * A session's attendees as a connection, in the pages' order, read on from a cursor, so a seat booked
   * or given up between two reads moves no other row. `count` counts every row, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    sessionId: string,
    window: KeysetWindow,
  ): Promise<Connection<SessionSeatHolderRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const where = holdersWhere(sessionId);
    const keyset = keysetPage(
      window,
      { list: 'adminSessionSeats', order: 'standing_asc', keys: holderOrder() },
      HOLDER_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...HOLDER_FIELDS, cursor: keyset.cursorValues })
      .from(sessionSeats)
      .innerJoin(participants, eq(participants.id, sessionSeats.participantId))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return { ...keyset.finish(rows), count: () => this.countHolders(where) };
  }

  private async countHolders(where: SQL): Promise<number> {
    const [total] = await this.deps.db.select({ n: count() }).from(sessionSeats).where(where);
    return total?.n ?? 0;
  }
}

/** The admin list of a session's attendees: 25 a page by default, at most 100. */
const HOLDER_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };

/** What the admin list shows of a seat: the row and who holds it. */
const HOLDER_FIELDS = {
  seat: sessionSeats,
  registrationCode: participants.registrationCode,
  firstName: participants.firstName,
  lastName: participants.lastName,
  email: participants.email,
};

/** A session's rows; a session id that is not a UUID names no session. */
function holdersWhere(sessionId: string): SQL {
  if (!isUuid(sessionId)) throw AppError.notFound('The programme session');
  return eq(sessionSeats.sessionId, sessionId);
}

/**
 * The admin list's one order, which its pages and its connection share: seats held first (0), then
 * the line (1), then the rows given up or expired (2); within each, oldest first, ties by id.
 */
function holderOrder(): KeysetKey[] {
  return [
    {
      expr: sql`case when ${seatHoldingWhere()} then 0 when ${openSeatWhere()} then 1 else 2 end`,
      direction: 'asc',
      kind: 'integer',
    },
    { expr: sessionSeats.createdAt, direction: 'asc' },
    { expr: sessionSeats.id, direction: 'asc' },
  ];
}
