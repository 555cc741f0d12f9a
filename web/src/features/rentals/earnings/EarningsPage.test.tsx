import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyEarningsDocument, RequestPayoutDocument, StartStripeOnboardingDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { EarningsPage } from './EarningsPage';

const money = (amount: number) => ({
  __typename: 'Money' as const,
  amount,
  decimal: (amount / 100).toFixed(2),
  formatted: `$${(amount / 100).toFixed(2)}`,
});

function earnings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Earnings' as const,
    pending: money(3600),
    available: money(7200),
    inTransit: money(0),
    paid: money(1000),
    minimumPayout: money(100),
    disputeWindowHours: 48,
    platformFeePercent: '10',
    payoutMethod: 'BANK',
    payoutAccount: {
      __typename: 'PayoutAccount' as const,
      method: 'BANK',
      accountName: 'Musa Bello',
      bankName: 'Access Bank',
      accountNumberMasked: '••••6789',
      bankCode: '044',
      stripeConnected: false,
      stripeDetailsSubmitted: false,
      stripePayoutsEnabled: false,
      stripeRequirementsDue: [],
    },
    bookings: {
      __typename: 'EarningBookingPage' as const,
      total: 2,
      page: 1,
      pageSize: 20,
      items: [
        {
          __typename: 'EarningBooking' as const,
          bookingId: 'b-1',
          bookingCode: 'LT111111',
          toolName: 'Generator 5 kVA',
          amount: money(4000),
          fee: money(400),
          earning: money(3600),
          status: 'AVAILABLE',
          availableFrom: '2026-11-20T10:00:00.000Z',
        },
        {
          __typename: 'EarningBooking' as const,
          bookingId: 'b-2',
          bookingCode: 'LT222222',
          toolName: 'Hammer drill',
          amount: money(4000),
          fee: money(400),
          earning: money(3600),
          status: 'PENDING',
          availableFrom: null,
        },
      ],
    },
    payouts: {
      __typename: 'PayoutPage' as const,
      total: 1,
      page: 1,
      pageSize: 20,
      items: [
        {
          __typename: 'Payout' as const,
          id: 'p-1',
          amount: money(1000),
          status: 'PAID',
          method: 'BANK',
          reference: 'FT123',
          failureMessage: null,
          createdAt: '2026-11-10T10:00:00.000Z',
          paidAt: '2026-11-11T10:00:00.000Z',
        },
      ],
    },
    ...overrides,
  };
}

const VARIABLES = { bookingsPage: { page: 1, pageSize: 20 }, payoutsPage: { page: 1, pageSize: 20 } };
const query = (data = earnings()): MockLink.MockedResponse => ({
  request: { query: MyEarningsDocument, variables: VARIABLES },
  result: { data: { myEarnings: data } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderAt(
    <MockedProvider mocks={mocks}>
      <EarningsPage />
    </MockedProvider>,
    '/user/earnings',
  );
}

describe('EarningsPage', () => {
  it('shows the balances, each booking, the payouts and the masked bank account', async () => {
    renderPage([query()]);
    const tiles = await screen.findByRole('list', { name: 'Your balances' });
    expect(within(tiles).getByText('Available').parentElement?.textContent).toContain('$72.00');
    expect(within(tiles).getByText('Pending').parentElement?.textContent).toContain('$36.00');
    expect(screen.getByText('LT111111').closest('tr')?.textContent).toContain('Available');
    expect(screen.getByText('LT222222').closest('tr')?.textContent).toContain('After the return');
    expect(screen.getByText('••••6789')).toBeTruthy();
    expect(screen.getByText('FT123')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Withdraw available balance ($72.00)' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('withdraws the available balance and says where the money goes', async () => {
    renderPage([
      query(),
      {
        request: { query: RequestPayoutDocument, variables: { amount: null } },
        result: {
          data: {
            requestPayout: {
              __typename: 'Payout',
              id: 'p-2',
              status: 'PENDING',
              method: 'BANK',
              amount: money(7200),
            },
          },
        },
      },
      query(earnings({ available: money(0), inTransit: money(7200) })),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw available balance ($72.00)' }));
    expect(await screen.findByText(/\$72\.00 is set aside for you/)).toBeTruthy();
  });

  it('asks for bank details before a withdrawal when none are saved', async () => {
    renderPage([query(earnings({ payoutAccount: null }))]);
    expect(await screen.findByLabelText(/Account number or IBAN/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Withdraw available balance/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByText(/Set up how you are paid below/)).toBeTruthy();
  });

  it('offers Stripe onboarding when owners are paid through Stripe Connect', async () => {
    renderPage([
      query(earnings({ payoutMethod: 'STRIPE', payoutAccount: null })),
      {
        request: { query: StartStripeOnboardingDocument },
        result: { data: { startStripeOnboarding: { __typename: 'StripeOnboardingLink', url: 'about:blank' } } },
      },
    ]);
    expect(await screen.findByText('Not set up yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up payouts with Stripe' })).toBeTruthy();
  });
});
