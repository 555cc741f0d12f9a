import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { graphql } from '../../../gql';
import type { BookingNonReturnFieldsFragment } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { LiveStatus } from '../components/LiveStatus';
import './non-return.css';

/** What the booking page needs about a tool that did not come back (spread into BookingPageFields). */
export const BookingNonReturnFields = graphql(`
  fragment BookingNonReturnFields on Booking {
    id
    viewerRole
    overdue
    notReturned
    canReportNotReturned
    nonReturnReportableAt
    timeZone
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

const ReportNotReturnedDocument = graphql(`
  mutation ReportNotReturned($bookingId: ID!, $reason: String!) {
    reportNotReturned(bookingId: $bookingId, reason: $reason) {
      id
    }
  }
`);

const REASON_MAX = 2000;

type Booking = BookingNonReturnFieldsFragment;

/**
 * A tool still out after its rental: the owner may report it not returned once the server says so
 * (Booking.canReportNotReturned, NON_RETURN_GRACE_HOURS after the end), and is told from when before
 * that; once it is reported, both parties read what it means (the deposit claimed, an administrator
 * deciding, the return still possible).
 */
export function NonReturn({ booking }: { booking: Booking }) {
  if (booking.viewerRole === 'RENTER') return booking.notReturned ? <RenterNotice booking={booking} /> : null;
  if (booking.viewerRole !== 'OWNER') return null;
  if (booking.notReturned) return <OwnerNotice booking={booking} />;
  if (booking.canReportNotReturned) return <ReportForm booking={booking} />;
  if (booking.overdue && booking.nonReturnReportableAt)
    return (
      <p className="booking-non-return__later">
        If {booking.renter.firstName} has not brought it back by{' '}
        {formatInstant(booking.nonReturnReportableAt, booking.timeZone)}, you can report it not returned here
        {booking.deposit.amount > 0 ? `: the ${booking.deposit.formatted} deposit is then claimed for you` : ''}, and an
        administrator decides.
      </p>
    );
  return null;
}

function deposit(booking: Booking, whose: 'renter' | 'owner'): string {
  if (booking.deposit.amount <= 0) return 'There is no deposit: an administrator looks at the booking and decides.';
  return whose === 'owner'
    ? `The renter's ${booking.deposit.formatted} deposit is held for you until an administrator decides how much of it you get.`
    : `Your ${booking.deposit.formatted} deposit is held until an administrator decides, and may go to the owner.`;
}

function OwnerNotice({ booking }: { booking: Booking }) {
  return (
    <section className="booking-panel booking-non-return" aria-labelledby="non-return-title">
      <h2 id="non-return-title">Reported not returned</h2>
      <p>
        You reported {booking.tool.name} not returned. {deposit(booking, 'owner')} You and {booking.renter.firstName}{' '}
        are e-mailed the decision.
      </p>
      <p>If it comes back after all, confirm the return: the administrator still decides about the deposit.</p>
    </section>
  );
}

function RenterNotice({ booking }: { booking: Booking }) {
  return (
    <Alert>
      {booking.owner.firstName} reported that you have not returned {booking.tool.name}. {deposit(booking, 'renter')}{' '}
      Return it as soon as you can and write to {booking.owner.firstName} below; if you already returned it, say so in
      the conversation, with photos if you have them.
    </Alert>
  );
}

function ReportForm({ booking }: { booking: Booking }) {
  const [report, reporting] = useMutation(ReportNotReturnedDocument, { refetchQueries: ['Booking'] });
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const renter = booking.renter.firstName;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setReasonError(null);
    if (!reason.trim()) {
      setReasonError(`Say what happened: ${renter} and the administrator read it`);
      return;
    }
    try {
      await report({ variables: { bookingId: booking.id, reason: reason.trim() } });
      setNotice(`${booking.tool.name} is reported not returned. ${renter} is e-mailed; an administrator decides.`);
    } catch (failure) {
      const error = toFormError(failure);
      if (error.fieldErrors.reason) setReasonError(error.fieldErrors.reason);
      else setProblem(error.message);
    }
  }

  return (
    <section className="booking-panel booking-non-return" aria-labelledby="non-return-title">
      <LiveStatus message={notice} />
      <h2 id="non-return-title">Tool not back?</h2>
      <p>
        The rental is over and {renter} has not returned {booking.tool.name}. Message {renter} below first. If it does
        not come back, report it not returned:{' '}
        {booking.deposit.amount > 0
          ? `the ${booking.deposit.formatted} deposit is claimed for you and an administrator decides how much of it you get.`
          : 'there is no deposit, and an administrator looks at the booking and decides.'}{' '}
        {renter} is e-mailed at once.
      </p>
      {problem && <Alert>{problem}</Alert>}
      {asking ? (
        <form
          className="booking-details__confirm booking-non-return__form"
          aria-label="Report not returned"
          noValidate
          onSubmit={(e) => void handleSubmit(e)}
        >
          <TextAreaField
            label="What happened"
            name="reason"
            rows={4}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError ?? undefined}
            hint={`When you last heard from ${renter}, what you tried. ${renter} and the administrator read it.`}
            required
          />
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Not yet
          </Button>
          <Button type="submit" loading={reporting.loading} loadingText="Reporting…">
            Report not returned
          </Button>
        </form>
      ) : (
        <div className="booking-details__actions">
          <Button variant="secondary" onClick={() => setAsking(true)}>
            Report not returned
          </Button>
        </div>
      )}
    </section>
  );
}
