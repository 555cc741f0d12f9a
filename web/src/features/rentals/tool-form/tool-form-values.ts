import type { BookingMode, CancellationPolicy, ImageSlot as ApiImageSlot, LateFeeUnit } from '../../../gql/graphql';
import { fieldErrorsOf, imageProblem, text, type FieldErrors } from '../../../lib/form-rules';
import { IMAGE_SLOTS, type ImageSlot, type RentalCircle } from '../format';
import { normalizePrice, priceProblem } from '../price';
import type { SlotFiles } from './ToolImagesField';
import { currentLanguage, translator } from '../../../lib/i18n/i18n';
import { MAP } from '../map/map-i18n';

/** What the tool form holds, as typed. */
export interface ToolFormValues {
  name: string;
  description: string;
  categoryId: string;
  price: string;
  rentalCircle: RentalCircle;
  units: string;
  cancellationPolicy: CancellationPolicy;
  bookingMode: BookingMode;
  /** Only renters whose ID an administrator verified may book it. */
  requiresIdVerification: boolean;
  /** The security deposit per unit, as typed ('' or 0: none). */
  deposit: string;
  /** The booking rules, as typed ('' or 0: none): lengths in the rental circle, buffer and notice in hours. */
  minRentalLength: string;
  maxRentalLength: string;
  bufferHours: string;
  noticeHours: string;
  maxAdvanceDays: string;
  /** Percent off 7 days or more, and 28 days or more, as typed ('' or 0: none). */
  weeklyDiscountPercent: string;
  monthlyDiscountPercent: string;
  /** A late return's fee per hour or day and its cap, as typed ('' or 0: none); taken from the deposit. */
  lateFee: string;
  lateFeeUnit: LateFeeUnit;
  lateFeeCap: string;
  country: string;
  state: string;
  city: string;
  address: string;
  /** The owner's pin, as typed ('' both: the city's point). */
  latitude: string;
  longitude: string;
}

export const MAX_UNITS = 100;
const DEPOSIT_PATTERN = /^\d+(\.\d{1,2})?$/;
/** The API's ceiling (MAX_DEPOSIT_CENTS). */
const MAX_DEPOSIT_CENTS = 10_000_000;
export const DEPOSIT_RULE =
  'The deposit must be an amount from 0 (no deposit) to 100,000.00 with at most 2 decimals, such as 50 or 50.00';

function depositProblem(value: string): string | undefined {
  if (!value) return undefined;
  if (!DEPOSIT_PATTERN.test(value)) return DEPOSIT_RULE;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0')) > MAX_DEPOSIT_CENTS ? DEPOSIT_RULE : undefined;
}

