/*
 * The languages the expo speaks to people in: its pages and its e-mails to participants, sponsors and
 * visitors. The web app has the same list (web/src/lib/i18n/languages.ts); a person's choice is stored
 * on their registration, application or message, and their e-mails follow it.
 */

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale Intl formats dates and numbers with in each language. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR' };

/**
 * One formatter per language, made once: building an Intl.DateTimeFormat (which toLocaleDateString does
 * on every call) costs far more than formatting with it.
 */
const LONG_DATE = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Intl.DateTimeFormat(INTL_LOCALES[language], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A calendar day ('2026-12-10') or an instant as a long date in `language`: "10 December 2026", "10 décembre 2026". */
export function longDate(date: string | Date, language: Language): string {
  const instant = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  return LONG_DATE[language].format(instant);
}
