import { Router } from 'express';
import { limited } from '../../http/rest/support.js';
import type { Services } from '../../services.js';

/**
 * The files of "My registration", downloaded by plain links of its page: the badge PDF and the calendar
 * file. The private link's token is the only credential, as for the page's GraphQL operations.
 */
export function myRegistrationRoutes(services: Services): Router {
  const router = Router();
  const budget = limited(services, 'expo.my-registration');
  router.get('/my-registration/badge.pdf', budget, async (req, res) => {
    const { filename, pdf } = await services.myRegistration.badge(req.query.token);
    res
      .type('application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${filename}"`)
      .setHeader('Cache-Control', 'no-store')
      .send(pdf);
  });
  router.get('/my-registration/calendar.ics', budget, async (req, res) => {
    const { filename, ics } = await services.myRegistration.calendarFile(req.query.token);
    res
      .type('text/calendar; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${filename}"`)
      .setHeader('Cache-Control', 'no-store')
      .send(ics);
  });
  return router;
}
