import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language as GraphQLLanguage } from '../../gql/graphql';
import enCommon from '../../locales/en/common.json';
import frCommon from '../../locales/fr/common.json';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageOf,
  resolveLanguage,
  type Language,
} from './languages';

/*
 * The expo's pages in English and French (react-i18next). Strings live in web/src/locales/<language>/
 * <namespace>.json; `common` (the header, footer and words every page uses) ships with the entry
 * script, every other namespace with the code of the pages that use it (defineNamespace below), so a
 * page's strings arrive with the page and no render waits for a download.
 */

/** The app's one instance. The server renders with clones of it (entry-server.tsx), one per page. */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: enCommon }, fr: { common: frCommon } },
  // Every string is in the bundle: init and language changes are synchronous, so the first render is
  // already in the visitor's language and hydration matches the server's markup.
  initAsync: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

/**
 * Registers a namespace's strings in every language; call it at the top of the module that uses them,
 * and pass what it answers to useTranslation, so the strings travel in that module's chunk.
 */
export function defineNamespace<const Name extends string>(
  name: Name,
  resources: Record<Language, Record<string, unknown>>,
): Name {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, name)) i18n.addResourceBundle(language, name, resources[language]);
  }
  return name;
}

/** The language the pages are shown in now. */
export function currentLanguage(instance: I18n = i18n): Language {
  return languageOf(instance.language) ?? DEFAULT_LANGUAGE;
}

/** The Intl locale of a language ('en-GB', 'fr-FR'), for dates and numbers that must read naturally. */
export const intlLocale = (language: Language): string => INTL_LOCALES[language];

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Shows the site in `language` from now on: re-renders every translated string, sets `<html lang>`
 * (screen readers and hyphenation follow it) and remembers the choice in a cookie, which the server
 * reads to render and cache its pages in the same language.
 */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * The language the page opens in. A server-rendered page was rendered in the language its `<html lang>`
 * says, and hydration must match that; any other page follows `?lang=`, the remembered choice, then the
 * browser's languages.
 */
export function initialLanguage(serverRendered: boolean): Language {
  // The server rendered with the address's `?lang=` too, so its `<html lang>` says the same.
  if (serverRendered) return languageOf(document.documentElement.lang) ?? DEFAULT_LANGUAGE;
  return resolveLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    cookies: document.cookie,
    preferred: navigator.languages,
  });
}

/**
 * Opens the page in its language, before the router starts and the first render (synchronous: the
 * strings are loaded). A `?lang=` in the address is remembered like a choice made with the switcher,
 * and leaves the address, so the switcher's next choice is not overruled on reload.
 */
export function startInLanguage(serverRendered: boolean): void {
  const language = initialLanguage(serverRendered);
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    void setLanguage(language);
    return;
  }
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/**
 * The language to send with a form (registration, sponsorship, contact) as the API's `Language` enum:
 * the person is then written to in the language they filled the form in.
 */
export function formLanguage(instance: I18n = i18n): GraphQLLanguage {
  return currentLanguage(instance) === 'fr' ? 'FR' : 'EN';
}
