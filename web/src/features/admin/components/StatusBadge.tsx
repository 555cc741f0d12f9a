import { cx } from '../../../components/ui/cx';

type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

/**
 * Colour per known status, by its lower-case name (the API's enum values are the same names in upper
 * case); the text always says the status too, so colour is never the only cue.
 */
const TONES: Record<string, Tone> = {
  approved: 'success',
  sent: 'success',
  'checked in': 'success',
  applied: 'warning',
  queued: 'warning',
  sending: 'warning',
  pending: 'warning',
  declined: 'danger',
  rejected: 'danger',
  withdrawn: 'neutral',
  failed: 'danger',
  stored: 'info',
  'not checked in': 'neutral',
  // Bookings
  held: 'warning',
  confirmed: 'info',
  picked_up: 'info',
  returned: 'success',
  not_returned: 'danger',
  refunded: 'success',
  overdue: 'danger',
  cancelled: 'neutral',
  expired: 'neutral',
  // Invoices
  open: 'warning',
  paid: 'success',
  void: 'neutral',
  // Disputes
  dispute_open: 'warning',
  dispute_decided: 'success',
  dispute_dismissed: 'neutral',
};

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const tone = TONES[status.toLowerCase()] ?? 'neutral';
  return <span className={cx('status-badge', `status-badge--${tone}`)}>{label ?? status}</span>;
}
