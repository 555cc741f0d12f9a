import { INTL_LOCALES } from './i18n/languages';

/*
 * The one way the web app writes dates and times. A time is written on the clocks of the thing it
 * belongs to, and says which clocks those are:
 * - a booking's (its period, timeline, deadlines, refunds, earnings): its tool's zone, Booking.timeZone;
 * - the expo's (programme, registrations, check-in): the venue's, site.expoTimeZone;
 * - anything else (accounts, payouts, the bell, the outbox): the marketplace's, site.marketplaceTimeZone.
 * The server sends instants (ISO 8601) and the zone's IANA id; the browser's own zone is never used, so
 * a page reads the same in every browser and on the server that renders it (no hydration mismatch).
 *
 *   a moment      '27 Nov 2026, 8.06 PM GMT+1'       (formatInstant; weekday: 'Fri, 27 Nov 2026, …')
 *   a clock time  'Thu, 10 Dec 2026, 9.00 AM GMT+1'  (formatZonedClock: a booking's start, as chosen)
 *   a day         '10 Dec 2026' / 'Thu, 10 Dec 2026' (formatInstantDay, formatDay)
 *   a time of day '7.15 PM'                          (formatTimeOfDay: the booking form's times)
 *
 * English is written that way; another language (the expo's French pages) as Intl writes it there,
 * on the same clocks, with the zone named.
 */

const ENGLISH = INTL_LOCALES.en;

/** What a time reads while its zone is still loading (the site's zones come with the first query). */
const LOADING = '…';

interface FormatOptions {
  /** 'Thu, 10 Dec 2026' rather than '10 Dec 2026'. */
  weekday?: boolean | undefined;
  /** An Intl locale (the page's language): 'en-GB' unless given. */
  locale?: string | undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

const isEnglish = (locale: string) => locale.toLowerCase().startsWith('en');

/** A time of day (HH:MM, 24-hour) on a 12-hour clock with a dot: '19:15' -> '7.15 PM', '00:30' -> '12.30 AM'. */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  return `${hour % 12 === 0 ? 12 : hour % 12}.${match[2]} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** A calendar day (YYYY-MM-DD, a day of the thing's own calendar): 'Thu, 10 Dec 2026', or '10 Dec 2026'. */
export function formatDay(date: string, { weekday = true, locale = ENGLISH }: FormatOptions = {}): string {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  return formatter(locale, {
    ...(weekday ? { weekday: 'short' } : {}),
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon);
}

/** How `timeZone` is named at `at` (its offset may change with summer time): 'GMT+1', 'GMT', 'CET', 'CEST'. */
export function zoneName(timeZone: string, at: Date | string, locale = ENGLISH): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  return (
    formatter(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

/** The day and the clock time (YYYY-MM-DD, HH:MM) that clocks in `timeZone` show at `instant`. */
function clockAt(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = formatter('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

/**
 * An instant on the clocks of `timeZone`, with the zone named: '27 Nov 2026, 8.06 PM GMT+1'.
 * `timeZone` undefined: still loading ('…'). A value that is not a date is shown as it came.
 */
export function formatInstant(
  iso: string | Date,
  timeZone: string | undefined,
  { weekday = false, locale = ENGLISH }: FormatOptions = {},
): string {
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(instant.getTime())) return String(iso);
  if (!timeZone) return LOADING;
  if (!isEnglish(locale)) {
    return formatter(locale, {
      ...(weekday ? { weekday: 'short' } : {}),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(instant);
  }
  const { date, time } = clockAt(instant, timeZone);
  return `${formatDay(date, { weekday, locale })}, ${formatTimeOfDay(time)} ${zoneName(timeZone, instant, locale)}`;
}

/** The day an instant falls on in `timeZone`: '28 Nov 2026' ('…' while the zone loads). */
export function formatInstantDay(
  iso: string | Date,
  timeZone: string | undefined,
  { weekday = false, locale = ENGLISH }: FormatOptions = {},
): string {
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(instant.getTime())) return String(iso);
  if (!timeZone) return LOADING;
  return formatDay(clockAt(instant, timeZone).date, { weekday, locale });
}

/**
 * A clock time of `timeZone` as the booking form chose it (its day and HH:MM there), with the zone
 * named: '2026-12-10', '09:00', 'Africa/Lagos' -> 'Thu, 10 Dec 2026, 9.00 AM GMT+1'.
 */
export function formatZonedClock(
  date: string,
  time: string,
  timeZone: string,
  { weekday = true }: Pick<FormatOptions, 'weekday'> = {},
): string {
  // Near enough to the moment to name the zone (its name only changes at a summer-time switch).
  const near = new Date(`${date}T${/^\d{2}:\d{2}$/.test(time) ? time : '12:00'}:00Z`);
  const zone = Number.isNaN(near.getTime()) ? '' : ` ${zoneName(timeZone, near)}`;
  return `${formatDay(date, { weekday })}, ${formatTimeOfDay(time)}${zone}`;
}
