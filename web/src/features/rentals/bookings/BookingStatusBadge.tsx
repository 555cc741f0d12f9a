import { cx } from '../../../components/ui/cx';
import type { BookingStatus } from '../../../gql/graphql';
import { bookingStatusLabel } from '../../../lib/booking-format';

/**
 * The booking's state in words (how it ended, when the server says: Booking.outcomeLabel), plus
 * 'Overdue' once an active booking is past its return time.
 */
export function BookingStatusBadge({
  status,
  outcomeLabel,
  overdue,
}: {
  status: BookingStatus;
  outcomeLabel: string | null;
  overdue: boolean;
}) {
  return (
    <span className="booking-badges">
      <span className={cx('booking-status', `booking-status--${status.toLowerCase().replace('_', '-')}`)}>
        {bookingStatusLabel(status, outcomeLabel)}
      </span>
      {overdue && <span className="booking-status booking-status--overdue">Overdue</span>}
    </span>
  );
}
