import { describe, expect, it } from 'vitest';
import { mailWait } from './mail-wait';

const NOW = new Date('2026-11-28T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('mailWait', () => {
  it('says how long the oldest e-mail has waited, in the largest sensible unit', () => {
    expect(mailWait(null, NOW)).toBe('None waiting');
    expect(mailWait(ago(0.5), NOW)).toBe('Under a minute');
    expect(mailWait(ago(12), NOW)).toBe('12 min');
    expect(mailWait(ago(60), NOW)).toBe('1 h');
    expect(mailWait(ago(125), NOW)).toBe('2 h 5 min');
    expect(mailWait(ago(3 * 24 * 60 + 7), NOW)).toBe('3 days');
  });
});
