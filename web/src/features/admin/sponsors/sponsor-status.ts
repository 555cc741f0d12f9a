import type { SponsorStatus } from '../../../gql/graphql';
import { statusOf, statusOptions } from '../lists/status-filter';

export const SPONSOR_STATUS_LABELS: Record<SponsorStatus, string> = {
  APPLIED: 'Awaiting review',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  CANCELLED: 'Cancelled',
};

export const SPONSOR_STATUS_OPTIONS = statusOptions(SPONSOR_STATUS_LABELS);

/** The status the list's `status` filter names, for the query. */
export const sponsorStatusOf = (filter: string) => statusOf(SPONSOR_STATUS_LABELS, filter);
