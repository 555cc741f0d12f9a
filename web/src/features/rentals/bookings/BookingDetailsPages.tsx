import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { TextField } from '../../../components/ui/TextField';
import { paths, rentalDetailsHref, renterProfileHref } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { BookingActor, BookingFieldsFragment, BookingQuery } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatBilledPeriod } from '../../../lib/booking-period';
import { refundLabel } from '../../../lib/booking-format';
import { formatInstant, formatZonedClock } from '../../../lib/date-time';
import { LiveStatus } from '../components/LiveStatus';
import type { NavigationNotice } from '../components/use-navigation-notice';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { uploadedImage } from '../../../lib/image-sources';
import { formatPickupCode, formatPrice, toolImages } from '../format';
import { BookingDocument } from './booking-documents';
import { BookingStatusBadge } from './BookingStatusBadge';
import { OwnerCancellation, RenterCancellation } from './BookingCancellation';
import { RequestActions } from './RequestActions';
import { NonReturn } from './NonReturn';
import { BookingExtensions } from './BookingExtensions';
import { BookingDisputePanel } from './BookingDisputePanel';
import { ConditionPhotos } from './ConditionPhotos';
import { ReceiptDownload } from './ReceiptDownload';
import { useBookingUpdates } from './use-booking-updates';
import { useSignedInUser } from '../../../lib/auth/use-session';
import { ConversationPanel } from '../messages/ConversationPanel';
import { ReviewPanel } from '../reviews/ReviewPanel';
import '../bookings.css';

const ConfirmPickupDocument = graphql(`
  mutation ConfirmPickup($bookingId: ID!, $code: String!) {
    confirmPickup(bookingId: $bookingId, code: $code) {
      ...BookingPageFields
    }
  }
`);

const ConfirmReturnDocument = graphql(`
  mutation ConfirmReturn($bookingId: ID!) {
    confirmReturn(bookingId: $bookingId) {
      ...BookingPageFields
    }
  }
`);

/** One booking as its page shows it: the list fields, its timeline and (for the renter) the pickup code and QR code. */
type BookingPage = NonNullable<BookingQuery['booking']>;

function useBookingFromUrl() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const query = useQuery(BookingDocument, id ? { variables: { id }, fetchPolicy: 'cache-and-network' } : skipToken);
  useBookingUpdates();
  return { id, ...query };
}

function Frame({ title, back, children }: { title: string; back: { to: string; label: string }; children: ReactNode }) {
  return (
    <div className="rentals-page booking-details">
      <p className="tool-page__back">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <h1>{title}</h1>
      {children}
    </div>
  );
}

function Loaded({
  id,
  data,
  error,
  refetch,
  back,
  render,
}: ReturnType<typeof useBookingFromUrl> & {
  back: { to: string; label: string };
  render: (booking: BookingPage) => ReactNode;
}) {
  if (!id)
    return (
      <Frame title="Booking" back={back}>
        <Alert tone="info">This link does not say which booking to show.</Alert>
      </Frame>
    );
  if (error && !data)
    return (
      <Frame title="Booking" back={back}>
        <QueryProblem title="Could not load this booking" error={error} onRetry={() => void refetch()} />
      </Frame>
    );
  if (!data) return <LoadingState label="Loading the booking…" />;
  if (!data.booking)
    return (
      <Frame title="Booking" back={back}>
        <Alert tone="info">This booking was not found.</Alert>
      </Frame>
    );
  return <>{render(data.booking)}</>;
}

/** `/user/my-bookings-details`: the owner's view, with 'Confirm Pickup' and 'Confirm Returned'. */
export function MyBookingDetailsPage() {
  const booking = useBookingFromUrl();
  usePageTitle(booking.data?.booking ? `Booking ${booking.data.booking.code}` : 'Booking');
  const back = { to: paths.user.myBookings, label: 'My Bookings' };
  return <Loaded {...booking} back={back} render={(b) => <OwnerView booking={b} />} />;
}

/** `/user/my-rental-history-details`: the renter's view, with the pickup address and cancellation. */
export function RentalHistoryDetailsPage() {
  const booking = useBookingFromUrl();
  usePageTitle(booking.data?.booking ? `Booking ${booking.data.booking.code}` : 'Booking');
  const back = { to: paths.user.myRentalHistory, label: 'My Rental History' };
  return <Loaded {...booking} back={back} render={(b) => <RenterView booking={b} />} />;
}

