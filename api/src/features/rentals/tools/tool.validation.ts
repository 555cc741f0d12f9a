import { z } from 'zod';
import { decimalTextCents } from '../../../lib/money.js';
import { CANCELLATION_POLICIES } from './cancellation-policy.js';
import { AppError } from '../../../lib/errors.js';
import {
  BOOKING_MODES,
  CIRCLE_MINUTES,
  ITEM_STATUSES,
  LATE_FEE_UNITS,
  MAX_DEPOSIT_CENTS,
  RENTAL_CIRCLES,
  type RentalCircle,
  type ToolRow,
} from './tool.table.js';

export const IMAGE_SLOTS = ['coverImage', 'image1', 'image2', 'image3', 'image4'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];

const MAX_PRICE_CENTS = 100_000_000;

/** "25", "25.5", "25.50" or 25.5 become 2550 cents; anything else is a clear error. */
export const priceField = z
  .union([z.string(), z.number()], { error: 'Please enter a price, such as 25 or 25.50' })
  .transform((v, ctx) => {
    const text = String(v).trim().replace(/^\$/, '');
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: 'The price must be a positive amount with at most 2 decimals, such as 25 or 25.50',
      });
      return z.NEVER;
    }
    const [whole, fraction = ''] = text.split('.');
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (cents <= 0) ctx.addIssue({ code: 'custom', message: 'The price must be more than 0' });
    if (cents > MAX_PRICE_CENTS) ctx.addIssue({ code: 'custom', message: 'The price must be at most 1,000,000.00' });
    return cents;
  });

/** `missing`: what to say when the field is not sent at all (else the generic "must be text"). */
const text = (label: string, max: number, missing = `${label} must be text`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) =>
  text(label, max)
    .transform((v) => (v === '' ? null : v))
    .nullish();

const units = z.coerce
  .number({ error: 'Units must be a whole number' })
  .int('Units must be a whole number')
  .min(1, 'At least 1 unit')
  .max(100, 'At most 100 units');
const rentalCircle = z.enum(RENTAL_CIRCLES, { error: 'Rental circle must be hourly or daily' });

const cancellationPolicy = z.enum(CANCELLATION_POLICIES, {
  error: 'Cancellation policy must be flexible, moderate or strict',
});
const bookingMode = z.enum(BOOKING_MODES, { error: 'Booking mode must be instant or request' });
/** A yes or no; a form sends it as the text "true" or "false". */
const requiresIdVerification = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Whether renters need a verified ID must be true or false' }),
);
const MAX_DEPOSIT = (MAX_DEPOSIT_CENTS / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
const DEPOSIT_RULE = `The deposit must be an amount from 0 (no deposit) to ${MAX_DEPOSIT} with at most 2 decimals, such as 50 or 50.00`;

/** An amount from 0 to the deposit's maximum: decimal text ("50", "50.00"; a number from the old form too) as cents. */
const depositAmount = (ruleText: string) =>
  z.union([z.string(), z.number()], { error: ruleText }).transform((v, ctx) => {
    const text = String(v).trim().replace(/^\$/, '');
    const cents = text === '' ? 0 : decimalTextCents(text);
    if (cents === undefined || cents > MAX_DEPOSIT_CENTS) {
      ctx.addIssue({ code: 'custom', message: ruleText });
      return z.NEVER;
    }
    return cents;
  });
/** The security deposit per unit; 0 is none. */
const deposit = depositAmount(DEPOSIT_RULE);
/** A late return's fee per hour or day (0: none) and its cap per booking, taken from the deposit. */
const lateFee = depositAmount(
  'The late fee must be an amount from 0 (none) with at most 2 decimals, such as 5 or 5.00',
);
const lateFeeCap = depositAmount('The late fee cap must be an amount with at most 2 decimals, such as 40 or 40.00');
const lateFeeUnit = z.enum(LATE_FEE_UNITS, { error: 'The late fee is counted per hour or per day' });

/**
 * The late fee as it will be, from what the caller sent and, on an edit, what the tool has: it is taken
 * from the deposit, so it needs one, and its cap is at least the fee and at most the deposit.
 */
export function assertLateFee(
  input: { lateFeeCents?: number | undefined; lateFeeCapCents?: number | undefined; depositCents?: number | undefined },
  current?: Pick<ToolRow, 'lateFeeCents' | 'lateFeeCapCents' | 'depositCents' | 'currency'>,
): void {
  const fee = input.lateFeeCents ?? current?.lateFeeCents ?? 0;
  const cap = input.lateFeeCapCents ?? current?.lateFeeCapCents ?? 0;
  const deposit = input.depositCents ?? current?.depositCents ?? 0;
  if (fee === 0) return;
  const money = (cents: number) => (cents / 100).toFixed(2);
  if (deposit === 0)
    throw AppError.badInput([{ path: 'lateFee', msg: 'Set a deposit first: late fees are taken from the deposit' }]);
  if (cap < fee)
    throw AppError.badInput([
      {
        path: 'lateFeeCap',
        msg: `The cap must be at least the late fee (${money(fee)}): the most a late return costs`,
      },
    ]);
  if (cap > deposit)
    throw AppError.badInput([
      {
        path: 'lateFeeCap',
        msg: `The cap can be at most the deposit (${money(deposit)}): late fees are taken from it`,
      },
    ]);
}

/** A booking rule: a whole number from 0 (no rule) to `max` of `unit`s. */
const rule = (what: string, max: number, unit: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number of ${unit}` })
    .int(`${what} must be a whole number of ${unit}`)
    .min(0, `${what} cannot be less than 0 (0: no rule)`)
    .max(max, `${what} is at most ${max} ${unit}`);
/** A discount for longer rentals: whole percent, 0 (none) to 90. */
const discount = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number of percent` })
    .int(`${what} must be a whole number of percent`)
    .min(0, `${what} cannot be less than 0 (0: none)`)
    .max(90, `${what} is at most 90 percent`);

