import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, languageFromCookies, languageOf, resolveLanguage } from './languages';

describe('languages', () => {
  it('reads a tag as one of ours by its primary subtag', () => {
    expect(languageOf('fr-CI')).toBe('fr');
    expect(languageOf('FR')).toBe('fr');
    expect(languageOf('en_GB')).toBe('en');
    expect(languageOf('de')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });

  it('orders Accept-Language by q-value and drops refused tags', () => {
    expect(acceptLanguageTags('de;q=0.9, fr-SN;q=0.95, en;q=0')).toEqual(['fr-SN', 'de']);
    expect(acceptLanguageTags('en-US,en;q=0.9')).toEqual(['en-US', 'en']);
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });

  it('finds the remembered choice among other cookies', () => {
    expect(languageFromCookies('theme=dark; lang=fr; other=1')).toBe('fr');
    expect(languageFromCookies('slang=fr')).toBeUndefined();
    expect(languageFromCookies('lang=xx')).toBeUndefined();
  });

  it('prefers the address, then the cookie, then the browser, then English', () => {
    expect(resolveLanguage({ query: 'fr', cookies: 'lang=en', preferred: ['en'] })).toBe('fr');
    expect(resolveLanguage({ query: 'zz', cookies: 'lang=fr', preferred: ['en'] })).toBe('fr');
    expect(resolveLanguage({ preferred: ['de-DE', 'fr-FR', 'en'] })).toBe('fr');
    expect(resolveLanguage({ preferred: ['de-DE'] })).toBe('en');
  });
});
