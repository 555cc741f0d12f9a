import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, uniqueEmail } from '../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { waitUntil } from '../../test/wait.js';

const ADMIN = { ADMIN_EMAIL: 'reviewer@example.com', ADMIN_PASSWORD: 'reviewer-password-1' };
const REVIEW =
  'mutation($id: ID!, $decision: SponsorDecision!) { reviewSponsor(id: $id, decision: $decision) { status } }';
const COUNT = 'query($audience: Audience!) { mailAudienceCount(audience: $audience) { recipients } }';

let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ ...ADMIN, SMTP_URL: smtp.url, CONTACT_EMAIL: 'hello@aibex.example' });
  admin = app.client();
  await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** An application through the public REST form; answers its id once its confirmation arrived. */
async function apply(company: string, category = 'GOLD', language = 'en'): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('sponsor');
  const res = await app.client().form('POST', '/api/sponsorship-registration', {
    company,
    email,
    phone: '+234 809 000 1234',
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Lekki',
    address: '12 Admiralty Way',
    category,
    language,
  });
  expect(res.status).toBe(201);
  await smtp.waitFor((m) => m.to.includes(email));
  return { id: res.body.sponsor.id, email };
}

const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

describe('the decision on a sponsorship application', () => {
  it('e-mails the applicant once when approved, however often the approval is sent', async () => {
    const sponsor = await apply('Lumière Cosmétiques');
    const first = await admin.gql(REVIEW, { id: sponsor.id, decision: 'APPROVED' });
    expect(first.data?.reviewSponsor.status).toBe('APPROVED');
    const mail = await smtp.waitFor((m) => m.to.includes(sponsor.email) && /approved/i.test(m.subject));
    expect(mail.subject).toBe('AIBEx 2026: your GOLD sponsorship is approved');
    expect(mail.text).toContain('your GOLD sponsorship application is approved');
    expect(mail.text).toContain('“Lumière Cosmétiques”');
    expect(mail.text).toContain('hello@aibex.example');

    // A double click, two admins at once: still one message.
    await Promise.all([
      admin.gql(REVIEW, { id: sponsor.id, decision: 'APPROVED' }),
      admin.gql(REVIEW, { id: sponsor.id, decision: 'APPROVED' }),
    ]);
    const outbox = await admin.gql(`{ adminOutbox(search: "${sponsor.email}", template: SPONSOR_APPROVED) { total } }`);
    expect(outbox.data?.adminOutbox.total).toBe(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(sponsor.email)).toHaveLength(2); // the application's confirmation and the approval
  });

  it('records each decision in the audit log, and refuses to review a cancelled application', async () => {
    const sponsor = await apply('Shea Glow Ltd');
    await admin.gql(REVIEW, { id: sponsor.id, decision: 'APPROVED' });
    await admin.gql(REVIEW, { id: sponsor.id, decision: 'APPROVED' });
    const history = await admin.gql(
      'query($id: ID!) { adminAuditLog(targetId: $id) { items { action targetLabel changes { field before after } } } }',
      { id: sponsor.id },
    );
    expect(history.data?.adminAuditLog.items).toEqual([
      {
        action: 'SPONSOR_APPROVE',
        targetLabel: 'Shea Glow Ltd',
        changes: [{ field: 'status', before: 'applied', after: 'approved' }],
      },
    ]);

    const cancelled = await admin.gql(
      'mutation($id: ID!) { cancelSponsor(id: $id, reason: "Asked by phone") { status } }',
      { id: sponsor.id },
    );
    expect(cancelled.errors).toBeUndefined();
    const refused = await admin.gql(REVIEW, { id: sponsor.id, decision: 'DECLINED' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.errors?.[0]?.message).toBe(
      'The application of Shea Glow Ltd was cancelled: reinstate it before approving or declining it',
    );
  });

  it('e-mails the applicant when declined, and again if the decision changes', async () => {
    const sponsor = await apply('Shea Glow Ltd', 'SILVER');
    await admin.gql(REVIEW, { id: sponsor.id, decision: 'DECLINED' });
    const declined = await smtp.waitFor((m) => m.to.includes(sponsor.email) && m.subject.includes('about your'));
    expect(declined.subject).toBe('AIBEx 2026: about your SILVER sponsorship application');
    expect(declined.text).toContain('we cannot accept your SILVER sponsorship application');
    expect(declined.text).toContain('Nothing was agreed or charged');

    await admin.gql(REVIEW, { id: sponsor.id, decision: 'DECLINED' });
    await admin.gql(REVIEW, { id: sponsor.id, decision: 'APPROVED' });
    await smtp.waitFor((m) => m.to.includes(sponsor.email) && m.subject.includes('is approved'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsTo(sponsor.email).map((m) => m.subject)).toEqual([
      'AIBEx 2026: we received your SILVER sponsorship application',
      'AIBEx 2026: about your SILVER sponsorship application',
      'AIBEx 2026: your SILVER sponsorship is approved',
    ]);
  });
});

describe('a decline with a reason', () => {
  const DECLINE = `mutation($id: ID!, $reason: String) {
    reviewSponsor(id: $id, decision: DECLINED, reason: $reason) { status }
  }`;

  it('e-mails the reason to the applicant in their language and keeps it in the audit log', async () => {
    const sponsor = await apply('Karité Beauté SARL', 'SILVER', 'fr');
    const reason = 'Les places SILVER sont toutes prises pour cette édition.';
    const res = await admin.gql(DECLINE, { id: sponsor.id, reason: `  ${reason} ` });
    expect(res.errors).toBeUndefined();
    expect(res.data?.reviewSponsor.status).toBe('DECLINED');
    const mail = await smtp.waitFor((m) => m.to.includes(sponsor.email) && m.text.includes(reason));
    expect(mail.text).toMatch(new RegExp(`Motif\\s*:?\\s*${reason}`));

    const history = await admin.gql('query($id: ID!) { adminAuditLog(targetId: $id) { items { action reason } } }', {
      id: sponsor.id,
    });
    expect(history.data?.adminAuditLog.items).toEqual([{ action: 'SPONSOR_DECLINE', reason }]);
  });

  it('refuses a blank reason with a field error naming reason, and changes nothing', async () => {
    const sponsor = await apply('Blank Reason Ltd');
    const res = await admin.gql(DECLINE, { id: sponsor.id, reason: '   ' });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'reason', msg: 'Please give a reason: it is kept in the audit log' },
    ]);
    const listed = await admin.gql('query($id: ID!) { adminSponsor(id: $id) { status } }', { id: sponsor.id });
    expect(listed.data?.adminSponsor.status).toBe('APPLIED');
  });
});

