/**
 * Wall-clock times in a named time zone (e.g. Africa/Lagos) and the UTC instants they stand for,
 * with nothing but Intl.
 */
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './language.js';

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
/** Offsets known, by zone then by quarter hour of UTC (numbers: no key to build per lookup). */
const offsets = new Map<string, Map<number, number>>();
let offsetsKnown = 0;

/**
 * Milliseconds by which the zone's clock is ahead of UTC at that instant, in whole minutes. Offsets are
 * whole quarter hours and change at whole minutes of local time, so at quarter hours of UTC: one Intl
 * answer serves every instant of the same quarter hour.
 */
function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  let zone = offsets.get(timeZone);
  let offset = zone?.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    const w = intlWallClock(start, timeZone);
    offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - start;
    if (offsetsKnown >= 10_000) {
      offsets.clear();
      offsetsKnown = 0;
      zone = undefined;
    }
    if (!zone) offsets.set(timeZone, (zone = new Map()));
    zone.set(quarter, offset);
    offsetsKnown += 1;
  }
  return offset;
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

/** '00' to '59': a booking list writes hundreds of dates and times. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

const THREE_DIGITS = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));

/**
 * `instant` as `toISOString` writes it ('2026-12-10T08:30:00.000Z'), for the years 1000 to 9999;
 * undefined for others and for an invalid date. V8 writes toISOString through a printf-style
 * formatter: this is about five times faster, and the API writes dozens of instants per answer.
 */
export function utcIsoString(instant: Date): string | undefined {
  const year = instant.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return undefined;
  return `${year}-${TWO_DIGITS[instant.getUTCMonth() + 1]}-${TWO_DIGITS[instant.getUTCDate()]}T${TWO_DIGITS[instant.getUTCHours()]}:${TWO_DIGITS[instant.getUTCMinutes()]}:${TWO_DIGITS[instant.getUTCSeconds()]}.${THREE_DIGITS[instant.getUTCMilliseconds()]}Z`;
}

/** The date (YYYY-MM-DD) and time (HH:MM) clocks in `timeZone` show at `instant`. */
export function utcToZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const t = instant.getTime();
  const shifted = new Date(t + offsetAt(t, timeZone));
  return {
    date: `${shifted.getUTCFullYear()}-${TWO_DIGITS[shifted.getUTCMonth() + 1]}-${TWO_DIGITS[shifted.getUTCDate()]}`,
    time: `${TWO_DIGITS[shifted.getUTCHours()]}:${TWO_DIGITS[shifted.getUTCMinutes()]}`,
  };
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

const AT_TIMES = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as people read it, on the clocks of `timeZone` with the zone named, in the web app's one
 * format (web/src/lib/date-time.ts formatInstant): '10 Dec 2026, 9.42 AM GMT+1' in English,
 * '10 déc. 2026, 09:42 UTC+1' in French. For messages that reach people (never "01:23 UTC").
 */
export function formatZonedInstant(instant: Date, timeZone: string, language: Language = DEFAULT_LANGUAGE): string {
  const locale = INTL_LOCALES[language];
  const key = `${locale}\u0000${timeZone}`;
  let formatter = AT_TIMES.get(key);
  if (!formatter) {
    const day = { day: 'numeric', month: 'short', year: 'numeric', timeZone } as const;
    formatter = new Intl.DateTimeFormat(
      locale,
      language === 'en' ? day : { ...day, hour: '2-digit', minute: '2-digit', timeZoneName: 'short' },
    );
    AT_TIMES.set(key, formatter);
  }
  if (language !== 'en') return formatter.format(instant);
  const [hours, minutes] = utcToZoned(instant, timeZone).time.split(':').map(Number) as [number, number];
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}.${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${formatter.format(instant)}, ${clock} ${zoneAbbreviation(instant, timeZone)}`;
}

/** `instant` as ISO 8601 local time in `timeZone` with its UTC offset: '2026-12-10T09:30:00+01:00'. */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const { date, time } = utcToZoned(instant, timeZone);
  const minutes = Math.round(offsetAt(instant.getTime(), timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${time}:00${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/** Accepts 'YYYY-MM-DD' (or a longer ISO text starting with one); answers the date or undefined. */
export function parseDate(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const match = /^\s*(\d{4})-(\d{2})-(\d{2})/.exec(input);
  if (!match) return undefined;
  const [, y, m, d] = match;
  const check = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (check.getUTCMonth() !== Number(m) - 1 || check.getUTCDate() !== Number(d)) return undefined;
  return `${y}-${m}-${d}`;
}