/**
 * The discounts as they will be, from what the caller sent and, on an edit, what the tool has: the
 * monthly one (for 28 days or more) may not be smaller than the weekly one, or a longer rental would
 * cost more per day than a shorter one.
 */
export function assertDiscounts(
  input: { weeklyDiscountPercent?: number | undefined; monthlyDiscountPercent?: number | undefined },
  current?: Pick<ToolRow, 'weeklyDiscountPercent' | 'monthlyDiscountPercent'>,
): void {
  const weekly = input.weeklyDiscountPercent ?? current?.weeklyDiscountPercent ?? 0;
  const monthly = input.monthlyDiscountPercent ?? current?.monthlyDiscountPercent ?? 0;
  if (monthly > 0 && monthly < weekly)
    throw AppError.badInput([
      {
        path: 'monthlyDiscountPercent',
        msg: `The monthly discount must be at least the weekly one (${weekly}%), or 0 to use the weekly one`,
      },
    ]);
}

/** Rental lengths count in the tool's circle (hours or days), up to a booking's longest, 90 days. */
const rentalLength = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a whole number of hours or days, as the tool is rented` })
    .int(`${what} must be a whole number of hours or days, as the tool is rented`)
    .min(0, `${what} cannot be less than 0 (0: no rule)`)
    .max(2160, `${what} is at most 90 days (2,160 hours)`);

const COUNTRY_MISSING = 'Please choose the country where the tool is picked up';
const CITY_MISSING = 'Please enter the city where the tool is picked up';

/**
 * Every field a tool's owner sets, without defaults (an edit must not reset what it leaves out).
 * Keys are the names callers send (`price`, in the currency of the tool's country), so errors name those; the parsed
 * price becomes `priceCents`, the column's name, afterwards.
 */
const toolFields = {
  name: text('Name', 120).min(1, 'Please enter the name of the tool'),
  description: text('Description', 5000),
  price: priceField,
  rentalCircle,
  units,
  categoryId: z.string({ error: 'Please choose a category' }).trim().min(1, 'Please choose a category'),
  country: text('Country', 100, COUNTRY_MISSING).min(1, COUNTRY_MISSING),
  state: optional('State', 100),
  city: text('City', 100, CITY_MISSING).min(1, CITY_MISSING),
  address: optional('Address', 300),
  cancellationPolicy,
  bookingMode,
  requiresIdVerification,
  deposit,
  minRentalLength: rentalLength('The shortest rental'),
  maxRentalLength: rentalLength('The longest rental'),
  bufferHours: rule('The time kept free between rentals', 24, 'hours'),
  noticeHours: rule('The notice', 720, 'hours'),
  maxAdvanceDays: rule('How far ahead a booking may start', 365, 'days'),
  weeklyDiscountPercent: discount('The weekly discount'),
  monthlyDiscountPercent: discount('The monthly discount'),
  lateFee,
  lateFeeUnit,
  lateFeeCap,
};

/** An edit's amounts, when it has them, under the columns' names. */
const inCents = <T extends { price?: number; deposit?: number; lateFee?: number; lateFeeCap?: number }>({
  price,
  deposit,
  lateFee,
  lateFeeCap,
  ...rest
}: T) => ({
  ...rest,
  ...(price === undefined ? {} : { priceCents: price }),
  ...(deposit === undefined ? {} : { depositCents: deposit }),
  ...(lateFee === undefined ? {} : { lateFeeCents: lateFee }),
  ...(lateFeeCap === undefined ? {} : { lateFeeCapCents: lateFeeCap }),
});

export const toolSchema = z
  .object({
    ...toolFields,
    description: toolFields.description.default(''),
    rentalCircle: rentalCircle.default('daily'),
    units: units.default(1),
    cancellationPolicy: cancellationPolicy.default('flexible'),
    bookingMode: bookingMode.default('instant'),
    requiresIdVerification: requiresIdVerification.default(false),
    deposit: deposit.default(0),
    minRentalLength: toolFields.minRentalLength.default(0),
    maxRentalLength: toolFields.maxRentalLength.default(0),
    bufferHours: toolFields.bufferHours.default(0),
    noticeHours: toolFields.noticeHours.default(0),
    maxAdvanceDays: toolFields.maxAdvanceDays.default(0),
    weeklyDiscountPercent: toolFields.weeklyDiscountPercent.default(0),
    monthlyDiscountPercent: toolFields.monthlyDiscountPercent.default(0),
    lateFee: lateFee.default(0),
    lateFeeUnit: lateFeeUnit.default('hour'),
    lateFeeCap: lateFeeCap.default(0),
  })
  .transform(({ price, deposit, lateFee: fee, lateFeeCap: cap, ...rest }) => ({
    ...rest,
    priceCents: price,
    depositCents: deposit,
    lateFeeCents: fee,
    // No late fee, no cap.
    lateFeeCapCents: fee > 0 ? cap : 0,
  }));

/**
 * On edit every field is optional; absent leaves it as it is. Built from the fields without their
 * defaults: zod 4 applies a default even inside `.partial()`, which would quietly turn an hourly
 * tool daily whenever its owner only changed its status.
 */
export const toolUpdateSchema = z
  .object(toolFields)
  .partial()
  .extend({
    itemStatus: z.enum(ITEM_STATUSES, { error: 'Status must be Available or Unavailable' }).optional(),
  })
  .transform(inCents);

/** Untrusted input under the names callers send; the service parses it. */
type Untrusted<T> = { [K in keyof T]?: unknown };
export type ToolInput = Untrusted<typeof toolFields>;
export type ToolUpdateInput = Untrusted<typeof toolFields & { itemStatus: unknown }>;

/**
 * A bound of the marketplace's price filter, sent as decimal text ("25", "25.50"), as cents; empty
 * means no bound. Parsed from the digits, never through a float; 0 is a bound like any other.
 * `field` names it in the message, as the caller spelled it.
 */
export const priceBoundField = (field: string) =>
  z
    .string({ error: `${field} must be an amount as text, such as "25.50"` })
    .trim()
    .transform((text, ctx) => {
      if (text === '') return undefined;
      const cents = decimalTextCents(text);
      if (!(cents !== undefined && cents <= MAX_PRICE_CENTS)) {
        ctx.addIssue({
          code: 'custom',
          message: `${field} must be an amount from 0 to 1,000,000.00 with at most 2 decimals, such as "25.50"`,
        });
        return z.NEVER;
      }
      return cents;
    })
    .nullish();

/** A booking's longest (booking-time.ts): no rule may ask for more. */
const MAX_RENTAL_MINUTES = 90 * 24 * 60;

/** The booking rules as a caller sends them: lengths in the tool's circle, the buffer and notice in hours. */
export interface RuleInput {
  minRentalLength?: number | undefined;
  maxRentalLength?: number | undefined;
  bufferHours?: number | undefined;
  noticeHours?: number | undefined;
  maxAdvanceDays?: number | undefined;
}

/**
 * The booking rules as the columns keep them (minutes, days), from what the caller sent and, on an
 * edit, what the tool has. A change of circle keeps the lengths the caller left out, in whole units of
 * the new one (3 hours become 1 day). A longest rental shorter than the shortest is refused, naming it.
 */
export function ruleColumns(input: RuleInput, circle: RentalCircle, current?: ToolRow) {
  const unit = CIRCLE_MINUTES[circle];
  const length = (given: number | undefined, kept = 0) =>
    given !== undefined ? given * unit : Math.ceil(kept / unit) * unit;
  const columns = {
    minRentalMinutes: length(input.minRentalLength, current?.minRentalMinutes),
    maxRentalMinutes: length(input.maxRentalLength, current?.maxRentalMinutes),
    bufferMinutes: input.bufferHours !== undefined ? input.bufferHours * 60 : (current?.bufferMinutes ?? 0),
    noticeMinutes: input.noticeHours !== undefined ? input.noticeHours * 60 : (current?.noticeMinutes ?? 0),
    maxAdvanceDays: input.maxAdvanceDays ?? current?.maxAdvanceDays ?? 0,
  };
  const tooLong = (['minRentalLength', 'maxRentalLength'] as const).filter(
    (path, i) => [columns.minRentalMinutes, columns.maxRentalMinutes][i]! > MAX_RENTAL_MINUTES,
  );
  if (tooLong.length)
    throw AppError.badInput(tooLong.map((path) => ({ path, msg: 'A rental is at most 90 days long' })));
  if (columns.maxRentalMinutes > 0 && columns.maxRentalMinutes < columns.minRentalMinutes)
    throw AppError.badInput([
      { path: 'maxRentalLength', msg: 'The longest rental must not be shorter than the shortest (minRentalLength)' },
    ]);
  return columns;
}
