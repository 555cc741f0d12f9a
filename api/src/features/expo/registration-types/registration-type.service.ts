import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { violatedConstraint } from '../../../db/errors.js';
import { requireAdmin } from '../../../core/authorize.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { formatMoney } from '../../../lib/money.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import type { Language } from '../../../lib/language.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import { slugOf } from '../../../lib/slug.js';
import { changesBetween, createdWith, recordAudit, snapshotOf } from '../../audit/audit.js';
import { accessCodes } from '../access-codes/access-code.table.js';
import { participants } from '../expo.table.js';
import { expoDays } from '../programme/programme.service.js';
import { registrationCounts } from './registration-counts.js';
import { dayPlaces, dayRoomOf, lockEditionDays, type DayRoom } from './places.js';
import { expoDayCapacities, registrationTypes, type RegistrationTypeRow } from './registration-type.table.js';
import { registrationTypeSchema, type RegistrationTypeInput } from './registration-type.validation.js';
import { registrationOrders } from '../paid-registration/order.table.js';

export interface RegistrationTypeDeps {
  db: Database;
  config: Pick<Config, 'expo' | 'currency' | 'currencies'>;
  /** The types are in cached public answers (the registration form): writes invalidate them. */
  publicCache: Pick<PublicCache, 'invalidate'>;
  /**
   * Places were added to a type (its capacity raised, a day's limit raised): the waitlist gets them, in
   * the same transaction.
   */
  onPlacesAdded?: (tx: Executor, typeId: string) => Promise<void>;
  /** A type became the sponsors' VIP passes' type: approved sponsors without a code get theirs, in the same transaction. */
  onSponsorPassesType?: (tx: Executor) => Promise<void>;
  now?: () => Date;
}

/** Whether a type is on sale at a moment. */
export type SaleState = 'not_yet' | 'open' | 'ended';

export function saleState(type: Pick<RegistrationTypeRow, 'salesStartAt' | 'salesEndAt'>, now: Date): SaleState {
  if (type.salesStartAt && now < type.salesStartAt) return 'not_yet';
  if (type.salesEndAt && now >= type.salesEndAt) return 'ended';
  return 'open';
}

/** A type's name in `language` (its French name when it has one). */
export const typeName = (type: Pick<RegistrationTypeRow, 'name' | 'nameFr'>, language: Language) =>
  (language === 'fr' && type.nameFr) || type.name;

/** The default type every edition starts with: where the old client's registrations land. */
const DEFAULT_TYPE = { slug: 'visitor', name: 'Visitor', nameFr: 'Visiteur' } as const;

const AUDITED = [
  'slug',
  'name',
  'nameFr',
  'description',
  'descriptionFr',
  'days',
  'capacity',
  'price',
  'salesStartAt',
  'salesEndAt',
  'hidden',
  'isDefault',
  'requiresCode',
  'requiresApproval',
  'sponsorPasses',
  'position',
  'badgeColour',
  'questions',
] as const;
/** What the audit log shows of a type: its settings, the days and questions as one line each. */
function audited(row: RegistrationTypeRow) {
  return {
    ...row,
    price: row.priceCents > 0 ? formatMoney(row.priceCents, row.currency!) : 'free',
    days: row.days.join(', '),
    questions: row.questions.map((q) => `${q.key} (${q.kind}${q.required ? ', required' : ''})`).join('; '),
  };
}

/**
 * The registration types organisers define for this edition: what the form offers, what each costs in
 * places and days, and what it asks. Every edition has one default type (start-up makes it).
 */
