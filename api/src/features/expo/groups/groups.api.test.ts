import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { participants } from '../expo.table.js';
import { registrationTypes } from '../registration-types/registration-type.table.js';
import { registrationGroups } from './group.table.js';

const CREATE_TYPE = `mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id slug name } }`;
const CREATE_CODE = `mutation($input: AccessCodeInput!) { createAccessCode(input: $input) { id code } }`;
const REGISTER_GROUP = `mutation($input: GroupRegistrationInput!) {
  registerGroup(input: $input) { message year attendees { firstName lastName email } }
}`;
const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;
const PARTICIPANT_GROUP = `query($id: ID!) {
  adminParticipant(id: $id) { id group { company contactName contactEmail size members { firstName registrationCode status } } }
}`;

let world: OrganiserApp;
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  ({ app, smtp, admin } = world = await startOrganiserApp());
});
afterAll(() => world?.close());

let n = 0;
async function createType(input: Record<string, unknown> = {}) {
  n += 1;
  const res = await admin.gql(CREATE_TYPE, {
    input: { name: `Stand staff ${n}`, slug: `staff-${n}-${Date.now()}`, days: ['2026-12-10'], ...input },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string; name: string };
}

const attendee = (i: number, overrides: Record<string, unknown> = {}) => ({
  firstName: ['Ọláwálé', 'Chukwuẹmẹka', 'Ƙasimu', 'Adaeze'][i % 4],
  lastName: 'Okafor',
  email: uniqueEmail(`staff${i}`),
  ...overrides,
});
const group = (overrides: Record<string, unknown> = {}) => ({
  company: 'Glow Cosmetics Ltd',
  contact: { firstName: 'Ngozi', lastName: 'Eze', email: uniqueEmail('contact'), phone: '+234 803 000 4444' },
  country: 'Nigeria',
  city: 'Lagos',
  attendees: [attendee(0), attendee(1), attendee(2)],
  ...overrides,
});
const errorOf = (res: { errors?: { extensions?: { code?: string; fields?: { path: string; msg: string }[] } }[] }) => ({
  code: res.errors?.[0]?.extensions?.code,
  fields: res.errors?.[0]?.extensions?.fields,
});
const takenOf = async (typeId: string) =>
  (await app.database.db.select().from(registrationTypes).where(eq(registrationTypes.id, typeId)))[0]!.taken;
const registrationsOf = (email: string) =>
  app.database.db.select().from(participants).where(eq(participants.email, email));

describe('group registration', () => {
  it('registers each attendee on their own: a code, a confirmation with their own link, the contact a summary', async () => {
    const type = await createType({
      questions: [{ key: 'role', kind: 'TEXT', label: 'Role on the stand', required: true, options: [] }],
    });
    const input = group({
      type: type.slug,
      attendees: [0, 1, 2].map((i) => attendee(i, { answers: [{ key: 'role', value: `Role ${i}` }] })),
    });
    input.attendees[1] = { ...input.attendees[1]!, phone: '+234 803 000 5555' } as (typeof input.attendees)[1];
    const res = await app.client().gql(REGISTER_GROUP, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data.registerGroup.message).toMatch(/registering 3 people/);
    expect(res.data.registerGroup.attendees.map((a: { email: string }) => a.email)).toEqual(
      input.attendees.map((a) => a.email),
    );
    expect(await takenOf(type.id)).toBe(3);

    const rows = await Promise.all(input.attendees.map(async (a) => (await registrationsOf(a.email))[0]!));
    expect(new Set(rows.map((r) => r.registrationCode)).size).toBe(3);
    expect(new Set(rows.map((r) => r.groupId)).size).toBe(1);
    expect(rows.map((r) => [r.phone, r.city, r.marketingConsent, r.answers])).toEqual([
      ['+234 803 000 4444', 'Lagos', false, { role: 'Role 0' }],
      ['+234 803 000 5555', 'Lagos', false, { role: 'Role 1' }],
      ['+234 803 000 4444', 'Lagos', false, { role: 'Role 2' }],
    ]);

    // Each attendee's own confirmation: their code, their private link, who registered them.
    const links = new Set<string>();
    for (const row of rows) {
      const mail = await smtp.waitFor((m) => m.to.includes(row.email) && m.subject.includes(row.registrationCode));
      expect(mail.text).toContain('Registered by: “Ngozi Eze”');
      links.add(/\/my-registration\?token=([\w-]+)/.exec(mail.text)![1]!);
    }
    expect(links.size).toBe(3);
    const summary = await smtp.waitFor((m) => m.to.includes(input.contact.email));
    expect(summary.subject).toBe('AIBEx 2026: your group registration of 3 people');
    expect(summary.text).toContain(`Attendee 2: “Chukwuẹmẹka Okafor <${input.attendees[1]!.email}>”`);
    expect(summary.text).toContain(`Registration type: ${type.name}`);

    // The organisers see the group on each of its registrations.
    const seen = await admin.gql(PARTICIPANT_GROUP, { id: rows[2]!.id });
    const byCode = (a: { registrationCode: string }, b: { registrationCode: string }) =>
      a.registrationCode.localeCompare(b.registrationCode);
    const seenGroup = seen.data.adminParticipant.group;
    expect({ ...seenGroup, members: [...seenGroup.members].sort(byCode) }).toEqual({
      company: 'Glow Cosmetics Ltd',
      contactName: 'Ngozi Eze',
      contactEmail: input.contact.email,
      size: 3,
      members: rows
        .map((r) => ({ firstName: r.firstName, registrationCode: r.registrationCode, status: 'REGISTERED' }))
        .sort(byCode),
    });
    // The participants export has the group's id on each of its registrations.
    const csv = await admin.request('GET', `/api/admin/export/participants.csv?search=${rows[1]!.registrationCode}`);
    const [header, line] = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(line!.split(',')[header!.split(',').indexOf('group_id')]).toBe(rows[1]!.groupId);
    // Strangers do not.
    expect(errorOf(await app.client().gql(PARTICIPANT_GROUP, { id: rows[0]!.id })).code).toBe('UNAUTHENTICATED');
  });

  it('takes the places of all or none, and says how many are left', async () => {
    const type = await createType({ capacity: 4 });
    expect(
      (
        await app
          .client()
          .gql(REGISTER, { input: { ...attendee(0), phone: '+234 803 000 1111', country: 'Nigeria', type: type.slug } })
      ).errors,
    ).toBeUndefined();
    const tooMany = await app.client().gql(REGISTER_GROUP, {
      input: group({ type: type.slug, attendees: [0, 1, 2, 3].map((i) => attendee(i)) }),
    });
    expect(errorOf(tooMany)).toEqual({
      code: 'SOLD_OUT',
      fields: [
        {
          path: 'input.type',
          msg: `Only 3 places are left as ${type.name}: register at most 3 people, or join its waitlist`,
        },
      ],
    });
    expect(await takenOf(type.id)).toBe(1);
    const groups = await app.database.db.select().from(registrationGroups);
    expect(groups.every((g) => g.size !== 4)).toBe(true);

    // Two groups of two at once for the three places left: one is registered, the other refused whole.
    const results = await Promise.all(
      [0, 1].map(() =>
        app.client().gql(REGISTER_GROUP, { input: group({ type: type.slug, attendees: [attendee(0), attendee(1)] }) }),
      ),
    );
    expect(results.map((r) => errorOf(r).code ?? 'OK').sort()).toEqual(['OK', 'SOLD_OUT']);
    expect(errorOf(results.find((r) => r.errors)!).fields![0]!.msg).toMatch(/^Only 1 place is left as/);
    expect(await takenOf(type.id)).toBe(3);
    expect(errorOf(results.find((r) => r.errors)!).fields![0]!.msg).toMatch(/register at most 1 person, or join/);
    // Once full, a group hears what a single registration would.
    await app.client().gql(REGISTER_GROUP, { input: group({ type: type.slug, attendees: [attendee(0)] }) });
    const full = await app
      .client()
      .gql(REGISTER_GROUP, { input: group({ type: type.slug, attendees: [attendee(1)] }) });
    expect(errorOf(full)).toEqual({ code: 'SOLD_OUT', fields: [{ path: 'input.type', msg: `${type.name} is full` }] });
    expect(full.errors?.[0]?.message).toBe(`${type.name} is full: join its waitlist to be offered the next free place`);
  });

  it('an address registered already is not registered twice, and the answer does not tell', async () => {
    const type = await createType();
    const known = uniqueEmail('known');
    await app.client().gql(REGISTER, {
      input: {
        firstName: 'Amina',
        lastName: 'Bello',
        email: known,
        phone: '+234 803 000 2222',
        country: 'Nigeria',
        type: type.slug,
      },
    });
    const input = group({ type: type.slug, attendees: [attendee(0), attendee(1, { email: known.toUpperCase() })] });
    const res = await app.client().gql(REGISTER_GROUP, { input });
    expect(res.errors).toBeUndefined();
    expect(res.data.registerGroup.attendees[1].email).toBe(known);
    expect(await registrationsOf(known)).toHaveLength(1);
    expect((await registrationsOf(known))[0]!.groupId).toBeNull();
    expect(await takenOf(type.id)).toBe(2);
  });

  it('names the attendee and field of every problem, and saves nothing', async () => {
    const type = await createType({
      questions: [{ key: 'role', kind: 'TEXT', label: 'Role on the stand', required: true, options: [] }],
    });
    const same = uniqueEmail('twice');
    const bad = await app.client().gql(REGISTER_GROUP, {
      input: group({
        type: type.slug,
        attendees: [
          attendee(0, { email: same, answers: [{ key: 'role', value: 'Manager' }] }),
          attendee(1, { email: same, answers: [{ key: 'role', value: 'Make-up' }] }),
          attendee(2, { firstName: ' ', phone: 'call me', answers: [{ key: 'role', value: 'Sales' }] }),
        ],
      }),
    });
    expect(errorOf(bad).code).toBe('BAD_USER_INPUT');
    expect(errorOf(bad).fields).toEqual(
      expect.arrayContaining([
        {
          path: 'input.attendees.1.email',
          msg: 'This address is given for another attendee already: each attendee needs their own',
        },
        { path: 'input.attendees.2.firstName', msg: 'Please enter your first name' },
        { path: 'input.attendees.2.phone', msg: 'Phone may contain digits, spaces, +, -, ( and ) only' },
      ]),
    );
    const unanswered = await app.client().gql(REGISTER_GROUP, {
      input: group({
        type: type.slug,
        attendees: [attendee(0, { answers: [{ key: 'role', value: 'Lead' }] }), attendee(1)],
      }),
    });
    expect(errorOf(unanswered).fields).toEqual([
      { path: 'input.attendees.1.answers.role', msg: expect.stringMatching(/^Role on the stand/) },
    ]);
    const empty = await app.client().gql(REGISTER_GROUP, { input: group({ type: type.slug, attendees: [] }) });
    expect(errorOf(empty).fields).toEqual([{ path: 'input.attendees', msg: 'Please name at least one attendee' }]);
    const tooBig = await app.client().gql(REGISTER_GROUP, {
      input: group({ type: type.slug, attendees: Array.from({ length: 21 }, (_, i) => attendee(i)) }),
    });
    expect(errorOf(tooBig).fields![0]!.path).toBe('input.attendees');
    expect(await takenOf(type.id)).toBe(0);
  });

  it('registers a group with an access code, within its places', async () => {
    const press = await createType({ name: `Press ${Date.now()}`, hidden: true, requiresCode: true });
    const code = (await admin.gql(CREATE_CODE, { input: { typeId: press.id, places: 2 } })).data.createAccessCode;
    const withoutCode = await app.client().gql(REGISTER_GROUP, { input: group({ type: press.slug }) });
    expect(errorOf(withoutCode).fields).toEqual([
      { path: 'input.code', msg: `Registration as ${press.name} needs an access code: enter yours` },
    ]);
    const three = await app.client().gql(REGISTER_GROUP, { input: group({ code: code.code }) });
    expect(errorOf(three)).toEqual({
      code: 'SOLD_OUT',
      fields: [{ path: 'input.code', msg: 'Only 2 places are left with this access code: register at most 2 people' }],
    });
    const two = await app
      .client()
      .gql(REGISTER_GROUP, { input: group({ code: code.code.toLowerCase(), attendees: [attendee(0), attendee(1)] }) });
    expect(two.errors).toBeUndefined();
    expect(await takenOf(press.id)).toBe(2);
  });
});
