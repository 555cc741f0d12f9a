import type { FieldError } from '../../../lib/errors.js';
import { CIRCLE_MINUTES, type RentalCircle, type ToolRow } from './tool.table.js';

/**
 * An owner's booking rules, each 0 when there is none (tools' columns): the shortest and longest
 * rental as charged (whole days for daily tools), the time kept free after each rental before the next
 * may start, how long before its start a booking must be made, and how many days ahead it may start.
 */
export type BookingRules = Pick<
  ToolRow,
  'rentalCircle' | 'minRentalMinutes' | 'maxRentalMinutes' | 'bufferMinutes' | 'noticeMinutes' | 'maxAdvanceDays'
>;

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** 2880 minutes of a daily tool -> '2 days'; 180 of an hourly one -> '3 hours'. */
export function rentalLength(circle: RentalCircle, minutes: number): string {
  const unit = CIRCLE_MINUTES[circle];
  return minutes % unit === 0
    ? count(minutes / unit, circle === 'daily' ? 'day' : 'hour')
    : count(minutes / 60, 'hour');
}

/** A length in hours, in days when it is whole days: the notice and the buffer. */
const hoursText = (minutes: number) =>
  minutes % 1440 === 0 ? count(minutes / 1440, 'day') : count(Math.round((minutes / 60) * 100) / 100, 'hour');

/**
 * Why a period breaks the tool's rules, as the booking form's field it is about (the start for the
 * notice and how far ahead, the return for the length); undefined when it keeps them. `billedMinutes`:
 * the length as charged. The buffer is a matter of availability (bookings' bookedUnits), not of the period alone.
 */
export function rulesProblem(
  rules: BookingRules,
  period: { startsAt: Date; endsAt: Date },
  billedMinutes: number,
  now: Date,
): FieldError | undefined {
  const lead = period.startsAt.getTime() - now.getTime();
  if (rules.noticeMinutes > 0 && lead < rules.noticeMinutes * 60_000)
    return {
      path: 'startDate',
      msg: `Book at least ${hoursText(rules.noticeMinutes)} before the start: the owner needs that much notice`,
    };
  if (rules.maxAdvanceDays > 0 && lead > rules.maxAdvanceDays * 86_400_000)
    return { path: 'startDate', msg: `This tool can be booked at most ${count(rules.maxAdvanceDays, 'day')} ahead` };
  if (rules.minRentalMinutes > 0 && billedMinutes < rules.minRentalMinutes)
    return {
      path: 'endDate',
      msg: `This tool is rented for at least ${rentalLength(rules.rentalCircle, rules.minRentalMinutes)}`,
    };
  if (rules.maxRentalMinutes > 0 && billedMinutes > rules.maxRentalMinutes)
    return {
      path: 'endDate',
      msg: `This tool is rented for at most ${rentalLength(rules.rentalCircle, rules.maxRentalMinutes)}`,
    };
  return undefined;
}

/** The rules in short sentences, for the tool page and the owner's list; empty when there are none. */
export function rulesSummary(rules: BookingRules): string[] {
  const lines: string[] = [];
  if (rules.minRentalMinutes > 0)
    lines.push(`Rented for at least ${rentalLength(rules.rentalCircle, rules.minRentalMinutes)}`);
  if (rules.maxRentalMinutes > 0)
    lines.push(`Rented for at most ${rentalLength(rules.rentalCircle, rules.maxRentalMinutes)}`);
  if (rules.noticeMinutes > 0) lines.push(`Book at least ${hoursText(rules.noticeMinutes)} ahead`);
  if (rules.maxAdvanceDays > 0) lines.push(`Bookable up to ${count(rules.maxAdvanceDays, 'day')} ahead`);
  if (rules.bufferMinutes > 0) lines.push(`${hoursText(rules.bufferMinutes)} kept free between rentals`);
  return lines;
}
