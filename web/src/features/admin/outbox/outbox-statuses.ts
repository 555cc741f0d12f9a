import type { OutboxStatus } from '../../../gql/graphql';
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

/** Template ids read as words: 'group-mail' -> 'Group mail'. */
export function kindLabel(template: string): string {
  const words = template.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
