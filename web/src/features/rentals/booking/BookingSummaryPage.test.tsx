import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingSummaryHref } from '../../../config/paths';
import { BookingSummaryDocument, PaymentSettingsDocument } from '../../../gql/graphql';
import { renderAt, signInAs } from '../../../test/utils';
import { BookingSummaryPage } from './BookingSummaryPage';

const PERIOD = { startDate: '2026-12-10', startTime: '09:00', endDate: '2026-12-12', endTime: '09:00' };

const money = (amount: number) => ({
  __typename: 'Money' as const,
  amount,
  currency: 'USD',
  formatted: `$${(amount / 100).toFixed(2)}`,
});

function summary(
  mode: 'INSTANT' | 'REQUEST',
  refundDeadlines: { percent: number; until: string }[],
  discountPercent = 0,
) {
  return {
    request: { query: BookingSummaryDocument, variables: { toolId: 'tool-1', period: PERIOD } },
    result: {
      data: {
        tool: {
          __typename: 'Tool',
          id: 'tool-1',
          name: 'Generator 5 kVA',
          price: money(2000),
          rentalCircle: 'DAILY',
          coverImage: null,
          city: 'Ikeja',
          timeZone: 'Africa/Lagos',
          bookingMode: mode,
          deposit: { __typename: 'Money', amount: 1500 },
        },
        bookingSettings: { __typename: 'BookingSettings', requestResponseHours: 24 },
        bookingQuote: {
          __typename: 'BookingQuote',
          free: 1,
          startsAt: '2026-12-10T08:00:00.000Z',
          billedMinutes: 2 * 1440,
          rentalCircle: 'DAILY',
          unitAmount: money(4000 - (4000 * discountPercent) / 100),
          discountPercent,
          fullUnitAmount: { __typename: 'Money', amount: 4000 },
          requestDeadline: mode === 'REQUEST' ? '2026-11-27T19:06:00.000Z' : null,
          cancellationTerms: {
            __typename: 'CancellationTerms',
            policy: 'FLEXIBLE',
            summary: 'Full refund until 24 hours before the start, half after that.',
            refundDeadlines: refundDeadlines.map((d) => ({ __typename: 'RefundDeadline', ...d })),
          },
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

const settings: MockLink.MockedResponse = {
  request: { query: PaymentSettingsDocument },
  result: {
    data: {
      paymentSettings: { __typename: 'PaymentSettings', provider: 'TEST', publishableKey: null },
    },
  },
};

function renderSummary(mocks: MockLink.MockedResponse[]) {
  signInAs();
  renderAt(
    <MockedProvider mocks={mocks}>
      <BookingSummaryPage />
    </MockedProvider>,
    bookingSummaryHref({ toolId: 'tool-1', ...PERIOD, quantity: 1 }),
  );
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

describe('Your Booking Summary', () => {
  it('shows the cancellation policy in words and the refund deadlines before the renter pays', async () => {
    renderSummary([
      summary('INSTANT', [
        { percent: 100, until: '2026-12-09T08:00:00.000Z' },
        { percent: 50, until: '2026-12-10T08:00:00.000Z' },
      ]),
    ]);
    const terms = await screen.findByRole('region', { name: 'If you cancel' });
    expect(terms.textContent).toContain(
      'Flexible cancellation policy: Full refund until 24 hours before the start, half after that.',
    );
    expect(terms.textContent).toContain(
      'Cancel by Wed, 9 Dec 2026, 9.00 AM GMT+1 for a refund in full, or by Thu, 10 Dec 2026, 9.00 AM GMT+1 for a refund in part (50%).',
    );
    expect(terms.textContent).toContain('The deposit always comes back in full.');
  });

  it("a request's summary says so too, with the owner's deadline the server computed", async () => {
    renderSummary([summary('REQUEST', []), settings]);
    const terms = await screen.findByRole('region', { name: 'If you cancel' });
    expect(terms.textContent).toContain('A cancellation would refund nothing of the rental.');
    expect(screen.getByText(/The owner has until/).textContent).toContain('until 27 Nov 2026, 8.06 PM GMT+1 to accept');
  });

  it('shows the full price and the discount of a longer rental before the rental and the total', async () => {
    renderSummary([summary('INSTANT', [], 10)]);
    const discount = await screen.findByText('Discount for a longer rental (10%)');
    expect(discount.nextElementSibling?.textContent).toBe('−$4.00');
    expect(screen.getByText('Rental at the full price').nextElementSibling?.textContent).toBe('$40.00');
    expect(screen.getByText('Rental').nextElementSibling?.textContent).toBe('$36.00');
    // $36.00 rental and the $15.00 deposit.
    expect(screen.getByText('Payment due').nextElementSibling?.textContent).toBe('$51.00');
  });
});
