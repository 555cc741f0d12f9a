import { Router } from 'express';
import { errorShape, listParams, requireViewer, resolveViewer, str } from '../../../http/rest/support.js';
import { AppError } from '../../../lib/errors.js';
import type { Viewer } from '../../../core/viewer.js';
import type { Services } from '../../../services.js';
import { authorizeAccount } from '../../accounts/account.policy.js';
import type { BookingWithRefs } from './booking-refs.js';
import { billedPeriods } from './booking-charge.js';
import { periodFields, slotLabel } from './booking-time.js';
import { legacyReturnFields } from './lifecycle.js';

/** A Google Maps search for a place: its parts that are known, in the order of an address. */
export function googleMapLink(place: Pick<BookingWithRefs['tool'], 'address' | 'city' | 'state' | 'country'>) {
  const query = [place.address, place.city, place.state, place.country].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The old client's booking entity; dates and times are clock times of the tool (`time_zone`).
 * `viewerId`: who asks; `pickup_code` is theirs only when they are the booking's renter (null for the
 * owner and administrators, who must never see it).
 */
export function presentBooking({ booking, tool, renter }: BookingWithRefs, viewerId: string | undefined) {
  const period = periodFields(booking, tool.timeZone);
  const { authorization, returnedStatus } = legacyReturnFields(booking);
  return {
    id: booking.id,
    booking_code: booking.code,
    // What the renter gives the owner at the handover, who types it in the update call's booking_code.
    pickup_code: viewerId === booking.renterId ? booking.pickupCode : null,
    name: tool.name,
    description: tool.description,
    // The tool's rating (the average of its reviews), as the old booking copied it from the tool.
    rating: tool.rating,
    price: (booking.priceCents / 100).toFixed(2),
    payment: (booking.amountCents / 100).toFixed(2),
    quantity: booking.quantity,
    // Hours (3.5: hourly tools are charged by the minute) or days charged.
    period: billedPeriods(booking.rentalCircle, booking.billedMinutes),
    rental_circle: booking.rentalCircle,
    booking_status: booking.status,
    authorization,
    returned_status: returnedStatus,
    pickup_date: booking.pickedUpAt?.toISOString() ?? '',
    start_date: period.startDate,
    start_time: slotLabel(period.startTime),
    end_date: period.endDate,
    end_time: slotLabel(period.endTime),
    time_zone: tool.timeZone,
    rental_id: tool.id,
    categoryId: tool.categoryId,
    cover_image: tool.coverImage,
    image1: tool.image1,
    image2: tool.image2,
    image3: tool.image3,
    image4: tool.image4,
    country: tool.country,
    state: tool.state,
    city: tool.city,
    address: tool.address,
    // Beside the address: a booking answer goes only to its renter, the tool's owner or an administrator.
    googleMap: googleMapLink(tool),
    toolOwnerId: booking.ownerId,
    user: { id: renter.id, first_name: renter.firstName },
    refund_status: booking.refundStatus,
    created_at: booking.createdAt.toISOString(),
  };
}

/** The old client's booking calls, with its paths, fields and response keys. */
export function bookingRoutes(services: Services): Router {
  const router = Router();
  const { bookings } = services;
  const auth = resolveViewer(services);
  const presentTo = (viewer: Viewer) => (row: BookingWithRefs) => presentBooking(row, viewer.user.id);

  // The owner's view (My Bookings): bookings of the caller's tools.
  router.get('/rentalBookings/my-bookings', auth, async (req, res) => {
    const viewer = requireViewer(req);
    const page = await bookings.listAsOwner(viewer, listParams(req));
    res.json({ bookings: page.items.map(presentTo(viewer)), total: page.total });
  });

  // The renter's view (My Rental History): the caller's own bookings.
  router.get('/rentalBookings/:userId/my-bookings', auth, async (req, res) => {
    const viewer = requireViewer(req);
    const page = await bookings.listAsRenter(viewer, listParams(req), String(req.params.userId));
    res.json({ bookings: page.items.map(presentTo(viewer)), total: page.total });
  });

  const updateErrors = errorShape({ fields: { code: ['booking_code', 'code'] } });
  router.put('/user/:userId/rentalBookings/update-booking/:bookingId', updateErrors, auth, async (req, res) => {
    const viewer = requireViewer(req);
    authorizeAccount(viewer, 'actAs', String(req.params.userId));
    const body = (req.body ?? {}) as Record<string, unknown>;
    const id = String(req.params.bookingId);
    let row: BookingWithRefs | undefined;
    // The old client's pickup sends the code the owner typed in its booking code field: the renter's
    // pickup code now (the booking code is refused, as it proves nothing: the owner sees it).
    if (str(body.pickup_date)) row = await bookings.confirmPickup(viewer, id, body.booking_code ?? body.code);
    // The old client has no pickup step: its return is accepted once the rental has started.
    if (body.returned_status === 'Returned' || body.authorization === 'Authorized')
      row = await bookings.confirmReturn(viewer, id, { legacy: true });
    if (!row)
      throw AppError.badInput([
        { path: 'returned_status', msg: "Send returned_status 'Returned' to confirm the return, or a pickup_date" },
      ]);
    res.json({ message: 'The booking is updated', booking: presentBooking(row, viewer.user.id) });
  });

  router.get('/all-bookings', auth, async (req, res) => {
    const viewer = requireViewer(req);
    const page = await bookings.listAll(viewer, listParams(req), {
      status: str(req.query.status) as never,
      toolId: str(req.query.toolId),
    });
    res.json({ bookings: page.items.map(presentTo(viewer)), total: page.total });
  });

  return router;
}
