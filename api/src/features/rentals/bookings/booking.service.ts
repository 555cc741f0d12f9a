import { and, count, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import type { AppPubSub } from '../../../graphql/pubsub.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { waitInWords } from '../../../lib/rate-limits/rate-limits.js';
import { formatMoney } from '../../../lib/money.js';
import { isUuid } from '../../../lib/ids.js';
import type { Connection, KeysetPage, KeysetWindow } from '../../../lib/keyset.js';
import { keysetAndSort, pageAndSort, prefixSearch, type ListParams, type Page } from '../../../lib/list-query.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import { requireAdmin } from '../../../core/authorize.js';
import { authorizeAccount } from '../../accounts/account.policy.js';
import { users } from '../../accounts/account.table.js';
import type { Viewer } from '../../../core/viewer.js';
import type { NotificationDraft, NotificationService } from '../../notifications/notification.service.js';
import type { NotificationRow } from '../../notifications/notification.table.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import type { EmailAttachment } from '../../outbox/outbox.table.js';
import { rentalCategories } from '../categories/category.table.js';
import { authorizeTool } from '../tools/tool.policy.js';
import { tools } from '../tools/tool.table.js';
import { bookedUnits, holdsUnits, notHeldBy } from './availability.js';
import { toolBlocks } from './block.table.js';
import { authorizeBooking, roleInBooking, type BookingRole } from './booking.policy.js';
import { bookingEmails } from './booking-emails.js';
import { outcomeLabels } from './booking-outcome.js';
import type { BookingWithRefs } from './booking-refs.js';
import { periodCharge } from './booking-charge.js';
import { rulesProblem } from '../tools/booking-rules.js';
import { parsePeriod, type Period, type PeriodInput } from './booking-time.js';
import { isPickupCode, pickupCodeInput, triesBeforeWait, waitAfterWrongCodes } from './pickup-code.js';
import { BOOKING_STATUSES, bookingEvents, bookings, type BookingRow, type BookingStatus } from './booking.table.js';
import {
  OWNER_CANCELLATION_WINDOW_DAYS,
  OWNER_REASON_MAX,
  ownerCancellation,
  renterCancellation,
  type CancellationPreview,
} from './cancellation.js';
import {
  allowed,
  assertTransition,
  BOOKING_MACHINE,
  cancelledWhere,
  inProgressWhere,
  isAwaitingPickup,
  isNotReturned,
  isOverdue,
  listedWhere,
  overdueWhere,
  paidWhere,
  recordTransition,
  type LifecycleRules,
  type TransitionName,
} from './lifecycle.js';
import { REFUND_DUE } from './refund-status.js';
import { describeLateFee, lateFeeOf } from '../tools/late-fee.js';

/** What the renter's confirmation e-mail needs from payments/: each booking's receipt, as a PDF attachment. */
export type ReceiptAttachments = (rows: BookingWithRefs[], paidAt: Date) => Promise<EmailAttachment[]>;

/** Why a pickup code that is not six digits is refused (it is not counted as a wrong code). */
function malformedPickupCode(code: unknown, current: BookingWithRefs): string {
  const text = typeof code === 'string' ? code.trim() : '';
  if (!text) return `Enter the 6-digit pickup code ${current.renter.firstName} shows you`;
  if (/^lt/i.test(text))
    return `This is the booking code, which you see too: ask ${current.renter.firstName} for the 6-digit pickup code on their booking page`;
  return `A pickup code is 6 digits: ask ${current.renter.firstName} for the one on their booking page`;
}

/** What a cancellation needs from payments/: the booking's refund, queued in the cancelling transaction. */
export interface RefundQueue {
  queueRefund(tx: Executor, bookingId: string): Promise<void>;
}

/** What a return needs from payments/: the deposit's release, queued for the end of the dispute window. */
export interface DepositQueue {
  queueRelease(tx: Executor, booking: Pick<BookingRow, 'id' | 'depositCents' | 'returnedAt'>): Promise<void>;
  /** In the returning transaction: a late return's fee, taken from the deposit, into the ledger. */
  recordLateFee(tx: Executor, booking: BookingRow, cents: number, now: Date): Promise<void>;
}

const renter = alias(users, 'renter');
const owner = alias(users, 'owner');

/** Lists leave out checkouts in progress and holds that were never paid (requests to book are listed). */
const SETTLED = listedWhere();

/** The orders of the booking lists (ListParams.sortBy), and the default. */
const LIST_SORTABLE = {
  createdAt: bookings.createdAt,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  code: bookings.code,
  amount: bookings.amountCents,
  status: bookings.status,
};
const LIST_DEFAULT_ORDER = { sortBy: 'createdAt', direction: 'desc' } as const;

export interface BookingListFilters {
  status?: BookingStatus | null;
  toolId?: string | null;
}

/** The admin list's search (code, tool name or renter) and filters; an unknown status is an input error. */
function adminListWhere(params: ListParams, filters: BookingListFilters): SQL | undefined {
  if (filters.status && !BOOKING_STATUSES.includes(filters.status))
    throw AppError.badInput([{ path: 'status', msg: `Status must be one of: ${BOOKING_STATUSES.join(', ')}` }]);
  return and(
    filters.status ? eq(bookings.status, filters.status) : undefined,
    filters.toolId && isUuid(filters.toolId) ? eq(bookings.toolId, filters.toolId) : undefined,
    prefixSearch(params.search, [bookings.code, tools.name, renter.firstName, renter.lastName]),
  );
}

/** After a commit: the notes to announce and the booking pages to refresh. */
export interface Announcements {
  notes: NotificationRow[];
  bookings: Pick<BookingRow, 'id' | 'renterId' | 'ownerId'>[];
}

/**
 * Bookings once they exist: lists, quotes and calendars, who may see them, the owner's pickup and
 * return and the renter's cancellation (each a lifecycle transition; the refund is payments' work,
 * queued through `RefundQueue`), and what the parties are told. Reminders: booking-reminders.ts.
 */
export class BookingService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      outbox: OutboxService;
      notifications: NotificationService;
      pubsub: AppPubSub;
      refunds: RefundQueue;
      receipts?: ReceiptAttachments;
      deposits?: DepositQueue;
      publicUrl: () => string;
      /** Cached marketplace pages filter by free dates: booked periods invalidate them. */
      publicCache: Pick<PublicCache, 'invalidate'>;
      now?: () => Date;
    },
  ) {}

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Bookings with their tool, renter and owner: one query, whatever the number of rows. */
  private withRefs(exec: Executor = this.deps.db) {
    return this.withRefsAnd(exec, {});
  }

  /** withRefs and more fields (a connection's cursor values). */
  private withRefsAnd<E extends Record<string, SQL>>(exec: Executor, extra: E) {
    return exec
      .select({
        ...extra,
        booking: bookings,
        tool: {
          id: tools.id,
          name: tools.name,
          description: tools.description,
          rating: tools.rating,
          coverImage: tools.coverImage,
          image1: tools.image1,
          image2: tools.image2,
          image3: tools.image3,
          image4: tools.image4,
          country: tools.country,
          state: tools.state,
          city: tools.city,
          address: tools.address,
          timeZone: tools.timeZone,
          categoryId: tools.categoryId,
          categoryName: rentalCategories.name,
        },
        renter: { id: renter.id, firstName: renter.firstName, lastName: renter.lastName },
        owner: { id: owner.id, firstName: owner.firstName, lastName: owner.lastName },
      })
      .from(bookings)
      .innerJoin(tools, eq(tools.id, bookings.toolId))
      .innerJoin(rentalCategories, eq(rentalCategories.id, tools.categoryId))
      .innerJoin(renter, eq(renter.id, bookings.renterId))
      .innerJoin(owner, eq(owner.id, bookings.ownerId));
  }

  /** Booking rows by id, for the GraphQL loaders (who may see each is the caller's check): one query. */
  async rowsByIds(ids: readonly string[]): Promise<Map<string, BookingRow>> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return new Map();
    const rows = await this.deps.db.select().from(bookings).where(inArray(bookings.id, valid));
    return new Map(rows.map((row) => [row.id, row]));
  }

  async loadMany(ids: string[], exec: Executor = this.deps.db): Promise<BookingWithRefs[]> {
    if (!ids.length) return [];
    return this.withRefs(exec).where(inArray(bookings.id, ids)).orderBy(bookings.createdAt, bookings.code);
  }

  private async load(id: string): Promise<BookingWithRefs> {
    const [row] = isUuid(id) ? await this.withRefs().where(eq(bookings.id, id)) : [];
    if (!row) throw AppError.notFound('The booking');
    return row;
  }

  /** One booking for its renter, the tool's owner or an administrator. */
  async get(viewer: Viewer | undefined, id: string): Promise<BookingWithRefs & { role: BookingRole }> {
    const row = await this.load(id);
    const role = authorizeBooking(viewer, row.booking);
    return { ...row, role };
  }

  /** Out with the renter after its return time (the lifecycle's rule). */
  isOverdue(booking: Pick<BookingRow, 'status' | 'startsAt' | 'endsAt'>): boolean {
    return isOverdue(booking, this.now());
  }

  /** Whose bookings a list shows: the viewer's own, or (administrators) anyone's. */
  private subject(viewer: Viewer | undefined, userId: string | undefined): string {
    if (!viewer) throw AppError.unauthenticated();
    const id = userId ?? viewer.user.id;
    authorizeAccount(viewer, 'read', id, 'You can only see your own bookings');
    return id;
  }

  /** Bookings a user made (My Rental History), newest first; searched by code, tool name or owner. */
  listAsRenter(viewer: Viewer | undefined, params: ListParams = {}, renterId?: string): Promise<Page<BookingWithRefs>> {
    return this.listOf('renter', viewer, params, renterId);
  }

  /** Bookings of a user's tools (My Bookings), newest first; searched by code, tool name or renter. */
  listAsOwner(viewer: Viewer | undefined, params: ListParams = {}, ownerId?: string): Promise<Page<BookingWithRefs>> {
    return this.listOf('owner', viewer, params, ownerId);
  }

  /**
   * One side's bookings. A search matches the other party's names. Without a search (every visit of
   * the page before one is typed) the page and its count are built once per side and order, and sent
   * as named prepared statements: building this join was most of the list's Node time.
   */
  private async listOf(
    side: 'renter' | 'owner',
    viewer: Viewer | undefined,
    params: ListParams,
    userId: string | undefined,
  ): Promise<Page<BookingWithRefs>> {
    const column = side === 'renter' ? bookings.renterId : bookings.ownerId;
    const other = side === 'renter' ? owner : renter;
    const id = this.subject(viewer, userId);
    // An id that is not a UUID (administrators may send any) has no bookings.
    if (params.search?.trim() || !isUuid(id)) {
      return this.page(
        and(
          isUuid(id) ? eq(column, id) : sql`false`,
          SETTLED,
          prefixSearch(params.search, [bookings.code, tools.name, other.firstName, other.lastName]),
        ),
        params,
      );
    }
    const sort = pageAndSort(params, LIST_SORTABLE, LIST_DEFAULT_ORDER, bookings.id);
    // pageAndSort has refused any other sortBy: at most 2 sides x 6 orders x 2 directions.
    const sortBy = params.sortBy ?? LIST_DEFAULT_ORDER.sortBy;
    const direction = params.sortDirection ?? (params.sortBy ? 'asc' : LIST_DEFAULT_ORDER.direction);
    const key = `${side}_${sortBy}_${direction}`;
    let prepared = this.listQueries.get(key);
    if (!prepared) {
      prepared = this.prepareList(key, column, sort.orderBy);
      this.listQueries.set(key, prepared);
    }
    const [items, [total]] = await Promise.all([
      prepared.page.execute({ subject: id, limit: sort.limit, offset: sort.offset }),
      prepared.count.execute({ subject: id }),
    ]);
    return { items, total: total?.n ?? 0, page: sort.page, pageSize: sort.pageSize };
  }

  private readonly listQueries = new Map<string, ReturnType<BookingService['prepareList']>>();

  /**
   * One side's bookings as a connection (My Bookings, My Rental History): the lists' search and
   * orders, read on from a cursor, so a booking made between two reads moves no other. `count` counts
   * every match (the offset list's count), run only when asked for.
   */
  async connectionOf(
    side: 'renter' | 'owner',
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: ListParams = {},
    userId?: string,
  ): Promise<Connection<BookingWithRefs> & { count: () => Promise<number> }> {
    const column = side === 'renter' ? bookings.renterId : bookings.ownerId;
    const other = side === 'renter' ? owner : renter;
    const id = this.subject(viewer, userId);
    const list = side === 'renter' ? 'myRentalHistory' : 'myBookings';
    const keyset = keysetAndSort(list, window, params, LIST_SORTABLE, LIST_DEFAULT_ORDER, bookings.id);
    // An id that is not a UUID (administrators may send any) has no bookings.
    const where = and(
      isUuid(id) ? eq(column, id) : sql`false`,
      SETTLED,
      prefixSearch(params.search, [bookings.code, tools.name, other.firstName, other.lastName]),
    );
    return this.connection(keyset, where);
  }

  /** One side's page and count in one order, with the user, the page size and the offset as parameters. */
  private prepareList(key: string, column: typeof bookings.renterId | typeof bookings.ownerId, orderBy: SQL[]) {
    const where = and(eq(column, sql.placeholder('subject')), SETTLED);
    return {
      page: this.withRefs()
        .where(where)
        .orderBy(...orderBy)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`bookings_list_${key}`),
      count: this.countOf(where).prepare(`bookings_count_${key}`),
    };
  }

  /** Every booking, for administrators: searched by code, tool name or renter, filtered, sorted. */
  async listAll(viewer: Viewer | undefined, params: ListParams = {}, filters: BookingListFilters = {}) {
    requireAdmin(viewer);
    return this.page(adminListWhere(params, filters), params);
  }

  /**
   * Every booking as a connection, for administrators: the admin list's search, filters and orders,
   * read on from a cursor, so a booking made between two reads moves no other. `count` counts every
   * match, run only when asked for.
   */
  async listAllConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: ListParams = {},
    filters: BookingListFilters = {},
  ): Promise<Connection<BookingWithRefs> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const where = adminListWhere(params, filters);
    const keyset = keysetAndSort('adminBookings', window, params, LIST_SORTABLE, LIST_DEFAULT_ORDER, bookings.id);
    return this.connection(keyset, where);
  }

  /** The bookings of `where` in the keyset's window, and their count when it is asked for. */
  private async connection(
    keyset: KeysetPage,
    where: SQL | undefined,
  ): Promise<Connection<BookingWithRefs> & { count: () => Promise<number> }> {
    const rows = await this.withRefsAnd(this.deps.db, { cursor: keyset.cursorValues })
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.countOf(where))[0]?.n ?? 0,
    };
  }

  private async page(where: SQL | undefined, params: ListParams): Promise<Page<BookingWithRefs>> {
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(
      params,
      LIST_SORTABLE,
      LIST_DEFAULT_ORDER,
      bookings.id,
    );
    const [items, [total]] = await Promise.all([
      this.withRefs()
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.countOf(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /** How many bookings a list's condition matches (with the joins its search may name). */
  private countOf(where: SQL | undefined) {
    return this.deps.db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(tools, eq(tools.id, bookings.toolId))
      .innerJoin(renter, eq(renter.id, bookings.renterId))
      .innerJoin(owner, eq(owner.id, bookings.ownerId))
      .where(where);
  }

  /** Paid bookings per tool (cancelled ones excluded), for the owner's list: one query. */
  async countsByTool(toolIds: string[]): Promise<Map<string, number>> {
    if (!toolIds.length) return new Map();
    const rows = await (this.paidCounts ??= this.preparePaidCounts()).execute({ toolIds });
    return new Map(rows.map((r) => [r.toolId, r.n]));
  }

  private paidCounts: ReturnType<BookingService['preparePaidCounts']> | undefined;

  /** One statement whatever the number of tools (an array parameter), built once and prepared. */
  private preparePaidCounts() {
    return this.deps.db
      .select({ toolId: bookings.toolId, n: count() })
      .from(bookings)
      .where(and(sql`${bookings.toolId} = any(${sql.placeholder('toolIds')}::uuid[])`, paidWhere()))
      .groupBy(bookings.toolId)
      .prepare('bookings_paid_counts_by_tool');
  }

  /** The dashboard summary: bookings in progress as renter and as owner. */
  async activeSummary(viewer: Viewer | undefined) {
    if (!viewer) throw AppError.unauthenticated();
    const me = viewer.user.id;
    const [row] = await this.deps.db
      .select({
        asRenter: sql<number>`count(*) filter (where ${bookings.renterId} = ${me})::int`,
        asOwner: sql<number>`count(*) filter (where ${bookings.ownerId} = ${me})::int`,
        overdueAsOwner: sql<number>`count(*) filter (where ${bookings.ownerId} = ${me} and ${overdueWhere(this.now())})::int`,
      })
      .from(bookings)
      .where(and(or(eq(bookings.renterId, me), eq(bookings.ownerId, me)), inProgressWhere()));
    return { asRenter: row?.asRenter ?? 0, asOwner: row?.asOwner ?? 0, overdueAsOwner: row?.overdueAsOwner ?? 0 };
  }

  /**
   * What a period would cost and how many units are free then (the booking form's live figures).
   * Public: it reveals how busy a tool is, never who booked it. For a signed-in renter, their own
   * unpaid hold counts as free: it is theirs to resume or let go of (a new checkout releases it).
   */
  async quote(toolId: string, input: PeriodInput, viewerId?: string) {
    const [tool] = isUuid(toolId) ? await this.deps.db.select().from(tools).where(eq(tools.id, toolId)) : [];
    if (!tool || tool.itemStatus !== 'Available') throw AppError.notFound('The tool');
    const period = parsePeriod(input, { timeZone: tool.timeZone, now: this.now() });
    const charge = periodCharge(tool.rentalCircle, tool.priceCents, period, tool);
    // The owner's rules (length, notice, how far ahead), on the form's field each is about.
    const broken = rulesProblem(tool, period, charge.billedMinutes, this.now());
    if (broken) throw AppError.badInput([broken]);
    const booked = await bookedUnits(this.deps.db, tool, period, this.now(), { heldBy: viewerId });
    const free = Math.max(0, tool.units - booked);
    return { tool, period, ...charge, free };
  }

  /**
   * Booked and blocked periods of a tool between two instants (the calendar): amounts of units, no
   * names, and when the owner's notice and how-far-ahead rules let bookings start. Like
   * the tool page, an unlisted tool's calendar is for its owner and administrators only. A renter's
   * own unpaid hold is left out of what they see, as in the quote.
   */
  async calendar(viewer: Viewer | undefined, toolId: string, from: Date, to: Date) {
    if (!isUuid(toolId)) throw AppError.notFound('The tool');
    if (!(to > from) || to.getTime() - from.getTime() > 400 * 86_400_000)
      throw AppError.badInput([{ path: 'to', msg: 'Ask for at most 400 days, ending after they start' }]);
    const [tool] = await this.deps.db
      .select({
        units: tools.units,
        ownerId: tools.ownerId,
        itemStatus: tools.itemStatus,
        noticeMinutes: tools.noticeMinutes,
        maxAdvanceDays: tools.maxAdvanceDays,
      })
      .from(tools)
      .where(and(eq(tools.id, toolId), isNull(tools.deletedAt)));
    if (!tool) throw AppError.notFound('The tool');
    authorizeTool(viewer, 'read', tool);
    const range = sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
    const booked = this.deps.db
      .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, quantity: bookings.quantity })
      .from(bookings)
      .where(
        and(
          eq(bookings.toolId, toolId),
          holdsUnits(this.now()),
          sql`${bookings.period} && ${range}`,
          viewer ? notHeldBy(viewer.user.id) : undefined,
        ),
      );
    // The owner's blocks read like bookings of their units: nobody learns why a day is taken.
    const blocked = this.deps.db
      .select({ startsAt: toolBlocks.startsAt, endsAt: toolBlocks.endsAt, quantity: toolBlocks.units })
      .from(toolBlocks)
      .where(and(eq(toolBlocks.toolId, toolId), sql`${toolBlocks.period} && ${range}`));
    const periods = (await Promise.all([booked, blocked])).flat();
    periods.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const now = this.now().getTime();
    return {
      units: tool.units,
      periods,
      bookableFrom: new Date(now + tool.noticeMinutes * 60_000),
      bookableUntil: tool.maxAdvanceDays ? new Date(now + tool.maxAdvanceDays * 86_400_000) : null,
    };
  }

  /** The lifecycle rules an operator tunes (configuration). */
  get rules(): LifecycleRules {
    return this.deps.config.bookings;
  }

  /**
   * The owner hands the tool over, and proves the renter is there with the pickup code only the renter
   * is shown (typed, or read from the QR code on the renter's booking page). Wrong codes are counted
   * per booking (pickup-code.ts).
   */
  async confirmPickup(viewer: Viewer | undefined, id: string, code: unknown): Promise<BookingWithRefs> {
    const current = await this.load(id);
    const role = authorizeBooking(viewer, current.booking);
    if (BOOKING_MACHINE.reached('confirm_pickup', current.booking) && role === 'owner') return current;
    assertTransition('confirm_pickup', current.booking, role, this.now(), this.rules);
    const input = pickupCodeInput(code);
    if (!input) throw AppError.badInput([{ path: 'code', msg: malformedPickupCode(code, current) }]);
    await this.checkPickupCode(current, input);
    return this.transition(
      current,
      'confirm_pickup',
      viewer!,
      { pickedUpAt: this.now() },
      {
        renter: `The pickup of ${current.tool.name} (${current.booking.code}) is confirmed. Enjoy the job!`,
        kind: 'pickup_confirmed',
      },
    );
  }

  /**
   * Compares a well-formed code with the booking's, one attempt at a time per booking (its row is
   * locked: twenty guesses sent at once are counted one after the other). A wrong code is counted in
   * its own transaction, so the refusal that follows keeps it; after every fifth the owner waits.
   */
  private async checkPickupCode(current: BookingWithRefs, input: string): Promise<void> {
    const now = this.now();
    type Outcome =
      { kind: 'right' } | { kind: 'waiting'; waitMs: number } | { kind: 'wrong'; failures: number; waitMs?: number };
    const outcome = await this.deps.db.transaction(async (tx): Promise<Outcome> => {
      const [row] = await tx
        .select({
          pickupCode: bookings.pickupCode,
          failures: bookings.pickupCodeFailures,
          retryAt: bookings.pickupCodeRetryAt,
        })
        .from(bookings)
        .where(eq(bookings.id, current.booking.id))
        .for('update');
      if (!row) throw AppError.notFound('The booking');
      if (row.retryAt && row.retryAt > now) return { kind: 'waiting', waitMs: row.retryAt.getTime() - now.getTime() };
      if (isPickupCode(row.pickupCode, input)) return { kind: 'right' };
      const failures = row.failures + 1;
      const waitMs = waitAfterWrongCodes(failures);
      await tx
        .update(bookings)
        .set({ pickupCodeFailures: failures, pickupCodeRetryAt: waitMs ? new Date(now.getTime() + waitMs) : null })
        .where(eq(bookings.id, current.booking.id));
      return { kind: 'wrong', failures, ...(waitMs ? { waitMs } : {}) };
    });
    if (outcome.kind === 'right') return;
    const renterName = current.renter.firstName;
    if (outcome.kind === 'waiting') {
      const seconds = Math.ceil(outcome.waitMs / 1000);
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        `Too many wrong pickup codes for this booking: try again in ${waitInWords(seconds)}. Ask ${renterName} to open their booking page and read you the pickup code.`,
        [],
        seconds,
      );
    }
    const next = outcome.waitMs
      ? `That was too many wrong codes: the next one can be tried in ${waitInWords(Math.ceil(outcome.waitMs / 1000))}.`
      : `${triesBeforeWait(outcome.failures)} more wrong ${triesBeforeWait(outcome.failures) === 1 ? 'code' : 'codes'} and you will have to wait.`;
    throw AppError.badInput([
      {
        path: 'code',
        msg: `This is not the pickup code of this booking: ask ${renterName} for the 6-digit pickup code on their booking page. ${next}`,
      },
    ]);
  }

  /**
   * The owner has the tool back. Only after its pickup; the old client, which has no pickup step,
   * may confirm the return of a booking whose rental has started (`legacy`). A tool reported not
   * returned that came back after all is returned too (its dispute is still decided).
   */
  async confirmReturn(
    viewer: Viewer | undefined,
    id: string,
    options: { legacy?: boolean } = {},
  ): Promise<BookingWithRefs> {
    const current = await this.load(id);
    const role = authorizeBooking(viewer, current.booking);
    if (BOOKING_MACHINE.reached('confirm_return', current.booking) && role === 'owner') return current;
    const name = isNotReturned(current.booking)
      ? 'confirm_late_return'
      : options.legacy && isAwaitingPickup(current.booking)
        ? 'confirm_return_unrecorded_pickup'
        : 'confirm_return';
    const now = this.now();
    assertTransition(name, current.booking, role, now, this.rules);
    // A late return (not one reported not returned: an administrator decides that deposit) costs the
    // booking's late fee, out of its deposit.
    const fee = name === 'confirm_return' ? lateFeeOf(current.booking, now) : { cents: 0, units: 0 };
    const feeText = fee.cents > 0 ? describeLateFee(current.booking, fee) : undefined;
    return this.transition(
      current,
      name,
      viewer!,
      { returnedAt: now, ...(fee.cents > 0 ? { lateFeeChargedCents: fee.cents } : {}) },
      {
        renter:
          `The return of ${current.tool.name} (${current.booking.code}) is confirmed. You can now rate and review it.` +
          (feeText ? ` It came back ${feeText}, taken from your deposit.` : ''),
        kind: 'return_confirmed',
      },
      async (tx) => {
        const returned = { ...current.booking, returnedAt: now, lateFeeChargedCents: fee.cents };
        if (fee.cents > 0) await this.deps.deposits?.recordLateFee(tx, returned, fee.cents, now);
        await this.deps.deposits?.queueRelease(tx, returned);
      },
      feeText ? `Late fee: ${feeText}, from the deposit` : undefined,
    );
  }

  /**
   * What cancelling now would give back to the viewer's side, before they confirm: for the renter the
   * booking's policy, for the owner everything. Undefined when the viewer cannot cancel it now.
   */
  async cancellationPreview(viewer: Viewer | undefined, id: string): Promise<CancellationPreview | undefined> {
    const current = await this.load(id);
    const role = authorizeBooking(viewer, current.booking);
    const now = this.now();
    if (allowed('cancel', current.booking, role, now, this.rules)) return renterCancellation(current.booking, now);
    if (allowed('cancel_by_owner', current.booking, role, now, this.rules)) return ownerCancellation(current.booking);
    return undefined;
  }

  /**
   * The renter cancels before the start: the booking's policy says how much of the amount comes back
   * (stored on the booking as `refundCents`), the deposit comes back in full. `expectedRefundCents`
   * is what the renter was shown: when the refund is now less (a tier ended in between), nothing
   * happens and the answer is a CONFLICT naming the new amount.
   */
  async cancel(
    viewer: Viewer | undefined,
    id: string,
    options: { expectedRefundCents?: number } = {},
  ): Promise<BookingWithRefs> {
    const current = await this.load(id);
    const role = authorizeBooking(viewer, current.booking);
    if (BOOKING_MACHINE.reached('cancel', current.booking) && role === 'renter') return current;
    const now = this.now();
    assertTransition('cancel', current.booking, role, now, this.rules);
    const preview = renterCancellation(current.booking, now);
    const money = (cents: number) => formatMoney(cents, current.booking.currency);
    if (options.expectedRefundCents !== undefined && preview.refundCents < options.expectedRefundCents) {
      throw new AppError(
        'CONFLICT',
        `The refund is now ${money(preview.refundCents)} (${preview.percent}% of the rental), not ${money(options.expectedRefundCents)}: the booking was not cancelled. Confirm again to cancel with the new refund.`,
      );
    }
    const back = preview.refundCents + preview.depositCents;
    return this.transition(
      current,
      'cancel',
      viewer!,
      {
        cancelledAt: now,
        cancelReason: 'renter',
        refundCents: preview.refundCents,
        refundStatus: back > 0 ? REFUND_DUE : null,
      },
      {
        owner: `${current.renter.firstName} cancelled booking ${current.booking.code} of ${current.tool.name}. ${
          preview.percent === 100
            ? 'The renter gets the rental amount back.'
            : `You keep ${money(current.booking.amountCents - preview.refundCents)} of it, less the platform fee.`
        }`,
        renter: `Booking ${current.booking.code} is cancelled. ${
          back > 0 ? `${money(back)} is on its way back to your card.` : 'Under its policy nothing is refunded.'
        }`,
        kind: 'booking_cancelled',
      },
      async (tx) => {
        await this.deps.refunds.queueRefund(tx, current.booking.id);
        const person = await this.person(tx, current.booking.renterId);
        await this.deps.outbox.enqueue(tx, this.emails().cancelled(person, current, preview));
      },
    );
  }

  /**
   * The owner cancels a paid booking before its start, with a reason the renter reads: the renter
   * gets everything back (amount and deposit), and the cancellation counts on the owner's profile.
   */
  async cancelAsOwner(viewer: Viewer | undefined, id: string, reason: unknown): Promise<BookingWithRefs> {
    const current = await this.load(id);
    const role = authorizeBooking(viewer, current.booking);
    const text = typeof reason === 'string' ? reason.trim() : '';
    const now = this.now();
    assertTransition('cancel_by_owner', current.booking, role, now, this.rules);
    if (!text) throw AppError.badInput([{ path: 'reason', msg: 'Tell the renter why you cancel: they will read it' }]);
    if (text.length > OWNER_REASON_MAX)
      throw AppError.badInput([{ path: 'reason', msg: `The reason must be at most ${OWNER_REASON_MAX} characters` }]);
    const preview = ownerCancellation(current.booking);
    const back = formatMoney(preview.refundCents + preview.depositCents, current.booking.currency);
    return this.transition(
      current,
      'cancel_by_owner',
      viewer!,
      { cancelledAt: now, cancelReason: 'owner', refundCents: preview.refundCents, refundStatus: REFUND_DUE },
      {
        renter: `${current.owner.firstName} cancelled booking ${current.booking.code} of ${current.tool.name}: "${text}". ${back} is on its way back to your card.`,
        kind: 'booking_cancelled',
      },
      async (tx) => {
        await this.deps.refunds.queueRefund(tx, current.booking.id);
        const person = await this.person(tx, current.booking.renterId);
        await this.deps.outbox.enqueue(tx, this.emails().cancelledByOwner(person, current, preview, text));
      },
      text,
    );
  }

  /**
   * Bookings each owner cancelled in the last 12 months (shown with the owner on tool pages): one
   * query for all of them. A count only, never which bookings or renters.
   */
  async ownerCancellations(ownerIds: readonly string[]): Promise<Map<string, number>> {
    const ids = ownerIds.filter(isUuid);
    if (!ids.length) return new Map();
    const since = new Date(this.now().getTime() - OWNER_CANCELLATION_WINDOW_DAYS * 86_400_000);
    const rows = await this.deps.db
      .select({ ownerId: bookings.ownerId, n: count() })
      .from(bookings)
      .where(
        and(
          inArray(bookings.ownerId, ids),
          eq(bookings.cancelReason, 'owner'),
          cancelledWhere(),
          gte(bookings.cancelledAt, since),
        ),
      )
      .groupBy(bookings.ownerId);
    return new Map(rows.map((r) => [r.ownerId, r.n]));
  }

  private async person(tx: Executor, id: string) {
    const [p] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, id));
    return p!;
  }

  private emails() {
    return bookingEmails(this.deps.config, this.deps.publicUrl());
  }

  /**
   * How each of these bookings (which the viewer already sees) ended, in words, where its status alone
   * would mislead (booking-outcome.ts): one query for all of them (the GraphQL loaders' batch).
   */
  outcomeLabels(rows: readonly { id: string; status: BookingStatus }[]): Promise<Map<string, string>> {
    return outcomeLabels(this.deps.db, rows);
  }

  /** The booking's timeline, oldest first: its creation, then every transition. */
  async timeline(viewer: Viewer | undefined, id: string) {
    const current = await this.load(id);
    authorizeBooking(viewer, current.booking);
    const events = await this.deps.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id))
      .orderBy(bookingEvents.createdAt, bookingEvents.id);
    return { booking: current.booking, events };
  }

  private async transition(
    current: BookingWithRefs,
    name: TransitionName,
    viewer: Viewer,
    changes: Partial<typeof bookings.$inferInsert>,
    notes: { kind: NotificationDraft['kind']; renter?: string; owner?: string },
    extra?: (tx: Executor) => Promise<void>,
    note?: string,
  ): Promise<BookingWithRefs> {
    const { booking } = current;
    const actor = roleInBooking(viewer, booking)!;
    const announcements = await this.deps.db.transaction(async (tx) => {
      const [moved] = await recordTransition(tx, {
        name,
        bookingIds: [booking.id],
        actor,
        actorId: viewer.user.id,
        now: this.now(),
        changes,
        note,
      });
      if (!moved) throw new AppError('CONFLICT', 'This booking changed meanwhile: reload the page and try again');
      await extra?.(tx);
      const drafts: NotificationDraft[] = [];
      if (notes.renter)
        drafts.push({ userId: booking.renterId, kind: notes.kind, message: notes.renter, bookingId: booking.id });
      if (notes.owner)
        drafts.push({ userId: booking.ownerId, kind: notes.kind, message: notes.owner, bookingId: booking.id });
      return { notes: await this.deps.notifications.add(tx, drafts), bookings: [booking] };
    });
    this.announce(announcements);
    return this.load(booking.id);
  }

  /** Periods were taken or freed: cached public answers that filter by free dates are out of date. */
  availabilityChanged(): void {
    this.deps.publicCache.invalidate();
  }

  announce({ notes, bookings: changed }: Announcements): void {
    if (changed.length) this.availabilityChanged();
    this.deps.notifications.announce(notes);
    for (const b of changed) {
      this.deps.pubsub.publish('BOOKING_CHANGED', b.renterId, { bookingId: b.id });
      this.deps.pubsub.publish('BOOKING_CHANGED', b.ownerId, { bookingId: b.id });
    }
  }

  /**
   * What follows a payment, in the checkout's transaction: each owner is told at once (in-app and
   * the e-mail 'Your tool has just been booked'), the renter gets the codes by e-mail.
   */
  async onConfirmed(tx: Executor, ids: string[]): Promise<Announcements> {
    const rows = await this.loadMany(ids, tx);
    if (!rows.length) return { notes: [], bookings: [] };
    const emails = bookingEmails(this.deps.config, this.deps.publicUrl());
    const drafts: NotificationDraft[] = rows.map((r) => ({
      userId: r.booking.ownerId,
      kind: 'booking_created',
      message: `Your tool has just been booked: ${r.tool.name}, ${r.booking.quantity} × ${r.booking.code}, by ${r.renter.firstName}.`,
      bookingId: r.booking.id,
    }));
    const ownerIds = [...new Set(rows.map((r) => r.booking.ownerId))];
    const people = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [...ownerIds, rows[0]!.booking.renterId]));
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const ownerId of ownerIds) {
      const person = byId.get(ownerId)!;
      await this.deps.outbox.enqueue(
        tx,
        emails.toolBooked(
          person,
          rows.filter((r) => r.booking.ownerId === ownerId),
        ),
      );
    }
    const receipts = (await this.deps.receipts?.(rows, this.now())) ?? [];
    await this.deps.outbox.enqueue(tx, emails.bookingConfirmed(byId.get(rows[0]!.booking.renterId)!, rows, receipts));
    return { notes: await this.deps.notifications.add(tx, drafts), bookings: rows.map((r) => r.booking) };
  }

  /** Paid too late: the hold had lapsed and someone else took the period. The refund is queued. */
  async notifyLost(tx: Executor, lost: BookingRow[]): Promise<NotificationRow[]> {
    const rows = await this.loadMany(
      lost.map((b) => b.id),
      tx,
    );
    return this.deps.notifications.add(
      tx,
      rows.map((r) => ({
        userId: r.booking.renterId,
        kind: 'booking_cancelled' as const,
        message: `Your payment for ${r.tool.name} arrived after its 15-minute hold ended, and the period was booked meanwhile. ${r.booking.code} is cancelled and refunded in full.`,
        bookingId: r.booking.id,
      })),
    );
  }

  /** A cancelled booking's money is back with its renter (payments/ recorded it): the renter is told. */
  async onRefunded(tx: Executor, booking: BookingRow): Promise<Announcements> {
    const [full] = await this.loadMany([booking.id], tx);
    const [person] = await tx.select().from(users).where(eq(users.id, booking.renterId));
    await this.deps.outbox.enqueue(tx, bookingEmails(this.deps.config, this.deps.publicUrl()).refunded(person!, full!));
    const notes = await this.deps.notifications.add(tx, [
      {
        userId: booking.renterId,
        kind: 'refund',
        message: `Your refund for booking ${booking.code} has been issued.`,
        bookingId: booking.id,
      },
    ]);
    return { notes, bookings: [booking] };
  }
}

export type { Period };
