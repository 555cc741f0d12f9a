import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationOf, signIn, signUpAndLogin, uniqueEmail } from '../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { adminAudit } from '../audit/audit.table.js';
import { emailOutbox } from '../outbox/outbox.table.js';
import { participantConsents, participants, privacyRequests, sponsors } from './expo.table.js';
import { registrationGroups } from './groups/group.table.js';

let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;
let user: HttpClient;
const visitor = () => app.client();

const ADMIN = { email: 'privacy.boss@example.com', password: 'privacy-boss-password' };

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = app.client();
  await signIn(admin, ADMIN.email, ADMIN.password);
  user = app.client();
  await signUpAndLogin(user);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;
const MINE = `query($token: String!) { myRegistration(token: $token) {
  registrationCode firstName lastName email phone country city marketingConsent marketingConsentWording
  qrCode cancelledAt calendar { google outlook } deletionRequest { status declineReason } } }`;
const UPDATE = `mutation($token: String!, $input: MyRegistrationInput!) {
  updateMyRegistration(token: $token, input: $input) { firstName lastName phone city marketingConsent } }`;

/** The private link's token in the latest confirmation e-mail sent to `email`. */
async function linkToken(email: string, after = 0): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => m.to.includes(email) && /your registration AIB/.test(m.subject) && smtp.mails.indexOf(m) >= after,
  );
  const match = /\/my-registration\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(match, 'the confirmation carries the private link').toBeTruthy();
  return match![1]!;
}

async function register(overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('attendee');
  const res = await visitor().gql(REGISTER, {
    input: {
      firstName: 'Chiamaka',
      lastName: 'Eze',
      email,
      phone: '+234 803 555 0000',
      country: 'Nigeria',
      city: 'Enugu',
      marketingConsent: false,
      ...overrides,
    },
  });
  expect(res.errors).toBeUndefined();
  // The answer names no registration (it reads the same for an address registered already): it is found by address.
  const { id, registrationCode } = await registrationOf(app.database.db, email);
  return { id, registrationCode, email, token: await linkToken(email) };
}

const editInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'DR',
  gender: 'FEMALE',
  firstName: 'Chiamaka',
  lastName: 'Eze-Okafor',
  phone: '+234 803 555 1111',
  country: 'Nigeria',
  state: 'Enugu',
  city: 'Nsukka',
  address: '4 University Road',
  marketingConsent: true,
  ...overrides,
});

function expectInvalidLink(res: { errors?: { extensions?: Record<string, unknown> }[] }) {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect((res.errors?.[0]?.extensions?.fields as { path: string }[])[0]!.path).toBe('token');
}

async function auditOf(id: string) {
  return app.database.db.select().from(adminAudit).where(eq(adminAudit.targetId, id));
}

