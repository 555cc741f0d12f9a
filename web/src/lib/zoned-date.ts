import { INTL_LOCALES } from './i18n/languages';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) that clocks in `timeZone` show at `instant`. */
export function zonedDate(instant: Date | string, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(typeof instant === 'string' ? new Date(instant) : instant);
}

/** YYYY-MM-DD plus a number of days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'Thu, 10 Dec 2026' for a YYYY-MM-DD day ('jeu. 10 déc. 2026' with locale 'fr-FR'). */
export function formatDay(date: string, locale = INTL_LOCALES.en): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The zone the viewer's own clocks follow (the browser's). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

function zoneName(timeZone: string, instant: Date, style: 'short' | 'longOffset', locale = INTL_LOCALES.en): string {
  const key = `${locale} ${timeZone} ${style}`;
  let formatter = zoneNames.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style });
    zoneNames.set(key, formatter);
  }
  return formatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * What follows a tool's clock time (`date` `time` in `timeZone`) so that nobody misreads it: ' GMT',
 * ' GMT+1', ' CET' when the viewer's clocks show another time then, nothing when they agree (the zone
 * named as `locale` names it: ' UTC+1' in fr-FR).
 */
export function zoneSuffix(
  timeZone: string,
  date: string,
  time: string,
  viewerZone = viewerTimeZone(),
  locale = INTL_LOCALES.en,
): string {
  // Near enough to the moment to compare offsets (they only change at a daylight-saving switch).
  const instant = new Date(`${date}T${time}:00Z`);
  if (Number.isNaN(instant.getTime())) return '';
  if (zoneName(timeZone, instant, 'longOffset') === zoneName(viewerZone, instant, 'longOffset')) return '';
  return ` ${zoneName(timeZone, instant, 'short', locale)}`;
}
