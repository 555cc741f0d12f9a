import { Router } from 'express';
import { authenticate } from '../../../graphql/context.js';
import { errorShape, limited, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import type { Services } from '../../../services.js';
import { presentBooking } from '../bookings/booking.rest.js';

/**
 * The old client's calls that only it makes: pay, then book against the payment, then acknowledge
 * the booking to its owner. The rest of its REST API lives with each feature.
 */
export function legacyRoutes(services: Services): Router {
  const router = Router();
  const { bookings, legacyBookings } = services;

  router.post(
    '/payment/create-payment-intent',
    resolveViewer(services),
    limited(services, 'payment.start'),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const payment = await legacyBookings.startPayment(requireViewer(req), String(body.userId ?? ''), body.amount);
      res.status(201).json({ clientSecret: payment.clientSecret, paymentId: payment.id });
    },
  );

  router.post('/user/:userId/add-rental-booking', async (req, res) => {
    const { viewer, tokenProblem } = await authenticate(services, req.headers.authorization);
    if (!viewer || tokenProblem) {
      // The old client shows 'kindly login to make bookings' on exactly this text.
      res.status(401).type('text/plain').send('UnAuthorized ');
      return;
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const booking = await legacyBookings.book(viewer, String(req.params.userId), {
      toolId: body.rental_id ?? body.rentalId ?? body.toolId,
      startDate: body.start_date,
      startTime: body.start_time,
      endDate: body.end_date,
      endTime: body.end_time,
      quantity: body.quantity,
      paymentId: body.paymentId ?? body.payment_id,
    });
    const [row] = await bookings.loadMany([booking.id]);
    res.status(201).json({ message: 'Your booking is confirmed', rental: presentBooking(row!, viewer.user.id) });
  });

  // Sent by the old client without a token after a booking. The booking already told its owner, so
  // this only acknowledges a real, recent booking: it sends nothing and cannot relay e-mail.
  const notifyErrors = errorShape({ fields: { toolOwnerId: 'toolOwner_id' } });
  router.post('/send-notification', notifyErrors, limited(services, 'booking.notify-owner'), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    await legacyBookings.assertRecentBooking(body.toolOwner_id, body.bookingName);
    res.json({ message: 'The owner has been notified' });
  });

  router.post('/user/:ownerId/notifications/add-notification', resolveViewer(services), async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    await legacyBookings.noteToOwner(requireViewer(req), String(req.params.ownerId), body.message);
    res.status(201).json({ message: 'Notification added' });
  });

  return router;
}
