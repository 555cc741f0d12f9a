import type { OutboxStatus, OutboxTemplate } from '../../../gql/graphql';
import { statusOf, statusOptions } from '../lists/status-filter';

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  QUEUED: 'Queued',
  SENDING: 'Sending',
  SENT: 'Sent',
  STORED: 'Stored (no SMTP server)',
  FAILED: 'Failed',
};

export const OUTBOX_STATUS_OPTIONS = statusOptions(OUTBOX_STATUS_LABELS);

/** The status the outbox's `status` filter names, for the query. */
export const outboxStatusOf = (filter: string) => statusOf(OUTBOX_STATUS_LABELS, filter);

/** Templates read as words: GROUP_MAIL -> 'Group mail'. */
export function kindLabel(template: OutboxTemplate): string {
  const words = template.replace(/_+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
