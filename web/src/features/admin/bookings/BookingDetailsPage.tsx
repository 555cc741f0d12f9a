import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Card } from '../../../components/ui/Card';
import { adminDetailsHref, paths, rentalDetailsHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AdminBookingDetailsQuery } from '../../../gql/graphql';
import { bookingStatusLabel, refundLabel, returnLabel } from '../../../lib/booking-format';
import { formatInstant, formatZonedClock } from '../../../lib/date-time';
import { formatBilledPeriod } from '../../../lib/booking-period';
import { formatPrice } from '../../../lib/money';
import { fullName } from '../../../lib/names';
import { DetailList } from '../components/DetailList';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import { RelatedLinks } from '../components/RelatedLinks';
import { StatusBadge } from '../components/StatusBadge';
import { DISPUTE_KIND_LABELS, DISPUTE_STATUS_LABELS } from '../disputes/dispute-labels';
import { uploadedImage } from '../../../lib/image-sources';
import { BookingMoneyPanel } from './BookingMoneyPanel';

const AdminBookingDetailsDocument = graphql(`
  query AdminBookingDetails($id: ID!) {
    booking(id: $id) {
      ...BookingCoreFields
      notReturned
      disputes {
        id
        kind
        status
      }
      refund {
        status
        rental {
          amount
          formatted
        }
        deposit {
          amount
          formatted
        }
        total {
          formatted
        }
        rentalPercent
        inFull
      }
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
          <StatusBadge status={booking.status} label={bookingStatusLabel(booking.status, booking.outcomeLabel)} />
          {booking.overdue && <StatusBadge status="overdue" label="Overdue" />}
          <p className="details-note">
            {booking.notReturned
              ? 'The owner reported the tool not returned: decide its dispute (the deposit is claimed until then). The owner confirms the return if it comes back.'
              : 'The tool’s owner confirms the pickup and the return.'}
          </p>
        </div>
        <DetailList
          items={[
            { label: 'Booking code', value: <code>{booking.code}</code> },
            { label: 'Booking id', value: <code>{booking.id}</code> },
            { label: 'Status', value: bookingStatusLabel(booking.status, booking.outcomeLabel) },
            { label: 'Tool', value: <Link to={toolHref}>{tool.name}</Link> },
            { label: 'Renter', value: <Link to={renterHref}>{fullName(renter)}</Link> },
            { label: 'Owner', value: <Link to={ownerHref}>{fullName(owner)}</Link> },
            {
              label: 'Start',
              value: formatZonedClock(booking.startDate, booking.startTime, booking.timeZone, { weekday: false }),
            },
            {
              label: 'Returning',
              value: formatZonedClock(booking.endDate, booking.endTime, booking.timeZone, { weekday: false }),
            },
            { label: 'Time zone', value: booking.timeZone },
            { label: 'Period charged', value: formatBilledPeriod(booking.billedMinutes, booking.rentalCircle) },
            { label: 'Quantity', value: booking.quantity },
            { label: 'Price', value: formatPrice(booking.price, booking.rentalCircle) },
            { label: 'Amount', value: booking.amount.formatted },
            {
              label: 'Pickup date',
              value: booking.pickupDate ? formatInstant(booking.pickupDate, booking.timeZone) : 'Not picked up yet',
            },
            {
              label: 'Returned at',
              value: booking.returnedAt ? formatInstant(booking.returnedAt, booking.timeZone) : 'Not returned yet',
            },
            { label: 'Return', value: returnLabel(booking.status) },
            // What the ledger shows came back (a deposit after the return is a refund too), not only a cancellation's.
            { label: 'Refund', value: refundLabel(booking.refund, booking.amount) },
            {
              label: 'Cancelled at',
              value: booking.cancelledAt ? formatInstant(booking.cancelledAt, booking.timeZone) : null,
            },
            { label: 'Overdue', value: booking.overdue ? 'Yes: the return time has passed' : 'No' },
            {
              label: 'Pickup place',
              value: [tool.address, tool.city, tool.state, tool.country].filter(Boolean).join(', '),
            },
            { label: 'Booked', value: formatInstant(booking.createdAt, booking.timeZone) },
          ]}
        />
      </Card>
      <RelatedLinks
        links={[
          ...booking.disputes.map((d) => ({
            to: adminDetailsHref(paths.admin.disputeDetails, d.id),
            label: `Dispute: ${DISPUTE_KIND_LABELS[d.kind]} (${DISPUTE_STATUS_LABELS[d.status]})`,
          })),
          { to: renterHref, label: `Renter: ${fullName(renter)}` },
          { to: ownerHref, label: `Owner: ${fullName(owner)}` },
          { to: toolHref, label: `Tool page: ${tool.name}` },
          {
            to: `${paths.admin.allRentalBookings}?${new URLSearchParams({ toolId: tool.id })}`,
            label: 'Every booking of this tool',
          },
        ]}
      />
      <BookingMoneyPanel bookingId={booking.id} timeZone={booking.timeZone} />
    </div>
  );
}
