import 'reflect-metadata';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { Express } from 'express';
import path from 'node:path';
import type { Config } from './config/config.js';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { applyMigrations, currentSchemaState, openDatabase, type DatabaseHandle } from './db/client.js';
import { schemaTooNewMessage, watchSchema } from './db/schema-version.js';
import { DEMO_PASSWORD, isEmptyDatabase, loadDemoData, loadDemoExpo } from './db/demo.js';
import { scheduleMaintenance } from './db/maintenance.js';
import { waitForDatabase } from './db/wait-for-database.js';
import type { GraphQLContext } from './graphql/context.js';
import { openPubSub, shareInvalidations, type PubSubHandle } from './graphql/pubsub.js';
import { buildAppSchema } from './graphql/schema.js';
import { buildHttpApp } from './http/app.js';
import { attachGraphQLWs } from './http/ws.js';
import { drainableJobs } from './lib/job-drain.js';
import { startJobs } from './lib/jobs.js';
import { ErrorCode } from './lib/errors.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { smtpCheck, type DependencyCheck } from './lib/readiness.js';
import { createS3Storage } from './lib/s3-storage.js';
import { withAvailability } from './lib/storage-availability.js';
import { createLocalStorage } from './lib/storage.js';
import { createServices, type Services } from './services.js';

export interface RunningApp {
  url: string;
  port: number;
  services: Services;
  database: DatabaseHandle;
  logger: Logger;
  /** How subscription events reach the other instances (in-process for a single one). */
  pubsubTransport: PubSubHandle['transport'];
  /** The Express app, for tests that walk its routes. */
  httpApp: Express;
  /** The Apollo server behind /graphql, for the tests that check which requests reach it. */
  apollo: ApolloServer<GraphQLContext>;
  /**
   * Shuts down within SHUTDOWN_TIMEOUT_SECONDS, logging each step: no new connections (WebSocket
   * clients are told to go elsewhere), requests in flight answered, running jobs finished or handed
   * back to the queue, then the queue, the event channel and the database closed.
   */
  close(): Promise<void>;
}

/**
 * The part of SHUTDOWN_TIMEOUT_SECONDS that requests in flight and running jobs may use; the rest (a
 * fifth, at least a second and at most 5 s, never more than half) is kept for closing the queue, the
 * pools and the database (PGlite writes a checkpoint).
 */
export function drainWindowMs(timeoutSeconds: number): number {
  const total = timeoutSeconds * 1000;
  return total - Math.min(5000, Math.max(Math.min(1000, total / 2), Math.round(total / 5)));
}

/** How often a running instance looks whether another release has migrated the database. */
const SCHEMA_CHECK_INTERVAL_MS = 30_000;

export interface StartOptions {
  /** Tests pass an in-memory PGlite (undefined dataDir) or a prepared Postgres URL. */
  database?: {
    databaseUrl?: string;
    dataDir?: string | undefined;
    loadDataDir?: Blob | undefined;
    onQuery?: (query: string, params: unknown[]) => void;
  };
  logger?: Logger;
  /** Load demo content into an empty embedded database (on by default outside production). */
  demoData?: boolean;
}

/** An operator must not learn from renters that nobody can pay, or that nobody is charged. */
function warnAboutPayments(config: Config, logger: Logger): void {
  if (config.paymentMode === 'disabled') {
    logger.warn(
      'card payments are DISABLED: no Stripe or Paystack keys are set and the built-in test provider is off, so checkout is ' +
        'refused and renters are told card payment is not available yet. Set STRIPE_SECRET_KEY and ' +
        'STRIPE_PUBLISHABLE_KEY (or PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY) to take payments (PAYMENTS_TEST_MODE=1 runs the test provider, which takes no money).',
    );
  } else if (config.paymentMode === 'test' && config.isProduction) {
    logger.warn(
      'PAYMENTS_TEST_MODE is on in production: the built-in test provider confirms bookings for test cards ' +
        'such as 4242 4242 4242 4242 and NO MONEY IS TAKEN. Unset PAYMENTS_TEST_MODE before real renters arrive.',
    );
  }
}

