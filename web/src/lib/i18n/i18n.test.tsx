import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue, compileMessage } from '../../../vite-plugins/messages';
import { currentLanguage, defineNamespace, loadNamespaces, setLanguage, translator } from './i18n';
import { wordingOf, wordingText, type Message } from './messages';
import { PageLanguageProvider, Trans, useTranslation } from './translation';

const text = (message: Message, values?: Record<string, string | number | null>, language = 'en') =>
  wordingText(wordingOf(message, values, language), values);

describe('compiling a message', () => {
  it('keeps plain text as it is, and parses values and tags into parts', () => {
    expect(compileMessage('Register now', 'x')).toBe('Register now');
    expect(compileMessage('Thanks, {{ firstName }}!', 'x')).toEqual(['Thanks, ', { value: 'firstName' }, '!']);
    expect(compileMessage('Sent to <strong>{{email}}</strong>.', 'x')).toEqual([
      'Sent to ',
      { tag: 'strong', children: [{ value: 'email' }] },
      '.',
    ]);
    expect(compileMessage('<a>one <b>two</b></a>', 'x')).toEqual([
      { tag: 'a', children: ['one ', { tag: 'b', children: ['two'] }] },
    ]);
    // A `<` that opens no tag is text.
    expect(compileMessage('1 < 2', 'x')).toBe('1 < 2');
  });

  it('fails the build on a tag that does not close, or on syntax it does not know', () => {
    expect(() => compileMessage('Read the <privacy>policy', 'home.json hero')).toThrow(/home.json hero.*never closed/);
    expect(() => compileMessage('Read the <a>policy</b>', 'x')).toThrow(/closes no open/);
    expect(() => compileMessage('{{price, currency}}', 'x')).toThrow(/unsupported/);
    expect(() => compileMessage('Line<br/>break', 'x')).toThrow(/unsupported/);
    expect(() => compileMessage('$t(other.key)', 'x')).toThrow(/unsupported/);
  });

  it('flattens a namespace to dotted keys and gathers the plural forms under their key', () => {
    const catalogue = compileCatalogue(
      { nav: { home: 'Home' }, counter: { items_one: '{{count}} item', items_other: '{{count}} items' } },
      'x.json',
    );
    expect(catalogue).toEqual({
      'nav.home': 'Home',
      'counter.items': {
        plural: { one: [{ value: 'count' }, ' item'], other: [{ value: 'count' }, ' items'] },
      },
    });
    expect(() => compileCatalogue({ a: 'x', a_one: 'y' }, 'x.json')).toThrow(/both a string and plural forms/);
    expect(() => compileCatalogue({ a: ['x'] }, 'x.json')).toThrow(/neither a string nor an object/);
  });

  it('compiles every catalogue of the site, with the same tags in every language as in English', () => {
    const locales = path.join(import.meta.dirname, '../../locales');
    const tagsOf = (message: Message | undefined): string[] => {
      if (message === undefined || typeof message === 'string') return [];
      if (!Array.isArray(message)) return [...new Set(Object.values(message.plural).flatMap(tagsOf))];
      return message.flatMap((part) =>
        typeof part === 'object' && 'tag' in part ? [part.tag, ...tagsOf(part.children)] : [],
      );
    };
    const compiled = (language: string, file: string) =>
      compileCatalogue(JSON.parse(readFileSync(path.join(locales, language, file), 'utf8')), `${language}/${file}`);
    for (const file of readdirSync(path.join(locales, 'en'))) {
      const english = compiled('en', file);
      const french = compiled('fr', file);
      for (const [key, message] of Object.entries(english)) {
        expect(tagsOf(french[key]).sort(), `fr/${file} ${key}`).toEqual(tagsOf(message).sort());
      }
    }
  });
});

describe('a compiled message', () => {
  it('puts values in; one given as null writes nothing, one not given keeps its placeholder', () => {
    const message = compileMessage('© {{year}} {{expoName}}.', 'x');
    expect(text(message, { year: 2026, expoName: 'AIBEx 2026' })).toBe('© 2026 AIBEx 2026.');
    expect(text(message, { year: 2026, expoName: null })).toBe('© 2026 .');
    expect(text(message, { year: 2026 })).toBe('© 2026 {{expoName}}.');
  });

  it('chooses the plural form by the language’s rules: French says “one” for 0 and has “many”', () => {
    const plural = compileCatalogue(
      { n_one: '{{count}} one', n_many: '{{count}} many', n_other: '{{count}} other' },
      'x.json',
    ).n!;
    expect([0, 1, 2].map((count) => text(plural, { count }, 'en'))).toEqual(['0 other', '1 one', '2 other']);
    expect([0, 1, 2, 1_000_000].map((count) => text(plural, { count }, 'fr'))).toEqual([
      '0 one',
      '1 one',
      '2 other',
      '1000000 many',
    ]);
    const withZero = compileCatalogue({ n_zero: 'none', n_one: 'one', n_other: 'other' }, 'x.json').n!;
    expect(text(withZero, { count: 0 })).toBe('none');
  });

  it('writes its tags back as text through t, as the source has them', () => {
    expect(text(compileMessage('See <privacy>the policy</privacy>', 'x'))).toBe('See <privacy>the policy</privacy>');
  });
});

describe('Trans', () => {
  const t = translator(defineNamespace('registration'), 'en');

  it('draws each tag as its element around the translated words, values in', () => {
    const html = renderToStaticMarkup(
      <p>
        <Trans
          t={t}
          i18nKey="success.sentTo"
          values={{ email: 'amara@example.com' }}
          components={{ strong: <strong className="address" /> }}
        />
      </p>,
    );
    expect(html).toBe(
      '<p>Your confirmation, with your registration code and the QR code to show at the entrance, is on its way to <strong class="address">amara@example.com</strong>. Add the invitation it carries to your calendar.</p>',
    );
  });

  it('keeps the words of a tag it was given no element for', () => {
    const html = renderToStaticMarkup(<Trans t={t} i18nKey="success.sentTo" values={{ email: 'a@b.c' }} />);
    expect(html).toContain('is on its way to a@b.c. Add');
  });
});

describe('languages and their strings', () => {
  afterEach(() => setLanguage('en'));

  function Label() {
    const { t } = useTranslation();
    return <span>{t('nav.register')}</span>;
  }

  it('fetches the strings in use in the other language before switching, then draws them', async () => {
    const { container } = render(<Label />);
    expect(container.textContent).toBe('Register');
    const switching = setLanguage('fr');
    // The page stays in English until the French strings are here: never a key, never half and half.
    expect(currentLanguage()).toBe('en');
    await switching;
    expect(currentLanguage()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(container.textContent).toBe('S’inscrire');
  });

  it('lets a server render draw its own language, whatever the browser shows', async () => {
    await loadNamespaces('fr', ['common']);
    const html = renderToStaticMarkup(
      <PageLanguageProvider language="fr">
        <Label />
      </PageLanguageProvider>,
    );
    expect(html).toBe('<span>S’inscrire</span>');
    expect(currentLanguage()).toBe('en');
  });

  it('when two choices overlap, the last one wins', async () => {
    const toFrench = setLanguage('fr');
    await setLanguage('en');
    await toFrench;
    expect(currentLanguage()).toBe('en');
  });
});
