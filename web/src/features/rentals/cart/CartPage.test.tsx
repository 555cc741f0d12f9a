import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import {
  CartDocument,
  CheckoutDocument,
  PaymentSettingsDocument,
  ReleaseHoldDocument,
  ResumePaymentDocument,
} from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { CartPage } from './CartPage';

const UNAVAILABLE = 'Card payment is not available yet';

const usd = (cents: number) => ({
  __typename: 'Money' as const,
  amount: cents,
  decimal: (cents / 100).toFixed(2),
  formatted: `$${(cents / 100).toFixed(2)}`,
});

const cart: MockLink.MockedResponse = {
  request: { query: CartDocument },
  result: {
    data: {
      cart: {
        __typename: 'Cart',
        totalQuantity: 1,
        rentalAmount: usd(4000),
        depositAmount: usd(0),
        totalAmount: usd(4000),
        lines: [
          {
            __typename: 'CartLine',
            id: 'line-1',
            startDate: '2026-12-10',
            startTime: '09:00',
            endDate: '2026-12-12',
            endTime: '09:00',
            quantity: 1,
            price: { __typename: 'Money', formatted: '$20.00' },
            billedMinutes: 2 * 1440,
            unitAmount: { __typename: 'Money', formatted: '$40.00' },
            total: { __typename: 'Money', formatted: '$40.00' },
            deposit: { __typename: 'Money', amount: 0, formatted: '$0.00' },
            problem: null,
            cancellationTerms: {
              __typename: 'CancellationTerms',
              policy: 'MODERATE',
              summary: 'Full refund until 3 days before the start, half until 24 hours before, nothing after.',
              refundDeadlines: [
                { __typename: 'RefundDeadline', percent: 100, until: '2026-12-07T08:00:00.000Z' },
                { __typename: 'RefundDeadline', percent: 50, until: '2026-12-09T08:00:00.000Z' },
              ],
            },
            tool: {
              __typename: 'Tool',
              id: 'tool-1',
              name: 'Hammer drill',
              rentalCircle: 'DAILY',
              coverImage: null,
              city: 'Ikeja',
              timeZone: 'Africa/Lagos',
            },
          },
        ],
        pendingPayment: null,
      },
    },
  },
};

const settings = (provider: string): MockLink.MockedResponse => ({
  request: { query: PaymentSettingsDocument },
  result: {
    data: { paymentSettings: { __typename: 'PaymentSettings', provider, publishableKey: null } },
  },
});

function renderCart(mocks: MockLink.MockedResponse[]) {
  renderAt(
    <MockedProvider mocks={mocks}>
      <CartPage />
    </MockedProvider>,
    paths.user.cart,
  );
}

// The page asks for the site's currency without Apollo; here the API is unreachable ($ is the default).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

