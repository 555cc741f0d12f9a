import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { BookingSide, Notification } from '../../notifications/notification.types.js';

/**
 * The bell's notes about a booking, seen from bookings: which side of the booking their reader is on
 * (which page opens it). Bookings write notes through the bell; the bell knows nothing of bookings.
 * The notes of a page read their bookings together (the request's loaders).
 */
@Resolver(() => Notification)
export class NotificationBookingSideResolver {
  @FieldResolver(() => BookingSide, {
    nullable: true,
    description: "The reader's side of that booking; null when the note is about no booking",
  })
  async bookingRole(@Root() note: Notification, @Ctx() ctx: GraphQLContext): Promise<BookingSide | null> {
    if (!note.bookingId || !ctx.viewer) return null;
    const booking = await ctx.loaders.bookingRows.load(note.bookingId);
    const reader = ctx.viewer.user.id;
    if (booking?.renterId === reader) return BookingSide.RENTER;
    if (booking?.ownerId === reader) return BookingSide.OWNER;
    return null;
  }
}
