import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationOf, uniqueEmail } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { participants } from '../expo.table.js';
import { waitlistEntries } from '../waitlist/waitlist.table.js';
import { registrationTypes } from './registration-type.table.js';

const TYPE_FIELDS =
  'id slug name days capacity placesLeft soldOut saleState hidden isDefault questions { key kind required }';
const CREATE = `mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { ${TYPE_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: RegistrationTypeInput!) { updateRegistrationType(id: $id, input: $input) { ${TYPE_FIELDS} } }`;
const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;
const JOIN = `mutation($input: JoinWaitlistInput!) { joinWaitlist(input: $input) }`;
const OFFER = `query($token: String!) { waitlistOffer(token: $token) { email firstName expiresAt type { slug } } }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { cancelParticipant(id: $id, reason: $reason) { id } }`;

let world: OrganiserApp;
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  ({ app, smtp, admin } = world = await startOrganiserApp());
});
afterAll(() => world?.close());

let typeCount = 0;
/** A new registration type of this edition, made by the administrator; answers it. */
async function createType(input: Record<string, unknown> = {}) {
  typeCount += 1;
  const res = await admin.gql(CREATE, {
    input: { name: `Type ${typeCount} ${Date.now()}`, days: ['2026-12-10'], ...input },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string; placesLeft: number | null };
}

const person = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Amaka',
  lastName: 'Obi',
  email: uniqueEmail('visitor'),
  phone: '+234 803 000 2222',
  country: 'Nigeria',
  ...overrides,
});

const register = (input: Record<string, unknown>) => app.client().gql(REGISTER, { input: person(input) });

async function taken(typeId: string) {
  const [row] = await app.database.db.select().from(registrationTypes).where(eq(registrationTypes.id, typeId));
  const [standing] = await app.database.db
    .select({ n: count() })
    .from(participants)
    .where(and(eq(participants.typeId, typeId), isNull(participants.cancelledAt)));
  const [offers] = await app.database.db
    .select({ n: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.typeId, typeId), eq(waitlistEntries.status, 'offered')));
  return { taken: row!.taken, held: standing!.n + offers!.n };
}

