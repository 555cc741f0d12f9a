import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { CANCELLATION_POLICIES } from './cancellation-policy.js';
import { rentalCategories } from '../categories/category.table.js';

export const RENTAL_CIRCLES = ['hourly', 'daily'] as const;
export type RentalCircle = (typeof RENTAL_CIRCLES)[number];
/** Minutes in one unit of a rental circle: prices are per hour or per day, and so are rental lengths. */
export const CIRCLE_MINUTES: Record<RentalCircle, number> = { hourly: 60, daily: 24 * 60 };
/** Available: listed for rent. Unavailable: taken off the market by its owner (re-list makes it Available). */
export const ITEM_STATUSES = ['Available', 'Unavailable'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** instant: a paid checkout books it. request: the card is authorised and the owner accepts or declines. */
export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
/** The largest security deposit an owner may ask (in minor units): the card processor's sane ceiling. */
export const MAX_DEPOSIT_CENTS = 10_000_000;
/** What a late fee is counted per: each started hour, or each started day, after the return time. */
export const LATE_FEE_UNITS = ['hour', 'day'] as const;
export type LateFeeUnit = (typeof LATE_FEE_UNITS)[number];
/** Where a tool's pickup point comes from: its city's coordinates in the places data, or a pin its owner dropped. */
export const LOCATION_SOURCES = ['city', 'pin'] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];
/**
 * Decimal places of the public point: 2 decimals of a degree are at most 1.1 km, so everyone but the
 * owner sees (and searches by) a point within about a kilometre of the pin, never the pin itself.
 */
