import { fullName } from '../../../lib/names';
import { capitalized, formatProgrammeDay } from '../../../lib/programme';
import { formatCheckInTime } from '../format';
import type { DeskOutcome, DeskScan, FirstCheckIn, Refusal } from './desk-rules';

/**
 * What one scan or click at the desk came to. Each looks different on the page (colour, mark, words),
 * so staff can tell a fresh check-in from a second scan, a refusal or an unknown code at a glance.
 */
export type CheckInOutcome = DeskOutcome;

export const OUTCOME_LABELS: Record<CheckInOutcome, string> = {
  'checked-in': 'Checked in',
  already: 'Already checked in',
  'not-found': 'Not found',
  refused: 'Cannot check in',
  undone: 'Check-in undone',
};

export const REFUSAL_LABELS: Record<Refusal, string> = {
  CANCELLED: 'Registration cancelled',
  DECLINED: 'Registration declined',
  AWAITING_APPROVAL: 'Awaiting approval',
  NOT_THAT_DAY: 'Pass not for this day',
  NO_SEAT: 'No seat booked',
};

const who = (scan: DeskScan) =>
  scan.guest ? `${fullName(scan.guest)} (${scan.guest.registrationCode})` : `“${scan.code}”`;

/** "at 10 Dec 2026, 10.02 AM GMT+1 (Desk 1, North gate)": where a guest came in first, as far as known. */
export function firstCheckInWords(first: FirstCheckIn, expoTimeZone: string | undefined): string {
  const where = [first.deskName, first.entrance].filter(Boolean).join(', ');
  return `at ${formatCheckInTime(first.at, expoTimeZone)}${where ? ` (${where})` : ''}`;
}

function refusalSentence(scan: DeskScan, day: string | undefined): string {
  const name = who(scan);
  switch (scan.refusal) {
    case 'DECLINED':
      return `The registration of ${name} was declined by the organisers: they cannot check in with it.`;
    case 'CANCELLED':
      return `The registration of ${name} was cancelled: they cannot check in with it.`;
    case 'AWAITING_APPROVAL':
      return `The registration of ${name} awaits the organisers’ approval: it cannot check in yet.`;
    case 'NOT_THAT_DAY':
      return `The pass of ${name} is not for ${day ? capitalized(formatProgrammeDay(day)) : 'this day'}.`;
    case 'NO_SEAT':
      return `${name} has no seat at this session: seats are booked from their registration.`;
    default:
      return `${name} cannot check in here.`;
  }
}

/**
 * The sentence for a scan: shown under its heading and announced to screen readers. `expoTimeZone`:
 * the venue's, whose clocks times are read on; `day`: the desk's day.
 */
export function resultSentence(scan: DeskScan, expoTimeZone: string | undefined, day?: string): string {
  switch (scan.outcome) {
    case 'checked-in':
      return `${who(scan)} is checked in at ${formatCheckInTime(scan.first?.at ?? scan.scannedAt, expoTimeZone)}.`;
    case 'already':
      return scan.first
        ? `${who(scan)} was already checked in ${firstCheckInWords(scan.first, expoTimeZone)}.`
        : (scan.message ?? `${who(scan)} was already checked in.`);
    case 'not-found':
      return scan.state === 'queued'
        ? `No registration found for “${scan.code}” on this desk’s list. The server checks it when the desk syncs.`
        : `No registration found for “${scan.code}”. Check the code and try again.`;
    case 'refused':
      return scan.state === 'synced' && scan.message ? scan.message : refusalSentence(scan, day);
    case 'undone':
      return `The check-in of ${who(scan)} is undone: they are not checked in.`;
  }
}
