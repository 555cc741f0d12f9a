import { describe, expect, it } from 'vitest';
import apiEnglish from '../../../../../api/src/locales/en.json';
import apiFrench from '../../../../../api/src/locales/fr.json';
import english from '../../../locales/en/registration.json';
import french from '../../../locales/fr/registration.json';

/*
 * The API records a marketing consent with the words the person saw (api/src/features/expo/confirmation.ts);
 * the registration form shows its own copy of them. Both must say the same, in each language.
 */
describe('the marketing consent’s words', () => {
  const sameWords = (web: string) => web.replace('{{expoName}}', '{{expo}}');

  it('are the API’s recorded words, in English and in French', () => {
    expect(sameWords(english.form.consent)).toBe(apiEnglish.consent.marketing);
    expect(sameWords(french.form.consent)).toBe(apiFrench.consent.marketing);
  });
});
