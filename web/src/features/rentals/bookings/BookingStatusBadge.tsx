import { cx } from '../../../components/ui/cx';
import type { BookingStatus } from '../../../gql/graphql';
import { bookingStatusLabel } from '../../../lib/booking-format';

/** The booking's state in words, plus 'Overdue' once an active booking is past its return time. */
export function BookingStatusBadge({ status, overdue }: { status: BookingStatus; overdue: boolean }) {
  return (
    <span className="booking-badges">
      <span className={cx('booking-status', `booking-status--${status.toLowerCase().replace('_', '-')}`)}>
        {bookingStatusLabel(status)}
      </span>
      {overdue && <span className="booking-status booking-status--overdue">Overdue</span>}
    </span>
  );
}
