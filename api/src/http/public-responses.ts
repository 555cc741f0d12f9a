import type { ApolloServer, ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import {
  BREAK,
  Kind,
  TypeInfo,
  parse,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LIMITS } from '../graphql/armor.js';
import { graphQLContext, type GraphQLContext } from '../graphql/context.js';
import { isViewerDependent } from '../graphql/viewer-dependent.js';
import type { Logger } from '../lib/logger.js';
import { cachedResponse, type CachedResponse, type PublicCache } from '../lib/public-cache.js';
import { requestIdFrom } from '../lib/request-context.js';
import type { Services } from '../services.js';
import { isAllowedOrigin } from './cors.js';

/**
 * Root query fields whose answer to an anonymous visitor depends only on public data that the
 * services invalidate when they change it (tools, categories, owners' first names, the programme, site
 * config, the exhibitor directory and the sponsors it lists), and on the clock no finer than the cache's lifetime (bookingSettings' "today" at the tool).
 * A field added here must have every write to its data call `publicCache.invalidate()`, and every
 * field under it whose value depends on who asks must be marked `@ViewerDependent()`.
 */
export const CACHEABLE_QUERY_FIELDS = new Set([
  'tools',
  'tool',
  'bookingSettings',
  'rentalCategories',
  'rentalCategory',
  'site',
  'programme',
  'programmeSession',
  'exhibitors',
]);

/** Sends a cached response: 304 when the client has it, gzip when the client takes it. */
export function sendCachedResponse(
  req: Request,
  res: Response,
  cached: CachedResponse,
  hit: boolean,
  cacheControl?: string,
) {
  res.status(cached.status);
  res.setHeader('Content-Type', cached.contentType);
  res.setHeader('ETag', cached.etag);
  res.setHeader('X-Cache', hit ? 'HIT' : 'MISS');
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  // Appended: the CORS middleware may have said the answer varies by Origin.
  if (cached.gzip) res.vary('Accept-Encoding');
  if (cached.status === 200 && req.fresh) {
    res.status(304).end();
    return;
  }
  const gzip = cached.gzip && req.headers['accept-encoding'] && req.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = gzip ? cached.gzip! : cached.body;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Public REST data (the old client's lists): cached bytes under `GET <path>`, an ETag, and
 * revalidation on every use. The answer must not depend on the caller or the query string.
 */
export async function sendPublicJson(
  req: Request,
  res: Response,
  cache: PublicCache<CachedResponse>,
  produce: () => Promise<unknown>,
) {
  let hit = true;
  const cached = await cache.get(restKey(req.baseUrl + req.path), async () => {
    hit = false;
    return {
      value: cachedResponse(200, JSON.stringify(await produce()), 'application/json; charset=utf-8'),
      keep: true,
    };
  });
  sendCachedResponse(req, res, cached, hit, PUBLIC_REST_CACHE_CONTROL);
}

const PUBLIC_REST_CACHE_CONTROL = 'public, no-cache';
const restKey = (path: string) => `GET ${path}`;
/**
 * Who a cached GraphQL answer is for: `everyone` when the query reads no viewer-dependent field (the
 * answer is the same for every caller, signed in or not), `anonymous` when it does (a signed-in caller
 * may see more, such as their own pickup address).
 */
type Audience = 'everyone' | 'anonymous';
/** The key of a cached GraphQL answer: the audience and the request (a POST's JSON body, or a GET's parameters). */
const graphqlKey = (audience: Audience, request: string) => `graphql\u0000${audience}\u0000${request}`;

declare module 'express-serve-static-core' {
  interface Request {
    /** The JSON text of a GraphQL POST, read by the fast lane: the key of its cached answer. */
    rawBody?: string;
    /** Set by the fast lane when that text was not JSON; reported as express.json reports it. */
    bodyError?: Error;
  }
}

/** The headers a middleware sets on every response (helmet's, for a policy without nonces). */
export function staticHeadersOf(middleware: (req: Request, res: Response, next: (error?: unknown) => void) => void) {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  };
  let finished = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as Request, res as unknown as Response, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('the header middleware did not finish synchronously');
  return [...headers];
}

const MAX_FAST_BODY_BYTES = 100 * 1024;
const JSON_UTF8 = /^application\/json;\s*charset="?utf-8"?$/i;

/** If-None-Match against a strong ETag, as `fresh` does it (a no-cache request wants a full answer). */
function clientHas(req: IncomingMessage, etag: string): boolean {
  const match = req.headers['if-none-match'];
  if (!match || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  return match === '*' || match.split(',').some((tag) => [etag, `W/${etag}`].includes(tag.trim()));
}

/** Accept-Encoding names gzip (with a q above 0). */
const takesGzip = (req: IncomingMessage) =>
  (req.headers['accept-encoding'] ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    return name === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });

/**
 * In front of Express: answers requests whose response is in the public cache without the rest of
 * the stack (routing, request logging, header middleware, body parsing, Apollo). A hit carries the
 * same security headers (`headers`, captured from helmet once), a request id and an access-log line.
 * A signed-in caller gets only answers cached for everyone (see Audience): its token is not even
 * read, as the answer does not depend on it. Everything else goes on to Express (`next`): a GraphQL
 * POST whose body it has read goes with that body parsed into `req.body` and its text in `req.rawBody`
 * (the cache key), or with the parse error in `req.bodyError` for the route to report as express.json
 * would; express.json does not read a body that has been read.
 */
export function publicFastLane(opts: {
  cache: PublicCache<CachedResponse>;
  headers: [string, string][];
  logger: Logger;
  /** CORS_ORIGINS: their requests go through Express, which adds the CORS headers. */
  corsOrigins?: readonly string[];
}) {
  const { cache, headers, logger } = opts;
  const corsOrigins = opts.corsOrigins ?? [];
  // With CORS on, every answer varies by Origin (see cors.ts), the cached ones too.
  const varyBy = (cached: CachedResponse) =>
    [...(cached.gzip ? ['Accept-Encoding'] : []), ...(corsOrigins.length ? ['Origin'] : [])].join(', ');
  // The headers of one cached answer that do not change from request to request.
  const fixed = new WeakMap<CachedResponse, string[]>();
  const fixedHeaders = (cached: CachedResponse, cacheControl: string | undefined) => {
    let list = fixed.get(cached);
    if (!list) {
      list = [
        ...headers.flat(),
        'content-type',
        cached.contentType,
        'etag',
        cached.etag,
        'x-cache',
        'HIT',
        ...(cacheControl ? ['cache-control', cacheControl] : []),
        ...(varyBy(cached) ? ['vary', varyBy(cached)] : []),
      ];
      fixed.set(cached, list);
    }
    return list;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, cached: CachedResponse, cacheControl?: string) => {
    const requestId = requestIdFrom(req.headers['x-request-id']);
    const list = [...fixedHeaders(cached, cacheControl), 'x-request-id', requestId];
    let status = cached.status;
    let body: Buffer | undefined;
    if (status === 200 && clientHas(req, cached.etag)) {
      status = 304;
    } else {
      const gzip = cached.gzip !== undefined && takesGzip(req);
      body = gzip ? cached.gzip! : cached.body;
      list.push('content-length', String(body.length));
      if (gzip) list.push('content-encoding', 'gzip');
    }
    res.writeHead(status, list);
    res.end(req.method === 'HEAD' ? undefined : body);
    if (logger.isLevelEnabled('info')) {
      logger.info(
        { requestId, method: req.method, url: req.url, statusCode: status, cache: 'HIT' },
        'request completed',
      );
    }
  };

  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? '/';
    const origin = req.headers.origin;
    if (corsOrigins.length && isAllowedOrigin(corsOrigins, origin)) return next();
    if (req.method === 'GET' || req.method === 'HEAD') {
      const cached = cache.peek(restKey(url.split('?', 1)[0]!));
      return cached ? answer(req, res, cached, PUBLIC_REST_CACHE_CONTROL) : next();
    }
    const type = req.headers['content-type'];
    const length = Number(req.headers['content-length']);
    if (
      req.method !== 'POST' ||
      url !== '/graphql' ||
      !(type === 'application/json' || (type !== undefined && JSON_UTF8.test(type))) ||
      (req.headers['content-encoding'] ?? 'identity') !== 'identity' ||
      !(length > 0 && length <= MAX_FAST_BODY_BYTES)
    ) {
      return next();
    }
    const chunks: Buffer[] = [];
    const withBody = req as IncomingMessage & { body?: unknown; rawBody?: string; bodyError?: Error };
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const cached =
        cache.peek(graphqlKey('everyone', raw)) ??
        (req.headers.authorization === undefined ? cache.peek(graphqlKey('anonymous', raw)) : undefined);
      if (cached) return answer(req, res, cached);
      try {
        withBody.body = JSON.parse(raw);
        withBody.rawBody = raw;
      } catch (error) {
        withBody.bodyError = jsonParseError(error);
      }
      next();
    });
  };
}

