import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { graphql } from '../../../gql';
import type { BookingDisputeFieldsFragment, DisputeKind, DisputeStatus, RenterDisputeKind } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { formatInstant } from '../../../lib/date-time';
import { LiveStatus } from '../components/LiveStatus';
import './dispute-panel.css';

/** What the booking page shows and offers about disputes (spread into BookingPageFields). */
export const BookingDisputeFields = graphql(`
  fragment BookingDisputeFields on Booking {
    id
    viewerRole
    timeZone
    disputeWindowEndsAt
    damageClaimLimit {
      amount
      decimal
      formatted
    }
    canOpenDispute
    disputes {
      id
      kind
      openedBy
      status
      reason
      claim {
        formatted
      }
      refundToRenter {
        amount
        formatted
      }
      awardToOwner {
        amount
        formatted
      }
      decisionNote
      decidedAt
      createdAt
    }
  }
`);

const ClaimDamageDocument = graphql(`
  mutation ClaimDamage($bookingId: ID!, $amount: String!, $reason: String!) {
    claimDamage(bookingId: $bookingId, amount: $amount, reason: $reason) {
      id
    }
  }
`);

const OpenDisputeDocument = graphql(`
  mutation OpenDispute($bookingId: ID!, $kind: RenterDisputeKind!, $reason: String!) {
    openDispute(bookingId: $bookingId, kind: $kind, reason: $reason) {
      id
    }
  }
`);

const KIND_LABELS: Record<DisputeKind, string> = {
  PICKUP: 'The pickup',
  RETURN: 'The return',
  CHARGE: 'The charge',
  DAMAGE: 'Damage claimed against the deposit',
  NON_RETURN: 'Tool not returned: the deposit claimed',
};

const STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: 'Open: waiting for an administrator',
  DECIDED: 'Decided',
  DISMISSED: 'Dismissed',
};

const RENTER_KINDS: { value: RenterDisputeKind; label: string }[] = [
  { value: 'PICKUP', label: 'The pickup (the tool was not as described, or not handed over)' },
  { value: 'RETURN', label: 'The return (its time, or that it happened)' },
  { value: 'CHARGE', label: 'What I was charged' },
];

type Booking = BookingDisputeFieldsFragment;
type Dispute = Booking['disputes'][number];

/**
 * The booking page's disputes: the owner reports damage against the deposit while the window after the
 * return is open, the renter reports a problem from the pickup until the window ends, and both see
 * every dispute's status and decision.
 */
export function BookingDisputePanel({ booking }: { booking: Booking }) {
  const [notice, setNotice] = useState<string | null>(null);
  const role = booking.viewerRole;
  const canClaim = role === 'OWNER' && booking.damageClaimLimit !== null;
  const canOpen = role === 'RENTER' && booking.canOpenDispute;
  if (!booking.disputes.length && !canClaim && !canOpen) return <LiveStatus message={notice} />;
  return (
    <section className="booking-panel booking-dispute" aria-labelledby="booking-dispute-title">
      <h2 id="booking-dispute-title">{role === 'OWNER' ? 'Damage and disputes' : 'Problems and disputes'}</h2>
      <LiveStatus message={notice} />
      {booking.disputes.length > 0 && (
        <ul className="booking-dispute__list">
          {booking.disputes.map((d) => (
            <DisputeItem key={d.id} dispute={d} role={role} timeZone={booking.timeZone} />
          ))}
        </ul>
      )}
      {canClaim && <DamageForm booking={booking} onDone={setNotice} />}
      {canOpen && <ProblemForm booking={booking} onDone={setNotice} />}
    </section>
  );
}

/** `timeZone`: the booking's tool's, whose clocks its dates are read on. */
function DisputeItem({ dispute, role, timeZone }: { dispute: Dispute; role: Booking['viewerRole']; timeZone: string }) {
  const mine =
    (role === 'OWNER' && dispute.openedBy === 'OWNER') || (role === 'RENTER' && dispute.openedBy === 'RENTER');
  return (
    <li className="booking-dispute__item">
      <h3>
        {KIND_LABELS[dispute.kind]}
        {dispute.claim ? `: ${dispute.claim.formatted}` : ''}
      </h3>
      <p>
        <strong>{STATUS_LABELS[dispute.status]}</strong>. Opened by{' '}
        {mine ? 'you' : `the ${dispute.openedBy.toLowerCase()}`} on {formatInstant(dispute.createdAt, timeZone)}.
      </p>
      <p className="booking-dispute__reason">“{dispute.reason}”</p>
      {OUTCOME[dispute.status]({ dispute, role, timeZone })}
      {dispute.decisionNote && <p>The administrator wrote: “{dispute.decisionNote}”</p>}
      {WHAT_NEXT[dispute.status]({ dispute, role, timeZone })}
    </li>
  );
}

interface DisputeView {
  dispute: Dispute;
  role: Booking['viewerRole'];
  timeZone: string;
}

