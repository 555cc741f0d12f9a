import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './app-child.js';
import { dockerfileStages, dockerIgnores, isUnder, runtimeFiles } from './runtime-files.js';

/*
 * The image's file set, without Docker (no engine runs on these machines): the Dockerfile ships exactly
 * scripts/runtime-files.json, every file the server reads at run time is in that list (or left out on
 * purpose, with the reason), the data volume belongs to the user the image runs as, the build context
 * leaves out what it must and keeps what the build needs, and docker-compose restarts and health-checks
 * the app. image-start.test.ts starts that file set for real.
 */

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const stages = dockerfileStages(read('Dockerfile'));
const build = stages.find((stage) => stage.name === 'build');
const final = stages.at(-1)!;

describe('the Dockerfile', () => {
  it("copies exactly the runtime file set into the final stage, in the list's order", () => {
    const copies = final.lines.filter((line) => /^(COPY|ADD)\s/i.test(line));
    const expected = runtimeFiles.shipped.map((entry) => `COPY --from=build /app/${entry.path} ./${entry.path}`);
    // The lines to paste when the list changes are the failure's expected value.
    expect(copies).toEqual(expected);
  });

  it('builds every shipped path in its build stage: places, API, web app and renderer, production dependencies', () => {
    const run = build!.lines.filter((line) => /^RUN\s/i.test(line)).join('\n');
    expect(run).toMatch(/node scripts\/build-places\.mjs/);
    expect(run).toMatch(/npm run build/);
    expect(run).toMatch(/npm prune --omit=dev/);
  });

  it('runs as the node user, with a /data volume that user owns (made before VOLUME, which freezes it)', () => {
    const at = (pattern: RegExp) => final.lines.findIndex((line) => pattern.test(line));
    const makeData = final.lines.findIndex(
      (line) =>
        /^RUN\s.*\s\/data\b/.test(line) &&
        ((/install\s+-d\b/.test(line) && /-o\s+node\b/.test(line) && /-g\s+node\b/.test(line)) ||
          /chown\s+(-R\s+)?node:node\s+\/data\b/.test(line)),
    );
    const volume = at(/^VOLUME\s+(\/data|\["\/data"\])$/);
    const user = at(/^USER\s+node$/);
    expect(makeData, 'a RUN that creates /data owned by node').toBeGreaterThanOrEqual(0);
    expect(volume).toBeGreaterThan(makeData);
    expect(user).toBeGreaterThan(makeData);
    expect(final.lines).toContainEqual(expect.stringMatching(/^ENV\s.*NODE_ENV=production/));
    expect(final.lines).toContainEqual(expect.stringMatching(/^ENV\s.*DATA_DIR=\/data/));
  });

  it('health-checks readiness', () => {
    expect(final.lines).toContainEqual(expect.stringMatching(/^HEALTHCHECK\s.*\/health\/ready/));
  });
});