const cents = (value: string) => {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/** The late fee as typed: amounts like the deposit's; with a fee, a deposit and a cap from the fee to the deposit. */
function lateFeeProblems(values: ToolFormValues): { lateFee?: string; lateFeeCap?: string } {
  const amount = (v: string) =>
    v && !DEPOSIT_PATTERN.test(v) ? 'An amount with at most 2 decimals, such as 5 or 5.00' : undefined;
  const fee = amount(values.lateFee);
  const cap = amount(values.lateFeeCap);
  if (fee || cap) return { lateFee: fee, lateFeeCap: cap };
  if (!values.lateFee || cents(values.lateFee) === 0) return {};
  if (!values.deposit || cents(values.deposit) === 0)
    return { lateFee: 'Set a deposit first: late fees are taken from the deposit' };
  if (!values.lateFeeCap || cents(values.lateFeeCap) < cents(values.lateFee))
    return { lateFeeCap: 'At least the late fee: the most a late return costs' };
  if (cents(values.lateFeeCap) > cents(values.deposit))
    return { lateFeeCap: 'At most the deposit: late fees are taken from it' };
  return {};
}

/** A booking rule as typed: empty or a whole number from 0 (no rule) to `max`. */
function ruleProblem(value: string, max: number): string | undefined {
  if (!value) return undefined;
  if (!/^\d+$/.test(value)) return 'A whole number, 0 for no rule';
  return Number(value) > max ? `At most ${max}` : undefined;
}

const POLICIES: readonly CancellationPolicy[] = ['FLEXIBLE', 'MODERATE', 'STRICT'];

/** The API's name of each image place (updateTool's removeImages); the form names them as the Tool fields. */
export const API_IMAGE_SLOTS: Record<ImageSlot, ApiImageSlot> = {
  coverImage: 'COVER_IMAGE',
  image1: 'IMAGE_1',
  image2: 'IMAGE_2',
  image3: 'IMAGE_3',
  image4: 'IMAGE_4',
};

export function readToolForm(form: FormData): ToolFormValues {
  return {
    name: text(form, 'name'),
    description: text(form, 'description'),
    categoryId: text(form, 'categoryId'),
    price: normalizePrice(text(form, 'price')),
    rentalCircle: text(form, 'rentalCircle') === 'HOURLY' ? 'HOURLY' : 'DAILY',
    units: text(form, 'units'),
    cancellationPolicy: POLICIES.find((p) => p === text(form, 'cancellationPolicy')) ?? 'FLEXIBLE',
    bookingMode: text(form, 'bookingMode') === 'REQUEST' ? 'REQUEST' : 'INSTANT',
    requiresIdVerification: form.get('requiresIdVerification') === 'on',
    deposit: normalizePrice(text(form, 'deposit')),
    minRentalLength: text(form, 'minRentalLength'),
    maxRentalLength: text(form, 'maxRentalLength'),
    bufferHours: text(form, 'bufferHours'),
    noticeHours: text(form, 'noticeHours'),
    maxAdvanceDays: text(form, 'maxAdvanceDays'),
    weeklyDiscountPercent: text(form, 'weeklyDiscountPercent'),
    monthlyDiscountPercent: text(form, 'monthlyDiscountPercent'),
    lateFee: normalizePrice(text(form, 'lateFee')),
    lateFeeUnit: text(form, 'lateFeeUnit') === 'DAY' ? 'DAY' : 'HOUR',
    lateFeeCap: normalizePrice(text(form, 'lateFeeCap')),
    country: text(form, 'country'),
    state: text(form, 'state'),
    city: text(form, 'city'),
    address: text(form, 'address'),
    latitude: text(form, 'latitude'),
    longitude: text(form, 'longitude'),
  };
}

/** The pin as typed: both coordinates or neither, each a number in its range (the API's rule). */
function pinProblems(values: ToolFormValues): { latitude?: string; longitude?: string } {
  const t = translator(MAP, currentLanguage());
  const out = (value: string, limit: number) => !/^-?\d+(\.\d+)?$/.test(value) || Math.abs(Number(value)) > limit;
  if (!values.latitude && !values.longitude) return {};
  return {
    latitude: !values.latitude ? t('pin.pairMissing') : out(values.latitude, 90) ? t('pin.latitudeRange') : undefined,
    longitude: !values.longitude
      ? t('pin.pairMissing')
      : out(values.longitude, 180)
        ? t('pin.longitudeRange')
        : undefined,
  };
}

function unitsProblem(value: string): string | undefined {
  if (!/^\d+$/.test(value)) return 'Units must be a whole number';
  const units = Number(value);
  if (units < 1) return 'At least 1 unit';
  if (units > MAX_UNITS) return `At most ${MAX_UNITS} units`;
  return undefined;
}

/**
 * The browser's checks, with the API's messages under the form's field names. `hasCover` says whether
 * the tool will have a cover after saving (a new file, or one already saved).
 */
export function toolFormProblems(values: ToolFormValues, files: SlotFiles, hasCover: boolean): FieldErrors {
  const problems: Record<string, string | undefined> = {
    name: values.name ? undefined : 'Please enter the name of the tool',
    categoryId: values.categoryId ? undefined : 'Please choose a category',
    price: priceProblem(values.price),
    units: unitsProblem(values.units),
    deposit: depositProblem(values.deposit),
    minRentalLength: ruleProblem(values.minRentalLength, values.rentalCircle === 'HOURLY' ? 2160 : 90),
    maxRentalLength:
      ruleProblem(values.maxRentalLength, values.rentalCircle === 'HOURLY' ? 2160 : 90) ??
      (Number(values.maxRentalLength) > 0 && Number(values.maxRentalLength) < Number(values.minRentalLength)
        ? 'The longest rental must not be shorter than the shortest'
        : undefined),
    bufferHours: ruleProblem(values.bufferHours, 24),
    noticeHours: ruleProblem(values.noticeHours, 720),
    maxAdvanceDays: ruleProblem(values.maxAdvanceDays, 365),
    weeklyDiscountPercent: ruleProblem(values.weeklyDiscountPercent, 90),
    monthlyDiscountPercent:
      ruleProblem(values.monthlyDiscountPercent, 90) ??
      (Number(values.monthlyDiscountPercent) > 0 &&
      Number(values.monthlyDiscountPercent) < Number(values.weeklyDiscountPercent)
        ? 'At least the weekly discount, or 0 to use the weekly one'
        : undefined),
    ...lateFeeProblems(values),
    ...pinProblems(values),
    country: values.country ? undefined : 'Please choose the country where the tool is picked up',
    city: values.city ? undefined : 'Please enter the city where the tool is picked up',
  };
  for (const slot of IMAGE_SLOTS) problems[slot] = imageProblem(files[slot] ?? null);
  problems.coverImage ??= hasCover ? undefined : 'Please add a cover image of the tool';
  return fieldErrorsOf(problems);
}

/** The `input` of createTool / updateTool. Empty optional text is sent as '' so an edit can clear it. */
export function toToolInput(values: ToolFormValues) {
  return {
    name: values.name,
    description: values.description,
    categoryId: values.categoryId,
    price: values.price,
    rentalCircle: values.rentalCircle,
    units: Number(values.units),
    cancellationPolicy: values.cancellationPolicy,
    bookingMode: values.bookingMode,
    requiresIdVerification: values.requiresIdVerification,
    deposit: values.deposit || '0',
    minRentalLength: Number(values.minRentalLength || 0),
    maxRentalLength: Number(values.maxRentalLength || 0),
    bufferHours: Number(values.bufferHours || 0),
    noticeHours: Number(values.noticeHours || 0),
    maxAdvanceDays: Number(values.maxAdvanceDays || 0),
    weeklyDiscountPercent: Number(values.weeklyDiscountPercent || 0),
    monthlyDiscountPercent: Number(values.monthlyDiscountPercent || 0),
    lateFee: values.lateFee || '0',
    lateFeeUnit: values.lateFeeUnit,
    lateFeeCap: values.lateFee && Number(values.lateFee) > 0 ? values.lateFeeCap || '0' : '0',
    country: values.country,
    state: values.state,
    city: values.city,
    address: values.address,
    // The pin when one is typed; left out, the city's point (an edit keeps a saved pin unless cleared).
    ...(values.latitude && values.longitude
      ? { latitude: Number(values.latitude), longitude: Number(values.longitude) }
      : {}),
  };
}
