import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { refreshSession } from '../../../lib/auth/session';
import { formatInstant } from '../../../lib/date-time';
import { toFormError, type FormError } from '../../../lib/errors';

/** The longest delay setTimeout keeps (about 24 days); a wait beyond it is not timed here. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether payouts still wait for `resumeAt` (PayoutAccount.payoutsResumeAt: set only while the cooling-off
 * period runs). It turns false when the time comes, so the page need not be reloaded to withdraw.
 */
export function useWaitingUntil(resumeAt: string | null | undefined): boolean {
  const [passed, setPassed] = useState<string | null>(null);
  useEffect(() => {
    if (!resumeAt) return;
    const wait = Date.parse(resumeAt) - Date.now();
    if (!(wait < MAX_TIMER_MS)) return;
    const timer = setTimeout(() => setPassed(resumeAt), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [resumeAt]);
  return Boolean(resumeAt) && passed !== resumeAt;
}

/** `timeZone`: the marketplace's (site.marketplaceTimeZone), whose clocks a payout's times are read on. */
export function coolingOffMessage(resumeAt: string, timeZone: string | undefined): string {
  return `Your payout details changed recently. For your safety, you can ask for a payout again from ${formatInstant(resumeAt, timeZone)}.`;
}

/**
 * What a refused payout shows. PAYOUT_ON_HOLD during the cooling-off period carries
 * `extensions.retryAfterSeconds`: the time is then said on the marketplace's clocks, as the page's
 * other times (the server's message says it in UTC).
 */
export function payoutProblem(error: unknown, timeZone: string | undefined): FormError {
  const problem = toFormError(error);
  if (problem.code === 'PAYOUT_ON_HOLD' && CombinedGraphQLErrors.is(error)) {
    const seconds = error.errors[0]?.extensions?.retryAfterSeconds;
    if (typeof seconds === 'number' && seconds > 0) {
      return {
        ...problem,
        message: coolingOffMessage(new Date(Date.now() + seconds * 1000).toISOString(), timeZone),
      };
    }
  }
  return problem;
}

/**
 * EMAIL_NOT_VERIFIED while the session's user says the address is confirmed: that copy is out of date.
 * Refreshing it brings back the notices that offer the link again (this page's and the user area's).
 */
export function refreshIfEmailNotVerified(problem: FormError): void {
  if (problem.code === 'EMAIL_NOT_VERIFIED') void refreshSession();
}