export class RegistrationTypeService {
  private readonly now: () => Date;
  constructor(private readonly deps: RegistrationTypeDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private get year() {
    return this.deps.config.expo.year;
  }

  /** The types the form offers (not hidden), in the organisers' order. */
  listPublic(): Promise<RegistrationTypeRow[]> {
    return this.deps.db
      .select()
      .from(registrationTypes)
      .where(and(eq(registrationTypes.year, this.year), eq(registrationTypes.hidden, false)))
      .orderBy(asc(registrationTypes.position), asc(registrationTypes.name));
  }

  /** Every type of this edition, hidden ones too (administrators). */
  async listAll(viewer: Viewer | undefined): Promise<RegistrationTypeRow[]> {
    requireAdmin(viewer);
    return this.deps.db
      .select()
      .from(registrationTypes)
      .where(eq(registrationTypes.year, this.year))
      .orderBy(asc(registrationTypes.position), asc(registrationTypes.name));
  }

  /** Places left on this edition's limited days, by day: a type's `placesLeft` counts them. */
  async dayRoom(exec: Executor = this.deps.db): Promise<DayRoom> {
    return dayRoomOf(await dayPlaces(exec, this.year));
  }

  /**
   * Sets the limit of people an expo day admits, over every type that admits to it (null: none of its
   * own). It cannot go below the places held that day; raised, the waitlists of its types get the new
   * places, oldest type first in the form's order.
   */
  async setDayCapacity(viewer: Viewer | undefined, day: string, capacity: number | null) {
    const actor = requireAdmin(viewer);
    const days = expoDays(this.deps.config.expo);
    if (!days.includes(day)) {
      throw AppError.badInput([{ path: 'day', msg: `Not a day of the expo: it runs ${days.join(', ')}` }]);
    }
    if (capacity != null && (!Number.isInteger(capacity) || capacity < 0 || capacity > 10_000_000)) {
      throw AppError.badInput([{ path: 'capacity', msg: 'Enter a whole number of people from 0 to 10,000,000' }]);
    }
    await this.deps.db.transaction(async (tx) => {
      await lockEditionDays(tx, this.year);
      const before = (await dayPlaces(tx, this.year)).find((d) => d.day === day);
      const held = before?.held ?? (await this.heldOnDay(tx, day));
      if (capacity != null && capacity < held) {
        throw AppError.badInput([
          {
            path: 'capacity',
            msg: `${held} places are held on ${day} already (registrations and waitlist offers): the limit cannot be lower`,
          },
        ]);
      }
      if ((before?.capacity ?? null) === capacity) return;
      if (capacity == null) {
        await tx
          .delete(expoDayCapacities)
          .where(and(eq(expoDayCapacities.year, this.year), eq(expoDayCapacities.day, day)));
      } else {
        await tx
          .insert(expoDayCapacities)
          .values({ year: this.year, day, capacity })
          .onConflictDoUpdate({
            target: [expoDayCapacities.year, expoDayCapacities.day],
            set: { capacity, updatedAt: this.now() },
          });
      }
      await recordAudit(tx, actor, {
        action: 'expo_day.capacity',
        targetType: 'expo_day',
        // A day has no record id of its own: the entry is found by its label (the day).
        targetId: randomUUID(),
        targetLabel: day,
        changes: [
          {
            field: 'capacity',
            before: before ? String(before.capacity) : null,
            after: capacity == null ? null : String(capacity),
          },
        ],
      });
      if (before && (capacity == null || capacity > before.capacity)) {
        const types = await tx
          .select({ id: registrationTypes.id })
          .from(registrationTypes)
          .where(and(eq(registrationTypes.year, this.year), sql`${day} = any(${registrationTypes.days})`))
          .orderBy(asc(registrationTypes.position), asc(registrationTypes.name));
        for (const type of types) await this.deps.onPlacesAdded?.(tx, type.id);
      }
    });
    this.deps.publicCache.invalidate();
  }

  /** Places held on a day without a limit of its own: what a new limit must leave room for. */
  private async heldOnDay(tx: Executor, day: string): Promise<number> {
    const [row] = await tx
      .select({ held: sql<number>`coalesce(sum(${registrationTypes.taken}), 0)::int` })
      .from(registrationTypes)
      .where(and(eq(registrationTypes.year, this.year), sql`${day} = any(${registrationTypes.days})`));
    return row?.held ?? 0;
  }

  /** This edition's registration in numbers, per type and per day (administrators). */
  counts(viewer: Viewer | undefined) {
    return registrationCounts(this.deps, viewer);
  }

  /** A public type by id or slug (a hidden one only by its id or slug, as an invitation link gives it). */
  async find(ref: string): Promise<RegistrationTypeRow | undefined> {
    const [row] = await this.deps.db.select().from(registrationTypes).where(this.byRef(ref));
    return row;
  }

  async get(viewer: Viewer | undefined, id: string): Promise<RegistrationTypeRow> {
    requireAdmin(viewer);
    return this.load(this.deps.db, id);
  }

  private byRef(ref: string) {
    const key = ref.trim();
    return and(
      eq(registrationTypes.year, this.year),
      isUuid(key) ? eq(registrationTypes.id, key) : eq(registrationTypes.slug, key.toLowerCase()),
    );
  }

  private async load(exec: Executor, id: string, lock = false): Promise<RegistrationTypeRow> {
    if (!isUuid(id)) throw AppError.notFound('The registration type');
    const query = exec
      .select()
      .from(registrationTypes)
      .where(and(eq(registrationTypes.id, id), eq(registrationTypes.year, this.year)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('The registration type');
    return row;
  }

  /**
   * The type a registration goes to, read in the registration's transaction: the one named (id or
   * slug; `path` names the input in errors), else the edition's default. Refused when it is not on sale,
   * and when it needs an access code and the registration came without one (`withCode`).
   */
  async forRegistration(
    exec: Executor,
    ref: string | null | undefined,
    { path = 'type', withCode = false }: { path?: string; withCode?: boolean } = {},
  ): Promise<RegistrationTypeRow> {
    const [row] = await exec
      .select()
      .from(registrationTypes)
      .where(
        ref?.trim()
          ? this.byRef(ref)
          : and(eq(registrationTypes.year, this.year), eq(registrationTypes.isDefault, true)),
      );
    if (!row) {
      throw AppError.badInput([{ path, msg: 'This registration type does not exist: choose one of those offered' }]);
    }
    if (row.requiresCode && !withCode) {
      throw AppError.badInput([{ path: 'code', msg: `Registration as ${row.name} needs an access code: enter yours` }]);
    }
    const sale = saleState(row, this.now());
    if (sale !== 'open') {
      throw new AppError(
        ErrorCode.CONFLICT,
        sale === 'not_yet'
          ? `Registration as ${row.name} opens on ${row.salesStartAt!.toISOString().slice(0, 10)}`
          : `Registration as ${row.name} has closed`,
        [{ path, msg: sale === 'not_yet' ? 'Not on sale yet' : 'No longer on sale' }],
      );
    }
    return row;
  }

  /**
   * Makes sure this edition has its default type and that registrations made before types existed are
   * filed under it (counted in its places). Safe to run at every start, on several instances at once.
   */
  async ensureDefault(): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      await tx
        .insert(registrationTypes)
        .values({ ...DEFAULT_TYPE, year: this.year, days: expoDays(this.deps.config.expo), isDefault: true })
        .onConflictDoNothing();
      const [fallback] = await tx
        .select({ id: registrationTypes.id })
        .from(registrationTypes)
        .where(and(eq(registrationTypes.year, this.year), eq(registrationTypes.isDefault, true)));
      const filed = await tx
        .update(participants)
        .set({ typeId: fallback!.id })
        .where(and(eq(participants.year, this.year), isNull(participants.typeId)))
        .returning({ id: participants.id });
      if (!filed.length) return;
      // The places now held are those of its standing registrations.
      await tx
        .update(registrationTypes)
        .set({
          taken: sql`(select count(*)::int from ${participants} where ${participants.typeId} = ${fallback!.id} and ${participants.cancelledAt} is null)`,
        })
        .where(eq(registrationTypes.id, fallback!.id));
    });
  }

