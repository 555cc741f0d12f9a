/**
 * How long the oldest waiting e-mail has waited, in words for a tile: 'none' when nothing waits,
 * then minutes, hours and minutes, and days. A wait of more than a few minutes means the mail server
 * is down or refusing (messages are tried again with growing waits, up to an hour apart).
 */
export function mailWait(oldestQueuedAt: string | null, now: Date): string {
  if (!oldestQueuedAt) return 'None waiting';
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(oldestQueuedAt)) / 60_000));
  if (minutes < 1) return 'Under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}
