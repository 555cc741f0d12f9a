import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The rules of docs/ARCHITECTURE.md that are about the shape of the code rather than one file (the
 * per-file ones are eslint.config.js's): feature folders do not import each other in circles, each
 * resource's policy has the house shape, and the app suites leave no module state behind. ARCHITECTURE_ROOT checks another copy of the tree (the rule
 * seen failing on an older one).
 */
const root = path.resolve(process.env.ARCHITECTURE_ROOT ?? path.join(import.meta.dirname, '../..'));
const features = path.join(root, 'api/src/features');

/** Every source file under `dir` (tests left out: a test may reach anywhere to build its state). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The feature a file belongs to: a folder of api/src/features, or of features/rentals (the
 * marketplace's areas); deeper folders (payments/documents, expo/programme) are part of theirs.
 */
function featureOf(file: string): string {
  const [first, second] = path.relative(features, file).split(path.sep);
  return first === 'rentals' ? `rentals/${second}` : first!;
}

/** One import of one feature by another, as written. */
interface FeatureImport {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

/**
 * Every import (type-only and dynamic ones too) of a feature by another. A table naming another
 * feature's table for a foreign key is left out: the tables are the schema (db/schema.ts gathers
 * them), one relational model whose references go both ways (bookings.payment_id, ledger_entries.booking_id).
 */
function featureImports(): FeatureImport[] {
  return sources(features).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .flatMap((specifier) => {
        const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts'));
        if (path.relative(features, target).startsWith('..')) return [];
        if (file.endsWith('.table.ts') && target.endsWith('.table.ts')) return [];
        const from = featureOf(file);
        const to = featureOf(target);
        return from === to ? [] : [{ from, to, file: path.relative(root, file), specifier }];
      });
  });
}

/** The cycles of a directed graph: its strongly connected components of more than one node (Tarjan). */
function cyclesOf(edges: readonly { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('the folders of api/src/features', () => {
  it('finds a cycle, and only a cycle', () => {
    expect(
      cyclesOf([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
        { from: 'c', to: 'd' },
      ]),
    ).toEqual([['a', 'b', 'c']]);
    expect(cyclesOf([{ from: 'a', to: 'b' }])).toEqual([]);
  });

  it('import each other in no circle: each cycle is named with the imports that close it', () => {
    const imports = featureImports();
    const cycles = cyclesOf(imports).map((members) => ({
      folders: members.join(' <-> '),
      imports: imports
        .filter((i) => members.includes(i.from) && members.includes(i.to))
        .map((i) => `${i.from} -> ${i.to}: ${i.file} imports ${i.specifier}`),
    }));
    expect(cycles).toEqual([]);
  });
});

describe('the policies', () => {
  const policies = sources(features).filter((file) => file.endsWith('.policy.ts'));
  /**
   * handover.policy.ts answers who and when in one refusal (conditionPhotoRefusal): who may add a
   * photo depends on the stage and the booking's state together.
   */
  const refusalOnly = new Set(['handover.policy.ts']);

  it('are one file per resource: no resource has two', () => {
    const names = policies.map((file) => path.basename(file));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it.each(policies.map((file) => [path.relative(features, file), file] as const))(
    '%s has the house shape: a can… predicate and its authorize…',
    async (_name, file) => {
      const exported = Object.keys(await import(file));
      if (refusalOnly.has(path.basename(file))) {
        expect(exported.some((name) => /Refusal$/.test(name))).toBe(true);
        return;
      }
      expect(exported.filter((name) => /^can[A-Z]/.test(name)).length).toBeGreaterThan(0);
      expect(exported.filter((name) => /^authorize[A-Z]/.test(name)).length).toBeGreaterThan(0);
    },
  );
});

/**
 * The app suites (API, reliability and security tests: vitest.config.ts) run with `isolate: false`: a
 * worker's files share its loaded modules, so none of them may replace a module or a global for the
 * files after it.
 */
const MODULE_STATE = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/;

function appSuiteFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return appSuiteFiles(file, pattern);
    return pattern.test(entry.name) ? [file] : [];
  });
}

describe('the app suites, which share modules between files', () => {
  it('finds a module mocked or a global stubbed', () => {
    expect(MODULE_STATE.test("vi.mock('../lib/mailer.js')")).toBe(true);
    expect(MODULE_STATE.test("vi.stubEnv('NODE_ENV', 'production')")).toBe(true);
    expect(MODULE_STATE.test("vi.spyOn(app.services.bookings, 'now')")).toBe(false);
  });

  it('mock no module and stub no global', () => {
    const files = [
      ...appSuiteFiles(path.join(root, 'api/src'), /\.api\.test\.ts$/),
      ...appSuiteFiles(path.join(root, 'tests/reliability'), /\.api\.test\.ts$/),
      ...appSuiteFiles(path.join(root, 'tests/security'), /\.test\.ts$/),
    ];
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((file) => MODULE_STATE.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
