import { pipeline } from 'node:stream/promises';
import type { Express, NextFunction, Request, Response } from 'express';
import { ErrorCode } from '../lib/errors.js';
import { IMAGE_WIDTHS, type ImageWidth } from '../lib/image-encoding.js';
import type { SignedUploadUrls } from '../lib/signed-upload-urls.js';
import { STORED_NAME, type FileStorage, type StoredFile } from '../lib/storage.js';

/** A public upload's name is 128 random bits and its content never changes: cached for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/** The `w` of the query: one of IMAGE_WIDTHS, none, or a mistake (answered 400 by the caller). */
function widthOf(req: Request): ImageWidth | undefined | 'invalid' {
  const w = req.query.w;
  if (w === undefined) return undefined;
  const width = typeof w === 'string' && /^\d{1,5}$/.test(w) ? Number(w) : NaN;
  return (IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ImageWidth) : 'invalid';
}

function refuse(res: Response, status: number, code: ErrorCode, message: string, path?: string) {
  res.status(status).json({ message, code, ...(path ? { errors: [{ msg: message, path }] } : {}) });
}

const badWidth = (res: Response) =>
  refuse(res, 400, ErrorCode.BAD_USER_INPUT, `w must be one of the stored widths: ${IMAGE_WIDTHS.join(', ')}`, 'w');

/** Sends a stored file with headers that keep a browser from running or sniffing it. */
function send(req: Request, res: Response, file: StoredFile, cacheControl: string) {
  res.set({
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    ...(file.size === undefined ? {} : { 'Content-Length': String(file.size) }),
  });
  if (req.method === 'HEAD') {
    file.body.destroy();
    res.end();
    return;
  }
  // A store that fails midway (a dropped connection to the bucket) ends the response; the client retries.
  // A browser that gave up first (it often does, choosing among a srcset's sizes) leaves a closed
  // response, into which pipeline refuses to pipe without closing the file: it is closed here.
  pipeline(file.body, res).catch(() => {
    file.body.destroy();
    res.destroy();
  });
}

/**
 * GET /uploads/<name>[?w=<width>]: a public image, or its WebP of that width (the image itself when it
 * has none: stored before sizes existed, or narrower than the width).
 * GET /uploads/private/<name>?expires=…&signature=…[&w=<width>]: a private image (a condition photo),
 * only with a genuine, unexpired signature (403 otherwise), and cached by the viewer's browser alone
 * until the address expires. A private file is never served at /uploads/<name>.
 */
export function serveUploads(app: Express, deps: { storage: FileStorage; signedUrls: SignedUploadUrls }) {
  const notFound = (res: Response) => refuse(res, 404, ErrorCode.NOT_FOUND, 'File not found');

  app.get('/uploads/private/:name', async (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.name);
    if (!STORED_NAME.test(name)) return notFound(res);
    const left = deps.signedUrls.secondsLeft(name, req.query.expires, req.query.signature);
    if (left === undefined) {
      return refuse(
        res,
        403,
        ErrorCode.FORBIDDEN,
        'This address of a private photo has expired or is not genuine: open the page that shows it again',
      );
    }
    const width = widthOf(req);
    if (width === 'invalid') return badWidth(res);
    const file = await deps.storage.read(name, { private: true, width }).catch(next);
    if (res.headersSent) return;
    if (!file) return notFound(res);
    send(req, res, file, `private, max-age=${left}`);
  });

  app.get('/uploads/:name', async (req: Request, res: Response, next: NextFunction) => {
    const name = String(req.params.name);
    if (!STORED_NAME.test(name)) return notFound(res);
    const width = widthOf(req);
    if (width === 'invalid') return badWidth(res);
    const file = await deps.storage.read(name, { width }).catch(next);
    if (res.headersSent) return;
    if (!file) return notFound(res);
    send(req, res, file, PUBLIC_CACHE);
  });
}
