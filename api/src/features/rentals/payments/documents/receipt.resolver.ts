import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../../graphql/context.js';
import { Booking } from '../../bookings/booking.types.js';
import { canReceipt } from './receipt.policy.js';

/** Whether the viewer can have the booking's receipt: the receipt policy's answer, served to the page. */
@Resolver(() => Booking)
export class BookingReceiptResolver {
  @FieldResolver(() => Boolean, {
    description:
      "The viewer may download the booking's receipt (GET /api/bookings/{id}/receipt.pdf): its renter and administrators, once it was charged (paid)",
  })
  canDownloadReceipt(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): boolean {
    return booking.paid && canReceipt(ctx.viewer, 'read', { renterId: booking.renter.id, ownerId: booking.owner.id });
  }
}
