import type { ParticipantStatus } from '../../../gql/graphql';

/** What a registration that is not simply registered shows in the check-in column, and its colour. */
export const STANDING_LABELS: Record<ParticipantStatus, string> = {
  REGISTERED: 'Registered',
  AWAITING_APPROVAL: 'Awaiting approval',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
};
/** The status badge's colour of each (StatusBadge's tones, by name). */
export const STANDING_TONES: Record<ParticipantStatus, string> = {
  REGISTERED: 'confirmed',
  AWAITING_APPROVAL: 'pending',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
};
