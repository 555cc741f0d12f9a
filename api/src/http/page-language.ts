import type { Request } from 'express';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/language.js';

/*
 * The language a page request is answered in: the expo's pages exist in English and French. The web app
 * resolves it the same way in the browser (web/src/lib/i18n/languages.ts): an explicit `?lang=`, then
 * the visitor's remembered choice (the `lang` cookie its switcher sets), then Accept-Language.
 */

/** The languages of the expo's pages: those it writes to people in (lib/language.ts). */
export type PageLanguage = Language;

const LANGUAGE_COOKIE = 'lang';

const ours = (value: unknown): PageLanguage | undefined =>
  LANGUAGES.find((language) => typeof value === 'string' && value.toLowerCase().split('-')[0] === language);

// Read from the header itself: the pages are served with or without the cookie parser in front.
const COOKIE = new RegExp(`(?:^|;)\\s*${LANGUAGE_COOKIE}=([^;]*)`);

export function pageLanguage(req: Request): PageLanguage {
  const remembered = COOKIE.exec(req.headers.cookie ?? '')?.[1];
  const accepted = req.acceptsLanguages(...LANGUAGES);
  return ours(req.query.lang) ?? ours(remembered) ?? ours(accepted) ?? DEFAULT_LANGUAGE;
}
