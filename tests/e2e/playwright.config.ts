import { defineConfig } from '@playwright/test';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Every journey runs against the built app on the embedded database. When TEST_DATABASE_URL is set, the
// journeys whose behaviour rests on the database server run again on Postgres: sessions, bookings (row
// locks, the exclusion constraint) and live messages (LISTEN/NOTIFY between the API and its subscribers).
// The rest of the app meets Postgres in the API suites, which run every test on both databases; running
// every journey twice would add four minutes to each CI run for no new kind of check.
// E2E_ALL_ON_POSTGRES=1 runs them all there. Servers are started by the `server` fixture (support/fixtures.ts).
const onPostgres = process.env.E2E_ALL_ON_POSTGRES
  ? undefined
  : ['account-journey.spec.ts', 'booking-journey.spec.ts', 'messaging-journey.spec.ts', 'unfinished-payment.spec.ts'];
const projects = [
  { name: 'pglite', use: { database: 'pglite' } as never },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres', use: { database: 'postgres' } as never, ...(onPostgres ? { testMatch: onPostgres } : {}) }]
    : []),
];

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  // A journey is a user's whole story (several browsers, e-mails, axe on each page): three minutes catch a
  // hang without failing a long journey on a busy machine, so no journey sets its own.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects,
});
