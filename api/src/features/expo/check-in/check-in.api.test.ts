import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationOf, uniqueEmail } from '../../../test/factories.js';
import { startOrganiserApp, type OrganiserApp } from '../../../test/organiser-app.js';
import type { HttpClient, TestApp } from '../../../test/test-app.js';
import { participants } from '../expo.table.js';
import { checkIns } from './check-in.table.js';

// The default edition: 10 to 12 December 2026 in Abuja (Africa/Lagos, UTC+1 all year).
let world: OrganiserApp;
let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  ({ app, admin } = world = await startOrganiserApp());
});
afterAll(() => world?.close());

const CREATE_TYPE = `mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id slug } }`;
const REGISTER = `mutation($input: RegisterParticipantInput!) { registerParticipant(input: $input) { email } }`;
const RESULT =
  'id outcome refusal message guest { id registrationCode firstName checkedInAt } first { at deskName entrance }';
const SYNC = `mutation($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) { syncCheckIns(desk: $desk, scans: $scans) { serverTime results { ${RESULT} } } }`;
const UNDO = `mutation($id: ID!) { undoCheckInScan(id: $id) { ${RESULT} } }`;
const COUNTS = `query($day: String!) { checkInCounts(day: $day) { day inside expected entrances { entrance total perMinute { minute count } } desks { id name entrance sessionTitle admitted lastSyncAt } } }`;
const GUESTS = `query($day: String!, $sessionId: ID, $after: String, $first: Int) { checkInGuestList(day: $day, sessionId: $sessionId, after: $after, first: $first) { endCursor total guests { id registrationCode status days admittedAt hasSeat } } }`;

type GqlError = { message: string; extensions?: { code?: string; fields?: { path: string; msg: string }[] } };
type Result = {
  id: string;
  outcome: string;
  refusal: string | null;
  message: string;
  guest: { id: string; registrationCode: string; firstName: string; checkedInAt: string | null } | null;
  first: { at: string; deskName: string | null; entrance: string } | null;
};

let typeCount = 0;
async function createType(input: Record<string, unknown>) {
  typeCount += 1;
  const res = await admin.gql(CREATE_TYPE, { input: { name: `Door type ${typeCount} ${Date.now()}`, ...input } });
  expect(res.errors).toBeUndefined();
  return res.data.createRegistrationType as { id: string; slug: string };
}

let everyDay: { slug: string } | undefined;
/** A guest registered as `type` (every expo day by default): their id and registration code. */
async function guest(type?: { slug: string }, firstName = 'Adaeze') {
  everyDay ??= await createType({ days: ['2026-12-10', '2026-12-11', '2026-12-12'] });
  const email = uniqueEmail('door');
  const res = await app.client().gql(REGISTER, {
    input: {
      firstName,
      lastName: 'Eze',
      email,
      phone: '+234 803 000 2222',
      country: 'Nigeria',
      type: (type ?? everyDay).slug,
    },
  });
  expect(res.errors).toBeUndefined();
  const row = await registrationOf(app.database.db, email);
  return { id: row.id, code: row.registrationCode };
}

/** A desk set up on a device: its id is made there, once. */
function desk(name: string, entrance: string, extra: Record<string, unknown> = {}) {
  return { id: randomUUID(), name, entrance, day: '2026-12-10', ...extra };
}
const scan = (code: string, scannedAt = new Date(Date.now() - 60_000)) => ({
  id: randomUUID(),
  code,
  scannedAt: scannedAt.toISOString(),
});

async function sync(d: ReturnType<typeof desk>, scans: ReturnType<typeof scan>[], client = admin) {
  const res = await client.gql(SYNC, { desk: d, scans });
  expect(res.errors).toBeUndefined();
  return res.data.syncCheckIns.results as Result[];
}

async function counts(day = '2026-12-10') {
  const res = await admin.gql(COUNTS, { day });
  expect(res.errors).toBeUndefined();
  return res.data.checkInCounts as {
    inside: number;
    expected: number;
    entrances: { entrance: string; total: number; perMinute: { count: number }[] }[];
    desks: { id: string; name: string; admitted: number; sessionTitle: string | null }[];
  };
}

