import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './app-child.js';

/** One entry of scripts/runtime-files.json: a path relative to the repository, and why. */
export interface RuntimePath {
  path: string;
  why: string;
}

/** The runtime file set (scripts/runtime-files.json): what the image ships, and what it leaves out on purpose. */
export const runtimeFiles = JSON.parse(readFileSync(path.join(ROOT, 'scripts/runtime-files.json'), 'utf8')) as {
  shipped: RuntimePath[];
  notShipped: RuntimePath[];
};

/** Whether `file` (relative to the repository) is one of `paths` or inside one of them. */
export const isUnder = (file: string, paths: readonly RuntimePath[]) =>
  paths.some((entry) => file === entry.path || file.startsWith(entry.path + '/'));

/** The instructions of a Dockerfile's stages: `{ name, lines }`, continuation lines joined. */
export function dockerfileStages(text: string): { name: string | undefined; lines: string[] }[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: { name: string | undefined; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ name: from[1], lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
}

/**
 * Whether `.dockerignore` keeps `file` (relative, with `/`) out of the build context, by Docker's rules:
 * patterns are rooted at the context, `*` and `?` stay within a path segment, `**` spans any number of
 * them, a pattern that matches a folder excludes everything in it, `!` lets a path back in, and the
 * last matching line wins.
 */
export function dockerIgnores(patterns: readonly string[], file: string): boolean {
  const rules = patterns
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!');
      const pattern = path.posix.normalize((negated ? line.slice(1) : line).trim().replace(/^\/+/, ''));
      const source = pattern
        .split(/(\*\*\/?|\*|\?)/)
        .map((part) => {
          if (part === '**/' || part === '**') return '(?:.*/)?' + (part === '**' ? '.*' : '');
          if (part === '*') return '[^/]*';
          if (part === '?') return '[^/]';
          return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
        })
        .join('');
      return { negated, regex: new RegExp(`^${source}$`) };
    });
  const segments = file.split('/');
  // The file itself and every folder above it: excluding a folder excludes what it holds.
  const candidates = segments.map((_, i) => segments.slice(0, i + 1).join('/'));
  let ignored = false;
  for (const rule of rules) {
    if (candidates.some((candidate) => rule.regex.test(candidate))) ignored = !rule.negated;
  }
  return ignored;
}
