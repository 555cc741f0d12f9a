import { createHmac } from 'node:crypto';
import type { Response } from 'express';
import type { Viewer } from '../../core/viewer.js';
import { isUuid } from '../../lib/ids.js';
import { safeEqual } from '../../lib/tokens.js';
import { withContent, type AttachmentWithContent } from './attachment-content.js';
import type { EmailAttachment } from './outbox.table.js';

/**
 * An e-mail's HTML styles itself with inline styles, which the site's policy refuses (and a srcdoc frame
 * inherits that policy). So an administrator's view of a message is a response of its own, under this
 * policy: inline styles and embedded images, nothing else; no scripts, no forms, no requests out; a
 * sandbox (unique origin) whatever the frame says; framed only by the site's own pages.
 */
export const MAIL_VIEW_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox',
].join('; ');

/** Where a frame loads a stored e-mail as it looks (outbox.rest.ts). */
export const outboxViewPath = (id: string, pass: string) =>
  `/api/admin/mail-view/outbox/${encodeURIComponent(id)}?${new URLSearchParams({ pass })}`;

/** How long a view link works: long enough to read a message, short enough to be useless when leaked. */
export const MAIL_VIEW_TTL_SECONDS = 15 * 60;

const INLINE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** `cid:` images point into the message's own attachments: a browser knows no such address, so they are embedded. */
export function withInlineImages(html: string, attachments: readonly AttachmentWithContent[]): string {
  const byCid = new Map(
    attachments
      .filter((a) => a.cid && INLINE_IMAGE_TYPES.has(a.contentType.split(';')[0]!.trim().toLowerCase()))
      .map((a) => [a.cid!, `data:${a.contentType.split(';')[0]!.trim()};base64,${a.contentBase64}`]),
  );
  return html.replace(/(\ssrc=)(["'])cid:([^"']+)\2/gi, (whole, attr: string, quote: string, cid: string) => {
    const data = byCid.get(cid);
    return data ? `${attr}${quote}${data}${quote}` : whole;
  });
}

/** Sends rendered mail HTML as a page under MAIL_VIEW_POLICY; never kept by a cache. */
export function sendMailView(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': MAIL_VIEW_POLICY,
      'Cache-Control': 'no-store',
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    })
    .send(html);
}

/** A page for a view that cannot be shown (expired link, missing message), under the same policy. */
export function mailViewProblem(res: Response, status: number, message: string): void {
  const escaped = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  sendMailView(
    res,
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>E-mail not shown</title></head><body style="font-family:system-ui,sans-serif;margin:1rem;color:#1f1a1d"><p>${escaped}</p></body></html>`,
  );
}

/**
 * Signed passes that let a frame load mail views. A frame's request carries no bearer token, so the
 * administrator's page asks the API (with its token) for a pass naming their session; the pass works for
 * MAIL_VIEW_TTL_SECONDS and only while that session is open, and every view still goes through the
 * service's admin check with the viewer it names.
 */
export class MailViewPasses {
  constructor(
    private readonly secret: string,
    private readonly sessionViewer: (userId: string, familyId: string) => Promise<Viewer | undefined>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`mail-view:${payload}`).digest('base64url');
  }

  issue(viewer: Viewer): string {
    const expires = Math.floor(this.now().getTime() / 1000) + MAIL_VIEW_TTL_SECONDS;
    const payload = `${viewer.user.id}.${viewer.familyId}.${expires}`;
    return `${payload}.${this.sign(payload)}`;
  }

  /** The viewer a pass names, if it is genuine, unexpired and its session still open. */
  async viewerOf(pass: unknown): Promise<Viewer | undefined> {
    if (typeof pass !== 'string' || pass.length > 300) return undefined;
    const [userId, familyId, expires, signature] = pass.split('.');
    if (!userId || !familyId || !expires || !signature || !isUuid(userId) || !isUuid(familyId)) return undefined;
    if (!safeEqual(signature, this.sign(`${userId}.${familyId}.${expires}`))) return undefined;
    if (Number(expires) * 1000 <= this.now().getTime()) return undefined;
    return this.sessionViewer(userId, familyId);
  }
}

/**
 * What an attachment is, for the admin's view of a message (its content stays out of the API): a QR
 * code is drawn to be measured.
 */
export async function describeAttachment(attachment: EmailAttachment) {
  const a = await withContent(attachment);
  return {
    filename: a.filename,
    contentType: a.contentType.split(';')[0]!.trim(),
    size: Math.floor((a.contentBase64.replace(/=+$/, '').length * 3) / 4),
    inline: Boolean(a.cid),
  };
}
