import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  ObjectType,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../../graphql/upload.js';
import { AppError, isAppError } from '../../../lib/errors.js';
import type { IncomingFile } from '../../../lib/storage.js';
import { Booking } from '../bookings/booking.types.js';
import { conditionPhotoRefusal, MAX_PHOTOS_PER_BOOKING, MAX_PHOTOS_PER_UPLOAD } from './handover.policy.js';
import { HANDOVER_STAGES, type ConditionPhotoRow, type HandoverStage } from './handover.table.js';
import { asEnum } from '../../../graphql/enums.js';

const HandoverStageEnum = asEnum(HANDOVER_STAGES);
registerEnumType(HandoverStageEnum, {
  name: 'HandoverStage',
  description: 'When a condition photo was taken',
  valuesConfig: {
    PICKUP: { description: 'When the tool was handed over to the renter' },
    RETURN: { description: 'When the tool came back to its owner' },
  },
});

const UploaderEnum = { RENTER: 'renter', OWNER: 'owner' } as const;
registerEnumType(UploaderEnum, {
  name: 'ConditionPhotoUploader',
  description: 'Which party of the booking added a condition photo',
  valuesConfig: { RENTER: { description: 'The renter' }, OWNER: { description: "The tool's owner" } },
});

@ObjectType({ description: "A photo of the tool's condition at the pickup or the return, with the note added with it" })
export class ConditionPhoto {
  @Field(() => ID, { description: "The photo's id" }) id!: string;
  @Field(() => HandoverStageEnum, { description: 'At the pickup or at the return' }) stage!: HandoverStage;
  @Field(() => String, {
    description:
      "Signed address of the image, valid for 30 to 60 minutes (ask again for a fresh one), given only to the booking's parties and administrators; add `&w=` and one of 160, 320, 480, 720, 1080 or 1600 for a WebP of that width",
  })
  url!: string;
  @Field(() => String, { nullable: true, description: 'The note added with the upload, if any' }) note!: string | null;
  @Field(() => UploaderEnum, { description: 'Who added it' }) uploadedBy!: 'renter' | 'owner';
  @Field(() => DateTimeISO, { description: 'When it was added' }) createdAt!: Date;
}

const toPhoto = (row: ConditionPhotoRow, ctx: GraphQLContext): ConditionPhoto => ({
  id: row.id,
  stage: row.stage,
  url: ctx.services.handovers.photoUrl(row.image),
  note: row.note,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt,
});

/** Reads the uploads in order; a refused one (too large) is named as the `images` argument. */
async function readImages(uploads: Promise<FileUpload>[]): Promise<IncomingFile[]> {
  const files: IncomingFile[] = [];
  for (const upload of uploads) {
    try {
      const file = await readUpload(upload);
      if (file) files.push(file);
    } catch (error) {
      if (!isAppError(error)) throw error;
      throw new AppError(error.code, error.message, [{ path: 'images', msg: error.message }]);
    }
  }
  return files;
}

@Resolver(() => Booking)
export class HandoverResolver {
  @FieldResolver(() => [ConditionPhoto], {
    description:
      "Photos of the tool's condition at the pickup and the return, oldest first: for the booking's renter, its owner and administrators. Ask it on one booking's page",
  })
  async conditionPhotos(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<ConditionPhoto[]> {
    return (await ctx.services.handovers.photos(ctx.viewer, booking.id)).map((row) => toPhoto(row, ctx));
  }

  @FieldResolver(() => [HandoverStageEnum], {
    description:
      'The stages the viewer may add condition photos to now (empty: none): the renter or the owner, at the pickup and at the return',
  })
  conditionPhotoStages(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): HandoverStage[] {
    const now = ctx.services.bookings.now();
    const row = {
      status: booking.status,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      pickedUpAt: booking.pickupDate,
      returnedAt: booking.returnedAt,
    };
    return HANDOVER_STAGES.filter(
      (stage) => !conditionPhotoRefusal(row, booking.viewerRole, stage, now, ctx.services.config.bookings),
    );
  }

  @Authorized()
  @Mutation(() => [ConditionPhoto], {
    description: `The renter or the tool's owner adds photos of the tool's condition (1 to ${MAX_PHOTOS_PER_UPLOAD} at a time, at most ${MAX_PHOTOS_PER_BOOKING} per booking) with a note: PICKUP from when the pickup may be confirmed until a day after it, RETURN while the tool is out and until the dispute window after the return closes. One timeline event per upload. Answers the photos added`,
  })
  async addConditionPhotos(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('stage', () => HandoverStageEnum, { description: 'At the pickup or at the return' }) stage: HandoverStage,
    @Arg('images', () => [GraphQLUpload], {
      description: `The photos: PNG, JPEG or WebP, at most 5 MB each, 1 to ${MAX_PHOTOS_PER_UPLOAD}`,
    })
    images: Promise<FileUpload>[],
    @Arg('note', () => String, { nullable: true, description: 'What the photos show (at most 1,000 characters)' })
    note: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConditionPhoto[]> {
    const files = await readImages(images);
    const added = await ctx.services.handovers.addConditionPhotos(ctx.viewer, bookingId, {
      stage,
      images: files,
      note,
    });
    return added.map((row) => toPhoto(row, ctx));
  }
}