/**
 * An instance older than the database's schema answers nothing but its liveness: its queries may name
 * columns that are gone. 503 with Retry-After, so clients and proxies try again (a newer instance);
 * readiness says `schema: newer`.
 */
function refuseOnNewerSchema(route: string | undefined, res: ServerResponse): void {
  const message =
    'This server runs an older release than its database; try again in a moment, a newer server will answer';
  const body = route?.startsWith('/health')
    ? { status: 'degraded', schema: 'newer' }
    : route?.startsWith('/graphql')
      ? { errors: [{ message, extensions: { code: ErrorCode.SERVICE_UNAVAILABLE } }] }
      : { message, code: ErrorCode.SERVICE_UNAVAILABLE };
  res.writeHead(503, { 'content-type': 'application/json; charset=utf-8', 'retry-after': '30' });
  res.end(JSON.stringify(body));
}

/**
 * Boot order: config -> database server (waited for) -> upload storage -> database -> migrations -> jobs ->
 * services -> HTTP + WebSocket. What an operator must fix to start throws a StartupError (one line).
 */
export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  warnAboutPayments(config, logger);
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  // A server that is not up yet (started beside the app, restarting) is waited for, a bounded time.
  const databaseUrl = options.database ? options.database.databaseUrl : config.databaseUrl;
  if (databaseUrl) {
    await waitForDatabase(databaseUrl, logger, { timeoutMs: config.databaseConnectTimeoutSeconds * 1000 });
  }
  // Storage that cannot be reached does not keep the app down (uploads wait, readiness says so); storage
  // that refuses us (no such bucket, no permission) does: a StartupError.
  const storage = withAvailability(
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(path.join(config.dataDir, 'uploads')),
    logger,
  );
  await storage.start().catch((error: unknown) => {
    storage.close();
    throw error;
  });
  if (config.storage.kind === 's3') logger.info({ bucket: config.storage.bucket }, 'uploads kept in S3');
  const database = await openDatabase({
    ...(options.database ?? { databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }),
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; the pool opens a new one'),
  });
  let port = config.port;
  let closeEvents = async () => {};
  try {
    await applyMigrations(database);
    const jobs = await startJobs(database, logger, { workers: config.runWorkers });
    // Before any worker starts: shutdown must know the jobs each one runs (to finish or hand back).
    const jobDrain = drainableJobs(jobs, logger);
    const events = await openPubSub({ redisUrl: config.redisUrl, database, logger });
    closeEvents = () => events.close();
    if (events.transport !== 'memory') logger.info({ transport: events.transport }, 'sharing events between instances');
    const mailer = createMailer(config.mail.smtpUrl, config.mail.from);
    const services = createServices({
      config,
      jwtSecret,
      database,
      jobs,
      mailer,
      storage,
      pubsub: events.pubsub,
      logger,
      publicUrl: () => config.publicUrl ?? `http://localhost:${port}`,
    });
    const stopSharingInvalidations = shareInvalidations(services.publicCache, events.pubsub);
    // Before any request: tools written before tools had zones (or whose place now maps to another)
    // get the zone of their place.
    const rezoned = await services.tools.syncTimeZones();
    if (rezoned) logger.info({ tools: rezoned }, 'tool time zones derived from their places');
    // Tools written before tools had coordinates get their city's point (distance search, the map).
    const located = await services.tools.syncCoordinates();
    if (located) logger.info({ tools: located }, 'tool pickup points derived from their cities');
    // The edition's default registration type, and registrations made before types existed filed under it.
    await services.registrationTypes.ensureDefault();
    const priced = await services.tools.syncCurrencies();
    await services.cart.syncCurrencies();
    if (priced)
      logger.info({ tools: priced, currency: config.currency }, 'tools listed before currencies priced in CURRENCY');
    const accounts = await services.payouts.syncAccountCurrencies();
    if (accounts) logger.info({ accounts, currency: config.currency }, 'Paystack payout accounts given CURRENCY');
    // Before any request: condition photos stored while they were public files leave /uploads/<name>
    // (storage unreachable at start: as soon as it answers; meanwhile it serves nothing anyway).
    const makePhotosPrivate = async () => {
      const hidden = await services.handovers.makeStoredPhotosPrivate();
      if (hidden) logger.info({ photos: hidden }, 'condition photos moved to the private uploads');
    };
    if (storage.isAvailable()) await makePhotosPrivate();
    else storage.whenAvailable(makePhotosPrivate);
    await services.outbox.startWorker();
    await services.accounts.startWorker();
    await services.mailings.startWorker();
    await services.reminders.startWorkers();
    await services.invoices.startWorkers();
    await services.paidRegistrations.startWorkers();
    await services.checkout.startWorkers();
    await services.refunds.startWorkers();
    await services.payouts.startWorkers();
    await services.deposits.startWorkers();
    await services.messages.startWorker();
    await services.reviews.startWorker();
    await services.savedSearches.startWorker();
    await services.identity.startWorker();
    await services.waitlist.startWorker();
    await services.sessionSeats.startWorker();
    await services.webhooks.startWorker();
    await scheduleMaintenance(database, jobs, logger, {
      uploadsRoot: config.storage.kind === 's3' ? undefined : path.join(config.dataDir, 'uploads'),
    });

    // Decided before the administrator is created: a first start with ADMIN_EMAIL still gets demo content.
    const wantsDemo = options.demoData ?? (config.demoData && !config.isProduction && database.kind === 'pglite');
    const loadDemo = wantsDemo && storage.isAvailable() && (await isEmptyDatabase(database.db));
    if (config.admin) {
      const { user, outcome } = await services.accounts.ensureAdmin(config.admin.email, config.admin.password);
      if (outcome === 'promoted') {
        logger.warn(
          { email: user.email },
          'ADMIN_EMAIL: an existing account was promoted to administrator; its password is now ADMIN_PASSWORD and its sessions were ended',
        );
      } else {
        logger.info(
          { email: user.email, outcome },
          `administrator account ${outcome === 'created' ? 'created' : 'ready'} (ADMIN_EMAIL)`,
        );
      }
    }
    if (loadDemo) {
      const { logins, categories, tools } = await loadDemoData(database.db, services.storage, {
        fallbackTimeZone: config.timeZone,
        currency: config.currency,
      });
      const { sessions, exhibitors } = await loadDemoExpo(database.db, config.expo);
      // One log line like the others (standard output is JSON lines), that still reads as a sentence.
      logger.info(
        { logins, password: DEMO_PASSWORD, categories, tools, sessions, exhibitors },
        `empty database: demo content loaded (${categories} rental categories, ${tools} tools, ${sessions} ` +
          `programme sessions, ${exhibitors} exhibitors); sign in as ${logins.map((l) => `${l.email} (${l.role})`).join(', ')} ` +
          `with the password "${DEMO_PASSWORD}"`,
      );
    }

    // Another release migrating the database under this one: stop taking work rather than fail request
    // after request on columns this code does not know (readiness reports it; docs/ARCHITECTURE.md).
    const schemaWatch = watchSchema(() => currentSchemaState(database), {
      intervalMs: SCHEMA_CHECK_INTERVAL_MS,
      onNewer: (state) => {
        logger.error(
          { code: 'SCHEMA_TOO_NEW' },
          `${schemaTooNewMessage(state)}; this instance stops taking work: stop it and start the newer release`,
        );
        void jobDrain.pause();
      },
    });

    const schema = await buildAppSchema(services.pubsub);
    const httpServer = createServer();
    // Idle keep-alive connections outlive those of clients and proxies (60 s is common), so the server
    // never closes a socket at the very moment a client reuses it (a reset request).
    httpServer.keepAliveTimeout = 65_000;
    httpServer.headersTimeout = 66_000;
    const smtp = config.mail.smtpUrl ? smtpCheck(config.mail.smtpUrl) : undefined;
    const readiness: DependencyCheck[] = [
      // Reported, not required: a bucket outage hits every instance alike, and taking them all out of the
      // load balancer would turn it into a full outage, while pages, bookings and payments need no uploads.
      { name: 'storage', required: false, problem: () => storage.problem() },
      ...(config.redisUrl ? [{ name: 'redis', required: false, problem: async () => events.problem() }] : []),
      ...(smtp ? [{ name: 'smtp', required: false, problem: smtp.problem }] : []),
    ];
    const { app, fastLane, apollo, armorRules } = await buildHttpApp({
      services,
      schema,
      httpServer,
      jobs,
      database: database.db,
      publicUrl: () => config.publicUrl ?? `http://localhost:${port}`,
      readiness,
      shutdownDrainMs: drainWindowMs(config.shutdownTimeoutSeconds),
    });
    const serve = (req: IncomingMessage, res: ServerResponse) => fastLane(req, res, () => app(req, res));
    httpServer.on('request', (req, res) => {
      const route = req.url?.split('?')[0];
      // Readiness looks at the schema on every probe, so a load balancer stops sending work within one.
      if (route === '/health' || route === '/health/ready') {
        void schemaWatch.check().then((served) => (served ? serve(req, res) : refuseOnNewerSchema(route, res)));
      } else if (schemaWatch.newer && route !== '/health/live') refuseOnNewerSchema(route, res);
      else serve(req, res);
    });
    const ws = attachGraphQLWs(httpServer, schema, services, armorRules, app.get('trust proxy fn'));
    await new Promise<void>((resolve, reject) => {
      httpServer.once('error', reject);
      httpServer.listen(config.port, config.host, () => resolve());
    });
    port = (httpServer.address() as AddressInfo).port;
    const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        const step = async <T>(done: string, run: () => Promise<T>): Promise<T> => {
          const started = Date.now();
          const result = await run();
          logger.info({ ms: Date.now() - started }, `shutdown: ${done}`);
          return result;
        };
        schemaWatch.stop();
        // HTTP and the workers drain side by side; the queue stays open until no request can queue a job.
        await Promise.all([
          step('HTTP drained: WebSocket clients told to reconnect, requests in flight answered', async () => {
            // Every client is sent close code 1001 at once; a client that never answers it is cut off
            // with the other sockets below, so its handshake is not awaited past a second.
            const wsClosed = ws
              .close()
              .catch((error: unknown) => logger.warn({ err: error }, 'shutdown: WebSocket close'));
            // Apollo's drain plugin (http/app.ts): no new connections, idle keep-alive sockets closed,
            // requests in flight answered, within the drain window.
            await apollo.stop();
            await Promise.race([wsClosed, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
          }),
          (async () => {
            const { finished, handedBack } = await jobDrain.finish(drainWindowMs(config.shutdownTimeoutSeconds));
            logger.info({ finished, handedBack }, 'shutdown: job workers stopped (unfinished jobs handed back)');
          })(),
        ]);
        await step('job queue closed', () => jobDrain.close());
        mailer.close();
        storage.close?.();
        stopSharingInvalidations();
        await step('event channel closed', () => events.close());
        await step('database closed', () => database.close());
      })());
    return {
      url,
      port,
      services,
      database,
      logger,
      pubsubTransport: events.transport,
      httpApp: app,
      apollo,
      close,
    };
  } catch (error) {
    await closeEvents().catch(() => {});
    await database.close().catch(() => {});
    storage.close?.();
    throw error;
  }
}