describe('My registration: the private link', () => {
  it('opens the registration from the confirmation e-mail: QR ticket, details, calendar links', async () => {
    const r = await register();
    const res = await visitor().gql(MINE, { token: r.token });
    expect(res.errors).toBeUndefined();
    const mine = res.data!.myRegistration;
    expect(mine).toMatchObject({
      registrationCode: r.registrationCode,
      firstName: 'Chiamaka',
      email: r.email,
      cancelledAt: null,
      deletionRequest: null,
      marketingConsentWording: 'Send me news and offers about AIBEx 2026 by e-mail',
    });
    expect(mine.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(new URL(mine.calendar.google).searchParams.get('dates')).toMatch(/^\d{8}\/\d{8}$/);
    expect(new URL(mine.calendar.outlook).searchParams.get('location')).toBeTruthy();
    // Only the hash is stored.
    const [row] = await app.database.db.select().from(participants).where(eq(participants.id, r.id));
    expect(row!.accessTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.accessTokenHash).not.toContain(r.token);
  });

  it('refuses a wrong, malformed or missing token the same way, naming token', async () => {
    for (const token of ['x'.repeat(43), 'not a token!', '', 'A'.repeat(500)]) {
      expectInvalidLink(await visitor().gql(MINE, { token }));
    }
    const pdf = await visitor().request('GET', `/api/my-registration/badge.pdf?token=${'y'.repeat(43)}`);
    expect(pdf.status).toBe(400);
  });

  it('rotates the link on a resend: the old one stops working, the new one opens the page', async () => {
    const r = await register();
    const before = smtp.mails.length;
    const res = await visitor().gql(`mutation($token: String!) { resendMyConfirmation(token: $token) }`, {
      token: r.token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.resendMyConfirmation).toContain('new link');
    const fresh = await linkToken(r.email, before);
    expect(fresh).not.toBe(r.token);
    expectInvalidLink(await visitor().gql(MINE, { token: r.token }));
    expect((await visitor().gql(MINE, { token: fresh })).data!.myRegistration.registrationCode).toBe(
      r.registrationCode,
    );
  });

  it("an administrator's resend also sends a new link and retires the old one", async () => {
    const r = await register();
    const before = smtp.mails.length;
    const res = await admin.gql(
      `mutation($id: ID!) { adminResendParticipantConfirmation(id: $id, reason: "Lost the e-mail") { id } }`,
      { id: r.id },
    );
    expect(res.errors).toBeUndefined();
    const fresh = await linkToken(r.email, before);
    expectInvalidLink(await visitor().gql(MINE, { token: r.token }));
    expect((await visitor().gql(MINE, { token: fresh })).errors).toBeUndefined();
  });

  it('answers a request for the link the same whether or not the e-mail is registered', async () => {
    const r = await register();
    const ask = (email: string) =>
      visitor().gql(`mutation($email: String!) { resendParticipantConfirmation(email: $email) }`, { email });
    const known = await ask(r.email);
    const unknown = await ask(uniqueEmail('nobody'));
    expect(known.data).toEqual(unknown.data);
    expect(known.errors).toBeUndefined();
  });
});

describe('My registration: edits, cancel, badge, calendar', () => {
  it("refuses bad details with the registration form's rules, naming each field", async () => {
    const r = await register();
    const res = await visitor().gql(UPDATE, {
      token: r.token,
      input: editInput({ firstName: ' ', phone: 'call me', country: '', lastName: 'x'.repeat(81) }),
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const paths = (res.errors![0]!.extensions!.fields as { path: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(['input.country', 'input.firstName', 'input.lastName', 'input.phone']);
  });

  it('saves an edit, audited as done by the attendee, and records the consent with its wording', async () => {
    const r = await register();
    const res = await visitor().gql(UPDATE, { token: r.token, input: editInput() });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateMyRegistration).toMatchObject({
      lastName: 'Eze-Okafor',
      city: 'Nsukka',
      marketingConsent: true,
    });
    const [entry] = await auditOf(r.id);
    expect(entry).toMatchObject({ action: 'participant.self_update', actorId: null });
    expect(entry!.actorName).toContain('attendee');
    expect(entry!.changes).toContainEqual({ field: 'lastName', before: 'Eze', after: 'Eze-Okafor' });

    const consents = await admin.gql(
      `query($id: ID!) { adminParticipant(id: $id) { consents { kind granted wording source at } } }`,
      { id: r.id },
    );
    expect(consents.errors).toBeUndefined();
    expect(consents.data!.adminParticipant.consents).toMatchObject([
      { kind: 'MARKETING', granted: false, source: 'REGISTRATION' },
      {
        kind: 'MARKETING',
        granted: true,
        source: 'MY_REGISTRATION',
        wording: 'Send me news and offers about AIBEx 2026 by e-mail',
      },
    ]);
    // No change, no new consent record or audit entry.
    await visitor().gql(UPDATE, { token: r.token, input: editInput() });
    expect(await auditOf(r.id)).toHaveLength(1);
    expect(
      await app.database.db.select().from(participantConsents).where(eq(participantConsents.participantId, r.id)),
    ).toHaveLength(2);
  });

  it('records the consent given at registration', async () => {
    const r = await register({ marketingConsent: true });
    const rows = await app.database.db
      .select()
      .from(participantConsents)
      .where(eq(participantConsents.participantId, r.id));
    expect(rows).toMatchObject([{ granted: true, source: 'registration', wording: expect.stringContaining('news') }]);
  });

  it('serves the badge PDF and the calendar file for the link', async () => {
    const r = await register();
    const pdf = await visitor().request('GET', `/api/my-registration/badge.pdf?token=${r.token}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${r.registrationCode}-badge.pdf`);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect([...bytes.toString('latin1').matchAll(/\/Type \/Page\b/g)]).toHaveLength(1);

    const ics = await visitor().request('GET', `/api/my-registration/calendar.ics?token=${r.token}`);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    const text = await ics.text();
    expect(text).toContain('DTSTART;VALUE=DATE:20261210');
    expect(text).toContain(r.registrationCode);
  });

  it('cancels: audited as the attendee, then check-in and the badge are refused', async () => {
    const r = await register();
    const res = await visitor().gql(
      `mutation($token: String!) { cancelMyRegistration(token: $token) { cancelledAt qrCode } }`,
      {
        token: r.token,
      },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.cancelMyRegistration.cancelledAt).toBeTruthy();
    expect(res.data!.cancelMyRegistration.qrCode).toBeNull();
    const [entry] = await auditOf(r.id);
    expect(entry).toMatchObject({ action: 'participant.self_cancel', actorId: null });

    const checkIn = await admin.gql(`mutation($code: String!) { checkInParticipant(idOrCode: $code) { id } }`, {
      code: r.registrationCode,
    });
    expect(checkIn.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(checkIn.errors?.[0]?.message).toContain('cancelled');
    const pdf = await visitor().request('GET', `/api/my-registration/badge.pdf?token=${r.token}`);
    expect(pdf.status).toBe(409);
    const again = await visitor().gql(
      `mutation($token: String!) { cancelMyRegistration(token: $token) { cancelledAt } }`,
      {
        token: r.token,
      },
    );
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('privacy: data export, deletion requests, past editions', () => {
  it('exports the registration, consents, check-in and the e-mails sent (subjects and dates)', async () => {
    const r = await register({ marketingConsent: true });
    await admin.gql(`mutation($code: String!) { checkInParticipant(idOrCode: $code) { id } }`, {
      code: r.registrationCode,
    });
    const res = await visitor().gql(`query($token: String!) { myRegistrationData(token: $token) }`, {
      token: r.token,
    });
    expect(res.errors).toBeUndefined();
    const data = JSON.parse(res.data!.myRegistrationData);
    expect(data.registration).toMatchObject({ registrationCode: r.registrationCode, email: r.email, city: 'Enugu' });
    expect(data.checkIn.checkedInAt).toBeTruthy();
    expect(data.consents).toMatchObject([{ kind: 'marketing', granted: true, source: 'registration' }]);
    expect(data.emails).toContainEqual(
      expect.objectContaining({ subject: expect.stringContaining(r.registrationCode), queuedAt: expect.any(String) }),
    );
    expect(JSON.stringify(data.emails)).not.toContain('token');
  });

  it('deletion: requested once, listed for admins, completed: the data is gone and the person told', async () => {
    const r = await register();
    await visitor().gql(UPDATE, { token: r.token, input: editInput() });
    const ask = `mutation($token: String!) { requestMyDataDeletion(token: $token) { deletionRequest { status } } }`;
    const first = await visitor().gql(ask, { token: r.token });
    expect(first.data!.requestMyDataDeletion.deletionRequest.status).toBe('PENDING');
    await visitor().gql(ask, { token: r.token });

    const list = await admin.gql(
      `{ adminPendingPrivacyRequests adminPrivacyRequests(status: PENDING) { total items { id registrationCode name email status } } }`,
    );
    expect(list.errors).toBeUndefined();
    const mine = list.data!.adminPrivacyRequests.items.filter(
      (i: { registrationCode: string }) => i.registrationCode === r.registrationCode,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: 'Chiamaka Eze-Okafor', email: r.email });
    expect(list.data!.adminPendingPrivacyRequests).toBeGreaterThanOrEqual(1);

    const userTry = await user.gql(`mutation($id: ID!) { completePrivacyRequest(id: $id) { status } }`, {
      id: mine[0].id,
    });
    expect(userTry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const done = await admin.gql(
      `mutation($id: ID!) { completePrivacyRequest(id: $id) { status name email participantId decidedBy } }`,
      { id: mine[0].id },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.completePrivacyRequest).toMatchObject({
      status: 'COMPLETED',
      name: null,
      email: null,
      participantId: null,
    });
    const mail = await smtp.waitFor((m) => m.to.includes(r.email) && m.subject.includes('is deleted'));
    expect(mail.text).toContain(r.registrationCode);

    const { db } = app.database;
    expect(await db.select().from(participants).where(eq(participants.id, r.id))).toHaveLength(0);
    expect(await db.select().from(participantConsents).where(eq(participantConsents.participantId, r.id))).toHaveLength(
      0,
    );
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.meta}->>'participantId' = ${r.id}`),
    ).toHaveLength(0);
    const history = await auditOf(r.id);
    expect(history.map((e) => e.action).sort()).toEqual(['participant.erase', 'participant.self_update']);
    // The log keeps what was done, not who it was about.
    expect(JSON.stringify(history)).not.toContain('Chiamaka');
    expect(JSON.stringify(history)).not.toContain('Eze');
    expectInvalidLink(await visitor().gql(MINE, { token: r.token }));

    const twice = await admin.gql(`mutation($id: ID!) { completePrivacyRequest(id: $id) { status } }`, {
      id: mine[0].id,
    });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('deletion declined: a reason is required, sent to the person; the registration stays', async () => {
    const r = await register();
    await visitor().gql(`mutation($token: String!) { requestMyDataDeletion(token: $token) { registrationCode } }`, {
      token: r.token,
    });
    const [request] = await app.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.participantId, r.id));
    const decline = `mutation($id: ID!, $reason: String!) { declinePrivacyRequest(id: $id, reason: $reason) { status declineReason } }`;
    const blank = await admin.gql(decline, { id: request!.id, reason: ' ' });
    expect((blank.errors?.[0]?.extensions?.fields as { path: string }[])[0]!.path).toBe('reason');
    const res = await admin.gql(decline, { id: request!.id, reason: 'Your invoice is still open.' });
    expect(res.data!.declinePrivacyRequest).toMatchObject({ status: 'DECLINED' });
    const mail = await smtp.waitFor((m) => m.to.includes(r.email) && m.subject.includes('request to delete'));
    expect(mail.text).toContain('Your invoice is still open.');
    const mine = await visitor().gql(MINE, { token: r.token });
    expect(mine.data!.myRegistration.deletionRequest).toMatchObject({
      status: 'DECLINED',
      declineReason: 'Your invoice is still open.',
    });
  });

  it('purges the participants and sponsors of past editions, showing the counts first; audited', async () => {
    const { db } = app.database;
    const current = await register();
    const olds = await db
      .insert(participants)
      .values(
        [2024, 2025].map((year) => ({
          registrationCode: `OLD${year}-${Math.random().toString(36).slice(2, 8)}`,
          year,
          firstName: 'Old',
          lastName: 'Guest',
          email: uniqueEmail('old'),
          phone: '+234 1',
          country: 'Nigeria',
        })),
      )
      .returning({ id: participants.id, code: participants.registrationCode });
    // A past attendee's request, declined then: it keeps only the code once the edition is purged.
    await db.insert(privacyRequests).values({
      participantId: olds[0]!.id,
      registrationCode: olds[0]!.code,
      name: 'Old Guest',
      email: 'old.guest@example.com',
      status: 'declined',
      declineReason: 'Invoice open',
    });
    // A past edition's group: its contact goes with it; this edition's group stays.
    const [oldGroup, currentGroup] = await db
      .insert(registrationGroups)
      .values(
        [2025, 2026].map((year) => ({
          year,
          contactFirstName: 'Group',
          contactLastName: 'Contact',
          contactEmail: uniqueEmail('contact'),
          contactPhone: '+234 1',
          size: 1,
        })),
      )
      .returning({ id: registrationGroups.id });
    await db.insert(sponsors).values({
      year: 2025,
      packageId: 'gold',
      company: 'Old Co',
      email: uniqueEmail('oldco'),
      phone: '+234 1',
      country: 'Nigeria',
    });
    const counts = await admin.gql(`{ adminPastEditions { beforeYear participants sponsors years } }`);
    expect(counts.data!.adminPastEditions).toEqual({
      beforeYear: 2026,
      participants: 2,
      sponsors: 1,
      years: [2024, 2025],
    });

    const noReason = await admin.gql(`mutation { purgePastEditions(reason: "") { participants } }`);
    expect(noReason.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const res = await admin.gql(
      `mutation { purgePastEditions(reason: "Retention period over") { participants sponsors } }`,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.purgePastEditions).toMatchObject({ participants: 2, sponsors: 1 });
    const after = await admin.gql(`{ adminPastEditions { participants sponsors } }`);
    expect(after.data!.adminPastEditions).toEqual({ participants: 0, sponsors: 0 });
    expect(await db.select().from(participants).where(eq(participants.id, current.id))).toHaveLength(1);
    const groupsLeft = await db
      .select({ id: registrationGroups.id })
      .from(registrationGroups)
      .where(inArray(registrationGroups.id, [oldGroup!.id, currentGroup!.id]));
    expect(groupsLeft).toEqual([{ id: currentGroup!.id }]);
    const [oldRequest] = await db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.registrationCode, olds[0]!.code));
    expect(oldRequest).toMatchObject({ participantId: null, name: null, email: null, status: 'declined' });
    const [entry] = await db.select().from(adminAudit).where(eq(adminAudit.action, 'past_editions.purge'));
    expect(entry).toMatchObject({ reason: 'Retention period over', targetType: 'past_editions' });
    const again = await admin.gql(`mutation { purgePastEditions(reason: "Again") { participants } }`);
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});
