import type { BookingMode, CancellationPolicy } from '../../gql/graphql';

/** The three cancellation policies, as the tool form offers them: each rule in words (the API's own). */
export const CANCELLATION_POLICY_OPTIONS: readonly { value: CancellationPolicy; label: string; rule: string }[] = [
  {
    value: 'FLEXIBLE',
    label: 'Flexible',
    rule: 'Full refund until 24 hours before the start, half after that.',
  },
  {
    value: 'MODERATE',
    label: 'Moderate',
    rule: 'Full refund until 3 days before the start, half until 24 hours before, nothing after.',
  },
  {
    value: 'STRICT',
    label: 'Strict',
    rule: 'Half refunded until 7 days before the start, nothing after.',
  },
];

export const BOOKING_MODE_OPTIONS: readonly { value: BookingMode; label: string; rule: string }[] = [
  { value: 'INSTANT', label: 'Instant booking', rule: 'Renters book and pay at once.' },
  {
    value: 'REQUEST',
    label: 'Request to book',
    rule: "Renters ask first: their card is only authorised, and charged when you accept within 24 hours (or before the start, if that's sooner).",
  },
];

export function policyLabel(policy: CancellationPolicy): string {
  return CANCELLATION_POLICY_OPTIONS.find((o) => o.value === policy)?.label ?? policy;
}

export function bookingModeLabel(mode: BookingMode): string {
  return BOOKING_MODE_OPTIONS.find((o) => o.value === mode)?.label ?? mode;
}
