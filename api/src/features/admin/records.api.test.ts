import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participants } from '../expo/expo.table.js';
import { registrationOf, signIn, signUpAndLogin, tinyPng, uniqueEmail } from '../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;
let adminId: string;
let user: HttpClient;

const ADMIN = { email: 'records.boss@example.com', password: 'records-boss-password' };

beforeAll(async () => {
  smtp = await startSmtpSink();
  app = await startTestApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  admin = app.client();
  adminId = (await signIn(admin, ADMIN.email, ADMIN.password)).id;
  user = app.client();
  await signUpAndLogin(user);
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function register(overrides: Record<string, string> = {}) {
  const email = overrides.email ?? uniqueEmail('participant');
  const res = await app.client().json('POST', '/api/register', {
    first_name: 'Adaeze',
    last_name: 'Obi',
    phone: '+234 803 111 2222',
    country: 'Nigeria',
    ...overrides,
    email,
  });
  expect(res.status).toBe(201);
  // The form's answer names no registration (it reads the same for an address registered already).
  const row = await registrationOf(app.database.db, email);
  return { id: row.id, registration_code: row.registrationCode, email: row.email };
}

async function apply(overrides: Record<string, string> = {}) {
  const res = await app.client().form('POST', '/api/sponsorship-registration', {
    company: 'Lumière Cosmétiques',
    email: uniqueEmail('sponsor'),
    phone: '+234 803 000 2222',
    country: 'Nigeria',
    category: 'GOLD',
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.sponsor as { id: string; email: string };
}

const HISTORY = `query($id: ID!) { adminAuditLog(targetId: $id) { total items {
  action targetType targetId targetLabel reason actorId actorName changes { field before after } } } }`;

async function historyOf(id: string) {
  const res = await admin.gql(HISTORY, { id });
  expect(res.errors).toBeUndefined();
  return res.data!.adminAuditLog as {
    total: number;
    items: {
      action: string;
      targetType: string;
      targetLabel: string;
      reason: string | null;
      actorId: string;
      actorName: string;
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
  };
}

const PARTICIPANT_INPUT = {
  title: 'DR',
  gender: 'FEMALE',
  firstName: 'Adaeze',
  lastName: 'Obi-Nwosu',
  email: 'adaeze.corrected@example.com',
  phone: '+234 803 111 2222',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Ikeja',
  address: null,
};

const UPDATE_PARTICIPANT = `mutation($id: ID!, $input: ParticipantCorrectionInput!, $reason: String!) {
  updateParticipant(id: $id, input: $input, reason: $reason) { id title firstName lastName email state status } }`;

describe('only administrators correct records', () => {
  it('refuses every new admin operation to members and anonymous callers, in GraphQL and REST', async () => {
    const participant = await register();
    const sponsor = await apply();
    const id = participant.id;
    const operations: [string, Record<string, unknown>][] = [
      [UPDATE_PARTICIPANT, { id, input: PARTICIPANT_INPUT, reason: 'Typo' }],
      ['mutation($id: ID!) { cancelParticipant(id: $id, reason: "r") { id } }', { id }],
      ['mutation($id: ID!) { reinstateParticipant(id: $id, reason: "r") { id } }', { id }],
      ['mutation($id: ID!) { deleteParticipant(id: $id, reason: "r") }', { id }],
      ['mutation($id: ID!) { adminResendParticipantConfirmation(id: $id, reason: "r") { id } }', { id }],
      ['mutation($id: ID!) { cancelSponsor(id: $id, reason: "r") { id } }', { id: sponsor.id }],
      ['mutation($id: ID!) { deleteSponsor(id: $id, reason: "r") }', { id: sponsor.id }],
      ['mutation($id: ID!) { disableUser(id: $id, reason: "r") { id } }', { id: adminId }],
      ['{ adminAuditLog { total } }', {}],
    ];
    for (const [query, variables] of operations) {
      expect((await user.gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect((await app.client().gql(query, variables)).errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
    for (const [method, path] of [
      ['PUT', `/api/admin/participants/${id}`],
      ['POST', `/api/admin/participants/${id}/cancel`],
      ['DELETE', `/api/admin/sponsors/${sponsor.id}`],
      ['POST', `/api/admin/users/${adminId}/disable`],
      ['GET', '/api/admin/audit'],
    ] as const) {
      const body = method === 'GET' ? undefined : { reason: 'r' };
      expect((await user.json(method, path, body)).status, path).toBe(403);
      expect((await app.client().json(method, path, body)).status, path).toBe(401);
    }
    // Nothing happened.
    const still = await admin.gql('query($id: ID!) { adminParticipant(id: $id) { status } }', { id });
    expect(still.data?.adminParticipant.status).toBe('REGISTERED');
    expect((await historyOf(id)).total).toBe(0);
  });
});

describe('participants', () => {
  it('edits with the registration form’s rules, naming every wrong field and a missing reason at once', async () => {
    const { id } = await register();
    const bad = await admin.gql(UPDATE_PARTICIPANT, {
      id,
      input: { ...PARTICIPANT_INPUT, firstName: ' ', email: 'not-an-address', phone: 'call me' },
      reason: '  ',
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields?.map((f) => f.path).sort()).toEqual([
      'input.email',
      'input.firstName',
      'input.phone',
      'reason',
    ]);
    const tooLong = await admin.gql(UPDATE_PARTICIPANT, {
      id,
      input: { ...PARTICIPANT_INPUT, lastName: 'x'.repeat(81) },
      reason: 'Typo',
    });
    expect(tooLong.errors?.[0]?.extensions?.fields).toEqual([
      { path: 'input.lastName', msg: 'Last name must be at most 80 characters' },
    ]);
    expect((await historyOf(id)).total).toBe(0);
  });

  it('saves a correction and records who changed which fields, before and after, with the reason', async () => {
    const original = await register({ last_name: 'Obi' });
    const email = uniqueEmail('corrected');
    const res = await admin.gql(UPDATE_PARTICIPANT, {
      id: original.id,
      input: { ...PARTICIPANT_INPUT, email },
      reason: 'She asked by phone to fix her name',
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateParticipant).toMatchObject({
      title: 'DR',
      lastName: 'Obi-Nwosu',
      email,
      state: 'Lagos',
      status: 'REGISTERED',
    });
    const history = await historyOf(original.id);
    expect(history.total).toBe(1);
    const [entry] = history.items;
    expect(entry).toMatchObject({
      action: 'PARTICIPANT_UPDATE',
      targetType: 'PARTICIPANT',
      targetLabel: `Adaeze Obi-Nwosu (${original.registration_code})`,
      reason: 'She asked by phone to fix her name',
      actorId: adminId,
      actorName: `Admin User <${ADMIN.email}>`,
    });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'lastName', before: 'Obi', after: 'Obi-Nwosu' },
        { field: 'email', before: original.email, after: email },
        { field: 'title', before: null, after: 'Dr.' },
        { field: 'state', before: null, after: 'Lagos' },
      ]),
    );
    // Unchanged fields are not listed.
    expect(entry!.changes.map((c) => c.field)).not.toContain('firstName');
  });

  it('refuses an e-mail another registration of the edition has, and writes no audit entry', async () => {
    const first = await register();
    const second = await register();
    const res = await admin.gql(UPDATE_PARTICIPANT, {
      id: second.id,
      input: { ...PARTICIPANT_INPUT, email: first.email.toUpperCase() },
      reason: 'Merge',
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.email');
    expect((await historyOf(second.id)).total).toBe(0);
  });

  it('asks for a reason for every action', async () => {
    const { id } = await register();
    for (const name of ['cancelParticipant', 'reinstateParticipant', 'adminResendParticipantConfirmation']) {
      const res = await admin.gql(`mutation($id: ID!, $reason: String!) { ${name}(id: $id, reason: $reason) { id } }`, {
        id,
        reason: '',
      });
      expect(res.errors?.[0]?.extensions?.code, name).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0]?.extensions?.fields, name).toEqual([
        { path: 'reason', msg: 'Please give a reason: it is kept in the audit log' },
      ]);
    }
    const noReason = await admin.gql('mutation($id: ID!) { deleteParticipant(id: $id, reason: "") }', { id });
    expect(noReason.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('reason');
    const rest = await admin.json('DELETE', `/api/admin/participants/${id}`, {});
    expect(rest.status).toBe(400);
    expect(rest.body.errors[0].path).toBe('reason');
  });

  it('cancels: kept in the list and export as cancelled, refused at check-in, left out of mailings and resends', async () => {
    const participant = await register({ last_name: `Cancelled${Date.now()}` });
    const audience = async () =>
      (await admin.gql('{ mailAudienceCount(audience: PARTICIPANTS) { recipients } }')).data?.mailAudienceCount
        .recipients as number;
    const before = await audience();
    const cancelled = await admin.gql(
      'mutation($id: ID!) { cancelParticipant(id: $id, reason: "Duplicate registration") { status cancelledAt } }',
      { id: participant.id },
    );
    expect(cancelled.data?.cancelParticipant.status).toBe('CANCELLED');
    expect(cancelled.data?.cancelParticipant.cancelledAt).toBeTruthy();
    expect(await audience()).toBe(before - 1);

    const again = await admin.gql('mutation($id: ID!) { cancelParticipant(id: $id, reason: "Twice") { id } }', {
      id: participant.id,
    });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const checkIn = await admin.gql('mutation($code: String!) { checkInParticipant(idOrCode: $code) { id } }', {
      code: participant.registration_code,
    });
    expect(checkIn.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(checkIn.errors?.[0]?.message).toMatch(/cancelled: they cannot check in/);

    const list = await admin.gql(
      'query($s: String) { adminParticipants(search: $s, status: CANCELLED) { total items { id status } } }',
      { s: participant.registration_code },
    );
    expect(list.data?.adminParticipants.items).toEqual([{ id: participant.id, status: 'CANCELLED' }]);
    const csv = await admin.request(
      'GET',
      `/api/admin/export/participants.csv?search=${participant.registration_code}`,
    );
    const [header, row] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('status');
    expect(row).toContain(',cancelled,');

    // The public resend does not send a cancelled registration's ticket (even past its waiting time).
    await smtp.waitFor((m) => m.to.includes(participant.email));
    await app.database.db
      .update(participants)
      .set({ confirmationSentAt: new Date(Date.now() - 3_600_000) })
      .where(eq(participants.id, participant.id));
    const sentBefore = smtp.mails.filter((m) => m.to.includes(participant.email)).length;
    await app.client().json('POST', '/api/send-participant-email-notification', { email: participant.email });
    await new Promise((r) => setTimeout(r, 1000));
    expect(smtp.mails.filter((m) => m.to.includes(participant.email)).length).toBe(sentBefore);

    const reinstated = await admin.json('POST', `/api/admin/participants/${participant.id}/reinstate`, {
      reason: 'Cancelled by mistake',
    });
    expect(reinstated.status).toBe(200);
    expect(reinstated.body.participant.status).toBe('registered');
    expect((await historyOf(participant.id)).items.map((e) => e.action)).toEqual([
      'PARTICIPANT_REINSTATE',
      'PARTICIPANT_CANCEL',
    ]);
  });

  it('resends the confirmation at once, to the SMTP server, refusing a cancelled registration', async () => {
    const participant = await register();
    await smtp.waitFor((m) => m.to.includes(participant.email));
    const count = () => smtp.mails.filter((m) => m.to.includes(participant.email)).length;
    const res = await admin.gql(
      'mutation($id: ID!) { adminResendParticipantConfirmation(id: $id, reason: "Lost the e-mail") { confirmationSentAt } }',
      { id: participant.id },
    );
    expect(res.errors).toBeUndefined();
    await expect.poll(count, { timeout: 10_000 }).toBe(2);
    expect((await historyOf(participant.id)).items[0]).toMatchObject({
      action: 'PARTICIPANT_RESEND_CONFIRMATION',
      reason: 'Lost the e-mail',
    });
    await admin.gql('mutation($id: ID!) { cancelParticipant(id: $id, reason: "Left") { id } }', { id: participant.id });
    const refused = await admin.gql(
      'mutation($id: ID!) { adminResendParticipantConfirmation(id: $id, reason: "Again") { id } }',
      { id: participant.id },
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('deletes for good, keeping what the registration said in its history', async () => {
    const participant = await register({ last_name: 'Deleted' });
    const res = await admin.gql('mutation($id: ID!) { deleteParticipant(id: $id, reason: "Asked to be forgotten") }', {
      id: participant.id,
    });
    expect(res.data?.deleteParticipant).toBe(true);
    const gone = await admin.gql('query($id: ID!) { adminParticipant(id: $id) { id } }', { id: participant.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [entry] = (await historyOf(participant.id)).items;
    expect(entry).toMatchObject({ action: 'PARTICIPANT_DELETE', reason: 'Asked to be forgotten' });
    expect(entry!.changes).toEqual(
      expect.arrayContaining([
        { field: 'lastName', before: 'Deleted', after: null },
        { field: 'email', before: participant.email, after: null },
      ]),
    );
    const twice = await admin.gql('mutation($id: ID!) { deleteParticipant(id: $id, reason: "Again") }', {
      id: participant.id,
    });
    expect(twice.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('takes corrections through the REST shim with the old client’s field names', async () => {
    const participant = await register();
    const bad = await admin.json('PUT', `/api/admin/participants/${participant.id}`, {
      first_name: '',
      last_name: 'Obi',
      email: participant.email,
      phone: '+234 803 111 2222',
      country: 'Nigeria',
      reason: 'Fix',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['first_name']);
    const ok = await admin.json('PUT', `/api/admin/participants/${participant.id}`, {
      first_name: 'Chidinma',
      last_name: 'Obi',
      email: participant.email,
      phone: '+234 803 111 2222',
      country: 'Nigeria',
      reason: 'Wrong first name',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.participant.first_name).toBe('Chidinma');
    const log = await admin.json('GET', `/api/admin/audit?targetId=${participant.id}`);
    expect(log.body.entries[0]).toMatchObject({
      action: 'participant.update',
      target_type: 'participant',
      reason: 'Wrong first name',
      changes: [{ field: 'firstName', before: 'Adaeze', after: 'Chidinma' }],
    });
    const badFilter = await admin.json('GET', '/api/admin/audit?targetType=spaceship');
    expect(badFilter.status).toBe(400);
    expect(badFilter.body.errors[0].path).toBe('targetType');
  });
});

describe('sponsors', () => {
  const UPDATE = `mutation($id: ID!, $input: SponsorCorrectionInput!, $reason: String!) {
    updateSponsor(id: $id, input: $input, reason: $reason) { company status package { id } } }`;
  const input = (email: string) => ({
    packageId: 'silver',
    company: 'Lumière Cosmétiques SA',
    email,
    phone: '+234 803 000 2222',
    country: 'Nigeria',
  });

  it('edits with the application form’s rules, the package among them', async () => {
    const sponsor = await apply();
    const bad = await admin.gql(UPDATE, {
      id: sponsor.id,
      input: { ...input(sponsor.email), packageId: 'diamond', company: '' },
      reason: 'Fix',
    });
    expect(bad.errors?.[0]?.extensions?.fields?.map((f) => f.path)).toEqual(['input.company']);
    const badPackage = await admin.gql(UPDATE, {
      id: sponsor.id,
      input: { ...input(sponsor.email), packageId: 'diamond' },
      reason: 'Fix',
    });
    expect(badPackage.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.packageId');
    const ok = await admin.gql(UPDATE, { id: sponsor.id, input: input(sponsor.email), reason: 'Moved to SILVER' });
    expect(ok.data?.updateSponsor).toEqual({
      company: 'Lumière Cosmétiques SA',
      status: 'APPLIED',
      package: { id: 'silver' },
    });
    expect((await historyOf(sponsor.id)).items[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'packageId', before: 'gold', after: 'silver' },
        { field: 'company', before: 'Lumière Cosmétiques', after: 'Lumière Cosmétiques SA' },
      ]),
    );
  });

  it('replaces the logo (checked by its content), removes it, audited, and deletes the old files', async () => {
    const sponsor = await apply();
    const LOGO = `mutation($id: ID!, $input: SponsorCorrectionInput!, $reason: String!, $logo: Upload) {
      updateSponsor(id: $id, input: $input, reason: $reason, logo: $logo) { logo company } }`;
    const logoOf = async () =>
      (await admin.gql('query($id: ID!) { adminSponsor(id: $id) { logo } }', { id: sponsor.id })).data!.adminSponsor
        .logo as string | null;
    const served = async (url: string) => (await fetch(new URL(url, app.url))).status;

    const notImage = await admin.gqlUpload(
      LOGO,
      { id: sponsor.id, input: input(sponsor.email), reason: 'New logo' },
      { logo: { data: Buffer.from('not a picture'), name: 'logo.png', type: 'image/png' } },
    );
    expect(notImage.errors?.[0]?.extensions?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await logoOf()).toBeNull();

    const replaced = await admin.gqlUpload(
      LOGO,
      { id: sponsor.id, input: input(sponsor.email), reason: 'Their new logo' },
      { logo: { data: tinyPng(), name: 'logo.png', type: 'image/png' } },
    );
    expect(replaced.errors).toBeUndefined();
    const first = replaced.data!.updateSponsor.logo as string;
    expect(first).toMatch(/^\/uploads\//);
    expect(await served(first)).toBe(200);

    const again = await admin.gqlUpload(
      LOGO,
      { id: sponsor.id, input: input(sponsor.email), reason: 'A sharper one' },
      { logo: { data: tinyPng(), name: 'logo.png', type: 'image/png' } },
    );
    const second = again.data!.updateSponsor.logo as string;
    expect(second).not.toBe(first);
    expect(await served(first)).toBe(404);

    const removed = await admin.gql(UPDATE.replace('{ company', '{ logo company'), {
      id: sponsor.id,
      input: { ...input(sponsor.email), removeLogo: true },
      reason: 'Not theirs',
    });
    expect(removed.data?.updateSponsor.logo).toBeNull();
    expect(await served(second)).toBe(404);
    const logoChanges = (await historyOf(sponsor.id)).items.map((e) => e.changes.find((c) => c.field === 'logo'));
    expect(logoChanges).toEqual([
      { field: 'logo', before: second, after: null },
      { field: 'logo', before: first, after: second },
      expect.objectContaining({ field: 'logo', before: null, after: first }),
    ]);
  });

  it('cancels (off the wall, kept in the list as cancelled), reinstates to review, and deletes', async () => {
    const sponsor = await apply({ company: `Wall ${Date.now()}` });
    await admin.gql('mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { id } }', { id: sponsor.id });
    const onWall = async () =>
      JSON.stringify((await app.client().gql('{ sponsorWall { sponsors { id } } }')).data).includes(sponsor.id);
    expect(await onWall()).toBe(true);
    const cancelled = await admin.json('POST', `/api/admin/sponsors/${sponsor.id}/cancel`, {
      reason: 'Withdrew',
    });
    expect(cancelled.body.sponsor.status).toBe('cancelled');
    expect(await onWall()).toBe(false);
    const listed = await admin.json('GET', `/api/all-sponsors?status=cancelled&search=${encodeURIComponent('Wall')}`);
    expect(listed.body.sponsors.map((s: { id: string }) => s.id)).toContain(sponsor.id);
    const reinstated = await admin.gql('mutation($id: ID!) { reinstateSponsor(id: $id, reason: "Back") { status } }', {
      id: sponsor.id,
    });
    expect(reinstated.data?.reinstateSponsor.status).toBe('APPLIED');
    const deleted = await admin.json('DELETE', `/api/admin/sponsors/${sponsor.id}`, { reason: 'Spam' });
    expect(deleted.status).toBe(200);
    expect(
      (await admin.gql('query($id: ID!) { adminSponsor(id: $id) { id } }', { id: sponsor.id })).errors?.[0]?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect((await historyOf(sponsor.id)).items.map((e) => e.action)).toEqual([
      'SPONSOR_DELETE',
      'SPONSOR_REINSTATE',
      'SPONSOR_CANCEL',
      'SPONSOR_APPROVE',
    ]);
  });

  it('resends the confirmation on request', async () => {
    const sponsor = await apply();
    await smtp.waitFor((m) => m.to.includes(sponsor.email));
    const res = await admin.gql(
      'mutation($id: ID!) { adminResendSponsorConfirmation(id: $id, reason: "Asked again") { id } }',
      { id: sponsor.id },
    );
    expect(res.errors).toBeUndefined();
    await expect.poll(() => smtp.mails.filter((m) => m.to.includes(sponsor.email)).length, { timeout: 10_000 }).toBe(2);
  });
});

describe('users', () => {
  const UPDATE = `mutation($id: ID!, $input: UserCorrectionInput!, $reason: String!) {
    adminUpdateUser(id: $id, input: $input, reason: $reason) { id role firstName nickname city } }`;

  it('changes details and role, audited, with the profile’s rules; an administrator keeps their own role', async () => {
    const member = app.client();
    const { user: created } = await signUpAndLogin(member, { first_name: 'Kelechi' });
    const bad = await admin.gql(UPDATE, {
      id: created.id,
      input: { firstName: 'Kelechi', lastName: 'Tester', phone: 'call me', nickname: 'x'.repeat(61), role: 'ADMIN' },
      reason: 'Promote',
    });
    expect(bad.errors?.[0]?.extensions?.fields?.map((f) => f.path).sort()).toEqual(['input.nickname', 'input.phone']);
    const ok = await admin.gql(UPDATE, {
      id: created.id,
      input: { firstName: 'Kelechi', lastName: 'Tester', nickname: 'kc', city: 'Enugu', role: 'ADMIN' },
      reason: 'Joins the organising team',
    });
    expect(ok.data?.adminUpdateUser).toMatchObject({ role: 'ADMIN', nickname: 'kc', city: 'Enugu' });
    // The new role counts from the member's next request.
    expect((await member.gql('{ adminUsers { total } }')).errors).toBeUndefined();
    const [entry] = (await historyOf(created.id)).items;
    expect(entry!.changes).toEqual(expect.arrayContaining([{ field: 'role', before: 'User', after: 'Admin' }]));
    expect(JSON.stringify(entry)).not.toMatch(/password/i);

    const own = await admin.gql(UPDATE, {
      id: adminId,
      input: { firstName: 'Admin', lastName: 'User', role: 'USER' },
      reason: 'Step down',
    });
    expect(own.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(own.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('input.role');
  });

  it('disables: sessions end at once, sign-in is refused with a clear message, until enabled again', async () => {
    const member = app.client();
    const { user: created, email, password } = await signUpAndLogin(member);
    // A second session, with its refresh cookie, as the web app holds one.
    const browser = app.client();
    const signedIn = await browser.gql(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { accessToken } }',
      { e: email, p: password },
    );
    browser.token = signedIn.data?.login.accessToken;
    expect((await browser.gql('{ me { id } }')).data?.me.id).toBe(created.id);

    const noReason = await admin.json('POST', `/api/admin/users/${created.id}/disable`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors[0].path).toBe('reason');

    const disabled = await admin.gql(
      'mutation($id: ID!) { disableUser(id: $id, reason: "Fraudulent listings") { disabledAt } }',
      { id: created.id },
    );
    expect(disabled.data?.disableUser.disabledAt).toBeTruthy();

    expect((await member.json('GET', `/api/get-user-by-email/${email}`)).status).toBe(401);
    expect((await browser.gql('{ me { id } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refreshed = await browser.gql('mutation { refreshSession { accessToken } }');
    expect(refreshed.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const login = await app.client().json('POST', '/api/login', { email, password });
    expect(login.status).toBe(403);
    expect(login.body.message).toMatch(/disabled/);
    // A wrong password says nothing about the account's state.
    const wrong = await app.client().json('POST', '/api/login', { email, password: 'wrong password 1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).not.toMatch(/disabled/);

    const self = await admin.gql('mutation($id: ID!) { disableUser(id: $id, reason: "Oops") { id } }', {
      id: adminId,
    });
    expect(self.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const enabled = await admin.json('POST', `/api/admin/users/${created.id}/enable`, { reason: 'Cleared' });
    expect(enabled.status).toBe(200);
    expect((await app.client().json('POST', '/api/login', { email, password })).status).toBe(200);
    expect((await historyOf(created.id)).items.map((e) => [e.action, e.reason])).toEqual([
      ['USER_ENABLE', 'Cleared'],
      ['USER_DISABLE', 'Fraudulent listings'],
    ]);
  });
});

describe('the audit log', () => {
  it('filters by kind of record and by administrator, newest first', async () => {
    const all = await admin.gql(
      'query($actor: ID) { adminAuditLog(actorId: $actor, targetType: USER, page: { pageSize: 100 }) { total items { targetType actorId } } }',
      { actor: adminId },
    );
    expect(all.data?.adminAuditLog.total).toBeGreaterThan(0);
    for (const item of all.data!.adminAuditLog.items) expect(item).toEqual({ targetType: 'USER', actorId: adminId });
    const bad = await admin.gql('{ adminAuditLog(targetId: "nope") { total } }');
    expect(bad.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('targetId');
  });
});
