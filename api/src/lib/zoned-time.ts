/**
 * Wall-clock times in a named time zone (e.g. Africa/Lagos) and the UTC instants they stand for,
 * with nothing but Intl.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The clock parts Intl gives for `instant` in `timeZone` (slow: a booking list asks it hundreds of times). */
function intlWallClock(instant: number, timeZone: string) {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

const QUARTER_HOUR_MS = 900_000;
const offsets = new Map<string, number>();

/**
 * Milliseconds by which the zone's clock is ahead of UTC at that instant, in whole minutes. Offsets are
 * whole quarter hours and change at whole minutes of local time, so at quarter hours of UTC: one Intl
 * answer serves every instant of the same quarter hour.
 */
function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  const key = `${timeZone}\u0000${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    const w = intlWallClock(start, timeZone);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - start;
    if (offsets.size >= 10_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

function wallClock(instant: number, timeZone: string) {
  const shifted = new Date(instant + offsetAt(instant, timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The instant at which clocks in `timeZone` show `date` (YYYY-MM-DD) at `time` (HH:MM). */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const first = wall - offsetAt(wall, timeZone);
  // Around a daylight-saving change the offset at the guess may differ from the offset at the answer.
  const second = wall - offsetAt(first, timeZone);
  return new Date(second);
}

/** The date (YYYY-MM-DD) and time (HH:MM) clocks in `timeZone` show at `instant`. */
export function utcToZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const w = wallClock(instant.getTime(), timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${w.year}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The short name people read after a clock time of `timeZone` at `instant`: 'GMT', 'GMT+1', 'CET'. */
export function zoneAbbreviation(instant: Date, timeZone: string): string {
  let formatter = zoneNames.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' });
    zoneNames.set(timeZone, formatter);
  }
  return formatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** `instant` as ISO 8601 local time in `timeZone` with its UTC offset: '2026-12-10T09:30:00+01:00'. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const { date, time } = utcToZoned(instant, timeZone);
  const minutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${time}:00${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}