/** What a dispute's status says of its outcome, one entry per status (the compiler checks none is missing). */
const OUTCOME: Record<DisputeStatus, (view: DisputeView) => ReactNode> = {
  OPEN: () => null,
  DECIDED: (view) => <Decision {...view} />,
  DISMISSED: ({ dispute, timeZone }) => (
    <p>
      Dismissed{dispute.decidedAt ? ` on ${formatInstant(dispute.decidedAt, timeZone)}` : ''}: no money moved because of
      it.
      {dispute.kind === 'DAMAGE' ? ' The deposit goes back to the renter in full.' : ''}
    </p>
  ),
};

/** What happens next, by status: an open dispute waits for an administrator. */
const WHAT_NEXT: Record<DisputeStatus, (view: DisputeView) => ReactNode> = {
  OPEN: ({ role }) => (
    <p>
      {role === 'OWNER'
        ? 'An administrator reads the booking’s timeline, photos and conversation, then decides. Your earning for this booking waits until then.'
        : 'An administrator reads the booking’s timeline, photos and conversation, then decides. Your deposit stays held until then.'}
    </p>
  ),
  DECIDED: () => null,
  DISMISSED: () => null,
};

function Decision({ dispute, role, timeZone }: { dispute: Dispute; role: Booking['viewerRole']; timeZone: string }) {
  const refund = dispute.refundToRenter;
  const award = dispute.awardToOwner;
  return (
    <p>
      Decided{dispute.decidedAt ? ` on ${formatInstant(dispute.decidedAt, timeZone)}` : ''}:{' '}
      {refund && refund.amount > 0
        ? `${refund.formatted} of the rental amount ${role === 'RENTER' ? 'is refunded to your card' : 'goes back to the renter'}`
        : 'nothing of the rental amount is refunded'}
      {award && award.amount > 0
        ? `; ${award.formatted} of the deposit ${role === 'OWNER' ? 'is added to your earnings' : 'goes to the owner'}`
        : ''}
      . The rest of the deposit goes back to the renter’s card.
    </p>
  );
}

function DamageForm({ booking, onDone }: { booking: Booking; onDone: (notice: string) => void }) {
  const [claimDamage, claiming] = useMutation(ClaimDamageDocument, { refetchQueries: ['Booking'] });
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const limit = booking.damageClaimLimit!;
  const deadline = booking.disputeWindowEndsAt ? formatInstant(booking.disputeWindowEndsAt, booking.timeZone) : null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setErrors({});
    try {
      await claimDamage({ variables: { bookingId: booking.id, amount: amount.trim(), reason } });
      onDone(`Damage reported: ${amount.trim()} of the deposit stays held until an administrator decides.`);
    } catch (failure) {
      const error = toFormError(failure);
      if (Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setProblem(error.message);
    }
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby="report-damage-title">
      <h3 id="report-damage-title">Report damage</h3>
      <p>
        The renter paid a deposit of {limit.formatted}. If the tool came back damaged, claim part or all of it
        {deadline ? ` until ${deadline}` : ''}. Without a claim, the deposit goes back to the renter then. An
        administrator decides how much you get.
      </p>
      {problem && <Alert>{problem}</Alert>}
      <TextField
        label={`Amount (at most ${limit.formatted})`}
        name="amount"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
        placeholder={limit.decimal}
        required
      />
      <TextAreaField
        label="What was damaged, and how"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        hint="Add photos of the damage and anything else in the conversation below: the administrator reads it."
        rows={4}
        maxLength={2000}
        required
      />
      <Button type="submit" loading={claiming.loading} loadingText="Reporting…">
        Report damage
      </Button>
    </form>
  );
}

function ProblemForm({ booking, onDone }: { booking: Booking; onDone: (notice: string) => void }) {
  const [openDispute, opening] = useMutation(OpenDisputeDocument, { refetchQueries: ['Booking'] });
  const [kind, setKind] = useState<RenterDisputeKind | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const deadline = booking.disputeWindowEndsAt ? formatInstant(booking.disputeWindowEndsAt, booking.timeZone) : null;

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!kind) {
      setErrors({ kind: 'Choose what the problem is about' });
      return;
    }
    setErrors({});
    try {
      await openDispute({ variables: { bookingId: booking.id, kind, reason } });
      onDone('Problem reported. An administrator will look at it and decide.');
    } catch (failure) {
      const error = toFormError(failure);
      if (Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      else setProblem(error.message);
    }
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate aria-labelledby="report-problem-title">
      <h3 id="report-problem-title">Report a problem</h3>
      <p>
        Something wrong with the pickup, the return or the charge? Tell us{deadline ? ` by ${deadline}` : ''}: an
        administrator reads the booking’s timeline, photos and conversation and can refund you in part or in full. Your
        deposit stays held until they decide.
      </p>
      {problem && <Alert>{problem}</Alert>}
      <SelectField
        label="What is it about?"
        name="kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as RenterDisputeKind | '')}
        options={RENTER_KINDS}
        placeholder="Choose"
        error={errors.kind}
        required
      />
      <TextAreaField
        label="What went wrong"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        rows={4}
        maxLength={2000}
        required
      />
      <Button type="submit" variant="secondary" loading={opening.loading} loadingText="Reporting…">
        Report a problem
      </Button>
    </form>
  );
}
