import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/language.js';

/*
 * The e-mails' and the unsubscribe page's copy exists in every language: the same keys, every plural
 * form a language has (French has 'many', for a million and more), the same {{placeholders}}, nothing
 * empty; and French is set with its spaces before two-part punctuation.
 */

type Strings = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Strings = new Map()): Strings {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else throw new Error(`${prefix} is neither a string nor an object`);
  return into;
}

const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.json'));
const strings = new Map(
  files.map((file) => [
    path.basename(file, '.json'),
    flatten(JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'))),
  ]),
);

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Keys without their plural suffixes, and for each plural key the forms it has. */
function shape(of: Strings) {
  const singles: string[] = [];
  const plurals = new Map<string, Set<string>>();
  for (const key of of.keys()) {
    const suffix = PLURAL.exec(key);
    if (!suffix) singles.push(key);
    else {
      const base = key.slice(0, suffix.index);
      plurals.set(base, (plurals.get(base) ?? new Set()).add(suffix[1]!));
    }
  }
  return { singles: singles.sort(), plurals };
}

const english = strings.get('en')!;

describe('the API’s translations (api/src/locales)', () => {
  it('has one file per language', () => {
    expect([...strings.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES) {
    const own = strings.get(language) ?? new Map<string, string>();
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it(`${language}: the same keys as English`, () => {
      const mine = shape(own);
      const reference = shape(english);
      expect(mine.singles).toEqual(reference.singles);
      expect([...mine.plurals.keys()].sort()).toEqual([...reference.plurals.keys()].sort());
    });

    it(`${language}: every plural form of the language (${categories.join(', ')})`, () => {
      for (const [base, forms] of shape(own).plurals) {
        for (const category of categories) expect(forms.has(category), `${base}_${category}`).toBe(true);
      }
    });

    it(`${language}: the same placeholders as English, and no empty string`, () => {
      for (const [key, text] of own) {
        expect(text.trim(), key).not.toBe('');
        const reference = english.get(key) ?? english.get(`${key.replace(PLURAL, '')}_other`);
        if (reference !== undefined) expect(placeholders(text), key).toEqual(placeholders(reference));
      }
    });
  }

  it('fr: a no-break space before a colon, a narrow one before ; ! ? and inside « », and ’ for apostrophes', () => {
    for (const [key, text] of strings.get('fr')!) {
      const copy = text.replace(/\{\{[^}]*\}\}/g, 'x');
      expect(copy, key).not.toMatch(/[^\u00a0]:/);
      expect(copy, key).not.toMatch(/[^\u202f][;!?]/);
      expect(copy, key).not.toMatch(/«[^\u202f]|[^\u202f]»/);
      expect(copy, key).not.toMatch(/'/);
    }
  });
});
