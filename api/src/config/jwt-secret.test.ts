import { describe, expect, it } from 'vitest';
import { StartupError } from '../lib/errors.js';
import { resolveJwtSecret } from './jwt-secret.js';

describe('the JWT secret kept in DATA_DIR', () => {
  it('says in one line what to fix when DATA_DIR cannot be written (not a stack trace)', async () => {
    // /sys refuses new folders even to root, as an unwritable volume would.
    const refused = await resolveJwtSecret(undefined, '/sys/aibex-no-such-dir/data').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StartupError);
    expect((refused as Error).message).toMatch(
      /^DATA_DIR \/sys\/aibex-no-such-dir\/data cannot be written .*set JWT_SECRET$/,
    );
  });

  it('takes JWT_SECRET as it is when set', async () => {
    expect(await resolveJwtSecret('a-secret-that-is-long-enough-1234567890', '/sys/x')).toBe(
      'a-secret-that-is-long-enough-1234567890',
    );
  });
});
