import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../expo/expo.table.js';
import { emailSuppressions } from './mailing.table.js';
import { signIn, signUpAndLogin } from '../../test/factories.js';
import { waitUntil } from '../../test/wait.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestStore, startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

const ADMIN = { ADMIN_EMAIL: 'mailer@example.com', ADMIN_PASSWORD: 'mailer-password-1' };

/** n participants of 2026 with distinct addresses guest0..guest{n-1}@example.com. */
async function addParticipants(app: TestApp, n: number, from = 0) {
  const rows = Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return {
      registrationCode: `AIB26-M${String(i).padStart(5, '0')}`,
      year: 2026,
      firstName: `Guest${i}`,
      lastName: 'Test',
      email: `guest${i}@example.com`,
      phone: '+2348000000000',
      country: 'Nigeria',
      marketingConsent: i % 2 === 0,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await app.database.db.insert(participants).values(rows.slice(i, i + 500));
}

describe('group e-mail to 1,000 participants', () => {
  let app: TestApp;
  let smtp: SmtpSink;
  let admin: HttpClient;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    app = await startTestApp({ ...ADMIN, SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '2000' });
    admin = app.client();
    await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    await addParticipants(app, 1000);
    await app.database.db.insert(emailSuppressions).values({ email: 'guest7@example.com' });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  it('counts recipients live, then delivers exactly once to each, leaving out the unsubscribed', async () => {
    const count = await admin.gql('{ mailAudienceCount(audience: PARTICIPANTS) { recipients suppressed } }');
    expect(count.data?.mailAudienceCount).toEqual({ recipients: 999, suppressed: 1 });
    const consent = await admin.gql('{ mailAudienceCount(audience: CONSENTED_PARTICIPANTS) { recipients } }');
    expect(consent.data?.mailAudienceCount.recipients).toBe(500);

    // The old admin client's REST call with the form's fields and label.
    const sent = await admin.form('POST', '/api/send-message', {
      receivers: 'All 2026 Participants',
      subject: 'Programme is out',
      message: 'Dear guest,\n\nThe programme is online.',
    });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ recipients: 999, suppressed: 1 });

    const campaignId = sent.body.campaignId as string;
    const PROGRESS =
      'query($id: ID!) { mailCampaign(id: $id) { status pending queued sent failed campaign { audience dispatchedAt recipientCount audienceLabel } } }';
    await waitUntil(
      async () => (await admin.gql(PROGRESS, { id: campaignId })).data?.mailCampaign.sent === 999,
      120_000,
      '999 sent',
    );
    const progress = await admin.gql(PROGRESS, { id: campaignId });
    expect(progress.data?.mailCampaign).toMatchObject({
      status: 'SENT',
      pending: 0,
      queued: 0,
      sent: 999,
      failed: 0,
      campaign: { audience: 'PARTICIPANTS', recipientCount: 999, audienceLabel: 'All 2026 Participants' },
    });
    const list = await admin.gql(
      'query($page: PageInput) { mailCampaigns(page: $page) { total page pageSize hasMore items { id } } }',
      { page: { pageSize: 1 } },
    );
    expect(list.data?.mailCampaigns).toEqual({
      total: 1,
      page: 1,
      pageSize: 1,
      hasMore: false,
      items: [{ id: campaignId }],
    });
    const missing = await admin.gql(
      `query($id: ID!, $missing: ID!) { found: mailCampaign(id: $id) { status } missing: mailCampaign(id: $missing) { status } }`,
      { id: campaignId, missing: '00000000-0000-4000-8000-000000000000' },
    );
    expect(missing.data).toEqual({ found: { status: 'SENT' }, missing: null });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const group = smtp.mails.filter((m) => m.subject === 'Programme is out');
    expect(group).toHaveLength(999);
    expect(new Set(group.map((m) => m.to[0])).size).toBe(999);
    expect(group.some((m) => m.to.includes('guest7@example.com'))).toBe(false);
    const one = group.find((m) => m.to.includes('guest42@example.com'))!;
    expect(one.text).toContain('Dear Guest42,');
    expect(one.raw).toMatch(
      /List-Unsubscribe:\s+<http:\/\/localhost:\d+\/unsubscribe\?email=guest42%40example\.com&token=[\w-]+>/,
    );
  }, 150_000);

  it('unsubscribes from the link in the e-mail (and refuses a forged link)', async () => {
    const mail = smtp.mails.find((m) => m.to.includes('guest43@example.com'))!;
    const link = /(http:\/\/localhost:\d+\/unsubscribe\?[^\s>]+)/
      .exec(mail.raw)![1]!
      .replace(/^http:\/\/localhost:\d+/, app.url);
    const page = await fetch(link);
    expect(await page.text()).toContain('guest43@example.com');
    const url = new URL(link);
    const forged = await fetch(app.url + '/unsubscribe', {
      method: 'POST',
      body: new URLSearchParams({ email: 'guest44@example.com', token: url.searchParams.get('token')! }),
    });
    expect(forged.status).toBe(400);
    const done = await fetch(app.url + '/unsubscribe', {
      method: 'POST',
      body: new URLSearchParams({ email: url.searchParams.get('email')!, token: url.searchParams.get('token')! }),
    });
    expect(done.status).toBe(200);
    const count = await admin.gql('{ mailAudienceCount(audience: PARTICIPANTS) { recipients suppressed } }');
    expect(count.data?.mailAudienceCount).toEqual({ recipients: 998, suppressed: 2 });
  });

  it('is for administrators only', async () => {
    const user = app.client();
    await signUpAndLogin(user);
    expect(
      (await user.form('POST', '/api/send-message', { receivers: 'All Users', subject: 's', message: 'm' })).status,
    ).toBe(403);
    expect(
      (await user.gql('mutation { sendGroupMail(audience: ALL_USERS, subject: "s", message: "m") { id } }')).errors?.[0]
        ?.extensions?.code,
    ).toBe('FORBIDDEN');
    const bad = await admin.form('POST', '/api/send-message', {
      receivers: 'Everyone on Earth',
      subject: '',
      message: 'm',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['receivers', 'subject']);
  });

  it('sends a test to the admin only, and lists every e-mail in the outbox view', async () => {
    const res = await admin.gql('mutation { sendTestMail(subject: "Hello", message: "Check the layout") }');
    expect(res.data?.sendTestMail).toBe('A test e-mail is on its way to mailer@example.com');
    await smtp.waitFor((m) => m.subject === '[Test] Hello' && m.to.includes('mailer@example.com'));
    const outbox = await admin.gql(
      '{ adminOutbox(search: "guest42@", status: SENT) { total hasMore items { to subject status template } } }',
    );
    expect(outbox.data?.adminOutbox).toEqual({
      total: 1,
      hasMore: false,
      items: [{ to: 'guest42@example.com', subject: 'Programme is out', status: 'SENT', template: 'GROUP_MAIL' }],
    });
    const tests = await admin.gql(
      `{ adminOutbox(template: GROUP_MAIL_TEST, orderBy: { field: CREATED_AT, direction: DESC }) {
        total items { to status }
      } }`,
    );
    expect(tests.data?.adminOutbox).toMatchObject({ total: 1, items: [{ to: 'mailer@example.com' }] });
    const failed = await admin.gql('{ adminOutbox(status: FAILED) { total } }');
    expect(failed.data?.adminOutbox.total).toBe(0);
  });
});

