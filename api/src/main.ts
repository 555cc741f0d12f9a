import { ConfigError, loadConfig } from './config/config.js';
import { StartupError } from './lib/errors.js';
import { startApp } from './server.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A StartupError says what the operator must do (DATA_DIR_IN_USE, SCHEMA_TOO_NEW, ...): that one line,
  // without a stack trace that would bury it.
  const app = await startApp(config).catch((error: unknown) => {
    if (error instanceof StartupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  // A log line, not a banner: standard output is JSON lines, which log collectors parse.
  app.logger.info({ url: app.url, database: app.database.kind }, `${config.expo.name} is running at ${app.url}`);

  // The only signal handlers: Apollo's own is off (http/app.ts), since it sent the signal again once
  // Apollo had stopped and so killed the process before the workers and the database had closed.
  const seconds = config.shutdownTimeoutSeconds;
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    // Repeats are common (a terminal's Ctrl-C reaches npm, scripts/start.mjs and this process alike).
    if (stopping) return;
    stopping = true;
    app.logger.info(
      { signal, timeoutSeconds: seconds },
      `shutting down: no new connections; requests in flight and running jobs get up to ${seconds} s`,
    );
    // The last resort: every step is bounded to end before this (server.ts drainWindowMs).
    const force = setTimeout(() => {
      app.logger.error(
        { timeoutSeconds: seconds },
        'shutdown did not finish within SHUTDOWN_TIMEOUT_SECONDS: exiting now (unfinished jobs run again after their expiry)',
      );
      process.exit(1);
    }, seconds * 1000);
    force.unref();
    app.close().then(
      () => {
        app.logger.info({ signal }, 'shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
