import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CheckPaystackPayoutAccountDocument,
  ConfirmPayoutDetailsDocument,
  MyEarningsDocument,
  PayoutBanksDocument,
  RequestPayoutDocument,
  ResendEmailVerificationDocument,
  SetBankPayoutDetailsDocument,
  SetPaystackPayoutAccountDocument,
  StartStripeOnboardingDocument,
} from '../../../gql/graphql';
import type { SessionUser } from '../../../lib/auth/session-store';
import { describedErrorOf } from '../../../test/mocked-routes';
import { siteTimeZonesMock } from '../../../test/site-time-zones';
import { renderAt, signInAs } from '../../../test/utils';
import { EarningsPage } from './EarningsPage';
import { formatInstant } from '../../../lib/date-time';

const money = (amount: number) => ({
  __typename: 'Money' as const,
  amount,
  decimal: (amount / 100).toFixed(2),
  formatted: `$${(amount / 100).toFixed(2)}`,
});

const BANK_ACCOUNT = {
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
  onHold: false,
  payoutsResumeAt: null as string | null,
};

function earnings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Earnings' as const,
    currency: 'USD',
    currencies: ['USD'],
    pending: money(3600),
    available: money(7200),
    inTransit: money(0),
    paid: money(1000),
    minimumPayout: money(100),
    disputeWindowHours: 48,
    platformFeePercent: '10',
    payoutMethod: 'BANK',
    payoutAccount: BANK_ACCOUNT,
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
          timeZone: 'Africa/Lagos',
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
          timeZone: 'Africa/Accra',
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

const VARIABLES = {
  currency: null,
  bookingsPage: { page: 1, pageSize: 20 },
  payoutsPage: { page: 1, pageSize: 20 },
};
const query = (data = earnings()): MockLink.MockedResponse => ({
  request: { query: MyEarningsDocument, variables: VARIABLES },
  result: { data: { myEarnings: data } },
});

