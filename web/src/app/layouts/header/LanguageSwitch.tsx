import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../../../lib/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../lib/i18n/languages';
import './LanguageSwitch.css';

/**
 * The way to the other language: a link to this page in it (`?lang=`, so it also works before the
 * script runs and crawlers find the French pages), which switches in place when the app is running.
 * It reads 'FR' and is named 'FR, Français': the visible text first (voice control users say what they
 * see), then the language's own name, spoken in that language.
 */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  const current = currentLanguage(i18n);
  const other = LANGUAGES.find((language) => language !== current) ?? current;

  function switchInPlace(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void setLanguage(other);
  }

  return (
    <a className="language-switch" href={`?lang=${other}`} hrefLang={other} lang={other} onClick={switchInPlace}>
      {other.toUpperCase()}
      <span className="visually-hidden">{`, ${LANGUAGE_NAMES[other]}`}</span>
    </a>
  );
}
