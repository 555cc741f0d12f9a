import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { CurrencyCode, Money, money } from '../../../graphql/money.js';
import { OrderOf } from '../../../graphql/order.js';
import { ConnectionOf } from '../../../graphql/connection.js';
import { PageOf } from '../../../graphql/page.js';
import { ViewerDependent } from '../../../graphql/viewer-dependent.js';
import { rulesSummary } from './booking-rules.js';
import { policySummary, type CancellationPolicy as PolicyName } from './cancellation-policy.js';
import { lateFeeTerms } from './late-fee.js';
import {
  CIRCLE_MINUTES,
  LATE_FEE_UNITS,
  LOCATION_SOURCES,
  type LateFeeUnit,
  type LocationSource,
} from './tool.table.js';
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, MIN_RADIUS_KM } from './distance.js';
import { asEnum } from '../../../graphql/enums.js';
import { canTool, idVerificationProblem } from './tool.policy.js';
import { TOTAL_CAP, type ToolWithRefs } from './tool.service.js';

/**
 * How a tool's price is counted. GraphQL names HOURLY and DAILY; the tables and services keep
 * 'hourly' and 'daily'. Bookings, quotes and cart lines answer the same enum.
 */
export enum RentalCircle {
  HOURLY = 'hourly',
  DAILY = 'daily',
}
export const LateFeeUnitEnum = asEnum(LATE_FEE_UNITS);
registerEnumType(LateFeeUnitEnum, {
  name: 'LateFeeUnit',
  description: 'What a late fee is counted per, after the return time',
  valuesConfig: {
    HOUR: { description: 'Each started hour late' },
    DAY: { description: 'Each started day late' },
  },
});

export const LocationSourceEnum = asEnum(LOCATION_SOURCES);
registerEnumType(LocationSourceEnum, {
  name: 'LocationSource',
  description: "Where a tool's pickup point comes from",
  valuesConfig: {
    CITY: { description: "The point of the tool's city in the places data" },
    PIN: { description: 'A pin its owner dropped' },
  },
});

registerEnumType(RentalCircle, {
  name: 'RentalCircle',
  description: "How a tool's price is counted: per hour or per day",
  valuesConfig: {
    HOURLY: { description: 'The price is per hour; bookings are hours of one day' },
    DAILY: { description: 'The price is per day; bookings are whole days' },
  },
});

/** Whether a tool is on the market. GraphQL names AVAILABLE and UNAVAILABLE; the table keeps 'Available'. */
export enum ItemStatus {
  AVAILABLE = 'Available',
  UNAVAILABLE = 'Unavailable',
}
registerEnumType(ItemStatus, {
  name: 'ItemStatus',
  description: 'Whether a tool is on the market',
  valuesConfig: {
    AVAILABLE: { description: 'Listed: anyone finds it in the marketplace and can book it' },
    UNAVAILABLE: {
      description:
        'Taken off the market by its owner: only the owner and administrators see it; re-listing makes it AVAILABLE',
    },
  },
});

/** What a renter gets back when they cancel. GraphQL names FLEXIBLE, MODERATE, STRICT; the tables keep lowercase. */
export enum CancellationPolicy {
  FLEXIBLE = 'flexible',
  MODERATE = 'moderate',
  STRICT = 'strict',
}
registerEnumType(CancellationPolicy, {
  name: 'CancellationPolicy',
  description:
    "What a renter gets back of the rental amount when they cancel before the start (the deposit always comes back in full); a booking keeps the tool's policy of when it was made",
  valuesConfig: {
    FLEXIBLE: { description: 'Full refund until 24 hours before the start, half after that' },
    MODERATE: { description: 'Full refund until 3 days before the start, half until 24 hours before, nothing after' },
    STRICT: { description: 'Half refunded until 7 days before the start, nothing after' },
  },
});

/** How a tool is booked. GraphQL names INSTANT and REQUEST; the tables keep lowercase. */
export enum BookingMode {
  INSTANT = 'instant',
  REQUEST = 'request',
}
registerEnumType(BookingMode, {
  name: 'BookingMode',
  description: 'How a tool is booked: paid at once, or requested and answered by its owner',
  valuesConfig: {
    INSTANT: { description: 'Instant booking: a paid checkout books it' },
    REQUEST: {
      description: 'Request to book: the card is authorised (not charged) and the owner accepts (charged) or declines',
    },
  },
});

