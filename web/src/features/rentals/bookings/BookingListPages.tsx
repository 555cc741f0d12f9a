import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { myBookingDetailsHref, paths, rentalHistoryDetailsHref } from '../../../config/paths';
import type { BookingFieldsFragment } from '../../../gql/graphql';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatZonedClock } from '../../../lib/date-time';
import { LiveStatus } from '../components/LiveStatus';
import { Pagination } from '../../../components/ui/Pagination';
import { useNoticeFromNavigation } from '../components/use-navigation-notice';
import { usePageParam } from '../components/use-page-param';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { uploadedImage } from '../../../lib/image-sources';
import { toolImages } from '../format';
import { MyBookingsDocument, MyRentalHistoryDocument } from './booking-documents';
import { BookingStatusBadge } from './BookingStatusBadge';
import { useOnUnreadChange } from '../messages/use-unread-messages';
import { useBookingUpdates } from './use-booking-updates';
import '../bookings.css';

/** 'My Bookings': bookings others made of the signed-in user's tools. */
export function MyBookingsPage() {
  usePageTitle('My Bookings');
  const [page, goTo] = usePageParam();
  const { data, error, refetch } = useQuery(MyBookingsDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  useBookingUpdates(reload);
  useOnUnreadChange('asOwner', reload);
  const [notice, setNotice] = useState<string | null>(null);
  useNoticeFromNavigation(setNotice);
  return (
    <BookingList
      notice={notice}
      title="My Bookings"
      intro="Bookings of your tools. Confirm the pickup when you hand a tool over, and the return when you get it back."
      empty="Nobody has booked your tools yet."
      result={data?.myBookings}
      error={error}
      onRetry={() => void refetch()}
      onPage={goTo}
      detailsHref={myBookingDetailsHref}
      who={(b) => `Renter: ${b.renter.firstName} ${b.renter.lastName}`}
    />
  );
}

/** 'My Rental History': the signed-in user's own bookings. */
export function MyRentalHistoryPage() {
  usePageTitle('My Rental History');
  const [page, goTo] = usePageParam();
  const { data, error, refetch } = useQuery(MyRentalHistoryDocument, {
    variables: { page },
    fetchPolicy: 'cache-and-network',
  });
  const reload = useCallback(() => void refetch(), [refetch]);
  useBookingUpdates(reload);
  useOnUnreadChange('asRenter', reload);
  return (
    <BookingList
      title="My Rental History"
      intro="The tools you booked, with their codes. Open one for the pickup address, to message the owner or to cancel."
      empty="You have not booked any tools yet."
      result={data?.myRentalHistory}
      error={error}
      onRetry={() => void refetch()}
      onPage={goTo}
      detailsHref={rentalHistoryDetailsHref}
      who={(b) => `Owner: ${b.owner.firstName}`}
    />
  );
}

interface BookingListProps {
  notice?: string | null;
  title: string;
  intro: string;
  empty: string;
  result: { items: BookingFieldsFragment[]; total: number; page: number; pageSize: number } | undefined;
  error: unknown;
  onRetry: () => void;
  onPage: (page: number) => void;
  detailsHref: (id: string) => string;
  who: (booking: BookingFieldsFragment) => string;
}

function BookingList({
  notice,
  title,
  intro,
  empty,
  result,
  error,
  onRetry,
  onPage,
  detailsHref,
  who,
}: BookingListProps) {
  return (
    <div className="rentals-page">
      <header className="rentals-page__header">
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <LiveStatus message={notice} />
      {error && !result ? (
        <QueryProblem title={`Could not load ${title}`} error={error} onRetry={onRetry} />
      ) : !result ? (
        <LoadingState label={`Loading ${title}…`} />
      ) : result.total === 0 ? (
        <div className="rentals-empty">
          <p>{empty}</p>
          <Link to={paths.user.dashboard} className={buttonClassName('secondary')}>
            Browse tools
          </Link>
        </div>
      ) : (
        <>
          <ul className="booking-list" aria-label={title}>
            {result.items.map((booking) => {
              const [cover] = toolImages(booking.tool);
              return (
                <li key={booking.id} className="booking-row">
                  {cover ? (
                    <img
                      {...uploadedImage(cover.url, '7.5rem')}
                      alt=""
                      width={96}
                      height={72}
                      className="booking-row__image"
                      loading="lazy"
                    />
                  ) : (
                    <span className="booking-row__image booking-row__image--empty" aria-hidden="true" />
                  )}
                  <div className="booking-row__body">
                    <h2 className="booking-row__title">
                      {booking.tool.name} <span className="booking-row__code">{booking.code}</span>
                    </h2>
                    <p className="booking-row__when">
                      {formatZonedClock(booking.startDate, booking.startTime, booking.timeZone)} →{' '}
                      {formatZonedClock(booking.endDate, booking.endTime, booking.timeZone)}
                    </p>
                    <p className="booking-row__meta">
                      {who(booking)} · {booking.quantity} {booking.quantity === 1 ? 'unit' : 'units'} ·{' '}
                      {booking.amount.formatted}
                    </p>
                  </div>
                  <div className="booking-row__end">
                    <BookingStatusBadge
                      status={booking.status}
                      outcomeLabel={booking.outcomeLabel}
                      overdue={booking.overdue}
                    />
                    {booking.unreadMessages > 0 && (
                      <span className="booking-row__unread">
                        {booking.unreadMessages} new {booking.unreadMessages === 1 ? 'message' : 'messages'}
                      </span>
                    )}
                    <Link
                      to={detailsHref(booking.id)}
                      className={buttonClassName('secondary')}
                      aria-label={`Details of ${booking.code}, ${booking.tool.name}`}
                    >
                      Details
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={result.page}
            pageSize={result.pageSize}
            total={result.total}
            onPage={onPage}
            label="Result pages"
          />
        </>
      )}
    </div>
  );
}
