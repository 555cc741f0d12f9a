import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, Response } from 'express';

/**
 * Apollo Server as Express middleware, through the API Apollo documents for web framework
 * integrations ("Building integrations": `executeHTTPGraphQLRequest`): the request as Apollo's
 * HTTPGraphQLRequest (method, headers, query string, the body express.json parsed), Apollo's answer
 * written as it is. Everything between (CSRF prevention, persisted queries, parsing, validation,
 * execution, error formatting, status and headers) is Apollo's.
 *
 * This is what `expressMiddleware` of @as-integrations/express5 does, but for how it reads the query
 * string: that package calls `url.parse()`, which Node 24 answers with a DEP0169 warning on standard
 * error at the first request, and the process's output is kept to its JSON log lines.
 */
export function apolloMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (http: { req: Request; res: Response }) => Promise<TContext>,
) {
  server.assertStarted('apolloMiddleware()');
  return async (req: Request, res: Response) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const question = req.url.indexOf('?');
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: question === -1 ? '' : req.url.slice(question),
        body: req.body as unknown,
      },
      context: () => context({ req, res }),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    if (answer.body.kind === 'complete') {
      res.send(answer.body.string);
      return;
    }
    // Incremental delivery (@defer, graphql 17): each part as soon as Apollo has it, through compression too.
    for await (const chunk of answer.body.asyncIterator) {
      res.write(chunk);
      (res as Response & { flush?: () => void }).flush?.();
    }
    res.end();
  };
}