/** The image places of a tool; the values are the Tool fields holding their URLs. */
export enum ImageSlot {
  COVER_IMAGE = 'coverImage',
  IMAGE_1 = 'image1',
  IMAGE_2 = 'image2',
  IMAGE_3 = 'image3',
  IMAGE_4 = 'image4',
}
registerEnumType(ImageSlot, {
  name: 'ImageSlot',
  description: "One of a tool's five image places: the cover and four more",
  valuesConfig: {
    COVER_IMAGE: { description: 'The cover image (Tool.coverImage), shown on cards; every tool has one' },
    IMAGE_1: { description: 'Tool.image1' },
    IMAGE_2: { description: 'Tool.image2' },
    IMAGE_3: { description: 'Tool.image3' },
    IMAGE_4: { description: 'Tool.image4' },
  },
});

/** What the marketplace can be ordered by; the values are the service's sort keys. */
export enum ToolOrderField {
  CREATED_AT = 'createdAt',
  PRICE = 'price',
  RATING = 'rating',
  DISTANCE = 'distance',
}
registerEnumType(ToolOrderField, {
  name: 'ToolOrderField',
  description: 'What the marketplace can be ordered by',
  valuesConfig: {
    CREATED_AT: { description: 'When the tool was listed; descending (newest first) unless ASC is asked for' },
    PRICE: { description: 'The price per rental circle (hours and days compared as numbers); ascending by default' },
    RATING: {
      description:
        'The average review rating; descending (best first) by default. Tools without reviews come last either way',
    },
    DISTANCE: {
      description:
        'The distance from filter.near (refused without it); ascending (nearest first) by default. Ties keep one order by id',
    },
  },
});

/** The order of the marketplace (the `orderBy` argument of `tools`). */
export const ToolOrder = OrderOf<ToolOrderField>(
  ToolOrderField,
  'ToolOrder',
  "How the marketplace is ordered: a field and a direction; without one, newest first. A field without a direction takes the field's own (see ToolOrderField)",
);
export type ToolOrder = InstanceType<typeof ToolOrder>;

@ObjectType({ description: "A tool's category, as shown with the tool", simpleResolvers: true })
export class ToolCategory {
  @Field(() => ID, { description: 'The category id (RentalCategory.id)' }) id!: string;
  @Field(() => String, { description: 'The category name, e.g. "Drills"' }) name!: string;
}

@ObjectType({ description: 'The owner of a tool as renters see them: first name only', simpleResolvers: true })
export class ToolOwner {
  @Field(() => ID, { description: "The owner's account id" }) id!: string;
  @Field(() => String, { description: "The owner's first name" }) firstName!: string;
}

const MIN_LENGTH_TEXT =
  'The shortest rental, a whole number of hours or days as the tool is rented (0: no rule; at most 90 days); bookings already made keep theirs';
const MAX_LENGTH_TEXT =
  'The longest rental, a whole number of hours or days as the tool is rented (0: no rule; not shorter than minRentalLength)';
const BUFFER_TEXT = 'Hours kept free after each rental (cleaning, charging, travel), 0 to 24';
const NOTICE_TEXT = 'How many hours before its start a booking must be made, 0 to 720';
const ADVANCE_TEXT = 'How many days ahead a booking may start, 0 (no rule) to 365';
const WEEKLY_TEXT = 'Percent off a rental charged for 7 days or more, 0 (none) to 90';
const MONTHLY_TEXT =
  'Percent off a rental charged for 28 days or more, 0 (none: the weekly one applies) to 90, at least the weekly one';

const LATE_FEE_TEXT = 'decimal text in the currency of the tool, e.g. "5.00"; 0 or left out: none';
const DEPOSIT_TEXT =
  'decimal text in the currency of the country the tool is picked up in (see SiteConfig.localCurrencies), from 0 (no deposit) to 100,000.00, e.g. "50.00"; charged per unit with the booking and given back after the return';

