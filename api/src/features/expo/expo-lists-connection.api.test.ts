import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/account.table.js';
import { signIn, signUpAndLogin, uniqueEmail, DEFAULT_PASSWORD } from '../../test/factories.js';
import { connectionQuery, followsThePages } from '../../test/connections.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { accessCodes } from './access-codes/access-code.table.js';
import { participants, sponsors } from './expo.table.js';
import { programmeSessions, sessionSeats } from './programme/programme.table.js';
import { registrationTypes } from './registration-types/registration-type.table.js';
import { waitlistEntries } from './waitlist/waitlist.table.js';

let app: TestApp;
let admin: HttpClient;
let user: HttpClient;
/** Check-in staff: the desk's search is theirs too, the admin lists are not. */
let staff: HttpClient;
let year: number;

beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAIL: 'expo-lists@example.com', ADMIN_PASSWORD: 'expo-lists-password-1' });
  year = app.services.config.expo.year;
  admin = app.client();
  await signIn(admin, 'expo-lists@example.com', 'expo-lists-password-1');
  user = app.client();
  await signUpAndLogin(user);
  staff = app.client();
  const email = uniqueEmail('desk');
  const desk = await signUpAndLogin(staff, { email });
  await app.database.db.update(users).set({ role: 'CheckIn' }).where(eq(users.id, desk.user.id));
  await signIn(staff, email, DEFAULT_PASSWORD);
});
afterAll(() => app?.close());

const codeOf = (res: { errors?: { extensions?: { code?: unknown } }[] }) => res.errors?.[0]?.extensions?.code;

/** The connection's query is refused as its page field refuses it: FORBIDDEN to `refused`, UNAUTHENTICATED to nobody. */
async function refusesStrangers(query: string, variables: Record<string, unknown>, refused: HttpClient[]) {
  for (const client of refused) expect(codeOf(await client.gql(query, variables))).toBe('FORBIDDEN');
  expect(codeOf(await app.client().gql(query, variables))).toBe('UNAUTHENTICATED');
}

let typeCount = 0;
async function registrationType() {
  typeCount += 1;
  const [type] = await app.database.db
    .insert(registrationTypes)
    .values({ year, slug: `conn-type-${typeCount}`, name: `Connection type ${typeCount}`, days: [`${year}-12-10`] })
    .returning();
  return type!;
}

let participantCount = 0;
async function participant(fields: Partial<typeof participants.$inferInsert> = {}) {
  participantCount += 1;
  const [row] = await app.database.db
    .insert(participants)
    .values({
      registrationCode: `AIB26-XCON${participantCount}`,
      year,
      firstName: 'Guest',
      lastName: 'Xconn',
      email: `xconn.${participantCount}@example.com`,
      phone: '+2348000000000',
      country: 'Nigeria',
      ...fields,
    })
    .returning();
  return row!;
}

describe('adminAccessCodesConnection', () => {
  it('reads the codes newest first both ways as the numbered pages do, ties by id, searched, for administrators', async () => {
    const db = app.database.db;
    const type = await registrationType();
    const sameTime = new Date(Date.UTC(2026, 10, 12));
    const [sponsor] = await db
      .insert(sponsors)
      .values({
        year,
        company: 'Aconn Foods',
        packageId: 'gold',
        email: 'aconn.sponsor@example.com',
        phone: '+234 1',
        country: 'Nigeria',
      })
      .returning();
    const code = (
      codeText: string,
      note: string,
      createdAt: Date,
      more: Partial<typeof accessCodes.$inferInsert> = {},
    ) => ({
      year,
      code: codeText,
      typeId: type.id,
      places: 5,
      note,
      createdAt,
      ...more,
    });
    await db.insert(accessCodes).values([
      code('ACONN-ONE', 'Press', sameTime),
      code('ACONN-TWO', 'Press', sameTime),
      code('PRESS-XY', 'Aconn partners', sameTime),
      code('VIP-AB12', 'Guests', new Date(Date.UTC(2026, 10, 13)), { sponsorId: sponsor!.id }),
      code('ACONN-OLD', '', new Date(Date.UTC(2026, 10, 1)), { revokedAt: sameTime }),
      // Left out: no word starts "aconn", or another edition's.
      code('OTHER-1', 'Someone else', sameTime),
      code('ACONN-PAST', 'Last year', sameTime, { year: year - 1 }),
    ]);
    const args = { search: 'String' };
    const query = await followsThePages(admin, 'adminAccessCodesConnection', {
      args,
      variables: { search: 'aconn' },
      rows: 5,
    });
    await followsThePages(admin, 'adminAccessCodesConnection', { args, variables: { search: 'aconn press' }, rows: 3 });
    await refusesStrangers(query, { search: 'aconn' }, [user, staff]);
  });
});

