import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import type { GraphQLContext } from '../graphql/context.js';

/**
 * The /graphql route's last step: the request (its body already parsed) through Apollo, and Apollo's
 * answer written as it is. Express's `res.send` would hash every answer for an ETag that nobody can
 * use (every answer Apollo gives is `no-store`; the public ones are revalidated through the public
 * cache, which keeps its own ETag) and copy it into a Buffer on the way: on a viewer's list of 25
 * bookings that was a sha1 over 30 KB per request.
 */
export function graphqlHandler(
  apollo: ApolloServer<GraphQLContext>,
  context: (http: { req: Request; res: Response }) => Promise<GraphQLContext>,
) {
  apollo.assertStarted('graphqlHandler()');
  return async (req: Request, res: Response) => {
    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url;
    const query = url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: query === -1 ? '' : url.slice(query),
        body: req.body,
      },
      context: () => context({ req, res }),
    });
    for (const [name, value] of answer.headers) res.setHeader(name, value);
    res.statusCode = answer.status ?? 200;
    // graphql 16 has no incremental delivery (@defer): every answer is complete.
    if (answer.body.kind !== 'complete') throw new Error('incremental delivery is not supported here');
    const body = Buffer.from(answer.body.string);
    res.setHeader('Content-Length', body.length);
    res.end(body);
  };
}
