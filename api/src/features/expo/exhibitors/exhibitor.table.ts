import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sponsors } from '../expo.table.js';

/**
 * A company in the exhibitor directory of an edition, managed by administrators. It may stand for an
 * approved sponsor (`sponsorId`): then it adds what the sponsorship application does not ask (a
 * description, the website, the booth) and the sponsor appears once, with these details.
 */
export const exhibitors = pgTable(
  'exhibitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    // A deleted sponsorship application leaves the exhibitor in the directory, on its own.
    sponsorId: uuid('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    description: text('description').notNull().default(''),
    /** The description in French; null: the French directory shows the English one. */
    descriptionFr: text('description_fr'),
    /** An http(s) address, checked on every write. */
    website: text('website'),
    booth: text('booth'),
    category: text('category'),
    /** URL path of the logo (the image storage); a linked sponsor's own logo shows when null. */
    logo: text('logo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One directory entry per sponsor, even under concurrent saves.
    uniqueIndex('exhibitors_sponsor_key')
      .on(t.sponsorId)
      .where(sql`${t.sponsorId} is not null`),
    index('exhibitors_year_company_idx').on(t.year, sql`lower(${t.company})`),
  ],
);
export type ExhibitorRow = typeof exhibitors.$inferSelect;
