import { catalogues } from 'virtual:messages';
import type { Language as GraphQLLanguage } from '../../gql/graphql';
import type { MessageKey, Namespace } from './catalogues';
import { wordingOf, wordingText, type CompiledCatalogue, type Message, type MessageValues } from './messages';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  LANGUAGE_COOKIE,
  LANGUAGES,
  languageFromCookies,
  languageOf,
  resolveLanguage,
  type Language,
} from './languages';

/*
 * The expo's pages in English and French. Strings live in web/src/locales/<language>/<namespace>.json,
 * compiled at build time (web/vite-plugins/messages.ts) into one chunk per language and namespace, and
 * only the shown language's are fetched. A module that uses a namespace declares it (defineNamespace);
 * before a page renders, the namespaces of the code loaded so far are fetched in the page's language
 * (the entry script before its first render or hydration, each lazy route before it renders:
 * app/routes.tsx), so a page never renders a key. Switching language fetches them in the other
 * language first, then re-renders every translated string at once.
 */

/** What components read to draw strings: the language shown, and a count of catalogues that came late. */
export interface LanguageState {
  readonly language: Language;
  readonly version: number;
}

let state: LanguageState = { language: DEFAULT_LANGUAGE, version: 0 };
const listeners = new Set<() => void>();

export const languageState = (): LanguageState => state;

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function update(next: Partial<LanguageState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const loaded = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
  Language,
  Partial<Record<Namespace, CompiledCatalogue>>
>;
const loading = new Map<string, Promise<void>>();
/** The namespaces of the code loaded so far; every page's frame (header, footer) uses 'common'. */
const used = new Set<Namespace>(['common']);

/**
 * Declares that the calling module uses a namespace; call it at the top of the module and pass what it
 * answers to useTranslation. Its strings are then fetched, in the page's language, before the code
 * that imported the module renders.
 */
export function defineNamespace<const N extends Namespace>(name: N): N {
  used.add(name);
  return name;
}

function loadCatalogue(language: Language, namespace: Namespace): Promise<void> {
  if (loaded[language][namespace]) return Promise.resolve();
  const key = `${language}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = catalogues[language]?.[namespace];
    if (!load) return Promise.reject(new Error(`There are no ${key} strings`));
    pending = load().then(
      (module) => {
        loaded[language][namespace] = module.default;
      },
      (error: unknown) => {
        // A failed download (the network gone a moment) is tried again by the next page that needs it.
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

const missingIn = (language: Language, namespaces: Iterable<Namespace>) =>
  [...namespaces].filter((namespace) => !loaded[language][namespace]);

/**
 * Fetches the strings of `namespaces` (by default those the code loaded so far uses) in `language` (by
 * default the one shown). Resolves at once when they are all here.
 */
export async function loadNamespaces(
  language: Language = state.language,
  namespaces: Iterable<Namespace> = used,
): Promise<void> {
  await Promise.all(missingIn(language, namespaces).map((namespace) => loadCatalogue(language, namespace)));
}

/** Every namespace in `language`: the server renders any page, in either language. */
export function loadAllNamespaces(language: Language): Promise<void> {
  return loadNamespaces(language, Object.keys(catalogues[language] ?? {}) as Namespace[]);
}

const reported = new Set<string>();

/**
 * A string was asked for before its catalogue came (code that reached a page by another way than a
 * route, which fetches first): fetch it and draw again. The key shows meanwhile, as a visible bug.
 */
function lateCatalogue(language: Language, namespace: Namespace) {
  const key = `${language}/${namespace}`;
  if (reported.has(key)) return;
  reported.add(key);
  loadCatalogue(language, namespace).then(
    () => update({ version: state.version + 1 }),
    (error: unknown) => {
      reported.delete(key);
      console.error(`The ${key} strings could not be loaded`, error);
    },
  );
}

/** A namespace's strings in one language: `t('key', values)`; `t.message` gives <Trans> the parts. */
export interface TFunction<N extends Namespace = 'common'> {
  (key: MessageKey<N>, values?: MessageValues): string;
  readonly language: Language;
  /** The message of `key`, or undefined while its catalogue is still on its way. */
  message(key: MessageKey<N>): Message | undefined;
}

const translators = new Map<string, TFunction<Namespace>>();

/** The `t` of a namespace in a language; the same function each time, as a hook's dependency. */
export function translator<N extends Namespace>(namespace: N, language: Language): TFunction<N> {
  const cacheKey = `${language}/${namespace}`;
  let t = translators.get(cacheKey) as TFunction<N> | undefined;
  if (!t) {
    const message = (key: MessageKey<N>): Message | undefined => {
      const catalogue = loaded[language][namespace];
      if (!catalogue) lateCatalogue(language, namespace);
      return catalogue?.[key];
    };
    const translate = (key: MessageKey<N>, values?: MessageValues) => {
      const found = message(key);
      return found === undefined ? key : wordingText(wordingOf(found, values, language), values);
    };
    t = Object.assign(translate, { language, message });
    translators.set(cacheKey, t as unknown as TFunction<Namespace>);
  }
  return t;
}

/** The language the pages are shown in now (in the browser; a server render has its own). */
export function currentLanguage(): Language {
  return state.language;
}

/** The Intl locale of a language ('en-GB', 'fr-FR'), for dates and numbers that must read naturally. */
export const intlLocale = (language: Language): string => INTL_LOCALES[language];

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Shows `language` now; `remember` also keeps the choice in the cookie the server reads. */
function showLanguage(language: Language, remember: boolean) {
  if (state.language !== language) update({ language });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  if (remember) document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`;
}

let requested: Language | undefined;

/**
 * Shows the site in `language` from now on: fetches the strings the loaded code uses in it, then
 * re-renders every translated string, sets `<html lang>` (screen readers and hyphenation follow it) and
 * remembers the choice in a cookie, which the server reads to render and cache its pages in the same
 * language. Immediate when the strings are here already; when two choices overlap, the last one wins.
 */
export function setLanguage(language: Language): Promise<void> {
  requested = language;
  if (missingIn(language, used).length === 0) {
    showLanguage(language, true);
    return Promise.resolve();
  }
  return loadNamespaces(language).then(() => {
    if (requested === language) showLanguage(language, true);
  });
}

/**
 * Shows the page in a language it is about (a registration's own, say) unless the visitor has chosen
 * one (`?lang=` or the switcher, both remembered in the cookie): it wins over the browser's languages
 * but is not remembered, so the switcher still changes it and other pages keep following the browser.
 */
export function showLanguageUnlessChosen(language: Language): Promise<void> {
  if (typeof document === 'undefined' || languageFromCookies(document.cookie)) return Promise.resolve();
  requested = language;
  return loadNamespaces(language).then(() => {
    if (requested === language) showLanguage(language, false);
  });
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
 * Opens the page in its language and starts fetching its strings (the entry script awaits them before
 * the first render). A `?lang=` in the address is remembered like a choice made with the switcher, and
 * leaves the address, so the switcher's next choice is not overruled on reload.
 */
export function startInLanguage(serverRendered: boolean): Promise<void> {
  const language = initialLanguage(serverRendered);
  const url = new URL(window.location.href);
  const chosen = url.searchParams.has('lang');
  if (chosen) {
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  showLanguage(language, chosen);
  return loadNamespaces(language);
}

/**
 * The language to send with a form (registration, sponsorship, contact) as the API's `Language` enum:
 * the person is then written to in the language they filled the form in.
 */
export function formLanguage(language: Language = currentLanguage()): GraphQLLanguage {
  return language === 'fr' ? 'FR' : 'EN';
}
