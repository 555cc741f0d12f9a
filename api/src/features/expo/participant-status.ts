import { registerEnumType } from 'type-graphql';

/** Where a registration stands; derived from its cancellation and its approval (approval-status.ts). */
export enum ParticipantStatus {
  REGISTERED = 'registered',
  AWAITING_APPROVAL = 'awaiting_approval',
  DECLINED = 'declined',
  CANCELLED = 'cancelled',
}
registerEnumType(ParticipantStatus, {
  name: 'ParticipantStatus',
  description: 'Where a registration stands',
  valuesConfig: {
    REGISTERED: { description: 'Registered: gets the mailings and can check in' },
    AWAITING_APPROVAL: {
      description: 'Its type needs the organisers’ approval, not given yet: holds its place, no ticket, no check-in',
    },
    DECLINED: { description: 'Turned down by an organiser: kept in the lists, never mailed or checked in' },
    CANCELLED: { description: 'Cancelled by an administrator: kept in the lists, never mailed or checked in' },
  },
});
