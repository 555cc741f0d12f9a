import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderEmail } from '../../api/src/features/outbox/email-layout.js';
import { emailOutbox } from '../../api/src/features/outbox/outbox.table.js';
import { uniqueEmail } from '../../api/src/test/factories.js';
import { makeAttemptsDue, pendingAttempts, setAttemptsUntil } from '../../api/src/test/mail-attempts.js';
import { startSmtpSink, type SmtpSink } from '../../api/src/test/smtp-sink.js';
import { startTestApp, type TestApp } from '../../api/src/test/test-app.js';
import { waitUntil } from '../../api/src/test/wait.js';

/*
 * The mail server goes away (connections refused) for longer than an operator takes to notice, and
 * comes back: every message queued meanwhile is delivered once. Time is driven, not waited out: each
 * round reads when the next attempts are due (the backoff the outbox chose), counts that wait as
 * elapsed outage, and makes them due now.
 */

const OUTAGE_SECONDS = 10 * 60;

let app: TestApp;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '1000' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const rowsOf = (ids: string[]) =>
  app.database.db
    .select({
      id: emailOutbox.id,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(inArray(emailOutbox.id, ids));

const received = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).length;

/**
 * Waits until each message's latest attempt has failed and its next one waits (or until one is given
 * up: then the test fails naming it); answers the next attempts.
 */
async function failedAttempt(ids: string[], attempts: number) {
  let rows: Awaited<ReturnType<typeof rowsOf>> = [];
  let pending: Awaited<ReturnType<typeof pendingAttempts>> = [];
  await waitUntil(
    async () => {
      rows = await rowsOf(ids);
      if (rows.some((r) => r.status === 'failed')) return true;
      pending = await pendingAttempts(app, ids);
      return rows.every((r) => r.status === 'queued' && r.attempts === attempts) && pending.length === ids.length;
    },
    15_000,
    `attempt ${attempts} of every message to fail and the next to be queued`,
  );
  return { rows, pending };
}

describe('an SMTP outage of 10 minutes', () => {
  it('delivers every confirmation queued during it once the server is back: none lost, none twice', async () => {
    await smtp.down();
    // Visitors register while the mail server is down: their confirmations (QR code, calendar file) wait.
    const addresses = Array.from({ length: 10 }, () => uniqueEmail('outage'));
    for (const email of addresses) {
      const res = await app.client().json('POST', '/api/register', {
        first_name: 'Ada',
        last_name: 'Obi',
        email,
        phone: '+234 801 234 5678',
        country: 'Nigeria',
      });
      expect(res.status).toBe(201);
    }
    const ids = (
      await app.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(inArray(emailOutbox.toAddress, addresses))
    ).map((r) => r.id);
    expect(ids).toHaveLength(addresses.length);

    const waits: number[] = [];
    let outage = 0;
    for (let attempt = 1; outage < OUTAGE_SECONDS; attempt++) {
      const { rows, pending } = await failedAttempt(ids, attempt);
      const givenUp = rows.filter((r) => r.status === 'failed');
      expect(givenUp, `given up after ${outage} s of outage: ${givenUp[0]?.lastError}`).toEqual([]);
      // The next attempts are due when the backoff says; that wait passes, the outage going on.
      const wait = Math.min(...pending.map((p) => p.dueInSeconds));
      expect(wait).toBeGreaterThan(0);
      waits.push(wait);
      outage += wait;
      // The server is back before the attempt that comes after 10 minutes.
      if (outage >= OUTAGE_SECONDS) await smtp.up();
      await makeAttemptsDue(app, ids);
    }
    // The waits grow (backoff), so a long outage costs a few attempts, not a storm of them.
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits.length).toBeLessThan(10);

    await waitUntil(async () => (await rowsOf(ids)).every((r) => r.status === 'sent'), 20_000, 'every message sent');
    for (const email of addresses) expect(received(email), email).toBe(1);
    // Nothing is left that could send any of them a second time.
    expect(await pendingAttempts(app, ids)).toEqual([]);
  }, 120_000);
});

const draft = (to: string, subject = 'Hello') => ({
  to,
  subject,
  template: 'contact-notice' as const,
  ...renderEmail({ title: 'Hi', paragraphs: ['A message'] }, 'AIBEx 2026'),
});

describe('what the mail server answers', () => {
  it('gives up at once, without retrying, on a recipient it refuses for good (5xx), and delivers the rest', async () => {
    const refused = uniqueEmail('refused');
    const fine = uniqueEmail('fine');
    smtp.rejectRecipient(refused);
    const [bad, good] = await app.database.db.transaction((tx) =>
      app.services.outbox.enqueueMany(tx, [draft(refused), draft(fine)]),
    );
    await waitUntil(
      async () => (await rowsOf([bad!, good!])).every((r) => r.status === 'failed' || r.status === 'sent'),
      15_000,
      'both messages settled',
    );
    const rows = await rowsOf([bad!, good!]);
    const badRow = rows.find((r) => r.id === bad)!;
    expect(badRow).toMatchObject({ status: 'failed', attempts: 1 });
    expect(badRow.lastError).toMatch(/550/);
    expect(rows.find((r) => r.id === good)!.status).toBe('sent');
    expect(await pendingAttempts(app, [bad!])).toEqual([]);
    expect(received(refused)).toBe(0);
    expect(received(fine)).toBe(1);
  });

  it('tries again after a temporary refusal (4xx), later rather than at once', async () => {
    smtp.failNext(1);
    const to = uniqueEmail('later');
    const id = await app.services.outbox.enqueue(app.database.db, draft(to));
    const { pending } = await failedAttempt([id], 1);
    expect(pending[0]!.dueInSeconds).toBeGreaterThan(20);
    expect((await rowsOf([id]))[0]!.lastError).toMatch(/451/);
    await makeAttemptsDue(app, [id]);
    await waitUntil(async () => (await rowsOf([id]))[0]!.status === 'sent', 15_000, 'the second attempt');
    expect((await rowsOf([id]))[0]!.attempts).toBe(2);
    expect(received(to)).toBe(1);
  });

  it('gives a message up once it could not be delivered for its whole lifetime (days)', async () => {
    await smtp.down();
    try {
      const id = await app.services.outbox.enqueue(app.database.db, draft(uniqueEmail('lifetime')));
      const { pending } = await failedAttempt([id], 1);
      // Queued with a lifetime of days: the attempts would go on that long.
      const lifetimeDays = (Date.parse(pending[0]!.until!) - Date.now()) / 86_400_000;
      expect(lifetimeDays).toBeGreaterThan(3);
      expect(lifetimeDays).toBeLessThanOrEqual(5);
      // Those days have passed: the next failure is the last.
      await setAttemptsUntil(app, [id], new Date(Date.now() - 1000));
      await makeAttemptsDue(app, [id]);
      await waitUntil(async () => (await rowsOf([id]))[0]!.status === 'failed', 15_000, 'the message given up');
      expect((await rowsOf([id]))[0]!.lastError).toMatch(/^Given up after 2 attempts/);
      expect(await pendingAttempts(app, [id])).toEqual([]);
    } finally {
      await smtp.up();
    }
  });
});