@ObjectType({
  description:
    'A tool listed for rent. Anyone sees an AVAILABLE tool; an UNAVAILABLE one only its owner and administrators',
  simpleResolvers: true,
})
export class Tool {
  @Field(() => ID, { description: 'The tool id' }) id!: string;
  @Field(() => String, { description: 'The name, e.g. "DeWalt cordless drill" (at most 120 characters)' })
  name!: string;
  @Field(() => String, { description: 'What comes with it and how it is used; may be empty' }) description!: string;
  @Field(() => Money, {
    description:
      "The price per rental circle (per hour or per day), in the tool's currency: its country's (SiteConfig.localCurrencies), else the site's",
  })
  price!: Money;
  @Field(() => RentalCircle, { description: 'Whether the price is per hour or per day' })
  rentalCircle!: RentalCircle;
  @Field(() => Int, { description: 'Identical units the owner rents out at the same time (1 to 100)' })
  units!: number;
  @Field(() => CancellationPolicy, { description: 'What a renter gets back when they cancel (new bookings)' })
  cancellationPolicy!: CancellationPolicy;
  @Field(() => String, { description: 'The cancellation policy in one sentence, for the tool page and checkout' })
  cancellationPolicySummary!: string;
  @Field(() => BookingMode, { description: 'Instant booking, or request to book (the owner answers)' })
  bookingMode!: BookingMode;
  @Field(() => Boolean, {
    description: 'Only renters whose ID an administrator verified (User.idVerified) may book it; others are told how',
  })
  requiresIdVerification!: boolean;
  @Field(() => Int, { description: `The shortest rental, in hours or days as the tool is rented (0: no rule)` })
  minRentalLength!: number;
  @Field(() => Int, { description: `The longest rental, in hours or days as the tool is rented (0: no rule)` })
  maxRentalLength!: number;
  @Field(() => Int, { description: 'Hours kept free after each rental before the next may start (0: none)' })
  bufferHours!: number;
  @Field(() => Int, { description: 'How many hours before its start a booking must be made (0: any time)' })
  noticeHours!: number;
  @Field(() => Int, { description: 'How many days ahead a booking may start (0: up to a year, as for every tool)' })
  maxAdvanceDays!: number;
  @Field(() => [String], {
    description:
      'The booking rules in short sentences, for the tool page, e.g. "Rented for at least 2 days"; empty: none',
  })
  bookingRules!: string[];
  @Field(() => Int, { description: 'Percent off a rental charged for 7 days or more (0: none)' })
  weeklyDiscountPercent!: number;
  @Field(() => Int, {
    description: 'Percent off a rental charged for 28 days or more (0: none, the weekly one applies)',
  })
  monthlyDiscountPercent!: number;
  @Field(() => Money, {
    description:
      'The security deposit per unit booked (0: none), charged with the booking and given back after the return unless the owner claims damage',
  })
  deposit!: Money;
  @Field(() => Money, {
    description: 'The fee per started hour or day of a late return (0: none), taken from the deposit',
  })
  lateFee!: Money;
  @Field(() => LateFeeUnitEnum, { description: 'What the late fee is counted per' })
  lateFeeUnit!: LateFeeUnit;
  @Field(() => Money, { description: 'The most a late return costs (0 when there is no late fee)' })
  lateFeeCap!: Money;
  @Field(() => String, {
    nullable: true,
    description: 'The late fee in a sentence, for the tool page ("$5.00 per hour late …"); null when there is none',
  })
  lateFeeTerms!: string | null;
  @Field(() => ItemStatus, { description: 'Whether the tool is on the market' }) itemStatus!: ItemStatus;
  @Field(() => ToolCategory, { description: 'The category it is listed under' }) category!: ToolCategory;
  @Field(() => ToolOwner, { description: 'Who rents it out' }) owner!: ToolOwner;
  @Field(() => String, { description: 'Country of the pickup place, e.g. "Nigeria"' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region of the pickup place; null when not given' })
  state!: string | null;
  @Field(() => String, { description: 'City of the pickup place' }) city!: string;
  @Field(() => String, {
    description:
      'IANA time zone of the pickup place, from its country (and city or state where a country has several): the dates and times of its bookings are clock times there',
  })
  timeZone!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Pickup address: shown to the owner and administrators, null for everyone else (and when not given)',
  })
  @ViewerDependent()
  address!: string | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Latitude (WGS 84 degrees) of the tool's public point: the pickup point rounded to 2 decimals (within about 1 km), the same for everyone, what distances are measured to. Null when neither a pin nor the city gives one",
  })
  latitude!: number | null;
  @Field(() => Float, { nullable: true, description: 'Longitude of the public point, rounded as latitude is' })
  longitude!: number | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Latitude of the exact pickup point (the owner's pin, or the city's point): only for the owner and administrators, null for everyone else",
  })
  @ViewerDependent()
  pickupLatitude!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Longitude of the exact pickup point: only for the owner and administrators, null for everyone else',
  })
  @ViewerDependent()
  pickupLongitude!: number | null;
  @Field(() => LocationSourceEnum, { description: "Whether the pickup point is the city's point or the owner's pin" })
  locationSource!: LocationSource;
  @Field(() => Float, {
    nullable: true,
    description:
      "Kilometres from filter.near to the tool's public (rounded) point, to 100 m: only in a distance search, null elsewhere",
  })
  distanceKm!: number | null;
  @Field(() => String, { nullable: true, description: 'URL path of the cover image (every tool listed has one)' })
  coverImage!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of the first further image; null without one' })
  image1!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of the second further image; null without one' })
  image2!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of the third further image; null without one' })
  image3!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of the fourth further image; null without one' })
  image4!: string | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Average of the review ratings, 1 to 5 with two decimals (not money); null before the first review',
  })
  rating!: number | null;
  @Field(() => Int, { description: 'How many reviews the rating averages' }) ratingCount!: number;
  @Field(() => DateTimeISO, { description: 'When the tool was listed' }) createdAt!: Date;
  @Field(() => Int, {
    nullable: true,
    description: "Paid bookings of the tool: only in the owner's own list (myTools), null elsewhere",
  })
  @ViewerDependent()
  bookingsCount!: number | null;
  @Field(() => Boolean, {
    description: 'The viewer may change or delete this tool: its owner and administrators (tool policy `update`)',
  })
  @ViewerDependent()
  canEdit!: boolean;
  @Field(() => Boolean, {
    description:
      "The viewer may book this tool: signed in and not its owner, nobody rents their own tool (tool policy `book`). Whether a period is free is bookingQuote's answer",
  })
  @ViewerDependent()
  canBook!: boolean;
  @Field(() => Boolean, {
    description:
      'The viewer could book it but its owner asks for a verified ID and theirs is not (booking it answers ID_VERIFICATION_REQUIRED)',
  })
  @ViewerDependent()
  needsIdVerification!: boolean;
}