export const PUBLIC_POINT_DECIMALS = 2;

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const tools = pgTable(
  'tools',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => rentalCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Whole cents: money is never a float. */
    priceCents: integer('price_cents').notNull(),
    /**
     * ISO 4217 code of the price and deposit: the currency of the country it is picked up in
     * (LOCAL_CURRENCIES), else the operator's (CURRENCY), set when listed and when moved to another country.
     */
    currency: text('currency').notNull(),
    rentalCircle: text('rental_circle', { enum: RENTAL_CIRCLES }).notNull().default('daily'),
    units: integer('units').notNull().default(1),
    /** What a renter gets back when they cancel (see cancellation-policy.ts); bookings keep the one they were made under. */
    cancellationPolicy: text('cancellation_policy', { enum: CANCELLATION_POLICIES }).notNull().default('flexible'),
    bookingMode: text('booking_mode', { enum: BOOKING_MODES }).notNull().default('instant'),
    /** Only renters whose ID an administrator verified (users.id_verified_at) may book it. */
    requiresIdVerification: boolean('requires_id_verification').notNull().default(false),
    /** Security deposit per unit booked, charged with the booking and given back after the return (0: none). */
    depositCents: integer('deposit_cents').notNull().default(0),
    /**
     * The owner's booking rules (bookings/booking-rules.ts), each 0 when there is none: the shortest and
     * longest rental (as charged: whole days for daily tools), the time kept free after each rental before
     * the next may start (cleaning, charging, travel), how long before its start a booking must be made,
     * and how many days ahead it may start.
     */
    minRentalMinutes: integer('min_rental_minutes').notNull().default(0),
    maxRentalMinutes: integer('max_rental_minutes').notNull().default(0),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    noticeMinutes: integer('notice_minutes').notNull().default(0),
    maxAdvanceDays: integer('max_advance_days').notNull().default(0),
    /**
     * Longer rentals cost less (bookings/booking-charge.ts): percent off a rental charged for 7 days
     * or more, and for 28 days or more (0: none). The longer's is at least the shorter's.
     */
    weeklyDiscountPercent: integer('weekly_discount_percent').notNull().default(0),
    monthlyDiscountPercent: integer('monthly_discount_percent').notNull().default(0),
    /**
     * A late return's fee (bookings/late-fee.ts): this much per started hour or day after the end (0:
     * none), at most `lateFeeCapCents` a booking, taken from its deposit (so the cap is at most the deposit).
     */
    lateFeeCents: integer('late_fee_cents').notNull().default(0),
    lateFeeUnit: text('late_fee_unit', { enum: LATE_FEE_UNITS }).notNull().default('hour'),
    lateFeeCapCents: integer('late_fee_cap_cents').notNull().default(0),
    itemStatus: text('item_status', { enum: ITEM_STATUSES }).notNull().default('Available'),
    country: text('country').notNull(),
    state: text('state'),
    city: text('city').notNull(),
    address: text('address'),
    /**
     * The pickup point (WGS 84 degrees): the owner's pin, else the city's point from the places data
     * (derived on every write, and at start-up for rows written before); null where neither is known.
     * Only the owner and administrators read it: everyone else gets the public point below.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationSource: text('location_source', { enum: LOCATION_SOURCES }).notNull().default('city'),
    /**
     * The point shown to everyone and searched by distance: the pickup point rounded to
     * PUBLIC_POINT_DECIMALS, so neither the map nor a distance (however many are asked) gives the pin away.
     */
    publicLatitude: doublePrecision('public_latitude').generatedAlwaysAs(
      (): SQL => sql`round(${tools.latitude}::numeric, ${sql.raw(String(PUBLIC_POINT_DECIMALS))})::double precision`,
    ),
    publicLongitude: doublePrecision('public_longitude').generatedAlwaysAs(
      (): SQL => sql`round(${tools.longitude}::numeric, ${sql.raw(String(PUBLIC_POINT_DECIMALS))})::double precision`,
    ),
    /**
     * IANA zone of the place (derived from country, state and city on every write, and at start-up
     * for rows written before): booking dates and times of this tool are clock times there.
     */
    timeZone: text('time_zone').notNull(),
    coverImage: text('cover_image'),
    image1: text('image1'),
    image2: text('image2'),
    image3: text('image3'),
    image4: text('image4'),
    /** Average of the reviews (kept by the reviews feature in the same transaction as a review). */
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count').notNull().default(0),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`to_tsvector('simple', coalesce(${tools.name}, '') || ' ' || coalesce(${tools.description}, ''))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when its owner (or an administrator) deleted the tool. The row stays, unlisted and without
     * images, because its past bookings and their payments still name it; to everything else it is gone.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('tools_search_idx').using('gin', t.search),
    index('tools_owner_idx').on(t.ownerId, t.createdAt),
    index('tools_category_idx').on(t.categoryId, t.createdAt),
    index('tools_city_idx').on(sql`lower(${t.city})`),
    index('tools_created_id_idx').on(t.createdAt, t.id),
    // A distance search first keeps the tools inside a box around the point: a range on the latitude.
    index('tools_public_point_idx').on(t.publicLatitude, t.publicLongitude),
    // "Price" orders each currency's tools among themselves (prices of two currencies do not compare).
    index('tools_currency_price_id_idx').on(t.currency, t.priceCents, t.id),
    // "Best rated" sorts rating descending with unrated tools last: an index in that very order.
    index('tools_rating_desc_idx').on(sql`${t.rating} desc nulls last`, sql`${t.id} desc`),
    check(
      'tools_point',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
    check('tools_price_positive', sql`${t.priceCents} > 0`),
    check('tools_units_range', sql`${t.units} between 1 and 100`),
    check('tools_deposit_range', sql`${t.depositCents} between 0 and ${sql.raw(String(MAX_DEPOSIT_CENTS))}`),
    check(
      'tools_discounts',
      sql`${t.weeklyDiscountPercent} between 0 and 90 and ${t.monthlyDiscountPercent} between 0 and 90
        and (${t.monthlyDiscountPercent} = 0 or ${t.monthlyDiscountPercent} >= ${t.weeklyDiscountPercent})`,
    ),
    check(
      'tools_late_fee',
      sql`${t.lateFeeCents} >= 0 and (${t.lateFeeCents} = 0 or ${t.lateFeeCapCents} between ${t.lateFeeCents} and ${t.depositCents})`,
    ),
    check(
      'tools_booking_rules',
      sql`${t.minRentalMinutes} >= 0 and ${t.maxRentalMinutes} >= 0 and (${t.maxRentalMinutes} = 0 or ${t.maxRentalMinutes} >= ${t.minRentalMinutes})
        and ${t.bufferMinutes} between 0 and 1440 and ${t.noticeMinutes} between 0 and 43200 and ${t.maxAdvanceDays} between 0 and 365`,
    ),
  ],
);
/**
 * A tool as services read it: every column but the generated search vector, which only a search's WHERE
 * reads (selected with each row, it cost the browse query its size in bytes and the driver's parsing).
 */
export type ToolRow = Omit<typeof tools.$inferSelect, 'search'>;
const { search: _search, ...readColumns } = getTableColumns(tools);
export const toolColumns = readColumns;
