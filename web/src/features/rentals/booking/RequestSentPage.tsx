import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { paths, rentalHistoryDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { ConfirmRequestMutation } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatInstant } from '../../../lib/date-time';
import '../bookings.css';
import './request.css';

const ConfirmRequestDocument = graphql(`
  mutation ConfirmRequest($paymentId: ID!) {
    confirmPayment(paymentId: $paymentId) {
      id
      awaitingCard
      amount {
        formatted
      }
      bookings {
        id
        code
        status
        awaitingAnswer
        paid
        requestExpiresAt
        timeZone
        tool {
          id
          name
        }
        owner {
          id
          firstName
        }
      }
    }
  }
`);

const RETRY_DELAYS_MS = [1000, 2000, 3000, 5000, 8000, 13000];

type Confirmed = ConfirmRequestMutation['confirmPayment'];

/**
 * `/user/request-sent`: after a request to book's card step, the server checks the authorisation with
 * the processor (once, however often this page is opened); then says what happens next.
 */
export function RequestSentPage() {
  usePageTitle('Request sent');
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const [confirm] = useMutation(ConfirmRequestDocument);
  const [result, setResult] = useState<Confirmed | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (!paymentId || started.current) return;
    started.current = true;
    let cancelled = false;
    void (async () => {
      for (let attempt = 0; !cancelled; attempt++) {
        try {
          const payment = (await confirm({ variables: { paymentId } })).data?.confirmPayment;
          if (payment && !payment.awaitingCard) {
            setResult(payment);
            return;
          }
        } catch (failure) {
          const error = toFormError(failure);
          if (error.code !== 'NETWORK_ERROR' && error.code !== 'SERVICE_UNAVAILABLE') {
            setProblem(error.message);
            return;
          }
        }
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          setProblem(
            'Your card is taking longer than usual to answer. If it is authorised, the request appears in My Rental History within a few minutes.',
          );
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [confirm, paymentId]);

  if (!paymentId || problem) {
    return (
      <div className="rentals-page">
        <h1>Your request</h1>
        <Alert title="We could not send this request">
          <p>{problem ?? 'This link does not say which request to check.'}</p>
        </Alert>
        <p>
          <Link to={paths.user.myRentalHistory}>My Rental History</Link>
        </p>
      </div>
    );
  }
  if (!result) {
    return (
      <div className="rentals-page" aria-busy="true">
        <h1>Your request</h1>
        <p className="booking-processing__status" role="status">
          <Spinner /> Checking your card…
        </p>
        <p className="booking-processing__hint">Please keep this page open: it takes a few seconds.</p>
      </div>
    );
  }
  const booking = result.bookings[0];
  if (!booking || !booking.awaitingAnswer) {
    const confirmed = booking?.paid === true;
    return (
      <div className="rentals-page">
        <h1>{confirmed ? 'Request accepted' : 'Your request'}</h1>
        <Alert tone={confirmed ? 'success' : 'info'}>
          <p>
            {confirmed
              ? `The owner already accepted: your card was charged ${result.amount.formatted}.`
              : 'This request is no longer pending: nothing was charged, and any authorisation is released.'}
          </p>
        </Alert>
        {booking && (
          <p>
            <Link to={rentalHistoryDetailsHref(booking.id)}>Open the booking</Link>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="rentals-page request-sent">
      <h1>Request sent</h1>
      <p role="status">
        Your card is authorised for {result.amount.formatted}, not charged. {booking.owner.firstName} has until{' '}
        {booking.requestExpiresAt ? formatInstant(booking.requestExpiresAt, booking.timeZone) : 'the start'} to accept.
        If they accept, your card is charged and the booking is confirmed; if they decline or do not answer, the
        authorisation is released and nothing is charged. We tell you by e-mail either way.
      </p>
      <dl>
        <div>
          <dt>Tool</dt>
          <dd>{booking.tool.name}</dd>
        </div>
        <div>
          <dt>Booking code</dt>
          <dd>{booking.code}</dd>
        </div>
        <div>
          <dt>Authorised on your card</dt>
          <dd>{result.amount.formatted}</dd>
        </div>
      </dl>
      <p className="request-sent__actions">
        <Link to={rentalHistoryDetailsHref(booking.id)} className={buttonClassName('primary')}>
          View your request
        </Link>{' '}
        <Link to={paths.user.myRentalHistory}>My Rental History</Link>
      </p>
    </div>
  );
}
