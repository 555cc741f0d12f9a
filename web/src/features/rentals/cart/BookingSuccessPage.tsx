import { skipToken, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { paths, rentalHistoryDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatZonedClock } from '../../../lib/date-time';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { formatPickupCode } from '../format';
import '../bookings.css';

const PaidBookingsDocument = graphql(`
  query PaidBookings($id: ID!) {
    payment(id: $id) {
      id
      status
      amount {
        formatted
      }
      bookings {
        ...BookingPeriodFields
        cancelledAt
        pickupCode
        tool {
          id
          name
        }
      }
    }
  }
`);

/** `/user/rental-booking-success`: 'Congratulations', the booking codes, and where to find them. */
export function BookingSuccessPage() {
  usePageTitle('Congratulations');
  const [params] = useSearchParams();
  const id = params.get('payment') ?? '';
  const { data, error, refetch } = useQuery(PaidBookingsDocument, id ? { variables: { id } } : skipToken);
  if (!id) {
    return (
      <div className="rentals-page">
        <h1>Congratulations</h1>
        <p>
          Your bookings are in <Link to={paths.user.myRentalHistory}>My Rental History</Link>.
        </p>
      </div>
    );
  }
  if (error && !data)
    return <QueryProblem title="Could not load your booking" error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState label="Loading your booking…" />;
  const { payment } = data;
  if (!payment)
    return (
      <Alert tone="info" title="This payment was not found">
        Your bookings are in <Link to={paths.user.myRentalHistory}>My Rental History</Link>.
      </Alert>
    );
  // Paid: each booking is booked, or lost its period meanwhile and is cancelled (refunded).
  const confirmed = payment.bookings.filter((b) => !b.cancelledAt);
  const lost = payment.bookings.filter((b) => b.cancelledAt);
  return (
    <div className="rentals-page booking-success">
      <h1>Congratulations</h1>
      <p className="booking-success__lead">
        Your payment of {payment.amount.formatted} went through
        {confirmed.length ? ' and your tools are booked.' : '.'} At the pickup, once you have the tool in hand, give the
        owner the pickup code of the booking: they confirm the handover with it. Only you can see it, here and on each
        booking&apos;s page.
      </p>
      <ul className="booking-success__codes" aria-label="Your booking codes">
        {confirmed.map((b) => (
          <li key={b.id}>
            <span className="booking-success__code">{b.code}</span>
            <span>
              <Link to={rentalHistoryDetailsHref(b.id)}>{b.tool.name}</Link>
              {b.quantity > 1 ? ` × ${b.quantity}` : ''}: {formatZonedClock(b.startDate, b.startTime, b.timeZone)} →{' '}
              {formatZonedClock(b.endDate, b.endTime, b.timeZone)}
              {b.pickupCode && <>. Pickup code {formatPickupCode(b.pickupCode)}</>}
            </span>
          </li>
        ))}
      </ul>
      {lost.length > 0 && (
        <Alert>
          {lost.map((b) => b.tool.name).join(', ')} could not be kept: the period was taken before your payment arrived.
          That part is refunded in full.
        </Alert>
      )}
      <p>
        You will find your bookings any time under <strong>My Rental History</strong> in your menu, with the pickup
        address and a conversation with each owner. A confirmation e-mail is on its way.
      </p>
      <p>
        <Link to={paths.user.myRentalHistory} className={buttonClassName('primary')}>
          Go to My Rental History
        </Link>
      </p>
    </div>
  );
}
