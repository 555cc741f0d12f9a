import { and, count, desc, eq, gte, inArray, isNull, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client.js';
import type { AppPubSub } from '../../../graphql/pubsub.js';
import { AppError, type FieldError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { parseDate } from '../../../lib/zoned-time.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, type Page } from '../../../lib/list-query.js';
import type { PublicCache } from '../../../lib/public-cache.js';
import type { FileStorage, IncomingFile } from '../../../lib/storage.js';
import { users } from '../../accounts/account.table.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { rentalCategories } from '../categories/category.table.js';
import { toolColumns, tools, type ItemStatus, type ToolRow } from './tool.table.js';
import { placeCurrency, placePoint, placeTimeZone, preloadPlacePoints, type Place, type Point } from './tool-place.js';
import { boundingBox, distanceSql, parsePoint, parseRadius } from './distance.js';
import { authorizeTool } from './tool.policy.js';
import { changesBetween, recordAudit, snapshotOf } from '../../audit/audit.js';
import {
  IMAGE_SLOTS,
  priceBoundField,
  ruleColumns,
  assertDiscounts,
  assertLateFee,
  toolSchema,
  toolUpdateSchema,
  type ImageSlot,
  type ToolInput,
  type ToolUpdateInput,
} from './tool.validation.js';

/**
 * What tools need from bookings/ (wired in services.ts: tools never import bookings, which depend on
 * them): whether a tool's units are held now, and the browse's "free on these days" filter.
 */
export interface ToolBookings {
  /** How many bookings hold units of the tool now (held for payment, confirmed, picked up), in `tx`. */
  holdingUnits(tx: Executor, toolId: string, now: Date): Promise<number>;
  /**
   * SQL answering the ids of the tools whose units are all booked over the days of the browse's
   * placeholders `now`, `freeStart`, `freeAfter`, `freeEarliest` and `freeLatest` (see freeDays).
   */
  fullyBookedToolIds(): SQL;
}

const MAX_BROWSE_PAGE = 50;
const MAX_OWN_PAGE = 100;

/** What the marketplace can be ordered by, each with the direction it takes when none is asked for. */
const BROWSE_DEFAULT_DIRECTIONS = { createdAt: 'desc', price: 'asc', rating: 'desc', distance: 'asc' } as const;
export type BrowseOrderField = keyof typeof BROWSE_DEFAULT_DIRECTIONS;
export interface BrowseOrder {
  field: BrowseOrderField;
  direction?: 'asc' | 'desc' | null;
}

/**
 * The distance from the browse's point (placeholders `nearLat`, `nearLng`) to each tool's public point,
 * in kilometres: searches, distances and their order all read the public point, never an owner's pin.
 */
const browseDistance = distanceSql(tools.publicLatitude, tools.publicLongitude, {
  latitude: sql.placeholder('nearLat'),
  longitude: sql.placeholder('nearLng'),
});

/**
 * The sort keys of a marketplace order (its ORDER BY, and the keyset of its connection). The id
 * follows the direction, so one (column, id) index serves both ways; unrated tools come last either
 * way (an unknown rating is neither good nor bad). Every order ends with the id, so pages of a
 * distance order never repeat or skip a tool (tools at the same distance keep one order from page to
 * page).
 */
function browseOrder(order: BrowseOrder | null | undefined, near: boolean): { key: string; keys: KeysetKey[] } {
  const field = order?.field ?? 'createdAt';
  if (!Object.hasOwn(BROWSE_DEFAULT_DIRECTIONS, field)) {
    const fields = Object.keys(BROWSE_DEFAULT_DIRECTIONS).join(', ');
    throw AppError.badInput([{ path: 'orderBy', msg: `Order by one of: ${fields}` }]);
  }
  const direction = order?.direction ?? BROWSE_DEFAULT_DIRECTIONS[field];
  const key = `${field}_${direction}`;
  const id: KeysetKey = { expr: tools.id, direction };
  if (field === 'distance') {
    if (!near)
      throw AppError.badInput([
        { path: 'orderBy', msg: 'Ordering by distance needs a point to measure from: give filter.near' },
      ]);
    return { key, keys: [{ expr: browseDistance, direction, kind: 'number' }, id] };
  }
  if (field === 'rating') return { key, keys: [{ expr: tools.rating, direction, nulls: 'last' }, id] };
  // Prices of two currencies do not compare: each currency's tools are ordered among themselves.
  if (field === 'price')
    return { key, keys: [{ expr: tools.currency, direction: 'asc' }, { expr: tools.priceCents, direction }, id] };
  return { key, keys: [{ expr: tools.createdAt, direction }, id] };
}

const priceBounds = z.object({ minPrice: priceBoundField('minPrice'), maxPrice: priceBoundField('maxPrice') });
/**
 * The browse counts matches up to here and pages through no further (the page then says "1,000+
 * tools"; narrowing the search finds the rest), as the large marketplaces do. Counting and paging past
 * it cost the database in proportion to the marketplace's size for pages nobody reads: a broad keyword
 * matched 10,000 of 100,000 tools, and page 500 read 10,000 rows to show 20.
 */
export const TOTAL_CAP = 1_000;

export interface ToolWithRefs {
  tool: ToolRow;
  category: { id: string; name: string };
  owner: { id: string; firstName: string };
  /** In a distance search: kilometres from the search's point to the tool's public point. */
  distanceKm?: number | null;
}

/**
 * Where a distance search measures from: a point (the visitor's location) or a city of the places
 * data, as the caller sends it (untrusted: checked by the browse).
 */
export interface NearFilter {
  latitude?: number | null;
  longitude?: number | null;
  country?: string | null;
  state?: string | null;
  city?: string | null;
}

/** An owner's pin as a tool write sends it: both coordinates, or neither (the city's point). */
export interface PinInput {
  latitude?: unknown;
  longitude?: unknown;
}

export interface BrowseFilters {
  search?: string | null;
  categoryId?: string | null;
  city?: string | null;
  /** Price bounds in `currency`, as decimal text ("25.50"), both included. */
  minPrice?: string | null;
  maxPrice?: string | null;
  /** Only tools priced in this currency; with price bounds, the site currency when not given. */
  currency?: string | null;
  /** Only tools priced per hour or per day, so that prices compare. */
  rentalCircle?: 'hourly' | 'daily' | null;
  /** Only tools with a unit free for the whole of these days (YYYY-MM-DD, both included). */
  freeFrom?: string | null;
  freeTo?: string | null;
  /** Only tools within `radiusKm` of this point or city (their public point); each with its distance. */
  near?: NearFilter | null;
  /** The distance search's radius, whole kilometres from MIN_RADIUS_KM to MAX_RADIUS_KM (DEFAULT_RADIUS_KM). */
  radiusKm?: number | null;
}

/** Which browse filters are set: each combination (with an order) is one pair of prepared statements. */
interface BrowseShape {
  search: boolean;
  categoryId: boolean;
  city: boolean;
  minCents: boolean;
  maxCents: boolean;
  currency: boolean;
  rentalCircle: boolean;
  free: boolean;
  near: boolean;
}

/** The free days a browse asks for, as its statements take them. */
interface FreeDays {
  /** The first day and the day after the last (YYYY-MM-DD), read in each tool's zone. */
  freeStart: string;
  freeAfter: string;
  /** The instants those days can cover in any zone (ISO 8601). */
  freeEarliest: string;
  freeLatest: string;
}

export interface PageParams {
  page?: number | null;
  pageSize?: number | null;
}

export type ToolFiles = Partial<Record<ImageSlot, IncomingFile>>;

const nextDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
/** Clocks run from 14 hours ahead of UTC (Pacific/Kiritimati) to 12 hours behind it. */
const AHEAD_MAX = 14 * 3_600_000;
const BEHIND_MAX = 12 * 3_600_000;

/** Words become prefix terms ("dril dew" finds "DeWalt drill"); everything else in the text is ignored. */
export function toTsQuery(search: string | null | undefined): string | undefined {
  const words =
    (search ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

/** What the audit log shows of a tool an administrator changed or deleted. */
const AUDITED_TOOL_FIELDS = [
  'name',
  'description',
  'categoryId',
  'priceCents',
  'rentalCircle',
  'units',
  'cancellationPolicy',
  'bookingMode',
  'requiresIdVerification',
  'depositCents',
  'minRentalMinutes',
  'maxRentalMinutes',
  'bufferMinutes',
  'noticeMinutes',
  'maxAdvanceDays',
  'weeklyDiscountPercent',
  'monthlyDiscountPercent',
  'lateFeeCents',
  'lateFeeUnit',
  'lateFeeCapCents',
  'itemStatus',
  'country',
  'state',
  'city',
  'address',
  'latitude',
  'longitude',
  'locationSource',
  'coverImage',
  'image1',
  'image2',
  'image3',
  'image4',
] as const satisfies readonly (keyof ToolRow)[];

/** ISO 4217's "no currency": the mark of a tool the migration could not price (syncCurrencies). */
const UNPRICED = 'XXX';

export class ToolService {
  constructor(
    private readonly deps: {
      db: Database;
      storage: FileStorage;
      pubsub: AppPubSub;
      /** The zone of a tool whose country the places data does not know (MARKETPLACE_TIME_ZONE). */
      timeZone: string;
      /** CURRENCY and LOCAL_CURRENCIES: what a tool is priced in, by its country. */
      currencies: { currency: string; localCurrencies: Record<string, string> };
      /** Cached marketplace pages show tools: every write here invalidates them. */
      publicCache: Pick<PublicCache, 'invalidate'>;
      bookings: ToolBookings;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** Tools with their category and owner's first name: one query, whatever the number of rows. */
  private withRefs() {
    return this.deps.db
      .select({
        tool: toolColumns,
        category: { id: rentalCategories.id, name: rentalCategories.name },
        owner: { id: users.id, firstName: users.firstName },
      })
      .from(tools)
      .innerJoin(rentalCategories, eq(rentalCategories.id, tools.categoryId))
      .innerJoin(users, eq(users.id, tools.ownerId));
  }

  /** withRefs with each tool's distance from the browse's point, rounded to 100 m. */
  private withDistance() {
    return this.deps.db
      .select({
        tool: toolColumns,
        category: { id: rentalCategories.id, name: rentalCategories.name },
        owner: { id: users.id, firstName: users.firstName },
        distanceKm: sql<number>`round((${browseDistance})::numeric, 1)::double precision`.mapWith(Number),
      })
      .from(tools)
      .innerJoin(rentalCategories, eq(rentalCategories.id, tools.categoryId))
      .innerJoin(users, eq(users.id, tools.ownerId));
  }

  private async assertCategory(categoryId: string) {
    const [found] = isUuid(categoryId)
      ? await this.deps.db
          .select({ id: rentalCategories.id })
          .from(rentalCategories)
          .where(eq(rentalCategories.id, categoryId))
      : [];
    if (!found) throw AppError.badInput([{ path: 'categoryId', msg: 'Please choose a category from the list' }]);
  }

  private async saveImages(files: ToolFiles): Promise<Partial<Record<ImageSlot, string>>> {
    const saved: Partial<Record<ImageSlot, string>> = {};
    try {
      for (const slot of IMAGE_SLOTS) {
        const file = files[slot];
        if (file)
          saved[slot] = await this.deps.storage.saveImage(file, {
            field: slot,
            label: slot === 'coverImage' ? 'The cover image' : `Image ${slot.slice(-1)}`,
          });
      }
      return saved;
    } catch (error) {
      await Promise.all(Object.values(saved).map((url) => this.deps.storage.remove(url)));
      throw error;
    }
  }

  /** A tool that exists (not deleted), with its category and owner. */
  private async load(id: string): Promise<ToolWithRefs> {
    const [row] = isUuid(id) ? await this.withRefs().where(and(eq(tools.id, id), isNull(tools.deletedAt))) : [];
    if (!row) throw AppError.notFound('The tool');
    return row;
  }

  private zoneOf(place: Place): string {
    return placeTimeZone(place, this.deps.timeZone);
  }

  /**
   * The pickup point of a write: the owner's pin when one is given, else the city's point in the
   * places data (none when the data does not know the city).
   */
  private pickupPoint(place: Place, pin: Point | undefined) {
    if (pin) return { ...pin, locationSource: 'pin' as const };
    const point = placePoint(place);
    return { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null, locationSource: 'city' as const };
  }

  /** The currency of tools picked up in `country`. */
  currencyOf(country: string): string {
    return placeCurrency(country, this.deps.currencies);
  }

  private announce(row: ToolWithRefs) {
    this.deps.publicCache.invalidate();
    this.deps.pubsub.publish('TOOL_CHANGED', row.tool.ownerId, { toolId: row.tool.id });
  }

  async create(
    viewer: Viewer | undefined,
    ownerId: string,
    input: ToolInput & PinInput,
    files: ToolFiles,
  ): Promise<ToolWithRefs> {
    authorizeTool(viewer, 'create', { ownerId });
    const pin = parsePoint(input.latitude, input.longitude);
    const { minRentalLength, maxRentalLength, bufferHours, noticeHours, maxAdvanceDays, ...data } = parseInput(
      toolSchema,
      input,
    );
    const rules = ruleColumns(
      { minRentalLength, maxRentalLength, bufferHours, noticeHours, maxAdvanceDays },
      data.rentalCircle,
    );
    assertDiscounts(data);
    assertLateFee(data);
    await this.assertCategory(data.categoryId);
    if (!files.coverImage)
      throw AppError.badInput([{ path: 'coverImage', msg: 'Please add a cover image of the tool' }]);
    const images = await this.saveImages(files);
    try {
      const [row] = await this.deps.db
        .insert(tools)
        .values({
          ...data,
          ...rules,
          ...images,
          ownerId,
          itemStatus: 'Available',
          timeZone: this.zoneOf({ country: data.country, state: data.state ?? null, city: data.city }),
          ...this.pickupPoint({ country: data.country, state: data.state ?? null, city: data.city }, pin),
          currency: this.currencyOf(data.country),
        })
        .returning({ id: tools.id });
      const created = await this.load(row!.id);
      this.announce(created);
      return created;
    } catch (error) {
      await Promise.all(Object.values(images).map((url) => this.deps.storage.remove(url)));
      throw error;
    }
  }

  async update(
    viewer: Viewer | undefined,
    id: string,
    input: ToolUpdateInput & PinInput & { clearPin?: unknown },
    files: ToolFiles,
    removeImages: ImageSlot[] = [],
  ): Promise<ToolWithRefs> {
    const current = await this.load(id);
    const actor = authorizeTool(viewer, 'update', current.tool);
    const { latitude, longitude, clearPin, ...fields } = input;
    const pin = parsePoint(latitude, longitude);
    if (pin && clearPin === true)
      throw AppError.badInput([
        { path: 'clearPin', msg: 'Either drop a pin (latitude and longitude) or clear it, not both' },
      ]);
    const cleaned = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));
    const { minRentalLength, maxRentalLength, bufferHours, noticeHours, maxAdvanceDays, ...data } = parseInput(
      toolUpdateSchema,
      cleaned,
    );
    const rules = ruleColumns(
      { minRentalLength, maxRentalLength, bufferHours, noticeHours, maxAdvanceDays },
      data.rentalCircle ?? current.tool.rentalCircle,
      current.tool,
    );
    assertDiscounts(data, current.tool);
    assertLateFee(data, current.tool);
    if (data.categoryId) await this.assertCategory(data.categoryId);
    const removing = removeImages.filter((slot) => IMAGE_SLOTS.includes(slot));
    if (removing.includes('coverImage') && !files.coverImage) {
      throw AppError.badInput([
        { path: 'coverImage', msg: 'A tool needs a cover image: upload a new one to replace it' },
      ]);
    }
    // A tool keeps its currency (whatever LOCAL_CURRENCIES says now) until it moves to a country of
    // another one; then its amounts are read in the new currency, so the caller must give them anew.
    const currency = data.country ? this.currencyOf(data.country) : current.tool.currency;
    if (currency !== current.tool.currency) {
      const stale = [
        data.priceCents === undefined && 'price',
        data.depositCents === undefined && current.tool.depositCents > 0 && 'deposit',
        data.lateFeeCents === undefined && current.tool.lateFeeCents > 0 && 'lateFee',
        data.lateFeeCapCents === undefined && current.tool.lateFeeCents > 0 && 'lateFeeCap',
      ].filter((name): name is string => Boolean(name));
      if (stale.length)
        throw AppError.badInput(
          stale.map((path) => ({
            path,
            msg: `Tools in ${data.country} are priced in ${currency}, not ${current.tool.currency}: give the ${path} in ${currency}`,
          })),
        );
    }
    const place = {
      country: data.country ?? current.tool.country,
      state: data.state !== undefined ? data.state : current.tool.state,
      city: data.city ?? current.tool.city,
    };
    // A pin stays until its owner moves or clears it; a point from the city follows the city.
    const keepPin = !pin && clearPin !== true && current.tool.locationSource === 'pin';
    const images = await this.saveImages(files);
    const changes: Partial<typeof tools.$inferInsert> = {
      ...data,
      ...rules,
      ...images,
      currency,
      timeZone: this.zoneOf(place),
      ...(keepPin ? {} : this.pickupPoint(place, pin)),
      updatedAt: this.now(),
    };
    for (const slot of removing) if (!images[slot]) changes[slot] = null;
    await this.deps.db.transaction(async (tx) => {
      await tx.update(tools).set(changes).where(eq(tools.id, id));
      // An administrator changing a member's tool is an administrative action: audited.
      const audited = changesBetween(current.tool, changes, AUDITED_TOOL_FIELDS);
      if (actor.user.id !== current.tool.ownerId && audited.length)
        await recordAudit(tx, actor, {
          action: 'tool.update',
          targetType: 'tool',
          targetId: id,
          targetLabel: current.tool.name,
          changes: audited,
        });
    });
    // Old files go once the row points elsewhere.
    for (const slot of IMAGE_SLOTS) {
      if (changes[slot] !== undefined && current.tool[slot] !== changes[slot])
        await this.deps.storage.remove(current.tool[slot]);
    }
    const updated = await this.load(id);
    this.announce(updated);
    return updated;
  }

  /**
   * Gives tools listed before tools had currencies the operator's (CURRENCY), which they were priced
   * in: the migration cannot read the configuration and marks them with ISO 4217's "no currency".
   * Run at start-up; answers how many tools changed (none on a second run).
   */
  async syncCurrencies(): Promise<number> {
    const priced = await this.deps.db
      .update(tools)
      .set({ currency: this.deps.currencies.currency })
      .where(eq(tools.currency, UNPRICED))
      .returning({ id: tools.id });
    return priced.length;
  }

  /**
   * Gives every tool the zone of its place: rows written before tools had zones (a migration cannot
   * read the places data), and any whose place now maps to another zone. Run at start-up; answers
   * how many tools changed (none on a second run).
   */
  async syncTimeZones(): Promise<number> {
    const places = await this.deps.db
      .selectDistinct({ country: tools.country, state: tools.state, city: tools.city, timeZone: tools.timeZone })
      .from(tools);
    let changed = 0;
    for (const place of places) {
      const zone = this.zoneOf(place);
      if (zone === place.timeZone) continue;
      const updated = await this.deps.db
        .update(tools)
        .set({ timeZone: zone })
        .where(
          and(
            eq(tools.country, place.country),
            place.state === null ? isNull(tools.state) : eq(tools.state, place.state),
            eq(tools.city, place.city),
            eq(tools.timeZone, place.timeZone),
          ),
        )
        .returning({ id: tools.id });
      changed += updated.length;
    }
    if (changed) this.deps.publicCache.invalidate();
    return changed;
  }

  /**
   * Gives the city's point to tools placed by their city that have none: rows written before tools had
   * coordinates (a migration cannot read the places data). Places the data does not know stay
   * without one. Run at start-up; answers how many tools changed (none on a second run).
   */
  async syncCoordinates(): Promise<number> {
    const places = await this.deps.db
      .selectDistinct({ country: tools.country, state: tools.state, city: tools.city })
      .from(tools)
      .where(and(eq(tools.locationSource, 'city'), isNull(tools.latitude)));
    preloadPlacePoints(places);
    let changed = 0;
    for (const place of places) {
      const point = placePoint(place);
      if (!point) continue;
      const updated = await this.deps.db
        .update(tools)
        .set(point)
        .where(
          and(
            eq(tools.country, place.country),
            place.state === null ? isNull(tools.state) : eq(tools.state, place.state),
            eq(tools.city, place.city),
            eq(tools.locationSource, 'city'),
            isNull(tools.latitude),
          ),
        )
        .returning({ id: tools.id });
      changed += updated.length;
    }
    if (changed) this.deps.publicCache.invalidate();
    return changed;
  }

  /** Re-list (Available) or unlist (Unavailable). */
  setStatus(viewer: Viewer | undefined, id: string, itemStatus: ItemStatus): Promise<ToolWithRefs> {
    return this.update(viewer, id, { itemStatus }, {});
  }

  /** A listed tool for anyone; an unlisted one only for its owner or an admin. */
  async get(viewer: Viewer | undefined, id: string): Promise<ToolWithRefs> {
    const row = await this.load(id);
    authorizeTool(viewer, 'read', row.tool);
    return row;
  }

  /** Listed tools by id, in no order (a list kept elsewhere, such as a renter's saved tools, orders them). */
  async listedByIds(ids: string[]): Promise<ToolWithRefs[]> {
    const valid = ids.filter(isUuid);
    if (!valid.length) return [];
    return this.withRefs().where(
      and(inArray(tools.id, valid), eq(tools.itemStatus, 'Available'), isNull(tools.deletedAt)),
    );
  }

  /** An owner's listed tools, newest first, at most `limit` (their public profile). */
  async listedOf(ownerId: string, limit: number): Promise<ToolWithRefs[]> {
    if (!isUuid(ownerId)) return [];
    return this.withRefs()
      .where(and(this.ownedBy(ownerId), eq(tools.itemStatus, 'Available')))
      .orderBy(desc(tools.createdAt), desc(tools.id))
      .limit(limit);
  }

  /** Every tool of one owner, newest first (the old client's list, which never paged). */
  async listOwned(viewer: Viewer | undefined, ownerId: string): Promise<ToolWithRefs[]> {
    authorizeTool(viewer, 'list', { ownerId });
    // An administrator may ask for anyone's, by any id: one that is not a UUID owns nothing.
    if (!isUuid(ownerId)) return [];
    return this.withRefs().where(this.ownedBy(ownerId)).orderBy(desc(tools.createdAt), desc(tools.id));
  }

  /** One page of an owner's tools, listed or not, newest first. */
  async pageOwned(viewer: Viewer | undefined, ownerId: string, params: PageParams = {}): Promise<Page<ToolWithRefs>> {
    authorizeTool(viewer, 'list', { ownerId });
    const { page, pageSize, offset } = paging(params, { defaultSize: 20, maxSize: MAX_OWN_PAGE });
    if (!isUuid(ownerId)) return { items: [], total: 0, page, pageSize };
    const owned = (this.ownedQueries ??= this.prepareOwned());
    const [items, [counted]] = await Promise.all([
      owned.page.execute({ ownerId, limit: pageSize, offset }),
      owned.count.execute({ ownerId }),
    ]);
    return { items, total: counted?.n ?? 0, page, pageSize };
  }

  private ownedQueries: ReturnType<ToolService['prepareOwned']> | undefined;

  /**
   * An owner's tools as a connection, newest first, read on from a cursor: a tool listed between two
   * reads moves no other onto the next page. `count` counts them all, run only when asked for.
   */
  async ownedConnection(
    viewer: Viewer | undefined,
    ownerId: string,
    window: KeysetWindow,
  ): Promise<Connection<ToolWithRefs> & { count: () => Promise<number> }> {
    authorizeTool(viewer, 'list', { ownerId });
    const keys: KeysetKey[] = [
      { expr: tools.createdAt, direction: 'desc' },
      { expr: tools.id, direction: 'desc' },
    ];
    const keyset = keysetPage(
      window,
      { list: 'myTools', order: 'createdAt_desc', keys },
      { defaultSize: 20, maxSize: MAX_OWN_PAGE },
    );
    const owned = isUuid(ownerId) ? this.ownedBy(ownerId) : sql`false`;
    const rows = await this.browseSelect(false, keyset.cursorValues)
      .where(and(owned, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () =>
        isUuid(ownerId)
          ? ((await (this.ownedQueries ??= this.prepareOwned()).count.execute({ ownerId }))[0]?.n ?? 0)
          : 0,
    };
  }

  /**
   * My Tools, page and count, built once and sent as named prepared statements: building the SQL
   * was most of the Node time of these short queries, and Postgres plans them once per connection.
   */
  private prepareOwned() {
    const owned = this.ownedBy(sql.placeholder('ownerId'));
    return {
      page: this.withRefs()
        .where(owned)
        .orderBy(desc(tools.createdAt), desc(tools.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare('tools_owned_page'),
      count: this.deps.db.select({ n: count() }).from(tools).where(owned).prepare('tools_owned_count'),
    };
  }

  /**
   * The tools filed under a category, in the caller's transaction (categories' toolsFiledUnder, wired
   * in services.ts): `live` the tools not deleted, `all` with the deleted ones past bookings still name.
   */
  async filedUnder(tx: Executor, categoryId: string): Promise<{ live: number; all: number }> {
    const [used] = await tx
      .select({ live: sql<number>`count(*) filter (where ${isNull(tools.deletedAt)})`.mapWith(Number), all: count() })
      .from(tools)
      .where(eq(tools.categoryId, categoryId));
    return { live: used?.live ?? 0, all: used?.all ?? 0 };
  }

  private ownedBy(ownerId: string | Placeholder): SQL | undefined {
    return and(eq(tools.ownerId, ownerId), isNull(tools.deletedAt));
  }

  /**
   * Deletes a tool that no booking holds now (held for payment, confirmed or picked up): otherwise a
   * CONFLICT says why. Its images leave the storage; the row stays as a tombstone, unlisted, because
   * past bookings and their payments still name it. The tool's row is locked while this looks at its
   * bookings, as checkouts lock it before booking: none can book it in between.
   */
  async delete(viewer: Viewer | undefined, id: string): Promise<ToolRow> {
    const current = await this.load(id);
    const actor = authorizeTool(viewer, 'delete', current.tool);
    const now = this.now();
    const deleted = await this.deps.db.transaction(async (tx) => {
      const [tool] = await tx.select().from(tools).where(eq(tools.id, id)).for('update');
      if (!tool || tool.deletedAt) throw AppError.notFound('The tool');
      const n = await this.deps.bookings.holdingUnits(tx, id, now);
      if (n > 0) {
        throw new AppError(
          'CONFLICT',
          `${tool.name} has ${n === 1 ? 'a booking' : `${n} bookings`} not yet returned or cancelled (held for payment, confirmed or picked up): it can be deleted once ${n === 1 ? 'it is' : 'they are'} returned or cancelled. Unlist it meanwhile so nobody books it again.`,
        );
      }
      const noImages = Object.fromEntries(IMAGE_SLOTS.map((slot) => [slot, null]));
      await tx
        .update(tools)
        .set({ ...noImages, itemStatus: 'Unavailable', deletedAt: now, updatedAt: now })
        .where(eq(tools.id, id));
      if (actor.user.id !== tool.ownerId)
        await recordAudit(tx, actor, {
          action: 'tool.delete',
          targetType: 'tool',
          targetId: id,
          targetLabel: tool.name,
          changes: snapshotOf(tool, AUDITED_TOOL_FIELDS),
        });
      return tool;
    });
    // The files go once no row points at them.
    for (const slot of IMAGE_SLOTS) await this.deps.storage.remove(deleted[slot]);
    this.deps.publicCache.invalidate();
    return deleted;
  }

  /**
   * "Free between two dates": the days asked for, checked, and the instants they can cover in any zone.
   * Each bad date names itself; one date alone means that day.
   */
  private freeDays(from: string | null | undefined, to: string | null | undefined): FreeDays | undefined {
    if (!from && !to) return undefined;
    const wrong = (
      [
        ['freeFrom', from],
        ['freeTo', to],
      ] as const
    ).filter(([, day]) => day && !parseDate(day));
    if (wrong.length)
      throw AppError.badInput(wrong.map(([path]) => ({ path, msg: 'Dates must look like 2026-12-10' })));
    const start = parseDate(from || to)!;
    const end = parseDate(to || from)!;
    if (end < start) throw AppError.badInput([{ path: 'freeTo', msg: 'The last day must not be before the first' }]);
    const after = nextDay(end);
    const earliest = new Date(new Date(`${start}T00:00:00Z`).getTime() - AHEAD_MAX);
    const latest = new Date(new Date(`${after}T00:00:00Z`).getTime() + BEHIND_MAX);
    return {
      freeStart: start,
      freeAfter: after,
      freeEarliest: earliest.toISOString(),
      freeLatest: latest.toISOString(),
    };
  }

  /**
   * The browse's statements for one shape of filters (which ones are set) and one order, built once,
   * with every value a placeholder: building them was most of a browse's Node time. At most 2^9 shapes
   * times 8 orders (distance only with near). The unfiltered ones (the marketplace's first pages, most
   * visits) are named prepared statements, planned once per connection; a filtered shape is sent
   * unnamed, so a caller trying every combination cannot fill the database's memory with plans.
   */
  private readonly browseQueries = new Map<string, ReturnType<ToolService['prepareBrowse']>>();

  /** The browse's WHERE for one shape of filters, every value a placeholder. */
  private browseWhere(shape: BrowseShape) {
    const p = sql.placeholder;
    // Free days: fewer units booked over those days than the tool has (the bookings' rule, on the
    // tool's own days: ToolBookings.fullyBookedToolIds).
    const free = sql`${tools.id} not in (${this.deps.bookings.fullyBookedToolIds()})`;
    return and(
      eq(tools.itemStatus, 'Available'),
      shape.search ? sql`${tools.search} @@ to_tsquery('simple', ${p('search')})` : undefined,
      shape.categoryId ? eq(tools.categoryId, p('categoryId')) : undefined,
      shape.city ? sql`lower(${tools.city}) = ${p('city')}` : undefined,
      shape.minCents ? gte(tools.priceCents, p('minCents')) : undefined,
      shape.maxCents ? lte(tools.priceCents, p('maxCents')) : undefined,
      shape.currency ? eq(tools.currency, p('currency')) : undefined,
      shape.rentalCircle ? eq(tools.rentalCircle, p('rentalCircle')) : undefined,
      shape.free ? free : undefined,
      // Near: the box around the point narrows on the indexed public point, then the exact distance.
      shape.near
        ? sql`${tools.publicLatitude} between ${p('minLat')} and ${p('maxLat')}
          and (${tools.publicLongitude} between ${p('minLng')} and ${p('maxLng')}
            or ${tools.publicLongitude} between ${p('minLng2')} and ${p('maxLng2')})
          and ${browseDistance} <= ${p('radiusKm')}`
        : undefined,
    );
  }

  private prepareBrowse(shape: BrowseShape, orderBy: SQL[], key: string) {
    const p = sql.placeholder;
    const where = this.browseWhere(shape);
    // pg sends a statement with an empty name unnamed (parsed and planned for that one execution).
    const name = (statement: string) => (Object.values(shape).some(Boolean) ? '' : `tools_browse_${statement}_${key}`);
    // Counting stops at TOTAL_CAP: "1,000+ tools" is as useful as the exact figure and costs a
    // bounded amount of work however large the marketplace grows.
    const matching = this.deps.db
      .select({ one: sql`1` })
      .from(tools)
      .where(where)
      .limit(TOTAL_CAP + 1)
      .as('matching');
    return {
      page: (shape.near ? this.withDistance() : this.withRefs())
        .where(where)
        .orderBy(...orderBy)
        .limit(p('limit'))
        .offset(p('offset'))
        .prepare(name('page')),
      count: this.deps.db.select({ n: count() }).from(matching).prepare(name('count')),
    };
  }

  /**
   * The currency a browse keeps to: the one asked for, which must be one the marketplace prices in;
   * with price bounds and none asked for, the site's (bounds of one currency cannot match prices of another).
   */
  private browseCurrency(filters: BrowseFilters, bounded: boolean): string | undefined {
    const asked = filters.currency?.trim().toUpperCase();
    if (!asked) return bounded ? this.deps.currencies.currency : undefined;
    const known = [this.deps.currencies.currency, ...Object.values(this.deps.currencies.localCurrencies)];
    if (!known.includes(asked))
      throw AppError.badInput([
        {
          path: 'currency',
          msg: `Tools here are priced in ${[...new Set(known)].join(', ')}; "${filters.currency}" is none of them`,
        },
      ]);
    return asked;
  }

  /**
   * The point and radius of a distance search: `near` is a point (both coordinates) or a city of the
   * places data (country and city, the state when the country has several cities of that name).
   * Each problem names the input as the caller spelled it, a field of the point inside `near` (near.city).
   */
  private nearPoint(filters: BrowseFilters) {
    const near = filters.near;
    if (!near) {
      if (filters.radiusKm !== undefined && filters.radiusKm !== null)
        throw AppError.badInput([{ path: 'radiusKm', msg: 'radiusKm is the distance from near: give near too' }]);
      return undefined;
    }
    // Every problem of the radius and the point at once, each under its own name.
    const problems: FieldError[] = [];
    const checked = <T>(parse: () => T, within = ''): T | undefined => {
      try {
        return parse();
      } catch (error) {
        if (!(error instanceof AppError) || !error.fields.length) throw error;
        problems.push(...error.fields.map((field) => ({ ...field, path: `${within}${field.path}` })));
        return undefined;
      }
    };
    const radiusKm = checked(() => parseRadius(filters.radiusKm));
    const point = checked(() => parsePoint(near.latitude, near.longitude), 'near.');
    if (problems.length || radiusKm === undefined) throw AppError.badInput(problems);
    const city = near.city?.trim();
    if (point && (city || near.country?.trim()))
      throw AppError.badInput([
        { path: 'near', msg: 'Give near a point (latitude and longitude) or a city, not both' },
      ]);
    if (point) return { point, radiusKm, box: boundingBox(point, radiusKm) };
    const country = near.country?.trim();
    if (!country || !city)
      throw AppError.badInput(
        [
          !country && { path: 'near.country', msg: 'Give the country of the city to search near' },
          !city && { path: 'near.city', msg: 'Give the city to search near (or latitude and longitude)' },
        ].filter((problem): problem is { path: string; msg: string } => Boolean(problem)),
      );
    const found = placePoint({ country, state: near.state?.trim() || null, city });
    if (!found)
      throw AppError.badInput([
        {
          path: 'near.city',
          msg: `${city} is not a city we know the place of in ${country}: choose one from the list`,
        },
      ]);
    return { point: found, radiusKm, box: boundingBox(found, radiusKm) };
  }

  /**
   * A browse's filters and order, checked, as the browse's statements take them: the shape (which
   * filters are set), the order's sort keys and every placeholder's value.
   */
  private browseRequest(filters: BrowseFilters, order: BrowseOrder | null) {
    if (filters.categoryId && !isUuid(filters.categoryId)) {
      throw AppError.badInput([{ path: 'categoryId', msg: 'Please choose a category from the list' }]);
    }
    const { minPrice: minCents, maxPrice: maxCents } = parseInput(priceBounds, {
      minPrice: filters.minPrice,
      maxPrice: filters.maxPrice,
    });
    const currency = this.browseCurrency(filters, minCents !== undefined || maxCents !== undefined);
    const near = this.nearPoint(filters);
    const { key: orderKey, keys } = browseOrder(order, near !== undefined);
    const free = this.freeDays(filters.freeFrom, filters.freeTo);
    const values = {
      search: toTsQuery(filters.search) || undefined,
      categoryId: filters.categoryId || undefined,
      city: filters.city?.trim().toLowerCase() || undefined,
      minCents: minCents ?? undefined,
      maxCents: maxCents ?? undefined,
      currency,
      rentalCircle: filters.rentalCircle || undefined,
    };
    const shape: BrowseShape = {
      search: values.search !== undefined,
      categoryId: values.categoryId !== undefined,
      city: values.city !== undefined,
      minCents: values.minCents !== undefined,
      maxCents: values.maxCents !== undefined,
      currency: values.currency !== undefined,
      rentalCircle: values.rentalCircle !== undefined,
      free: free !== undefined,
      near: near !== undefined,
    };
    const key = `${Object.values(shape)
      .map((set) => (set ? 1 : 0))
      .join('')}_${orderKey}`;
    const placeholders = {
      ...values,
      ...free,
      ...(free ? { now: this.now().toISOString() } : {}),
      ...(near
        ? { ...near.box, nearLat: near.point.latitude, nearLng: near.point.longitude, radiusKm: near.radiusKm }
        : {}),
    };
    return { shape, key, orderKey, keys, placeholders };
  }

  /** The browse's statements for this shape and order, built on first use. */
  private browseStatements(shape: BrowseShape, keys: KeysetKey[], key: string) {
    let prepared = this.browseQueries.get(key);
    if (!prepared) {
      prepared = this.prepareBrowse(shape, keysetOrderBy(keys), key);
      this.browseQueries.set(key, prepared);
    }
    return prepared;
  }

  /** The marketplace: listed tools, searched, filtered and sorted on the server, two queries a page. */
  async browse(
    filters: BrowseFilters = {},
    order: BrowseOrder | null = null,
    params: PageParams = {},
  ): Promise<Page<ToolWithRefs> & { totalCapped: boolean }> {
    const { page, pageSize, offset } = paging(params, { defaultSize: 20, maxSize: MAX_BROWSE_PAGE });
    const { shape, key, keys, placeholders } = this.browseRequest(filters, order);
    const prepared = this.browseStatements(shape, keys, key);
    // Pages reach the first TOTAL_CAP matches: one that starts past them is empty, as one past the end is.
    const [items, [counted]] = await Promise.all([
      offset < TOTAL_CAP
        ? prepared.page.execute({ ...placeholders, limit: Math.min(pageSize, TOTAL_CAP - offset), offset })
        : [],
      prepared.count.execute(placeholders),
    ]);
    const n = counted?.n ?? 0;
    return { items, total: Math.min(n, TOTAL_CAP), totalCapped: n > TOTAL_CAP, page, pageSize };
  }

  /**
   * The marketplace as a connection: the browse's filters and orders, read from a cursor on the
   * order's keys instead of skipped to with OFFSET, so a tool listed between two reads moves no
   * other tool from one page to the next. Unlike the numbered pages it reads on past TOTAL_CAP (a
   * keyset page costs the same however deep it is); `count` counts to TOTAL_CAP, as the browse does.
   */
  async browseConnection(
    filters: BrowseFilters = {},
    order: BrowseOrder | null = null,
    window: KeysetWindow = {},
  ): Promise<Connection<ToolWithRefs> & { count: () => Promise<{ total: number; totalCapped: boolean }> }> {
    const { shape, key, orderKey, keys, placeholders } = this.browseRequest(filters, order);
    const keyset = keysetPage(
      window,
      { list: 'tools', order: orderKey, keys },
      { defaultSize: 20, maxSize: MAX_BROWSE_PAGE },
    );
    // The cursor's values are parameters of their own beside the shape's placeholders: sent unnamed.
    const rows = await this.browseSelect(shape.near, keyset.cursorValues)
      .where(and(this.browseWhere(shape), keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit)
      .prepare('')
      .execute(placeholders);
    return {
      ...keyset.finish(rows),
      count: async () => {
        const [counted] = await this.browseStatements(shape, keys, key).count.execute(placeholders);
        const n = counted?.n ?? 0;
        return { total: Math.min(n, TOTAL_CAP), totalCapped: n > TOTAL_CAP };
      },
    };
  }

  /** withRefs (withDistance near a point) and each row's cursor values. */
  private browseSelect(near: boolean, cursor: SQL<string>) {
    return this.deps.db
      .select({
        tool: toolColumns,
        category: { id: rentalCategories.id, name: rentalCategories.name },
        owner: { id: users.id, firstName: users.firstName },
        distanceKm: near
          ? sql<number | null>`round((${browseDistance})::numeric, 1)::double precision`.mapWith(Number)
          : sql<number | null>`null`,
        cursor,
      })
      .from(tools)
      .innerJoin(rentalCategories, eq(rentalCategories.id, tools.categoryId))
      .innerJoin(users, eq(users.id, tools.ownerId));
  }
}
