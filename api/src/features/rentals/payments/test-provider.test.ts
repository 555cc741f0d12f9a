import { describe, expect, it } from 'vitest';
import { judgeCard } from './test-provider.js';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

describe("the test provider's cards (Stripe's test mode)", () => {
  it('accepts the success cards, spaced or not', () => {
    expect(judgeCard(card('4242 4242 4242 4242'), now)).toBeUndefined();
    expect(judgeCard(card('5555555555554444'), now)).toBeUndefined();
  });

  it('declines, and says why, for the decline cards', () => {
    expect(judgeCard(card('4000 0000 0000 0002'), now)).toMatchObject({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(judgeCard(card('4000000000009995'), now)).toMatchObject({
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('checks the number, the expiry and the security code like the card form', () => {
    expect(judgeCard(card('4242 4242 4242 4241'), now)?.message).toBe('Your card number is incorrect.');
    expect(judgeCard(card('4242424242424242', { expMonth: 13 }), now)?.message).toBe(
      "Your card's expiration month is invalid.",
    );
    expect(judgeCard(card('4242424242424242', { expMonth: 10, expYear: 26 }), now)?.message).toBe(
      'Your card has expired.',
    );
    expect(judgeCard(card('4242424242424242', { expMonth: 11, expYear: 26 }), now)).toBeUndefined();
    expect(judgeCard(card('4242424242424242', { cvc: '12' }), now)?.message).toBe(
      "Your card's security code is incomplete.",
    );
    expect(judgeCard(card('378282246310005', { cvc: '1234' }), now)).toBeUndefined();
  });

  it('refuses real card numbers: this is test mode', () => {
    expect(judgeCard(card('4111 1111 1111 1111'), now)?.message).toMatch(
      /^Your card was declined. This is a test payment/,
    );
  });
});
