import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DoorCountsDocument, DoorDaysDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { DoorCounts } from './DoorCounts';

// 10.30 at the venue (Lagos, UTC+1) on the second expo day.
const NOW = new Date('2026-12-11T09:30:20Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const days: MockLink.MockedResponse = {
  request: { query: DoorDaysDocument },
  result: {
    data: {
      checkInDays: ['2026-12-10', '2026-12-11', '2026-12-12'],
      site: { __typename: 'SiteConfig', expoTimeZone: 'Africa/Lagos' },
    },
  },
};

const counts = (day: string, overrides: Record<string, unknown> = {}): MockLink.MockedResponse => ({
  request: { query: DoorCountsDocument, variables: { day } },
  result: {
    data: {
      checkInCounts: {
        __typename: 'CheckInCountsView',
        day,
        inside: 1234,
        expected: 5000,
        entrances: [
          {
            __typename: 'EntranceCountView',
            entrance: 'North gate',
            total: 1000,
            perMinute: [
              { __typename: 'MinuteCount', minute: '2026-12-11T09:28:00.000Z', count: 12 },
              { __typename: 'MinuteCount', minute: '2026-12-11T09:29:00.000Z', count: 30 },
            ],
          },
          { __typename: 'EntranceCountView', entrance: 'South gate', total: 234, perMinute: [] },
        ],
        desks: [
          {
            __typename: 'DeskActivityView',
            id: 'd-1',
            name: 'Desk 1',
            entrance: 'North gate',
            sessionTitle: null,
            lastSyncAt: ago(0.2),
            admitted: 640,
          },
          {
            __typename: 'DeskActivityView',
            id: 'd-2',
            name: 'Desk 2',
            entrance: 'North gate',
            sessionTitle: 'AI in farming masterclass',
            lastSyncAt: ago(7),
            admitted: 360,
          },
        ],
        ...overrides,
      },
    },
  },
});

describe('DoorCounts', () => {
  beforeEach(() => {
    // Only the clock: Apollo's and the test's timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('shows today’s door: inside against expected, arrivals per entrance, desks with the quiet ones flagged', async () => {
    renderAt(
      <MockedProvider mocks={[days, counts('2026-12-11')]}>
        <DoorCounts />
      </MockedProvider>,
    );
    const section = await screen.findByRole('region', { name: 'At the door' });
    const inside = await within(section).findByText(/Inside now/);
    expect(inside.closest('p')?.textContent).toBe('Inside now: 1,234 of 5,000 expected');
    expect((screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).value).toBe('2026-12-11');

    // Each entrance: its total, its hour as a picture with a summary, and the busy minutes as a table.
    expect(screen.getByRole('heading', { name: 'North gate', level: 4 })).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'North gate: check-ins per minute. 42 check-ins in the last hour; the busiest minute was 10:29 with 30.',
      }),
    ).toBeTruthy();
    const minutes = screen.getByRole('table', { name: 'North gate: check-ins per minute in the last hour' });
    expect(
      within(minutes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MinuteCheck-ins', '10:2812', '10:2930']);
    expect(screen.getByRole('img', { name: /South gate: .*No check-ins in the last hour/ })).toBeTruthy();

    const desks = screen.getByRole('table', { name: 'Check-in desks of the day and their last sync' });
    const rows = within(desks).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('Desk 1North gate640just now');
    // A session's door shows the session; a desk silent for 7 minutes is flagged.
    expect(rows[2]!.textContent).toBe('Desk 2AI in farming masterclass3607 min ago Quiet');
    expect(screen.getByText('1 desk is quiet.')).toBeTruthy();
  });

  it('reads another day when it is chosen', async () => {
    renderAt(
      <MockedProvider
        mocks={[days, counts('2026-12-11'), counts('2026-12-10', { inside: 4800, entrances: [], desks: [] })]}
      >
        <DoorCounts />
      </MockedProvider>,
    );
    await screen.findByText(/Inside now/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '2026-12-10' } });
    // Not today: the figure is who came, not who is inside.
    const checkedIn = await screen.findByText(/Checked in/);
    expect(checkedIn.closest('p')?.textContent).toBe('Checked in: 4,800 of 5,000 expected');
    expect(screen.getByText('No one has checked in at the entrances on this day yet.')).toBeTruthy();
    expect(screen.getByText('No desk has synced for this day yet.')).toBeTruthy();
  });
});
