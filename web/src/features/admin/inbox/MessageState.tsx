import { StatusBadge } from '../components/StatusBadge';

/** Where a contact message stands: handled, else replied, else read or unread. */
export function MessageState({
  message,
}: {
  message: { readAt?: string | null; handledAt?: string | null; repliedAt?: string | null };
}) {
  if (message.handledAt) return <StatusBadge status="approved" label="Handled" />;
  if (message.repliedAt) return <StatusBadge status="confirmed" label="Replied" />;
  if (message.readAt) return <StatusBadge status="not checked in" label="Read" />;
  return <StatusBadge status="applied" label="Unread" />;
}