describe('adminSessionSeatsConnection', () => {
  it("reads a session's attendees in the pages' order both ways (held, line, closed; oldest first, ties by id)", async () => {
    const db = app.database.db;
    const session = async (title: string) =>
      (
        await db
          .insert(programmeSessions)
          .values({
            year,
            kind: 'masterclass',
            title,
            startsAt: new Date(Date.UTC(year, 11, 10, 9)),
            endsAt: new Date(Date.UTC(year, 11, 10, 10)),
            room: 'Hall A',
            seats: 3,
          })
          .returning()
      )[0]!;
    const [mine, other] = [await session('Seats connection'), await session('Another session')];
    const sameTime = new Date(Date.UTC(2026, 10, 14));
    const later = new Date(Date.UTC(2026, 10, 15));
    const seat = async (status: typeof sessionSeats.$inferInsert.status, createdAt: Date, sessionId = mine.id) =>
      db.insert(sessionSeats).values({ sessionId, participantId: (await participant()).id, status, createdAt });
    await seat('booked', later);
    await seat('booked', sameTime);
    await seat('offered', sameTime);
    await seat('waiting', later);
    await seat('waiting', sameTime);
    await seat('waiting', sameTime);
    await seat('given_up', sameTime);
    await seat('expired', new Date(Date.UTC(2026, 10, 1)));
    await seat('booked', sameTime, other.id);
    const args = { sessionId: 'ID!' };
    const query = await followsThePages(admin, 'adminSessionSeatsConnection', {
      args,
      variables: { sessionId: mine.id },
      rows: 8,
    });
    // Held first, then the line, then the closed rows, as the page orders them.
    const page = await admin.gql('query($id: ID!) { adminSessionSeats(sessionId: $id) { items { status } } }', {
      id: mine.id,
    });
    const group: Record<string, string> = {
      BOOKED: 'held',
      OFFERED: 'held',
      WAITING: 'line',
      GIVEN_UP: 'closed',
      EXPIRED: 'closed',
    };
    expect(page.data.adminSessionSeats.items.map((i: { status: string }) => group[i.status])).toEqual([
      'held',
      'held',
      'held',
      'line',
      'line',
      'line',
      'closed',
      'closed',
    ]);
    const notAnId = await admin.gql(query, { sessionId: 'nope' });
    expect(codeOf(notAnId)).toBe('NOT_FOUND');
    await refusesStrangers(query, { sessionId: mine.id }, [user, staff]);
  });
});

describe('adminWaitlistConnection', () => {
  it("reads a type's waitlist in the pages' order both ways (open first, oldest first, ties by id)", async () => {
    const db = app.database.db;
    const [mine, other] = [await registrationType(), await registrationType()];
    const sameTime = new Date(Date.UTC(2026, 10, 16));
    let n = 0;
    const entry = (status: typeof waitlistEntries.$inferInsert.status, createdAt: Date, typeId = mine.id) => {
      n += 1;
      return { typeId, email: `wconn.${n}@example.com`, firstName: 'Wait', lastName: 'Wconn', status, createdAt };
    };
    await db
      .insert(waitlistEntries)
      .values([
        entry('waiting', new Date(Date.UTC(2026, 10, 17))),
        entry('waiting', sameTime),
        entry('offered', sameTime),
        entry('accepted', sameTime),
        entry('expired', sameTime),
        entry('withdrawn', new Date(Date.UTC(2026, 10, 1))),
        entry('waiting', sameTime, other.id),
      ]);
    const args = { typeId: 'ID!' };
    const query = await followsThePages(admin, 'adminWaitlistConnection', {
      args,
      variables: { typeId: mine.id },
      rows: 6,
    });
    const notAnId = await admin.gql(query, { typeId: 'nope' });
    expect(codeOf(notAnId)).toBe('NOT_FOUND');
    await refusesStrangers(query, { typeId: mine.id }, [user, staff]);
  });
});

describe('checkInSearchConnection', () => {
  it("reads this edition's guests by last name both ways as the numbered pages do, for the desk and administrators", async () => {
    const sameTime = new Date(Date.UTC(2026, 10, 18));
    await participant({ firstName: 'Ada', lastName: 'Cconn', createdAt: sameTime });
    await participant({ firstName: 'Bola', lastName: 'Cconn', createdAt: sameTime });
    await participant({ firstName: 'Chi', lastName: 'Cconn', checkedInAt: sameTime, createdAt: sameTime });
    await participant({ firstName: 'Dayo', lastName: 'Cconnb', cancelledAt: sameTime });
    await participant({ firstName: 'Cconn', lastName: 'Adeyemi' });
    // Left out: another edition's guest, and one the search does not match.
    await participant({ firstName: 'Eze', lastName: 'Cconn', year: year - 1, createdAt: sameTime });
    await participant({ firstName: 'Femi', lastName: 'Other' });
    for (let i = 0; i < 5; i++) await participant();
    const args = { search: 'String!' };
    const query = await followsThePages(admin, 'checkInSearchConnection', {
      args,
      variables: { search: 'cconn' },
      rows: 5,
    });
    await followsThePages(staff, 'checkInSearchConnection', { args, variables: { search: 'cconn' }, rows: 5 });
    // The default size is the page's: 10 (every guest here has an e-mail address starting "xconn").
    const first = await staff.gql(connectionQuery('checkInSearchConnection', args), { search: 'xconn' });
    expect(first.errors).toBeUndefined();
    expect(first.data.checkInSearchConnection.edges).toHaveLength(10);
    expect(first.data.checkInSearchConnection.pageInfo.hasNextPage).toBe(true);
    await refusesStrangers(query, { search: 'cconn' }, [user]);
  });
});
