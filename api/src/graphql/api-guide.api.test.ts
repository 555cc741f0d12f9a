// docs/API.md cannot go stale: every `sh example` and `js example` block in it runs here, in document
// order, against a fresh app (PGlite, and Postgres when configured), and each `json output` block that
// follows an example must match what that example printed. In an expected output, a string holding
// "…" matches any text in its place ("LT…" matches "LT123456"); objects match the keys they name.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, listTool, startMarketplace, type Marketplace, tinyPng } from '../test/factories.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

interface Example {
  /** The heading the example sits under, to name it in a failure. */
  section: string;
  language: 'sh' | 'js';
  code: string;
  expected?: unknown;
}

/** The runnable examples of a Markdown guide, each with the output block right after it, if any. */
function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  let section = '';
  const lines = markdown.split('\n');
  const line = (n: number) => lines[n] ?? '```';
  for (let i = 0; i < lines.length; i++) {
    const heading = /^#{1,4}\s+(.*)$/.exec(line(i));
    if (heading) section = heading[1] ?? '';
    const fence = /^```(sh|js) example\s*$/.exec(line(i));
    if (!fence) continue;
    const body: string[] = [];
    for (i++; line(i) !== '```'; i++) body.push(line(i));
    const example: Example = { section, language: fence[1] as 'sh' | 'js', code: body.join('\n') };
    let j = i + 1;
    while (j < lines.length && line(j).trim() === '') j++;
    if (line(j) === '```json output') {
      const output: string[] = [];
      for (j++; line(j) !== '```'; j++) output.push(line(j));
      example.expected = JSON.parse(output.join('\n'));
      i = j;
    }
    examples.push(example);
  }
  return examples;
}

/** Where `actual` differs from the documented `expected`, or undefined when it matches. */
function mismatch(actual: unknown, expected: unknown, at = '$'): string | undefined {
  if (typeof expected === 'string' && expected.includes('…')) {
    const pattern = new RegExp(`^${expected.split('…').map(escapeRegExp).join('[\\s\\S]*')}$`);
    return typeof actual === 'string' && pattern.test(actual) ? undefined : `${at}: ${JSON.stringify(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length < expected.length) return `${at}: ${JSON.stringify(actual)}`;
    for (const [i, item] of expected.entries()) {
      const problem = mismatch(actual[i], item, `${at}[${i}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return `${at}: ${JSON.stringify(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      const problem = mismatch((actual as Record<string, unknown>)[key], value, `${at}.${key}`);
      if (problem) return problem;
    }
    return undefined;
  }
  return actual === expected ? undefined : `${at}: ${JSON.stringify(actual)}, documented ${JSON.stringify(expected)}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One bash script of every example, each printing a marker first so its output can be told apart. */
function scriptOf(examples: Example[]): string {
  const parts = ['set -euo pipefail'];
  examples.forEach((example, i) => {
    // A newline first: curl's output may not end in one.
    parts.push(`printf '\\n@@example ${i}\\n'`);
    parts.push(
      example.language === 'sh'
        ? example.code
        : // From the project, so `import 'graphql-ws'` resolves as it would in an integrator's project.
          `(cd "$GUIDE_PROJECT" && node --input-type=module <<'JS'\n${example.code}\nJS\n)`,
    );
  });
  return parts.join('\n');
}

let market: Marketplace;
let workDir: string;
beforeAll(async () => {
  market = await startMarketplace({ renter: { email: 'ada@example.com' } });
  workDir = await mkdtemp(path.join(tmpdir(), 'aibex-guide-'));
  await writeFile(path.join(workDir, 'drill.png'), tinyPng());
});
afterAll(async () => {
  await market?.app.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('docs/API.md', () => {
  it('runs every example and prints what the guide says it prints', async () => {
    const guide = await readFile(path.join(ROOT, 'docs/API.md'), 'utf8');
    const examples = examplesOf(guide);
    expect(examples.length).toBeGreaterThan(8);
    const toolId = await listTool(market.owner, market.categoryId, { name: 'Cordless drill', price: '12.50' });
    const { stdout } = await run('bash', ['-c', scriptOf(examples)], {
      cwd: workDir,
      env: {
        ...process.env,
        // The guide's own settings (its first block): where the API is and who signs in.
        API: market.app.url,
        EMAIL: 'ada@example.com',
        PASSWORD: DEFAULT_PASSWORD,
        TOOL_ID: toolId,
        CATEGORY_ID: market.categoryId,
        GUIDE_PROJECT: ROOT,
      },
      maxBuffer: 10 * 1024 * 1024,
      timeout: 60_000,
    }).catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`an example failed:\n${error.stdout}\n${error.stderr}`);
    });
    const outputs = stdout.split(/^@@example \d+\n/m).slice(1);
    expect(outputs).toHaveLength(examples.length);
    examples.forEach((example, i) => {
      if (example.expected === undefined) return;
      let printed: unknown;
      try {
        printed = JSON.parse(outputs[i] ?? '');
      } catch {
        throw new Error(`"${example.section}" example ${i} did not print JSON:\n${outputs[i]}\n${example.code}`);
      }
      expect(mismatch(printed, example.expected), `"${example.section}" example ${i}`).toBeUndefined();
    });
  });
});
