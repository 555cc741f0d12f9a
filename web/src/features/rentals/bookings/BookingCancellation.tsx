import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { graphql } from '../../../gql';
import type { BookingCancellationFieldsFragment } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { LiveStatus } from '../components/LiveStatus';
import { policyLabel } from '../cancellation-terms';
import { BookingDocument } from './booking-documents';
import './booking-cancellation.css';

/** What the booking page needs to cancel (spread into BookingPageFields). */
export const BookingCancellationFields = graphql(`
  fragment BookingCancellationFields on Booking {
    id
    code
    timeZone
    viewerRole
    canCancel
    canCancelAsOwner
    tool {
      id
      name
    }
    renter {
      id
      firstName
    }
    cancellationQuote {
      refund {
        amount
        decimal
        formatted
      }
      deposit {
        amount
        formatted
      }
      total {
        amount
        formatted
      }
      percent
      changesAt
      policy
      summary
    }
  }
`);

const CancelBookingDocument = graphql(`
  mutation CancelBookingWithQuote($bookingId: ID!, $expectedRefund: String) {
    cancelBooking(bookingId: $bookingId, expectedRefund: $expectedRefund) {
      ...BookingPageFields
    }
  }
`);

const CancelBookingAsOwnerDocument = graphql(`
  mutation CancelBookingAsOwner($bookingId: ID!, $reason: String!) {
    cancelBookingAsOwner(bookingId: $bookingId, reason: $reason) {
      ...BookingPageFields
    }
  }
`);

type Quote = NonNullable<BookingCancellationFieldsFragment['cancellationQuote']>;

/** The renter's confirmation, in words: what comes back of the rental and of the deposit. */
export function refundSentence(quote: Quote): string {
  const rental =
    quote.refund.amount === 0
      ? 'You will get nothing back of the rental'
      : `You will get back ${quote.refund.formatted} (${quote.percent}% of the rental)`;
  const deposit = quote.deposit.amount > 0 ? ` and your deposit ${quote.deposit.formatted}` : '';
  return `${rental}${deposit}.`;
}

/** When the refund drops, if it does before the start: on the tool's clocks, as its start time is. */
export function changeSentence(quote: Quote, timeZone: string): string | null {
  return quote.changesAt
    ? `This refund applies until ${formatInstant(quote.changesAt, timeZone, { weekday: true })}.`
    : null;
}

/** The renter's confirmation box: what they get back, the policy, and the two buttons. */
export function RenterCancelConfirm({
  booking,
  quote,
  loading,
  onKeep,
  onConfirm,
}: {
  booking: { code: string; timeZone: string; tool: { name: string } };
  quote: Quote;
  loading: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const change = changeSentence(quote, booking.timeZone);
  return (
    <div className="booking-details__confirm" role="group" aria-label="Cancel this booking?">
      <p>
        Cancel {booking.tool.name} ({booking.code})? {refundSentence(quote)}
      </p>
      <p>
        {policyLabel(quote.policy)} cancellation policy: {quote.summary}
        {change && ` ${change}`}
      </p>
      <Button variant="secondary" onClick={onKeep}>
        Keep it
      </Button>
      <Button onClick={onConfirm} loading={loading} loadingText="Cancelling…">
        {quote.total.amount > 0 ? `Yes, cancel and refund ${quote.total.formatted}` : 'Yes, cancel the booking'}
      </Button>
    </div>
  );
}

/** The renter's 'Cancel booking', with the refund shown before they confirm. */
export function RenterCancellation({ booking }: { booking: BookingCancellationFieldsFragment }) {
  const client = useApolloClient();
  const [cancelBooking, cancelling] = useMutation(CancelBookingDocument);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const quote = booking.cancellationQuote;

  async function handleCancel(shown: Quote) {
    setProblem(null);
    try {
      await cancelBooking({ variables: { bookingId: booking.id, expectedRefund: shown.refund.decimal } });
      setAsking(false);
      setNotice(
        shown.total.amount > 0
          ? `Booking ${booking.code} is cancelled. ${shown.total.formatted} is being refunded to your card.`
          : `Booking ${booking.code} is cancelled.`,
      );
    } catch (failure) {
      const error = toFormError(failure);
      setProblem(error.message);
      // A tier ended since the page loaded: the API names the new refund, and the dialog shows it.
      if (error.code === 'CONFLICT') await client.refetchQueries({ include: [BookingDocument] });
    }
  }

  return (
    <>
      <LiveStatus message={notice} />
      {problem && <Alert>{problem}</Alert>}
      {booking.canCancel && quote && (
        <div className="booking-details__actions booking-cancel">
          {asking ? (
            <RenterCancelConfirm
              booking={booking}
              quote={quote}
              loading={cancelling.loading}
              onKeep={() => setAsking(false)}
              onConfirm={() => void handleCancel(quote)}
            />
          ) : (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Cancel booking
            </Button>
          )}
        </div>
      )}
    </>
  );
}

const REASON_MAX = 500;

/** The owner's 'Cancel this booking': a reason for the renter, and a word on what it costs them. */
export function OwnerCancellation({ booking }: { booking: BookingCancellationFieldsFragment }) {
  const [cancelAsOwner, cancelling] = useMutation(CancelBookingAsOwnerDocument);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const quote = booking.cancellationQuote;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setReasonError(null);
    if (!reason.trim()) {
      setReasonError(`Tell ${booking.renter.firstName} why you cancel: they will read it`);
      return;
    }
    try {
      await cancelAsOwner({ variables: { bookingId: booking.id, reason: reason.trim() } });
      setAsking(false);
      setNotice(`Booking ${booking.code} is cancelled. ${booking.renter.firstName} gets everything back.`);
    } catch (failure) {
      const error = toFormError(failure);
      if (error.fieldErrors.reason) setReasonError(error.fieldErrors.reason);
      else setProblem(error.message);
    }
  }

  return (
    <>
      <LiveStatus message={notice} />
      {problem && <Alert>{problem}</Alert>}
      {booking.canCancelAsOwner && (
        <div className="booking-details__actions booking-cancel">
          {asking ? (
            <form
              className="booking-details__confirm booking-cancel__owner"
              aria-label="Cancel this booking?"
              onSubmit={(e) => void handleSubmit(e)}
              noValidate
            >
              <p>
                Cancel {booking.renter.firstName}&apos;s booking of {booking.tool.name} ({booking.code})?{' '}
                {booking.renter.firstName} gets everything back
                {quote ? `: ${quote.total.formatted}` : ''}, and you earn nothing from it.
              </p>
              <p>
                <strong>It counts on your profile:</strong> renters see how many bookings you cancelled in the last 12
                months next to your name.
              </p>
              <TextAreaField
                label="Why you cancel"
                name="reason"
                required
                rows={3}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                hint={`${booking.renter.firstName} reads this in the e-mail and on the booking page.`}
                error={reasonError ?? undefined}
              />
              <Button variant="secondary" type="button" onClick={() => setAsking(false)}>
                Keep the booking
              </Button>
              <Button type="submit" loading={cancelling.loading} loadingText="Cancelling…">
                Cancel and refund in full
              </Button>
            </form>
          ) : (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              Cancel this booking
            </Button>
          )}
        </div>
      )}
    </>
  );
}
