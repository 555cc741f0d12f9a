import { useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { graphql } from '../../../gql';
import type { CartFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';

const ReleaseHoldDocument = graphql(`
  mutation ReleaseHold($paymentId: ID!) {
    releaseHold(paymentId: $paymentId) {
      id
      paid
    }
  }
`);

export type HeldPayment = NonNullable<CartFieldsFragment['pendingPayment']>;

/** The last stretch of a hold gets one polite announcement, not one per second. */
const WARN_AT_MS = 2 * 60_000;

/** Milliseconds until `until`, counted down once a second. */
export function useTimeLeft(until: string): number {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, end - now);
}

/** '12 more minutes', '1 more minute', 'less than a minute'. */
export function describeTimeLeft(ms: number): string {
  if (ms < 60_000) return 'less than a minute';
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** '11:42': the countdown as a clock, for the eye (the sentence beside it says it in words). */
function clock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

interface HeldPaymentNoticeProps {
  held: HeldPayment;
  /** A payment is under way on the page: letting go of its hold now would pull the rug from under it. */
  busy: boolean;
  /** After a release: 'paid' when the processor had taken the money meanwhile (the hold was settled). */
  onReleased: (outcome: 'released' | 'paid') => void;
  /** The hold ran out while the page was open. */
  onLapsed: () => void;
}

/**
 * The renter's own unfinished payment (a lost connection during the card step, a reload): the
 * dates are held for them, not taken. The page's card form resumes the same payment when the cart
 * is unchanged; Release lets go of the hold at once, after a confirmation.
 */
export function HeldPaymentNotice({ held, busy, onReleased, onLapsed }: HeldPaymentNoticeProps) {
  const left = useTimeLeft(held.holdExpiresAt);
  const lapsed = left === 0;
  const [releaseHold, releasing] = useMutation(ReleaseHoldDocument);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (lapsed) onLapsed();
  }, [lapsed, onLapsed]);

  async function release() {
    setProblem(null);
    try {
      const result = (await releaseHold({ variables: { paymentId: held.paymentId } })).data?.releaseHold;
      setAsking(false);
      onReleased(result?.paid ? 'paid' : 'released');
    } catch (failure) {
      setProblem(toFormError(failure).message);
    }
  }

  const timeLeft = describeTimeLeft(left);
  return (
    <section className="held-payment" aria-labelledby="held-payment-title">
      <div className="held-payment__head">
        <h2 id="held-payment-title" className="held-payment__title">
          {held.matchesCart ? 'Your payment for these tools was not finished' : 'Your earlier payment was not finished'}
        </h2>
        <span className="held-payment__clock" aria-hidden="true">
          {clock(left)}
        </span>
      </div>
      {held.matchesCart ? (
        <p>
          The period is held for you for <strong>{timeLeft}</strong>. Enter your card below and choose Resume payment:
          it continues the same payment, so you are never charged twice. Or release the hold so that others can book
          these dates at once.
        </p>
      ) : (
        <p>
          {listNames(held.toolNames)} ({held.amount.formatted}) {held.toolNames.length === 1 ? 'is' : 'are'} held for
          you for <strong>{timeLeft}</strong>. Your cart has changed since: paying now releases that hold and holds your
          cart as it is now.
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {left > 0 && left <= WARN_AT_MS ? `${describeTimeLeft(left)} to finish your payment.` : ''}
      </p>
      {problem && <Alert>{problem}</Alert>}
      {asking ? (
        <div className="held-payment__confirm" role="group" aria-label="Release the hold?">
          <p>Release the hold? The dates become free for everyone at once, and nothing is charged.</p>
          <div className="held-payment__actions">
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep the hold
            </Button>
            <Button onClick={() => void release()} loading={releasing.loading} loadingText="Releasing…">
              Yes, release it
            </Button>
          </div>
        </div>
      ) : (
        <div className="held-payment__actions">
          <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy}>
            Release
          </Button>
        </div>
      )}
    </section>
  );
}
