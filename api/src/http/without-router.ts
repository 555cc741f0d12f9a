import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Runs a list of Express middleware on a request, in order, as Express runs the layers of a path they
 * all match, without Express's router: no path matched layer by layer, no layer for another route.
 *
 * The server gives it the GraphQL requests the public fast lane has already read (a JSON POST to
 * /graphql, see public-responses.ts), with the very middleware Express runs for /graphql (the same
 * array instances: the two paths cannot drift apart). On a signed-in browse of 20 tools, Express's
 * routing through the app's layers was about a sixth of the request's Node time.
 *
 * Before the first middleware it does what `app.handle` does: links the request and response, gives
 * them Express's methods (`req.ip`, `req.get`, `res.cookie`, ...) and `res.locals`. A middleware that
 * passes an error on, throws or rejects ends in `onError`, as Express hands it to the app's error
 * handler.
 */
export function withoutRouter(app: Express, handlers: readonly RequestHandler[], onError: ErrorRequestHandler) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const request = req as Request;
    const response = res as Response;
    request.res = response;
    response.req = request;
    Object.setPrototypeOf(request, app.request);
    Object.setPrototypeOf(response, app.response);
    response.locals ??= Object.create(null);
    request.originalUrl ??= request.url;
    request.baseUrl = '';

    const fail = (error: unknown) => {
      if (response.headersSent) {
        // Too late for an error answer: as Express's final handler does, the connection ends.
        request.socket.destroy();
        return;
      }
      try {
        onError(error, request, response, (again?: unknown) => fail(again ?? error));
      } catch {
        request.socket.destroy();
      }
    };
    let index = 0;
    const next: NextFunction = (error?: unknown) => {
      if (error !== undefined && error !== null) return fail(error);
      const handler = handlers[index++];
      if (!handler) return fail(new Error(`Nothing answered ${request.method} ${request.originalUrl}`));
      try {
        const result: unknown = handler(request, response, next);
        if (result instanceof Promise)
          result.catch((rejected: unknown) => fail(rejected ?? new Error('Rejected promise')));
      } catch (thrown) {
        fail(thrown);
      }
    };
    next();
  };
}
