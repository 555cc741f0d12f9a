import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n/languages';

/*
 * Every string exists in every language: the same keys, the plural forms each language needs (French
 * has 'many', for a million and more), the same {{placeholders}}, nothing empty.
 */

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

type Strings = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Strings = new Map()): Strings {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else throw new Error(`${prefix} is neither a string nor an object`);
  return into;
}

const byLanguage = new Map<string, Map<string, Strings>>();
for (const [file, content] of Object.entries(files)) {
  const [, language = '', namespace = ''] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!byLanguage.has(language)) byLanguage.set(language, new Map());
  byLanguage.get(language)!.set(namespace, flatten(content));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** The keys as written without plural suffixes, and for each plural key the forms it has. */
function shape(strings: Strings) {
  const singles = new Set<string>();
  const plurals = new Map<string, Set<string>>();
  for (const key of strings.keys()) {
    const suffix = PLURAL_SUFFIX.exec(key);
    if (!suffix) singles.add(key);
    else {
      const base = key.slice(0, suffix.index);
      if (!plurals.has(base)) plurals.set(base, new Set());
      plurals.get(base)!.add(suffix[1]!);
    }
  }
  return { singles, plurals };
}

const english = byLanguage.get('en')!;

describe('translations', () => {
  it('has a folder per language and the same namespaces in each', () => {
    expect([...byLanguage.keys()].sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect([...byLanguage.get(language)!.keys()].sort(), language).toEqual([...english.keys()].sort());
    }
  });

  for (const namespace of english.keys()) {
    describe(namespace, () => {
      for (const language of LANGUAGES) {
        const strings = byLanguage.get(language)?.get(namespace) ?? new Map<string, string>();
        const reference = shape(english.get(namespace)!);
        const own = shape(strings);
        const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

        it(`${language}: the same keys as English`, () => {
          expect([...own.singles].sort()).toEqual([...reference.singles].sort());
          expect([...own.plurals.keys()].sort()).toEqual([...reference.plurals.keys()].sort());
        });

        it(`${language}: every plural form the language has (${categories.join(', ')})`, () => {
          for (const [base, forms] of own.plurals) {
            for (const category of categories) expect(forms.has(category), `${base}_${category}`).toBe(true);
          }
        });

        it(`${language}: the same placeholders as English, and no empty string`, () => {
          const englishStrings = english.get(namespace)!;
          for (const [key, text] of strings) {
            expect(text.trim(), key).not.toBe('');
            const base = key.replace(PLURAL_SUFFIX, '');
            const englishText = englishStrings.get(key) ?? englishStrings.get(`${base}_other`);
            if (englishText !== undefined) expect(placeholders(text), key).toEqual(placeholders(englishText));
          }
        });
      }
    });
  }
});
