import { Router, type Response } from 'express';
import { limited, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import type { Services } from '../../../services.js';

const sendPdf = (res: Response, { filename, content }: { filename: string; content: Buffer }) =>
  res
    .type('application/pdf')
    .setHeader('Content-Disposition', `attachment; filename="${filename}"`)
    .setHeader('Cache-Control', 'no-store')
    .send(content);

/**
 * Invoice and credit note PDFs: the sponsor's by the private link's token (the only credential, as for
 * their page), an administrator's by their session.
 */
export function invoiceRoutes(services: Services): Router {
  const router = Router();
  router.get('/my-sponsorship/document.pdf', limited(services, 'expo.my-registration'), async (req, res) => {
    sendPdf(res, await services.invoices.sponsorPdf(req.query.token, req.query.number));
  });
  const auth = resolveViewer(services);
  router.get('/admin/invoices/:id/invoice.pdf', auth, async (req, res) => {
    sendPdf(res, await services.invoices.adminPdf(requireViewer(req), String(req.params.id)));
  });
  router.get('/admin/invoices/:id/credit-note.pdf', auth, async (req, res) => {
    sendPdf(res, await services.invoices.adminCreditPdf(requireViewer(req), String(req.params.id)));
  });
  return router;
}
