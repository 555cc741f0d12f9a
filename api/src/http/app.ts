import { personalTokenScopesPlugin, personalTokensOnRest } from '../features/api-tokens/api-token-scopes.js';
import type { Server } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import helmet from 'helmet';
import { accountRoutes } from '../features/accounts/account.rest.js';
import { adminRoutes } from '../features/admin/admin.rest.js';
import { expoRoutes } from '../features/expo/expo.rest.js';
import { myRegistrationRoutes } from '../features/expo/my-registration.rest.js';
import { invoiceRoutes } from '../features/expo/invoices/invoice.rest.js';
import { badgePrintRoutes } from '../features/expo/badges/badge-print.rest.js';
import { mailingRoutes } from '../features/mailings/mailing.rest.js';
import { outboxRoutes } from '../features/outbox/outbox.rest.js';
import { categoryRoutes } from '../features/rentals/categories/category.rest.js';
import { bookingRoutes } from '../features/rentals/bookings/booking.rest.js';
import { legacyRoutes } from '../features/rentals/legacy/legacy.rest.js';
import { messageRoutes } from '../features/rentals/messages/message.rest.js';
import { savedSearchSiteRoutes } from '../features/rentals/saved/saved.rest.js';
import { paymentRoutes } from '../features/rentals/payments/payment.rest.js';
import { documentRoutes } from '../features/rentals/payments/documents/document.rest.js';
import { payoutRoutes } from '../features/rentals/payments/payout.rest.js';
import { reviewRoutes } from '../features/rentals/reviews/review.rest.js';
import { toolRoutes } from '../features/rentals/tools/tool.rest.js';
import { authenticate, graphQLContext, type GraphQLContext } from '../graphql/context.js';
import { LIMITS, createArmor } from '../graphql/armor.js';
import { formatError, isTransientFailure, isUnexpected, withoutSuggestions } from '../graphql/format-error.js';
import { costExtension } from '../graphql/query-cost.js';
import { rateLimitHeaders } from '../graphql/rate-limit.js';
import { EMAIL_QUEUE } from '../features/outbox/outbox.service.js';
import { pingDatabase } from '../db/client.js';
import { ErrorCode } from '../lib/errors.js';
import type { DependencyCheck } from '../lib/readiness.js';
import { requestContext, requestIdFrom } from '../lib/request-context.js';
import { MAX_FILES_PER_REQUEST, MAX_IMAGE_BYTES } from '../lib/storage.js';
import type { Services } from '../services.js';
import { accessLog } from './access-log.js';
import { apolloMiddleware } from './apollo-middleware.js';
import { idempotentMutations, restIdempotency } from './idempotency.js';
import { corsForOrigins } from './cors.js';
import { serveHealth } from './health.js';
import { servePublishedSchema } from './published-schema.js';
import { publicAnswerPlugins, publicFastLane, publicGraphQLResponses, staticHeadersOf } from './public-responses.js';
import { restErrorHandler } from './rest/error-handler.js';
import { multipartBodyError, notFoundRoute, refuseCrossSiteWrites } from './rest/support.js';
import { serveSeoFiles } from './seo.js';
import { serveUploads } from './served-uploads.js';
import { HYDRATION_LOADER_HASH, serverRendering } from './server-render.js';
import { PLACES_DIR, serveWebApp } from './static-web.js';
import type { Jobs } from '../lib/jobs.js';
import { refuseNulText } from '../lib/nul-text.js';

const JSON_LIMIT = '100kb';

const logErrors: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors, contextValue }) {
        for (const error of errors) {
          if (isUnexpected(error)) {
            contextValue.services.logger.error(
              { err: error.originalError ?? error, requestId: contextValue.requestId, path: error.path },
              'unexpected GraphQL error',
            );
          } else if (isTransientFailure(error)) {
            contextValue.services.logger.warn(
              { err: error.originalError ?? error, requestId: contextValue.requestId, path: error.path },
              'a passing failure answered SERVICE_UNAVAILABLE',
            );
          }
        }
      },
    };
  },
};

/**
 * A subscription runs over WebSocket (graphql-ws, ws.ts): sent over HTTP, its resolver would have no
 * event to answer with, so the caller is told where it runs, before anything executes.
 */
const subscriptionsOverWebSocket: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError(
          'Subscriptions run over WebSocket: connect to /graphql with the graphql-transport-ws protocol',
          { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } },
        );
      },
    };
  },
};

/**
 * A passing failure (the database or the bucket unreachable, a full disk) or a rate limit tells HTTP
 * clients and proxies when to try again, as the REST routes do with the same number: a Retry-After
 * header beside the error's extensions.retryAfterSeconds.
 */
const RETRY_LATER_CODES = new Set<unknown>([ErrorCode.SERVICE_UNAVAILABLE, ErrorCode.TOO_MANY_REQUESTS]);
const retryAfterHeader: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const seconds = response.body.singleResult.errors
          ?.filter((error) => RETRY_LATER_CODES.has(error.extensions?.code))
          .map((error) => error.extensions?.retryAfterSeconds)
          .find((value): value is number => typeof value === 'number' && value > 0);
        if (seconds) response.http.headers.set('retry-after', String(seconds));
      },
    };
  },
};