  async create(viewer: Viewer | undefined, input: RegistrationTypeInput): Promise<RegistrationTypeRow> {
    const actor = requireAdmin(viewer);
    const values = this.parse(input);
    const row = await this.write(async (tx) => {
      if (values.isDefault) await this.clearDefault(tx);
      if (values.sponsorPasses) await this.clearSponsorPasses(tx);
      const [created] = await tx
        .insert(registrationTypes)
        .values({ ...values, year: this.year })
        .returning();
      if (created!.sponsorPasses) await this.deps.onSponsorPassesType?.(tx);
      await recordAudit(tx, actor, {
        action: 'registration_type.create',
        targetType: 'registration_type',
        targetId: created!.id,
        targetLabel: created!.name,
        changes: createdWith(audited(created!), AUDITED),
      });
      return created!;
    });
    this.deps.publicCache.invalidate();
    return row;
  }

  /** Replaces every setting. Capacity cannot go below the places held; raised, the waitlist gets the new places. */
  async update(viewer: Viewer | undefined, id: string, input: RegistrationTypeInput): Promise<RegistrationTypeRow> {
    const actor = requireAdmin(viewer);
    const values = this.parse(input);
    const row = await this.write(async (tx) => {
      // A raised capacity claims places for the waitlist: the edition's limited days are locked first.
      await lockEditionDays(tx, this.year);
      const before = await this.load(tx, id, true);
      if (values.capacity != null && values.capacity < before.taken) {
        throw AppError.badInput([
          {
            path: 'capacity',
            msg: `${before.taken} places are held already (registrations and waitlist offers): the capacity cannot be lower`,
          },
        ]);
      }
      if (before.isDefault && !values.isDefault) {
        throw AppError.badInput([
          { path: 'isDefault', msg: 'Every edition has a default type: make another type the default instead' },
        ]);
      }
      if (values.isDefault && !before.isDefault) await this.clearDefault(tx);
      if (values.sponsorPasses && !before.sponsorPasses) await this.clearSponsorPasses(tx);
      const [after] = await tx
        .update(registrationTypes)
        .set({ ...values, updatedAt: this.now() })
        .where(eq(registrationTypes.id, id))
        .returning();
      const changes = changesBetween(audited(before), audited(after!), AUDITED);
      if (changes.length) {
        await recordAudit(tx, actor, {
          action: 'registration_type.update',
          targetType: 'registration_type',
          targetId: id,
          targetLabel: after!.name,
          changes,
        });
      }
      const overfull = (await dayPlaces(tx, this.year)).find(
        (d) => d.held > d.capacity && after!.days.includes(d.day) && !before.days.includes(d.day),
      );
      if (overfull) {
        throw AppError.badInput([
          {
            path: 'days',
            msg: `${overfull.day} admits ${overfull.capacity} people and this type's ${before.taken} places would pass it: raise the day's limit first`,
          },
        ]);
      }
      const added = before.capacity != null && (after!.capacity == null || after!.capacity > before.capacity);
      if (added) await this.deps.onPlacesAdded?.(tx, id);
      if (after!.sponsorPasses && !before.sponsorPasses) await this.deps.onSponsorPassesType?.(tx);
      return after!;
    });
    this.deps.publicCache.invalidate();
    return this.load(this.deps.db, row.id);
  }