function OwnerView({ booking }: { booking: BookingPage }) {
  const navigate = useNavigate();
  const [confirmPickup, pickup] = useMutation(ConfirmPickupDocument);
  const [confirmReturn, giveBack] = useMutation(ConfirmReturnDocument);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [askingReturn, setAskingReturn] = useState(false);

  async function handlePickup(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setCodeError(null);
    try {
      await confirmPickup({ variables: { bookingId: booking.id, code } });
      setNotice(`Pickup of ${booking.code} confirmed.`);
    } catch (failure) {
      const error = toFormError(failure);
      if (error.fieldErrors.code) setCodeError(error.fieldErrors.code);
      else setProblem(error.message);
    }
  }

  async function handleReturn() {
    setProblem(null);
    try {
      await confirmReturn({ variables: { bookingId: booking.id } });
      const state: NavigationNotice = { notice: `${booking.tool.name} (${booking.code}) is back with you.` };
      await navigate(paths.user.myBookings, { state });
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  const opensLater = booking.pickupOpensAt && new Date(booking.pickupOpensAt) > new Date();
  return (
    <Frame title={`Booking ${booking.code}`} back={{ to: paths.user.myBookings, label: 'My Bookings' }}>
      <LiveStatus message={notice} />
      {problem && <Alert>{problem}</Alert>}
      {booking.overdue && (
        <Alert>
          {booking.renter.firstName} should have returned it on{' '}
          {formatZonedClock(booking.endDate, booking.endTime, booking.timeZone)}. Message them below, and confirm the
          return once you have it.
        </Alert>
      )}
      <BookingFacts
        booking={booking}
        who={{
          label: 'Renter',
          name: (
            <Link to={renterProfileHref(booking.renter.id)}>
              {booking.renter.firstName} {booking.renter.lastName}
            </Link>
          ),
        }}
      />
      {opensLater && (
        <Alert tone="info">
          You can confirm the pickup from {formatInstant(booking.pickupOpensAt!, booking.timeZone)}, when{' '}
          {booking.renter.firstName} comes for the tool with their pickup code.
        </Alert>
      )}
      {booking.canConfirmPickup && (
        <form className="booking-details__pickup" onSubmit={(e) => void handlePickup(e)} noValidate>
          <h2>Hand the tool over</h2>
          <p>
            When you give {booking.renter.firstName} the tool, ask for the pickup code on their booking page: six digits
            only they can see, not the booking code. Type it (or scan its QR code with a scanner), then confirm the
            pickup.
          </p>
          <TextField
            label={`${booking.renter.firstName}'s pickup code`}
            name="code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={codeError ?? undefined}
            hint="6 digits. After 5 wrong codes in a row you have to wait before trying again."
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            placeholder="123 456"
          />
          <Button type="submit" loading={pickup.loading} loadingText="Confirming…">
            Confirm Pickup
          </Button>
        </form>
      )}
      {booking.canConfirmReturn && (
        <div className="booking-details__actions">
          {askingReturn ? (
            <div className="booking-details__confirm" role="group" aria-label="Confirm the return?">
              <p>
                Is {booking.tool.name} back with you, in the state you lent it? Confirming ends the rental: the renter
                is then asked to review it.
              </p>
              <Button variant="secondary" onClick={() => setAskingReturn(false)}>
                Not yet
              </Button>
              <Button onClick={() => void handleReturn()} loading={giveBack.loading} loadingText="Confirming…">
                Yes, it is back
              </Button>
            </div>
          ) : (
            <Button onClick={() => setAskingReturn(true)}>Confirm Returned</Button>
          )}
        </div>
      )}
      <NonReturn booking={booking} />
      <RequestActions booking={booking} />
      <BookingExtensions booking={booking} />
      <OwnerCancellation booking={booking} />
      {booking.canReview && (
        <ReviewPanel
          bookingId={booking.id}
          side="owner"
          subject={booking.renter.firstName}
          otherName={booking.renter.firstName}
          timeZone={booking.timeZone}
        />
      )}
      <ConditionPhotos booking={booking} />
      <BookingDisputePanel booking={booking} />
      <BookingTimeline booking={booking} />
      <Conversation booking={booking} otherName={booking.renter.firstName} />
    </Frame>
  );
}

function RenterView({ booking }: { booking: BookingPage }) {
  const address = [booking.tool.address, booking.tool.city, booking.tool.state, booking.tool.country]
    .filter(Boolean)
    .join(', ');
  return (
    <Frame title={`Booking ${booking.code}`} back={{ to: paths.user.myRentalHistory, label: 'My Rental History' }}>
      {booking.overdue && (
        <Alert>
          This tool was due back on {formatZonedClock(booking.endDate, booking.endTime, booking.timeZone)}. Please
          return it, or message the owner.
        </Alert>
      )}
      <NonReturn booking={booking} />
      <BookingFacts
        booking={booking}
        who={{ label: 'Owner', name: booking.owner.firstName }}
        extra={booking.cancelledAt ? [] : [['Pickup address', address]]}
      />
      <RequestActions booking={booking} />
      <BookingExtensions booking={booking} />
      <RenterCancellation booking={booking} />
      {booking.pickupQr && booking.pickupCode && (
        <section className="booking-details__pickup-code" aria-labelledby="pickup-code-title">
          <h2 id="pickup-code-title">Your pickup code</h2>
          <p>
            Give this code to {booking.owner.firstName} once you have the tool in hand: the owner confirms the pickup
            with it. Only you can see it, so keep it to yourself until then.
          </p>
          <p className="booking-details__code">{formatPickupCode(booking.pickupCode)}</p>
          <img src={booking.pickupQr} alt="QR code of your pickup code" width={160} height={160} />
        </section>
      )}
      {booking.canReview && (
        <ReviewPanel
          bookingId={booking.id}
          side="renter"
          subject={booking.tool.name}
          otherName={booking.owner.firstName}
          timeZone={booking.timeZone}
        />
      )}
      <ReceiptDownload booking={booking} />
      <ConditionPhotos booking={booking} />
      <BookingDisputePanel booking={booking} />
      <BookingTimeline booking={booking} />
      <Conversation booking={booking} otherName={booking.owner.firstName} />
    </Frame>
  );
}

/** How the timeline says who made each step. */
const BY_ACTOR: Record<BookingActor, string> = {
  RENTER: ', by the renter',
  OWNER: ', by the owner',
  ADMIN: ', by an administrator',
  SYSTEM: ', automatically',
};

/** What happened to the booking, oldest first, as both parties and administrators see it. */
function BookingTimeline({ booking }: { booking: BookingPage }) {
  return (
    <section className="booking-timeline" aria-labelledby="booking-timeline-title">
      <h2 id="booking-timeline-title">Timeline</h2>
      <ol>
        {booking.timeline.map((event, i) => (
          <li key={`${event.transition}-${i}`}>
            <span className="booking-timeline__label">{event.label}</span>{' '}
            <span className="booking-timeline__meta">
              <time dateTime={event.at}>{formatInstant(event.at, booking.timeZone)}</time>
              {BY_ACTOR[event.actor]}
            </span>
            {event.note && <span className="booking-timeline__note">{event.note}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Conversation({ booking, otherName }: { booking: BookingFieldsFragment; otherName: string }) {
  const user = useSignedInUser();
  if (!booking.hasConversation) return null;
  return (
    <ConversationPanel
      conversation={{ bookingId: booking.id }}
      viewerId={user.id}
      otherName={otherName}
      canWrite={booking.viewerRole !== 'ADMIN'}
      timeZone={booking.timeZone}
    />
  );
}

function BookingFacts({
  booking,
  who,
  extra = [],
}: {
  booking: BookingPage;
  who: { label: string; name: ReactNode };
  extra?: [string, string][];
}) {
  const [cover] = toolImages(booking.tool);
  const rows: [string, ReactNode][] = [
    [
      'Status',
      <BookingStatusBadge
        key="status"
        status={booking.status}
        outcomeLabel={booking.outcomeLabel}
        overdue={booking.overdue}
      />,
    ],
    [
      'Tool',
      <Link key="tool" to={rentalDetailsHref(booking.tool.id, booking.tool.name)}>
        {booking.tool.name}
      </Link>,
    ],
    [who.label, who.name],
    ['Start', formatZonedClock(booking.startDate, booking.startTime, booking.timeZone)],
    ['Return', formatZonedClock(booking.endDate, booking.endTime, booking.timeZone)],
    ['Booking period', formatBilledPeriod(booking.billedMinutes, booking.rentalCircle)],
    ['Quantity', String(booking.quantity)],
    ['Price', formatPrice(booking.price, booking.rentalCircle)],
    // The rental itself; a deposit was charged beside it and comes back after the return.
    [booking.paid ? 'Rental paid' : 'Rental (not charged yet)', booking.amount.formatted],
    ...(booking.deposit.amount > 0
      ? [
          [
            // A late fee kept part of it: the row below says how much.
            booking.lateFee.amount > 0 ? 'Deposit' : 'Deposit, refunded after the return',
            booking.deposit.formatted,
          ] as [string, string],
        ]
      : []),
    ['Picked up', booking.pickupDate ? formatInstant(booking.pickupDate, booking.timeZone) : 'Not yet'],
    ['Returned', booking.returnedAt ? formatInstant(booking.returnedAt, booking.timeZone) : 'Not yet'],
    // Charged at a late return, out of the deposit; before that, the terms it would be charged under.
    ...(booking.lateFee.amount > 0
      ? [['Late fee, from the deposit', booking.lateFee.formatted] as [string, string]]
      : booking.lateFeeTerms && !booking.returnedAt
        ? [['Late returns', booking.lateFeeTerms] as [string, string]]
        : []),
    ...extra,
    // As the ledger has it: half of the rental back is not a refund in full.
    ...(booking.refund ? [['Refund', refundLabel(booking.refund, booking.amount, 'renter')] as [string, string]] : []),
  ];
  return (
    <div className="booking-details__card">
      {cover && (
        <img
          {...uploadedImage(cover.url, '20rem')}
          alt=""
          width={320}
          height={240}
          className="booking-details__image"
        />
      )}
      <dl className="booking-details__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