export function toTool({ tool, category, owner, distanceKm }: ToolWithRefs, ctx: GraphQLContext): Tool {
  const privileged = canTool(ctx.viewer, 'update', tool);
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    price: money(tool.priceCents, tool.currency),
    rentalCircle: tool.rentalCircle as RentalCircle,
    units: tool.units,
    cancellationPolicy: tool.cancellationPolicy as CancellationPolicy,
    cancellationPolicySummary: policySummary(tool.cancellationPolicy as PolicyName),
    bookingMode: tool.bookingMode as BookingMode,
    requiresIdVerification: tool.requiresIdVerification,
    minRentalLength: Math.ceil(tool.minRentalMinutes / CIRCLE_MINUTES[tool.rentalCircle]),
    maxRentalLength: Math.ceil(tool.maxRentalMinutes / CIRCLE_MINUTES[tool.rentalCircle]),
    bufferHours: tool.bufferMinutes / 60,
    noticeHours: tool.noticeMinutes / 60,
    maxAdvanceDays: tool.maxAdvanceDays,
    bookingRules: rulesSummary(tool),
    weeklyDiscountPercent: tool.weeklyDiscountPercent,
    monthlyDiscountPercent: tool.monthlyDiscountPercent,
    deposit: money(tool.depositCents, tool.currency),
    lateFee: money(tool.lateFeeCents, tool.currency),
    lateFeeUnit: tool.lateFeeUnit,
    lateFeeCap: money(tool.lateFeeCapCents, tool.currency),
    lateFeeTerms: lateFeeTerms(tool) ?? null,
    itemStatus: tool.itemStatus as ItemStatus,
    category,
    owner,
    country: tool.country,
    state: tool.state,
    city: tool.city,
    timeZone: tool.timeZone,
    address: privileged ? tool.address : null,
    // The public point (the database rounds it) for everyone; the exact one, maybe a pin, for those who may edit it.
    latitude: tool.publicLatitude,
    longitude: tool.publicLongitude,
    pickupLatitude: privileged ? tool.latitude : null,
    pickupLongitude: privileged ? tool.longitude : null,
    locationSource: tool.locationSource,
    distanceKm: distanceKm ?? null,
    coverImage: tool.coverImage,
    image1: tool.image1,
    image2: tool.image2,
    image3: tool.image3,
    image4: tool.image4,
    rating: tool.rating,
    ratingCount: tool.ratingCount,
    createdAt: tool.createdAt,
    bookingsCount: null,
    canEdit: privileged,
    canBook: canTool(ctx.viewer, 'book', tool),
    needsIdVerification:
      ctx.viewer !== undefined &&
      canTool(ctx.viewer, 'book', tool) &&
      idVerificationProblem(ctx.viewer, tool) !== undefined,
  };
}

