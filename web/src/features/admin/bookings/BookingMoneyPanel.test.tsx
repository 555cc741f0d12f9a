import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/utils';
import { AdminBookingLedgerDocument } from '../../../gql/graphql';
import { BookingMoneyPanel } from './BookingMoneyPanel';

const ID = '6f1c2d3e-0000-4000-8000-000000000001';
const money = (cents: number) => ({
  __typename: 'Money' as const,
  amount: cents,
  formatted: `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toFixed(2)}`,
});
const entry = (id: string, kind: string, cents: number, key: string, providerRef: string | null = null) => ({
  __typename: 'LedgerEntry' as const,
  id,
  kind,
  amount: money(cents),
  key,
  providerRef,
  createdAt: '2026-06-01T10:00:00.000Z',
});

const mocks: MockLink.MockedResponse[] = [
  {
    request: { query: AdminBookingLedgerDocument, variables: { id: ID } },
    result: {
      data: {
        booking: {
          __typename: 'Booking',
          id: ID,
          ledger: {
            __typename: 'BookingLedger',
            entries: [
              entry('e1', 'CHARGE', 14500, `charge:${ID}`),
              entry('e2', 'OWNER_EARNING', 10800, `earning:${ID}`),
              entry('e3', 'PLATFORM_FEE', 1200, `fee:${ID}`),
              entry('e4', 'DEPOSIT_HELD', 2500, `deposit:${ID}`),
              entry('e5', 'DEPOSIT_RELEASED', -2500, `deposit-release:${ID}`),
              entry('e6', 'REFUND', -2500, `deposit-refund:${ID}`, 're_123'),
            ],
            totals: [
              { __typename: 'LedgerTotal', kind: 'CHARGE', amount: money(14500) },
              { __typename: 'LedgerTotal', kind: 'REFUND', amount: money(-2500) },
              { __typename: 'LedgerTotal', kind: 'OWNER_EARNING', amount: money(10800) },
              { __typename: 'LedgerTotal', kind: 'PLATFORM_FEE', amount: money(1200) },
              { __typename: 'LedgerTotal', kind: 'DEPOSIT_HELD', amount: money(2500) },
              { __typename: 'LedgerTotal', kind: 'DEPOSIT_RELEASED', amount: money(-2500) },
            ],
            deposit: money(2500),
            depositStatus: 'RELEASED',
            depositSettledAt: '2026-06-16T18:00:00.000Z',
          },
          conditionPhotos: [
            {
              __typename: 'ConditionPhoto',
              id: 'p1',
              stage: 'RETURN',
              url: '/uploads/return.png',
              note: 'Dent on the case',
              uploadedBy: 'OWNER',
              createdAt: '2026-06-14T18:00:00.000Z',
            },
          ],
        },
      },
    },
  },
];

describe("the admin booking page's money", () => {
  it('shows a total per kind, every entry with its key and reference, the deposit and the photos', async () => {
    render(
      <MockedProvider mocks={mocks}>
        <BookingMoneyPanel bookingId={ID} timeZone="Africa/Lagos" />
      </MockedProvider>,
    );
    const totals = await screen.findByRole('table', { name: 'Ledger totals per kind' });
    expect(within(totals).getByRole('row', { name: 'Charge $145.00' })).toBeTruthy();
    expect(within(totals).getByRole('row', { name: 'Deposit released -$25.00' })).toBeTruthy();
    const entries = screen.getByRole('table', { name: 'Ledger entries, oldest first' });
    expect(within(entries).getAllByRole('row')).toHaveLength(7);
    expect(within(entries).getByText('re_123')).toBeTruthy();
    expect(within(entries).getByText(`deposit-refund:${ID}`)).toBeTruthy();
    expect(screen.getByText(/Released: going or gone back to the renter/)).toBeTruthy();
    const photo = screen.getByRole('link', { name: /Open photo \(new tab\): At the return, by the owner/ });
    expect(photo.getAttribute('href')).toBe('/uploads/return.png');
    expect(screen.getByText('“Dent on the case”')).toBeTruthy();
  });
});
