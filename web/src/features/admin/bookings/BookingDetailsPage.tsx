import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { adminDetailsHref, paths, rentalDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminBookingDetailsQuery } from '../../../gql/graphql';
import { bookingStatusLabel, formatWhen, refundStatusLabel, returnLabel } from '../../../lib/booking-format';
import { formatBilledPeriod } from '../../../lib/booking-period';
import { formatPrice } from '../../../lib/money';
import { fullName } from '../../../lib/names';
import { DetailList } from '../components/DetailList';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import { RelatedLinks } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { uploadedImage } from '../../../lib/image-sources';
import { formatDateTime } from '../format';
import { BookingMoneyPanel } from './BookingMoneyPanel';

const AdminBookingDetailsDocument = graphql(`
  query AdminBookingDetails($id: ID!) {
    booking(id: $id) {
      ...BookingCoreFields
      tool {
        id
        image1
        image2
        image3
        image4
      }
    }
  }
`);

export function BookingDetailsPage() {
  const id = useIdParam();
  const { data, loading, error, refetch } = useQuery(AdminBookingDetailsDocument, {
    variables: { id: id ?? '' },
    skip: !id,
  });
  return (
    <DetailsFrame
      title="Booking details"
      back={{ to: paths.admin.allRentalBookings, label: 'All Tool Bookings' }}
      id={id}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
    >
      {data?.booking && <BookingDetails booking={data.booking} />}
    </DetailsFrame>
  );
}

type Booking = NonNullable<AdminBookingDetailsQuery['booking']>;

/** The first photo of the tool; old data may hold the text 'null' (or 'undefined') in an empty slot. */
export function firstPhoto(tool: Booking['tool']): string | null {
  const photos = [tool.coverImage, tool.image1, tool.image2, tool.image3, tool.image4];
  return photos.map((p) => p?.trim()).find((p) => p && p !== 'null' && p !== 'undefined') ?? null;
}

function BookingDetails({ booking }: { booking: Booking }) {
  const { tool, renter, owner } = booking;
  const photo = firstPhoto(tool);
  const renterHref = adminDetailsHref(paths.admin.userDetails, renter.id);
  const ownerHref = adminDetailsHref(paths.admin.userDetails, owner.id);
  const toolHref = rentalDetailsHref(tool.id, tool.name);

  return (
    <div className="details-grid">
      <Card>
        <div className="details-title">
          <div className="booking-photo">
            {photo ? (
              <img {...uploadedImage(photo, '10rem')} alt={tool.name} width={160} height={120} />
            ) : (
              <span aria-hidden="true">No photo</span>
            )}
          </div>
          <div>
            <h2>{tool.name}</h2>
            <p>
              Booking <code>{booking.code}</code>, {tool.categoryName}
            </p>
          </div>
        </div>
        <div className="details-actions">
          <StatusBadge status={booking.status} label={bookingStatusLabel(booking.status)} />
          {booking.overdue && <StatusBadge status="overdue" label="Overdue" />}
          <p className="details-note">The tool’s owner confirms the pickup and the return.</p>
        </div>
        <DetailList
          items={[
            { label: 'Booking code', value: <code>{booking.code}</code> },
            { label: 'Booking id', value: <code>{booking.id}</code> },
            { label: 'Status', value: bookingStatusLabel(booking.status) },
            { label: 'Tool', value: <Link to={toolHref}>{tool.name}</Link> },
            { label: 'Renter', value: <Link to={renterHref}>{fullName(renter)}</Link> },
            { label: 'Owner', value: <Link to={ownerHref}>{fullName(owner)}</Link> },
            {
              label: 'Start',
              value: formatWhen(booking.startDate, booking.startTime, booking.timeZone, { weekday: false }),
            },
            {
              label: 'Returning',
              value: formatWhen(booking.endDate, booking.endTime, booking.timeZone, { weekday: false }),
            },
            { label: 'Time zone', value: booking.timeZone },
            { label: 'Period charged', value: formatBilledPeriod(booking.billedMinutes, booking.rentalCircle) },
            { label: 'Quantity', value: booking.quantity },
            { label: 'Price', value: formatPrice(booking.price, booking.rentalCircle) },
            { label: 'Amount', value: booking.amount.formatted },
            {
              label: 'Pickup date',
              value: booking.pickupDate ? formatDateTime(booking.pickupDate) : 'Not picked up yet',
            },
            {
              label: 'Returned at',
              value: booking.returnedAt ? formatDateTime(booking.returnedAt) : 'Not returned yet',
            },
            { label: 'Return', value: returnLabel(booking.status) },
            { label: 'Refund status', value: refundStatusLabel(booking.refundStatus) },
            { label: 'Cancelled at', value: booking.cancelledAt ? formatDateTime(booking.cancelledAt) : null },
            { label: 'Overdue', value: booking.overdue ? 'Yes: the return time has passed' : 'No' },
            {
              label: 'Pickup place',
              value: [tool.address, tool.city, tool.state, tool.country].filter(Boolean).join(', '),
            },
            { label: 'Booked', value: formatDateTime(booking.createdAt) },
          ]}
        />
      </Card>
      <RelatedLinks
        links={[
          { to: renterHref, label: `Renter: ${fullName(renter)}` },
          { to: ownerHref, label: `Owner: ${fullName(owner)}` },
          { to: toolHref, label: `Tool page: ${tool.name}` },
          {
            to: `${paths.admin.allRentalBookings}?${new URLSearchParams({ toolId: tool.id })}`,
            label: 'Every booking of this tool',
          },
        ]}
      />
      <BookingMoneyPanel bookingId={booking.id} />
    </div>
  );
}