/** Multipart GraphQL needs Apollo's preflight header; refuse early, before any file is parsed. */
function requirePreflightForMultipart(req: Request, res: Response, next: NextFunction) {
  if (req.is('multipart/form-data') && !req.get('apollo-require-preflight') && !req.get('x-apollo-operation-name')) {
    res.status(400).json({
      errors: [
        {
          message:
            "This request has been blocked as a possible Cross-Site Request Forgery: multipart requests must send the header 'apollo-require-preflight: true'",
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
    return;
  }
  next();
}

export interface BuiltApp {
  app: Express;
  /**
   * Goes in front of `app` on the HTTP server: answers requests whose answer is in the public cache
   * and hands everything else to `app` (see public-responses.ts).
   */
  fastLane: ReturnType<typeof publicFastLane>;
  apollo: ApolloServer<GraphQLContext>;
  armorRules: ReturnType<typeof createArmor>['validationRules'];
}

export async function buildHttpApp(opts: {
  services: Services;
  schema: GraphQLSchema;
  httpServer: Server;
  jobs: Jobs;
  database: Parameters<typeof pingDatabase>[0];
  publicUrl: () => string;
  /** How long a shutdown waits for requests in flight before it closes their connections. */
  shutdownDrainMs?: number;
  /** Readiness checks beside the database's and the job queue's (upload storage, Redis, SMTP): see health.ts. */
  readiness?: readonly DependencyCheck[];
}): Promise<BuiltApp> {
  const { services, schema, httpServer } = opts;
  const { config, logger } = services;
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy)
    app.set('trust proxy', /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);

  const requestIds = (req: Request, res: Response, next: NextFunction) => {
    req.requestId = requestIdFrom(req.get('x-request-id'));
    res.setHeader('x-request-id', req.requestId);
    requestContext.run({ requestId: req.requestId }, next);
  };
  // Stripe Elements runs Stripe's script and frames; only when Stripe is the card processor.
  const stripe = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
      }
    : { script: [], frame: [], connect: [] };
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script is the server-rendered pages' code loader, allowed by its hash.
        scriptSrc: ["'self'", HYDRATION_LOADER_HASH, ...stripe.script],
        styleSrc: ["'self'"],
        // The map's tiles come from the configured tile server (MAP_TILE_URL): its origins only.
        imgSrc: ["'self'", 'data:', 'blob:', ...config.map.tileOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe.connect],
        // 'self' for the admin's e-mail views (mail-view.ts): every other own page refuses to be framed.
        frameSrc: ["'self'", ...stripe.frame],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction,
  });
  // The headers do not depend on the request (no nonces): captured once, set on every response.
  const securityHeaderList = staticHeadersOf(securityHeaders);
  const withSecurityHeaders = (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of securityHeaderList) res.setHeader(name, value);
    next();
  };
  app.use(requestIds, accessLog(logger), withSecurityHeaders, compression(), cookieParser());

  serveHealth(
    app,
    [
      { name: 'database', required: true, problem: () => pingDatabase(opts.database).then(() => undefined) },
      {
        name: 'queue',
        required: true,
        problem: async () => ((await opts.jobs.getQueue(EMAIL_QUEUE)) ? undefined : 'the e-mail queue does not exist'),
      },
      ...(opts.readiness ?? []),
    ],
    logger,
  );

  serveUploads(app, { storage: services.storage, signedUrls: services.signedUploadUrls });

  serveSeoFiles(app, config, opts.publicUrl, opts.database);

  app.use(
    '/places',
    express.static(PLACES_DIR, { maxAge: '7d', index: false, fallthrough: true, redirect: false }),
    (_req: Request, res: Response) => {
      res.status(404).json({ message: 'No such place list', code: ErrorCode.NOT_FOUND });
    },
  );

  const armor = createArmor(config.isProduction);
  // graphql-armor is typed against Apollo's CommonJS build; the objects are the same.
  const armorPlugins = armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[];
  const plugins = [
    ...armorPlugins,
    logErrors,
    retryAfterHeader,
    rateLimitHeaders,
    costExtension(LIMITS.maxCost),
    subscriptionsOverWebSocket,
    personalTokenScopesPlugin,
    idempotentMutations(services.idempotencyKeys, logger),
    // No field sets a cache hint: Apollo's cache-control plugin would visit every field of every answer
    // to say so. publicAnswerPlugins sets the policy once per operation and keeps public answers.
    ApolloServerPluginCacheControlDisabled(),
    ...publicAnswerPlugins(schema, services.publicCache),
    ApolloServerPluginDrainHttpServer({ httpServer, stopGracePeriodMillis: opts.shutdownDrainMs ?? 10_000 }),
    ApolloServerPluginLandingPageDisabled(),
    // Apollo would install these by itself (reporting to Apollo's cloud when APOLLO_KEY is set): nothing
    // leaves the server unasked, and the plugins with request hooks are only those listed here.
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
  ];
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: LIMITS.maxTokens },
    // Automatic persisted queries (Apollo's protocol): a client may send an operation's sha256 instead of
    // its text once the server has seen the text, and so send public queries as GETs an HTTP cache or a
    // CDN can keep (see publicAnswerPlugins). The texts are kept in Apollo's bounded in-memory
    // cache, per instance: an instance that has not seen one answers PERSISTED_QUERY_NOT_FOUND and the
    // client sends the text again, as the protocol has it. Parsed and validated documents are kept by
    // Apollo's document store (also in memory, bounded), so an operation sent again is not parsed again.
    cache: 'bounded',
    persistedQueries: {},
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    // Limited in production by a validation rule of the armor's (graphql/introspection.ts).
    introspection: true,
    csrfPrevention: true,
    formatError: config.isProduction
      ? (formatted, error) => withoutSuggestions(formatError(formatted, error))
      : formatError,
    plugins,
    // main.ts handles SIGTERM and SIGINT. Apollo's own handler (on by default outside tests) sends the
    // signal again once Apollo has stopped, which kills the process before the job workers, the queue
    // and the database have closed: running jobs were left active until they expired.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const cors = corsForOrigins(config.corsOrigins);
  app.use(['/api', '/graphql'], cors);
  servePublishedSchema(app, schema);
  const graphqlUploads = graphqlUploadExpress({ maxFileSize: MAX_IMAGE_BYTES, maxFiles: MAX_FILES_PER_REQUEST });
  app.use(
    '/graphql',
    requirePreflightForMultipart,
    // A body cut short before its operations are read: the client's mistake, as on the REST routes.
    (req: Request, res: Response, next: NextFunction) =>
      graphqlUploads(req, res, (error?: unknown) => next(multipartBodyError(error))),
    // A JSON body the fast lane has read already is not read again (express.json skips a finished body).
    express.json({ limit: JSON_LIMIT }),
    publicGraphQLResponses(apollo, services, schema),
    apolloMiddleware(apollo, async ({ req, res }) => {
      const { viewer, tokenProblem } = await authenticate(services, req.headers.authorization);
      return graphQLContext({
        services,
        viewer,
        tokenProblem,
        requestId: req.requestId!,
        ip: req.ip,
        userAgent: req.get('user-agent'),
        http: { req, res },
      });
    }),
  );

  const api = express.Router();
  const payment = paymentRoutes(services);
  // Before the JSON parser: Stripe signs the raw bytes (and sends no Origin, so the check passes it).
  const refuseCrossSite = refuseCrossSiteWrites(opts.publicUrl, config.corsOrigins);
  const mailing = mailingRoutes(services);
  api.use(mailing.frame(refuseCrossSite));
  api.use(refuseCrossSite);
  // An answer to a signed-in caller is theirs alone: no browser cache or proxy may keep it (GraphQL's
  // answers say the same). Routes with a public answer set their own Cache-Control.
  api.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization !== undefined || req.headers.cookie !== undefined) {
      res.setHeader('Cache-Control', 'no-store');
    }
    next();
  });
  api.use(payment.webhook);
  api.use(express.json({ limit: JSON_LIMIT }));
  // Text no database column can store, refused naming the field as the body or the query spells it.
  api.use((req: Request, _res: Response, next: NextFunction) => {
    refuseNulText(req.query);
    refuseNulText(req.body);
    next();
  });
  // The Idempotency-Key header of changing calls: after the body is read (it is part of the
  // request's fingerprint), before every route.
  api.use(restIdempotency(services));
  api.use(personalTokensOnRest(async (authorization) => (await authenticate(services, authorization)).viewer));
  api.use(accountRoutes(services));
  api.use(expoRoutes(services));
  api.use(myRegistrationRoutes(services));
  api.use(invoiceRoutes(services));
  api.use(badgePrintRoutes(services));
  api.use(categoryRoutes(services));
  api.use(toolRoutes(services));
  api.use(bookingRoutes(services));
  api.use(legacyRoutes(services));
  api.use(messageRoutes(services));
  api.use(reviewRoutes(services));
  api.use(payment.api);
  api.use(documentRoutes(services));
  api.use(adminRoutes(services));
  api.use(payoutRoutes(services));
  api.use(outboxRoutes(services));
  api.use(mailing.api);
  api.all('/{*splat}', notFoundRoute);
  api.use(restErrorHandler);
  app.use('/api', api);

  app.use(mailing.site);
  app.use(savedSearchSiteRoutes(services));
  serveWebApp(app, opts.publicUrl, {
    tool: (id) => services.tools.get(undefined, id),
    cache: services.publicCache,
    render: await serverRendering(apollo, services),
    expo: {
      expo: config.expo,
      organiserUrl: config.site.contactWebsite,
      programme: () => services.programme.list(),
    },
  });

  app.use((req, res) => {
    res.status(404).json({ message: `Nothing here: ${req.method} ${req.path}`, code: ErrorCode.NOT_FOUND });
  });
  app.use(restErrorHandler);
  const fastLane = publicFastLane({
    cache: services.publicCache,
    headers: securityHeaderList,
    logger,
    corsOrigins: config.corsOrigins,
  });
  return { app, fastLane, apollo, armorRules: armor.validationRules };
}
