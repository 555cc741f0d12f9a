import { ConfigError, loadConfig } from './config/config.js';
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
  const app = await startApp(config);
  app.logger.info({ url: app.url, database: app.database.kind }, `AIBEx is listening on ${app.url}`);
  console.log(`\n  AIBEx ${config.expo.year} is running at ${app.url}\n`);

  const shutdown = (signal: string) => {
    app.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.logger.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

await main();
