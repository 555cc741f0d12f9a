// `npm run bench`: measures what PRODUCT.md section 5 budgets, against the built app on this machine.
// Prints a table and writes bench-results/<time>.json (ignored by git).
//   Front end: Lighthouse (mobile) scores per page; initial JavaScript and per-chunk sizes in gzip KB.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchApi } from './bench-api.mjs';
import { ensureChromium } from './chromium.mjs';
import { ROOT, bin, buildIfStale, run } from './lib.mjs';

const PAGES = ['/', '/registration', '/user-login'];
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95, initialJsKb: 120 };

async function freePort() {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aibex-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PUBLIC_URL: url,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(url + '/health').then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Initial JS = the entry script plus every modulepreload in index.html; chunks = every JS asset. */
async function bundleSizes() {
  const dist = path.join(ROOT, 'web/dist');
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const gz = async (rel) => gzipSync(await readFile(path.join(dist, rel.replace(/^\//, '')))).length / 1024;
  let initialKb = 0;
  for (const file of new Set(initial)) initialKb += await gz(file);
  const chunks = {};
  for (const name of (await readdir(path.join(dist, 'assets'))).filter((n) => n.endsWith('.js'))) {
    chunks[name] = Number((await gz(`assets/${name}`)).toFixed(1));
  }
  return { initialJsKb: Number(initialKb.toFixed(1)), initialFiles: [...new Set(initial)], chunks };
}

async function lighthouse(url, chromePath) {
  const out = await mkdtemp(path.join(tmpdir(), 'aibex-lh-'));
  const report = path.join(out, 'report.json');
  const flags =
    '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
  const code = await run(
    bin('lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${report}`,
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (code !== 0) throw new Error(`lighthouse failed for ${url}`);
  const json = JSON.parse(await readFile(report, 'utf8'));
  await rm(out, { recursive: true, force: true });
  const scores = Object.fromEntries(Object.entries(json.categories).map(([k, v]) => [k, Math.round(v.score * 100)]));
  const failing = Object.values(json.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores,
    lcpMs: Math.round(json.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(json.audits['total-blocking-time'].numericValue),
    cls: json.audits['cumulative-layout-shift'].numericValue,
    failing,
  };
}

const chromePath = ensureChromium();
await buildIfStale();
const bundles = await bundleSizes();
const server = await startServer();
const pages = {};
try {
  for (const page of PAGES) pages[page] = await lighthouse(server.url + page, chromePath);
} finally {
  await server.stop();
}

const mark = (ok) => (ok ? 'ok ' : 'MISS');
console.log('\nFront end (Lighthouse mobile, built app, embedded database)');
console.log('page                 perf  a11y  best  seo   LCP ms  TBT ms  CLS');
for (const [page, r] of Object.entries(pages)) {
  const s = r.scores;
  console.log(
    `${page.padEnd(20)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(4)}  ${String(r.lcpMs).padStart(6)}  ${String(r.tbtMs).padStart(6)}  ${r.cls.toFixed(3)}`,
  );
  if (r.failing.length) console.log(`${''.padEnd(20)} failing audits: ${r.failing.join(', ')}`);
}
const home = pages['/'].scores;
console.log(
  `\nbudget for /: perf >= ${BUDGET.performance} ${mark(home.performance >= BUDGET.performance)}, a11y ${BUDGET.accessibility} ${mark(home.accessibility >= BUDGET.accessibility)}, best practices ${BUDGET['best-practices']} ${mark(home['best-practices'] >= BUDGET['best-practices'])}, SEO >= ${BUDGET.seo} ${mark(home.seo >= BUDGET.seo)}`,
);
console.log(
  `initial JavaScript: ${bundles.initialJsKb} KB gzip (budget ${BUDGET.initialJsKb} KB) ${mark(bundles.initialJsKb <= BUDGET.initialJsKb)}`,
);
console.log(
  'chunks (gzip KB): ' +
    Object.entries(bundles.chunks)
      .sort((a, b) => b[1] - a[1])
      .map(([n, kb]) => `${n} ${kb}`)
      .join(', '),
);

console.log('\nAPI (built server, embedded database, this machine)');
const api = await benchApi();
console.log(`seeded ${api.seed.participants} participants in ${api.seed.seconds} s`);
console.log('participants list (25 rows)          single median   req/s (10 conn)   p50 ms   p99 ms');
for (const [name, r] of Object.entries(api.participantsList)) {
  console.log(
    `${name.padEnd(36)} ${String(r.singleMedianMs).padStart(8)} ms ${String(r.rps).padStart(14)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)}${r.errors ? `  errors: ${r.errors}` : ''}`,
  );
}
const m = api.bulkMail;
console.log(
  `bulk e-mail: ${m.recipients} recipients in ${m.seconds} s = ${m.messagesPerSecond} messages/s (queued in ${m.sendGroupMailMs} ms); RSS ${m.rssBeforeMb} MB before, ${m.rssPeakMb} MB peak`,
);

await mkdir(path.join(ROOT, 'bench-results'), { recursive: true });
const file = path.join(ROOT, 'bench-results', `${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
await writeFile(file, JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, bundles, pages, api }, null, 2));
console.log(`\nwrote ${path.relative(ROOT, file)}`);
