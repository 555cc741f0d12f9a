import express, { Router, type Response } from 'express';
import { errorShape, multipart, limited, requireViewer, resolveViewer } from '../../http/rest/support.js';
import { AppError, isAppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { AUDIENCES } from './mailing.table.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A tiny server-rendered page: unsubscribe links must work from any mail client, without scripts. */
function page(res: Response, status: number, title: string, body: string) {
  res.status(status).type('html').setHeader('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f1a1d;line-height:1.5"><h1 style="color:#3a1038">${escapeHtml(title)}</h1>${body}<p><a href="/" style="color:#3a1038">Back to the site</a></p></body></html>`);
}

const GROUP_MAIL_FIELDS = ['receivers', 'audience', 'subject', 'message'];

export function mailingRoutes(services: Services) {
  const api = Router();
  // The Send Email form's fields (receivers, subject, message). The old client never sent them; this route does what it meant.
  api.post(
    '/send-message',
    errorShape({ fields: { audience: ['receivers', 'audience'] } }),
    limited(services, 'mail.group'),
    resolveViewer(services),
    // Files are read only to be refused with a useful answer: the old admin page sent an account
    // form with a picture here.
    multipart.any(),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const files = Array.isArray(req.files) ? req.files.length : 0;
      if (files || !GROUP_MAIL_FIELDS.some((field) => field in body)) {
        const receivers = AUDIENCES.map((a) => services.mailings.audienceLabel(a)).join(', ');
        throw AppError.badInput(
          [{ path: files ? 'file' : 'receivers', msg: 'Send receivers, subject and message' }],
          `This call sends a group e-mail: send receivers (${receivers}), subject and message, as form fields or JSON, with an administrator's token. Account fields and files are not used.`,
        );
      }
      const campaign = await services.mailings.createCampaign(requireViewer(req), {
        audience: body.receivers ?? body.audience,
        subject: body.subject,
        message: body.message,
      });
      res.status(202).json({
        message: `Your e-mail is being sent to ${campaign.recipientCount} recipient(s)`,
        campaignId: campaign.id,
        recipients: campaign.recipientCount,
        suppressed: campaign.suppressedCount,
      });
    },
  );

  const site = Router();
  const limit = limited(services, 'mail.unsubscribe');
  site.get('/unsubscribe', limit, (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : '';
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    page(
      res,
      200,
      'Unsubscribe from group e-mails',
      `<p>Stop sending ${services.config.expo.name} group e-mails to <strong>${escapeHtml(email)}</strong>? You will still get e-mails about your own registrations and bookings.</p>
<form method="post" action="/unsubscribe"><input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" style="background:#3a1038;color:#fff;border:0;padding:.7rem 1.2rem;border-radius:6px;font-size:1rem;cursor:pointer">Unsubscribe</button></form>`,
    );
  });
  // Also the RFC 8058 one-click target of the List-Unsubscribe header (query string + form body).
  site.post(
    '/unsubscribe',
    limit,
    express.urlencoded({ extended: false, limit: '10kb' }),
    multipart.none(),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      try {
        const email = await services.mailings.unsubscribe(body.email ?? req.query.email, body.token ?? req.query.token);
        page(
          res,
          200,
          'You are unsubscribed',
          `<p><strong>${escapeHtml(email)}</strong> will not receive group e-mails from ${services.config.expo.name} any more.</p>`,
        );
      } catch (error) {
        if (!isAppError(error)) throw error;
        page(res, 400, 'This link does not work', `<p>${escapeHtml(error.message)}</p>`);
      }
    },
  );
  return { api, site };
}
