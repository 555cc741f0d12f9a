import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newOpaqueToken } from '../../../lib/tokens.js';
import { registrationOf, uniqueEmail } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { SmtpSink } from '../../../test/smtp-sink.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { participants } from '../expo.table.js';
import { programmeSessions, sessionSeats } from './programme.table.js';

// The default edition: 10 to 12 December 2026 in Abuja (Africa/Lagos, UTC+1 all year).
let world: OrganiserApp;
let app: TestApp;
let smtp: SmtpSink;
let admin: HttpClient;

beforeAll(async () => {
  ({ app, smtp, admin } = world = await startOrganiserApp());
});
afterAll(() => world?.close());

const CREATE_TYPE = `mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id slug } }`;
const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;
const SESSION_FIELDS = 'id seats seatsLeft';
const CREATE_SESSION = `mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { ${SESSION_FIELDS} } }`;
const UPDATE_SESSION = `mutation($id: ID!, $input: ProgrammeSessionInput!) { updateProgrammeSession(id: $id, input: $input) { ${SESSION_FIELDS} } }`;
const SEAT_FIELDS = 'state offerExpiresAt placeInLine session { id seatsLeft }';
const BOOK = `mutation($token: String!, $sessionId: ID!) { bookSessionSeat(token: $token, sessionId: $sessionId) { ${SEAT_FIELDS} } }`;
const GIVE_UP = `mutation($token: String!, $sessionId: ID!) { giveUpSessionSeat(token: $token, sessionId: $sessionId) { ${SEAT_FIELDS} } }`;
const MINE = `query($token: String!) { myRegistration(token: $token) { sessionSeats { ${SEAT_FIELDS} } } }`;
const OFFER = `query($token: String!) { sessionSeatOffer(token: $token) { firstName expiresAt session { id title } } }`;
const ACCEPT = `mutation($token: String!) { acceptSessionSeatOffer(token: $token) { session { id } } }`;
const DECLINE = `mutation($token: String!) { declineSessionSeatOffer(token: $token) }`;
const COUNTS = `{ adminSessionSeatCounts { session { id } seats booked waiting offered seatsLeft } }`;
const HOLDERS = `query($id: ID!) { adminSessionSeats(sessionId: $id) { total items { email status } } }`;
const CANCEL = `mutation($id: ID!, $reason: String!) { cancelParticipant(id: $id, reason: $reason) { id } }`;

type GqlResult = { errors?: { message: string; extensions?: { code?: string; fields?: { path: string }[] } }[] };
const codeOf = (res: GqlResult) => res.errors?.[0]?.extensions?.code;
const fieldsOf = (res: GqlResult) => res.errors?.[0]?.extensions?.fields?.map((f) => f.path);

