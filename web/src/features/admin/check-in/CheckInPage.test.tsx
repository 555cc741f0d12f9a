import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DeskGuestListDocument,
  DeskSetupDocument,
  SyncCheckInsDocument,
  UndoCheckInScanDocument,
  type SyncCheckInsMutationVariables,
} from '../../../gql/graphql';
import { renderAt, signInAs } from '../../../test/utils';
import { formatCheckInTime } from '../format';
import { siteTimeZonesMock } from '../../../test/site-time-zones';
import { resultSentence } from './check-in-result';
import { CheckInPage, looksLikeCode } from './CheckInPage';
import type { DeskConfig, DeskGuest, DeskScan } from './desk-rules';

/** The venue's zone, as the site's settings give it (siteTimeZonesMock). */
const LAGOS = 'Africa/Lagos';
const DAY = '2026-12-10';

const CODE = 'AIB26-7KQ3MZ';
const OTHER = 'AIB26-TEST3A';
const LATE = 'AIB26-LATE01';
const CANCELLED = 'AIB26-GONE01';

function guest(overrides: Partial<DeskGuest>): DeskGuest & { __typename: 'DeskGuestView' } {
  return {
    __typename: 'DeskGuestView',
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    registrationCode: CODE,
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

const ngozi = guest({});
const tunde = guest({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  firstName: 'Tunde',
  lastName: 'Adeyemi',
  registrationCode: OTHER,
});
const kemi = guest({
  id: '16fd2706-8baf-433b-82eb-8c7fada847da',
  firstName: 'Kemi',
  lastName: 'Ojo',
  registrationCode: CANCELLED,
  status: 'CANCELLED',
});
/** Registered after the desk downloaded its list: only the server knows her. */
const late = guest({
  id: '9a3c2b1d-1111-4222-8333-944455556666',
  firstName: 'Amaka',
  lastName: 'Eze',
  registrationCode: LATE,
});

const desk: DeskConfig = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Desk 3',
  entrance: 'North gate',
  day: DAY,
  session: null,
  timeZone: LAGOS,
};

const listMock: MockLink.MockedResponse = {
  request: { query: DeskGuestListDocument, variables: () => true },
  result: {
    data: {
      checkInGuestList: { __typename: 'DeskGuestList', endCursor: null, total: 3, guests: [ngozi, tunde, kemi] },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/**
 * The server as the desk meets it: it admits each guest once and knows the late registration too.
 * `firstElsewhere`: guests another desk let in first.
 */
function fakeServer(firstElsewhere = new Set<string>()) {
  const admitted = new Set<string>();
  const calls: SyncCheckInsMutationVariables[] = [];
  const known = new Map([ngozi, tunde, kemi, late].map((g) => [g.registrationCode, g]));
  const mock: MockLink.MockedResponse = {
    request: { query: SyncCheckInsDocument, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: SyncCheckInsMutationVariables) => {
      calls.push(variables);
      const scans = Array.isArray(variables.scans) ? variables.scans : [variables.scans];
      return {
        data: {
          syncCheckIns: {
            __typename: 'CheckInSync',
            serverTime: new Date().toISOString(),
            results: scans.map((s) => {
              const g = known.get(s.code.toUpperCase());
              const base = {
                __typename: 'CheckInScanResult' as const,
                id: s.id,
                refusal: null,
                guest: g
                  ? {
                      __typename: 'CheckInScanGuest' as const,
                      id: g.id,
                      registrationCode: g.registrationCode,
                      firstName: g.firstName,
                      lastName: g.lastName,
                    }
                  : null,
                first: null,
              };
              if (!g) return { ...base, outcome: 'NOT_FOUND', message: `No registration has the code ${s.code}.` };
              if (g.status === 'CANCELLED') {
                return {
                  ...base,
                  outcome: 'REFUSED',
                  refusal: 'CANCELLED',
                  message: 'The registration was cancelled.',
                };
              }
              if (firstElsewhere.has(g.registrationCode) || admitted.has(g.id)) {
                return {
                  ...base,
                  outcome: 'ALREADY_IN',
                  message: 'Already in.',
                  first: {
                    __typename: 'FirstCheckInView' as const,
                    at: '2026-12-10T09:02:00.000Z',
                    deskName: 'Desk 1',
                    entrance: 'North gate',
                  },
                };
              }
              admitted.add(g.id);
              return {
                ...base,
                outcome: 'ADMITTED',
                message: 'In.',
                first: {
                  __typename: 'FirstCheckInView' as const,
                  at: s.scannedAt,
                  deskName: desk.name,
                  entrance: desk.entrance,
                },
              };
            }),
          },
        },
      };
    },
  };
  return { mock, calls };
}

const field = () => screen.getByRole('searchbox', { name: 'Name or registration code' });
const syncLine = () => screen.getByTestId('desk-sync');

/** What a USB or Bluetooth scanner does: types the code into the focused field and presses Enter. */
function scan(code: string) {
  const input = field();
  fireEvent.change(input, { target: { value: code } });
  fireEvent.submit(input.closest('form')!);
}

/** The results shown, newest first. */
const results = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('listitem');
const announced = () => screen.getAllByRole('status').map((region) => region.textContent ?? '');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderDesk(mocks: MockLink.MockedResponse[], config: DeskConfig | null = desk) {
  if (config) localStorage.setItem('aibex.check-in.desk', JSON.stringify(config));
  renderAt(
    <MockedProvider mocks={[siteTimeZonesMock, listMock, ...mocks]}>
      <CheckInPage />
    </MockedProvider>,
    '/admin/check-in',
  );
}

/** The desk is ready once its list is on the device. */
const listReady = () => screen.findByText(/^Guest list updated \d\d:\d\d · 3 guests$/);

beforeEach(() => {
  signInAs({ role: 'CHECK_IN' });
  setOnline(true);
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  Reflect.deleteProperty(navigator, 'onLine');
});

describe('check-in results', () => {
  const base: DeskScan = {
    id: 's1',
    code: CODE,
    scannedAt: '2026-12-10T09:42:00.000Z',
    guest: ngozi,
    local: 'checked-in',
    outcome: 'checked-in',
    refusal: null,
    first: null,
    message: null,
    state: 'queued',
  };

  it('names the guest and code, with the one check-in time format of the admin area', () => {
    expect(resultSentence(base, LAGOS)).toBe(
      `Ngozi Bello (${CODE}) is checked in at ${formatCheckInTime(base.scannedAt, LAGOS)}.`,
    );
    expect(formatCheckInTime(base.scannedAt, LAGOS)).toMatch(/^\d{1,2} Dec 2026, \d{1,2}\.\d{2} (AM|PM) GMT\+1$/);
  });

  it('says where a guest came in first, and why one may not come in', () => {
    const first = { at: '2026-12-10T09:02:00.000Z', deskName: 'Desk 1', entrance: 'North gate' };
    expect(resultSentence({ ...base, outcome: 'already', first }, LAGOS)).toBe(
      `Ngozi Bello (${CODE}) was already checked in at ${formatCheckInTime(first.at, LAGOS)} (Desk 1, North gate).`,
    );
    expect(resultSentence({ ...base, outcome: 'refused', refusal: 'NOT_THAT_DAY' }, LAGOS, DAY)).toBe(
      `The pass of Ngozi Bello (${CODE}) is not for Thursday 10 December.`,
    );
    expect(resultSentence({ ...base, outcome: 'not-found', guest: null, state: 'synced' }, LAGOS)).toBe(
      `No registration found for “${CODE}”. Check the code and try again.`,
    );
  });

  it('tells codes from names', () => {
    expect(looksLikeCode(CODE)).toBe(true);
    expect(looksLikeCode('aib26-7kq3mz')).toBe(true);
    expect(looksLikeCode(ngozi.id)).toBe(true);
    expect(looksLikeCode('Ngozi Bello')).toBe(false);
    expect(looksLikeCode('ngozi@example.com')).toBe(false);
  });
});

describe('setting the desk up', () => {
  it('asks once for the desk’s name, entrance and day, then shows them in the header', async () => {
    const setup: MockLink.MockedResponse = {
      request: { query: DeskSetupDocument },
      result: {
        data: {
          checkInDays: [DAY, '2026-12-11'],
          site: { __typename: 'SiteConfig', expoTimeZone: LAGOS },
          programme: [
            {
              __typename: 'ProgrammeSession',
              id: 'p1',
              title: 'Formulation masterclass',
              room: 'Hall B',
              day: '2026-12-11',
              startTime: '10:00',
              endTime: '12:00',
              seats: 40,
            },
            {
              __typename: 'ProgrammeSession',
              id: 'p2',
              title: 'Opening keynote',
              room: 'Main stage',
              day: '2026-12-11',
              startTime: '09:00',
              endTime: '10:00',
              seats: null,
            },
          ],
        },
      },
    };
    renderDesk([setup, fakeServer().mock], null);
    fireEvent.change(await screen.findByRole('textbox', { name: /Desk name/ }), { target: { value: 'Desk 3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Entrance/ }), { target: { value: 'North gate' } });
    const day = screen.getByRole('combobox', { name: /Expo day/ });
    await vi.waitFor(() => expect(day).toHaveProperty('value', DAY));
    fireEvent.change(day, { target: { value: '2026-12-11' } });
    // Only sessions with seats have a door to check.
    const door = screen.getByRole('combobox', { name: /Session door/ });
    expect(
      within(door)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No session: the desk checks guests in to the expo', '10:00 Formulation masterclass (Hall B)']);
    fireEvent.change(door, { target: { value: 'p1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start checking in' }));
    expect(await screen.findByText('Desk 3 · Formulation masterclass (Hall B) · Friday 11 December')).toBeTruthy();
    const kept = JSON.parse(localStorage.getItem('aibex.check-in.desk')!) as DeskConfig;
    expect(kept).toMatchObject({ name: 'Desk 3', entrance: 'North gate', day: '2026-12-11', session: { id: 'p1' } });
    expect(kept.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('CheckInPage at the door', () => {
  it('is ready for a handheld scanner on load: the field has the focus before anyone clicks', async () => {
    renderDesk([fakeServer().mock]);
    expect(document.activeElement).toBe(field());
    expect(screen.getByText('Desk 3 · North gate · Thursday 10 December')).toBeTruthy();
    await listReady();
  });

  it('shows how much of the guest list it has while the list downloads, page by page', async () => {
    const page = (after: string | null, guests: (typeof ngozi)[], endCursor: string | null, delay = 0) => ({
      request: { query: DeskGuestListDocument, variables: (v: Record<string, unknown>) => v.after === after },
      result: { data: { checkInGuestList: { __typename: 'DeskGuestList', endCursor, total: 3, guests } } },
      delay,
    });
    localStorage.setItem('aibex.check-in.desk', JSON.stringify(desk));
    renderAt(
      <MockedProvider
        mocks={[siteTimeZonesMock, page(null, [ngozi], ngozi.id), page(ngozi.id, [tunde, kemi], null, 200)]}
      >
        <CheckInPage />
      </MockedProvider>,
      '/admin/check-in',
    );
    expect(await screen.findByText('Downloading the guest list: 1 of about 3')).toBeTruthy();
    await listReady();
  });

  it('decides at once from the list on the device, then syncs, and the field is ready for the next code', async () => {
    const server = fakeServer();
    renderDesk([server.mock]);
    await listReady();
    scan(CODE);
    // Before any answer from the server: the desk has decided.
    expect(results()[0]!.textContent).toContain('Checked in');
    expect(results()[0]!.textContent).toContain('Ngozi Bello');
    expect(field()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field());
    await vi.waitFor(() => expect(syncLine().textContent).toMatch(/^Online · all synced · last sync \d\d:\d\d$/));
    const sent = server.calls.flatMap((c) => (Array.isArray(c.scans) ? c.scans : [c.scans]));
    expect(sent.map((s) => s.code)).toEqual([CODE]);
    expect(server.calls.at(-1)!.desk).toMatchObject({ id: desk.id, name: 'Desk 3', entrance: 'North gate', day: DAY });
    // A walk-up without a badge gets one printed at the desk (online: the server draws it).
    expect(screen.getByRole('button', { name: 'Print badge of Ngozi Bello' })).toBeTruthy();
    expect(announced()).toContain(
      `Ngozi Bello (${CODE}) is checked in at ${formatCheckInTime(sent[0]!.scannedAt, LAGOS)}.`,
    );
  });

  it('says "already checked in" for a second scan here, without asking the server', async () => {
    const server = fakeServer();
    renderDesk([server.mock]);
    await listReady();
    scan(CODE);
    await vi.waitFor(() => expect(syncLine().textContent).toContain('all synced'));
    const calls = server.calls.length;
    scan(CODE);
    const [latest] = results();
    expect(latest!.className).toContain('scan-result--already');
    expect(latest!.textContent).toContain('First checked in');
    expect(within(latest!).queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(server.calls.length).toBe(calls);
  });

  it('changes a check-in to "already in" when another desk reached the server first, and says so', async () => {
    renderDesk([fakeServer(new Set([OTHER])).mock]);
    await listReady();
    scan(OTHER);
    expect(results()[0]!.className).toContain('scan-result--checked-in');
    await vi.waitFor(() => expect(results()[0]!.className).toContain('scan-result--already'));
    expect(results()[0]!.textContent).toContain('(Desk 1, North gate)');
    expect(announced().some((t) => t.includes('was already checked in at') && t.includes('(Desk 1, North gate)'))).toBe(
      true,
    );
    expect(document.activeElement).toBe(field());
  });

  it('lets in a guest the list did not know when the server does, and refuses a cancelled one', async () => {
    renderDesk([fakeServer().mock]);
    await listReady();
    scan(LATE);
    expect(results()[0]!.className).toContain('scan-result--not-found');
    await vi.waitFor(() => expect(results()[0]!.className).toContain('scan-result--checked-in'));
    expect(results()[0]!.textContent).toContain('Amaka Eze');
    scan(CANCELLED);
    expect(results()[0]!.textContent).toContain('Cannot check in: Registration cancelled');
    expect(results()[0]!.className).toContain('scan-result--refused');
  });

  it('keeps checking in offline, counts what waits, and sends it all when back online', async () => {
    const server = fakeServer();
    renderDesk([server.mock]);
    await listReady();
    await vi.waitFor(() => expect(syncLine().textContent).toContain('Online · all synced'));
    setOnline(false);
    scan(CODE);
    scan(OTHER);
    scan(CODE);
    expect(results().map((li) => li.querySelector('.scan-result__status')!.textContent)).toEqual([
      'Already checked inLatest',
      'Checked inWaiting to sync',
      'Checked inWaiting to sync',
    ]);
    await vi.waitFor(() =>
      expect(syncLine().textContent).toMatch(/^Offline · 2 check-ins waiting to sync · last sync \d\d:\d\d$/),
    );
    expect(screen.queryByRole('button', { name: /Print badge/ })).toBeNull();
    const before = server.calls.length;
    setOnline(true);
    await vi.waitFor(() => expect(syncLine().textContent).toContain('Online · all synced'));
    const sent = server.calls.slice(before).flatMap((c) => (Array.isArray(c.scans) ? c.scans : [c.scans]));
    expect(sent.map((s) => s.code)).toEqual([CODE, OTHER]);
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('drops an unsent check-in on undo, and undoes a sent one on the server (online only)', async () => {
    const undone = vi.fn();
    const undoMock: MockLink.MockedResponse = {
      request: { query: UndoCheckInScanDocument, variables: () => true },
      result: (variables: { id: string }) => {
        undone(variables.id);
        return {
          data: {
            undoCheckInScan: {
              __typename: 'CheckInScanResult',
              id: variables.id,
              outcome: 'UNDONE',
              refusal: null,
              message: 'Taken back.',
              guest: {
                __typename: 'CheckInScanGuest',
                id: tunde.id,
                registrationCode: OTHER,
                firstName: 'Tunde',
                lastName: 'Adeyemi',
              },
              first: null,
            },
          },
        };
      },
    };
    renderDesk([fakeServer().mock, undoMock]);
    await listReady();
    scan(OTHER);
    await vi.waitFor(() => expect(syncLine().textContent).toContain('all synced'));
    setOnline(false);
    scan(CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Undo the check-in of Ngozi Bello' }));
    await vi.waitFor(() => expect(results()[0]!.className).toContain('scan-result--undone'));
    // Nothing of it waits: it never reaches the server.
    expect(syncLine().textContent).toMatch(/^Offline · all synced/);
    // A sent check-in needs the server to be undone.
    fireEvent.click(screen.getByRole('button', { name: 'Undo the check-in of Tunde Adeyemi' }));
    expect(await screen.findByText(/The desk is offline: a check-in the server has can be undone/)).toBeTruthy();
    setOnline(true);
    fireEvent.click(screen.getByRole('button', { name: 'Undo the check-in of Tunde Adeyemi' }));
    await vi.waitFor(() => expect(undone).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull());
    expect(document.activeElement).toBe(field());
  });

  it('finds guests by name on the device and checks the one chosen in', async () => {
    renderDesk([fakeServer().mock]);
    await listReady();
    fireEvent.change(field(), { target: { value: 'tun ade' } });
    const matches = screen.getByRole('region', { name: 'Matches' });
    await within(matches).findByText('1 guest matches “tun ade”.');
    fireEvent.click(within(matches).getByRole('button', { name: 'Check in Tunde Adeyemi' }));
    expect(results()[0]!.textContent).toContain('Tunde Adeyemi');
    expect(field()).toHaveProperty('value', '');
  });

  it('says at a session door that a guest without a seat cannot come in', async () => {
    const door = { ...desk, session: { id: 'p1', title: 'Formulation masterclass', room: 'Hall B' } };
    renderDesk([fakeServer().mock], door);
    await listReady();
    expect(screen.getByText('Desk 3 · Formulation masterclass (Hall B) · Thursday 10 December')).toBeTruthy();
    scan(CODE);
    expect(results()[0]!.textContent).toContain('Cannot check in: No seat booked');
  });

  it('asks to sign in again to sync when the session has run out, keeping the queue', async () => {
    const expired: MockLink.MockedResponse = {
      request: { query: SyncCheckInsDocument, variables: () => true },
      result: { errors: [{ message: 'Sign in first', extensions: { code: 'UNAUTHENTICATED' } }] },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    renderDesk([expired]);
    await listReady();
    scan(CODE);
    await vi.waitFor(() => expect(syncLine().textContent).toContain('Sign in again to sync 1 check-in'));
    expect(within(syncLine()).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(results()[0]!.textContent).toContain('Waiting to sync');
  });

  it('leaves no retry behind when it leaves the page while a sync is on its way', async () => {
    // The desk's syncs are held here and fail when the test says; everything else is mocked as usual.
    const held: Subscriber<ApolloLink.Result>[] = [];
    const syncs = new ApolloLink(() => new Observable<ApolloLink.Result>((observer) => void held.push(observer)));
    const link = ApolloLink.split(
      (operation) => operation.operationName === 'SyncCheckIns',
      syncs,
      new MockLink([siteTimeZonesMock, listMock]),
    );
    localStorage.setItem('aibex.check-in.desk', JSON.stringify(desk));
    const { unmount } = renderAt(
      <MockedProvider link={link}>
        <CheckInPage />
      </MockedProvider>,
      '/admin/check-in',
    );
    await listReady();
    await vi.waitFor(() => expect(held).toHaveLength(1));
    unmount();
    vi.useFakeTimers();
    try {
      held[0]!.error(new Error('Failed to fetch'));
      // Past every retry delay (at most a minute): a retry set after the page went would sync again.
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(held).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('beeps for each result unless the desk turned the sound off, and remembers that', async () => {
    const started: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createOscillator() {
        const node = {
          type: 'sine',
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => started.push(node.frequency.value),
          stop: () => undefined,
        };
        return node;
      }
      createGain() {
        const param = { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined };
        return { gain: param, connect: (next: unknown) => next };
      }
      resume() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    renderDesk([fakeServer().mock]);
    await listReady();
    scan(CODE);
    expect(started.length).toBeGreaterThan(0);

    started.length = 0;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beep for each result' }));
    expect(localStorage.getItem('aibex.check-in.sound')).toBe('off');
    scan(OTHER);
    await screen.findByText('Tunde Adeyemi');
    expect(started).toEqual([]);
  });

  it('offers the camera wherever the browser has one, also without a built-in QR reader', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    expect('BarcodeDetector' in window).toBe(false);
    renderDesk([fakeServer().mock]);
    expect(screen.getByRole('button', { name: 'Scan QR codes with the camera' })).toBeTruthy();
    await listReady();
  });

  it('leaves the camera out where the browser has no camera at all; typing still works', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderDesk([fakeServer().mock]);
    expect(screen.queryByRole('button', { name: /Scan QR codes/ })).toBeNull();
    await listReady();
  });
});
