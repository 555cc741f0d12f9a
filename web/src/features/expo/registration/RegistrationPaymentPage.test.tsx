import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths';
import { PaymentSettingsDocument, PayRegistrationOrderDocument, RegistrationOrderDocument } from '../../../gql/graphql';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { renderMockedRoutes } from '../../../test/mocked-routes';
import { rememberPaymentToken } from './payment-token';
import { RegistrationPaymentPage } from './RegistrationPaymentPage';
import { RegistrationSuccessPage } from './RegistrationSuccessPage';

const TOKEN = 'tok_registration_order_0123456789abcdef';

const order = (state: string, failure: string | null = null): MockLink.MockedResponse => ({
  request: { query: RegistrationOrderDocument, variables: { token: TOKEN } },
  result: {
    data: {
      registrationOrder: {
        __typename: 'RegistrationOrder',
        state,
        email: 'amara@example.com',
        firstName: 'Amara',
        expiresAt: '2026-12-01T10:30:00.000Z',
        failure,
        amount: { __typename: 'Money', formatted: '₦25,000.00' },
        type: { __typename: 'RegistrationType', id: 'type-1', name: 'Trade visitor', nameFr: 'Visiteur professionnel' },
      },
    },
  },
});

const settings: MockLink.MockedResponse = {
  request: { query: PaymentSettingsDocument },
  result: { data: { paymentSettings: { __typename: 'PaymentSettings', provider: 'TEST', publishableKey: null } } },
};

const payAgain: MockLink.MockedResponse = {
  request: { query: PayRegistrationOrderDocument, variables: { token: TOKEN } },
  result: {
    data: {
      payRegistrationOrder: { __typename: 'RegistrationPaymentStep', paymentId: 'pay-2', clientSecret: 'pi_2_secret' },
    },
  },
};

function renderPage(mocks: MockLink.MockedResponse[], entry: string = paths.registrationPayment) {
  return renderMockedRoutes(
    [
      { path: paths.registrationPayment, element: <RegistrationPaymentPage /> },
      { path: paths.registrationSuccess, element: <RegistrationSuccessPage /> },
      { path: paths.registration, element: <p>The registration form</p> },
    ],
    entry,
    mocks,
  );
}

afterEach(() => sessionStorage.clear());

describe('RegistrationPaymentPage', () => {
  it('says there is nothing to pay when no registration waits in this tab', async () => {
    stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
    renderPage([]);
    expect(await screen.findByText('Nothing to pay here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register again' }).getAttribute('href')).toBe(paths.registration);
  });

  it('shows what is paid for and why the last card failed, pays again, then shows the registration paid', async () => {
    const calls: { url: string; body: string }[] = [];
    stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
    const graphqlFetch = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.endsWith('/api/payment/test-provider/confirm')) {
          calls.push({ url, body: String(init?.body) });
          return Response.json({ status: 'succeeded' });
        }
        return graphqlFetch(input, init);
      }),
    );
    rememberPaymentToken(TOKEN);
    renderPage([order('AWAITING_PAYMENT', 'Your card was declined.'), settings, payAgain, order('PAID')]);

    expect(await screen.findByRole('heading', { name: 'Your registration' })).toBeTruthy();
    expect(screen.getByText('Trade visitor')).toBeTruthy();
    expect(screen.getByText('Amara (amara@example.com)')).toBeTruthy();
    expect(screen.getByText(/The payment did not go through: Your card was declined\./)).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('Card number'), { target: { value: '4242424242424242' } });
    fireEvent.change(screen.getByLabelText('Expiry (MM/YY)'), { target: { value: '12/31' } });
    fireEvent.change(screen.getByLabelText('Security code (CVC)'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'PAY ₦25,000.00' }));

    expect(await screen.findByText('Your payment of ₦25,000.00 was received.')).toBeTruthy();
    expect(screen.getByText(/amara@example\.com/)).toBeTruthy();
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ clientSecret: 'pi_2_secret' });
  });

  it('back from the provider before it confirmed, asks again until the registration is paid', async () => {
    stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
    rememberPaymentToken(TOKEN);
    renderPage([order('AWAITING_PAYMENT'), settings, order('PAID')], `${paths.registrationPayment}?payment=pay-1`);
    expect(await screen.findByText(/has not confirmed the payment yet/)).toBeTruthy();
    // Nothing clicked: the page reads the order again by itself and moves on.
    expect(await screen.findByText('Your payment of ₦25,000.00 was received.', {}, { timeout: 6_000 })).toBeTruthy();
  });

  it('tells the payer when the place held was given back', async () => {
    stubFetch({ graphql: () => Response.json({ data: { site: siteConfig() } }) });
    rememberPaymentToken(TOKEN);
    renderPage([order('EXPIRED')]);
    expect(await screen.findByText('The place held for you was given back')).toBeTruthy();
    expect(screen.getByText(/nothing was charged/)).toBeTruthy();
  });
});
