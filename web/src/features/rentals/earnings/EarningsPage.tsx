import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { LoadingState } from '../../../components/ui/LoadingState';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import type { EarningStatus, MyEarningsQuery, PayoutStatus } from '../../../gql/graphql';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { currencyCodeOf, currencyName } from '../../../lib/money';
import { formatInstant } from '../../../lib/date-time';
import { useSiteTimeZones } from '../../../lib/site-time-zones';
import { LiveStatus } from '../components/LiveStatus';
import { usePageParam } from '../components/use-page-param';
import { MyEarningsDocument, RefreshStripeAccountDocument, RequestPayoutDocument } from './earnings-documents';
import { PayoutMethodPanel } from './PayoutMethodPanel';
import { coolingOffMessage, payoutProblem, refreshIfEmailNotVerified, useWaitingUntil } from './payout-safety';
import '../rentals.css';
import './earnings.css';

const PAGE_SIZE = 20;

export type Earnings = MyEarningsQuery['myEarnings'];

const EARNING_LABELS: Record<EarningStatus, string> = {
  PENDING: 'Pending',
  AVAILABLE: 'Available',
  ON_HOLD: 'On hold (dispute)',
};

/** How each payout was sent, in the payouts table. */
const METHOD_LABELS = { STRIPE: 'Stripe transfer', PAYSTACK: 'Paystack transfer', BANK: 'Bank transfer' } as const;

const PAYOUT_LABELS: Record<PayoutStatus, string> = {
  PENDING: 'On its way',
  PAID: 'Paid',
  FAILED: 'Failed',
};

