import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../test/organiser-app.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../test/test-app.js';
import { participants } from './expo.table.js';
import { registrationTypes } from './registration-types/registration-type.table.js';

const CREATE = `mutation($input: RegistrationTypeInput!) {
  createRegistrationType(input: $input) { id slug name requiresApproval }
}`;
const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { message } }`;
const PARTICIPANT = 'id status cancelledAt';
const APPROVE = `mutation($id: ID!) { approveParticipant(id: $id) { ${PARTICIPANT} } }`;
const DECLINE = `mutation($id: ID!, $reason: String!) { declineParticipant(id: $id, reason: $reason) { ${PARTICIPANT} } }`;
const MINE = `query($token: String!) { myRegistration(token: $token) { awaitingApproval qrCode cancelledAt } }`;
const CHECK_IN = `mutation($code: String!) { checkInParticipant(idOrCode: $code) { id } }`;
const COUNTS = `{ adminRegistrationCounts { types { type { id } registered awaitingApproval } } }`;

let world: OrganiserApp;
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  ({ app, smtp, admin } = world = await startOrganiserApp());
});
afterAll(() => world?.close());

let n = 0;
async function pressType(input: Record<string, unknown> = {}) {
  n += 1;
  const res = await admin.gql(CREATE, {
    input: {
      name: `Press ${n}`,
      slug: `press-${n}-${Date.now()}`,
      days: ['2026-12-10'],
      requiresApproval: true,
      ...input,
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string; name: string };
}

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Chiamaka',
  lastName: 'Eze',
  email: uniqueEmail('press'),
  phone: '+234 803 000 3333',
  country: 'Nigeria',
  ...overrides,
});

const registrationOf = async (email: string) =>
  (await app.database.db.select().from(participants).where(eq(participants.email, email)))[0]!;
const takenOf = async (typeId: string) =>
  (await app.database.db.select().from(registrationTypes).where(eq(registrationTypes.id, typeId)))[0]!.taken;
const linkOf = (text: string) => /my-registration\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
async function countsOf(typeId: string) {
  const res = await admin.gql(COUNTS);
  const { type: _type, ...counts } = res.data.adminRegistrationCounts.types.find(
    (c: { type: { id: string } }) => c.type.id === typeId,
  );
  return counts;
}

describe('registration types that need approval', () => {
  it('holds the place without a ticket until an organiser approves; the approval e-mails the ticket', async () => {
    const type = await pressType({ capacity: 3 });
    const input = person({ type: type.slug });
    const res = await app.client().gql(REGISTER, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data.registerParticipant.message).toContain('The organisers review registrations of this kind');
    const row = await registrationOf(input.email);
    expect(row).toMatchObject({ approval: 'pending', cancelledAt: null });
    expect(await takenOf(type.id)).toBe(1);
    expect(await countsOf(type.id)).toEqual({ registered: 1, awaitingApproval: 1 });

    // The first e-mail: the private link, no ticket.
    const pending = await smtp.waitFor((m) => m.to.includes(input.email) && m.subject.includes('awaits approval'));
    expect(pending.raw).not.toContain('registration-qr');
    const token = linkOf(pending.text)!;
    expect((await app.client().gql(MINE, { token })).data.myRegistration).toMatchObject({
      awaitingApproval: true,
      qrCode: null,
    });
    const badge = await app.client().request('GET', `/api/my-registration/badge.pdf?token=${token}`);
    expect(badge.status).toBe(409);
    const door = await admin.gql(CHECK_IN, { code: row.registrationCode });
    expect(door.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('awaits the organisers’ approval'),
    });
    // Attendees' mailings leave it out until it is approved.
    const audience = () => admin.gql('{ mailAudienceCount(audience: PARTICIPANTS) { recipients } }');
    const before = (await audience()).data.mailAudienceCount.recipients;
    const queue = await admin.gql('{ adminParticipants(status: AWAITING_APPROVAL) { items { id status } } }');
    expect(queue.data.adminParticipants.items).toContainEqual({ id: row.id, status: 'AWAITING_APPROVAL' });

    const approved = await admin.gql(APPROVE, { id: row.id });
    expect(approved.data.approveParticipant).toMatchObject({ status: 'REGISTERED', cancelledAt: null });
    const ticket = await smtp.waitFor((m) => m.to.includes(input.email) && m.text.includes(row.registrationCode));
    expect(ticket.raw).toContain('registration-qr');
    const mine = await app.client().gql(MINE, { token: linkOf(ticket.text)! });
    expect(mine.data.myRegistration.awaitingApproval).toBe(false);
    expect(mine.data.myRegistration.qrCode).toMatch(/^data:image\/png/);
    expect((await admin.gql(CHECK_IN, { code: row.registrationCode })).errors).toBeUndefined();
    expect((await audience()).data.mailAudienceCount.recipients).toBe(before + 1);
    const again = await admin.gql(APPROVE, { id: row.id });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await countsOf(type.id)).toEqual({ registered: 1, awaitingApproval: 0 });
  });

  it('a decline tells the person, gives the place back, and keeps the reason in the log; approving later reinstates', async () => {
    const type = await pressType({ capacity: 1 });
    const input = person({ type: type.slug, language: 'FR' });
    await app.client().gql(REGISTER, { input });
    const row = await registrationOf(input.email);
    const full = await app.client().gql(REGISTER, { input: person({ type: type.slug }) });
    expect(full.errors?.[0]?.extensions?.code).toBe('SOLD_OUT');

    const noReason = await admin.gql(DECLINE, { id: row.id, reason: ' ' });
    expect(noReason.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const declined = await admin.gql(DECLINE, { id: row.id, reason: 'Not a member of the press' });
    expect(declined.data.declineParticipant).toMatchObject({ status: 'DECLINED', cancelledAt: expect.any(String) });
    const told = await smtp.waitFor((m) => m.to.includes(input.email) && m.text.includes('n’ont pas pu accepter'));
    expect(told.text).toContain(type.name);
    expect(told.text).not.toContain('Not a member of the press');
    expect(await takenOf(type.id)).toBe(0);
    const audit = await admin.gql('query($id: ID!) { adminAuditLog(targetId: $id) { items { action reason } } }', {
      id: row.id,
    });
    expect(audit.data.adminAuditLog.items).toContainEqual({
      action: 'PARTICIPANT_DECLINE',
      reason: 'Not a member of the press',
    });
    // Declined is not cancelled: it is reinstated by approving it, which takes its place again.
    const reinstate = await admin.gql('mutation($id: ID!) { reinstateParticipant(id: $id, reason: "Oops") { id } }', {
      id: row.id,
    });
    expect(reinstate.errors?.[0]?.message).toContain('approve it instead');
    const declinedList = await admin.gql('{ adminParticipants(status: DECLINED) { items { id } } }');
    expect(declinedList.data.adminParticipants.items).toContainEqual({ id: row.id });
    const approved = await admin.gql(APPROVE, { id: row.id });
    expect(approved.data.approveParticipant).toMatchObject({ status: 'REGISTERED', cancelledAt: null });
    expect(await takenOf(type.id)).toBe(1);
    const twice = await admin.gql(DECLINE, { id: row.id, reason: 'Changed my mind' });
    expect(twice.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // Cancelled while it waited: approving it would reinstate it behind the person's back.
    const other = person({ type: (await pressType()).slug });
    await app.client().gql(REGISTER, { input: other });
    const waiting = await registrationOf(other.email);
    await admin.gql('mutation($id: ID!) { cancelParticipant(id: $id, reason: "Asked by e-mail") { id } }', {
      id: waiting.id,
    });
    const refused = await admin.gql(APPROVE, { id: waiting.id });
    expect(refused.errors?.[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringContaining('reinstate it before approving it'),
    });
  });

  it('answers a registered address as a new one, and refuses approval where nobody could give it', async () => {
    const type = await pressType();
    const email = uniqueEmail('twice');
    const first = await app.client().gql(REGISTER, { input: person({ email, type: type.slug }) });
    const second = await app.client().gql(REGISTER, { input: person({ email, type: type.slug, firstName: 'X' }) });
    expect(second.data).toEqual(first.data);

    const refused = await Promise.all(
      [{ isDefault: true }, { priceCents: 100, currency: 'USD' }, { sponsorPasses: true }].map((input) =>
        admin.gql(CREATE, {
          input: { name: `Nope ${Date.now()}`, days: ['2026-12-10'], requiresApproval: true, ...input },
        }),
      ),
    );
    for (const res of refused) {
      expect(res.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ path: 'input.requiresApproval', msg: expect.any(String) }],
      });
    }
  });
});
