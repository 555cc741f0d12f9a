import 'reflect-metadata';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApolloServer } from '@apollo/server';
import type { Express, RequestHandler } from 'express';
import path from 'node:path';
import type { Config } from './config/config.js';
import { resolveJwtSecret } from './config/jwt-secret.js';
import { applyMigrations, openDatabase, type DatabaseHandle } from './db/client.js';
import { DEMO_PASSWORD, isEmptyDatabase, loadDemoData, loadDemoExpo } from './db/demo.js';
import { scheduleMaintenance } from './db/maintenance.js';
import type { GraphQLContext } from './graphql/context.js';
import { openPubSub, shareInvalidations, type PubSubHandle } from './graphql/pubsub.js';
import { buildAppSchema } from './graphql/schema.js';
import { buildHttpApp } from './http/app.js';
import { attachGraphQLWs } from './http/ws.js';
import { startJobs } from './lib/jobs.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMailer } from './lib/mailer.js';
import { createS3Storage } from './lib/s3-storage.js';
import { createLocalStorage, type FileStorage } from './lib/storage.js';
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
  /** The middleware a GraphQL POST read by the fast lane runs (see without-router.ts), for the test that compares it with Express's. */
  graphqlLane: readonly RequestHandler[];
  /** The Apollo server behind /graphql, for the tests that check which requests reach it. */
  apollo: ApolloServer<GraphQLContext>;
  close(): Promise<void>;
}

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
      'card payments are DISABLED: no Stripe keys are set and the built-in test provider is off, so checkout is ' +
        'refused and renters are told card payment is not available yet. Set STRIPE_SECRET_KEY and ' +
        'STRIPE_PUBLISHABLE_KEY to take payments (PAYMENTS_TEST_MODE=1 runs the test provider, which takes no money).',
    );
  } else if (config.paymentMode === 'test' && config.isProduction) {
    logger.warn(
      'PAYMENTS_TEST_MODE is on in production: the built-in test provider confirms bookings for test cards ' +
        'such as 4242 4242 4242 4242 and NO MONEY IS TAKEN. Unset PAYMENTS_TEST_MODE before real renters arrive.',
    );
  }
}

/** Boot order: config -> upload storage -> database -> migrations -> jobs -> services -> HTTP + WebSocket. */
export async function startApp(config: Config, options: StartOptions = {}): Promise<RunningApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  warnAboutPayments(config, logger);
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir);
  const storage: FileStorage & { close?: () => void } =
    config.storage.kind === 's3'
      ? createS3Storage(config.storage)
      : createLocalStorage(path.join(config.dataDir, 'uploads'));
  // Fail closed, before anything starts: an instance that could not keep (or serve) uploads must not run.
  await storage.check().catch((error: unknown) => {
    storage.close?.();
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
    // Before any request: condition photos stored while they were public files leave /uploads/<name>.
    const hidden = await services.handovers.makeStoredPhotosPrivate();
    if (hidden) logger.info({ photos: hidden }, 'condition photos moved to the private uploads');
    await services.outbox.startWorker();
    await services.accounts.startWorker();
    await services.mailings.startWorker();
    await services.reminders.startWorkers();
    await services.checkout.startWorkers();
    await services.refunds.startWorkers();
    await services.payouts.startWorkers();
    await services.deposits.startWorkers();
    await services.messages.startWorker();
    await scheduleMaintenance(database, jobs, logger);

    // Decided before the administrator is created: a first start with ADMIN_EMAIL still gets demo content.
    const wantsDemo = options.demoData ?? (config.demoData && !config.isProduction && database.kind === 'pglite');
    const loadDemo = wantsDemo && (await isEmptyDatabase(database.db));
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
      const { logins, categories, tools } = await loadDemoData(database.db, services.storage, config.timeZone);
      const { sessions, exhibitors } = await loadDemoExpo(database.db, config.expo);
      logger.info(
        { logins, password: DEMO_PASSWORD, categories, tools, sessions, exhibitors },
        'empty database: demo content loaded',
      );
      console.log(
        `\nDemo content: ${categories} rental categories, ${tools} tools, ${sessions} programme sessions and ${exhibitors} exhibitors.` +
          `\nDemo accounts (password "${DEMO_PASSWORD}"):\n${logins.map((l) => `  ${l.role.padEnd(5)} ${l.email}`).join('\n')}\n`,
      );
    }

    const schema = await buildAppSchema(services.pubsub);
    const httpServer = createServer();
    // Idle keep-alive connections outlive those of clients and proxies (60 s is common), so the server
    // never closes a socket at the very moment a client reuses it (a reset request).
    httpServer.keepAliveTimeout = 65_000;
    httpServer.headersTimeout = 66_000;
    const { app, fastLane, graphqlLane, apollo, armorRules } = await buildHttpApp({
      services,
      schema,
      httpServer,
      jobs,
      database: database.db,
      publicUrl: () => config.publicUrl ?? `http://localhost:${port}`,
    });
    httpServer.on('request', (req, res) => fastLane(req, res, () => app(req, res)));
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
        await ws.close();
        await apollo.stop();
        await jobs.stop({ graceful: true, timeout: 5000 });
        mailer.close();
        storage.close?.();
        stopSharingInvalidations();
        await events.close();
        await database.close();
      })());
    return {
      url,
      port,
      services,
      database,
      logger,
      pubsubTransport: events.transport,
      httpApp: app,
      graphqlLane,
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
