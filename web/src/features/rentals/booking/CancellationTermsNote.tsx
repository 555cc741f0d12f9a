import type { CancellationPolicy } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { policyLabel } from '../cancellation-terms';
import './cancellation-terms-note.css';

/** What the server says a cancellation would refund, and until when (CancellationTerms). */
export interface CancellationTermsView {
  policy: CancellationPolicy;
  summary: string;
  refundDeadlines: readonly { percent: number; until: string }[];
}

/** '{Policy} cancellation policy: {the rule in words}' (the server's words). */
export function policySentence(terms: CancellationTermsView): string {
  return `${policyLabel(terms.policy)} cancellation policy: ${terms.summary}`;
}

/**
 * The deadlines as one sentence, on the tool's clocks: 'Cancel by Wed, 9 Dec 2026, 9.00 AM GMT+1 for a
 * refund in full, or by Thu, 10 Dec 2026, 9.00 AM GMT+1 for a refund in part (50%).' The shares and the
 * instants are the server's (computed from now); this only writes them.
 */
export function deadlinesSentence(terms: CancellationTermsView, timeZone: string): string {
  if (!terms.refundDeadlines.length) return 'A cancellation would refund nothing of the rental.';
  const parts = terms.refundDeadlines.map(
    ({ percent, until }) =>
      `by ${formatInstant(until, timeZone, { weekday: true })} for a refund ${percent >= 100 ? 'in full' : `in part (${percent}%)`}`,
  );
  return `Cancel ${parts.join(', or ')}.`;
}

/** The summary page's 'If you cancel' section: the policy, its deadlines, and the deposit. */
export function CancellationTermsNote({
  terms,
  timeZone,
  deposit,
}: {
  terms: CancellationTermsView;
  timeZone: string;
  /** A deposit is charged with the booking: say it always comes back. */
  deposit: boolean;
}) {
  return (
    <section className="cancellation-terms" aria-labelledby="cancellation-terms-title">
      <h2 id="cancellation-terms-title">If you cancel</h2>
      <p>{policySentence(terms)}</p>
      <p>{deadlinesSentence(terms, timeZone)}</p>
      {deposit && <p>The deposit always comes back in full.</p>}
    </section>
  );
}