describe('desks checking in offline', () => {
  it('resolve a code scanned at two offline desks on sync: the first to reach the server wins, the second is told', async () => {
    const ada = await guest();
    const before = await counts();
    const north = desk('Desk 1', `North gate ${Date.now()}`);
    const south = desk('Desk 2', `South gate ${Date.now()}`);
    // Both desks scanned Ada while the Wi-Fi was down; the south desk's scan was earlier but syncs second.
    const southScan = scan(ada.code.toLowerCase(), new Date(Date.now() - 5 * 60_000));
    const northScan = scan(ada.code, new Date(Date.now() - 2 * 60_000));

    const [admitted] = await sync(north, [northScan]);
    expect(admitted).toMatchObject({ id: northScan.id, outcome: 'ADMITTED', refusal: null });
    expect(admitted!.guest).toMatchObject({ id: ada.id, registrationCode: ada.code });
    expect(admitted!.first).toEqual({ at: northScan.scannedAt, deskName: 'Desk 1', entrance: north.entrance });

    const [told] = await sync(south, [southScan]);
    expect(told).toMatchObject({ id: southScan.id, outcome: 'ALREADY_IN' });
    expect(told!.first).toEqual({ at: northScan.scannedAt, deskName: 'Desk 1', entrance: north.entrance });
    expect(told!.message).toContain(`(Desk 1, ${north.entrance})`);

    // A sync sent again (its answer was lost) is answered as recorded, and counts nothing twice.
    const [again] = await sync(north, [northScan]);
    expect(again).toMatchObject({ id: northScan.id, outcome: 'ADMITTED' });
    const after = await counts();
    expect(after.inside).toBe(before.inside + 1);
    expect(after.entrances.find((e) => e.entrance === north.entrance)?.total).toBe(1);
    expect(after.entrances.find((e) => e.entrance === south.entrance)).toBeUndefined();
    expect(after.desks.find((d) => d.id === north.id)).toMatchObject({
      name: 'Desk 1',
      admitted: 1,
      sessionTitle: null,
    });
    expect(after.desks.find((d) => d.id === south.id)).toMatchObject({ admitted: 0 });
    // The guest's first arrival is the admitted scan's time, as the desk made it.
    const [row] = await app.database.db.select().from(participants).where(eq(participants.id, ada.id));
    expect(row!.checkedInAt?.toISOString()).toBe(northScan.scannedAt);
  });

  it('admit each guest once when desks sync the same codes at the same moment', async () => {
    const stamp = Date.now().toString(36).toUpperCase().slice(-5);
    const desks = ['A', 'B', 'C', 'D'].map((name) => desk(`Desk ${name}`, 'East gate'));
    const secondsAgo = (i: number) => new Date(Date.now() - (600 - i) * 1000);
    for (let round = 0; round < 2; round += 1) {
      // A queue's worth of guests, straight into the table (registering each would take the test's time).
      const guests = await app.database.db
        .insert(participants)
        .values(
          Array.from({ length: 200 }, (_, i) => ({
            registrationCode: `AIB26-Q${stamp}${round}${i.toString().padStart(3, '0')}`,
            year: 2026,
            firstName: 'Queue',
            lastName: `Guest ${i}`,
            email: uniqueEmail('queue'),
            phone: '+234 803 000 3333',
            country: 'Nigeria',
          })),
        )
        .returning({ id: participants.id, code: participants.registrationCode });
      // Each desk met the guests in another order: syncs that locked them in scan order would deadlock.
      const orders = [guests, [...guests].reverse(), [...guests.slice(100), ...guests.slice(0, 100)]];
      orders.push([...orders[2]!].reverse());
      const answers = await Promise.all(
        desks.map((d, k) =>
          sync(
            d,
            orders[k]!.map((g, i) => scan(g.code, secondsAgo(i))),
          ),
        ),
      );
      const outcomes = answers.flat().map((r) => r.outcome);
      expect(outcomes.filter((o) => o === 'ADMITTED')).toHaveLength(200);
      expect(outcomes.filter((o) => o === 'ALREADY_IN')).toHaveLength(600);
      const admitted = await app.database.db
        .select({ participantId: checkIns.participantId })
        .from(checkIns)
        .where(
          and(
            inArray(
              checkIns.participantId,
              guests.map((g) => g.id),
            ),
            eq(checkIns.outcome, 'admitted'),
          ),
        );
      expect(new Set(admitted.map((a) => a.participantId)).size).toBe(200);
    }
  });

  it('decide within one sync in the order the scans were made, and take a check-in back', async () => {
    const bola = await guest(undefined, 'Bola');
    const d = desk('Desk 4', 'Main hall');
    const late = scan(bola.code, new Date(Date.now() - 60_000));
    const early = scan(bola.code, new Date(Date.now() - 120_000));
    const results = await sync(d, [late, early]);
    // Answered in the order sent, decided in the order scanned.
    expect(results.map((r) => [r.id, r.outcome])).toEqual([
      [late.id, 'ALREADY_IN'],
      [early.id, 'ADMITTED'],
    ]);
    const undone = await admin.gql(UNDO, { id: early.id });
    expect(undone.data?.undoCheckInScan).toMatchObject({ outcome: 'UNDONE', first: null });
    expect(undone.data?.undoCheckInScan.guest.checkedInAt).toBeNull();
    expect((await admin.gql(UNDO, { id: early.id })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    // Back in when they really arrive.
    const [back] = await sync(d, [scan(bola.code)]);
    expect(back!.outcome).toBe('ADMITTED');
  });

  it('refuse who may not come in, saying why', async () => {
    const saturday = await createType({ days: ['2026-12-12'] });
    const onlySaturday = await guest(saturday);
    const cancelled = await guest();
    const cancel = await admin.gql('mutation($id: ID!) { cancelParticipant(id: $id, reason: "Asked to") { id } }', {
      id: cancelled.id,
    });
    expect(cancel.errors).toBeUndefined();
    const results = await sync(desk('Desk 5', 'North gate'), [
      scan(onlySaturday.code),
      scan(cancelled.code),
      scan('AIB26-NOPE99'),
    ]);
    expect(results.map((r) => [r.outcome, r.refusal])).toEqual([
      ['REFUSED', 'NOT_THAT_DAY'],
      ['REFUSED', 'CANCELLED'],
      ['NOT_FOUND', null],
    ]);
    expect(results[0]!.message).toContain('admits Saturday 12 December, not Thursday 10 December');
    expect(results[2]!.guest).toBeNull();
  });

  it('check seat holders in at a session’s door', async () => {
    const create = await admin.gql(
      `mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }`,
      {
        input: {
          kind: 'MASTERCLASS',
          title: `Braiding masterclass ${Date.now()}`,
          day: '2026-12-10',
          startTime: '11:00',
          endTime: '12:00',
          room: 'Hall B',
          seats: 2,
        },
      },
    );
    expect(create.errors).toBeUndefined();
    const sessionId: string = create.data.createProgrammeSession.id;
    const holder = await guest(undefined, 'Chioma');
    const other = await guest(undefined, 'Dayo');
    const { hashToken, newOpaqueToken } = await import('../../../lib/tokens.js');
    const token = newOpaqueToken();
    await app.database.db
      .update(participants)
      .set({ accessTokenHash: hashToken(token) })
      .where(eq(participants.id, holder.id));
    const booked = await app
      .client()
      .gql('mutation($t: String!, $s: ID!) { bookSessionSeat(token: $t, sessionId: $s) { state } }', {
        t: token,
        s: sessionId,
      });
    expect(booked.data?.bookSessionSeat.state).toBe('BOOKED');

    const door = desk('Hall B door', 'Hall B', { sessionId });
    const results = await sync(door, [scan(holder.code), scan(other.code)]);
    expect(results.map((r) => [r.outcome, r.refusal])).toEqual([
      ['ADMITTED', null],
      ['REFUSED', 'NO_SEAT'],
    ]);
    // The session's door is its own: the holder still checks in at an entrance that day.
    const [atGate] = await sync(desk('Desk 6', 'North gate'), [scan(holder.code)]);
    expect(atGate!.outcome).toBe('ADMITTED');
    const list = await admin.gql(GUESTS, { day: '2026-12-10', sessionId, first: 5000 });
    const listed = (
      list.data.checkInGuestList.guests as { id: string; hasSeat: boolean; admittedAt: string | null }[]
    ).find((g) => g.id === holder.id);
    expect(listed).toMatchObject({ hasSeat: true });
    expect(listed!.admittedAt).toBeTruthy();
    expect((await counts()).desks.find((d) => d.id === door.id)?.sessionTitle).toContain('Braiding masterclass');

    // A door desk needs a session with seats on its day.
    const wrongDay = await admin.gql(SYNC, { desk: { ...door, day: '2026-12-11' }, scans: [] });
    expect(wrongDay.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('desk.sessionId');
  });

  it('page the guest list a desk keeps, with who is in', async () => {
    const g = await guest();
    await sync(desk('Desk 7', 'North gate'), [scan(g.code)]);
    const ids: string[] = [];
    let after: string | null = null;
    let admittedAt: string | null = null;
    const totals = new Set<number>();
    for (let pages = 0; pages < 1000; pages += 1) {
      const res = await admin.gql(GUESTS, { day: '2026-12-10', after, first: 7 });
      expect(res.errors).toBeUndefined();
      const page = res.data.checkInGuestList as {
        endCursor: string | null;
        total: number;
        guests: { id: string; admittedAt: string | null }[];
      };
      expect(page.guests.length).toBeLessThanOrEqual(7);
      totals.add(page.total);
      ids.push(...page.guests.map((x) => x.id));
      admittedAt ??= page.guests.find((x) => x.id === g.id)?.admittedAt ?? null;
      after = page.endCursor;
      if (!after) break;
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Every page says how long the whole list is, so a desk shows its download's progress.
    expect([...totals]).toEqual([ids.length]);
    expect(ids).toContain(g.id);
    expect(admittedAt).toBeTruthy();
  });

  it('tell a desk what to fix in what it sends', async () => {
    const bad = await admin.gql(SYNC, {
      desk: { id: 'desk-1', name: ' ', entrance: 'North gate', day: '2026-12-25' },
      scans: [{ id: 'x', code: '', scannedAt: new Date().toISOString() }],
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields?.map((f) => f.path)).toEqual([
      'desk.id',
      'desk.name',
      'desk.day',
      'scans.0.id',
      'scans.0.code',
    ]);
    const many = Array.from({ length: 501 }, () => scan('AIB26-XXXXXX'));
    const tooMany = await admin.gql(SYNC, { desk: desk('Desk 8', 'North gate'), scans: many });
    expect(tooMany.errors?.[0]?.extensions?.fields?.map((f) => f.path)).toEqual(['scans']);
    const days = await admin.gql(COUNTS, { day: 'tomorrow' });
    expect((days.errors?.[0] as GqlError | undefined)?.extensions?.fields?.[0]?.path).toBe('day');
  });

  it('are closed to anyone but administrators and check-in staff', async () => {
    const anonymous = await app.client().gql(SYNC, { desk: desk('Desk 9', 'North gate'), scans: [] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('count the online desk of earlier clients once with the rest', async () => {
    const g = await guest(undefined, 'Emeka');
    const before = await counts();
    const CHECK = 'mutation($c: String!) { checkInParticipant(idOrCode: $c) { id checkedInAt } }';
    expect((await admin.gql(CHECK, { c: g.code })).errors).toBeUndefined();
    const second = await admin.gql(CHECK, { c: g.code });
    expect(second.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const [told] = await sync(desk('Desk 10', 'North gate'), [scan(g.code)]);
    expect(told!.outcome).toBe('ALREADY_IN');
    expect(told!.first?.deskName).toBeNull();
    expect((await counts()).inside).toBe(before.inside + 1);
  });
});
