import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import '../../../test/utils';
import { ClaimDamageDocument, type BookingDisputeFieldsFragment } from '../../../gql/graphql';
import { BookingDisputePanel } from './BookingDisputePanel';

const money = (amount: number) => ({
  amount,
  decimal: (amount / 100).toFixed(2),
  formatted: `$${(amount / 100).toFixed(2)}`,
});

const booking = (overrides: Partial<BookingDisputeFieldsFragment> = {}): BookingDisputeFieldsFragment => ({
  id: 'booking-1',
  viewerRole: 'OWNER',
  timeZone: 'Africa/Lagos',
  disputeWindowEndsAt: '2026-06-14T08:00:00.000Z',
  damageClaimLimit: money(5000),
  canOpenDispute: false,
  disputes: [],
  ...overrides,
});

const decided = {
  id: 'dispute-1',
  kind: 'DAMAGE' as const,
  openedBy: 'OWNER' as const,
  status: 'DECIDED' as const,
  reason: 'The pull cord is torn',
  claim: { formatted: '$40.00' },
  refundToRenter: { amount: 0, formatted: '$0.00' },
  awardToOwner: { amount: 2500, formatted: '$25.00' },
  decisionNote: 'The return photos show the torn cord.',
  decidedAt: '2026-06-13T10:00:00.000Z',
  createdAt: '2026-06-12T10:00:00.000Z',
};

function renderPanel(b: BookingDisputeFieldsFragment, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <main>
        <BookingDisputePanel booking={b} />
      </main>
    </MockedProvider>,
  );
}

describe('disputes on the booking page', () => {
  it('shows nothing when there is no dispute and nothing may be reported', () => {
    renderPanel(booking({ damageClaimLimit: null }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('offers the owner a damage report up to the deposit, until the window ends, and shows the API’s refusal by the field', async () => {
    const mocks = [
      {
        request: {
          query: ClaimDamageDocument,
          variables: { bookingId: 'booking-1', amount: '60', reason: 'Torn cord' },
        },
        result: {
          errors: [
            new GraphQLError('You can claim at most the deposit, $50.00', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ path: 'amount', msg: 'You can claim at most the deposit, $50.00' }],
              },
            }),
          ],
        },
      },
    ];
    renderPanel(booking(), mocks);
    const form = screen.getByRole('form', { name: 'Report damage' });
    expect(form.textContent).toContain('The renter paid a deposit of $50.00');
    expect(form.textContent).toMatch(/until 14 Jun 2026/);
    fireEvent.change(within(form).getByLabelText(/Amount \(at most \$50\.00\)/), { target: { value: '60' } });
    fireEvent.change(within(form).getByLabelText(/What was damaged, and how/), { target: { value: 'Torn cord' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Report damage' }));
    await waitFor(() => expect(form.textContent).toContain('You can claim at most the deposit, $50.00'));
    expect(
      within(form)
        .getByLabelText(/Amount/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('shows both parties the decision in their own words', () => {
    const first = renderPanel(booking({ damageClaimLimit: null, disputes: [decided] }));
    const owner = screen.getByRole('region', { name: 'Damage and disputes' });
    expect(owner.textContent).toContain('$25.00 of the deposit is added to your earnings');
    expect(owner.textContent).toContain('The administrator wrote: “The return photos show the torn cord.”');
    expect(owner.textContent).toContain('Opened by you on 12 Jun 2026, 11.00 AM GMT+1.');

    first.unmount();
    renderPanel(booking({ viewerRole: 'RENTER', damageClaimLimit: null, disputes: [decided] }));
    const renter = screen.getByRole('region', { name: 'Problems and disputes' });
    expect(renter.textContent).toContain('$25.00 of the deposit goes to the owner');
    expect(renter.textContent).toContain('Opened by the owner');
  });

  it('asks the renter what the problem is about before sending it', async () => {
    renderPanel(booking({ viewerRole: 'RENTER', damageClaimLimit: null, canOpenDispute: true }));
    const form = screen.getByRole('form', { name: 'Report a problem' });
    fireEvent.click(within(form).getByRole('button', { name: 'Report a problem' }));
    expect(await within(form).findByText('Choose what the problem is about')).toBeTruthy();
  });
});
