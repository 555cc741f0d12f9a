import type { SessionKind } from '../gql/schema-enums';
import { INTL_LOCALES } from './i18n/languages';

/** English unless a page passes the Intl locale of its language (`intlLocale(language)`). */
const ENGLISH = INTL_LOCALES.en;

/**
 * How each kind of session is named in English: one, several, and the filter's words. The admin's forms
 * use these; the public programme names them in its own language (the `programme` namespace).
 */
export const SESSION_KINDS: readonly { kind: SessionKind; label: string; plural: string }[] = [
  { kind: 'MASTERCLASS', label: 'Masterclass', plural: 'Masterclasses' },
  { kind: 'WORKSHOP', label: 'Workshop', plural: 'Workshops' },
  { kind: 'COMPETITION', label: 'Competition', plural: 'Competitions' },
  { kind: 'SHOW', label: 'Show', plural: 'Shows' },
  { kind: 'TALK', label: 'Talk', plural: 'Talks' },
  { kind: 'OTHER', label: 'Other', plural: 'Other sessions' },
];

export function sessionKindLabel(kind: SessionKind): string {
  return SESSION_KINDS.find((k) => k.kind === kind)?.label ?? kind;
}

/**
 * 'Thursday 10 December' for a YYYY-MM-DD day of the expo ('jeudi 10 décembre' in fr-FR: as a sentence
 * needs it; a heading starts it with a capital, see `capitalized`).
 */
export function formatProgrammeDay(day: string, style: 'long' | 'short' = 'long', locale = ENGLISH): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, {
    weekday: style,
    day: 'numeric',
    month: style === 'long' ? 'long' : 'short',
    timeZone: 'UTC',
  });
}

/** The expo's days from its first to its last (YYYY-MM-DD). */
export function expoDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let d = new Date(`${start}T00:00:00Z`); d.toISOString().slice(0, 10) <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    days.push(d.toISOString().slice(0, 10));
  }
  return days;
}

/** A label that opens a heading or a button: 'Jeudi 10 décembre' for 'jeudi 10 décembre'. */
export function capitalized(text: string, locale = ENGLISH): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * A session's clock time ('HH:MM' at the venue, as the organisers entered it) as the locale writes
 * times of day: '18:00' in en-GB and fr-FR alike today, but the locale decides, not this code.
 */
export function formatSessionTime(time: string, locale = ENGLISH): string {
  const at = new Date(`1970-01-01T${time}:00Z`);
  if (Number.isNaN(at.getTime())) return time;
  return at.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
}

/** 'WAT (GMT+1)': how the venue's clock is named, for "times are local" notes ('UTC+1' in fr-FR). */
export function venueZoneName(timeZone: string, day: string, locale = ENGLISH): string {
  const at = new Date(`${day}T12:00:00Z`);
  const name = (style: 'short' | 'shortOffset') =>
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const short = name('short');
  const offset = name('shortOffset');
  return short === offset ? offset : `${short} (${offset})`;
}

/**
 * A website that may become a link: only http(s) addresses (the API accepts nothing else, and this keeps
 * a `javascript:` address out of any href even if one were stored by other means).
 */
export function safeWebsite(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** 'shea-naturals.example' for 'https://www.shea-naturals.example/shop': what a link to a website shows. */
export function websiteHost(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}
