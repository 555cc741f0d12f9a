import { and, count, eq, inArray, not, like } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database } from '../../../db/client.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import type { SignedUploadUrls } from '../../../lib/signed-upload-urls.js';
import {
  assertImage,
  PRIVATE_UPLOADS_URL_PREFIX,
  signedImageUrl,
  type FileStorage,
  type IncomingFile,
} from '../../../lib/storage.js';
import type { BookingService } from '../bookings/booking.service.js';
import { bookings } from '../bookings/booking.table.js';
import { recordEvent } from '../bookings/lifecycle.js';
import {
  conditionPhotoRefusal,
  MAX_PHOTO_NOTE_LENGTH,
  MAX_PHOTOS_PER_BOOKING,
  MAX_PHOTOS_PER_UPLOAD,
} from './handover.policy.js';
import { conditionPhotos, type ConditionPhotoRow, type HandoverStage } from './handover.table.js';

/**
 * Condition photos at the pickup and the return: the renter or the owner adds a few at a time with a
 * note; each upload is one event on the booking's timeline. Who may see them is the booking's policy
 * (its renter, its owner, administrators). They are private files: stored apart from the public
 * uploads and shown only at short-lived signed addresses (photoUrl), handed out with the photos to
 * those who may see them.
 */
export class HandoverService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      storage: FileStorage;
      signedUrls: SignedUploadUrls;
      bookings: Pick<BookingService, 'get' | 'now' | 'announce'>;
    },
  ) {}

  async addConditionPhotos(
    viewer: Viewer | undefined,
    bookingId: string,
    input: { stage: HandoverStage; images: IncomingFile[]; note?: string | null },
  ): Promise<ConditionPhotoRow[]> {
    const { booking, role } = await this.deps.bookings.get(viewer, bookingId);
    const now = this.deps.bookings.now();
    const refused = conditionPhotoRefusal(booking, role, input.stage, now, this.deps.config.bookings);
    if (refused) throw refused;
    const note = input.note?.trim() || null;
    if (note && note.length > MAX_PHOTO_NOTE_LENGTH)
      throw AppError.badInput([{ path: 'note', msg: `The note may be at most ${MAX_PHOTO_NOTE_LENGTH} characters` }]);
    if (!input.images.length) throw AppError.badInput([{ path: 'images', msg: 'Add at least one photo' }]);
    if (input.images.length > MAX_PHOTOS_PER_UPLOAD)
      throw AppError.badInput([{ path: 'images', msg: `Add at most ${MAX_PHOTOS_PER_UPLOAD} photos at a time` }]);
    // Every file is checked before any is stored: one bad file refuses the upload and names itself.
    input.images.forEach((file, i) => assertImage(file, photoUse(i)));
    const [held] = await this.deps.db
      .select({ n: count() })
      .from(conditionPhotos)
      .where(eq(conditionPhotos.bookingId, booking.id));
    if ((held?.n ?? 0) + input.images.length > MAX_PHOTOS_PER_BOOKING)
      throw AppError.badInput([
        {
          path: 'images',
          msg: `A booking keeps at most ${MAX_PHOTOS_PER_BOOKING} condition photos; it has ${held?.n ?? 0}`,
        },
      ]);

    const saved: string[] = [];
    try {
      for (const [i, file] of input.images.entries()) saved.push(await this.deps.storage.saveImage(file, photoUse(i)));
      const party = role as 'renter' | 'owner';
      const rows = await this.deps.db.transaction(async (tx) => {
        // The booking row is locked so that two uploads at once cannot pass the cap together.
        await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, booking.id)).for('update');
        const [again] = await tx
          .select({ n: count() })
          .from(conditionPhotos)
          .where(eq(conditionPhotos.bookingId, booking.id));
        if ((again?.n ?? 0) + saved.length > MAX_PHOTOS_PER_BOOKING)
          throw AppError.badInput([
            { path: 'images', msg: `A booking keeps at most ${MAX_PHOTOS_PER_BOOKING} condition photos` },
          ]);
        const inserted = await tx
          .insert(conditionPhotos)
          .values(
            saved.map((image) => ({
              bookingId: booking.id,
              stage: input.stage,
              uploadedById: viewer!.user.id,
              uploadedBy: party,
              image,
              note,
              createdAt: now,
            })),
          )
          .returning();
        const howMany = saved.length === 1 ? '1 photo' : `${saved.length} photos`;
        await recordEvent(tx, {
          bookingId: booking.id,
          event: input.stage === 'pickup' ? 'condition_photo_pickup' : 'condition_photo_return',
          actor: party,
          actorId: viewer!.user.id,
          now,
          note: note ? `${howMany}: ${note}` : howMany,
        });
        return inserted;
      });
      this.deps.bookings.announce({ notes: [], bookings: [booking] });
      return rows;
    } catch (error) {
      await Promise.all(saved.map((url) => this.deps.storage.remove(url)));
      throw error;
    }
  }

  /** The condition photos of bookings the caller may already see, oldest first, by booking. */
  async photosOf(bookingIds: string[]): Promise<Map<string, ConditionPhotoRow[]>> {
    const byBooking = new Map<string, ConditionPhotoRow[]>();
    if (!bookingIds.length) return byBooking;
    const rows = await this.deps.db
      .select()
      .from(conditionPhotos)
      .where(inArray(conditionPhotos.bookingId, bookingIds))
      .orderBy(conditionPhotos.createdAt, conditionPhotos.id);
    for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
    return byBooking;
  }

  /**
   * The address at which a stored photo (its `image`) can be fetched, valid for 30 to 60 minutes from
   * `now`: give it only to whom may see the photo.
   */
  photoUrl(image: string, now = new Date()): string {
    return signedImageUrl(this.deps.signedUrls, image, now);
  }

  /**
   * Photos stored while they were public files (at /uploads/<name>) become private ones: run at start,
   * before any request, so that no public address serves one; safe to run again, and on several
   * instances at once. Answers how many were moved.
   */
  async makeStoredPhotosPrivate(): Promise<number> {
    const rows = await this.deps.db
      .select({ id: conditionPhotos.id, image: conditionPhotos.image })
      .from(conditionPhotos)
      .where(not(like(conditionPhotos.image, `${PRIVATE_UPLOADS_URL_PREFIX}%`)));
    let moved = 0;
    for (const row of rows) {
      const image = await this.deps.storage.makePrivate(row.image);
      if (image === row.image) continue;
      await this.deps.db
        .update(conditionPhotos)
        .set({ image })
        .where(and(eq(conditionPhotos.id, row.id), eq(conditionPhotos.image, row.image)));
      moved++;
    }
    return moved;
  }

  /** One booking's photos, for its renter, its owner or an administrator. */
  async photos(viewer: Viewer | undefined, bookingId: string): Promise<ConditionPhotoRow[]> {
    const { booking } = await this.deps.bookings.get(viewer, bookingId);
    return (await this.photosOf([booking.id])).get(booking.id) ?? [];
  }
}

/** A photo of an upload, named as its `images` argument, kept with the private files. */
const photoUse = (i: number) => ({ field: 'images', label: `Photo ${i + 1}`, private: true });
