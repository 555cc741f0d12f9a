import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { CartDocument, CheckoutDocument, PaymentSettingsDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { CartPage } from './CartPage';

const UNAVAILABLE = 'Card payment is not available yet';

const cart: MockLink.MockedResponse = {
  request: { query: CartDocument },
  result: {
    data: {
      cart: {
        __typename: 'Cart',
        totalQuantity: 1,
        totalAmount: 40,
        lines: [
          {
            __typename: 'CartLine',
            id: 'line-1',
            startDate: '2026-12-10',
            startTime: '09:00',
            endDate: '2026-12-12',
            endTime: '09:00',
            quantity: 1,
            price: 20,
            periodCount: 2,
            unitAmount: 40,
            total: 40,
            problem: null,
            tool: {
              __typename: 'Tool',
              id: 'tool-1',
              name: 'Hammer drill',
              rentalCircle: 'daily',
              coverImage: null,
              city: 'Ikeja',
            },
          },
        ],
      },
    },
  },
};

const settings = (provider: string): MockLink.MockedResponse => ({
  request: { query: PaymentSettingsDocument },
  result: {
    data: { paymentSettings: { __typename: 'PaymentSettings', provider, publishableKey: null, currency: 'USD' } },
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
    renderCart([cart, settings('disabled')]);
    const notice = await screen.findByText(UNAVAILABLE);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const pay = screen.getByRole('button', { name: 'Pay $40.00' });
    expect((pay as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers the test card form and Pay when the test provider is on', async () => {
    renderCart([cart, settings('test')]);
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pay $40.00' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });

  it('shows the notice in place of the card form when checkout says payments were switched off', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: CheckoutDocument, variables: { expectedTotal: 40 } },
      result: {
        errors: [
          new GraphQLError('Card payment is not available yet, so bookings cannot be paid for at the moment.', {
            extensions: { code: 'PAYMENTS_UNAVAILABLE' },
          }),
        ],
      },
    };
    // After a refused checkout the page asks for the cart again, and for the payment settings.
    renderCart([cart, settings('test'), refused, cart, settings('disabled')]);
    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/31' } });
    fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay $40.00' }));

    expect(await screen.findByText(UNAVAILABLE)).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('Card number')).toBeNull());
    expect((screen.getByRole('button', { name: 'Pay $40.00' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
