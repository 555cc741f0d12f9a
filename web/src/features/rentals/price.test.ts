import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES, isPriceBound, normalizePrice, priceBoundProblem, priceProblem } from './price';

describe('the price check', () => {
  it('accepts positive amounts with at most two decimals, with or without a $', () => {
    for (const price of ['25', '25.5', '25.50', '0.01', ' 7 ', '$12.99', '1000000', '1000000.00']) {
      expect(priceProblem(price), price).toBeUndefined();
    }
  });

  it('asks for a price when there is none', () => {
    expect(priceProblem('')).toBe(PRICE_MESSAGES.missing);
    expect(priceProblem('  ')).toBe(PRICE_MESSAGES.missing);
  });

  it('refuses more than two decimals, signs, separators and words with the server’s message', () => {
    for (const price of ['25.505', '-5', '+5', '1,000', '25.', '.5', 'ten', '2e3', '25 50']) {
      expect(priceProblem(price), price).toBe(PRICE_MESSAGES.format);
    }
    expect(PRICE_MESSAGES.format).toBe(
      'The price must be a positive amount with at most 2 decimals, such as 25 or 25.50',
    );
  });

  it('refuses zero and amounts above 1,000,000.00', () => {
    expect(priceProblem('0')).toBe(PRICE_MESSAGES.zero);
    expect(priceProblem('0.00')).toBe(PRICE_MESSAGES.zero);
    expect(priceProblem('1000000.01')).toBe(PRICE_MESSAGES.tooHigh);
  });

  it('sends the amount without the $ and spaces', () => {
    expect(normalizePrice(' $ 25.50 ')).toBe('25.50');
  });

  it('lets a price filter bound be empty or an amount', () => {
    expect(isPriceBound('')).toBe(true);
    expect(isPriceBound('0')).toBe(true);
    expect(isPriceBound('12.5')).toBe(true);
    expect(isPriceBound('12.')).toBe(false);
    expect(isPriceBound('abc')).toBe(false);
    expect(isPriceBound('1000000')).toBe(true);
    expect(priceBoundProblem('1000000.01')).toBe('Enter an amount of at most 1,000,000.00');
    expect(priceBoundProblem('12.')).toBe('Enter an amount such as 25 or 25.50');
  });
});