const CAP = TOTAL_CAP.toLocaleString('en');

@ObjectType({ description: 'A page of the marketplace', simpleResolvers: true })
export class ToolPage extends PageOf(Tool) {
  @Field(() => Boolean, {
    description: `More tools match than total says: total stops counting at ${CAP} (show "${CAP}+"), and pages reach no further than those ${CAP} (narrow the search to find the others)`,
  })
  totalCapped!: boolean;
}

@ObjectType({
  description: 'The marketplace as a connection: listed tools read on from a cursor, so none repeats or is skipped',
  simpleResolvers: true,
})
export class ToolConnection extends ConnectionOf(Tool) {
  @Field(() => Boolean, {
    description: `More tools match than totalCount says: totalCount stops counting at ${CAP} (show "${CAP}+"); the edges read on past them`,
  })
  totalCountCapped!: boolean | Promise<boolean>;
}

@ObjectType({ description: "A page of the signed-in user's own tools, newest first" })
export class MyToolPage extends PageOf(Tool) {}

@ObjectType({ description: "The signed-in user's own tools as a connection, newest first: read on from a cursor" })
export class MyToolConnection extends ConnectionOf(Tool, 'MyTool') {}

const LATITUDE_TEXT = 'Latitude in degrees (WGS 84), -90 to 90; with longitude';
const LONGITUDE_TEXT = 'Longitude in degrees (WGS 84), -180 to 180; with latitude';

@InputType({
  description:
    "Where a distance search measures from: a point (latitude and longitude, e.g. the browser's location) or a city of the places data (country and city, with its state), not both",
})
export class NearInput {
  @Field(() => Float, { nullable: true, description: LATITUDE_TEXT }) latitude?: number | null;
  @Field(() => Float, { nullable: true, description: LONGITUDE_TEXT }) longitude?: number | null;
  @Field(() => String, { nullable: true, description: 'Country of the city, by name or ISO code, e.g. "Nigeria"' })
  country?: string | null;
  @Field(() => String, { nullable: true, description: 'State or region of the city, by name or code' })
  state?: string | null;
  @Field(() => String, { nullable: true, description: 'The city, as the places data names it, e.g. "Ikeja"' })
  city?: string | null;
}

@InputType({ description: 'What the marketplace is narrowed to; every filter left out matches all listed tools' })
export class ToolBrowseInput {
  @Field(() => String, {
    nullable: true,
    description: 'Words matched as prefixes in the name and description ("dril dew" finds "DeWalt drill")',
  })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only tools of this category (RentalCategory.id)' })
  categoryId?: string | null;
  @Field(() => String, { nullable: true, description: 'Only tools picked up in this city (any letter case)' })
  city?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Lowest price, included: decimal text in `currency`, e.g. "10" or "12.50". It is compared with each tool\'s own price per hour or per day: give rentalCircle to compare like with like',
  })
  minPrice?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Highest price, included: decimal text in `currency`, e.g. "40.00" (see minPrice)',
  })
  maxPrice?: string | null;
  @Field(() => RentalCircle, {
    nullable: true,
    description: 'Only tools priced per hour (HOURLY) or per day (DAILY), so that prices and their order compare',
  })
  rentalCircle?: RentalCircle | null;
  @Field(() => CurrencyCode, {
    nullable: true,
    description:
      'Only tools priced in this currency (ISO 4217, one of SiteConfig.currencies). With minPrice or maxPrice it defaults to the site currency (SiteConfig.currency), since prices of two currencies do not compare',
  })
  currency?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Only tools with a unit free for the whole of the days from this one (YYYY-MM-DD, the tool's own days) to freeTo; alone, that one day",
  })
  freeFrom?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The last day (YYYY-MM-DD, included) the tool must be free; alone, that one day',
  })
  freeTo?: string | null;
  @Field(() => NearInput, {
    nullable: true,
    description: `Only tools within radiusKm of this point or city (each with its distanceKm); order by DISTANCE to see the nearest first`,
  })
  near?: NearInput | null;
  @Field(() => Int, {
    nullable: true,
    description: `How far from near, whole kilometres from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}; ${DEFAULT_RADIUS_KM} when left out. Only with near`,
  })
  radiusKm?: number | null;
}

