import { HeaderMap, type ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import type { Request, Response } from 'express';
import type { ExecutionResult } from 'graphql';
import type { WarmOperations } from '../graphql/compiled-execution.js';
import type { GraphQLContext } from '../graphql/context.js';

/**
 * The content types Apollo answers a single result in, in the order it prefers them when the caller's
 * Accept header weighs them alike (its MEDIA_TYPES).
 */
const ANSWER_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];

/** How many distinct Accept headers keep their negotiated answer type (browsers send a handful). */
const MAX_ACCEPT_HEADERS = 100;

/**
 * The /graphql route's last step: the request (its body already parsed) through Apollo, and Apollo's
 * answer written as it is. Express's `res.send` would hash every answer for an ETag that nobody can
 * use (every answer Apollo gives is `no-store`; the public ones are revalidated through the public
 * cache, which keeps its own ETag) and copy it into a Buffer on the way: on a viewer's list of 25
 * bookings that was a sha1 over 30 KB per request.
 *
 * **The warm path.** A query Apollo has already parsed, validated and run compiled (`warm`, see
 * compiled-execution.ts), sent again as a plain JSON POST, is run here directly: its context, its
 * compiled function, and, when the answer has no error, the answer Apollo would give (the same body,
 * status and headers, a test compares them). Apollo's share of such a request was its hash of the
 * text (sha256), its content negotiation, the header copies and its plugin hooks: about a fifth of
 * the Node time of a viewer's list of 25 bookings. An answer with errors, and any request of another
 * kind (a mutation, a persisted query, a GET, a batch, an upload), goes to Apollo as before; for a
 * query already run here, Apollo answers with its outcome instead of running it again, so errors are
 * formatted, logged and given their status by Apollo alone, and nothing runs twice.
 */
export function graphqlHandler(
  apollo: ApolloServer<GraphQLContext>,
  context: (http: { req: Request; res: Response }) => Promise<GraphQLContext>,
  warm?: WarmOperations,
) {
  apollo.assertStarted('graphqlHandler()');
  const answerTypes = new Map<string, string | false>();
  /** Apollo's choice of content type for this Accept header (through the same negotiator), or false for none. */
  const answerTypeFor = (req: Request): string | false => {
    const accept = req.headers.accept;
    if (!accept) return ANSWER_TYPES[0]!;
    let type = answerTypes.get(accept);
    if (type === undefined) {
      type = req.accepts(ANSWER_TYPES);
      if (answerTypes.size >= MAX_ACCEPT_HEADERS) answerTypes.clear();
      answerTypes.set(accept, type);
    }
    return type;
  };

  return async (req: Request, res: Response) => {
    let contextValue: GraphQLContext | undefined;
    const query = warm && warmQueryOf(req, warm);
    const answerType = query && answerTypeFor(req);
    if (query && answerType) {
      try {
        contextValue = await context({ req, res });
      } catch {
        // Apollo makes the context again and answers the failure as it does.
      }
    }
    if (query && answerType && contextValue) {
      const ctx = contextValue;
      const outcome = (async () => query.query(undefined, ctx, (req.body as WarmBody).variables ?? undefined))();
      const result = await outcome.catch(() => undefined);
      if (result && result.errors === undefined) {
        // Apollo's answer to a result without errors: its default serialization, the no-store of app.ts's
        // plugin, the negotiated type.
        const body = Buffer.from(JSON.stringify({ data: result.data }) + '\n');
        res.statusCode = 200;
        res.setHeader('cache-control', 'no-store');
        res.setHeader('content-type', answerType);
        res.setHeader('Content-Length', body.length);
        res.end(body);
        return;
      }
      warm!.handOver(ctx, outcome as Promise<ExecutionResult>);
    }

    const headers = new HeaderMap();
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.url;
    const search = url.indexOf('?');
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: search === -1 ? '' : url.slice(search),
        body: req.body,
      },
      context: () => (contextValue ? Promise.resolve(contextValue) : context({ req, res })),
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

interface WarmBody {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The compiled query a request may run on the warm path: a POST whose parsed body is one operation
 * (not a batch) with its text, no extensions (a persisted query's hash goes to Apollo), an operation
 * name and variables of the types Apollo accepts, and whose text and name Apollo has run compiled.
 */
function warmQueryOf(req: Request, warm: WarmOperations) {
  const body: unknown = req.body;
  if (req.method !== 'POST' || !isRecord(body) || typeof body.query !== 'string') return undefined;
  if (body.extensions !== undefined) return undefined;
  const { operationName, variables } = body;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== undefined && variables !== null && !isRecord(variables)) return undefined;
  return warm.find(body.query, operationName);
}

/**
 * The warm path answers a query without errors without running Apollo's request hooks, so it stays
 * true to Apollo only while every plugin that has such hooks is one whose effect it keeps: hooks that
 * act on errors alone (an answer with errors goes through Apollo), or an effect it reproduces (the
 * no-store header). The server refuses to start with any other: a plugin added later must be taught
 * to the warm path first.
 */
export function assertWarmPathKeeps(
  plugins: readonly ApolloServerPlugin<GraphQLContext>[],
  kept: ReadonlySet<ApolloServerPlugin<GraphQLContext>>,
): void {
  for (const plugin of plugins) {
    if (plugin.requestDidStart && !kept.has(plugin)) {
      throw new Error(
        'An Apollo plugin with request hooks that the warm path of graphql-handler.ts does not run: teach it ' +
          'to the warm path (or list it as kept when it acts on errors alone)',
      );
    }
  }
}