/** The owner's money: balances, a withdrawal, how they are paid, and each booking's and payout's line. */
export function EarningsPage() {
  usePageTitle('Earnings');
  const user = useSignedInUser();
  const [bookingsPage, goToBookings] = usePageParam();
  const [payoutsPage, setPayoutsPage] = useState(1);
  const [params, setParams] = useSearchParams();
  // An owner who earns in several currencies sees (and withdraws) one at a time: balances never add up.
  const chosenCurrency = currencyCodeOf(params.get('currency'));
  const { data, previousData, loading, error, refetch } = useQuery(MyEarningsDocument, {
    variables: {
      currency: chosenCurrency,
      bookingsPage: { page: bookingsPage, pageSize: PAGE_SIZE },
      payoutsPage: { page: payoutsPage, pageSize: PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [requestPayout, payout] = useMutation(RequestPayoutDocument, { refetchQueries: [MyEarningsDocument] });
  const [refreshStripe] = useMutation(RefreshStripeAccountDocument, { refetchQueries: [MyEarningsDocument] });
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const requestKey = useRef<string | undefined>(undefined);
  const earnings = (data ?? previousData)?.myEarnings;
  const coolingOff = useWaitingUntil(earnings?.payoutAccount?.payoutsResumeAt);
  // Payouts are the marketplace's; an earning's date is its booking's, on its tool's clocks.
  const marketplaceZone = useSiteTimeZones()?.marketplace;

  // Back from Stripe's onboarding (or its expired link): ask Stripe where the account is, once.
  const stripeReturn = params.get('stripe');
  const refreshed = useRef(false);
  useEffect(() => {
    if (!stripeReturn || refreshed.current) return;
    refreshed.current = true;
    refreshStripe()
      .then(() => setNotice('Your Stripe account status is up to date.'))
      .catch((failure: unknown) => setProblem(toFormError(failure).message))
      .finally(() =>
        setParams(
          (current) => {
            const copy = new URLSearchParams(current);
            copy.delete('stripe');
            return copy;
          },
          { replace: true },
        ),
      );
  }, [stripeReturn, refreshStripe, setParams]);

  async function withdraw() {
    setNotice(null);
    setProblem(null);
    try {
      // One key per withdrawal: if the answer is lost and the owner presses again, the server answers
      // the payout it already made instead of making a second one. A success starts a new withdrawal.
      // getRandomValues, not randomUUID: it exists outside secure contexts too (a LAN address in dev).
      requestKey.current ??= Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
        b.toString(16).padStart(2, '0'),
      ).join('');
      const result = await requestPayout({
        variables: { amount: null, currency: earnings?.currency ?? null },
        context: { headers: { 'Idempotency-Key': requestKey.current } },
      });
      requestKey.current = undefined;
      const sent = result.data?.requestPayout;
      if (sent)
        setNotice(
          {
            STRIPE: `${sent.amount.formatted} is on its way to your Stripe account; Stripe then pays it to your bank.`,
            PAYSTACK: `${sent.amount.formatted} is on its way to your bank account through Paystack; we e-mail you when it arrives.`,
            BANK: `${sent.amount.formatted} is set aside for you: our team sends it by bank transfer, and we e-mail you when it is paid.`,
          }[sent.method],
        );
    } catch (failure) {
      const formError = payoutProblem(failure, marketplaceZone);
      setProblem(formError.message);
      refreshIfEmailNotVerified(formError);
      // The balance, a hold or the waiting period changed since the page was loaded.
      if (formError.code === 'PAYOUT_NOT_AVAILABLE' || formError.code === 'PAYOUT_ON_HOLD') void refetch();
    }
  }

  if (error && !earnings)
    return (
      <div className="rentals-page">
        <h1>Earnings</h1>
        <QueryProblem title="Could not load your earnings" error={error} onRetry={() => void refetch()} />
      </div>
    );
  if (!earnings) return loading ? <LoadingState label="Loading your earnings…" /> : null;

  const canWithdraw = earnings.available.amount >= earnings.minimumPayout.amount;
  const account = earnings.payoutAccount;
  const methodReady =
    earnings.payoutMethod === 'STRIPE' ? Boolean(account?.stripePayoutsEnabled) : Boolean(account?.accountNumberMasked);
  // Why no payout can be asked for now, in the order the owner can act on it; null when one can.
  const blocked = !methodReady
    ? 'Set up how you are paid below, then you can withdraw your available balance.'
    : !user.emailVerified
      ? 'Confirm your e-mail address first (see below): payouts need a confirmed address.'
      : account?.onHold
        ? 'Payouts are on hold until you confirm your payout details below.'
        : coolingOff && account?.payoutsResumeAt
          ? coolingOffMessage(account.payoutsResumeAt, marketplaceZone)
          : !canWithdraw
            ? `Nothing to withdraw yet: payouts start at ${earnings.minimumPayout.formatted} of available earnings.`
            : null;

  return (
    <div className="rentals-page earnings-page">
      <header className="rentals-page__header">
        <h1>Earnings</h1>
        <p>
          What your tools have earned, after the platform fee of {earnings.platformFeePercent}%. Each booking’s earning
          becomes available {earnings.disputeWindowHours} hours after the tool is returned, unless a dispute about it is
          open; then you can withdraw it.
        </p>
      </header>
      <LiveStatus message={notice} />
      {problem && <Alert>{problem}</Alert>}

      {earnings.currencies.length > 1 && (
        <nav className="earnings-currencies" aria-label="Currency of your earnings">
          <p>You earn in {earnings.currencies.length} currencies; each is kept and paid out apart.</p>
          <ul>
            {earnings.currencies.map((code) => (
              <li key={code}>
                <Link
                  to={`?${new URLSearchParams({ currency: code })}`}
                  aria-current={code === earnings.currency ? 'page' : undefined}
                  className={buttonClassName(code === earnings.currency ? 'primary' : 'secondary')}
                >
                  {currencyName(code)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <ul
        className="earnings-tiles"
        aria-label={earnings.currencies.length > 1 ? `Your balances in ${earnings.currency}` : 'Your balances'}
      >
        <li className="earnings-tile">
          <span className="earnings-tile__label">Pending</span>
          <span className="earnings-tile__amount">{earnings.pending.formatted}</span>
          <span className="earnings-tile__hint">Rentals not back yet, or in the dispute window</span>
        </li>
        <li className="earnings-tile earnings-tile--main">
          <span className="earnings-tile__label">Available</span>
          <span className="earnings-tile__amount">{earnings.available.formatted}</span>
          <span className="earnings-tile__hint">Yours to withdraw now</span>
        </li>
        <li className="earnings-tile">
          <span className="earnings-tile__label">On its way</span>
          <span className="earnings-tile__amount">{earnings.inTransit.formatted}</span>
          <span className="earnings-tile__hint">Payouts asked for, not sent yet</span>
        </li>
        <li className="earnings-tile">
          <span className="earnings-tile__label">Paid out</span>
          <span className="earnings-tile__amount">{earnings.paid.formatted}</span>
          <span className="earnings-tile__hint">Sent to you so far</span>
        </li>
      </ul>

      <section className="earnings-section" aria-labelledby="withdraw-heading">
        <h2 id="withdraw-heading">Withdraw</h2>
        {blocked ? (
          <p className="earnings-muted">{blocked}</p>
        ) : (
          <p className="earnings-muted">
            {
              {
                STRIPE: 'The whole available balance is transferred to your Stripe account.',
                PAYSTACK: 'The whole available balance is sent by Paystack to the account below.',
                BANK: 'The whole available balance is set aside for a bank transfer to the account below.',
              }[earnings.payoutMethod]
            }
          </p>
        )}
        <Button
          loading={payout.loading}
          loadingText="Asking for your payout…"
          aria-disabled={blocked ? true : undefined}
          onClick={() => {
            if (!blocked) void withdraw();
          }}
        >
          Withdraw available balance ({earnings.available.formatted})
        </Button>
      </section>

      <PayoutMethodPanel earnings={earnings} onNotice={setNotice} />

      <section className="earnings-section" aria-labelledby="earnings-bookings-heading">
        <h2 id="earnings-bookings-heading">Per booking</h2>
        {earnings.bookings.total === 0 ? (
          <p className="earnings-muted">No paid bookings of your tools yet.</p>
        ) : (
          <>
            <div className="earnings-table-scroll" role="region" aria-label="Per booking (table)" tabIndex={0}>
              <table className="earnings-table">
                <thead>
                  <tr>
                    <th scope="col">Booking</th>
                    <th scope="col">Tool</th>
                    <th scope="col" className="num">
                      Amount
                    </th>
                    <th scope="col" className="num">
                      Fee
                    </th>
                    <th scope="col" className="num">
                      Your earning
                    </th>
                    <th scope="col">Status</th>
                    <th scope="col">Available from</th>
                  </tr>
                </thead>
                <tbody>
                  {earnings.bookings.items.map((line) => (
                    <tr key={line.bookingId}>
                      <td>
                        <code>{line.bookingCode}</code>
                      </td>
                      <td className="wrap">{line.toolName}</td>
                      <td className="num">{line.amount.formatted}</td>
                      <td className="num">{line.fee.formatted}</td>
                      <td className="num">{line.earning.formatted}</td>
                      <td>
                        <span className={`earnings-status earnings-status--${line.status.toLowerCase()}`}>
                          {EARNING_LABELS[line.status]}
                        </span>
                      </td>
                      <td className="wrap">
                        {line.availableFrom ? formatInstant(line.availableFrom, line.timeZone) : 'After the return'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={bookingsPage}
              pageSize={PAGE_SIZE}
              total={earnings.bookings.total}
              onPage={goToBookings}
              label="Booking pages"
              newestFirst
            />
          </>
        )}
      </section>

      <section className="earnings-section" aria-labelledby="earnings-payouts-heading">
        <h2 id="earnings-payouts-heading">Payouts</h2>
        {earnings.payouts.total === 0 ? (
          <p className="earnings-muted">No payouts yet.</p>
        ) : (
          <>
            <div className="earnings-table-scroll" role="region" aria-label="Payouts (table)" tabIndex={0}>
              <table className="earnings-table">
                <thead>
                  <tr>
                    <th scope="col">Asked for</th>
                    <th scope="col" className="num">
                      Amount
                    </th>
                    <th scope="col">Method</th>
                    <th scope="col">Status</th>
                    <th scope="col">Reference</th>
                  </tr>
                </thead>
                <tbody>
                  {earnings.payouts.items.map((p) => (
                    <tr key={p.id}>
                      <td>{formatInstant(p.createdAt, marketplaceZone)}</td>
                      <td className="num">{p.amount.formatted}</td>
                      <td>{METHOD_LABELS[p.method]}</td>
                      <td>
                        <span className={`earnings-status earnings-status--payout-${p.status.toLowerCase()}`}>
                          {PAYOUT_LABELS[p.status]}
                        </span>
                        {p.failureMessage && (
                          <span className="earnings-muted earnings-failure"> {p.failureMessage}</span>
                        )}
                        {p.paidAt && (
                          <span className="earnings-muted"> {formatInstant(p.paidAt, marketplaceZone)}</span>
                        )}
                      </td>
                      <td>{p.reference ? <code>{p.reference}</code> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination
              page={payoutsPage}
              pageSize={PAGE_SIZE}
              total={earnings.payouts.total}
              onPage={setPayoutsPage}
              label="Payout pages"
              newestFirst
            />
          </>
        )}
      </section>
    </div>
  );
}
