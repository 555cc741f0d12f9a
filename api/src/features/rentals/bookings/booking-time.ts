import { AppError, type FieldError } from '../../../lib/errors.js';
import { parseDate, utcToZoned, zonedToUtc } from '../../../lib/zoned-time.js';

/** Start and return times: every 30 minutes from 7.00 AM to 6.30 PM, plus 7.00 PM and 7.15 PM. */
export const TIME_SLOTS: readonly string[] = [
  ...Array.from({ length: 24 }, (_, i) => {
    const minutes = 7 * 60 + i * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
  }),
  '19:00',
  '19:15',
];

/** '07:00' -> '7.00 AM', '19:15' -> '7.15 PM' (how the booking form writes times). */
export function slotLabel(slot: string): string {
  const [h, m] = slot.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}.${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Accepts '07:00', '7:00', '7.00 AM', '7.00am'; answers the slot ('07:00') or undefined. */
export function parseSlot(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const match = /^\s*(\d{1,2})[.:](\d{2})\s*([ap]\.?m\.?)?\s*$/i.exec(input);
  if (!match) return undefined;
  let hour = Number(match[1]);
  const minute = Number(match[2]);
  const meridiem = match[3]?.toLowerCase().replace(/\./g, '');
  if (meridiem) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  const slot = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return TIME_SLOTS.includes(slot) ? slot : undefined;
}

/** A date with a clock time, and maybe a UTC offset: what `toISOString()` and date pickers send. */
const TIMESTAMP =
  /^\s*(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?\s*(Z|[+-]\d{2}:?\d{2})?\s*$/i;

/**
 * A booking date as the caller sent it, on the clocks of `timeZone` (the tool's zone). A date
 * ('2027-03-08') is that day. A whole timestamp is read in the tool's zone, never cut at its 'T': a
 * date picker's midnight ('2027-03-07T23:00:00.000Z' is midnight of 8 March in Lagos) is that day;
 * any other moment is not a day, and `problem` says so, quoting the text as it was sent.
 */
export function parseBookingDate(input: unknown, timeZone: string): { date?: string; problem?: string } | undefined {
  if (typeof input !== 'string') return undefined;
  if (/^\s*\d{4}-\d{2}-\d{2}\s*$/.test(input)) {
    const date = parseDate(input);
    return date ? { date } : undefined;
  }
  const match = TIMESTAMP.exec(input);
  const written = match && parseDate(match[1]);
  if (!match || !written) return undefined;
  const [, , hh, mm, ss = '0', fraction = '0', offset] = match;
  const [y, m, d] = written.split('-').map(Number) as [number, number, number];
  const clock = Date.UTC(y, m - 1, d, Number(hh), Number(mm), Number(ss), Number(`0.${fraction}`) * 1000);
  // Without an offset the clock time is the tool's; with one, the instant is read on the tool's clocks.
  const offsetMinutes =
    !offset || offset.toUpperCase() === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)));
  const there = offset
    ? utcToZoned(new Date(clock - offsetMinutes * 60_000), timeZone)
    : { date: written, time: `${hh}:${mm}` };
  const midnight = offset
    ? zonedToUtc(there.date, '00:00', timeZone).getTime() === clock - offsetMinutes * 60_000
    : clock === Date.UTC(y, m - 1, d);
  if (midnight) return { date: there.date };
  return {
    problem:
      `"${input}" is a moment, not a day: on the tool's clocks (${timeZone}) it is ${there.date} at ${there.time}. ` +
      `Send the day alone, such as ${there.date}, and the time in its own field`,
  };
}

export interface PeriodInput {
  startDate?: unknown;
  startTime?: unknown;
  endDate?: unknown;
  endTime?: unknown;
}

export interface Period {
  startsAt: Date;
  endsAt: Date;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A booking starts at most a year ahead and lasts at most 90 days. */
const MAX_AHEAD = 366 * DAY;
const MAX_LENGTH = 90 * DAY;

/**
 * The booking form's rules: one message for each missing (or malformed) start date, start time,
 * returning date and returning time; then the return after the start, the start not in the past.
 */
export function parsePeriod(input: PeriodInput, opts: { timeZone: string; now: Date }): Period {
  const missing: FieldError[] = [];
  const start = parseBookingDate(input.startDate, opts.timeZone);
  const end = parseBookingDate(input.endDate, opts.timeZone);
  const startDate = start?.date;
  const startTime = parseSlot(input.startTime);
  const endDate = end?.date;
  const endTime = parseSlot(input.endTime);
  const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!startDate)
    missing.push({
      path: 'startDate',
      msg:
        start?.problem ??
        (given(input.startDate) ? 'The start date must be a date such as 2026-12-10' : 'Please select your start date'),
    });
  if (!startTime)
    missing.push({
      path: 'startTime',
      msg: given(input.startTime) ? 'Please choose a start time from the list' : 'Please select your start time',
    });
  if (!endDate)
    missing.push({
      path: 'endDate',
      msg:
        end?.problem ??
        (given(input.endDate)
          ? 'The returning date must be a date such as 2026-12-12'
          : 'Please select your returning date'),
    });
  if (!endTime)
    missing.push({
      path: 'endTime',
      msg: given(input.endTime) ? 'Please choose a returning time from the list' : 'Please select your returning time',
    });
  if (missing.length) throw AppError.badInput(missing);
  const startsAt = zonedToUtc(startDate!, startTime!, opts.timeZone);
  const endsAt = zonedToUtc(endDate!, endTime!, opts.timeZone);
  if (startsAt.getTime() < opts.now.getTime())
    throw AppError.badInput([{ path: 'startDate', msg: 'The start cannot be in the past' }]);
  if (endsAt.getTime() <= startsAt.getTime())
    throw AppError.badInput([{ path: 'endDate', msg: 'The return must be after the start' }]);
  if (startsAt.getTime() - opts.now.getTime() > MAX_AHEAD)
    throw AppError.badInput([{ path: 'startDate', msg: 'Bookings can start at most a year ahead' }]);
  if (endsAt.getTime() - startsAt.getTime() > MAX_LENGTH)
    throw AppError.badInput([{ path: 'endDate', msg: 'A booking can last at most 90 days' }]);
  return { startsAt, endsAt };
}

/** The form's fields back from a stored period: clock times in `timeZone` (the tool's zone). */
export function periodFields(period: Period, timeZone: string) {
  const start = utcToZoned(period.startsAt, timeZone);
  const end = utcToZoned(period.endsAt, timeZone);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

/** A quantity: a whole number from 1 to `max` (the units free in the period). */
export function parseQuantity(input: unknown, max: number): number {
  const value = typeof input === 'string' && input.trim() !== '' ? Number(input) : input;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    throw AppError.badInput([{ path: 'quantity', msg: 'The quantity must be a whole number of at least 1' }]);
  if (value > max) {
    // Not a typing mistake but a clash with other bookings: a conflict, still tied to the field.
    const msg =
      max <= 0
        ? 'This tool is not available for the chosen period'
        : `Only ${max} ${max === 1 ? 'unit is' : 'units are'} free for the chosen period`;
    throw new AppError('CONFLICT', msg, [{ path: 'quantity', msg }]);
  }
  return value;
}
