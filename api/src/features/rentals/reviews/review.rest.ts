import { Router } from 'express';
import { errorShape, requireViewer, resolveViewer, str } from '../../../http/rest/support.js';
import { AppError } from '../../../lib/errors.js';
import type { Services } from '../../../services.js';
import { authorizeAccount } from '../../accounts/account.policy.js';
import type { ReviewWithReviewer } from './review.service.js';

function presentReview({ review, reviewer }: ReviewWithReviewer) {
  return {
    id: review.id,
    comment: review.comment,
    rating: review.rating,
    rental_id: review.toolId,
    rentalBooking_id: review.bookingId,
    user: { id: reviewer.id, first_name: reviewer.firstName },
    rentalBookings: { id: review.bookingId },
    createdAt: review.createdAt.toISOString(),
  };
}

/** The old client's review calls, with its paths, fields and response keys. */
export function reviewRoutes(services: Services): Router {
  const router = Router();
  const { reviews } = services;

  // Public, like the tool page's reviews: `rental_id` narrows to one tool, else the newest 100.
  router.get('/rentalBookings/get-review', async (req, res) => {
    const toolId = str(req.query.rental_id) ?? str(req.query.toolId);
    const page = toolId ? await reviews.forTool(toolId, { pageSize: 50 }) : await reviews.latest();
    res.json({ reviews: page.items.map(presentReview), total: page.total });
  });

  const reviewErrors = errorShape({ fields: { rentalBookingId: ['rentalBooking_id', 'rentalBookingId'] } });
  router.post('/user/:userId/reviews/add-review', reviewErrors, resolveViewer(services), async (req, res) => {
    const viewer = requireViewer(req);
    authorizeAccount(viewer, 'actAs', String(req.params.userId), 'You can only review as yourself');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const bookingId = str(body.rentalBooking_id) ?? str(body.rentalBookingId);
    if (!bookingId) throw AppError.badInput([{ path: 'rentalBookingId', msg: 'Say which booking you review' }]);
    await reviews.add(viewer, bookingId, { rating: body.rating, comment: body.comment });
    res.status(201).json({ message: 'Thank you for your review' });
  });

  return router;
}
