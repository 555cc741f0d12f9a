import express, { Router } from 'express';
import { limited } from '../../../http/rest/support.js';
import { isAppError } from '../../../lib/errors.js';
import type { Services } from '../../../services.js';

/**
 * The RFC 8058 one-click target of a saved search's List-Unsubscribe header: a mail client posts
 * `List-Unsubscribe=One-Click` to the link, token in its query. A person opening the link gets the web
 * app's page at the same address (GET), which asks before stopping.
 */
export function savedSearchSiteRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/saved-searches/unsubscribe',
    limited(services, 'mail.unsubscribe'),
    express.urlencoded({ extended: false, limit: '10kb' }),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      try {
        await services.savedSearches.unsubscribe(req.query.token ?? body.token);
        res.status(200).type('text').setHeader('Cache-Control', 'no-store').send('Unsubscribed');
      } catch (error) {
        if (!isAppError(error)) throw error;
        res.status(400).type('text').setHeader('Cache-Control', 'no-store').send(error.message);
      }
    },
  );
  return router;
}
