import { describe, expect, it } from 'vitest';
import { newOpaqueToken, openWithToken, sealWithToken } from './tokens.js';

describe('sealWithToken', () => {
  it('opens only with the token it was sealed under', () => {
    const key = newOpaqueToken();
    const secret = newOpaqueToken();
    const sealed = sealWithToken(secret, key);
    expect(sealed).not.toContain(secret);
    expect(openWithToken(sealed, key)).toBe(secret);
    expect(openWithToken(sealed, newOpaqueToken())).toBeUndefined();
  });

  it('seals the same secret differently each time, and refuses a damaged value', () => {
    const key = newOpaqueToken();
    const a = sealWithToken('successor', key);
    expect(sealWithToken('successor', key)).not.toBe(a);
    const damaged = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(openWithToken(damaged, key)).toBeUndefined();
    expect(openWithToken('', key)).toBeUndefined();
  });
});
