import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
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

const draft = (to: string) => ({
  to,
  subject: 'Hello',
  template: 'test',
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
    const row = await waitForStatus(app, id, 'sent', 30_000);
    expect(row.attempts).toBe(2);
    expect(row.sentAt).not.toBeNull();
    const mail = await smtp.waitFor((m) => m.to.includes('retry@example.com'));
    expect(mail.subject).toBe('Hello');
  });
});
