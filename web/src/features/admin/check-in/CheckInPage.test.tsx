import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CheckInLookupDocument,
  CheckInParticipantDocument,
  CheckInSearchDocument,
  UndoCheckInDocument,
} from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { formatCheckInTime } from '../format';
import { siteTimeZonesMock } from '../../../test/site-time-zones';
import { refusedOutcome, resultSentence, type CheckInResult } from './check-in-result';
import { CheckInPage, looksLikeCode } from './CheckInPage';

/** The venue's zone, as the site's settings give it (siteTimeZonesMock). */
const LAGOS = 'Africa/Lagos';

const CODE = 'AIB26-7KQ3MZ';
const OTHER = 'AIB26-TEST3A';
const CHECKED_IN_AT = '2026-12-10T09:42:00.000Z';
const ngozi = {
  __typename: 'CheckInGuest',
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  firstName: 'Ngozi',
  lastName: 'Bello',
  registrationCode: CODE,
  checkedInAt: CHECKED_IN_AT,
};
const tunde = {
  ...ngozi,
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  firstName: 'Tunde',
  lastName: 'Adeyemi',
  registrationCode: OTHER,
  checkedInAt: '2026-12-10T09:43:00.000Z',
};

const conflict = new GraphQLError('Ngozi Bello already checked in at 10 Dec 2026, 10.42 AM GMT+1', {
  extensions: { code: 'CONFLICT' },
});
const notFound = (code: string) =>
  new GraphQLError(`A registration with code ${code} was not found`, { extensions: { code: 'NOT_FOUND' } });

function checkIn(code: string, result: MockLink.MockedResponse['result'], delay = 0): MockLink.MockedResponse {
  return { request: { query: CheckInParticipantDocument, variables: { idOrCode: code } }, result, delay };
}

const lookup: MockLink.MockedResponse = {
  request: { query: CheckInLookupDocument, variables: { code: CODE } },
  result: { data: { checkInGuest: ngozi } },
};