function jsonParseError(error: unknown) {
  return Object.assign(new SyntaxError((error as Error).message), { type: 'entity.parse.failed', status: 400 });
}

/** Who the answer to this operation may be cached for, or undefined when it is not cached at all. */
function cacheableAudience(
  schema: GraphQLSchema,
  query: string,
  operationName: string | undefined,
): Audience | undefined {
  let document;
  try {
    document = parse(query, { maxTokens: LIMITS.maxTokens });
  } catch {
    return undefined;
  }
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  return operation && operationAudience(schema, document, operation);
}

/** Who the answer to this operation of a parsed document may be cached for (undefined: nobody). */
function operationAudience(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): Audience | undefined {
  if (operation.operation !== 'query') return undefined;
  const publicRoots = operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && !s.directives?.length && CACHEABLE_QUERY_FIELDS.has(s.name.value),
  );
  if (!publicRoots) return undefined;
  // Every field of the document, its fragments included: one that depends on the viewer anywhere
  // keeps the answer for anonymous callers.
  let audience: Audience = 'everyone';
  const types = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(types, {
      Field() {
        const field = types.getFieldDef();
        if (field && isViewerDependent(field)) {
          audience = 'anonymous';
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return audience;
}

/** How long a browser, a proxy or a CDN may keep a public answer to a GET: the public cache's own lifetime. */
export const PUBLIC_GET_MAX_AGE_SECONDS = 5;

/**
 * Public answers inside Apollo (two plugins, in this order): whatever public query reaches Apollo (a
 * GET of an automatic persisted query, which is how the web client sends a signed-out visitor's
 * queries; a POST with a persisted-query hash; the public cache's misses; server rendering) is answered
 * from Apollo's response cache, and its Cache-Control says whether HTTP caches may keep it.
 *
 * - The policy: an operation with public roots whose answer is the same for this caller (every caller
 *   when no field is marked `@ViewerDependent()`, else anonymous callers only) gets a public cache
 *   policy of the public cache's lifetime, when Apollo has resolved it. No other plugin sets a cache
 *   policy (Apollo's cache-control plugin is off), so nothing else is kept.
 * - Apollo's response cache (`@apollo/server-plugin-response-cache`) keeps those answers without
 *   errors, in Apollo's bounded cache, keyed by the operation, its variables and the public cache's
 *   generation: an edit the public cache is told of (here or on another instance) starts a new
 *   generation, and an answer computed across an edit is stored under the old one, never read again.
 *   A signed-in caller neither reads nor writes an answer kept for anonymous callers.
 * - The header: `no-store` on every answer, but `public, max-age=5` on a GET answered without an
 *   error whose answer is the same for everyone: browsers, proxies and CDNs may keep it as long as the
 *   cache does. A signed-in caller's answers are theirs alone; a POST of a public query is answered
 *   from the public cache on the server.
 */
export function publicAnswerPlugins(schema: GraphQLSchema, publicCache: PublicCache<unknown>) {
  // Apollo's document store hands out the same parsed document for the same text: one verdict each.
  const verdicts = new WeakMap<OperationDefinitionNode, Audience | null>();
  const audienceOf = ({ document, operation }: GraphQLRequestContext<GraphQLContext>) => {
    if (!document || !operation) return null;
    let verdict = verdicts.get(operation);
    if (verdict === undefined) {
      verdict = operationAudience(schema, document, operation) ?? null;
      verdicts.set(operation, verdict);
    }
    return verdict;
  };
  /** The answer to this request is the one kept for its audience. */
  const sharedAnswer = (request: GraphQLRequestContext<GraphQLContext>) => {
    const audience = audienceOf(request);
    return audience === 'everyone' || (audience === 'anonymous' && request.contextValue.viewer === undefined);
  };

  const policy: ApolloServerPlugin<GraphQLContext> = {
    async requestDidStart() {
      return {
        async didResolveOperation(request) {
          if (sharedAnswer(request)) {
            request.overallCachePolicy.replace({ maxAge: PUBLIC_GET_MAX_AGE_SECONDS, scope: 'PUBLIC' });
          }
        },
        async willSendResponse(request) {
          const { response } = request;
          const headers = response.http.headers;
          if (headers.has('cache-control')) return;
          const forEveryone =
            request.request.http?.method === 'GET' &&
            (response.http.status ?? 200) === 200 &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors &&
            audienceOf(request) === 'everyone';
          headers.set('cache-control', forEveryone ? `public, max-age=${PUBLIC_GET_MAX_AGE_SECONDS}` : 'no-store');
        },
      };
    },
  };
  const answers = ApolloServerPluginResponseCache<GraphQLContext>({
    extraCacheKeyData: async () => publicCache.generation,
    shouldReadFromCache: async (request) => sharedAnswer(request),
    shouldWriteToCache: async (request) => sharedAnswer(request),
  });
  return [policy, answers];
}

/**
 * Runs an operation through Apollo (validation, armor limits, error formatting) as an anonymous
 * caller: the answer the public cache keeps and the server-rendered pages are built from.
 */
export async function executeAnonymously(
  apollo: ApolloServer<GraphQLContext>,
  services: Services,
  { query, variables, operationName }: { query: string; variables?: Record<string, unknown>; operationName?: string },
  from: Pick<GraphQLContext, 'requestId' | 'ip' | 'userAgent' | 'http'>,
) {
  const response = await apollo.executeOperation(
    { query, ...(variables ? { variables } : {}), ...(operationName ? { operationName } : {}) },
    { contextValue: graphQLContext({ services, viewer: undefined, tokenProblem: undefined, ...from }) },
  );
  if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported here');
  return { result: response.body.singleResult, status: response.http.status ?? 200 };
}

type JsonBody = { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * JSON POSTs of public queries are answered from the public cache: an anonymous caller's always, a
 * signed-in caller's when the query reads nothing that depends on the viewer (see Audience).
 * Everything else (mutations, uploads, other queries, viewer-dependent fields asked by a signed-in
 * caller) goes on to Apollo untouched. A miss runs the operation through Apollo (validation, armor
 * limits, error formatting) as an anonymous caller, once for all the callers asking for it at that
 * moment; a signed-in caller whose anonymous answer is not kept (an error: an unlisted tool may be
 * theirs) takes the normal path with their session.
 *
 * Everything else reaching Apollo (GETs, persisted-query POSTs) meets the public answers inside it
 * (publicAnswerPlugins).
 */
export function publicGraphQLResponses(
  apollo: ApolloServer<GraphQLContext>,
  services: Services,
  schema: GraphQLSchema,
) {
  const verdicts = new Map<string, Audience | null>();
  const audienceOf = (query: string, operationName: string | undefined) => {
    const key = `${operationName ?? ''}\u0000${query}`;
    let verdict = verdicts.get(key);
    if (verdict === undefined) {
      if (verdicts.size >= 1000) verdicts.clear();
      verdict = cacheableAudience(schema, query, operationName) ?? null;
      verdicts.set(key, verdict);
    }
    return verdict;
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.bodyError) return next(req.bodyError);
    const body = req.body as JsonBody | undefined;
    if (
      req.rawBody === undefined ||
      req.method !== 'POST' ||
      !isRecord(body) ||
      typeof body.query !== 'string' ||
      body.extensions !== undefined ||
      (body.operationName != null && typeof body.operationName !== 'string') ||
      (body.variables != null && !isRecord(body.variables)) ||
      !req.headers['content-type']?.startsWith('application/json')
    ) {
      next();
      return;
    }
    const query = body.query;
    const operationName = (body.operationName as string | null | undefined) ?? undefined;
    const audience = audienceOf(query, operationName);
    if (!audience || (req.headers.authorization !== undefined && audience !== 'everyone')) {
      next();
      return;
    }
    const variables = (body.variables as Record<string, unknown> | null | undefined) ?? undefined;
    const key = graphqlKey(audience, req.rawBody);
    let hit = true;
    const cached = await services.publicCache.get(key, async () => {
      hit = false;
      const { result, status } = await executeAnonymously(
        apollo,
        services,
        { query, variables, operationName },
        { requestId: req.requestId!, ip: req.ip, userAgent: req.get('user-agent'), http: { req, res } },
      );
      return {
        value: cachedResponse(status, JSON.stringify(result) + '\n', 'application/json; charset=utf-8'),
        keep: status === 200 && !result.errors,
      };
    });
    if (req.headers.authorization !== undefined && services.publicCache.peek(key) !== cached) {
      next();
      return;
    }
    sendCachedResponse(req, res, cached, hit);
  };
}
