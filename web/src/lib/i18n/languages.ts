/*
 * The languages of the expo's public pages and e-mails. Kept apart from the strings, so the server's
 * request handling and the entry script can resolve a language without loading any.
 */

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice (read by the server too, to render and cache per language). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language named in itself, as a switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

/** The locale Intl formats dates and numbers with in each language. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/** 'fr', 'fr-CI' or 'FR' as one of ours, or undefined for any other tag. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/**
 * The first of a browser's preferred languages that we have (`navigator.languages`, or an
 * Accept-Language header read in order of its q-values).
 */
export function preferredLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = languageOf(tag);
    if (language) return language;
  }
  return undefined;
}

/** The tags of an Accept-Language header, most wanted first; tags with q=0 are refused, so dropped. */
export function acceptLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The value of the language cookie in a Cookie header (or document.cookie), if it names one of ours. */
export function languageFromCookies(cookies: string | undefined): Language | undefined {
  const match = cookies?.split(';').find((pair) => pair.trim().startsWith(`${LANGUAGE_COOKIE}=`));
  return languageOf(match?.split('=')[1]);
}

/**
 * The language of a page request: an explicit `?lang=` (a link shared in French opens in French), then
 * the visitor's remembered choice, then the browser's preferences, then English.
 */
export function resolveLanguage(sources: {
  query?: string | null | undefined;
  cookies?: string | undefined;
  preferred?: readonly string[];
}): Language {
  return (
    languageOf(sources.query) ??
    languageFromCookies(sources.cookies) ??
    preferredLanguage(sources.preferred ?? []) ??
    DEFAULT_LANGUAGE
  );
}

/**
 * A text the organisers write in English and may also write in French (a session's title, an exhibitor's
 * description): its French version on a French page when there is one, else the English.
 */
export function organisersText(language: Language, english: string, french: string | null | undefined): string {
  return language === 'fr' && french ? french : english;
}
