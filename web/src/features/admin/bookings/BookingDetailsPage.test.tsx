import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminBookingDetailsDocument } from '../../../gql/graphql';
import { stubGraphQLFetch } from '../../../test/fake-api';
import { renderAt } from '../../../test/utils';
import { BookingDetailsPage, firstPhoto } from './BookingDetailsPage';

const ID = '6f1c2d3e-0000-4000-8000-000000000001';

const tool = {
  __typename: 'BookingTool' as const,
  id: 'tool-1',
  name: 'Angle grinder',
  coverImage: 'null',
  image1: '/uploads/grinder.png',
  image2: null,
  image3: null,
  image4: null,
  categoryName: 'Workshop',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Ikeja',
  address: '4 Allen Avenue',
};

const money = (cents: number, currency = 'USD', sign = '$') => ({
  __typename: 'Money' as const,
  amount: cents,
  currency,
  formatted: `${sign}${(cents / 100).toFixed(2)}`,
});

const booking = {
  __typename: 'Booking' as const,
  id: ID,
  code: 'LT482913',
  status: 'RETURNED' as const,
  quantity: 2,
  startDate: '2026-06-12',
  startTime: '09:00',
  endDate: '2026-06-14',
  endTime: '19:15',
  // The tool's zone: every time of the booking reads on its clocks, with its name.
  timeZone: 'Africa/Lagos',
  rentalCircle: 'DAILY' as const,
  billedMinutes: 3 * 1440,
  price: money(2000),
  amount: money(12000),
  pickupDate: '2026-06-12T08:05:00.000Z',
  returnedAt: '2026-06-14T18:00:00.000Z',
  cancelledAt: null,
  refundStatus: null,
  outcomeLabel: null,
  refund: null,
  notReturned: false,
  disputes: [],
  overdue: false,
  createdAt: '2026-06-01T10:00:00.000Z',
  tool,
  renter: { __typename: 'BookingPerson' as const, id: 'user-renter', firstName: 'Rita', lastName: 'Nwosu' },
  owner: { __typename: 'BookingPerson' as const, id: 'user-owner', firstName: 'Olu', lastName: 'Adeyemi' },
};

const details = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: AdminBookingDetailsDocument, variables: { id: ID } },
  result,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAt(
    <MockedProvider mocks={mocks}>
      <BookingDetailsPage />
    </MockedProvider>,
    `/admin/booking-details?id=${ID}`,
  );
}

/** The value next to a label of the details list. */
function detail(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((t) => t.textContent === label);
  if (!term) throw new Error(`no detail ${label}`);
  return term.nextElementSibling as HTMLElement;
}

function siteWithCurrency(currency: string) {
  stubGraphQLFetch(() => Response.json({ data: { site: { __typename: 'SiteConfig', currency } } }));
}