  /** Deletes a type nobody registered as (its waitlist goes with it); the default type stays. */
  async delete(viewer: Viewer | undefined, id: string): Promise<RegistrationTypeRow> {
    const actor = requireAdmin(viewer);
    const deleted = await this.deps.db.transaction(async (tx) => {
      const current = await this.load(tx, id, true);
      if (current.isDefault) {
        throw new AppError(
          ErrorCode.CONFLICT,
          'The default type cannot be deleted: make another type the default first',
        );
      }
      const [codes] = await tx.select({ n: count() }).from(accessCodes).where(eq(accessCodes.typeId, id));
      if (codes!.n > 0) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `${codes!.n} access code${codes!.n === 1 ? ' is' : 's are'} for this type, so it cannot be deleted: hide it, or end its sales, instead`,
        );
      }
      const [ordered] = await tx
        .select({ n: count() })
        .from(registrationOrders)
        .where(eq(registrationOrders.typeId, id));
      if (ordered!.n > 0) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `${ordered!.n} paid registration${ordered!.n === 1 ? ' was' : 's were'} ordered as this type (the books keep them), so it cannot be deleted: hide it, or end its sales, instead`,
        );
      }
      const [used] = await tx.select({ n: count() }).from(participants).where(eq(participants.typeId, id));
      if (used!.n > 0) {
        throw new AppError(
          ErrorCode.CONFLICT,
          `${used!.n} registration${used!.n === 1 ? ' is' : 's are'} of this type, so it cannot be deleted: hide it, or end its sales, instead`,
        );
      }
      await tx.delete(registrationTypes).where(eq(registrationTypes.id, id));
      await recordAudit(tx, actor, {
        action: 'registration_type.delete',
        targetType: 'registration_type',
        targetId: id,
        targetLabel: current.name,
        changes: snapshotOf(audited(current), AUDITED),
      });
      return current;
    });
    this.deps.publicCache.invalidate();
    return deleted;
  }

  private parse(input: RegistrationTypeInput) {
    const values = parseInput(registrationTypeSchema, input);
    const days = new Set(expoDays(this.deps.config.expo));
    const outside = values.days.filter((day) => !days.has(day));
    if (outside.length) {
      throw AppError.badInput([
        { path: 'days', msg: `Not a day of the expo: ${outside.join(', ')} (it runs ${[...days].join(', ')})` },
      ]);
    }
    const slug = values.slug || slugOf(values.name);
    if (!slug) throw AppError.badInput([{ path: 'slug', msg: 'Please enter a slug of letters or digits' }]);
    // A price is in the operator's currency unless another one it takes is named; free has none.
    const currency = values.priceCents > 0 ? (values.currency ?? this.deps.config.currency) : null;
    if (currency && !this.deps.config.currencies.includes(currency)) {
      throw AppError.badInput([
        { path: 'currency', msg: `Prices are in ${this.deps.config.currencies.join(' or ')}: choose one of them` },
      ]);
    }
    return { ...values, slug, currency, days: [...new Set(values.days)].sort() };
  }

  /** Runs a write; a slug another type of this edition has is a field error. */
  private async write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(work);
    } catch (error) {
      if (violatedConstraint(error)?.includes('slug')) {
        throw AppError.badInput([{ path: 'slug', msg: 'Another registration type of this edition has this slug' }]);
      }
      throw error;
    }
  }

  /** One type per edition holds the sponsors' VIP passes: setting it on one takes it off the other. */
  private async clearSponsorPasses(tx: Executor): Promise<void> {
    await tx
      .update(registrationTypes)
      .set({ sponsorPasses: false })
      .where(and(eq(registrationTypes.year, this.year), eq(registrationTypes.sponsorPasses, true)));
  }

  private async clearDefault(tx: Executor): Promise<void> {
    await tx
      .update(registrationTypes)
      .set({ isDefault: false })
      .where(and(eq(registrationTypes.year, this.year), eq(registrationTypes.isDefault, true)));
  }
}
