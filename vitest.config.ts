import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { messages } from './web/vite-plugins/messages.ts';

// One package, several suites: server unit tests, API tests over real HTTP on PGlite (always) and on a
// Postgres server (when TEST_DATABASE_URL is set), the cross-cutting security suite (same two databases),
// the several-instances suite (Postgres only: PGlite is one process), and web component tests in happy-dom.
const apiAlias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];
const apiTests = 'api/src/**/*.api.test.ts';
const securityTests = 'tests/security/**/*.test.ts';
// Crash and restart: the app in child processes, killed and started again, on each database.
const reliabilityTests = 'tests/reliability/**/*.api.test.ts';
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// The web app's strings, compiled as in its build (web/vite.config.ts): the web tests, and the API test
// that server-renders the web app's pages from their source, import them.
const webMessages = () => messages(path.join(import.meta.dirname, 'web/src/locales'));

/** A suite that starts the app: PGlite always, and again on Postgres when TEST_DATABASE_URL is set. */
const appProjects = (name: string, include: string[]) =>
  (['pglite', ...(onPostgres ? ['postgres'] : [])] as const).map((db) => ({
    plugins: [webMessages()],
    resolve: { alias: apiAlias },
    test: {
      name: `${name}-${db}`,
      include,
      environment: 'node',
      env: { TEST_DB: db },
      // Each file starts its own app on its own database, and nothing of the app's lives in module state
      // a file could leave behind (no vi.mock here): files of a worker share its loaded modules instead of
      // importing the whole app again, which was a quarter of the suite's time.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }));

const projects = [
  {
    resolve: { alias: apiAlias },
    test: { name: 'unit', include: ['api/src/**/*.test.ts'], exclude: [apiTests], environment: 'node' },
  },
  ...appProjects('api', [apiTests, reliabilityTests]),
  ...appProjects('security', [securityTests]),
  // The image's file set (tests/ops): the Dockerfile, .dockerignore and compose file checked, and the set
  // started as the image starts it. One project: its start test builds once (when stale) and runs on each
  // database itself.
  {
    resolve: { alias: apiAlias },
    test: {
      name: 'ops',
      include: ['tests/ops/**/*.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 600_000,
    },
  },
  ...(onPostgres
    ? [
        {
          resolve: { alias: apiAlias },
          test: {
            name: 'scale-postgres',
            include: ['tests/scale/**/*.test.ts'],
            environment: 'node',
            env: { TEST_DB: 'postgres' },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
  {
    plugins: [webMessages()],
    test: {
      name: 'web',
      include: ['web/src/**/*.test.{ts,tsx}'],
      environment: 'happy-dom',
      root: '.',
      setupFiles: ['web/src/test/setup.ts'],
    },
  },
];

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 2,
    // As the browser journeys do on CI: a test that fails once on a loaded machine gets one more try.
    // It still counts as flaky: `npm test` lists every test that needed the second try.
    retry: process.env.CI ? 1 : 0,
  },
});
