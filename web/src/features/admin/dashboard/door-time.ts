import { zonedDate } from '../../../lib/zoned-date';

const MINUTE_MS = 60_000;

/**
 * A desk silent for longer than this is flagged: desks sync every few seconds while online, so a longer
 * silence means the device is offline (holding scans it will send later), asleep or switched off.
 */
export const QUIET_AFTER_MS = 5 * MINUTE_MS;

export interface MinuteCount {
  /** The minute's start (ISO). */
  minute: string;
  count: number;
}

/** The day shown first: today at the venue when it is an expo day, else the first expo day. */
export function defaultDoorDay(days: readonly string[], now: Date, timeZone: string): string | undefined {
  const today = zonedDate(now, timeZone);
  return days.includes(today) ? today : days[0];
}

/**
 * The last `minutes` minutes up to the one `now` falls in, oldest first, with 0 for the minutes the
 * server left out (it sends only minutes with arrivals).
 */
export function fillMinutes(counts: readonly MinuteCount[], now: Date, minutes = 60): MinuteCount[] {
  const byMinute = new Map(counts.map((c) => [Math.floor(new Date(c.minute).getTime() / MINUTE_MS), c.count]));
  const last = Math.floor(now.getTime() / MINUTE_MS);
  return Array.from({ length: minutes }, (_, index) => {
    const minute = last - (minutes - 1 - index);
    return { minute: new Date(minute * MINUTE_MS).toISOString(), count: byMinute.get(minute) ?? 0 };
  });
}

/** How long ago a desk last reached the server: 'just now', '4 min ago', '2 h 5 min ago'. */
export function sinceLabel(at: string, now: Date): string {
  // A browser clock a little behind the server's would otherwise say "in a minute".
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / MINUTE_MS));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min ago` : `${hours} h ago`;
}

export function isQuiet(lastSyncAt: string, now: Date): boolean {
  return now.getTime() - new Date(lastSyncAt).getTime() > QUIET_AFTER_MS;
}