const PIN_TEXT =
  "of the owner's pin on the pickup point; with the other coordinate. Left out: the point of the tool's city. Only the owner and administrators see the pin; everyone else a point within about 1 km";

@InputType({ description: 'A new tool. It is listed (AVAILABLE) under the signed-in account at once' })
export class ToolInput {
  @Field(() => String, { description: 'The name, 1 to 120 characters' }) name!: string;
  @Field(() => String, { nullable: true, description: 'What comes with it, at most 5000 characters' })
  description?: string | null;
  @Field(() => String, {
    description:
      'The price per rental circle in the currency of the tool\'s country (SiteConfig.localCurrencies, else the site\'s): decimal text, more than 0, e.g. "25.50"',
  })
  price!: string;
  @Field(() => RentalCircle, { nullable: true, description: 'Per hour or per day; DAILY when left out' })
  rentalCircle?: RentalCircle | null;
  @Field(() => Int, { nullable: true, description: 'Identical units rented out at once, 1 to 100; 1 when left out' })
  units?: number | null;
  @Field(() => CancellationPolicy, {
    nullable: true,
    description: 'What renters get back when they cancel; FLEXIBLE when left out',
  })
  cancellationPolicy?: CancellationPolicy | null;
  @Field(() => BookingMode, {
    nullable: true,
    description: 'Instant booking or request to book; INSTANT when left out',
  })
  bookingMode?: BookingMode | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only renters with a verified ID may book it; false when left out',
  })
  requiresIdVerification?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: `The security deposit per unit: ${DEPOSIT_TEXT}; 0 when left out`,
  })
  deposit?: string | null;
  @Field(() => Int, { nullable: true, description: MIN_LENGTH_TEXT }) minRentalLength?: number | null;
  @Field(() => Int, { nullable: true, description: MAX_LENGTH_TEXT }) maxRentalLength?: number | null;
  @Field(() => Int, { nullable: true, description: BUFFER_TEXT }) bufferHours?: number | null;
  @Field(() => Int, { nullable: true, description: NOTICE_TEXT }) noticeHours?: number | null;
  @Field(() => Int, { nullable: true, description: ADVANCE_TEXT }) maxAdvanceDays?: number | null;
  @Field(() => Int, { nullable: true, description: WEEKLY_TEXT }) weeklyDiscountPercent?: number | null;
  @Field(() => Int, { nullable: true, description: MONTHLY_TEXT }) monthlyDiscountPercent?: number | null;
  @Field(() => String, {
    nullable: true,
    description: `The fee per started hour or day of a late return (after 30 minutes), taken from the deposit: ${LATE_FEE_TEXT}`,
  })
  lateFee?: string | null;
  @Field(() => LateFeeUnitEnum, { nullable: true, description: 'What the late fee is counted per; HOUR when left out' })
  lateFeeUnit?: LateFeeUnit | null;
  @Field(() => String, {
    nullable: true,
    description: `The most a late return costs, at least the late fee and at most the deposit: ${LATE_FEE_TEXT}`,
  })
  lateFeeCap?: string | null;
  @Field(() => ID, { description: 'Its category (RentalCategory.id)' }) categoryId!: string;
  @Field(() => String, { description: 'Country of the pickup place, e.g. "Nigeria"' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region of the pickup place' }) state?: string | null;
  @Field(() => String, { description: 'City of the pickup place' }) city!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Pickup address, at most 300 characters: only the owner and administrators see it',
  })
  address?: string | null;
  @Field(() => Float, { nullable: true, description: `Latitude (-90 to 90) ${PIN_TEXT}` }) latitude?: number | null;
  @Field(() => Float, { nullable: true, description: `Longitude (-180 to 180) ${PIN_TEXT}` }) longitude?: number | null;
}

