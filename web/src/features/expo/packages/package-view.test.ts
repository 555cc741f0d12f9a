import { describe, expect, it } from 'vitest';
import { factValueKey, formatAmount } from './package-view';

describe('package amounts and facts', () => {
  it('write each figure of a range as the language writes an amount of that currency', () => {
    expect(formatAmount('20,000 - 40,000', 'USD')).toBe('$20,000 – $40,000');
    expect(formatAmount('50,000', 'USD', 'en-GB')).toBe('$50,000');
    // fr-FR groups thousands with a narrow no-break space and puts the symbol after, behind a no-break space.
    expect(formatAmount('20,000 - 40,000', 'USD', 'fr-FR')).toBe('20\u202f000\u00a0$ – 40\u202f000\u00a0$');
    expect(formatAmount('1,500,000', 'NGN', 'fr-FR')).toBe('1\u202f500\u202f000\u00a0₦');
    expect(formatAmount('10,000 - 15,000', undefined, 'fr-FR')).toBe('10\u202f000 – 15\u202f000');
    expect(formatAmount('On request', 'USD', 'fr-FR')).toBe('On request');
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
