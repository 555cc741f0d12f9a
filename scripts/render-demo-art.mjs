// Renders the demo artwork (api/src/db/demo/art/*.svg) to WebP images (api/src/db/demo/images/) with
// headless Chromium. Both the SVG sources and the images are committed; run this after editing the art:
//   node scripts/render-demo-art.mjs            all of them (and removes images whose source is gone)
//   node scripts/render-demo-art.mjs drill ...  only these sources (with their variants)
//
// A source may carry a <metadata id="render"> JSON block:
//   { "backdrop": "_studio.svg",                 drawn beneath the art (files starting with _ are not rendered)
//     "variants": {
//       "teal":   { "style": { "--body": "#2f8f8a" } },    same drawing with CSS custom properties changed
//       "detail": { "viewBox": "560 260 480 360" } } }    a close-up: the art cropped to this box
// Each variant becomes <name>-<variant>.webp beside <name>.webp. The category tiles draw the tool
// sources through <image href="drill.svg">, so re-render them too after changing a tool drawing.
// Nothing is fetched from the network:
// the page and every file it references are served from the art folder by a Playwright route.
/* global document, Image, requestAnimationFrame -- used by the functions page.evaluate runs in the page */
import { readdir, readFile, rm, writeFile, mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './chromium.mjs';
import { ROOT } from './lib.mjs';

const ART = path.join(ROOT, 'api/src/db/demo/art');
const OUT = path.join(ROOT, 'api/src/db/demo/images');
const ORIGIN = 'http://demo-art.invalid';
const QUALITY = 0.8;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Root size and render settings of one SVG source. */
function describe(name, text) {
  const root = text.match(/<svg\b[^>]*>/)?.[0];
  if (!root) throw new Error(`${name}: no <svg> element`);
  const attr = (key) => Number(root.match(new RegExp(`\\s${key}="(\\d+)"`))?.[1]);
  const width = attr('width');
  const height = attr('height');
  if (!width || !height) throw new Error(`${name}: the <svg> element needs width and height in pixels`);
  const meta = text.match(/<metadata id="render">([\s\S]*?)<\/metadata>/)?.[1];
  let settings;
  try {
    settings = meta ? JSON.parse(meta) : {};
  } catch (error) {
    throw new Error(`${name}: <metadata id="render"> is not valid JSON (${error.message})`, { cause: error });
  }
  return { width, height, backdrop: settings.backdrop, variants: settings.variants ?? {} };
}

function stageHtml({ width, height, backdrop }, svgText) {
  const svg = svgText.replace(/<\?xml[^>]*\?>/, '');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
html, body { margin: 0; background: #fff; }
#stage { position: relative; width: ${width}px; height: ${height}px; overflow: hidden; }
#stage > img, #stage > svg { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
</style></head><body><div id="stage">${backdrop ? `<img src="${backdrop}" alt="">` : ''}${svg}</div></body></html>`;
}

async function main() {
  const only = process.argv.slice(2).map((arg) => path.basename(arg, '.svg'));
  const sources = (await readdir(ART)).filter((f) => f.endsWith('.svg') && !f.startsWith('_')).sort();
  const selected = only.length ? sources.filter((f) => only.includes(path.basename(f, '.svg'))) : sources;
  const unknown = only.filter((name) => !sources.includes(`${name}.svg`));
  if (unknown.length) throw new Error(`No such art: ${unknown.join(', ')}`);
  await mkdir(OUT, { recursive: true });

  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const written = new Set();
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    let html = '';
    const missing = [];
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
      const file = path.join(ART, path.basename(decodeURIComponent(url.pathname)));
      try {
        return await route.fulfill({ contentType: 'image/svg+xml', body: await readFile(file) });
      } catch {
        missing.push(url.pathname);
        return route.fulfill({ status: 404, body: '' });
      }
    });

    for (const source of selected) {
      const name = path.basename(source, '.svg');
      const text = await readFile(path.join(ART, source), 'utf8');
      const info = describe(source, text);
      html = stageHtml(info, text);
      await page.setViewportSize({ width: info.width, height: info.height });
      for (const [variant, change] of [['', {}], ...Object.entries(info.variants)]) {
        await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
        await page.evaluate(async (change) => {
          const svg = document.querySelector('#stage > svg');
          if (change.viewBox) svg.setAttribute('viewBox', change.viewBox);
          for (const [key, value] of Object.entries(change.style ?? {})) svg.style.setProperty(key, value);
          await document.fonts.ready;
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }, change);
        if (missing.length) throw new Error(`${source}: missing ${missing.join(', ')}`);
        const png = await page.screenshot({
          type: 'png',
          clip: { x: 0, y: 0, width: info.width, height: info.height },
        });
        const webp = await page.evaluate(
          async ({ b64, quality }) => {
            const img = new Image();
            img.src = `data:image/png;base64,${b64}`;
            await img.decode();
            const canvas = document.createElement('canvas');
            canvas.width = img.naturalWidth;
            canvas.height = img.naturalHeight;
            canvas.getContext('2d').drawImage(img, 0, 0);
            return canvas.toDataURL('image/webp', quality);
          },
          { b64: png.toString('base64'), quality: QUALITY },
        );
        if (!webp.startsWith('data:image/webp;base64,')) throw new Error('This Chromium cannot encode WebP');
        const out = `${variant ? `${name}-${variant}` : name}.webp`;
        await writeFile(path.join(OUT, out), Buffer.from(webp.slice(webp.indexOf(',') + 1), 'base64'));
        written.add(out);
        console.log(`${out.padEnd(36)} ${((await stat(path.join(OUT, out))).size / 1024).toFixed(1)} KB`);
      }
    }
  } finally {
    await browser.close();
  }

  if (!only.length) {
    for (const file of await readdir(OUT)) {
      if (file.endsWith('.webp') && !written.has(file)) {
        await rm(path.join(OUT, file));
        console.log(`removed ${file} (no source)`);
      }
    }
  }
  let total = 0;
  for (const file of await readdir(OUT)) total += (await stat(path.join(OUT, file))).size;
  console.log(`${written.size} image(s) written; the folder holds ${(total / 1024).toFixed(0)} KB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
