import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../api/src/test/test-database.js';
import { startSmtpSink, type SmtpSink } from '../../api/src/test/smtp-sink.js';
import { HttpClient } from '../../api/src/test/test-app.js';
import { createCategory, dayFromNow, listTool, signIn, signUpAndLogin } from '../../api/src/test/factories.js';

/*
 * Crashes, for real: the app runs as a child process and is killed with SIGKILL (no shutdown code
 * runs), then a new process starts on the same database. What was committed must be finished, once.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const ADMIN = { email: 'crash.admin@example.com', password: 'admin-password-1' };

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

let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: SmtpSink;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-crash-'));
  database = await createTestDatabase();
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The app as `npm start` runs it (from source here), on this file's database and data folder. */
async function startProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: path.join(ROOT, 'api/tsconfig.json'),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-1234',
      // The tests build their own data; demo tools and accounts would change what they find.
      DEMO_DATA: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'silent',
      RATE_LIMIT_SCALE: '50',
      ...env,
    },
    stdio: ['ignore', process.env.CRASH_LOG_LEVEL ? 'inherit' : 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    if (
      await fetch(url + '/health').then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    if (Date.now() > deadline) throw new Error('the app did not become healthy');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function kill(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A statement run while no app holds the database (PGlite allows one process at a time). */
async function sqlWhileStopped(statement: string): Promise<void> {
  if (database.databaseUrl) {
    const client = new pg.Client({ connectionString: database.databaseUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
    return;
  }
  const lite = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { btree_gist } });
  await lite.exec(statement);
  await lite.close();
}

describe('a process killed after a commit', () => {
  it('still sends the confirmation e-mail, once, from the next process', async () => {
    // This instance only queues work (RUN_WORKERS=false): it dies between the commit and the send.
    const first = await startProcess({ RUN_WORKERS: 'false' });
    const email = `crash.${Date.now()}@example.com`;
    const res = await fetch(first.url + '/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        first_name: 'Ada',
        last_name: 'Obi',
        email,
        phone: '+234 801 234 5678',
        country: 'Nigeria',
      }),
    });
    expect(res.status).toBe(201);
    await kill(first.child);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);

    const second = await startProcess({});
    try {
      await smtp.waitFor((m) => m.to.includes(email), 60_000);
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await kill(second.child);
    }
  }, 180_000);

  it('ends a payment that succeeded while the server was down in exactly one set of bookings', async () => {
    const app = await startProcess({});
    const admin = new HttpClient(app.url);
    await signIn(admin, ADMIN.email, ADMIN.password);
    const owner = new HttpClient(app.url);
    await signUpAndLogin(owner);
    const renter = new HttpClient(app.url);
    await signUpAndLogin(renter);
    const toolId = await listTool(owner, await createCategory(admin), { price: '20', units: 1 });
    await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
      input: { toolId, startDate: dayFromNow(8), startTime: '09:00', endDate: dayFromNow(9), endTime: '09:00' },
    });
    const checkout = await renter.gql<{ checkout: { id: string; clientSecret: string } }>(
      'mutation { checkout(expectedTotal: "20.00") { id clientSecret } }',
    );
    expect(checkout.errors).toBeUndefined();
    const paymentId = checkout.data!.checkout.id;
    await kill(app.child);

    // The card processor took the money while our server was down (its webhook could not arrive).
    const intentId = checkout.data!.checkout.clientSecret.split('_secret_')[0]!;
    await sqlWhileStopped(`update test_provider_intents set status = 'succeeded' where id = '${intentId}'`);

    const again = await startProcess({});
    try {
      const back = new HttpClient(again.url);
      back.token = renter.token;
      // The browser's retried confirmations, both at once.
      const results = await Promise.all([
        back.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status bookings { id status } } }', {
          id: paymentId,
        }),
        back.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status bookings { id status } } }', {
          id: paymentId,
        }),
      ]);
      for (const r of results) expect(r.data?.confirmPayment.status).toBe('SUCCEEDED');
      const history = await back.gql('{ myRentalHistory { items { status tool { id } } } }');
      const mine = history.data?.myRentalHistory.items.filter((b: { tool: { id: string } }) => b.tool.id === toolId);
      expect(mine).toEqual([{ status: 'CONFIRMED', tool: { id: toolId } }]);
    } finally {
      await kill(again.child);
    }
  }, 240_000);
});
