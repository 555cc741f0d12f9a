import { describe, expect, it } from 'vitest';
import { factValueKey, formatAmount } from './package-view';

describe('package amounts and facts', () => {
  it('write an amount or a range as the language writes it, naming the currency once', () => {
    expect(formatAmount('20,000 - 40,000', 'USD')).toBe('USD\u00a020,000–40,000');
    expect(formatAmount('50,000', 'USD', 'en-GB')).toBe('USD\u00a050,000');
    // fr-FR groups thousands with a narrow no-break space and puts the currency after, behind a no-break space:
    // "10 000 – 15 000 USD", never "10 000 $ – 15 000 $ USD".
    expect(formatAmount('10,000 - 15,000', 'USD', 'fr-FR')).toBe('10\u202f000–15\u202f000\u00a0USD');
    expect(formatAmount('1,500,000', 'NGN', 'fr-FR')).toBe('1\u202f500\u202f000\u00a0NGN');
    expect(formatAmount('10,000 - 15,000', undefined, 'fr-FR')).toBe('10\u202f000–15\u202f000');
    expect(formatAmount('On request', 'USD', 'fr-FR')).toBe('On request');
    expect(formatAmount('From 5,000', 'USD', 'fr-FR')).toBe('From 5\u202f000');
    for (const locale of ['en-GB', 'fr-FR']) {
      expect(formatAmount('10,000 - 15,000', 'USD', locale).match(/USD|\$/g), locale).toEqual(['USD']);
    }
  });

  it('know the facts the organisers seeded in English, and only those', () => {
    expect(factValueKey('Full page')).toBe('fullPage');
    expect(factValueKey(' quarter page ')).toBe('quarterPage');
    expect(factValueKey('Largest')).toBe('largest');
    expect(factValueKey('2-3')).toBeUndefined();
    expect(factValueKey('Double page')).toBeUndefined();
    expect(factValueKey('toString')).toBeUndefined();
  });
});
