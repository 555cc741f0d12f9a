/*
 * Renders og-image.svg (original artwork) to web/public/og-image.png, the 1200x630 picture that link
 * previews show. Run after changing the artwork:
 *   CHROMIUM_PATH=/usr/bin/chromium npx tsx web/art/render-og-image.ts
 * A PNG rather than the SVG itself: Facebook, X and most chat apps do not accept SVG previews.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const svg = await readFile(path.join(here, 'og-image.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: globalThis.process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
await page.screenshot({
  path: path.join(here, '../public/og-image.png'),
  clip: { x: 0, y: 0, width: 1200, height: 630 },
});
await browser.close();
