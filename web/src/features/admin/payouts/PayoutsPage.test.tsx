import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkPayoutPaidDocument, PayoutQueueDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { PayoutsPage } from './PayoutsPage';

function payout(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AdminPayout' as const,
    id: 'p-1',
    status: 'PENDING',
    method: 'BANK',
    amount: { __typename: 'Money' as const, formatted: '$72.00' },
    reference: null,
    failureMessage: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: null,
    ownerName: 'Musa Bello',
    ownerEmail: 'musa@example.com',
    accountName: 'Musa Bello',
    bankName: 'Access Bank',
    accountNumber: '0123456789',
    bankCode: '044',
    stripeAccountId: null,
    awaitsBankTransfer: true,
    transferUnderWay: false,
    ...overrides,
  };
}

const queue = (items: ReturnType<typeof payout>[]): MockLink.MockedResponse => ({
  request: { query: PayoutQueueDocument, variables: { page: { page: 1, pageSize: 25 }, status: null } },
  result: {
    data: {
      payoutQueue: { __typename: 'AdminPayoutPage', total: items.length, page: 1, pageSize: 25, items },
    },
  },
});

describe('PayoutsPage', () => {
  it('shows the full bank details and marks a bank payout paid with its reference', async () => {
    renderAt(
      <MockedProvider
        mocks={[
          queue([payout()]),
          {
            request: { query: MarkPayoutPaidDocument, variables: { payoutId: 'p-1', reference: 'FT2611' } },
            result: {
              data: {
                markPayoutPaid: {
                  __typename: 'Payout',
                  id: 'p-1',
                  status: 'PAID',
                  reference: 'FT2611',
                  paidAt: '2026-11-24T10:00:00.000Z',
                },
              },
            },
          },
          queue([
            payout({
              status: 'PAID',
              reference: 'FT2611',
              paidAt: '2026-11-24T10:00:00.000Z',
              awaitsBankTransfer: false,
            }),
          ]),
        ]}
      >
        <PayoutsPage />
      </MockedProvider>,
      '/admin/payouts',
    );
    expect(await screen.findByText('0123456789')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid: Musa Bello, $72.00' }));
    fireEvent.change(screen.getByLabelText(/Bank reference/), { target: { value: 'FT2611' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm paid: Musa Bello, $72.00' }));
    expect(await screen.findByText(/Marked paid: Musa Bello, \$72\.00/)).toBeTruthy();
  });
});