/** The offer link's token from the latest offer e-mail to `email`. */
async function offerToken(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /registration\?offer=/.test(m.text));
  return decodeURIComponent(/registration\?offer=([^\s"&<>]+)/.exec(mail.text)![1]!);
}

describe('registration types', () => {
  it('every edition has a default type, where the old client’s registrations land', async () => {
    const listed = await app.client().gql(`{ registrationTypes { slug isDefault name } }`);
    const fallback = listed.data.registrationTypes.find((t: { isDefault: boolean }) => t.isDefault);
    expect(fallback).toMatchObject({ slug: 'visitor', name: 'Visitor' });

    const email = uniqueEmail('legacy');
    const res = await app.client().json('POST', '/api/register', {
      first_name: 'Tunde',
      last_name: 'Bello',
      email,
      phone: '+234 803 111 2222',
      country: 'Nigeria',
    });
    expect(res.status).toBe(201);
    const stored = await registrationOf(app.database.db, email);
    const [visitor] = await app.database.db
      .select()
      .from(registrationTypes)
      .where(and(eq(registrationTypes.year, 2026), eq(registrationTypes.isDefault, true)));
    expect(stored.typeId).toBe(visitor!.id);
  });

  it('asks its questions and checks each answer, naming it answers.<key>', async () => {
    const trade = await createType({
      name: 'Trade visitor',
      slug: `trade-${Date.now()}`,
      questions: [
        { key: 'company', kind: 'TEXT', label: 'Company', required: true },
        {
          key: 'sector',
          kind: 'CHOICE',
          label: 'Sector',
          required: true,
          options: [
            { value: 'salon', label: 'Salon' },
            { value: 'retail', label: 'Retail', labelFr: 'Commerce' },
          ],
        },
        {
          key: 'diet',
          kind: 'MULTIPLE_CHOICE',
          label: 'Dietary needs',
          options: [
            { value: 'halal', label: 'Halal' },
            { value: 'vegetarian', label: 'Vegetarian' },
          ],
        },
        { key: 'professional', kind: 'YES_NO', label: 'I work in the beauty trade', required: true },
      ],
    });

    const missing = await register({ type: trade.slug, answers: [{ key: 'sector', value: 'spa' }] });
    expect(missing.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(missing.errors?.[0]?.extensions?.fields?.map((f) => f.path).sort()).toEqual([
      'input.answers.company',
      'input.answers.professional',
      'input.answers.sector',
    ]);
    const unknown = await register({ type: trade.slug, answers: [{ key: 'shoe_size', value: '42' }] });
    expect(unknown.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ path: 'input.answers.shoe_size' });

    const email = uniqueEmail('trade');
    const ok = await register({
      email,
      type: trade.slug,
      answers: [
        { key: 'company', value: '  Glow Salon Ltd ' },
        { key: 'sector', value: 'salon' },
        { key: 'diet', values: ['halal', 'halal'] },
        { key: 'professional', value: 'yes' },
      ],
    });
    expect(ok.errors).toBeUndefined();
    const stored = await registrationOf(app.database.db, email);
    expect(stored.typeId).toBe(trade.id);
    expect(stored.answers).toEqual({ company: 'Glow Salon Ltd', sector: 'salon', diet: ['halal'], professional: true });
    // Refused answers held no place; the one registration holds one.
    expect(await taken(trade.id)).toEqual({ taken: 1, held: 1 });
  });

  it('a burst of registrations never takes more places than the capacity', async () => {
    const type = await createType({ capacity: 5 });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => register({ type: type.slug, email: uniqueEmail(`burst${i}`) })),
    );
    const codes = results.map((r) => r.errors?.[0]?.extensions?.code ?? 'OK');
    expect(codes.filter((c) => c === 'OK')).toHaveLength(5);
    expect(codes.filter((c) => c === 'SOLD_OUT')).toHaveLength(11);
    expect(await taken(type.id)).toEqual({ taken: 5, held: 5 });
    const [listed] = (
      await app.client().gql(`{ registrationTypes { id placesLeft soldOut } }`)
    ).data.registrationTypes.filter((t: { id: string }) => t.id === type.id);
    expect(listed).toEqual({ id: type.id, placesLeft: 0, soldOut: true });
  });

  it('refuses a type not on sale, offers a hidden one only by its link, and guards its capacity and deletion', async () => {
    const ended = await createType({ salesStartAt: '2026-01-01T00:00:00Z', salesEndAt: '2026-02-01T00:00:00Z' });
    const closed = await register({ type: ended.slug });
    expect(closed.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(closed.errors?.[0]?.message).toMatch(/has closed/);

    const press = await createType({ name: 'Press', slug: `press-${Date.now()}`, hidden: true, capacity: 2 });
    const listed = (await app.client().gql(`{ registrationTypes { slug } }`)).data.registrationTypes;
    expect(listed.map((t: { slug: string }) => t.slug)).not.toContain(press.slug);
    const byLink = await app.client().gql(`query($ref: ID!) { registrationType(ref: $ref) { slug hidden } }`, {
      ref: press.slug,
    });
    expect(byLink.data.registrationType).toEqual({ slug: press.slug, hidden: true });
    expect((await register({ type: press.slug })).errors).toBeUndefined();
    expect((await register({ type: press.slug })).errors).toBeUndefined();

    const lower = await admin.gql(UPDATE, {
      id: press.id,
      input: { name: 'Press', slug: press.slug, hidden: true, days: ['2026-12-10'], capacity: 1 },
    });
    expect(lower.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ path: 'input.capacity' });
    expect(lower.errors?.[0]?.message).toMatch(/2 places are held already/);

    const outside = await admin.gql(CREATE, { input: { name: 'Late', days: ['2027-01-01'] } });
    expect(outside.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ path: 'input.days' });

    const deleted = await admin.gql(`mutation($id: ID!) { deleteRegistrationType(id: $id) }`, { id: press.id });
    expect(deleted.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(deleted.errors?.[0]?.message).toMatch(/2 registrations are of this type/);

    const stranger = await app.client().gql(CREATE, { input: { name: 'Sneaky', days: ['2026-12-10'] } });
    expect(stranger.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('waitlists', () => {
  it('a freed place is offered to the first in line, who registers with it', async () => {
    const type = await createType({ capacity: 1 });
    const first = uniqueEmail('first');
    expect((await register({ type: type.slug, email: first })).errors).toBeUndefined();

    const second = uniqueEmail('second');
    const full = await register({ type: type.slug, email: second });
    expect(full.errors?.[0]?.extensions?.code).toBe('SOLD_OUT');
    const join = { type: type.slug, email: second, firstName: 'Bisi', lastName: 'Ade', language: 'FR' };
    const joined = await app.client().gql(JOIN, { input: join });
    expect(joined.data.joinWaitlist).toMatch(/liste d’attente/);
    // Joining again changes nothing and answers the same.
    expect((await app.client().gql(JOIN, { input: join })).data.joinWaitlist).toBe(joined.data.joinWaitlist);
    await smtp.waitFor((m) => m.to.includes(second) && m.text.includes('Vous êtes sur la liste d’attente'));

    const { id } = await registrationOf(app.database.db, first);
    expect((await admin.gql(CANCEL, { id, reason: 'Asked by phone' })).errors).toBeUndefined();
    const token = await offerToken(second);
    expect(await taken(type.id)).toEqual({ taken: 1, held: 1 });

    // Nobody else can take the held place.
    expect((await register({ type: type.slug })).errors?.[0]?.extensions?.code).toBe('SOLD_OUT');
    const offer = await app.client().gql(OFFER, { token });
    expect(offer.data.waitlistOffer).toMatchObject({ email: second, firstName: 'Bisi', type: { slug: type.slug } });

    const accepted = await register({ email: second, offer: token, type: 'ignored-when-an-offer-is-given' });
    expect(accepted.errors).toBeUndefined();
    const stored = await registrationOf(app.database.db, second);
    expect(stored.typeId).toBe(type.id);
    const [entry] = await app.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, second));
    expect(entry).toMatchObject({ status: 'accepted', participantId: stored.id });
    expect(await taken(type.id)).toEqual({ taken: 1, held: 1 });
    // Used once: the link holds nothing any more.
    expect((await app.client().gql(OFFER, { token })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('an offer nobody takes up expires and passes to the next in line; raising the capacity offers the new places', async () => {
    const type = await createType({ capacity: 1 });
    const holder = uniqueEmail('holder');
    expect((await register({ type: type.slug, email: holder })).errors).toBeUndefined();
    const [late, later, last] = [uniqueEmail('late'), uniqueEmail('later'), uniqueEmail('last')];
    for (const email of [late, later, last]) {
      const res = await app.client().gql(JOIN, { input: { type: type.slug, email, firstName: 'W', lastName: 'L' } });
      expect(res.errors).toBeUndefined();
    }

    const { id } = await registrationOf(app.database.db, holder);
    await admin.gql(CANCEL, { id, reason: 'Duplicate' });
    const lateToken = await offerToken(late);
    // The offer's time runs out.
    await app.database.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.email, late));
    expect(await app.services.waitlist.expireLapsedOffers()).toBe(1);
    await smtp.waitFor((m) => m.to.includes(late) && m.text.includes('Your offer has expired'));
    const laterToken = await offerToken(later);
    expect(await taken(type.id)).toEqual({ taken: 1, held: 1 });
    // The next in line turns it down: it passes on at once.
    const declined = await app.client().gql(`mutation($token: String!) { declineWaitlistOffer(token: $token) }`, {
      token: laterToken,
    });
    expect(declined.data.declineWaitlistOffer).toBe(true);
    const lastToken = await offerToken(last);
    const tooLate = await register({ email: late, offer: lateToken });
    expect(tooLate.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(tooLate.errors?.[0]?.extensions?.fields?.[0]).toMatchObject({ path: 'input.offer' });

    expect((await register({ email: last, offer: lastToken })).errors).toBeUndefined();

    // Two more places with one person in line: they get one, the other stays free.
    const eager = uniqueEmail('eager');
    await app.client().gql(JOIN, { input: { type: type.slug, email: eager, firstName: 'E', lastName: 'G' } });
    const raised = await admin.gql(UPDATE, {
      id: type.id,
      input: { name: 'Raised', days: ['2026-12-10'], capacity: 3 },
    });
    expect(raised.errors).toBeUndefined();
    await offerToken(eager);
    expect(raised.data.updateRegistrationType.placesLeft).toBe(1);
    expect(await taken(type.id)).toEqual({ taken: 2, held: 2 });
  });

  it('an attendee’s own cancellation frees their place for the waitlist; a reinstatement needs a place', async () => {
    const type = await createType({ capacity: 1 });
    const [holder, waiting] = [uniqueEmail('self'), uniqueEmail('next')];
    expect((await register({ type: type.slug, email: holder })).errors).toBeUndefined();
    await app.client().gql(JOIN, { input: { type: type.slug, email: waiting, firstName: 'N', lastName: 'X' } });
    const confirmation = await smtp.waitFor((m) => m.to.includes(holder) && /my-registration\?token=/.test(m.text));
    const token = decodeURIComponent(/my-registration\?token=([^\s"&<>]+)/.exec(confirmation.text)![1]!);
    const cancelled = await app
      .client()
      .gql('mutation($token: String!) { cancelMyRegistration(token: $token) { cancelledAt } }', { token });
    expect(cancelled.errors).toBeUndefined();
    await offerToken(waiting);
    expect(await taken(type.id)).toEqual({ taken: 1, held: 1 });

    // The place is held for the one waiting: the cancelled registration cannot come back over it.
    const { id } = await registrationOf(app.database.db, holder);
    const reinstated = await admin.gql(
      'mutation($id: ID!, $reason: String!) { reinstateParticipant(id: $id, reason: $reason) { id } }',
      { id, reason: 'Changed their mind' },
    );
    expect(reinstated.errors?.[0]?.extensions?.code).toBe('SOLD_OUT');
    expect(reinstated.errors?.[0]?.message).toMatch(/raise its capacity to reinstate/);
    expect((await registrationOf(app.database.db, holder)).cancelledAt).not.toBeNull();
    expect(await taken(type.id)).toEqual({ taken: 1, held: 1 });
  });

  it('the waitlist is for full types only', async () => {
    const type = await createType({ capacity: 10 });
    const res = await app.client().gql(JOIN, {
      input: { type: type.slug, email: uniqueEmail('eager'), firstName: 'E', lastName: 'G' },
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(res.errors?.[0]?.message).toMatch(/still has places/);
  });
});

describe('the organisers’ numbers', () => {
  it('counts each type’s registrations, arrivals and waitlist, and each day’s, and exports the answers', async () => {
    const type = await createType({
      capacity: 2,
      days: ['2026-12-11'],
      questions: [
        { key: 'salon', kind: 'TEXT', label: 'Salon' },
        {
          key: 'extras',
          kind: 'MULTIPLE_CHOICE',
          label: 'Extras',
          options: [
            { value: 'nails', label: 'Nails' },
            { value: 'hair', label: 'Hair' },
          ],
        },
      ],
    });
    const counts = async () => {
      const res = await admin.gql(
        '{ adminRegistrationCounts { types { type { id } registered cancelled checkedIn waiting offered } days { day registered checkedIn } } }',
      );
      expect(res.errors).toBeUndefined();
      const { types, days } = res.data.adminRegistrationCounts;
      return {
        type: types.find((t: { type: { id: string } }) => t.type.id === type.id),
        day: days.find((d: { day: string }) => d.day === '2026-12-11'),
      };
    };
    const before = await counts();
    expect(before.type).toMatchObject({ registered: 0, cancelled: 0, checkedIn: 0, waiting: 0, offered: 0 });

    const [a, b, c] = [uniqueEmail('count-a'), uniqueEmail('count-b'), uniqueEmail('count-c')];
    await register({
      type: type.slug,
      email: a,
      answers: [
        { key: 'salon', value: 'Glow' },
        { key: 'extras', values: ['nails', 'hair'] },
      ],
    });
    await register({ type: type.slug, email: b });
    await app.client().gql(JOIN, { input: { type: type.slug, email: c, firstName: 'C', lastName: 'C' } });
    const code = (await registrationOf(app.database.db, a)).registrationCode;
    expect(
      (await admin.gql('mutation($c: String!) { checkInParticipant(idOrCode: $c) { id } }', { c: code })).errors,
    ).toBeUndefined();

    // Before the expo, an online check-in counts for the first day the guest's pass admits: the second day.
    const after = await counts();
    expect(after.type).toMatchObject({ registered: 2, cancelled: 0, checkedIn: 1, waiting: 1, offered: 0 });
    expect(after.day.registered - before.day.registered).toBe(2);
    expect(after.day.checkedIn - before.day.checkedIn).toBe(1);

    const { id } = await registrationOf(app.database.db, b);
    await admin.gql(CANCEL, { id, reason: 'Duplicate' });
    expect((await counts()).type).toMatchObject({ registered: 1, cancelled: 1, waiting: 0, offered: 1 });

    const csv = await admin.request('GET', `/api/admin/export/participants.csv?search=${a}`);
    const [header, row] = (await csv.text()).trim().split(/\r?\n/);
    const columns = header!.split(',');
    const cells = row!.split(',');
    expect(cells[columns.indexOf('registration_type')]).toBe(type.slug);
    expect(cells[columns.indexOf('answer_salon')]).toBe('Glow');
    expect(cells[columns.indexOf('answer_extras')]).toBe('"nails; hair"');
  });
});
