import { Router, type Response } from 'express';
import { errorShape, limited, requireViewer, resolveViewer } from '../../../http/rest/support.js';
import type { Services } from '../../../services.js';
import type { PrintedBadges } from './badge-print.service.js';

const sendBadges = (res: Response, { filename, pdf, count }: PrintedBadges) =>
  res
    .type('application/pdf')
    .setHeader('Content-Disposition', `attachment; filename="${filename}"`)
    .setHeader('X-Badge-Count', String(count))
    .send(pdf);

/**
 * Badge printing, with the session's bearer token: POST, because printing records the badges as
 * printed (a GET must change nothing); the answer is the PDF itself, which the web app saves or opens
 * from a blob. Bodies are JSON: a batch's filters and sheet, a walk-up's sheet and position.
 */
export function badgePrintRoutes(services: Services): Router {
  const router = Router();
  // Field errors name the inputs as the body spells them (camelCase), sent or not (a batch too large
  // names the filter that would narrow it).
  const shape = errorShape({
    fields: { typeId: 'typeId', unprintedOnly: 'unprintedOnly', participantIds: 'participantIds' },
  });
  const signedIn = [shape, resolveViewer(services), limited(services, 'badge.print')];
  // Administrators: the badges a filter matches (see BadgePrinting.printBatch).
  router.post('/admin/badges.pdf', ...signedIn, async (req, res) => {
    sendBadges(res, await services.badgePrinting.printBatch(requireViewer(req), req.body));
  });
  // The check-in desk (administrators and check-in staff): one guest's badge.
  router.post('/admin/participants/:id/badge.pdf', ...signedIn, async (req, res) => {
    sendBadges(res, await services.badgePrinting.printOne(requireViewer(req), String(req.params.id), req.body));
  });
  return router;
}
