import type { DisputeKind, DisputeStatus } from '../../../gql/graphql';

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  OPEN: 'Open',
  DECIDED: 'Decided',
  DISMISSED: 'Dismissed',
};

export const DISPUTE_KIND_LABELS: Record<DisputeKind, string> = {
  DAMAGE: 'Damage claim',
  PICKUP: 'The pickup',
  RETURN: 'The return',
  CHARGE: 'The charge',
  NON_RETURN: 'Tool not returned',
};