describe('Booking details', () => {
  it('shows every field of the booking with its tool photo, amounts as the API writes them', async () => {
    siteWithCurrency('USD');
    renderPage([details({ data: { booking } })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Angle grinder' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking details' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Angle grinder' }).getAttribute('src')).toBe('/uploads/grinder.png');
    expect(detail('Booking code').textContent).toBe('LT482913');
    expect(detail('Booking id').textContent).toBe(ID);
    expect(detail('Status').textContent).toBe('Returned');
    expect(detail('Start').textContent).toBe('12 Jun 2026, 9.00 AM GMT+1');
    expect(detail('Returning').textContent).toBe('14 Jun 2026, 7.15 PM GMT+1');
    expect(detail('Period charged').textContent).toBe('3 days');
    expect(detail('Quantity').textContent).toBe('2');
    expect(detail('Price').textContent).toBe('$20.00 / day');
    await screen.findByText('$120.00');
    expect(detail('Amount').textContent).toBe('$120.00');
    expect(detail('Pickup date').textContent).toBe('12 Jun 2026, 9.05 AM GMT+1');
    expect(detail('Returned at').textContent).toBe('14 Jun 2026, 7.00 PM GMT+1');
    expect(detail('Return').textContent).toBe('Return confirmed by the owner');
    expect(detail('Refund').textContent).toBe('No refund');
    expect(detail('Cancelled at').textContent).toBe('—');
    expect(detail('Overdue').textContent).toBe('No');
    expect(detail('Pickup place').textContent).toBe('4 Allen Avenue, Ikeja, Lagos, Nigeria');
    expect(detail('Booked').textContent).toBe('1 Jun 2026, 11.00 AM GMT+1');
  });

  it('links to the renter’s and the owner’s accounts, the tool page and the tool’s other bookings', async () => {
    siteWithCurrency('USD');
    renderPage([details({ data: { booking } })]);
    await screen.findByRole('heading', { level: 2, name: 'Angle grinder' });
    const href = (name: string, scope: HTMLElement = document.body) =>
      within(scope).getByRole('link', { name }).getAttribute('href');
    expect(href('Rita Nwosu', detail('Renter'))).toBe('/admin/user-details?id=user-renter');
    expect(href('Olu Adeyemi', detail('Owner'))).toBe('/admin/user-details?id=user-owner');
    expect(href('Angle grinder', detail('Tool'))).toBe('/tools/angle-grinder-tool-1');
    const related = screen.getByRole('navigation', { name: 'Related' });
    expect(href('Renter: Rita Nwosu', related)).toBe('/admin/user-details?id=user-renter');
    expect(href('Owner: Olu Adeyemi', related)).toBe('/admin/user-details?id=user-owner');
    expect(href('Tool page: Angle grinder', related)).toBe('/tools/angle-grinder-tool-1');
    expect(href('Every booking of this tool', related)).toBe('/admin/all-rental-bookings?toolId=tool-1');
    // Read-only: administrators do not confirm pickups or returns.
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('marks an overdue booking and shows amounts in another configured currency', async () => {
    siteWithCurrency('NGN');
    const naira = {
      price: money(2000, 'NGN', '₦'),
      amount: money(12000, 'NGN', '₦'),
    };
    renderPage([
      details({
        data: { booking: { ...booking, ...naira, status: 'PICKED_UP', overdue: true, returnedAt: null } },
      }),
    ]);
    await screen.findByText('₦120.00');
    expect(detail('Price').textContent).toBe('₦20.00 / day');
    expect(detail('Overdue').textContent).toBe('Yes: the return time has passed');
    expect(detail('Return').textContent).toBe('With the renter');
    expect(detail('Returned at').textContent).toBe('Not returned yet');
    expect(screen.getByText('Overdue', { selector: '.status-badge' })).toBeTruthy();
  });

  it("writes the booking's times on its tool's clocks, naming the zone, whatever the browser's zone", async () => {
    siteWithCurrency('USD');
    renderPage([details({ data: { booking } })]);
    await screen.findByRole('heading', { level: 2, name: 'Angle grinder' });
    expect(detail('Start').textContent).toBe('12 Jun 2026, 9.00 AM GMT+1');
    expect(detail('Returning').textContent).toBe('14 Jun 2026, 7.15 PM GMT+1');
    expect(detail('Pickup date').textContent).toBe('12 Jun 2026, 9.05 AM GMT+1');
    expect(detail('Returned at').textContent).toBe('14 Jun 2026, 7.00 PM GMT+1');
    expect(detail('Booked').textContent).toBe('1 Jun 2026, 11.00 AM GMT+1');
  });

  it('says what was refunded as the ledger has it, not as the cancellation left it', async () => {
    siteWithCurrency('USD');
    // Returned, and the deposit went back after the dispute window: no cancellation, yet a refund.
    const depositBack = {
      __typename: 'BookingRefund' as const,
      status: null,
      rental: money(0),
      deposit: money(2500),
      total: money(2500),
      rentalPercent: 0,
      inFull: false,
    };
    renderPage([details({ data: { booking: { ...booking, refund: depositBack } } })]);
    await screen.findByRole('heading', { level: 2, name: 'Angle grinder' });
    expect(detail('Refund').textContent).toBe('Refunded the $25.00 deposit');
  });

  it('a half refund is a refund in part, with its amounts', async () => {
    siteWithCurrency('USD');
    const half = {
      __typename: 'BookingRefund' as const,
      status: 'REFUNDED' as const,
      rental: money(6000),
      deposit: money(2500),
      total: money(8500),
      rentalPercent: 50,
      inFull: false,
    };
    renderPage([
      details({
        data: {
          booking: {
            ...booking,
            status: 'CANCELLED',
            outcomeLabel: 'Cancelled by the renter',
            refundStatus: 'REFUNDED',
            refund: half,
            cancelledAt: '2026-06-05T10:00:00.000Z',
          },
        },
      }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Angle grinder' });
    expect(detail('Refund').textContent).toBe('Refunded $60.00 of the $120.00 rental (50%) and the $25.00 deposit');
    expect(detail('Status').textContent).toBe('Cancelled by the renter');
  });

  it('a request nobody answered reads as expired, not declined', async () => {
    siteWithCurrency('USD');
    renderPage([
      details({
        data: {
          booking: {
            ...booking,
            status: 'DECLINED',
            outcomeLabel: 'Request expired (not answered in time)',
            pickupDate: null,
            returnedAt: null,
          },
        },
      }),
    ]);
    await screen.findByRole('heading', { level: 2, name: 'Angle grinder' });
    expect(detail('Status').textContent).toBe('Request expired (not answered in time)');
    expect(screen.getByText('Request expired (not answered in time)', { selector: '.status-badge' })).toBeTruthy();
  });

  it('says plainly when the booking does not exist', async () => {
    siteWithCurrency('USD');
    renderPage([
      details({
        errors: [new GraphQLError('The booking was not found', { extensions: { code: 'NOT_FOUND' } })],
      }),
    ]);
    expect(await screen.findByText('The booking was not found')).toBeTruthy();
  });

  it('takes the first real photo, skipping empty slots and the text null', () => {
    expect(firstPhoto(tool)).toBe('/uploads/grinder.png');
    expect(firstPhoto({ ...tool, coverImage: '/uploads/cover.png' })).toBe('/uploads/cover.png');
    expect(firstPhoto({ ...tool, image1: ' null ' })).toBeNull();
  });
});
