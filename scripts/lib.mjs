// Small helpers shared by the npm scripts (plain Node, no dependencies).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/** Newest modification time of the files under a folder (skipping build output and tests). */
export function newestMtime(
  dir,
  skip = (p) => /(^|\/)(dist|dist-server|node_modules|gql)(\/|$)|\.test\.tsx?$/.test(p),
) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip(path.relative(ROOT, full))) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full, skip) : statSync(full).mtimeMs);
  }
  return newest;
}

export function mtimeOf(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runSync(command, args, options = {}) {
  return spawnSync(command, args, { stdio: 'inherit', cwd: ROOT, ...options }).status ?? 1;
}

export function bin(name) {
  return path.join(BIN, name);
}

/** Builds the place lists, the API and/or the web app when missing or older than their sources. */
/** The API's build (api/dist) is newer than every source file of the API and than the lock file. */
export function isApiBuildCurrent() {
  return (
    mtimeOf(path.join(ROOT, 'api/dist/main.js')) >=
    Math.max(newestMtime(path.join(ROOT, 'api/src')), mtimeOf(path.join(ROOT, 'package-lock.json')))
  );
}

export async function buildIfStale({ log = console.log } = {}) {
  await buildPlacesIfMissing({ log });
  if (!isApiBuildCurrent()) {
    log('Building the API (tsc)...');
    if ((await run(bin('tsc'), ['-p', 'api/tsconfig.build.json'])) !== 0) throw new Error('API build failed');
  }
  // The web app and its server renderer (the marketplace's server-rendered pages) are built together.
  const webSource = Math.max(newestMtime(path.join(ROOT, 'web')), mtimeOf(path.join(ROOT, 'package-lock.json')));
  const webStale =
    Math.min(
      mtimeOf(path.join(ROOT, 'web/dist/index.html')),
      mtimeOf(path.join(ROOT, 'web/dist-server/entry-server.js')),
    ) < webSource;
  if (webStale) {
    log('Building the web app and its server renderer (vite)...');
    const vite = ['build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];
    // Always a production build, whatever the caller's NODE_ENV: under NODE_ENV=test (a test that builds,
    // from Vitest) or development, Vite bundles React's development JSX runtime into the server renderer,
    // which then fails to load in production (`jsxDEV is not a function`).
    const env = { ...process.env, NODE_ENV: 'production' };
    if ((await run(bin('vite'), vite, { env })) !== 0) throw new Error('Web build failed');
    if ((await run(bin('vite'), [...vite, '--ssr', 'src/app/entry-server.tsx'], { env })) !== 0)
      throw new Error('Web server renderer build failed');
  }
}

export async function buildPlacesIfMissing({ log = console.log } = {}) {
  const marker = path.join(ROOT, 'api/generated/places/countries.json');
  if (mtimeOf(marker) >= mtimeOf(path.join(ROOT, 'package-lock.json'))) return;
  log('Splitting country/state/city data into api/generated/places...');
  const { buildPlaces } = await import('./build-places.mjs');
  await buildPlaces();
}
