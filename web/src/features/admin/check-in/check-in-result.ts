import { toFormError } from '../../../lib/errors';
import { fullName } from '../../../lib/names';
import { formatCheckInTime } from '../format';

/**
 * What one scan or click at the desk came to. Each looks different on the page (colour, mark, words),
 * so staff can tell a fresh check-in from a second scan or an unknown code at a glance.
 */
export type CheckInOutcome = 'checked-in' | 'already' | 'not-found' | 'undone' | 'error';

export interface CheckInPerson {
  id: string;
  firstName: string;
  lastName: string;
  registrationCode: string;
  checkedInAt?: string | null;
}

export interface CheckInResult {
  /** Tells results apart, also two alike in a row (the same unknown code scanned twice). */
  id: number;
  outcome: CheckInOutcome;
  /** The code scanned or typed, or the id of the match chosen. */
  key: string;
  person: CheckInPerson | null;
  /** The server's words, where the desk has nothing better to say. */
  message: string | null;
  /** When the desk got the result, for results without a check-in time of their own. */
  at: string;
  /** Why an undo of this check-in failed, shown beside it. */
  undoProblem?: string | null;
}

export const OUTCOME_LABELS: Record<CheckInOutcome, string> = {
  'checked-in': 'Checked in',
  already: 'Already checked in',
  'not-found': 'Not found',
  undone: 'Check-in undone',
  error: 'Not checked in',
};

const who = (person: CheckInPerson) => `${fullName(person)} (${person.registrationCode})`;

/**
 * The sentence for a result: shown under its heading and announced to screen readers. `expoTimeZone`:
 * the venue's, whose clocks the check-in time is read on.
 */
export function resultSentence(result: CheckInResult, expoTimeZone: string | undefined): string {
  const { person } = result;
  switch (result.outcome) {
    case 'checked-in':
      return person?.checkedInAt
        ? `${who(person)} is checked in at ${formatCheckInTime(person.checkedInAt, expoTimeZone)}.`
        : `${person ? who(person) : result.key} is checked in.`;
    case 'already':
      return person?.checkedInAt
        ? `${who(person)} was already checked in at ${formatCheckInTime(person.checkedInAt, expoTimeZone)}.`
        : (result.message ?? `${result.key} was already checked in.`);
    case 'not-found':
      return `No registration found for “${result.key}”. Check the code and try again.`;
    case 'undone':
      return `The check-in of ${person ? who(person) : result.key} is undone: they are not checked in.`;
    case 'error':
      return result.message ?? 'Something went wrong. Try again.';
  }
}

/** How a refused check-in shows: a second scan is not the desk's error, an unknown code is. */
export function refusedOutcome(error: unknown): { outcome: CheckInOutcome; message: string } {
  const { code, message } = toFormError(error);
  if (code === 'CONFLICT') return { outcome: 'already', message };
  if (code === 'NOT_FOUND') return { outcome: 'not-found', message };
  return { outcome: 'error', message };
}
