import type { SessionKind } from '../gql/schema-enums';

/** How each kind of session is named: one, several, and the filter's words. */
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

/** 'Thursday 10 December' for a YYYY-MM-DD day of the expo. */
export function formatProgrammeDay(day: string, style: 'long' | 'short' = 'long'): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
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

/** 'WAT (GMT+1)': how the venue's clock is named, for "times are local" notes. */
export function venueZoneName(timeZone: string, day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  const name = (style: 'short' | 'shortOffset') =>
    new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: style })
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
