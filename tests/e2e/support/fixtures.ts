import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../../api/src/test/smtp-sink.js';
import { createPostgresDatabase } from '../../../api/src/test/test-database.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
export const ADMIN = { email: 'admin.e2e@example.com', password: 'e2e-admin-password' };
/** Contact block and social links of the site, as an organiser would configure them. */
export const SITE = {
  CONTACT_PHONE: '+234 800 123 4567',
  CONTACT_EMAIL: 'hello@aibex.example',
  CONTACT_WEBSITE: 'https://aibex.example',
  SOCIAL_FACEBOOK_URL: 'https://facebook.com/aibex.example',
  SOCIAL_INSTAGRAM_URL: 'https://instagram.com/aibex.example',
  SOCIAL_X_URL: 'https://x.com/aibex_example',
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface AppServer {
  url: string;
  smtp: SmtpSink;
}

/**
 * The built app (`node api/dist/main.js`), as `npm start` runs it, on a fresh database. `env`: what
 * this server's operator sets beside the journeys' defaults (a journey with a server of its own).
 */
export async function startServer(
  database: 'pglite' | 'postgres',
  env: Record<string, string> = {},
): Promise<AppServer & { stop(): Promise<void>; databaseUrl: string | undefined }> {
  const smtp = await startSmtpSink();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-e2e-'));
  const pgdb =
    database === 'postgres' ? await createPostgresDatabase(process.env.TEST_DATABASE_URL!, 'aibex_e2e') : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SMTP_URL: smtp.url,
      // Journeys build their own data; demo tools would change what they find.
      DEMO_DATA: 'false',
      // A week: journeys book a few days ahead and hand the tool over at once.
      PICKUP_OPENS_HOURS_BEFORE: '168',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: pgdb?.url ?? '',
      ...SITE,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Start-up migrates a new database and builds the app: on a loaded machine (a retry's new worker while the
  // other runs a journey) that has taken over a minute.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url + '/health').then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become healthy in 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    smtp,
    /** The Postgres database it runs on (undefined on PGlite, which only the server's process can open). */
    databaseUrl: pgdb?.url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await smtp.close();
      await pgdb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server-rendered page fetches its code once it has painted (api/src/http/server-render.ts), so its
 * `load` can come before React runs it, and until then its forms and menus are markup only. A journey
 * acts on a page as a visitor does once it is live: every `goto` and `reload` that waits for `load` (of
 * every page, whichever context opened it) also waits for the app's `<html data-hydrated>`. A journey
 * that holds the page's code back, or reads a page without JavaScript (never hydrated), navigates with
 * an earlier `waitUntil`, which this leaves alone.
 */
function waitForHydration(page: Page) {
  const proto = Object.getPrototypeOf(page) as Record<'goto' | 'reload', (...args: unknown[]) => Promise<unknown>> & {
    hydrationWait?: true;
  };
  if (proto.hydrationWait) return;
  proto.hydrationWait = true;
  for (const name of ['goto', 'reload'] as const) {
    const navigate = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = (name === 'goto' ? args[1] : args[0]) as { waitUntil?: string } | undefined;
      if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') {
        await this.waitForFunction(
          () => !document.querySelector('script[data-code]') || document.documentElement.hasAttribute('data-hydrated'),
        );
      }
      return response;
    };
  }
}

export const test = base.extend<{ hydrated: void }, { server: AppServer }>({
  hydrated: [
    async ({ page }, use) => {
      waitForHydration(page);
      await use();
    },
    { auto: true },
  ],
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const database = (workerInfo.project.use as { database?: 'pglite' | 'postgres' }).database ?? 'pglite';
      const server = await startServer(database);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
