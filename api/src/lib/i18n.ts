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
