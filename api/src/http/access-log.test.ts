import { describe, expect, it } from 'vitest';
import { redactTokens } from './access-log.js';

describe('access log', () => {
  it('keeps that a private link was used, not its key', () => {
    expect(redactTokens('/my-registration?token=abcDEF123_-x')).toBe('/my-registration?token=[redacted]');
    expect(redactTokens('/api/my-registration/badge.pdf?token=abc&x=1')).toBe(
      '/api/my-registration/badge.pdf?token=[redacted]&x=1',
    );
    expect(redactTokens('/unsubscribe?email=a%40b.c&token=abc')).toBe('/unsubscribe?email=a%40b.c&token=[redacted]');
    expect(redactTokens('/tools?q=token')).toBe('/tools?q=token');
  });
});
