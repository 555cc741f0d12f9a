import { Router } from 'express';
import { httpStatusOf, isAppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { mailViewProblem, sendMailView } from './mail-view.js';

/** Where an administrator's frame loads a stored e-mail as it looks (`OutboxMessage.htmlUrl`). */
export function outboxRoutes(services: Services) {
  const router = Router();
  router.get('/admin/mail-view/outbox/:id', async (req, res) => {
    const viewer = await services.mailViews.viewerOf(req.query.pass);
    if (!viewer) {
      mailViewProblem(res, 401, 'This view has expired or is not yours. Reload the page to see the e-mail.');
      return;
    }
    try {
      sendMailView(res, 200, await services.outbox.viewHtml(viewer, String(req.params.id)));
    } catch (error) {
      if (!isAppError(error)) throw error;
      mailViewProblem(res, httpStatusOf[error.code], error.message);
    }
  });
  return router;
}
