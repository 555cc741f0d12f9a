import type { MouseEvent } from 'react';
import { setLanguage } from '../../../lib/i18n/i18n';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../lib/i18n/languages';
import { useLanguage } from '../../../lib/i18n/translation';
import './LanguageSwitch.css';

/**
 * The way to the other language: a link to this page in it (`?lang=`, so it also works before the
 * script runs and crawlers find the French pages), which switches in place when the app is running.
 * Its name is the visible code, then the language's own name in that language ('FR – Français'): a
 * screen reader says the language, and someone who says 'click FR' to voice control finds it (the
 * visible label must begin the name, WCAG 2.5.3; a code in parentheses would not count).
 */
export function LanguageSwitch() {
  const current = useLanguage();
  const other = LANGUAGES.find((language) => language !== current) ?? current;

  function switchInPlace(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    void setLanguage(other);
  }

  return (
    <a
      className="language-switch"
      href={`?lang=${other}`}
      hrefLang={other}
      lang={other}
      aria-label={`${other.toUpperCase()} – ${LANGUAGE_NAMES[other]}`}
      onClick={switchInPlace}
    >
      {other.toUpperCase()}
    </a>
  );
}
