// Helpers shared by the parts of `npm run bench`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { bin } from './lib.mjs';

/**
 * Load from autocannon in a child process (so it does not share the server's event loop): requests/s,
 * p50/p99 in ms, and errors (failed requests plus answers outside 2xx). `amount` sends that many
 * requests instead of loading for `seconds` (the tiny run of the bench).
 */
export function autocannon(url, { method, body, headers = {}, connections = 10, seconds = 5, amount }) {
  return new Promise((resolve, reject) => {
    const length = amount ? ['-a', String(amount)] : ['-d', String(seconds)];
    const args = [url, '-c', String(connections), ...length, '-j', '-m', method ?? (body ? 'POST' : 'GET')];
    if (body !== undefined) args.push('-b', body);
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

/** A new, empty database on the Postgres server at `serverUrl`, and a way to drop it. */
export async function freshPostgresDatabase(serverUrl) {
  const pg = (await import('pg')).default;
  const name = `aibex_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A local SMTP server that accepts everything and keeps, per message, its recipients and when it
 * arrived (nothing of the content).
 */
export async function startSmtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), at: Date.now() });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    count: () => received.length,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Waits until `check()` holds, polling every 100 ms; fails naming `what` after `timeoutMs`. */
export async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The built app's modules (api/dist, as production runs them): the bench starts the server in its
 * own process.
 */
export async function builtApp(root) {
  const path = await import('node:path');
  const from = (file) => import(path.join(root, 'api/dist', file));
  const [{ loadConfig }, { startApp }, { createLogger }] = await Promise.all([
    from('config/config.js'),
    from('server.js'),
    from('lib/logger.js'),
  ]);
  return { loadConfig, startApp, createLogger };
}

const keptAlive = new Agent({ keepAlive: true });

/**
 * One JSON POST over a kept-alive connection, answering its status and parsed body. node:http rather
 * than fetch: the load shares the machine's cores with the server, and fetch costs the client several
 * times more CPU a request.
 */
export function postJson(url, payload, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: keptAlive,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, body: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
