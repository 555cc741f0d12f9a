// Registration burst part of `npm run bench` (jobs on time): participant registrations at 50
// concurrent through GraphQL's registerParticipant, against the built server in this process on a
// fresh database, with a local SMTP server. Measured: the registrations' latency (the budget is for
// Postgres) and when the last confirmation reaches the SMTP server, against its floor: the
// confirmations cannot leave faster than MAIL_RATE_PER_SECOND (the outbox's pace for the mail
// server), so the floor is registrations / MAIL_RATE_PER_SECOND.
// The load runs in a child process (this file with --load), so it does not share the server's event loop.
// The burst reaches a warm server, as the expo's would: a server that has just started compiles its code
// on its first requests, so WARM_UP registrations go first (their confirmations delivered before the
// burst starts), and are not measured.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtApp, freshPostgresDatabase, percentile, postJson, startSmtpSink, waitFor } from './bench-lib.mjs';
import { ROOT } from './lib.mjs';

/** PRODUCT.md section 5, "Jobs on time". */
export const REGISTRATION_BUDGET = { count: 1000, concurrency: 50, maxP99Ms: 500, maxOfFloor: 1.5 };
const WARM_UP = { count: 100, concurrency: 10 };

const REGISTER = 'mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }';

/**
 * The child's side: `count` registrations, `concurrency` at a time, each with its own address; prints
 * when the burst started (epoch ms), each request's latency in ms and the failures.
 */
async function load(url, count, concurrency, run) {
  const latencies = [];
  const failures = [];
  let next = 0;
  const startedAt = Date.now();
  async function lane() {
    while (next < count) {
      const i = next++;
      const input = {
        firstName: 'Guest',
        lastName: `Bench ${i}`,
        email: `bench.${run}.${i}@example.com`,
        phone: '+234 800 000 0000',
        country: 'Nigeria',
      };
      const t = performance.now();
      try {
        const { status, body } = await postJson(
          url + '/graphql',
          JSON.stringify({ query: REGISTER, variables: { input } }),
        );
        if (status !== 200 || body.errors) failures.push(`${status} ${JSON.stringify(body.errors ?? body)}`);
      } catch (error) {
        failures.push(String(error));
      }
      latencies.push(performance.now() - t);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, lane));
  return { startedAt, latencies, failures };
}

function loadInChild(url, count, concurrency, run) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), '--load', url, String(count), String(concurrency), run],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`))));
  });
}

/**
 * `database`: 'postgres' (a fresh database on `databaseUrl`) or 'pglite'. MAIL_RATE_PER_SECOND is the
 * configuration's default unless `mailRate` is given.
 */
export async function benchRegistrations({
  database = 'postgres',
  databaseUrl = process.env.TEST_DATABASE_URL,
  count = REGISTRATION_BUDGET.count,
  concurrency = REGISTRATION_BUDGET.concurrency,
  mailRate,
} = {}) {
  const { loadConfig, startApp, createLogger } = await builtApp(ROOT);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-bench-registrations-'));
  const pgdb = database === 'postgres' ? await freshPostgresDatabase(databaseUrl) : undefined;
  const sink = await startSmtpSink();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    LOG_LEVEL: 'silent',
    // Every registration comes from 127.0.0.1: the per-address budgets would refuse the burst.
    RATE_LIMIT_SCALE: '1000',
    SMTP_URL: sink.url,
    ...(mailRate ? { MAIL_RATE_PER_SECOND: String(mailRate) } : {}),
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
  });
  const app = await startApp(config, {
    database: pgdb ? { databaseUrl: pgdb.url } : { dataDir: path.join(dataDir, 'db') },
    logger: createLogger('silent'),
    demoData: false,
  });
  try {
    const rate = config.mail.ratePerSecond;
    const floorSeconds = count / rate;
    const run = randomBytes(4).toString('hex');
    const warmUp = Math.min(WARM_UP.count, count);
    const received = (prefix) => new Set(sink.received.flatMap((m) => m.to).filter((to) => to.startsWith(prefix)));
    await loadInChild(app.url, warmUp, Math.min(WARM_UP.concurrency, concurrency), `${run}-warm`);
    await waitFor(() => received(`bench.${run}-warm.`).size >= warmUp, 120_000, 'the warm-up confirmations');
    const burst = await loadInChild(app.url, count, concurrency, run);
    if (burst.failures.length)
      throw new Error(`${burst.failures.length} registrations failed, the first: ${burst.failures[0]}`);
    const burstSeconds = (Date.now() - burst.startedAt) / 1000;
    const mine = (m) => m.to.some((to) => to.startsWith(`bench.${run}.`));
    const recipients = () => received(`bench.${run}.`).size;
    await waitFor(() => recipients() >= count, (floorSeconds * 4 + 60) * 1000, `${count} confirmations`);
    const lastAt = Math.max(...sink.received.filter(mine).map((m) => m.at));
    const lastConfirmationSeconds = (lastAt - burst.startedAt) / 1000;
    const sorted = [...burst.latencies].sort((a, b) => a - b);
    const round = (n) => Number(n.toFixed(1));
    const p99 = round(percentile(sorted, 99));
    const ofFloor = lastConfirmationSeconds / floorSeconds;
    return {
      database,
      registrations: count,
      warmUp,
      concurrency,
      burstSeconds: round(burstSeconds),
      p50Ms: round(percentile(sorted, 50)),
      p99Ms: p99,
      maxMs: round(sorted.at(-1)),
      mailRatePerSecond: rate,
      confirmations: recipients(),
      // Confirmations the SMTP server got more than once (a message sent twice).
      duplicates: sink.received.filter(mine).length - recipients(),
      floorSeconds: round(floorSeconds),
      lastConfirmationSeconds: round(lastConfirmationSeconds),
      ofFloor: Number(ofFloor.toFixed(2)),
      meetsP99: database !== 'postgres' || p99 < REGISTRATION_BUDGET.maxP99Ms,
      meetsDelivery: ofFloor <= REGISTRATION_BUDGET.maxOfFloor && sink.received.filter(mine).length === recipients(),
    };
  } finally {
    await app.close();
    await sink.close();
    await pgdb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The lines `npm run bench` prints for one run. */
export function printRegistrations(r) {
  const b = REGISTRATION_BUDGET;
  const mark = (ok) => (ok ? 'ok ' : 'MISS');
  console.log(
    `\nRegistration burst (built server, ${r.database}, local SMTP server, after ${r.warmUp} warm-up registrations): ${r.registrations} registrations at ${r.concurrency} concurrent in ${r.burstSeconds} s`,
  );
  console.log(
    `  registration latency: p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms (budget on Postgres: p99 < ${b.maxP99Ms} ms) ${r.database === 'postgres' ? mark(r.meetsP99) : '(not budgeted here)'}`,
  );
  console.log(
    `  last confirmation delivered after ${r.lastConfirmationSeconds} s; floor ${r.registrations} / MAIL_RATE_PER_SECOND ${r.mailRatePerSecond} = ${r.floorSeconds} s; ${r.ofFloor}x the floor (budget <= ${b.maxOfFloor}x) ${mark(r.meetsDelivery)}`,
  );
  console.log(`  confirmations received: ${r.confirmations} of ${r.registrations}, ${r.duplicates} twice`);
}

if (process.argv[2] === '--load') {
  const [, , , url, count, concurrency, run] = process.argv;
  const result = await load(url, Number(count), Number(concurrency), run);
  process.stdout.write(JSON.stringify(result));
}
