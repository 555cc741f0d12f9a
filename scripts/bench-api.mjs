// API part of `npm run bench`: the built server in this process (on a temporary embedded database),
// the load generator (autocannon) in a child process so it does not share the server's event loop.
//   - admin participants list, one page of 25, at 100,000 rows (with and without a search)
//   - bulk e-mail throughput to a local SMTP sink (smtp-server on 127.0.0.1) and peak memory
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ROOT, bin } from './lib.mjs';

function autocannon(url, { body, headers, connections = 10, seconds = 5 }) {
  return new Promise((resolve, reject) => {
    const args = [url, '-c', String(connections), '-d', String(seconds), '-j', '-m', 'POST', '-b', body];
    for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
    const child = spawn(bin('autocannon'), args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}`));
      const r = JSON.parse(out);
      resolve({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.non2xx,
      });
    });
  });
}

async function startSink() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    count: () => received,
    close: () => new Promise((r) => server.close(r)),
  };
}

export async function benchApi({ participants = 100_000, mailRecipients = 10_000 } = {}) {
  const { loadConfig } = await import(path.join(ROOT, 'api/dist/config/config.js'));
  const { startApp } = await import(path.join(ROOT, 'api/dist/server.js'));
  const { createLogger } = await import(path.join(ROOT, 'api/dist/lib/logger.js'));
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-bench-api-'));
  const sink = await startSink();
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: '0',
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-1',
    SMTP_URL: sink.url,
    MAIL_RATE_PER_SECOND: '10000',
    LOG_LEVEL: 'silent',
  });
  const app = await startApp(config, {
    database: { dataDir: path.join(dataDir, 'db') },
    logger: createLogger('silent'),
    demoData: false,
  });
  const results = {};
  try {
    const { sql } = await import('drizzle-orm');
    const seeded = Date.now();
    await app.database.db.execute(sql`
      insert into participants (registration_code, year, first_name, last_name, email, phone, country, marketing_consent, created_at)
      select 'AIB26-B' || lpad(i::text, 6, '0'), 2026, 'Guest' || i, (array['Okafor','Bello','Adeyemi','Mensah','Diallo'])[1 + i % 5],
             'guest' || i || '@example.com', '+2348000000000', (array['Nigeria','Ghana','Kenya'])[1 + i % 3],
             i <= ${mailRecipients}, now() - (i || ' seconds')::interval
      from generate_series(1, ${participants}) i`);
    // What the hourly maintenance job does on the embedded database.
    const { vacuumEmbedded } = await import(path.join(ROOT, 'api/dist/db/maintenance.js'));
    await vacuumEmbedded(app.database);
    results.seed = { participants, seconds: Number(((Date.now() - seeded) / 1000).toFixed(1)) };

    const login = await fetch(app.url + '/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password-1' }),
    }).then((r) => r.json());
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.token}` };
    const query =
      'query($list: ListInput) { adminParticipants(list: $list) { total items { id firstName lastName email country checkedInAt } } }';
    const lists = {
      'first page, newest first': { list: { pageSize: 25 } },
      'search "guest12 ok"': { list: { pageSize: 25, search: 'guest12 ok' } },
      'page 2,000, by last name': { list: { pageSize: 25, page: 2000, sortBy: 'lastName' } },
    };
    results.participantsList = {};
    for (const [name, variables] of Object.entries(lists)) {
      const body = JSON.stringify({ query, variables });
      const times = [];
      for (let i = 0; i < 15; i++) {
        const t = performance.now();
        const res = await fetch(app.url + '/graphql', { method: 'POST', headers, body }).then((r) => r.json());
        if (res.errors) throw new Error(JSON.stringify(res.errors));
        times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      const load = await autocannon(app.url + '/graphql', { body, headers });
      results.participantsList[name] = { singleMedianMs: Number(times[7].toFixed(1)), ...load };
    }

    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
    const started = Date.now();
    const send = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        query:
          'mutation { sendGroupMail(audience: consentedParticipants, subject: "Bench", message: "Hello") { recipientCount } }',
      }),
    }).then((r) => r.json());
    const queuedMs = Date.now() - started;
    const target = send.data.sendGroupMail.recipientCount;
    while (sink.count() < target) {
      if (Date.now() - started > 15 * 60_000) throw new Error(`bulk mail stalled at ${sink.count()} of ${target}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    clearInterval(sampler);
    const seconds = (Date.now() - started) / 1000;
    results.bulkMail = {
      recipients: target,
      sendGroupMailMs: queuedMs,
      seconds: Number(seconds.toFixed(1)),
      messagesPerSecond: Math.round(target / seconds),
      rssBeforeMb: Math.round(before / 1048576),
      rssPeakMb: Math.round(peak / 1048576),
    };
  } finally {
    await app.close();
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}
