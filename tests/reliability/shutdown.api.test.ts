import http from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startSmtpSink, type SmtpSink } from '../../api/src/test/smtp-sink.js';
import { appHost, register, registration, runsDatabaseAgnosticTests } from './app-process.js';

/*
 * SIGTERM, for real, on the app as a child process. In development mode, as an operator runs it:
 * Apollo's own SIGTERM handler is on by default outside tests, and it sent the signal again once Apollo
 * had stopped, killing the process before the job workers, the queue and the database had closed.
 */

let host: Awaited<ReturnType<typeof appHost>>;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  host = await appHost({ NODE_ENV: 'development', SMTP_URL: smtp.url });
});
afterAll(async () => {
  await smtp?.close();
  await host?.close();
});

/** Polls a condition (no fixed sleep): resolves once it holds, fails the test after `timeoutMs`. */
async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const recipients = () => new Set(smtp.mails.flatMap((mail) => mail.to));

describe('SIGTERM', () => {
  // HTTP's drain does not depend on the database; the jobs' (below) does, and runs on both.
  it.runIf(runsDatabaseAgnosticTests)(
    'answers the request in flight, closes idle connections, tells WebSocket clients, and exits 0',
    async () => {
      const app = await host.start({ LOG_LEVEL: 'info' }, { capture: true });
      try {
        // An idle keep-alive connection: it must not hold the shutdown until its timeout (65 s).
        const agent = new http.Agent({ keepAlive: true });
        const idle = await new Promise<Socket>((resolve, reject) => {
          const request = http.get(app.url + '/health', { agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(request.socket!));
          });
          request.on('error', reject);
        });
        const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

        const ws = new WebSocket(app.url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
        await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
        const acked = new Promise((resolve) => ws.once('message', resolve));
        ws.send(JSON.stringify({ type: 'connection_init' }));
        await acked;
        const wsClosed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

        // A request in flight: the server has read its headers (it answered 100 Continue), not its body.
        const email = `inflight.${Date.now()}@example.com`;
        const body = registration(email);
        const request = http.request(app.url + '/api/register', {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        });
        const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
          request.on('response', (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, text }));
          });
          request.on('error', reject);
        });
        const continued = new Promise((resolve) => request.once('continue', resolve));
        request.flushHeaders();
        await continued;

        app.child.kill('SIGTERM');
        // Draining: new connections are refused.
        await until(
          () =>
            fetch(app.url + '/health').then(
              () => false,
              () => true,
            ),
          10_000,
          'the server stops accepting connections',
        );
        request.end(body);

        const { status, text } = await answer;
        expect(status, text).toBe(201);
        expect(await wsClosed).toBe(1001);
        await idleClosed;
        expect(await app.exited).toEqual({ code: 0, signal: null });
        const log = app.output();
        for (const step of ['shutdown: HTTP drained', 'shutdown: job workers stopped', 'shutdown: database closed'])
          expect(log).toContain(step);
        agent.destroy();
      } finally {
        await host.kill(app);
      }
    },
    180_000,
  );

  it('during a bulk of mail: exits 0 in time, leaves no job active, and the next start sends the rest at once', async () => {
    // 2 mails a second: the workers hold more jobs than they can send before the 4 s deadline.
    const slow = { MAIL_RATE_PER_SECOND: '2', SHUTDOWN_TIMEOUT_SECONDS: '4' };
    const app = await host.start(slow);
    const emails = Array.from({ length: 30 }, (_, i) => `bulk.${i}.${Date.now()}@example.com`);
    try {
      // All at once, so the bulk is queued well before 2 a second can send it, however slow the machine.
      expect(await Promise.all(emails.map((email) => register(app.url, email)))).toEqual(emails.map(() => 201));
      // Two sent: the workers have fetched (polling every 0.5 s) and hold the rest, waiting for the rate.
      await until(() => emails.filter((email) => recipients().has(email)).length >= 2, 30_000, 'two are sent');

      // 0: done within the deadline (past it, the process exits 1).
      expect(await host.stop(app)).toEqual({ code: 0, signal: null });
    } finally {
      await host.kill(app);
    }
    const sentBefore = emails.filter((email) => recipients().has(email)).length;
    expect(sentBefore).toBeLessThan(emails.length);

    const jobs = await host.sqlWhileStopped<{ state: string; started: boolean; n: number }>(
      `select state::text as state, started_on is not null as started, count(*)::int as n
         from pgboss.job where name = 'email.send' group by 1, 2`,
    );
    // Left active, a job waits for its expiry (2 minutes) before anyone runs it again.
    expect(jobs.filter((row) => row.state === 'active')).toEqual([]);
    // Handed back: due again, as it was before it was taken (not failed: no retry spent).
    expect(jobs.find((row) => row.state === 'created' && row.started)?.n ?? 0).toBeGreaterThan(0);
    expect(jobs.filter((row) => row.state === 'retry' || row.state === 'failed')).toEqual([]);

    const again = await host.start({ MAIL_RATE_PER_SECOND: '2' });
    const restartedAt = Date.now();
    try {
      await until(
        () => emails.every((email) => recipients().has(email)),
        60_000,
        'every registration has its confirmation',
      );
      // The rest at 2 a second, without waiting for an expiry or a backoff.
      expect(Date.now() - restartedAt).toBeLessThan(((emails.length - sentBefore) / 2) * 1000 + 10_000);
    } finally {
      await host.kill(again);
    }
  }, 240_000);
});
