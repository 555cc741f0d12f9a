import { Router } from 'express';
import { requireViewer, resolveViewer } from '../../../../http/rest/support.js';
import type { Services } from '../../../../services.js';

/** PDF downloads: a renter's receipt (bearer token, as every signed-in route). */
export function documentRoutes(services: Services): Router {
  const router = Router();
  router.get('/bookings/:id/receipt.pdf', resolveViewer(services), async (req, res) => {
    const { filename, pdf } = await services.receipts.receipt(requireViewer(req), String(req.params.id));
    res
      .type('application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${filename}"`)
      .setHeader('Cache-Control', 'no-store')
      .send(pdf);
  });
  return router;
}
