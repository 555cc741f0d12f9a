import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../accounts/account.table.js';
import { bookings } from '../bookings/booking.table.js';

/** When a condition photo was taken: when the tool was handed over, or when it came back. */
export const HANDOVER_STAGES = ['pickup', 'return'] as const;
export type HandoverStage = (typeof HANDOVER_STAGES)[number];

/**
 * Photos (with a note) either party adds at the pickup or the return: the tool's condition as both
 * saw it, on the booking's timeline and the evidence of a dispute.
 */
export const conditionPhotos = pgTable(
  'condition_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    stage: text('stage', { enum: HANDOVER_STAGES }).notNull(),
    uploadedById: uuid('uploaded_by_id')
      .notNull()
      .references(() => users.id),
    /** renter or owner, when taken. */
    uploadedBy: text('uploaded_by', { enum: ['renter', 'owner'] }).notNull(),
    /**
     * The stored file's private reference (`/uploads/private/<name>`), served only at a signed address;
     * photos stored before they were private held `/uploads/<name>` until the start that moved them.
     */
    image: text('image').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('condition_photos_booking_idx').on(t.bookingId, t.createdAt)],
);
export type ConditionPhotoRow = typeof conditionPhotos.$inferSelect;
