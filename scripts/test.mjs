// `npm test`: the whole suite. Static checks, then unit + API tests (PGlite always, Postgres when
// TEST_DATABASE_URL is set) and web component tests in Vitest, then the browser journeys in Chromium.
//   --no-check   skip typecheck/lint/format      --no-e2e   skip the browser journeys
//   --e2e-only   only the browser journeys
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './chromium.mjs';
import { ROOT, bin, buildIfStale, run } from './lib.mjs';

const args = new Set(process.argv.slice(2));
const steps = [];
// Vitest's own report of each failure scrolls far above the end of a CI log; its JSON report lets the
// summary name the failed tests again where a reader of the log's tail sees them.
const vitestReport = path.join(tmpdir(), `aibex-vitest-${process.pid}.json`);
const vitestRunErrors = path.join(tmpdir(), `aibex-vitest-errors-${process.pid}.json`);

/**
 * The failed tests of a Vitest JSON report, and those that passed only when tried again (their first
 * error is kept), one line each with the first line of the error.
 */
function vitestFailures(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const lines = [];
  for (const suite of report.testResults ?? []) {
    const where = path.relative(ROOT, suite.name);
    if (suite.status === 'failed' && !suite.assertionResults?.some((t) => t.status === 'failed'))
      lines.push(`failed: ${where}: ${(suite.message ?? '').split('\n')[0]}`);
    for (const t of suite.assertionResults ?? []) {
      if (!t.failureMessages?.length) continue;
      const verdict = t.status === 'failed' ? 'failed' : 'flaky (passed when tried again)';
      lines.push(`${verdict}: ${where} › ${t.fullName}: ${t.failureMessages[0].split('\n')[0]}`);
    }
  }
  return lines;
}

/** The errors of a Vitest run that no test owned (see scripts/vitest-run-errors.mjs), one line each. */
function vitestRunErrorLines(file) {
  if (!existsSync(file)) return [];
  const { reason, errors } = JSON.parse(readFileSync(file, 'utf8'));
  const lines = errors.map(
    (e) => `error outside a test: ${e.where ? `${e.where}: ` : ''}${e.message} ${e.stack.join(' ')}`,
  );
  if (reason === 'interrupted') lines.push('the run was interrupted before every file had run');
  return lines;
}

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  let ok;
  try {
    ok = (await fn()) === 0;
  } catch (error) {
    console.error(error.message ?? error);
    ok = false;
  }
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

if (!args.has('--e2e-only')) {
  if (!args.has('--no-check'))
    await step('check: types, lint, format, schema', () => run('npm', ['run', '-s', 'check']));
  // Before Vitest, not inside it: tests/ops/image-start.test.ts starts the built app (it builds when stale,
  // but a build in a test worker would compete with the other tests for the CPU); the browser journeys reuse it.
  await step('build: places, API, web app and its server renderer (when stale)', async () => {
    await buildIfStale();
    return 0;
  });
  await step('vitest: unit, API (PGlite' + (process.env.TEST_DATABASE_URL ? ' + Postgres' : '') + '), web', () =>
    run(
      bin('vitest'),
      [
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${vitestReport}`,
        '--reporter=./scripts/vitest-run-errors.mjs',
      ],
      { cwd: ROOT, env: { ...process.env, VITEST_RUN_ERRORS_FILE: vitestRunErrors } },
    ),
  );
}
if (!args.has('--no-e2e')) {
  await step('browser journeys (Playwright + Chromium)', async () => {
    process.env.CHROMIUM_PATH = ensureChromium();
    await buildIfStale();
    return run(bin('playwright'), ['test', '--config', 'tests/e2e/playwright.config.ts']);
  });
}

console.log('\n=== summary');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`);
for (const line of vitestFailures(vitestReport)) console.log(`  ${line.slice(0, 300)}`);
for (const line of vitestRunErrorLines(vitestRunErrors)) console.log(`  ${line.slice(0, 400)}`);
rmSync(vitestReport, { force: true });
rmSync(vitestRunErrors, { force: true });
const failed = steps.filter((s) => !s.ok).length;
console.log(`steps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