describe('the runtime file set', () => {
  const listed = [...runtimeFiles.shipped, ...runtimeFiles.notShipped];

  it('names paths that exist or that the build makes, each with its reason', () => {
    const built = ['node_modules', 'api/dist', 'api/generated/places', 'web/dist', 'web/dist-server'];
    for (const entry of listed) {
      expect(entry.why, entry.path).toMatch(/\w{3}/);
      if (!built.includes(entry.path)) expect(existsSync(path.join(ROOT, entry.path)), entry.path).toBe(true);
    }
  });

  /** Every non-TypeScript file under api/src but the tests': an asset some code reads. */
  function assetsUnder(dir: string): string[] {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const rel = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return rel === 'api/src/test' ? [] : assetsUnder(rel);
      return entry.name.endsWith('.ts') ? [] : [rel];
    });
  }

  it('accounts for every asset under api/src: shipped, or left out on purpose', () => {
    const unaccounted = assetsUnder('api/src').filter((file) => !isUnder(file, listed));
    expect(unaccounted, 'add them to scripts/runtime-files.json (and the Dockerfile)').toEqual([]);
  });

  /**
   * The server finds its files from `import.meta.dirname` (api/dist/... once built). Each such path,
   * resolved from the compiled file, must be shipped or left out on purpose; a path beside the compiled
   * file (api/dist/x/y.css, which tsc does not emit) stands for its source twin (api/src/x/y.css).
   */
  it('covers every path the server reads from its own location', () => {
    const sources = (dir: string): string[] =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return rel === 'api/src/test' ? [] : sources(rel);
        return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [rel] : [];
      });
    const problems: string[] = [];
    const reads: string[] = [];
    for (const file of sources('api/src')) {
      const text = read(file);
      const uses = text.match(/import\.meta\.dirname/g)?.length ?? 0;
      if (!uses) continue;
      const calls = [
        ...text.matchAll(/path\.(?:join|resolve)\(\s*import\.meta\.dirname\s*((?:,\s*'[^']*'\s*)+),?\s*\)/g),
      ];
      if (calls.length !== uses)
        problems.push(`${file}: write each run-time path as path.join(import.meta.dirname, '<literal>', ...)`);
      const compiledDir = path.posix.dirname(file).replace(/^api\/src/, 'api/dist');
      for (const call of calls) {
        const parts = [...call[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
        let target = path.posix.join(compiledDir, ...parts);
        if (target.startsWith('api/dist/')) target = target.replace(/^api\/dist/, 'api/src');
        reads.push(target);
        if (!isUnder(target, listed))
          problems.push(`${file} reads ${target}, which scripts/runtime-files.json does not name`);
      }
    }
    expect(problems).toEqual([]);
    // The scan sees the reads it is meant to see.
    expect(reads).toEqual(
      expect.arrayContaining(['web/dist', 'api/generated/places', 'api/src/features/mailings/unsubscribe.css']),
    );
  });
});

describe('.dockerignore', () => {
  const patterns = read('.dockerignore').split('\n');

  it('keeps out dependencies, data, build output, test output, version control and secrets', () => {
    const kept = [
      'node_modules/express/package.json',
      'web/node_modules/x/index.js',
      'data/db/PG_VERSION',
      'data/uploads/0123.png',
      'data/jwt-secret',
      '.git/HEAD',
      'api/dist/main.js',
      'api/generated/places/countries.json',
      'web/dist/index.html',
      'web/dist-server/entry-server.js',
      'test-results/report.json',
      'playwright-report/index.html',
      'bench-results/latest.json',
      '.env',
      '.env.production',
      'npm-debug.log',
      '.tmp/x',
    ].filter((file) => !dockerIgnores(patterns, file));
    expect(kept).toEqual([]);
  });

  it('keeps every file the build stage needs', () => {
    const walk = (dir: string): string[] =>
      readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (/(^|\/)(node_modules|dist|dist-server|generated|\.git|data|test-results)$/.test(rel)) return [];
        return entry.isDirectory() ? walk(rel) : [rel];
      });
    const needed = [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      ...walk('api'),
      ...walk('web'),
      ...walk('scripts'),
    ];
    expect(needed.length).toBeGreaterThan(100);
    expect(needed.filter((file) => dockerIgnores(patterns, file))).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');
  const service = (name: string) => {
    const start = compose.search(new RegExp(`^  ${name}:\\s*$`, 'm'));
    const rest = compose.slice(start + 1);
    const end = rest.search(/^ {2}\S|^\S/m);
    return start < 0 ? '' : compose.slice(start, start + 1 + (end < 0 ? rest.length : end));
  };

  it('restarts the app unless stopped and health-checks its readiness', () => {
    const app = service('app');
    expect(app).toMatch(/^ {4}restart: unless-stopped$/m);
    expect(app).toMatch(/healthcheck:[\s\S]*\/health\/ready/);
    expect(app).toMatch(/start_period:/);
  });

  it('restarts the services the app depends on too', () => {
    for (const name of ['postgres', 'redis', 'mail']) expect(service(name), name).toMatch(/restart: unless-stopped/);
  });
});