let count = 0;
/** A registration type of this edition admitting to `days` (the first day by default). */
async function createType(input: Record<string, unknown> = {}) {
  count += 1;
  const res = await admin.gql(CREATE_TYPE, {
    input: { name: `Seats type ${count} ${Date.now()}`, days: ['2026-12-10'], ...input },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string };
}

let everyDay: { slug: string };
/** An attendee registered as `type` (every expo day by default); answers their private link's token. */
async function attendee(type?: { slug: string }, overrides: Record<string, unknown> = {}) {
  everyDay ??= await createType({ days: ['2026-12-10', '2026-12-11', '2026-12-12'] });
  const email = uniqueEmail('seat');
  const res = await app.client().gql(REGISTER, {
    input: {
      firstName: 'Ngozi',
      lastName: 'Okafor',
      email,
      phone: '+234 803 000 1111',
      country: 'Nigeria',
      type: (type ?? everyDay).slug,
      ...overrides,
    },
  });
  expect(res.errors).toBeUndefined();
  // The private link's token, as the confirmation e-mail would carry it (only its hash is kept).
  const token = newOpaqueToken();
  const row = await registrationOf(app.database.db, email);
  await app.database.db
    .update(participants)
    .set({ accessTokenHash: hashToken(token) })
    .where(eq(participants.id, row.id));
  return { email, token, id: row.id };
}

/** A masterclass on the first day with `seats`. */
async function createSession(input: Record<string, unknown> = {}) {
  const res = await admin.gql(CREATE_SESSION, {
    input: {
      kind: 'MASTERCLASS',
      title: `Gele tying ${Date.now()}`,
      day: '2026-12-10',
      startTime: '10:00',
      endTime: '11:00',
      room: 'Studio 1',
      seats: 2,
      ...input,
    },
  });
  expect(res.errors).toBeUndefined();
  return res.data.createProgrammeSession as { id: string; seats: number | null; seatsLeft: number | null };
}

const sessionInput = (seats: number | null) => ({
  kind: 'WORKSHOP',
  title: 'Lash extensions',
  day: '2026-12-10',
  startTime: '14:00',
  endTime: '15:00',
  room: 'Studio 2',
  seats,
});

const book = (token: string, sessionId: string) => app.client().gql(BOOK, { token, sessionId });

/** The session's counter, and the seats its rows hold (booked, offered): they must always agree. */
async function held(sessionId: string) {
  const [session] = await app.database.db.select().from(programmeSessions).where(eq(programmeSessions.id, sessionId));
  const rows = await app.database.db.select().from(sessionSeats).where(eq(sessionSeats.sessionId, sessionId));
  return {
    taken: session!.seatsTaken,
    held: rows.filter((r) => r.status === 'booked' || r.status === 'offered').length,
  };
}

/** The offer link's token from the latest seat offer e-mail to `email`. */
async function offerToken(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && /programme\/seat-offer\?token=/.test(m.text));
  return decodeURIComponent(/programme\/seat-offer\?token=([^\s"&<>]+)/.exec(mail.text)![1]!);
}

describe('seats at sessions', () => {
  it('books seats until the session is full, then puts attendees in its line; the programme shows seats left', async () => {
    const session = await createSession({ seats: 2 });
    expect(session).toMatchObject({ seats: 2, seatsLeft: 2 });
    const [a, b, c] = [await attendee(), await attendee(), await attendee()];
    const first = await book(a.token, session.id);
    expect(first.errors).toBeUndefined();
    expect(first.data.bookSessionSeat).toMatchObject({ state: 'BOOKED', session: { seatsLeft: 1 } });
    // Asking again changes nothing.
    expect((await book(a.token, session.id)).data.bookSessionSeat.state).toBe('BOOKED');
    expect((await book(b.token, session.id)).data.bookSessionSeat.state).toBe('BOOKED');
    const line = await book(c.token, session.id);
    expect(line.data.bookSessionSeat).toMatchObject({ state: 'WAITING', placeInLine: 1, session: { seatsLeft: 0 } });
    expect(await held(session.id)).toEqual({ taken: 2, held: 2 });

    const programme = await app.client().gql('{ programme { id seats seatsLeft } }');
    const listed = (programme.data.programme as { id: string }[]).find((s) => s.id === session.id);
    expect(listed).toEqual({ id: session.id, seats: 2, seatsLeft: 0 });

    const mine = await app.client().gql(MINE, { token: c.token });
    const entry = (mine.data.myRegistration.sessionSeats as { session: { id: string } }[]).find(
      (s) => s.session.id === session.id,
    );
    expect(entry).toMatchObject({ state: 'WAITING', placeInLine: 1 });
  });

  it('a burst of bookings never takes more seats than the session has', async () => {
    const session = await createSession({ seats: 3, startTime: '12:00', endTime: '13:00' });
    const people = await Promise.all(Array.from({ length: 8 }, () => attendee()));
    const results = await Promise.all(people.map((p) => book(p.token, session.id)));
    const states = results.map((r) => r.data?.bookSessionSeat?.state ?? codeOf(r));
    expect(states.filter((s) => s === 'BOOKED')).toHaveLength(3);
    expect(states.filter((s) => s === 'WAITING')).toHaveLength(5);
    expect(await held(session.id)).toEqual({ taken: 3, held: 3 });
  });

  it('a seat given up is offered to the first in line, who takes it with the e-mail’s link', async () => {
    const session = await createSession({ seats: 1, startTime: '16:00', endTime: '17:00' });
    const [holder, next, after] = [await attendee(), await attendee(undefined, { language: 'FR' }), await attendee()];
    await book(holder.token, session.id);
    await book(next.token, session.id);
    await book(after.token, session.id);

    const given = await app.client().gql(GIVE_UP, { token: holder.token, sessionId: session.id });
    expect(given.errors).toBeUndefined();
    expect(given.data.giveUpSessionSeat.state).toBe('FULL');
    const token = await offerToken(next.email);
    // In the registration's language.
    await smtp.waitFor((m) => m.to.includes(next.email) && m.text.includes('Une place est à vous si vous la voulez'));
    expect(await held(session.id)).toEqual({ taken: 1, held: 1 });

    const offer = await app.client().gql(OFFER, { token });
    expect(offer.data.sessionSeatOffer).toMatchObject({ firstName: 'Ngozi', session: { id: session.id } });
    const mine = await app.client().gql(MINE, { token: next.token });
    expect(
      (mine.data.myRegistration.sessionSeats as { state: string; session: { id: string } }[]).find(
        (s) => s.session.id === session.id,
      )?.state,
    ).toBe('OFFERED');

    expect((await app.client().gql(ACCEPT, { token })).errors).toBeUndefined();
    const [seat] = await app.database.db
      .select()
      .from(sessionSeats)
      .where(and(eq(sessionSeats.sessionId, session.id), eq(sessionSeats.participantId, next.id)));
    expect(seat!.status).toBe('booked');
    // Answered once: the link holds nothing any more.
    const again = await app.client().gql(OFFER, { token });
    expect(codeOf(again)).toBe('NOT_FOUND');
    expect(fieldsOf(again)).toEqual(['token']);
    expect(await held(session.id)).toEqual({ taken: 1, held: 1 });
  });

  it('an offer nobody takes up expires and passes on; a declined one passes on at once', async () => {
    const session = await createSession({ seats: 1, startTime: '18:00', endTime: '19:00' });
    const [holder, late, later, last] = [await attendee(), await attendee(), await attendee(), await attendee()];
    for (const p of [holder, late, later, last]) await book(p.token, session.id);
    await app.client().gql(GIVE_UP, { token: holder.token, sessionId: session.id });
    const lateToken = await offerToken(late.email);

    // The offer's time runs out.
    await app.database.db
      .update(sessionSeats)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionSeats.participantId, late.id));
    expect(await app.services.sessionSeats.expireLapsedOffers()).toBe(1);
    await smtp.waitFor((m) => m.to.includes(late.email) && m.text.includes('Your seat offer has expired'));
    expect(codeOf(await app.client().gql(ACCEPT, { token: lateToken }))).toBe('NOT_FOUND');

    const laterToken = await offerToken(later.email);
    expect((await app.client().gql(DECLINE, { token: laterToken })).data.declineSessionSeatOffer).toBe(true);
    await offerToken(last.email);
    expect(await held(session.id)).toEqual({ taken: 1, held: 1 });
  });

  it('a cancelled registration frees its seats for the line', async () => {
    const session = await createSession({ seats: 1, day: '2026-12-11' });
    const [holder, next] = [await attendee(), await attendee()];
    await book(holder.token, session.id);
    await book(next.token, session.id);
    expect((await admin.gql(CANCEL, { id: holder.id, reason: 'Asked by phone' })).errors).toBeUndefined();
    await offerToken(next.email);
    expect(await held(session.id)).toEqual({ taken: 1, held: 1 });
    const [closed] = await app.database.db
      .select()
      .from(sessionSeats)
      .where(and(eq(sessionSeats.sessionId, session.id), eq(sessionSeats.participantId, holder.id)));
    expect(closed!.status).toBe('given_up');
    // A cancelled registration books nothing, and sees no seats.
    const refused = await book(holder.token, session.id);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(fieldsOf(refused)).toEqual(['token']);
    expect((await app.client().gql(MINE, { token: holder.token })).data.myRegistration.sessionSeats).toEqual([]);

    // Deleted: its seat goes to the line the same way (taken back before the row goes).
    const last = await attendee();
    await book(last.token, session.id);
    const deleted = await admin.gql(
      'mutation($id: ID!, $reason: String!) { deleteParticipant(id: $id, reason: $reason) }',
      {
        id: next.id,
        reason: 'Asked to be forgotten',
      },
    );
    expect(deleted.errors).toBeUndefined();
    await offerToken(last.email);
    expect(await held(session.id)).toEqual({ taken: 1, held: 1 });
  });

  it('refuses sessions without seats, on another day, started, at the same time, and registrations awaiting approval', async () => {
    const firstDayOnly = await createType();
    const visitor = await attendee(firstDayOnly);
    const open = await createSession({ seats: null, startTime: '08:00', endTime: '09:00' });
    expect(open).toMatchObject({ seats: null, seatsLeft: null });
    const noSeats = await book(visitor.token, open.id);
    expect([codeOf(noSeats), fieldsOf(noSeats)]).toEqual(['CONFLICT', ['sessionId']]);

    const otherDay = await createSession({ day: '2026-12-12' });
    const wrongDay = await book(visitor.token, otherDay.id);
    expect([codeOf(wrongDay), fieldsOf(wrongDay)]).toEqual(['FORBIDDEN', ['sessionId']]);
    expect(wrongDay.errors![0]!.message).toContain('2026-12-12');
    // Only the sessions of their days are on their page.
    const theirs = (await app.client().gql(MINE, { token: visitor.token })).data.myRegistration.sessionSeats as {
      session: { id: string };
    }[];
    expect(theirs.map((s) => s.session.id)).not.toContain(otherDay.id);

    const started = await createSession({ startTime: '07:00', endTime: '07:30' });
    await app.database.db
      .update(programmeSessions)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 3_600_000) })
      .where(eq(programmeSessions.id, started.id));
    expect(codeOf(await book(visitor.token, started.id))).toBe('CONFLICT');

    const morning = await createSession({ startTime: '09:00', endTime: '10:30', title: 'Morning braids' });
    const clash = await createSession({ startTime: '10:00', endTime: '11:00', title: 'Clashing nails' });
    expect((await book(visitor.token, morning.id)).errors).toBeUndefined();
    const overlap = await book(visitor.token, clash.id);
    expect([codeOf(overlap), fieldsOf(overlap)]).toEqual(['CONFLICT', ['sessionId']]);
    expect(overlap.errors![0]!.message).toContain('Morning braids');

    const vetted = await createType({ requiresApproval: true });
    const pending = await attendee(vetted);
    const waiting = await book(pending.token, clash.id);
    expect([codeOf(waiting), fieldsOf(waiting)]).toEqual(['CONFLICT', ['token']]);

    for (const [token, sessionId] of [
      ['not-a-token', clash.id],
      [newOpaqueToken(), clash.id],
    ]) {
      expect(fieldsOf(await book(token!, sessionId!))).toEqual(['token']);
    }
    expect(codeOf(await book(visitor.token, 'not-an-id'))).toBe('NOT_FOUND');
    const nothing = await app.client().gql(GIVE_UP, { token: visitor.token, sessionId: clash.id });
    expect([codeOf(nothing), fieldsOf(nothing)]).toEqual(['NOT_FOUND', ['sessionId']]);
  });

  it('organisers cannot lower seats below those held; raising them offers the new seats to the line', async () => {
    const { id } = await createSession({ ...sessionInput(2) });
    const people = [await attendee(), await attendee(), await attendee(), await attendee()];
    for (const p of people) await book(p.token, id);

    const lowered = await admin.gql(UPDATE_SESSION, { id, input: sessionInput(1) });
    expect([codeOf(lowered), fieldsOf(lowered)]).toEqual(['BAD_USER_INPUT', ['input.seats']]);
    expect(lowered.errors![0]!.message).toContain('at least 2');
    const removed = await admin.gql(UPDATE_SESSION, { id, input: sessionInput(null) });
    expect(fieldsOf(removed)).toEqual(['input.seats']);
    for (const seats of [0, 100_001]) {
      expect(fieldsOf(await admin.gql(UPDATE_SESSION, { id, input: sessionInput(seats) }))).toEqual(['input.seats']);
    }

    const raised = await admin.gql(UPDATE_SESSION, { id, input: sessionInput(5) });
    expect(raised.errors).toBeUndefined();
    await offerToken(people[2]!.email);
    await offerToken(people[3]!.email);
    expect(raised.data.updateProgrammeSession).toMatchObject({ seats: 5, seatsLeft: 1 });
    expect(await held(id)).toEqual({ taken: 4, held: 4 });

    const counts = (await admin.gql(COUNTS)).data.adminSessionSeatCounts as { session: { id: string } }[];
    expect(counts.find((c) => c.session.id === id)).toEqual({
      session: { id },
      seats: 5,
      booked: 2,
      waiting: 0,
      offered: 2,
      seatsLeft: 1,
    });
    const holders = await admin.gql(HOLDERS, { id });
    expect(holders.data.adminSessionSeats.total).toBe(4);
    expect(holders.data.adminSessionSeats.items.map((i: { status: string }) => i.status)).toEqual([
      'BOOKED',
      'BOOKED',
      'OFFERED',
      'OFFERED',
    ]);
    // The organisers' numbers and list are theirs alone.
    expect(codeOf(await app.client().gql(COUNTS))).toBe('UNAUTHENTICATED');
  });
});
