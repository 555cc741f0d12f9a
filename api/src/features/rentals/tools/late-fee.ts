import { formatMoney } from '../../../lib/money.js';
import type { LateFeeUnit } from './tool.table.js';

/** A return this soon after the end is not late: the handover itself takes a moment. */
export const LATE_FEE_GRACE_MINUTES = 30;
const UNIT_MS: Record<LateFeeUnit, number> = { hour: 3_600_000, day: 86_400_000 };

/** A tool's late fee terms, as a booking keeps them from when it was made. */
interface LateFeeTerms {
  lateFeeCents: number;
  lateFeeUnit: LateFeeUnit;
  lateFeeCapCents: number;
  currency: string;
}
type Terms = LateFeeTerms & { endsAt: Date; depositCents: number };

/**
 * What a return at `returnedAt` costs in late fees (Turo's and Fat Llama's late return fee): the
 * booking's fee for each started hour or day after its end, once past LATE_FEE_GRACE_MINUTES, at most
 * its cap, and never more than its deposit, which it is taken from. `units`: the hours or days counted.
 */
export function lateFeeOf(booking: Terms, returnedAt: Date): { cents: number; units: number } {
  const late = returnedAt.getTime() - booking.endsAt.getTime();
  if (booking.lateFeeCents <= 0 || late <= LATE_FEE_GRACE_MINUTES * 60_000) return { cents: 0, units: 0 };
  const units = Math.ceil(late / UNIT_MS[booking.lateFeeUnit]);
  const cents = Math.min(units * booking.lateFeeCents, booking.lateFeeCapCents, booking.depositCents);
  return { cents, units };
}

/** '3 hours late: 3 × $5.00 = $15.00' or '… capped at $40.00': what the booking page and the timeline say. */
export function describeLateFee(booking: Terms, fee: { cents: number; units: number }) {
  const money = (cents: number) => formatMoney(cents, booking.currency);
  const late = `${fee.units} ${booking.lateFeeUnit}${fee.units === 1 ? '' : 's'} late`;
  const full = fee.units * booking.lateFeeCents;
  return full > fee.cents
    ? `${late}: ${fee.units} × ${money(booking.lateFeeCents)}, capped at ${money(fee.cents)}`
    : `${late}: ${fee.units} × ${money(booking.lateFeeCents)} = ${money(fee.cents)}`;
}

/** A tool's late fee terms in a sentence ('$5.00 per hour late, at most $40.00, from the deposit'); undefined: none. */
export function lateFeeTerms(terms: LateFeeTerms): string | undefined {
  if (terms.lateFeeCents <= 0) return undefined;
  return `${formatMoney(terms.lateFeeCents, terms.currency)} per ${terms.lateFeeUnit} late (after ${LATE_FEE_GRACE_MINUTES} minutes), at most ${formatMoney(terms.lateFeeCapCents, terms.currency)}, taken from the deposit`;
}
