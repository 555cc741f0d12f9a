import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import '../bookings.css';

const MyBookingSummaryDocument = graphql(`
  query MyBookingSummary {
    myBookingSummary {
      asRenter
      asOwner
      overdueAsOwner
    }
  }
`);

/** Above the marketplace: the user's bookings in progress, as renter and as owner. */
export function BookingSummaryTiles() {
  const { data } = useQuery(MyBookingSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const summary = data?.myBookingSummary;
  if (!summary || (summary.asRenter === 0 && summary.asOwner === 0)) return null;
  return (
    <ul className="booking-summary-tiles" aria-label="Your bookings in progress">
      <li>
        <Link to={paths.user.myRentalHistory} className="booking-summary-tile">
          <span className="booking-summary-tile__number">{summary.asRenter}</span>
          <span>{summary.asRenter === 1 ? 'tool you are renting' : 'tools you are renting'}</span>
        </Link>
      </li>
      <li>
        <Link to={paths.user.myBookings} className="booking-summary-tile">
          <span className="booking-summary-tile__number">{summary.asOwner}</span>
          <span>
            {summary.asOwner === 1 ? 'booking of your tools' : 'bookings of your tools'}
            {summary.overdueAsOwner > 0 && (
              <strong className="booking-summary-tile__alert"> · {summary.overdueAsOwner} overdue</strong>
            )}
          </span>
        </Link>
      </li>
    </ul>
  );
}
