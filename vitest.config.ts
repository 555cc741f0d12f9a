import { defineConfig } from 'vitest/config';

// One package, four suites: server unit tests, API tests over real HTTP on PGlite (always) and on a
// Postgres server (when TEST_DATABASE_URL is set), and web component tests in happy-dom.
const apiAlias = [{ find: /^graphql$/, replacement: 'graphql/index.js' }];
const apiTests = 'api/src/**/*.api.test.ts';
// Crash and restart suites: the app in child processes, on each database like the API tests.
const reliabilityTests = 'tests/reliability/**/*.api.test.ts';

const projects = [
  {
    resolve: { alias: apiAlias },
    test: { name: 'unit', include: ['api/src/**/*.test.ts'], exclude: [apiTests], environment: 'node' },
  },
  {
    resolve: { alias: apiAlias },
    test: {
      name: 'api-pglite',
      include: [apiTests, reliabilityTests],
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          resolve: { alias: apiAlias },
          test: {
            name: 'api-postgres',
            include: [apiTests, reliabilityTests],
            environment: 'node',
            env: { TEST_DB: 'postgres' },
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ]
    : []),
  {
    test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], environment: 'happy-dom', root: '.' },
  },
];

export default defineConfig({
  test: {
    projects,
    pool: 'forks',
    maxWorkers: 2,
  },
});
