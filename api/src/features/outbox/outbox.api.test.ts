import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueEmail } from '../../test/factories.js';
import { makeAttemptsDue, pendingAttempts } from '../../test/mail-attempts.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';
import { adminAudit } from '../audit/audit.table.js';
import { renderEmail } from './email-layout.js';
import { emailOutbox } from './outbox.table.js';

async function waitForStatus(app: TestApp, id: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (row?.status === status) return row;
    if (Date.now() > deadline) throw new Error(`outbox ${id} is ${row?.status}, expected ${status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The message once it has failed `attempts` times and waits for its next attempt. */
async function waitForAttempts(app: TestApp, id: string, attempts: number) {
  let row: typeof emailOutbox.$inferSelect | undefined;
  await waitUntil(
    async () => {
      [row] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      return row?.status === 'queued' && row.attempts === attempts;
    },
    15_000,
    `attempt ${attempts} of ${id} to fail`,
  );
  return row!;
}

const draft = (to: string) => ({
  to,
  subject: 'Hello',
  template: 'contact-notice' as const,
  ...renderEmail({ title: 'Hi <there>', paragraphs: ['A & B'] }, 'AIBEx 2026'),
});

describe('outbox without an SMTP server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('keeps the message with status stored: nothing is lost', async () => {
    const id = await app.services.outbox.enqueue(app.database.db, draft('someone@example.com'));
    const row = await waitForStatus(app, id, 'stored');
    expect(row.attempts).toBe(1);
    expect(row.html).toContain('Hi &lt;there&gt;');
    expect(row.text).toContain('A & B');
  });

  it('enqueues nothing when the surrounding transaction rolls back', async () => {
    let id = '';
    await expect(
      app.database.db.transaction(async (tx) => {
        id = await app.services.outbox.enqueue(tx, draft('rollback@example.com'));
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');
    const rows = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(rows).toHaveLength(0);
  });
});

describe('outbox with a flaky SMTP server', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('retries after a refusal and records the attempts and the last error', async () => {
    smtp.failNext(1);
    const id = await app.services.outbox.enqueue(app.database.db, draft('retry@example.com'));
    // The first attempt fails and the next one waits (30 s at first); the test makes it due rather than waiting.
    const retried = await waitForAttempts(app, id, 1);
    expect(retried.lastError).toMatch(/451/);
    const [next] = await pendingAttempts(app, [id]);
    expect(next!.dueInSeconds).toBeGreaterThan(20);
    await makeAttemptsDue(app, [id]);
    const row = await waitForStatus(app, id, 'sent', 30_000);
    expect(row.attempts).toBe(2);
    expect(row.sentAt).not.toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes('retry@example.com'));
    expect(mail.subject).toBe('Hello');
  });
});

const ADMIN = { email: 'outbox.admin@example.com', password: 'admin-password-1' };

/** A message as the outbox keeps it, written straight into the table (no delivery job). */
async function storedMessage(app: TestApp, fields: Partial<typeof emailOutbox.$inferInsert>) {
  const [row] = await app.database.db
    .insert(emailOutbox)
    .values({
      toAddress: uniqueEmail('kept'),
      subject: 'Your receipt',
      template: 'test',
      ...renderEmail({ title: 'Receipt', paragraphs: ['Thank you'] }, 'AIBEx 2026'),
      ...fields,
    })
    .returning();
  return row!;
}

async function auditOf(app: TestApp, action: string) {
  return app.database.db
    .select()
    .from(adminAudit)
    .where(eq(adminAudit.action, action as never));
}

const RESEND = 'mutation($id: ID!) { resendOutboxMessage(id: $id) { id status attempts to } }';

describe('an administrator sends mail again', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  let admin: HttpClient;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = app.client();
    await signIn(admin, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const received = (address: string) => smtp.mails.filter((m) => m.to.includes(address)).length;

  it('queues a failed e-mail again as it is, delivers it once and audits it', async () => {
    const failed = await storedMessage(app, { status: 'failed', attempts: 6, lastError: 'connect ECONNREFUSED' });
    const res = await admin.gql(RESEND, { id: failed.id });
    expect(res.errors).toBeUndefined();
    expect(res.data.resendOutboxMessage).toMatchObject({ id: failed.id, status: 'QUEUED', attempts: 0 });
    await waitForStatus(app, failed.id, 'sent');
    expect(received(failed.toAddress)).toBe(1);
    const [entry] = (await auditOf(app, 'outbox_message.resend')).filter((e) => e.targetId === failed.id);
    expect(entry).toMatchObject({ targetType: 'outbox_message', targetLabel: `“Your receipt” to ${failed.toAddress}` });
    expect(entry!.changes).toEqual([{ field: 'status', before: 'failed', after: 'queued' }]);
  });

  it('sends a sent e-mail again as a copy, keeping the first as it was', async () => {
    const sent = await storedMessage(app, { status: 'sent', attempts: 1, sentAt: new Date() });
    const res = await admin.gql(RESEND, { id: sent.id });
    expect(res.errors).toBeUndefined();
    const copy = res.data.resendOutboxMessage;
    expect(copy.id).not.toBe(sent.id);
    expect(copy).toMatchObject({ to: sent.toAddress, status: 'QUEUED' });
    await waitForStatus(app, copy.id, 'sent');
    expect(received(sent.toAddress)).toBe(1);
    const [original] = await app.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, sent.id));
    expect(original).toMatchObject({ status: 'sent', attempts: 1 });
    const [entry] = (await auditOf(app, 'outbox_message.resend')).filter((e) => e.targetId === sent.id);
    expect(entry!.changes).toEqual([{ field: 'resentAs', before: null, after: copy.id }]);
  });

  it('refuses an e-mail still on its way (CONFLICT) and an unknown one (NOT_FOUND)', async () => {
    const queued = await storedMessage(app, { status: 'queued' });
    const res = await admin.gql(RESEND, { id: queued.id });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/still on its way/);
    const missing = await admin.gql(RESEND, { id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const stranger = app.client();
    const refused = await stranger.gql(RESEND, { id: queued.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('queues every failed e-mail again at once, delivers each once and writes one audit entry', async () => {
    const failed = await Promise.all([1, 2, 3].map(() => storedMessage(app, { status: 'failed', attempts: 5 })));
    const res = await admin.gql('mutation { resendFailedOutboxMessages }');
    expect(res.errors).toBeUndefined();
    expect(res.data.resendFailedOutboxMessages).toBe(3);
    for (const row of failed) await waitForStatus(app, row.id, 'sent');
    for (const row of failed) expect(received(row.toAddress)).toBe(1);
    const entries = await auditOf(app, 'outbox.resend_failed');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ targetType: 'outbox', targetLabel: 'Failed e-mails' });
    expect(entries[0]!.changes).toEqual([{ field: 'failedQueuedAgain', before: null, after: '3' }]);
    // Nothing failed is left: a second call changes nothing and writes nothing.
    expect((await admin.gql('mutation { resendFailedOutboxMessages }')).data.resendFailedOutboxMessages).toBe(0);
    expect(await auditOf(app, 'outbox.resend_failed')).toHaveLength(1);
  });
});

describe('mail on the admin dashboard', () => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    admin = app.client();
    await signIn(admin, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app?.close());

  const DASHBOARD = '{ adminDashboard { mailQueued mailFailed oldestQueuedMailAt } }';

  it('counts the e-mails waiting and given up, and says since when the oldest has waited', async () => {
    const empty = await admin.gql(DASHBOARD);
    expect(empty.data.adminDashboard).toEqual({ mailQueued: 0, mailFailed: 0, oldestQueuedMailAt: null });

    const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await storedMessage(app, { status: 'queued', createdAt: twoHoursAgo });
    await storedMessage(app, { status: 'sending', createdAt: new Date(Date.now() - 60_000) });
    await storedMessage(app, { status: 'failed', createdAt: new Date(Date.now() - 5 * 3_600_000) });
    await storedMessage(app, { status: 'sent', createdAt: new Date(Date.now() - 9 * 3_600_000) });
    const res = await admin.gql(DASHBOARD);
    expect(res.data.adminDashboard).toEqual({
      mailQueued: 2,
      mailFailed: 1,
      oldestQueuedMailAt: twoHoursAgo.toISOString(),
    });
  });
});
