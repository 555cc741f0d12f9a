import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** How a registration question is answered. */
export const QUESTION_KINDS = ['text', 'long_text', 'choice', 'multiple_choice', 'yes_no'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** One answer a choice question offers: `value` is what is stored and exported, the labels what people read. */
export interface QuestionOption {
  value: string;
  label: string;
  labelFr: string | null;
}

/** A question a registration type asks, in the order of its list. */
export interface RegistrationQuestion {
  /** Stable within its type: the answer's key, the export's column (e.g. "company"). */
  key: string;
  kind: QuestionKind;
  label: string;
  labelFr: string | null;
  required: boolean;
  /** For `choice` and `multiple_choice`; empty otherwise. */
  options: QuestionOption[];
}

/** What a registration answered, by question key: text, the chosen values, or yes/no. */
export type RegistrationAnswers = Record<string, string | string[] | boolean>;

/**
 * A kind of registration the organisers offer for one edition (trade visitor, VIP, press…): its days,
 * its places, when it is on sale, and what it asks.
 */
export const registrationTypes = pgTable(
  'registration_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    /** Stable within the edition, used in links (`/registration?type=trade-visitor`). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameFr: text('name_fr'),
    description: text('description').notNull().default(''),
    descriptionFr: text('description_fr'),
    /** The expo days (YYYY-MM-DD, venue calendar) the registration admits to. */
    days: text('days').array().notNull(),
    /**
     * What registering as it costs, in minor units of `currency` (kobo): 0 is free. A paid registration
     * is an order (paid-registration/) until its payment is captured.
     */
    priceCents: integer('price_cents').notNull().default(0),
    /** The price's currency (ISO 4217); null when free. */
    currency: text('currency'),
    /** Places for the whole type; null: no limit. */
    capacity: integer('capacity'),
    /**
     * Places held: registrations that stand (not cancelled or declined) and waitlist offers not yet
     * answered. Moved only together with what holds them, in the same transaction, by a guarded
     * UPDATE (`taken < capacity`), so a burst of registrations can never hold more than `capacity`.
     */
    taken: integer('taken').notNull().default(0),
    salesStartAt: timestamp('sales_start_at', { withTimezone: true }),
    salesEndAt: timestamp('sales_end_at', { withTimezone: true }),
    /** Not offered on the form: reached with an access code or an invitation link only. */
    hidden: boolean('hidden').notNull().default(false),
    /** Where a registration that names no type lands (the old client's form): one per edition. */
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * Its registrations wait for an organiser's approval (press, hosted buyers): no ticket until then. Free
     * only, and never the default type.
     */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    /** Registering as it needs an access code of it (VIP, press, hosted buyers): a link or slug alone is refused. */
    requiresCode: boolean('requires_code').notNull().default(false),
    /** Sponsors' VIP passes register as this type (each approved sponsor's access code is for it): one per edition. */
    sponsorPasses: boolean('sponsor_passes').notNull().default(false),
    /** The order of the form's list, lowest first. */
    position: integer('position').notNull().default(0),
    /** The colour of its badges' band (#rrggbb), so the door tells the types apart; null: the expo's. */
    badgeColour: text('badge_colour'),
    questions: jsonb('questions').$type<RegistrationQuestion[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_types_year_slug_key').on(t.year, t.slug),
    uniqueIndex('registration_types_default_key')
      .on(t.year)
      .where(sql`${t.isDefault}`),
    uniqueIndex('registration_types_sponsor_passes_key')
      .on(t.year)
      .where(sql`${t.sponsorPasses}`),
    index('registration_types_year_position_idx').on(t.year, t.position),
    check(
      'registration_types_taken_within_capacity',
      sql`${t.taken} >= 0 and (${t.capacity} is null or ${t.taken} <= ${t.capacity})`,
    ),
    check('registration_types_price', sql`${t.priceCents} >= 0 and (${t.priceCents} = 0 or ${t.currency} is not null)`),
    check('registration_types_badge_colour', sql`${t.badgeColour} is null or ${t.badgeColour} ~ '^#[0-9a-f]{6}$'`),
    check(
      'registration_types_sales_window',
      sql`${t.salesEndAt} is null or ${t.salesStartAt} is null or ${t.salesEndAt} > ${t.salesStartAt}`,
    ),
  ],
);
export type RegistrationTypeRow = typeof registrationTypes.$inferSelect;

/**
 * An expo day with a limit on the people it admits (the venue's, a fire officer's): a registration of any
 * type that admits to the day holds one of its places. A day without a row has no limit of its own. Its
 * places held are the `taken` of the types that admit to it, summed when a place is claimed (places.ts):
 * a type's days can change without a second counter to keep in step.
 */
export const expoDayCapacities = pgTable(
  'expo_day_capacities',
  {
    year: integer('year').notNull(),
    /** YYYY-MM-DD, venue calendar. */
    day: text('day').notNull(),
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.year, t.day] }), check('expo_day_capacities_capacity', sql`${t.capacity} >= 0`)],
);
export type ExpoDayCapacityRow = typeof expoDayCapacities.$inferSelect;
