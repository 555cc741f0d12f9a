/**
 * Cancellation policies: what a renter gets back when they cancel a paid booking before its start.
 * Each tool has one (its owner chooses); a booking keeps the policy it was booked under, so a later
 * change never touches it. The deposit always goes back in full; these rules are about the rental
 * amount. An owner who cancels always refunds everything (see the lifecycle's `cancel_by_owner`).
 *
 * - flexible: full refund until 24 hours before the start, half after that.
 * - moderate: full refund until 3 days before the start, half until 24 hours before, nothing after.
 * - strict:   half until 7 days before the start, nothing after.
 *
 * After the start a booking can no longer be cancelled (the lifecycle's rule), under any policy.
 * The policy is the tool's setting, so it lives with tools; bookings apply it (bookings/cancellation.ts).
 */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

interface Tier {
  /** The tier applies while the start is at least this many hours away. */
  hoursBefore: number;
  /** Share of the rental amount refunded, in percent. */
  percent: number;
}

/** Tiers from the earliest (furthest from the start) to the latest; the first that applies wins. */
const TIERS: Record<CancellationPolicy, readonly Tier[]> = {
  flexible: [
    { hoursBefore: 24, percent: 100 },
    { hoursBefore: 0, percent: 50 },
  ],
  moderate: [
    { hoursBefore: 72, percent: 100 },
    { hoursBefore: 24, percent: 50 },
    { hoursBefore: 0, percent: 0 },
  ],
  strict: [
    { hoursBefore: 168, percent: 50 },
    { hoursBefore: 0, percent: 0 },
  ],
};

const SUMMARY: Record<CancellationPolicy, string> = {
  flexible: 'Full refund until 24 hours before the start, half after that.',
  moderate: 'Full refund until 3 days before the start, half until 24 hours before, nothing after.',
  strict: 'Half refunded until 7 days before the start, nothing after.',
};

const LABEL: Record<CancellationPolicy, string> = { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' };

export function policyLabel(policy: CancellationPolicy): string {
  return LABEL[policy];
}

/** The policy in one sentence, for the tool page, checkout and e-mails. */
export function policySummary(policy: CancellationPolicy): string {
  return SUMMARY[policy];
}

export interface CancellationQuote {
  /** Share of the rental amount refunded now, in percent. */
  percent: number;
  /** The rental amount refunded, in minor units (half a cent rounds up, in the renter's favour). */
  refundCents: number;
  /** What the renter keeps paying (the owner's earning and the platform's fee come out of it). */
  keptCents: number;
  /** When the refund drops to the next tier (undefined: it no longer changes before the start). */
  changesAt: Date | undefined;
}

/** What a renter cancelling at `now` gets back of `amountCents` under `policy`, for a booking starting at `startsAt`. */
export function cancellationQuote(
  policy: CancellationPolicy,
  booking: { startsAt: Date; amountCents: number },
  now: Date,
): CancellationQuote {
  const hoursLeft = (booking.startsAt.getTime() - now.getTime()) / 3_600_000;
  const tiers = TIERS[policy];
  const index = tiers.findIndex((tier) => hoursLeft >= tier.hoursBefore);
  const tier = index === -1 ? { hoursBefore: 0, percent: 0 } : tiers[index]!;
  // Math.max: a 0 % tier is 0, never -0 (which reads "-$0.00").
  const refundCents = Math.max(0, Math.ceil((booking.amountCents * tier.percent) / 100 - 1e-9));
  const next = index === -1 ? undefined : tiers[index + 1];
  return {
    percent: tier.percent,
    refundCents,
    keptCents: booking.amountCents - refundCents,
    changesAt:
      next && next.percent !== tier.percent
        ? new Date(booking.startsAt.getTime() - tier.hoursBefore * 3_600_000)
        : undefined,
  };
}

/** One share of the rental amount a cancellation refunds, and the last moment it does. */
export interface RefundDeadline {
  /** Share of the rental amount refunded, in percent (never 0: a tier that refunds nothing has no deadline). */
  percent: number;
  /** The last moment a cancellation refunds `percent` (the next tier, or the start, follows it). */
  until: Date;
}

/**
 * What a renter booking at `now` is told before paying: each refund the policy still offers and until
 * when, from the largest share to the smallest. Tiers already past at `now` and tiers that refund
 * nothing are left out (an empty list: a cancellation refunds nothing of the rental amount).
 */
export function refundDeadlines(policy: CancellationPolicy, startsAt: Date, now: Date): RefundDeadline[] {
  return TIERS[policy]
    .map((tier) => ({ percent: tier.percent, until: new Date(startsAt.getTime() - tier.hoursBefore * 3_600_000) }))
    .filter((deadline) => deadline.percent > 0 && deadline.until > now);
}
