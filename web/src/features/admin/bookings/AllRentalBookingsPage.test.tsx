import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminBookingsDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { AllRentalBookingsPage } from './AllRentalBookingsPage';

const FIRST_PAGE = { page: { page: 1, pageSize: 25 }, search: null, orderBy: null };

const usd = (cents: number) => ({
  __typename: 'Money' as const,
  amount: cents,
  currency: 'USD',
  formatted: `$${(cents / 100).toFixed(2)}`,
});

function buildBooking(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Booking' as const,
    id: '6f1c2d3e-0000-4000-8000-000000000001',
    code: 'LT482913',
    status: 'PICKED_UP',
    outcomeLabel: null,
    overdue: true,
    price: usd(2000),
    rentalCircle: 'DAILY',
    amount: usd(4000),
    pickupDate: null,
    endDate: '2026-06-14',
    endTime: '19:15',
    timeZone: 'Africa/Lagos',
    tool: { __typename: 'BookingTool' as const, id: 'tool-1', name: 'Angle grinder' },
    renter: { __typename: 'BookingPerson' as const, id: 'user-2', firstName: 'Rita', lastName: 'Nwosu' },
    ...overrides,
  };
}

function bookings(
  variables: { status?: string | null; toolId?: string | null },
  items: ReturnType<typeof buildBooking>[],
): MockLink.MockedResponse {
  return {
    request: {
      query: AdminBookingsDocument,
      variables: { ...FIRST_PAGE, status: variables.status ?? null, toolId: variables.toolId ?? null },
    },
    result: { data: { adminBookings: { __typename: 'BookingPage', total: items.length, items } } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[], entry = '/admin/all-rental-bookings') {
  return renderAt(
    <MockedProvider mocks={mocks}>
      <AllRentalBookingsPage />
    </MockedProvider>,
    entry,
  );
}

// The currency comes from the site configuration, fetched without Apollo; unreachable here: $ by default.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

describe('All Tool Bookings', () => {
  it('shows the old admin list’s columns, then renter, status and amount, in words a person reads', async () => {
    renderPage([bookings({}, [buildBooking()])]);
    const row = await screen.findByRole('row', { name: /LT482913/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'Id',
      'Tool Name',
      'Booking Code',
      'Price',
      'Pickup Date',
      'Returning Date',
      'Return',
      'Renter',
      'Status',
      'Amount',
      'Details',
    ]);
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '6f1c2d3e',
      'Angle grinder',
      'LT482913',
      '$20.00 / day',
      '—',
      '14 Jun 2026, 7.15 PM GMT+1',
      'With the renter',
      'Rita Nwosu',
      'Picked upOverdue',
      '$40.00',
      'Details of LT482913, Angle grinder',
    ]);
    expect(screen.getByRole('status').textContent).toBe('1–1 of 1 booking.');
  });

  it('opens a booking’s details from its row link, by keyboard as well as by click', async () => {
    const { router } = renderPage([bookings({}, [buildBooking()])]);
    const link = await screen.findByRole('link', { name: 'Details of LT482913, Angle grinder' });
    expect(link.getAttribute('href')).toBe('/admin/booking-details?id=6f1c2d3e-0000-4000-8000-000000000001');
    fireEvent.click(screen.getByRole('cell', { name: 'Rita Nwosu' }));
    expect(router.state.location.pathname).toBe('/admin/booking-details');
    expect(router.state.location.search).toBe('?id=6f1c2d3e-0000-4000-8000-000000000001');
  });

  it('filters by status through the URL, which the server is asked for', async () => {
    const returned = buildBooking({
      id: 'b2',
      code: 'LT100200',
      status: 'RETURNED',
      overdue: false,
      pickupDate: '2026-06-12T08:05:00.000Z',
    });
    const { router } = renderPage([bookings({}, [buildBooking()]), bookings({ status: 'RETURNED' }, [returned])]);
    await screen.findByRole('row', { name: /LT482913/ });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Any status',
      'Awaiting payment',
      'Requested',
      'Confirmed',
      'Picked up',
      'Returned',
      'Not returned',
      'Cancelled',
      'Expired unpaid',
      'Declined',
    ]);
    // The URL (and the CSV export) names the status as the data does; the query takes the enum's name.
    fireEvent.change(status, { target: { value: 'returned' } });
    expect(router.state.location.search).toBe('?status=returned');
    const row = await screen.findByRole('row', { name: /LT100200/ });
    expect(within(row).getByText('Returned')).toBeTruthy();
    expect(within(row).getByText('Return confirmed by the owner')).toBeTruthy();
    expect(screen.queryByRole('row', { name: /LT482913/ })).toBeNull();
  });

  it('shows one tool’s bookings when asked by its id, with the way back to every tool', async () => {
    renderPage(
      [bookings({ toolId: 'tool-1', status: 'CONFIRMED' }, [buildBooking({ status: 'CONFIRMED', overdue: false })])],
      '/admin/all-rental-bookings?toolId=tool-1&status=confirmed',
    );
    // Named once the first page has arrived ('one tool' until then).
    const name = await screen.findByText('Angle grinder', { selector: 'strong' });
    expect(name.closest('p')?.textContent).toBe('Showing the bookings of Angle grinder only. Show every tool');
    expect(screen.getByRole('link', { name: 'Show every tool' }).getAttribute('href')).toBe(
      '/admin/all-rental-bookings?status=confirmed',
    );
  });
});