function renderPage(mocks: MockLink.MockedResponse[], user: Partial<SessionUser> = {}) {
  signInAs(user);
  renderAt(
    <MockedProvider mocks={[siteTimeZonesMock, ...mocks]}>
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
    // On the booking's tool's clocks, the zone named; the payouts on the marketplace's.
    expect(screen.getByText('LT111111').closest('tr')?.textContent).toContain('20 Nov 2026, 11.00 AM GMT+1');
    expect(screen.getByText('FT123').closest('tr')?.textContent).toContain('10 Nov 2026, 11.00 AM GMT+1');
    expect(screen.getByText('••••6789')).toBeTruthy();
    expect(screen.getByText('FT123')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Withdraw available balance ($72.00)' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('shows an owner who earns in several currencies one at a time, and withdraws in the one shown', async () => {
    const naira = (amount: number) => ({ ...money(amount), formatted: `₦${(amount / 100).toFixed(2)}` });
    const cedis = (amount: number) => ({ ...money(amount), formatted: `GH₵${(amount / 100).toFixed(2)}` });
    const inNaira = earnings({ currency: 'NGN', currencies: ['NGN', 'GHS'], available: naira(1_250_000) });
    const inCedis = earnings({ currency: 'GHS', currencies: ['NGN', 'GHS'], available: cedis(15_000) });
    renderPage([
      query(inNaira),
      {
        request: { query: MyEarningsDocument, variables: { ...VARIABLES, currency: 'GHS' } },
        result: { data: { myEarnings: inCedis } },
      },
      {
        request: { query: RequestPayoutDocument, variables: { amount: null, currency: 'GHS' } },
        result: {
          data: {
            requestPayout: {
              __typename: 'Payout',
              id: 'p-3',
              status: 'PENDING',
              method: 'BANK',
              amount: cedis(15_000),
            },
          },
        },
      },
      {
        request: { query: MyEarningsDocument, variables: { ...VARIABLES, currency: 'GHS' } },
        result: { data: { myEarnings: inCedis } },
      },
    ]);
    const choice = await screen.findByRole('navigation', { name: 'Currency of your earnings' });
    expect(
      within(choice)
        .getByRole('link', { name: /Nigerian naira \(NGN\)/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(await screen.findByRole('list', { name: 'Your balances in NGN' })).getByText('₦12500.00'),
    ).toBeTruthy();
    fireEvent.click(within(choice).getByRole('link', { name: /Ghanaian cedi \(GHS\)/ }));
    const tiles = await screen.findByRole('list', { name: 'Your balances in GHS' });
    expect(within(tiles).getByText('GH₵150.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw available balance (GH₵150.00)' }));
    expect(await screen.findByText(/GH₵150\.00 is set aside for you/)).toBeTruthy();
  });

  it('withdraws the available balance and says where the money goes', async () => {
    renderPage([
      query(),
      {
        request: { query: RequestPayoutDocument, variables: { amount: null, currency: 'USD' } },
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

  it('sets up Paystack payouts: the holder Paystack resolved is shown before the account is saved', async () => {
    const account = { bankCode: '058', accountNumber: '0123456789' };
    const resolved = {
      __typename: 'ResolvedPayoutAccount' as const,
      ...account,
      bankName: 'Guaranty Trust Bank',
      accountName: 'NGOZI ADAEZE OKAFOR',
    };
    const saved = {
      ...BANK_ACCOUNT,
      method: 'PAYSTACK',
      accountName: resolved.accountName,
      bankName: resolved.bankName,
      bankCode: '058',
    };
    renderPage([
      query(earnings({ payoutMethod: 'PAYSTACK', payoutAccount: null })),
      {
        request: { query: PayoutBanksDocument, variables: { currency: 'USD' } },
        result: {
          data: {
            payoutBanks: [
              { __typename: 'PayoutBank', code: '044', name: 'Access Bank' },
              { __typename: 'PayoutBank', code: '058', name: 'Guaranty Trust Bank' },
            ],
          },
        },
      },
      {
        request: { query: CheckPaystackPayoutAccountDocument, variables: { ...account, currency: 'USD' } },
        result: { data: { checkPaystackPayoutAccount: resolved } },
      },
      {
        request: {
          query: SetPaystackPayoutAccountDocument,
          variables: { ...account, currentPassword: 'my password 1', currency: 'USD' },
        },
        result: { data: { setPaystackPayoutAccount: saved } },
      },
      query(earnings({ payoutMethod: 'PAYSTACK', payoutAccount: saved })),
    ]);
    const bank = await screen.findByLabelText(/^Bank/, { selector: 'select' });
    const check = screen.getByRole('button', { name: 'Check the account' });
    // Nothing is asked of Paystack before a bank and a number are given.
    fireEvent.click(check);
    expect(await screen.findByText('Choose your bank from the list')).toBeTruthy();
    fireEvent.change(bank, { target: { value: '058' } });
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: '0123456789' } });
    // No password, and nothing to save, before the owner has seen the name.
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    fireEvent.click(check);
    const status = await screen.findByRole('status', { name: 'The account Paystack found' });
    await waitFor(() => expect(status.textContent).toContain('NGOZI ADAEZE OKAFOR'));
    fireEvent.change(screen.getByLabelText(/Current password/, { selector: 'input' }), {
      target: { value: 'my password 1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save this account' }));
    expect(await screen.findByText(/Your account at Guaranty Trust Bank is saved/)).toBeTruthy();
  });

  it('asks Paystack again when the number changes after a check', async () => {
    const account = { bankCode: '058', accountNumber: '0123456789' };
    renderPage([
      query(earnings({ payoutMethod: 'PAYSTACK', payoutAccount: null })),
      {
        request: { query: PayoutBanksDocument, variables: { currency: 'USD' } },
        result: { data: { payoutBanks: [{ __typename: 'PayoutBank', code: '058', name: 'Guaranty Trust Bank' }] } },
      },
      {
        request: { query: CheckPaystackPayoutAccountDocument, variables: { ...account, currency: 'USD' } },
        result: {
          data: {
            checkPaystackPayoutAccount: {
              __typename: 'ResolvedPayoutAccount',
              ...account,
              bankName: 'Guaranty Trust Bank',
              accountName: 'NGOZI ADAEZE OKAFOR',
            },
          },
        },
      },
    ]);
    fireEvent.change(await screen.findByLabelText(/^Bank/, { selector: 'select' }), { target: { value: '058' } });
    const number = screen.getByLabelText(/Account number/);
    fireEvent.change(number, { target: { value: '0123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check the account' }));
    const found = () => screen.getByRole('status', { name: 'The account Paystack found' });
    await waitFor(() => expect(found().textContent).toContain('NGOZI'));
    fireEvent.change(number, { target: { value: '0123456780' } });
    expect(found().textContent).toBe('');
    expect(screen.getByRole('button', { name: 'Check the account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save this account' })).toBeNull();
  });

  it('offers Stripe onboarding when owners are paid through Stripe Connect, after the password', async () => {
    renderPage([
      query(earnings({ payoutMethod: 'STRIPE', payoutAccount: null })),
      {
        request: { query: StartStripeOnboardingDocument, variables: { currentPassword: 'not my password' } },
        result: {
          errors: [
            new GraphQLError('Your current password is not correct', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ path: 'currentPassword', msg: 'Your current password is not correct' }],
              },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText('Not set up yet')).toBeTruthy();
    const start = screen.getByRole('button', { name: 'Set up payouts with Stripe' });
    fireEvent.click(start);
    // The password is asked in place (not window.prompt), focused, with a way back.
    const password = screen.getByLabelText(/Current password/, { selector: 'input' });
    expect(document.activeElement).toBe(password);
    expect(screen.queryByRole('button', { name: 'Set up payouts with Stripe' })).toBeNull();
    fireEvent.change(password, { target: { value: 'not my password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Stripe' }));
    await waitFor(() => expect(describedErrorOf(password)).toBe('Your current password is not correct'));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/Current password/, { selector: 'input' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Set up payouts with Stripe' }));
  });
  it('asks for the current password with new bank details, and says the change is e-mailed and waited for', async () => {
    const resumeAt = '2026-11-21T10:00:00.000Z';
    renderPage([
      query(earnings({ payoutAccount: null })),
      {
        request: {
          query: SetBankPayoutDetailsDocument,
          variables: {
            input: { accountName: 'Musa Bello', bankName: 'Access Bank', accountNumber: '0123456789', bankCode: '044' },
            currentPassword: 'not my password',
          },
        },
        result: {
          errors: [
            new GraphQLError('Your current password is not correct', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ path: 'currentPassword', msg: 'Your current password is not correct' }],
              },
            }),
          ],
        },
      },
      {
        request: {
          query: SetBankPayoutDetailsDocument,
          variables: (v: { currentPassword: string }) => v.currentPassword === 'my password 123',
        },
        result: { data: { setBankPayoutDetails: { ...BANK_ACCOUNT, payoutsResumeAt: resumeAt } } },
      },
      query(earnings({ payoutAccount: { ...BANK_ACCOUNT, payoutsResumeAt: resumeAt } })),
    ]);
    const form = (await screen.findByLabelText(/Account number or IBAN/)).closest('form')!;
    expect(form.textContent).toContain('we e-mail amara@example.com about it at once');
    expect(form.textContent).toContain('waiting period');
    fireEvent.change(within(form).getByLabelText(/Name on the account/), { target: { value: 'Musa Bello' } });
    fireEvent.change(within(form).getByLabelText(/^Bank\s*\*?$/), { target: { value: 'Access Bank' } });
    fireEvent.change(within(form).getByLabelText(/Account number or IBAN/), { target: { value: '0123456789' } });
    fireEvent.change(within(form).getByLabelText(/Bank code/), { target: { value: '044' } });

    // Without the password nothing is sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Save bank details' }));
    const password = within(form).getByLabelText(/Current password/, { selector: 'input' });
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrorOf(password)).toBe('Enter your current password to change where you are paid.');
    expect(document.activeElement).toBe(password);

    fireEvent.change(password, { target: { value: 'not my password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save bank details' }));
    await waitFor(() => expect(describedErrorOf(password)).toBe('Your current password is not correct'));

    fireEvent.change(password, { target: { value: 'my password 123' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save bank details' }));
    expect(
      await screen.findByText(
        `Your bank details are saved, and we e-mailed amara@example.com about the change. You can ask for a payout to this account from ${formatInstant(resumeAt, 'Africa/Lagos')}.`,
      ),
    ).toBeTruthy();
  });

  it('says when payouts can be asked for again after a change, and holds the withdrawal until then', async () => {
    const resumeAt = new Date(Date.now() + 20 * 3_600_000).toISOString();
    renderPage([query(earnings({ payoutAccount: { ...BANK_ACCOUNT, payoutsResumeAt: resumeAt } }))]);
    const withdraw = await screen.findByRole('button', { name: 'Withdraw available balance ($72.00)' });
    expect(withdraw.getAttribute('aria-disabled')).toBe('true');
    // The time is written once the site's zone has come (its own query): until then it reads '…'.
    expect(
      await screen.findByText(
        `Your payout details changed recently. For your safety, you can ask for a payout again from ${formatInstant(resumeAt, 'Africa/Lagos')}.`,
      ),
    ).toBeTruthy();
  });

  it('explains a hold after a password reset, and lifts it with the password', async () => {
    const held = earnings({ payoutAccount: { ...BANK_ACCOUNT, onHold: true } });
    renderPage([
      query(held),
      {
        request: { query: ConfirmPayoutDetailsDocument, variables: { currentPassword: 'my new password' } },
        result: { data: { confirmPayoutDetails: BANK_ACCOUNT } },
      },
      query(),
    ]);
    const form = await screen.findByRole('form', { name: 'Confirm your payout details' });
    expect(form.textContent).toContain('Your password was reset');
    expect(
      screen.getByRole('button', { name: 'Withdraw available balance ($72.00)' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(screen.getByText('Payouts are on hold until you confirm your payout details below.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Your password/, { selector: 'input' }), {
      target: { value: 'my new password' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Confirm my payout details' }));
    expect(
      await screen.findByText('Thank you: your payout details are confirmed, and payouts are no longer on hold.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Confirm your payout details' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'How you are paid' })));
    expect(
      screen.getByRole('button', { name: 'Withdraw available balance ($72.00)' }).getAttribute('aria-disabled'),
    ).toBeNull();
  });

  it('asks an owner whose address is not confirmed to confirm it first, and sends the link again', async () => {
    const sent = 'We sent a new link to amara@example.com. Open it to confirm your address.';
    renderPage(
      [
        query(),
        {
          request: { query: ResendEmailVerificationDocument },
          result: { data: { resendEmailVerification: sent } },
        },
      ],
      { emailVerified: false },
    );
    expect(await screen.findByText('Confirm your e-mail address to be paid')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Withdraw available balance ($72.00)' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(screen.getByText(/Confirm your e-mail address first/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(sent)).toBeTruthy();
  });

  it('says in the reader’s time when a refused payout can be asked for again', async () => {
    renderPage([
      query(),
      {
        request: { query: RequestPayoutDocument, variables: { amount: null, currency: 'USD' } },
        result: {
          errors: [
            new GraphQLError('Your payout details changed recently. … from 2026-11-21 10:00 UTC.', {
              extensions: { code: 'PAYOUT_ON_HOLD', retryAfterSeconds: 3600 },
            }),
          ],
        },
      },
      query(),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw available balance ($72.00)' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Your payout details changed recently\. For your safety, you can ask for a payout again from /,
    );
    expect(alert.textContent).not.toContain('UTC');
  });
});
