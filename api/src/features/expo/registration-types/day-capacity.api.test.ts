import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { adminAudit } from '../../audit/audit.table.js';
import { participants } from '../expo.table.js';
import { waitlistEntries } from '../waitlist/waitlist.table.js';

const CREATE = `mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id slug } }`;
const UPDATE = `mutation($id: ID!, $input: RegistrationTypeInput!) { updateRegistrationType(id: $id, input: $input) { id days } }`;
const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;
const JOIN = `mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { cancelParticipant(id: $id, reason: $reason) { id } }`;
const DAY_FIELDS = 'day registered waiting capacity held placesLeft';
const SET_LIMIT = `mutation($day: String!, $capacity: Int) { setExpoDayCapacity(day: $day, capacity: $capacity) { ${DAY_FIELDS} } }`;
const COUNTS = `{ adminRegistrationCounts { days { ${DAY_FIELDS} } types { type { id placesLeft soldOut } } } }`;

// The expo runs 10 to 12 December 2026 (the test configuration's default): Friday the 11th is limited here.
const FRIDAY = '2026-12-11';
const SATURDAY = '2026-12-12';

let world: OrganiserApp;
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  ({ app, smtp, admin } = world = await startOrganiserApp());
});
afterAll(() => world?.close());

async function createType(name: string, days: string[]) {
  const res = await admin.gql(CREATE, { input: { name: `${name} ${Date.now()}`, days } });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string };
}

const register = (type: string, email = uniqueEmail('day')) =>
  app.client().gql(REGISTER, {
    input: { type, email, firstName: 'Ngozi', lastName: 'Eze', phone: '+234 803 000 1111', country: 'Nigeria' },
  });

const join = (type: string, email: string) =>
  app.client().gql(JOIN, { input: { type, email, firstName: 'Waiting', lastName: 'Person' } });

async function dayRow(day: string) {
  const res = await admin.gql(COUNTS);
  expect(res.errors).toBeUndefined();
  return res.data.adminRegistrationCounts.days.find((d: { day: string }) => d.day === day);
}

const offered = (email: string) =>
  smtp.waitFor((m) => m.to.includes(email) && /registration\?offer=/.test(m.text)).then(() => true);

describe('a limit of people per expo day', () => {
  let friday: { id: string; slug: string };
  let weekend: { id: string; slug: string };
  let saturday: { id: string; slug: string };

  it('caps every type that admits to the day: a burst across two types never passes it', async () => {
    friday = await createType('Friday pass', [FRIDAY]);
    weekend = await createType('Weekend pass', [FRIDAY, SATURDAY]);
    saturday = await createType('Saturday pass', [SATURDAY]);
    const set = await admin.gql(SET_LIMIT, { day: FRIDAY, capacity: 4 });
    expect(set.errors).toBeUndefined();
    expect(set.data.setExpoDayCapacity).toMatchObject({ day: FRIDAY, capacity: 4, held: 0, placesLeft: 4 });

    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(i % 2 ? friday.slug : weekend.slug, uniqueEmail(`burst${i}`))),
    );
    const errors = results.map((r) => r.errors?.[0]);
    expect(errors.filter((e) => !e)).toHaveLength(4);
    const refused = errors.filter(Boolean);
    expect(refused).toHaveLength(8);
    for (const error of refused) {
      expect(error!.extensions!.code).toBe('SOLD_OUT');
      expect(error!.message).toMatch(/^Friday 11 December is full: join the waitlist of /);
      expect(error!.extensions!.fields).toEqual([{ path: 'input.type', msg: 'Friday 11 December is full' }]);
    }
    expect(await dayRow(FRIDAY)).toMatchObject({ registered: 4, held: 4, capacity: 4, placesLeft: 0 });

    // The form shows both Friday types full; a Saturday-only type is untouched.
    const listed = (await app.client().gql(`{ registrationTypes { id placesLeft soldOut } }`)).data.registrationTypes;
    const byId = new Map(listed.map((t: { id: string }) => [t.id, t]));
    expect(byId.get(friday.id)).toMatchObject({ placesLeft: 0, soldOut: true });
    expect(byId.get(weekend.id)).toMatchObject({ placesLeft: 0, soldOut: true });
    expect(byId.get(saturday.id)).toMatchObject({ placesLeft: null, soldOut: false });
    expect((await register(saturday.slug)).errors).toBeUndefined();
  });

  it('a freed place goes to the line of another type of the day when its own is empty; the limit cannot go below the places held', async () => {
    const first = uniqueEmail('friday-line');
    expect((await join(friday.slug, first)).errors).toBeUndefined();
    expect((await dayRow(FRIDAY)).waiting).toBe(1);

    // A weekend registration is cancelled: nobody waits for the weekend pass, so Friday's line gets the place.
    const [holder] = await app.database.db.select().from(participants).where(eq(participants.typeId, weekend.id));
    const cancelled = await admin.gql(CANCEL, { id: holder!.id, reason: 'Cannot come' });
    expect(cancelled.errors).toBeUndefined();
    expect(await offered(first)).toBe(true);
    const [entry] = await app.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, first));
    expect(entry!.status).toBe('offered');
    expect(await dayRow(FRIDAY)).toMatchObject({ held: 4, placesLeft: 0, waiting: 0 });

    // Nobody else gets the held place.
    expect((await register(friday.slug)).errors?.[0]?.extensions?.code).toBe('SOLD_OUT');

    const lower = await admin.gql(SET_LIMIT, { day: FRIDAY, capacity: 3 });
    expect(lower.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(lower.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ path: 'capacity' });
    expect(lower.errors?.[0]?.extensions?.fields?.[0]?.msg).toMatch(/^4 places are held on 2026-12-11/);

    const notADay = await admin.gql(SET_LIMIT, { day: '2026-12-25', capacity: 10 });
    expect(notADay.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ path: 'day' });
  });

  it('raised, the new places go to the lines; a type cannot take on a full day; removed, the day is free again', async () => {
    const second = uniqueEmail('weekend-line');
    expect((await join(weekend.slug, second)).errors).toBeUndefined();
    const raised = await admin.gql(SET_LIMIT, { day: FRIDAY, capacity: 6 });
    expect(raised.errors).toBeUndefined();
    expect(await offered(second)).toBe(true);
    expect(raised.data.setExpoDayCapacity).toMatchObject({ capacity: 6, held: 5, placesLeft: 1 });

    // Saturday's type holds a place; taking Friday on would put Friday past its limit once full.
    expect((await register(friday.slug)).errors).toBeUndefined();
    const widened = await admin.gql(UPDATE, {
      id: saturday.id,
      input: { name: 'Saturday pass', days: [FRIDAY, SATURDAY] },
    });
    expect(widened.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ path: 'input.days' });
    expect(widened.errors?.[0]?.extensions?.fields?.[0]?.msg).toMatch(/2026-12-11 admits 6 people/);

    const removed = await admin.gql(SET_LIMIT, { day: FRIDAY, capacity: null });
    expect(removed.data.setExpoDayCapacity).toMatchObject({ capacity: null, placesLeft: null });
    expect((await register(friday.slug)).errors).toBeUndefined();

    const audit = await app.database.db.select().from(adminAudit).where(eq(adminAudit.action, 'expo_day.capacity'));
    expect(audit.map((a) => a.changes[0]!.after)).toEqual(['4', '6', null]);
  });
});
