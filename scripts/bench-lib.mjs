// Helpers shared by the parts of `npm run bench`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { bin } from './lib.mjs';

/**
 * Load from autocannon in a child process (so it does not share the server's event loop): requests/s,
 * p50/p99 in ms, and errors (failed requests plus answers outside 2xx).
 */
export function autocannon(url, { method, body, headers = {}, connections = 10, seconds = 5 }) {
  return new Promise((resolve, reject) => {
    const args = [url, '-c', String(connections), '-d', String(seconds), '-j', '-m', method ?? (body ? 'POST' : 'GET')];
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
