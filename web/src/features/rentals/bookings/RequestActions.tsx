import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { graphql } from '../../../gql';
import type { BookingRequestFieldsFragment } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { formatMoney } from '../../../lib/money';
import { LiveStatus } from '../components/LiveStatus';
import './request-actions.css';

/** What the booking page needs to answer a request to book (spread into BookingPageFields). */
export const BookingRequestFields = graphql(`
  fragment BookingRequestFields on Booking {
    id
    code
    status
    viewerRole
    canAccept
    canDecline
    canWithdraw
    awaitingAnswer
    requestExpiresAt
    timeZone
    amount {
      amount
      currency
      formatted
    }
    deposit {
      amount
      formatted
    }
    tool {
      id
      name
    }
    renter {
      id
      firstName
    }
    owner {
      id
      firstName
    }
  }
`);

const AcceptRequestDocument = graphql(`
  mutation AcceptBookingRequest($bookingId: ID!) {
    acceptBookingRequest(bookingId: $bookingId) {
      ...BookingPageFields
    }
  }
`);

const DeclineRequestDocument = graphql(`
  mutation DeclineBookingRequest($bookingId: ID!, $reason: String) {
    declineBookingRequest(bookingId: $bookingId, reason: $reason) {
      ...BookingPageFields
    }
  }
`);

const WithdrawRequestDocument = graphql(`
  mutation WithdrawBookingRequest($bookingId: ID!) {
    withdrawBookingRequest(bookingId: $bookingId) {
      ...BookingPageFields
    }
  }
`);

const REASON_MAX = 500;

/**
 * A pending request to book on its booking page: the owner accepts (the renter's card is charged) or
 * declines with a reason (released); the renter may withdraw it. Both see the deadline.
 */
export function RequestActions({ booking }: { booking: BookingRequestFieldsFragment }) {
  const [accept, accepting] = useMutation(AcceptRequestDocument);
  const [decline, declining] = useMutation(DeclineRequestDocument);
  const [withdraw, withdrawing] = useMutation(WithdrawRequestDocument);
  const [asking, setAsking] = useState<'decline' | 'withdraw' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (!booking.awaitingAnswer && !notice) return null;
  const deadline = booking.requestExpiresAt ? formatInstant(booking.requestExpiresAt, booking.timeZone) : null;
  const owner = booking.viewerRole === 'OWNER';

  async function run(action: () => Promise<unknown>, done: string) {
    setProblem(null);
    try {
      await action();
      setAsking(null);
      setNotice(done);
    } catch (failure) {
      const error = toFormError(failure);
      if (error.fieldErrors.reason) setReasonError(error.fieldErrors.reason);
      else setProblem(error.message);
    }
  }

  function handleDecline(event: FormEvent) {
    event.preventDefault();
    setReasonError(null);
    if (reason.trim().length > REASON_MAX) {
      setReasonError(`Say why in at most ${REASON_MAX} characters`);
      return;
    }
    void run(
      () => decline({ variables: { bookingId: booking.id, reason: reason.trim() || null } }),
      `You declined the request. ${booking.renter.firstName}'s card is released and the dates are free again.`,
    );
  }

  return (
    <section className="booking-details__request" aria-labelledby="booking-request-title">
      <LiveStatus message={notice} />
      {problem && <Alert>{problem}</Alert>}
      {booking.awaitingAnswer && (
        <>
          <h2 id="booking-request-title">{owner ? 'Request to book' : 'Your request'}</h2>
          <p>
            {owner
              ? `${booking.renter.firstName} asks to book ${booking.tool.name}. Their card is authorised for ${authorised(booking)}, not charged: accepting charges it and confirms the booking.`
              : `Your card is authorised, not charged. ${booking.owner.firstName} decides whether to accept; if they decline or do not answer, the authorisation is released.`}
            {deadline &&
              (owner
                ? ` Answer by ${deadline}: after that the request lapses and the card is released.`
                : ` The owner has until ${deadline} to answer.`)}
          </p>
          {owner && (booking.canAccept || booking.canDecline) && (
            <div className="booking-details__actions">
              {asking === 'decline' ? (
                <form
                  className="booking-details__confirm booking-request__decline"
                  aria-label="Decline this request?"
                  noValidate
                  onSubmit={handleDecline}
                >
                  <TextAreaField
                    label={`Reason for ${booking.renter.firstName} (optional)`}
                    name="reason"
                    rows={3}
                    maxLength={REASON_MAX}
                    value={reason}
                    onChange={(event) => setReason(event.target.value)}
                    error={reasonError ?? undefined}
                  />
                  <Button variant="secondary" onClick={() => setAsking(null)}>
                    Keep the request
                  </Button>
                  <Button type="submit" loading={declining.loading} loadingText="Declining…">
                    Decline the request
                  </Button>
                </form>
              ) : (
                <>
                  {booking.canAccept && (
                    <Button
                      onClick={() =>
                        void run(
                          () => accept({ variables: { bookingId: booking.id } }),
                          `You accepted the request: ${booking.renter.firstName}'s card is charged and booking ${booking.code} is confirmed.`,
                        )
                      }
                      loading={accepting.loading}
                      loadingText="Accepting…"
                    >
                      Accept
                    </Button>
                  )}
                  {booking.canDecline && (
                    <Button variant="secondary" onClick={() => setAsking('decline')}>
                      Decline
                    </Button>
                  )}
                </>
              )}
            </div>
          )}
          {!owner && booking.canWithdraw && (
            <div className="booking-details__actions">
              {asking === 'withdraw' ? (
                <div className="booking-details__confirm" role="group" aria-label="Withdraw this request?">
                  <p>Withdraw your request? Nothing is charged and the authorisation on your card is released.</p>
                  <Button variant="secondary" onClick={() => setAsking(null)}>
                    Keep it
                  </Button>
                  <Button
                    onClick={() =>
                      void run(
                        () => withdraw({ variables: { bookingId: booking.id } }),
                        'You withdrew your request. Nothing was charged; the authorisation is released.',
                      )
                    }
                    loading={withdrawing.loading}
                    loadingText="Withdrawing…"
                  >
                    Yes, withdraw
                  </Button>
                </div>
              ) : (
                <Button variant="secondary" onClick={() => setAsking('withdraw')}>
                  Withdraw request
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** What the card holds: the rental, and the deposit when there is one ("$50.00: $30.00 and a $20.00 deposit"). */
function authorised(booking: {
  amount: { amount: number; currency: string; formatted: string };
  deposit: { amount: number; formatted: string };
}): string {
  if (booking.deposit.amount <= 0) return booking.amount.formatted;
  const total = formatMoney((booking.amount.amount + booking.deposit.amount) / 100, booking.amount.currency);
  return `${total} (${booking.amount.formatted} and a ${booking.deposit.formatted} deposit)`;
}
