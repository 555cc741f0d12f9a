import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from '../lib/errors.js';

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so sessions survive
 * restarts without anyone having to invent a secret. Several instances share JWT_SECRET, or one
 * DATA_DIR: the file is created atomically, so instances starting together agree on one secret.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  try {
    return await keptSecret(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error;
    // A setting to fix, said in one line like the others: not a stack trace.
    throw new StartupError(
      `DATA_DIR ${dataDir} cannot be written by this process (${code}), so no JWT secret can be kept there: make it writable by this user, or set JWT_SECRET`,
      { cause: error },
    );
  }
}

async function keptSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // Written aside, then linked into place: link() fails if another instance got there first, and
  // nobody can read a half-written file.
  const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(draft, secret + '\n', { mode: 0o600 });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  } finally {
    await rm(draft, { force: true });
  }
}
