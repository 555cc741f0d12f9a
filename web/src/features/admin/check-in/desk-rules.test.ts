import { describe, expect, it } from 'vitest';
import {
  batchesToSend,
  decideScan,
  indexGuests,
  knownCheckIns,
  reconcile,
  retryDelay,
  searchGuests,
  type DeskConfig,
  type DeskGuest,
  type DeskScan,
} from './desk-rules';

const DAY = '2026-12-10';
const desk: DeskConfig = {
  id: 'd1',
  name: 'Desk 3',
  entrance: 'North gate',
  day: DAY,
  session: null,
  timeZone: 'Africa/Lagos',
};

function guest(overrides: Partial<DeskGuest> = {}): DeskGuest {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    registrationCode: 'AIB26-7KQ3MZ',
    firstName: 'Ngozi',
    lastName: 'Bello',
    status: 'REGISTERED',
    typeName: 'Visitor',
    days: null,
    admittedAt: null,
    hasSeat: false,
    badgePrintedAt: null,
    ...overrides,
  };
}

function scan(overrides: Partial<DeskScan> = {}): DeskScan {
  return {
    id: 's1',
    code: 'AIB26-7KQ3MZ',
    scannedAt: '2026-12-10T09:00:00.000Z',
    guest: { id: guest().id, registrationCode: 'AIB26-7KQ3MZ', firstName: 'Ngozi', lastName: 'Bello' },
    local: 'checked-in',
    outcome: 'checked-in',
    refusal: null,
    first: null,
    message: null,
    state: 'queued',
    ...overrides,
  };
}

describe('a scan decided on the device', () => {
  const none = new Map();

  it('lets a registered guest in, by code in any case or by id', () => {
    const index = indexGuests([guest()]);
    expect(decideScan(index, none, desk, 'aib26-7kq3mz').outcome).toBe('checked-in');
    expect(decideScan(index, none, desk, guest().id.toUpperCase()).outcome).toBe('checked-in');
  });

  it('does not know a code the list lacks (the server decides when it syncs)', () => {
    expect(decideScan(indexGuests([guest()]), none, desk, 'AIB26-NOSUCH')).toMatchObject({
      outcome: 'not-found',
      guest: null,
    });
  });

  it('refuses with the server’s reasons, in its order', () => {
    const refusal = (g: Partial<DeskGuest>, d: Pick<DeskConfig, 'day' | 'session'> = desk) =>
      decideScan(indexGuests([guest(g)]), none, d, 'AIB26-7KQ3MZ').refusal;
    expect(refusal({ status: 'CANCELLED' })).toBe('CANCELLED');
    expect(refusal({ status: 'DECLINED', days: ['2026-12-11'] })).toBe('DECLINED');
    expect(refusal({ status: 'AWAITING_APPROVAL' })).toBe('AWAITING_APPROVAL');
    expect(refusal({ days: ['2026-12-11'] })).toBe('NOT_THAT_DAY');
    expect(refusal({ days: [DAY] })).toBeNull();
    const door = { day: DAY, session: { id: 'x', title: 'Masterclass', room: 'Hall B' } };
    expect(refusal({ hasSeat: false }, door)).toBe('NO_SEAT');
    expect(refusal({ hasSeat: true }, door)).toBeNull();
  });

  it('says "already in" for a guest in by the list, or by this desk’s own scan', () => {
    const listed = indexGuests([guest({ admittedAt: '2026-12-10T08:00:00.000Z' })]);
    expect(decideScan(listed, none, desk, 'AIB26-7KQ3MZ')).toMatchObject({
      outcome: 'already',
      first: { at: '2026-12-10T08:00:00.000Z', deskName: null },
    });
    const known = knownCheckIns([scan()], desk);
    expect(decideScan(indexGuests([guest()]), known, desk, 'AIB26-7KQ3MZ')).toMatchObject({
      outcome: 'already',
      first: { at: '2026-12-10T09:00:00.000Z', deskName: 'Desk 3', entrance: 'North gate' },
    });
  });

  it('lets a guest in again after their check-in here was undone, whatever the list says', () => {
    const listed = indexGuests([guest({ admittedAt: '2026-12-10T09:00:00.000Z' })]);
    const undone = knownCheckIns([scan({ state: 'synced', outcome: 'undone' })], desk);
    expect(decideScan(listed, undone, desk, 'AIB26-7KQ3MZ').outcome).toBe('checked-in');
    const dropped = knownCheckIns([scan({ state: 'dropped', outcome: 'undone' })], desk);
    expect(decideScan(indexGuests([guest()]), dropped, desk, 'AIB26-7KQ3MZ').outcome).toBe('checked-in');
  });
});