/** The matches search runs for whatever stays in the field; these tests are about the results. */
const noMatches: MockLink.MockedResponse = {
  request: { query: CheckInSearchDocument, variables: () => true },
  result: { data: { checkInSearch: { __typename: 'CheckInGuestPage', total: 0, items: [] } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const field = () => screen.getByRole('searchbox', { name: 'Name, e-mail or registration code' });

/** What a USB or Bluetooth scanner does: types the code into the focused field and presses Enter. */
function scan(code: string) {
  const input = field();
  fireEvent.change(input, { target: { value: code } });
  fireEvent.submit(input.closest('form')!);
}

/** The results shown, newest first. */
const results = () => within(screen.getByRole('region', { name: 'Results' })).queryAllByRole('listitem');

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderAt(
    <MockedProvider mocks={[siteTimeZonesMock, noMatches, ...mocks]}>
      <CheckInPage />
    </MockedProvider>,
    '/admin/check-in',
  );
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('check-in results', () => {
  const base: CheckInResult = { id: 1, outcome: 'checked-in', key: CODE, person: ngozi, message: null, at: '' };

  it('names the participant and code, with the one check-in time format of the admin area', () => {
    expect(resultSentence(base, LAGOS)).toBe(
      `Ngozi Bello (${CODE}) is checked in at ${formatCheckInTime(CHECKED_IN_AT, LAGOS)}.`,
    );
    // On the venue's clocks (Lagos), the zone named.
    expect(formatCheckInTime(CHECKED_IN_AT, LAGOS)).toMatch(/^\d{1,2} Dec 2026, \d{1,2}\.\d{2} (AM|PM) GMT\+1$/);
    expect(resultSentence({ ...base, outcome: 'already' }, LAGOS)).toBe(
      `Ngozi Bello (${CODE}) was already checked in at ${formatCheckInTime(CHECKED_IN_AT, LAGOS)}.`,
    );
  });

  it('tells a second scan, an unknown code and other failures apart', () => {
    const refusal = (message: string, code: string) =>
      refusedOutcome(new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] }));
    expect(refusal(conflict.message, 'CONFLICT')).toEqual({ outcome: 'already', message: conflict.message });
    expect(refusal('nope', 'NOT_FOUND').outcome).toBe('not-found');
    expect(refusedOutcome(new TypeError('Failed to fetch'))).toEqual({
      outcome: 'error',
      message: 'Network error, try again!',
    });
    expect(resultSentence({ ...base, outcome: 'not-found', person: null, key: 'AIB26-XXXXXX' }, LAGOS)).toBe(
      'No registration found for “AIB26-XXXXXX”. Check the code and try again.',
    );
    // Without the participant's record, a second scan says what the server said.
    expect(resultSentence({ ...base, outcome: 'already', person: null, message: conflict.message }, LAGOS)).toBe(
      conflict.message,
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

describe('CheckInPage at the door', () => {
  it('is ready for a handheld scanner on load: the field has the focus before anyone clicks', () => {
    renderPage([]);
    expect(document.activeElement).toBe(field());
  });

  it('empties the field and keeps focus there at once, so the next scan is not appended', async () => {
    renderPage([checkIn(CODE, { data: { checkInParticipant: ngozi } }, 50)]);
    scan(CODE);
    expect(field()).toHaveProperty('value', '');
    expect(document.activeElement).toBe(field());
    // The scanner types the next code while the first answer is on its way: the answer leaves it be.
    fireEvent.change(field(), { target: { value: 'AIB26-' } });
    await screen.findByText('Ngozi Bello');
    expect(field()).toHaveProperty('value', 'AIB26-');
    expect(document.activeElement).toBe(field());
  });

  it('shows each scan as its own result, newest first, and announces it', async () => {
    renderPage([
      checkIn(CODE, { data: { checkInParticipant: ngozi } }),
      checkIn(OTHER, { data: { checkInParticipant: tunde } }),
    ]);
    scan(CODE);
    await screen.findByText('Ngozi Bello');
    scan(OTHER);
    await screen.findByText('Tunde Adeyemi');
    // The time reads on the venue's clocks once the site's zones have come (at once, on a desk in use).
    await screen.findByText(`· Checked in ${formatCheckInTime(tunde.checkedInAt, LAGOS)}`, { exact: false });
    const [latest, previous] = results();
    expect(results()).toHaveLength(2);
    expect(latest!.className).toContain('scan-result--latest');
    expect(latest!.className).toContain('scan-result--checked-in');
    expect(latest!.textContent).toContain('Checked in');
    expect(latest!.textContent).toContain(OTHER);
    expect(latest!.textContent).toContain(`Checked in ${formatCheckInTime(tunde.checkedInAt, LAGOS)}`);
    expect(previous!.className).not.toContain('scan-result--latest');
    expect(previous!.textContent).toContain('Ngozi Bello');
    const live = screen.getAllByRole('status').find((region) => region.textContent?.startsWith('Tunde Adeyemi'));
    expect(live?.textContent).toBe(
      `Tunde Adeyemi (${OTHER}) is checked in at ${formatCheckInTime(tunde.checkedInAt, LAGOS)}.`,
    );
  });

  it('shows a second scan as ‘already checked in’ with the first time, unlike a fresh check-in', async () => {
    renderPage([checkIn(CODE, { errors: [conflict] }), lookup]);
    scan(CODE);
    const status = await screen.findByText('Already checked in');
    const result = status.closest('li')!;
    expect(result.className).toContain('scan-result--already');
    await within(result).findByText(`First checked in ${formatCheckInTime(CHECKED_IN_AT, LAGOS)}`, { exact: false });
    expect(within(result).getByText('Ngozi Bello')).toBeTruthy();
    expect(within(result).queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it('shows an unknown code as not found, in its own colours, and a repeat as a new result', async () => {
    renderPage([
      checkIn('AIB26-NOSUCH', { errors: [notFound('AIB26-NOSUCH')] }),
      checkIn('AIB26-NOSUCH', { errors: [notFound('AIB26-NOSUCH')] }),
    ]);
    scan('AIB26-NOSUCH');
    const status = await screen.findByText('Not found');
    expect(status.closest('li')!.className).toContain('scan-result--not-found');
    expect(
      within(status.closest('li')!).getByText(
        'No registration found for “AIB26-NOSUCH”. Check the code and try again.',
      ),
    ).toBeTruthy();
    scan('AIB26-NOSUCH');
    await vi.waitFor(() => expect(results()).toHaveLength(2));
    expect(results().map((li) => li.className.includes('scan-result--latest'))).toEqual([true, false]);
  });

  it('undoes the check-in just made, says so, and puts focus back in the field', async () => {
    renderPage([
      checkIn(CODE, { data: { checkInParticipant: ngozi } }),
      {
        request: { query: UndoCheckInDocument, variables: { id: ngozi.id } },
        result: { data: { undoCheckIn: { ...ngozi, checkedInAt: null } } },
      },
    ]);
    scan(CODE);
    const undo = await screen.findByRole('button', { name: 'Undo the check-in of Ngozi Bello' });
    fireEvent.click(undo);
    const status = await screen.findByText('Check-in undone');
    expect(status.closest('li')!.className).toContain('scan-result--undone');
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
    expect(
      screen.getAllByRole('status').some((region) => region.textContent?.includes('check-in of Ngozi Bello')),
    ).toBe(true);
    expect(document.activeElement).toBe(field());
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
    renderPage([
      checkIn(CODE, { data: { checkInParticipant: ngozi } }),
      checkIn(OTHER, { data: { checkInParticipant: tunde } }),
    ]);
    scan(CODE);
    await screen.findByText('Ngozi Bello');
    expect(started.length).toBeGreaterThan(0);

    started.length = 0;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Beep for each result' }));
    expect(localStorage.getItem('aibex.check-in.sound')).toBe('off');
    scan(OTHER);
    await screen.findByText('Tunde Adeyemi');
    expect(started).toEqual([]);
  });

  it('offers the camera wherever the browser has one, also without a built-in QR reader', () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
    expect('BarcodeDetector' in window).toBe(false);
    renderPage([]);
    expect(screen.getByRole('button', { name: 'Scan QR codes with the camera' })).toBeTruthy();
  });

  it('leaves the camera out where the browser has no camera at all; typing still works', () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderPage([]);
    expect(screen.queryByRole('button', { name: /Scan QR codes/ })).toBeNull();
  });
});
