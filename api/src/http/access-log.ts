import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../lib/logger.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The app's logger; every line it writes while serving this request carries the request id. */
    log?: Logger;
  }
}

/** Not logged: load balancers poll /health (and /health/live, /health/ready), and hashed assets are served by the thousand. */
const quiet = (url: string) => url === '/health' || url.startsWith('/health/') || url.startsWith('/assets/');

/**
 * Private links carry their key in `token=` ("My registration", its badge and calendar file): the log
 * keeps that such a request came, not the key that would open someone's registration.
 */
export const redactTokens = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/**
 * One line per request once its response is sent ("request completed", or "request aborted" when the
 * client went away first): method, URL, status, time taken. The level follows the status: error from
 * 500, warn from 400, else info. Nothing is built for a level that is off, so a silent logger costs one
 * check per request. The request id comes from the logger's mixin (request-context.ts).
 */
export function accessLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    req.log = logger;
    if (quiet(req.url)) return next();
    const started = performance.now();
    const done = () => {
      const aborted = !res.writableFinished;
      const level = res.statusCode >= 500 ? 'error' : aborted || res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          method: req.method,
          url: redactTokens(req.originalUrl),
          statusCode: res.statusCode,
          responseTime: Math.round(performance.now() - started),
          requestId: req.requestId,
        },
        aborted ? 'request aborted' : 'request completed',
      );
    };
    res.once('close', done);
    next();
  };
}