describe('the server’s answer', () => {
  const server = {
    id: 's1',
    refusal: null,
    message: 'Ngozi Bello (AIB26-7KQ3MZ) was already checked in at 10 Dec 2026, 10.02 AM GMT+1 (Desk 1, North gate).',
    guest: { id: guest().id, registrationCode: 'AIB26-7KQ3MZ', firstName: 'Ngozi', lastName: 'Bello' },
    first: { at: '2026-12-10T09:02:00.000Z', deskName: 'Desk 1', entrance: 'North gate' },
  };

  it('turns a local check-in into "already in" when another desk reached the server first', () => {
    const { scan: next, changed } = reconcile(scan(), { ...server, outcome: 'ALREADY_IN' });
    expect(changed).toBe(true);
    expect(next).toMatchObject({ state: 'synced', local: 'checked-in', outcome: 'already', first: server.first });
    // A later scan of the guest here says where they came in.
    expect(knownCheckIns([next], desk).get(guest().id)).toEqual(server.first);
  });

  it('admits a code the list did not know when the server knows it', () => {
    const local = scan({ guest: null, local: 'not-found', outcome: 'not-found' });
    const { scan: next, changed } = reconcile(local, { ...server, outcome: 'ADMITTED', message: 'In.' });
    expect(changed).toBe(true);
    expect(next.outcome).toBe('checked-in');
    expect(next.guest?.firstName).toBe('Ngozi');
  });

  it('changes nothing visible when it agrees', () => {
    expect(reconcile(scan(), { ...server, outcome: 'ADMITTED' }).changed).toBe(false);
  });
});

describe('sending', () => {
  it('sends queued scans only, oldest first, at most 500 a call', () => {
    const scans = Array.from({ length: 1203 }, (_, i) =>
      scan({ id: `s${i}`, scannedAt: new Date(Date.UTC(2026, 11, 10, 9, 0, 1203 - i)).toISOString() }),
    );
    scans.push(scan({ id: 'sent', state: 'synced' }), scan({ id: 'kept', state: 'local' }));
    const batches = batchesToSend(scans);
    expect(batches.map((b) => b.length)).toEqual([500, 500, 203]);
    expect(batches[0]![0]!.id).toBe('s1202');
    expect(batches.flat().some((s) => s.id === 'sent' || s.id === 'kept')).toBe(false);
  });

  it('waits longer after each failure, up to a minute, with some spread', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => retryDelay(n, none))).toEqual([
      2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000,
    ]);
    expect(retryDelay(1, () => 1)).toBe(2400);
  });
});

describe('name search on the device', () => {
  const guests = [
    guest(),
    guest({ id: 'b', firstName: 'Adébáyọ̀', lastName: 'Okafor', registrationCode: 'AIB26-AAAAAA' }),
    guest({ id: 'c', firstName: 'Ngozi', lastName: 'Adeyemi', registrationCode: 'AIB26-BBBBBB' }),
  ];

  it('matches the start of first name, last name or code, every word, accents aside', () => {
    expect(searchGuests(guests, 'ngo').items.map((g) => g.lastName)).toEqual(['Adeyemi', 'Bello']);
    expect(searchGuests(guests, 'ngozi bel').items.map((g) => g.lastName)).toEqual(['Bello']);
    expect(searchGuests(guests, 'adebayo').items.map((g) => g.lastName)).toEqual(['Okafor']);
    expect(searchGuests(guests, 'aib26-bb').items.map((g) => g.lastName)).toEqual(['Adeyemi']);
    expect(searchGuests(guests, 'zz')).toEqual({ total: 0, items: [] });
  });

  it('counts every match and shows the first few', () => {
    expect(searchGuests(guests, 'a', 1)).toMatchObject({ total: 3 });
    expect(searchGuests(guests, 'a', 1).items).toHaveLength(1);
  });
});