describe('group e-mail across a restart', () => {
  it('resumes after the server stops midway, without sending anyone a second copy', async () => {
    const smtp = await startSmtpSink();
    const store = await createTestStore();
    const env = { ...ADMIN, SMTP_URL: smtp.url, MAIL_RATE_PER_SECOND: '100' };
    try {
      const first = await startTestApp(env, store);
      await addParticipants(first, 600);
      const admin = first.client();
      await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
      const sent = await admin.gql(
        'mutation { sendGroupMail(audience: PARTICIPANTS, subject: "Resume test", message: "Hello") { id recipientCount } }',
      );
      expect(sent.data?.sendGroupMail.recipientCount).toBe(600);
      await waitUntil(() => smtp.mails.length >= 50, 60_000, 'the first 50 e-mails');
      await first.close();
      const beforeRestart = smtp.mails.length;
      expect(beforeRestart).toBeLessThan(600);

      const second = await startTestApp(env, store);
      try {
        await waitUntil(() => smtp.mails.length >= 600, 120_000, 'all 600 e-mails');
        await new Promise((r) => setTimeout(r, 1000));
        const addresses = smtp.mails.map((m) => m.to[0]);
        expect(addresses).toHaveLength(600);
        expect(new Set(addresses).size).toBe(600);
      } finally {
        await second.close();
      }
    } finally {
      await store.drop();
      await smtp.close();
    }
  }, 240_000);
});
