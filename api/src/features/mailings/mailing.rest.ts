import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { errorShape, multipart, limited, requireViewer, resolveViewer } from '../../http/rest/support.js';
import { pageLanguage, type PageLanguage } from '../../http/page-language.js';
import { AppError, httpStatusOf, isAppError } from '../../lib/errors.js';
import { translator } from '../../lib/i18n.js';
import { mailViewProblem, sendMailView } from '../outbox/mail-view.js';
import type { Services } from '../../services.js';
import { AUDIENCES } from './mailing.table.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The page's styles: a file beside this one (also for the compiled build, which runs from api/dist). */
function readStylesheet(): string {
  const candidates = [
    path.join(import.meta.dirname, 'unsubscribe.css'),
    path.resolve(import.meta.dirname, '../../../src/features/mailings/unsubscribe.css'),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`No unsubscribe.css found (looked in ${candidates.join(', ')})`);
  return readFileSync(found, 'utf8');
}

export const UNSUBSCRIBE_STYLESHEET = '/unsubscribe.css';

/**
 * A tiny server-rendered page: unsubscribe links must work from any mail client, without scripts. Its
 * styles come from a stylesheet of the site's own origin, which the site's policy allows (inline ones it refuses).
 * In the request's language (a French recipient's link carries `lang=fr`).
 */
function page(res: Response, language: PageLanguage, status: number, title: string, body: string) {
  const back = translator(language)('unsubscribePage.back');
  res.status(status).type('html').setHeader('Cache-Control', 'no-store')
    .send(`<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${UNSUBSCRIBE_STYLESHEET}"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">${escapeHtml(back)}</a></p></main></body></html>`);
}

/** Stands for the address in a sentence of the page's copy, until withAddress puts it in. */
const MARK = '\u0000';
/** The sentence as HTML: the copy escaped, the address escaped and in bold where MARK stood. */
const withAddress = (sentence: string, email: string) =>
  sentence
    .split(MARK)
    .map(escapeHtml)
    .join(`<strong>${escapeHtml(email)}</strong>`);

/** Where the form posts: the page's language travels with it, so the answer is in the same language. */
const unsubscribeAction = (language: PageLanguage) =>
  language === 'en' ? '/unsubscribe' : `/unsubscribe?lang=${language}`;

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
  const stylesheet = readStylesheet();
  site.get(UNSUBSCRIBE_STYLESHEET, (_req, res) => {
    res.type('css').setHeader('Cache-Control', 'public, max-age=3600').send(stylesheet);
  });
  const limit = limited(services, 'mail.unsubscribe');
  site.get('/unsubscribe', limit, (req, res) => {
    const email = typeof req.query.email === 'string' ? req.query.email : '';
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const language = pageLanguage(req);
    const t = translator(language);
    const question = withAddress(
      t('unsubscribePage.question', { expo: services.config.expo.name, email: MARK }),
      email,
    );
    page(
      res,
      language,
      200,
      t('unsubscribePage.title'),
      `<p>${question}</p>
<form method="post" action="${unsubscribeAction(language)}"><input type="hidden" name="email" value="${escapeHtml(email)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit" class="unsubscribe__button">${escapeHtml(t('unsubscribePage.button'))}</button></form>`,
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
      const language = pageLanguage(req);
      const t = translator(language);
      try {
        const email = await services.mailings.unsubscribe(body.email ?? req.query.email, body.token ?? req.query.token);
        const done = withAddress(t('unsubscribePage.done', { expo: services.config.expo.name, email: MARK }), email);
        page(res, language, 200, t('unsubscribePage.doneTitle'), `<p>${done}</p>`);
      } catch (error) {
        if (!isAppError(error)) throw error;
        // The service names the field at fault: a link whose signature or whose address is wrong.
        const reason = error.fields.some((f) => f.path === 'token')
          ? t('unsubscribePage.invalidToken')
          : t('unsubscribePage.invalidAddress');
        page(res, language, 400, t('unsubscribePage.brokenTitle'), `<p>${escapeHtml(reason)}</p>`);
      }
    },
  );
  return { api, site, frame: (refuseCrossSite: RequestHandler) => groupMailViewRoutes(services, refuseCrossSite) };
}

/**
 * The group e-mail's preview as a page of its own (mail-view.ts): a form in the admin's page posts the
 * draft here with its pass, into a sandboxed frame. Nothing is stored or sent. Such a post arrives with
 * `Origin: null` (the frame's next document has no origin), so it goes in front of the /api shim's
 * cross-site refusal, which it still applies to every other post; the browser's Sec-Fetch-Site says the
 * post came from the site itself.
 */
function groupMailViewRoutes(services: Services, refuseCrossSite: RequestHandler) {
  const router = Router();
  router.post(
    '/admin/mail-view/group-mail',
    (req, res, next) => {
      if (req.get('origin') === 'null' && req.get('sec-fetch-site') === 'same-origin') return next();
      refuseCrossSite(req, res, next);
    },
    express.urlencoded({ extended: false, limit: '200kb' }),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const viewer = await services.mailViews.viewerOf(body.pass);
      if (!viewer) {
        mailViewProblem(res, 401, 'This preview has expired or is not yours. Press Preview again.');
        return;
      }
      try {
        sendMailView(
          res,
          200,
          services.mailings.preview(viewer, { subject: body.subject, message: body.message }).html,
        );
      } catch (error) {
        if (!isAppError(error)) throw error;
        mailViewProblem(res, httpStatusOf[error.code], error.message);
      }
    },
  );
  return router;
}