describe('Cart payment', () => {
  it('tells the renter card payment is not available yet, and offers no card form or Pay', async () => {
    renderCart([cart, settings('DISABLED')]);
    const notice = await screen.findByText(UNAVAILABLE);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const pay = screen.getByRole('button', { name: 'Pay $40.00' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the test card form and Pay when the test provider is on', async () => {
    renderCart([cart, settings('TEST')]);
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay $40.00' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('shows the notice in place of the card form when checkout says payments were switched off', async () => {
    const refused: MockLink.MockedResponse = {
      // The total as the server wrote it: exact decimal text, never a float.
      request: { query: CheckoutDocument, variables: { expectedTotal: '40.00' } },
      result: {
        errors: [
          new GraphQLError('Card payment is not available yet, so bookings cannot be paid for at the moment.', {
            extensions: { code: 'PAYMENTS_UNAVAILABLE' },
          }),
        ],
      },
    };
    // After a refused checkout the page asks for the cart again, and for the payment settings.
    renderCart([cart, settings('TEST'), refused, cart, settings('DISABLED')]);
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/31' } });
    fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $40.00' }));

    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Card number')).toBeNull());
    expect((screen.getByRole('button', { name: 'Pay $40.00' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Before paying', () => {
  it("says each line's cancellation policy and until when a cancellation is refunded, on the tool's clocks", async () => {
    renderCart([cart, settings('TEST')]);
    const line = (await screen.findByRole('heading', { name: 'Hammer drill' })).closest('article')!;
    expect(line.textContent).toContain(
      'Moderate cancellation policy: Full refund until 3 days before the start, half until 24 hours before, nothing after.',
    );
    expect(line.textContent).toContain(
      'Cancel by Mon, 7 Dec 2026, 9.00 AM GMT+1 for a refund in full, or by Wed, 9 Dec 2026, 9.00 AM GMT+1 for a refund in part (50%).',
    );
  });
});

/** The same cart while the renter's own earlier payment still holds it (or, `matchesCart: false`, other lines). */
function heldCart(matchesCart: boolean, minutesLeft = 11.5): MockLink.MockedResponse {
  const data = (cart.result as { data: { cart: Record<string, unknown> } }).data;
  return {
    request: { query: CartDocument },
    result: {
      data: {
        cart: {
          ...data.cart,
          pendingPayment: {
            __typename: 'PendingPayment',
            paymentId: 'pay-1',
            holdExpiresAt: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
            amount: { __typename: 'Money', formatted: matchesCart ? '$40.00' : '$25.00' },
            matchesCart,
            toolNames: ['Hammer drill'],
          },
        },
      },
    },
  };
}

async function fillCard() {
  fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
  fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/31' } });
  fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
}

describe("The renter's own unfinished payment", () => {
  it('shows the held dates as theirs with the time left, and resumes the same payment', async () => {
    const confirmCard = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => {
      if (String(url).endsWith('/api/payment/test-provider/confirm'))
        return new Response(JSON.stringify({ status: 'succeeded' }), { status: 200 });
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', confirmCard);
    const resumed: MockLink.MockedResponse = {
      request: { query: ResumePaymentDocument, variables: { paymentId: 'pay-1' } },
      result: {
        data: {
          resumePayment: {
            __typename: 'Payment',
            id: 'pay-1',
            paid: false,
            clientSecret: 'pi_test_1_secret_1',
            amount: { __typename: 'Money', amount: 4000, formatted: '$40.00' },
          },
        },
      },
    };
    renderCart([heldCart(true), settings('TEST'), resumed]);

    expect(await screen.findByRole('heading', { name: 'Your payment for these tools was not finished' })).toBeTruthy();
    expect(screen.getByText('12 more minutes')).toBeTruthy();
    // The line is not reported unavailable, and Pay is the resume of the same payment.
    expect(screen.queryByText(/not available/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay / })).toBeNull();
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Resume payment' }));

    expect(await screen.findByText('Navigated away')).toBeTruthy();
    const [, init] = confirmCard.mock.calls.find(([url]) => String(url).endsWith('/test-provider/confirm'))!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ clientSecret: 'pi_test_1_secret_1' });
  });

  it('releases the hold only once the renter confirms, then offers Pay again', async () => {
    const release: MockLink.MockedResponse = {
      request: { query: ReleaseHoldDocument, variables: { paymentId: 'pay-1' } },
      result: { data: { releaseHold: { __typename: 'Payment', id: 'pay-1', paid: false } } },
    };
    renderCart([heldCart(true), settings('TEST'), release, cart]);
    fireEvent.click(await screen.findByRole('button', { name: 'Release' }));
    const confirm = screen.getByRole('group', { name: 'Release the hold?' });
    expect(confirm.textContent).toContain('free for everyone at once');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the hold' }));
    expect(screen.queryByRole('group', { name: 'Release the hold?' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, release it' }));
    expect(await screen.findByText(/The hold is released and nothing was charged/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /was not finished/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Pay $40.00' })).toBeTruthy();
  });

  it('says so when the cart changed since the hold, and Pay starts a new checkout', async () => {
    renderCart([heldCart(false), settings('TEST')]);
    expect(await screen.findByRole('heading', { name: 'Your earlier payment was not finished' })).toBeTruthy();
    expect(screen.getByText(/Hammer drill \(\$25\.00\) is held for you for/)).toBeTruthy();
    expect(screen.getByText(/paying now releases that hold/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay $40.00' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume payment' })).toBeNull();
  });

  it('announces the last two minutes once, and never the seconds', async () => {
    renderCart([heldCart(true, 1.5), settings('TEST')]);
    await screen.findByRole('heading', { name: 'Your payment for these tools was not finished' });
    const live = document.querySelector('.held-payment [aria-live="polite"]');
    expect(live?.textContent).toBe('2 more minutes to finish your payment.');
    // The clock that ticks every second is hidden from assistive technology.
    expect(document.querySelector('.held-payment__clock')?.getAttribute('aria-hidden')).toBe('true');
  });
});
