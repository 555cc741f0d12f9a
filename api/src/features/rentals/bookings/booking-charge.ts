import { CIRCLE_MINUTES as MINUTES_PER, type RentalCircle } from '../tools/tool.table.js';
import type { Period } from './booking-time.js';

const MINUTE = 60_000;

/** One unit of a tool for one period: the length charged and what it costs. */
export interface PeriodCharge {
  /** Minutes charged: see `billedMinutes`. */
  billedMinutes: number;
  /** Whole cents, after the discount: see `unitAmountCents` and `discountedCents`. */
  unitAmountCents: number;
  /** The discount for a rental this long, in percent (0: none). */
  discountPercent: number;
  /** What the unit would cost without it, in whole cents. */
  listAmountCents: number;
}

/** A tool's discounts for longer rentals, in percent (0: none). */
export interface LengthDiscounts {
  weeklyDiscountPercent: number;
  monthlyDiscountPercent: number;
}

const NO_DISCOUNTS: LengthDiscounts = { weeklyDiscountPercent: 0, monthlyDiscountPercent: 0 };
/** A rental charged for this long or longer gets the weekly discount; the monthly one from 28 days. */
export const WEEK_MINUTES = 7 * 1440;
export const MONTH_MINUTES = 28 * 1440;

/** The discount in percent for a rental charged `minutes`: the monthly one from 28 days, the weekly from 7. */
export function discountPercent(discounts: LengthDiscounts, minutes: number): number {
  if (minutes >= MONTH_MINUTES && discounts.monthlyDiscountPercent > 0) return discounts.monthlyDiscountPercent;
  if (minutes >= WEEK_MINUTES) return discounts.weeklyDiscountPercent;
  return 0;
}

/** `listCents` less `percent` of it, the discount rounded half up to a whole cent (the renter's favour on a half). */
export function discountedCents(listCents: number, percent: number): number {
  return listCents - roundHalfUp(listCents * percent, 100);
}

/**
 * The length a period is charged for, in minutes. Hourly tools: the exact length between start and
 * end (the time slots include 7.15 PM, so quarter hours occur). Daily tools: whole days, at least
 * one; a day that has started counts in full.
 */
export function billedMinutes(circle: RentalCircle, period: Period): number {
  const minutes = Math.round((period.endsAt.getTime() - period.startsAt.getTime()) / MINUTE);
  if (circle === 'hourly') return minutes;
  const day = MINUTES_PER.daily;
  return Math.max(1, Math.ceil(minutes / day)) * day;
}

/** `numerator / denominator` to the nearest whole number, a half rounded up (both non-negative integers). */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * What one unit costs for `minutes` charged at `priceCents` per hour or per day, in whole cents:
 * price x minutes / 60 (or / 1,440), a fraction of a cent rounded half up. Daily lengths are whole
 * days, so only hourly amounts ever round. A line of a cart or a booking costs this times its
 * quantity, so the unit amount a renter sees times the quantity is always the total charged.
 */
export function unitAmountCents(circle: RentalCircle, priceCents: number, minutes: number): number {
  return roundHalfUp(priceCents * minutes, MINUTES_PER[circle]);
}

/**
 * The pricing rule of the quote, the cart and both checkouts (the cart's and the old client's
 * paid-intent booking): the length charged for a period and what one unit costs for it, less the
 * tool's discount for a rental that long. `discounts` may be the percent already settled (a cart
 * line keeps the one it was added with).
 */
export function periodCharge(
  circle: RentalCircle,
  priceCents: number,
  period: Period,
  discounts: LengthDiscounts | number = NO_DISCOUNTS,
): PeriodCharge {
  const minutes = billedMinutes(circle, period);
  const listAmountCents = unitAmountCents(circle, priceCents, minutes);
  const percent = typeof discounts === 'number' ? discounts : discountPercent(discounts, minutes);
  return {
    billedMinutes: minutes,
    listAmountCents,
    discountPercent: percent,
    unitAmountCents: discountedCents(listAmountCents, percent),
  };
}

/** Hours (3.5) or days (2) charged, in the tool's rental circle. */
export function billedPeriods(circle: RentalCircle, minutes: number): number {
  return minutes / MINUTES_PER[circle];
}

/** '3.5 hours', '0.25 hours', '1 hour', '2 days': the length charged, as people read it. */
export function describeBilled(circle: RentalCircle, minutes: number): string {
  const count = billedPeriods(circle, minutes);
  const unit = circle === 'hourly' ? 'hour' : 'day';
  return `${Number(count.toFixed(2))} ${unit}${count === 1 ? '' : 's'}`;
}
