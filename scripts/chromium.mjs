// Finds a Chromium for the browser tests, installing one when the machine has none:
// CHROMIUM_PATH, else an installed Chromium/Chrome, else Debian's package (as root on Debian/Ubuntu),
// else Playwright's own download.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { bin, runSync } from './lib.mjs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured && existsSync(configured)) return configured;
  return CANDIDATES.find((p) => existsSync(p)) ?? playwrightChromium();
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get')) {
    console.log("No Chromium found: installing Debian's chromium package...");
    runSync('apt-get', ['update', '-qq']);
    runSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.log("No Chromium found: downloading Playwright's Chromium...");
    runSync(bin('playwright'), ['install', 'chromium']);
  }
  const installed = findChromium();
  if (!installed)
    throw new Error('Could not find or install Chromium; set CHROMIUM_PATH to a Chromium or Chrome binary.');
  return installed;
}