@InputType({
  description:
    'Changes to a tool: a field left out (or null) stays as it is; an empty string clears description, state and address',
})
export class ToolUpdateInput {
  @Field(() => String, { nullable: true, description: 'The name, 1 to 120 characters' }) name?: string | null;
  @Field(() => String, { nullable: true, description: 'What comes with it, at most 5000 characters' })
  description?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The price per rental circle in the currency of the tool\'s country (SiteConfig.localCurrencies, else the site\'s): decimal text, more than 0, e.g. "25.50"',
  })
  price?: string | null;
  @Field(() => RentalCircle, { nullable: true, description: 'Per hour or per day' })
  rentalCircle?: RentalCircle | null;
  @Field(() => Int, { nullable: true, description: 'Identical units rented out at once, 1 to 100' })
  units?: number | null;
  @Field(() => CancellationPolicy, {
    nullable: true,
    description: 'What renters get back when they cancel; bookings already made keep theirs',
  })
  cancellationPolicy?: CancellationPolicy | null;
  @Field(() => BookingMode, { nullable: true, description: 'Instant booking or request to book (new bookings)' })
  bookingMode?: BookingMode | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Only renters with a verified ID may book it (new bookings; those made stay)',
  })
  requiresIdVerification?: boolean | null;
  @Field(() => String, {
    nullable: true,
    description: `The security deposit per unit: ${DEPOSIT_TEXT}; bookings already made keep theirs`,
  })
  deposit?: string | null;
  @Field(() => Int, { nullable: true, description: MIN_LENGTH_TEXT }) minRentalLength?: number | null;
  @Field(() => Int, { nullable: true, description: MAX_LENGTH_TEXT }) maxRentalLength?: number | null;
  @Field(() => Int, { nullable: true, description: BUFFER_TEXT }) bufferHours?: number | null;
  @Field(() => Int, { nullable: true, description: NOTICE_TEXT }) noticeHours?: number | null;
  @Field(() => Int, { nullable: true, description: ADVANCE_TEXT }) maxAdvanceDays?: number | null;
  @Field(() => Int, { nullable: true, description: WEEKLY_TEXT }) weeklyDiscountPercent?: number | null;
  @Field(() => Int, { nullable: true, description: MONTHLY_TEXT }) monthlyDiscountPercent?: number | null;
  @Field(() => String, {
    nullable: true,
    description: `The fee per started hour or day of a late return (after 30 minutes), taken from the deposit: ${LATE_FEE_TEXT}`,
  })
  lateFee?: string | null;
  @Field(() => LateFeeUnitEnum, { nullable: true, description: 'What the late fee is counted per; HOUR when left out' })
  lateFeeUnit?: LateFeeUnit | null;
  @Field(() => String, {
    nullable: true,
    description: `The most a late return costs, at least the late fee and at most the deposit: ${LATE_FEE_TEXT}`,
  })
  lateFeeCap?: string | null;
  @Field(() => ID, { nullable: true, description: 'Its category (RentalCategory.id)' }) categoryId?: string | null;
  @Field(() => String, { nullable: true, description: 'Country of the pickup place' }) country?: string | null;
  @Field(() => String, { nullable: true, description: 'State or region of the pickup place' }) state?: string | null;
  @Field(() => String, { nullable: true, description: 'City of the pickup place' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Pickup address, at most 300 characters' })
  address?: string | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "Latitude (-90 to 90) of a new pin on the pickup point, with longitude; left out, the pin (or the city's point) stays",
  })
  latitude?: number | null;
  @Field(() => Float, { nullable: true, description: 'Longitude (-180 to 180) of a new pin, with latitude' })
  longitude?: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "True: remove the owner's pin, so the pickup point is the city's again (not with latitude and longitude)",
  })
  clearPin?: boolean | null;
}
