import i18next, { type TFunction } from 'i18next';
import en from '../locales/en.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import type { Language } from './language.js';

/*
 * The API's one i18next instance: the fixed copy of the expo's e-mails, of the e-mail layout and of the
 * unsubscribe page, in api/src/locales/<language>.json. Loaded synchronously at import, so a translator
 * is ready for the first mail. Values are inserted as they are: the e-mail layout and the pages escape
 * what they put into HTML, and a value's own {{…}} is never read as a placeholder (skipOnVariables).
 */
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false, skipOnVariables: true },
  returnNull: false,
});

/** The copy of `language`: `t('participantConfirmation.title', { expo })`. */
export const translator = (language: Language): TFunction => i18n.getFixedT(language);

/** Copy looked up already, by language, key and values; see fixedCopy. */
const fixedCopies = new Map<string, string>();
/** A bound on fixedCopies, should a caller pass values that are not fixed after all. */
const MAX_FIXED_COPIES = 1000;

/**
 * `translator(language)(key, values)` for copy that reads the same for everyone: its values come from the
 * configuration (the expo's name, its dates), never from a person or a request. Looked up once and kept:
 * an i18next lookup costs tens of microseconds, and a burst of registrations writes thousands of e-mails
 * made mostly of such copy.
 */
export function fixedCopy(language: Language, key: string, values: Record<string, string> = {}): string {
  const cacheKey = `${language}\u0000${key}\u0000${JSON.stringify(values)}`;
  let copy = fixedCopies.get(cacheKey);
  if (copy === undefined) {
    copy = translator(language)(key, values);
    if (fixedCopies.size >= MAX_FIXED_COPIES) fixedCopies.clear();
    fixedCopies.set(cacheKey, copy);
  }
  return copy;
}
