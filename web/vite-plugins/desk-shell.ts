import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/** A chunk as Vite's build manifest (dist/.vite/manifest.json) describes it. */
interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

/** The other areas the shell loads lazily: a desk never opens them, so their code is not kept. */
const OTHER_AREAS = /^src\/app\/areas\/(?!admin-area)/;

/**
 * The files a check-in desk needs to start with no network: the app shell (index.html's entry and
 * what it imports), its message catalogues and shell pieces loaded on demand, and the admin area with
 * the desk and what the desk loads on demand (the QR decoder). Everything else (the expo's, the
 * marketplace's and the account pages' code) is left to the network.
 */
export function deskShellFiles(manifest: Record<string, Chunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const add = (key: string, withDynamic: boolean) => {
    const visit = `${key}\u0000${withDynamic}`;
    if (seen.has(visit)) return;
    seen.add(visit);
    const chunk = manifest[key];
    if (!chunk) return;
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of chunk.imports ?? []) add(imported, false);
    if (withDynamic)
      for (const imported of chunk.dynamicImports ?? []) if (!OTHER_AREAS.test(imported)) add(imported, false);
  };
  // The admin area first: the shell reaches it as one of its lazy areas, without what it loads on demand.
  add('src/app/areas/admin-area.tsx', true);
  add('index.html', true);
  return files;
}

/** Workbox's precache list cut down to the desk's files (public files such as the icons stay). */
export function deskShellOnly(dist: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
    const desk = deskShellFiles(manifest);
    const manifestEntries = entries.filter((entry) => !entry.url.startsWith('assets/') || desk.has(entry.url));
    return { manifest: manifestEntries, warnings: [] };
  };
}