describe('sponsors as receivers of a group e-mail', () => {
  it('"All 2026 Sponsors" counts every application; "Approved 2026 Sponsors" only the approved ones', async () => {
    const before = {
      all: (await admin.gql(COUNT, { audience: 'SPONSORS' })).data?.mailAudienceCount.recipients as number,
      approved: (await admin.gql(COUNT, { audience: 'APPROVED_SPONSORS' })).data?.mailAudienceCount
        .recipients as number,
    };
    const approved = await apply('Approved Beauty Co');
    const waiting = await apply('Waiting Beauty Co');
    const declined = await apply('Declined Beauty Co');
    await admin.gql(REVIEW, { id: approved.id, decision: 'APPROVED' });
    await admin.gql(REVIEW, { id: declined.id, decision: 'DECLINED' });

    expect((await admin.gql(COUNT, { audience: 'SPONSORS' })).data?.mailAudienceCount.recipients).toBe(before.all + 3);
    expect((await admin.gql(COUNT, { audience: 'APPROVED_SPONSORS' })).data?.mailAudienceCount.recipients).toBe(
      before.approved + 1,
    );

    // The REST shim takes the new receivers by their label.
    const subject = `Sponsors' briefing ${Date.now()}`;
    const sent = await admin.form('POST', '/api/send-message', {
      receivers: 'Approved 2026 Sponsors',
      subject,
      message: 'Set-up starts at 7 am.',
    });
    expect(sent.status).toBe(202);
    expect(sent.body.recipients).toBe(before.approved + 1);
    await smtp.waitFor((m) => m.to.includes(approved.email) && m.subject === subject);
    await waitUntil(
      async () => {
        const { data } = await admin.gql('query($id: ID!) { mailCampaign(id: $id) { status } }', {
          id: sent.body.campaignId,
        });
        return data?.mailCampaign.status === 'SENT';
      },
      30_000,
      'the campaign sent',
    );
    const reached = smtp.mails.filter((m) => m.subject === subject).flatMap((m) => m.to);
    expect(reached).not.toContain(waiting.email);
    expect(reached).not.toContain(declined.email);

    const campaign = await admin.gql(
      'query($id: ID!) { mailCampaign(id: $id) { campaign { audience audienceLabel } } }',
      {
        id: sent.body.campaignId,
      },
    );
    expect(campaign.data?.mailCampaign.campaign).toEqual({
      audience: 'APPROVED_SPONSORS',
      audienceLabel: 'Approved 2026 Sponsors',
    });
  });
});
