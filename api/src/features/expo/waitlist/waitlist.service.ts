import { and, arrayOverlaps, asc, count, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { requireAdmin } from '../../../core/authorize.js';
import { emailField, languageField, parseInput, requiredText } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, type Page } from '../../../lib/list-query.js';
import { translator } from '../../../lib/i18n.js';
import { ensureQueue, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import { hashToken, newOpaqueToken } from '../../../lib/tokens.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import { allowConfirmationMail, type MailLimits } from '../../outbox/recipient-cap.js';
import { claimPlace, placesLeft, releasePlace } from '../registration-types/places.js';
import { registrationTypes, type RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import { typeName, type RegistrationTypeService } from '../registration-types/registration-type.service.js';
import { waitlistExpiredEmail, waitlistJoinedEmail, waitlistOfferEmail } from './waitlist-emails.js';
import {
  isOffered,
  lapsedOfferWhere,
  moveWaitlistEntry,
  openEntryWhere,
  waitingEntryWhere,
  waitingWhere,
} from './waitlist-status.js';
import { waitlistEntries, type WaitlistEntryRow } from './waitlist.table.js';

const EXPIRE_QUEUE = 'waitlist.expire-offers';
/** Offers expired per transaction by the job: each frees a place and offers it on, in the same transaction. */
const EXPIRE_BATCH = 100;

export interface WaitlistDeps {
  db: Database;
  config: Pick<Config, 'expo' | 'waitlistOfferHours'>;
  outbox: OutboxService;
  publicUrl: () => string;
  limits: MailLimits;
  logger: Logger;
  jobs: Jobs;
  types: RegistrationTypeService;
  now?: () => Date;
}

const joinSchema = z.object({
  type: requiredText('Registration type', 80, 'Please choose the registration type'),
  email: emailField,
  firstName: requiredText('First name', 80),
  lastName: requiredText('Last name', 80),
  language: languageField,
});
export type WaitlistJoinInput = { [K in keyof z.input<typeof joinSchema>]?: unknown };

/** A waitlist offer as the form shows it, opened by its link. */
export interface WaitlistOfferView {
  type: RegistrationTypeRow;
  email: string;
  firstName: string;
  lastName: string;
  expiresAt: Date;
}

/**
 * The waitlists of full registration types. A place freed (a registration cancelled, declined or
 * deleted, an offer that lapsed, a capacity raised) is offered to the oldest waiting person in the same
 * transaction that frees it, and held for them WAITLIST_OFFER_HOURS: they register with the offer's
 * link, or it passes to the next person.
 */
export class WaitlistService {
  private readonly now: () => Date;
  constructor(private readonly deps: WaitlistDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Puts a person in line for a full type. The answer is the same whether or not the address is in line
   * already (nothing changes then), so it tells nothing about who waits.
   */
  async join(input: WaitlistJoinInput): Promise<string> {
    const data = parseInput(joinSchema, input);
    const type = await this.deps.types.forRegistration(this.deps.db, data.type);
    if (placesLeft(type, await this.deps.types.dayRoom()) !== 0) {
      throw new AppError(ErrorCode.CONFLICT, `${type.name} still has places: register instead of joining the waitlist`);
    }
    const answer = translator(data.language)('waitlist.joinedAnswer', {
      type: typeName(type, data.language),
      email: data.email,
    });
    const mail = await allowConfirmationMail(this.deps, data.email, 'waitlist-joined');
    await this.deps.db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(waitlistEntries)
        .values({ ...data, typeId: type.id })
        .onConflictDoNothing()
        .returning();
      if (entry && mail) await this.deps.outbox.enqueue(tx, waitlistJoinedEmail(this.deps.config, entry, type));
      // A place may have freed between the form's check and now with nobody waiting to take it.
      if (entry) await this.offerFreedPlaces(tx, type.id);
    });
    return answer;
  }

  /**
   * Offers the type's free places to the people waiting longest, each held for them from now; called in
   * the transaction that freed or added the places. Stops when the places or the line run out.
   */
  async offerFreedPlaces(tx: Executor, typeId: string): Promise<number> {
    let offered = 0;
    // Read once, for the offers' e-mails, when there is a first offer to make.
    let type: RegistrationTypeRow | undefined;
    for (;;) {
      const [next] = await tx
        .select()
        .from(waitlistEntries)
        .where(waitingWhere(typeId))
        .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!next || !(await claimPlace(tx, typeId))) return offered;
      const token = newOpaqueToken();
      const now = this.now();
      const entry = await moveWaitlistEntry(tx, {
        name: 'offer',
        id: next.id,
        changes: {
          offerTokenHash: hashToken(token),
          offeredAt: now,
          offerExpiresAt: new Date(now.getTime() + this.deps.config.waitlistOfferHours * 3_600_000),
        },
      });
      type ??= (await tx.select().from(registrationTypes).where(eq(registrationTypes.id, typeId)))[0]!;
      await this.deps.outbox.enqueue(
        tx,
        waitlistOfferEmail(this.deps.config, this.deps.publicUrl(), entry!, type, token),
      );
      offered += 1;
    }
  }

  /**
   * Gives a place of the type back and offers it to the next person waiting, in the caller's transaction.
   * On a limited day the place is the day's too: when the type's own line does not take it, the lines of
   * the other types of that day are offered it, the one waiting longest first.
   */
  async freePlace(tx: Executor, typeId: string): Promise<void> {
    const days = await releasePlace(tx, typeId);
    await this.offerFreedPlaces(tx, typeId);
    if (!days.length) return;
    const others = await tx
      .select({ typeId: waitlistEntries.typeId })
      .from(waitlistEntries)
      .innerJoin(registrationTypes, eq(registrationTypes.id, waitlistEntries.typeId))
      .where(
        and(
          waitingEntryWhere(),
          eq(registrationTypes.year, this.deps.config.expo.year),
          ne(registrationTypes.id, typeId),
          arrayOverlaps(registrationTypes.days, days),
        ),
      )
      .groupBy(waitlistEntries.typeId)
      .orderBy(sql`min(${waitlistEntries.createdAt})`);
    for (const other of others) await this.offerFreedPlaces(tx, other.typeId);
  }

  /** The offer a link opens, while it stands; NOT_FOUND once it expired or was used. */
  async offer(token: string): Promise<WaitlistOfferView> {
    const [row] = await this.deps.db
      .select({ entry: waitlistEntries, type: registrationTypes })
      .from(waitlistEntries)
      .innerJoin(registrationTypes, eq(registrationTypes.id, waitlistEntries.typeId))
      .where(eq(waitlistEntries.offerTokenHash, hashToken(token.trim())));
    if (!row || !this.stands(row.entry)) throw this.gone();
    const { entry, type } = row;
    return {
      type,
      email: entry.email,
      firstName: entry.firstName,
      lastName: entry.lastName,
      expiresAt: entry.offerExpiresAt!,
    };
  }

  /**
   * Takes up the offer of `token` in the registration's transaction: answers the entry (locked) whose
   * held place the registration uses; the caller records the registration with `accepted`.
   */
  async claimOffer(tx: Executor, token: string): Promise<WaitlistEntryRow> {
    const [entry] = await tx
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.offerTokenHash, hashToken(token.trim())))
      .for('update');
    if (!entry || !this.stands(entry)) throw this.gone();
    return entry;
  }

  /**
   * Marks the offer taken up by `participantId`, in the registration's transaction; null: by a paid
   * registration's order, which holds the place from now on (it gives it back if it is not paid).
   */
  async accepted(tx: Executor, entry: WaitlistEntryRow, participantId: string | null): Promise<void> {
    await moveWaitlistEntry(tx, { name: 'accept', id: entry.id, changes: { participantId, closedAt: this.now() } });
  }

  /** The person turns the offer down: the place goes to the next in line at once. */
  async decline(token: string): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const entry = await this.claimOffer(tx, token);
      await moveWaitlistEntry(tx, { name: 'decline', id: entry.id, changes: { closedAt: this.now() } });
      await this.freePlace(tx, entry.typeId);
    });
  }

  private stands(entry: WaitlistEntryRow): boolean {
    return isOffered(entry) && entry.offerExpiresAt! > this.now();
  }

  private gone() {
    return new AppError(
      ErrorCode.NOT_FOUND,
      'This waitlist offer has expired or was used already: the place went to the next person in line',
      [{ path: 'offer', msg: 'This offer has expired or was used already' }],
    );
  }

  /** Expires the offers nobody took up in time: each place goes to the next person waiting. */
  async expireLapsedOffers(): Promise<number> {
    let expired = 0;
    for (;;) {
      const batch = await this.deps.db.transaction(async (tx) => {
        const lapsed = await tx
          .select({ id: waitlistEntries.id })
          .from(waitlistEntries)
          .where(lapsedOfferWhere(this.now()))
          .orderBy(asc(waitlistEntries.offerExpiresAt))
          .limit(EXPIRE_BATCH)
          .for('update', { skipLocked: true });
        // A batch is mostly of a few types: each is read once.
        const types = new Map<string, RegistrationTypeRow>();
        for (const { id } of lapsed) {
          const entry = await moveWaitlistEntry(tx, { name: 'expire', id, changes: { closedAt: this.now() } });
          if (!entry) continue;
          let type = types.get(entry.typeId);
          if (!type) {
            [type] = await tx.select().from(registrationTypes).where(eq(registrationTypes.id, entry.typeId));
            types.set(entry.typeId, type!);
          }
          await this.deps.outbox.enqueue(tx, waitlistExpiredEmail(this.deps.config, entry, type!));
          await this.freePlace(tx, entry.typeId);
        }
        return lapsed.length;
      });
      expired += batch;
      if (batch < EXPIRE_BATCH) return expired;
    }
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, EXPIRE_QUEUE, { policy: 'stately', retryLimit: 3 });
    await this.deps.jobs.work(EXPIRE_QUEUE, async () => {
      const expired = await this.expireLapsedOffers();
      if (expired) this.deps.logger.info({ offers: expired }, 'Lapsed waitlist offers passed on');
    });
    await this.deps.jobs.schedule(EXPIRE_QUEUE, '*/5 * * * *');
  }

  /** A type's waitlist, a page at a time (administrators): open entries first in line order, then the closed ones. */
  async list(
    viewer: Viewer | undefined,
    typeId: string,
    params: { page?: number | null; pageSize?: number | null } = {},
  ): Promise<Page<WaitlistEntryRow>> {
    requireAdmin(viewer);
    const where = entriesWhere(typeId);
    const { page, pageSize, offset } = paging(params, ENTRY_PAGE_SIZES);
    const [items, total] = await Promise.all([
      this.deps.db
        .select()
        .from(waitlistEntries)
        .where(where)
        .orderBy(...keysetOrderBy(entryOrder()))
        .limit(pageSize)
        .offset(offset),
      this.countEntries(where),
    ]);
    return { items, total, page, pageSize };
  }

  /**
   * A type's waitlist as a connection, in the pages' order, read on from a cursor, so an entry that
   * joins or closes between two reads moves no other. `count` counts every entry, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    typeId: string,
    window: KeysetWindow,
  ): Promise<Connection<WaitlistEntryRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const where = entriesWhere(typeId);
    const keyset = keysetPage(
      window,
      { list: 'adminWaitlist', order: 'standing_asc', keys: entryOrder() },
      ENTRY_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...getTableColumns(waitlistEntries), cursor: keyset.cursorValues })
      .from(waitlistEntries)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return { ...keyset.finish(rows), count: () => this.countEntries(where) };
  }

  private async countEntries(where: SQL): Promise<number> {
    const [total] = await this.deps.db.select({ n: count() }).from(waitlistEntries).where(where);
    return total?.n ?? 0;
  }
}

/** The admin list of a type's waitlist: 25 a page by default, at most 100. */
const ENTRY_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };

/** A type's entries; a type id that is not a UUID names no type. */
function entriesWhere(typeId: string): SQL {
  if (!isUuid(typeId)) throw AppError.notFound('The registration type');
  return eq(waitlistEntries.typeId, typeId);
}

/**
 * The admin list's one order, which its pages and its connection share: open entries first (0), then
 * the closed ones (1); within each, oldest first (the line's order), ties by id.
 */
function entryOrder(): KeysetKey[] {
  return [
    { expr: sql`case when ${openEntryWhere()} then 0 else 1 end`, direction: 'asc', kind: 'integer' },
    { expr: waitlistEntries.createdAt, direction: 'asc' },
    { expr: waitlistEntries.id, direction: 'asc' },
  ];
}
