export const OUTBOX_STATUSES = [
  { value: 'queued', label: 'Queued' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'stored', label: 'Stored (no SMTP server)' },
  { value: 'failed', label: 'Failed' },
] as const;

export function outboxStatusLabel(status: string): string {
  return OUTBOX_STATUSES.find((s) => s.value === status)?.label ?? status;
}

/** Template ids read as words: 'group-mail' -> 'Group mail'. */
export function kindLabel(template: string): string {
  const words = template.replace(/[-_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
