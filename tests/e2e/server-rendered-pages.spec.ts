import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { PASSWORD, apiToken, createAccount, createCategory, dayFromNow, listTool, photo } from './support/helpers.js';

/*
 * The marketplace's public pages are rendered on the server and hydrated in the browser: without
 * JavaScript they still show the tool; with it, React takes the markup over without a mismatch (React
 * reports one on the console), from the page's own cache (no GraphQL request for the tool on load), and
 * the page works as before.
 */

/** The web app's string catalogues, each a chunk per language (`home-fr-<hash>.js`). */
const NAMESPACES = new Set(
  readdirSync(new URL('../../web/src/locales/en/', import.meta.url)).map((file) => file.replace(/\.json$/, '')),
);

/** Console errors and warnings, and the GraphQL operations the page sends, from the first script on. */
function watch(page: Page) {
  const console: string[] = [];
  const operations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
  });
  page.on('pageerror', (error) => console.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    // Queries go as GETs by their hash (persisted queries), mutations as POSTs.
    if (request.method() === 'GET') {
      operations.push(url.searchParams.get('operationName') ?? '?');
      return;
    }
    if (request.method() !== 'POST') return;
    const body = request.postData() ?? '';
    operations.push(/"operationName":"(\w+)"/.exec(body)?.[1] ?? /(?:query|mutation)\s+(\w+)/.exec(body)?.[1] ?? '?');
  });
  return { console, operations };
}

/** Holds the page's entry script back until the returned function is called. */
async function holdPageCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('the tool page and the marketplace are rendered on the server, then hydrated without a mismatch', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const toolName = `Bosch rotary hammer ${suffix}`;
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const categoryId = await createCategory(request, adminToken, `Hammers ${suffix}`);
  const ownerEmail = `chidi.${suffix}@example.com`;
  await createAccount(request, 'Chidi', ownerEmail);
  const toolId = await listTool(
    request,
    await apiToken(request, ownerEmail),
    { categoryId, name: toolName, price: '18' },
    photo('hammer.png', [120, 40, 90]),
  );
  const toolPath = `/tools/bosch-rotary-hammer-${suffix}-${toolId}`;

  // Without JavaScript: the name, the price and the cover photo are in the page the server sent.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(toolPath, { waitUntil: 'domcontentloaded' }); // never hydrated: no JavaScript
  const plainMain = plain.getByRole('main');
  await expect(plainMain.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
  await expect(plainMain).toContainText('$18.00 / day');
  await expect(plainMain.getByRole('img', { name: `${toolName}: cover photo` })).toBeVisible();
  await expect(plainMain).not.toContainText('Allen Avenue');
  await plain.goto('/tools', { waitUntil: 'domcontentloaded' });
  await expect(plain.getByRole('link', { name: toolName, exact: true })).toBeVisible();
  await noScript.close();

  // With JavaScript: hydrated from the page's cache, without a word from React on the console.
  const seen = watch(page);
  await page.goto(toolPath);
  await page.waitForLoadState('networkidle');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
  expect(seen.operations).not.toContain('ToolDetails');
  expect(seen.operations).not.toContain('BookingTerms');
  expect(seen.console).toEqual([]);

  // The page is live: Book asks the visitor to sign in and brings them back with their period.
  const form = page.getByRole('region', { name: 'BOOKING' });
  await form.getByLabel('Start date').fill(dayFromNow(6));
  await form.getByLabel('Start time').selectOption({ label: '9.00 AM' });
  await form.getByLabel('Returning date').fill(dayFromNow(7));
  await form.getByLabel('Returning time').selectOption({ label: '5.00 PM' });
  await expect(form.getByText('Payment due')).toBeVisible();
  await form.getByRole('button', { name: 'Sign in to book' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  const renterEmail = `amaka.${suffix}@example.com`;
  await createAccount(request, 'Amaka', renterEmail);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(renterEmail);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${toolPath}\\?start=`));
  await expect(form.getByLabel('Returning time')).toHaveValue('17:00');
  await expect(form.getByRole('button', { name: 'Proceed To Booking' })).toBeEnabled();

  // The marketplace hydrates from its cache too, and its search still asks the server.
  const browse = await browser.newPage();
  const browsing = watch(browse);
  await browse.goto('/tools');
  await browse.waitForLoadState('networkidle');
  await expect(browse.getByRole('link', { name: toolName, exact: true })).toBeVisible();
  expect(browsing.operations).not.toContain('ToolsForBrowse');
  expect(browsing.console).toEqual([]);
  await browse.getByRole('searchbox', { name: 'Search tools' }).fill(`rotary hammer ${suffix}`);
  await expect(browse).toHaveURL(/\/tools\?q=rotary/);
  await expect(browse.getByText('1 tool found')).toBeVisible();
  expect(browsing.operations).toContain('ToolsForBrowse');
  expect(browsing.console).toEqual([]);
  await browse.close();
});

test('every server-rendered page hydrates without a mismatch, in English and in French, in a browser whose clock and zone are not the server’s', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const categoryId = await createCategory(request, adminToken, `Generators ${suffix}`);
  const ownerEmail = `ngozi.${suffix}@example.com`;
  await createAccount(request, 'Ngozi', ownerEmail);
  const ownerToken = await apiToken(request, ownerEmail);
  const cover = photo('generator.png', [200, 120, 40]);
  const instantId = await listTool(request, ownerToken, { categoryId, name: `Mixer ${suffix}`, price: '12' }, cover);
  // A tool booked on request: its page says until when the owner has to answer (React error #418 before).
  const requestId = await listTool(
    request,
    ownerToken,
    { categoryId, name: `Generator ${suffix}`, price: '30', bookingMode: 'REQUEST' } as {
      categoryId: string;
      name: string;
      price: string;
    },
    cover,
  );
  const choices = new URLSearchParams({
    start: dayFromNow(9),
    startTime: '09:00',
    end: dayFromNow(10),
    endTime: '17:00',
  });
  const pages = [
    '/',
    '/registration',
    '/sponsorship-details',
    '/about-us',
    '/contact-us',
    '/privacy',
    '/user-login',
    '/programme',
    '/exhibitors',
    '/tools',
    `/tools/mixer-${suffix}-${instantId}`,
    `/tools/generator-${suffix}-${requestId}`,
    // With a period chosen (a visitor back from signing in): the owner's deadline for that period.
    `/tools/generator-${suffix}-${requestId}?${choices}`,
  ];

  // Los Angeles, with the clock an hour and a half ahead of the server's: every time the server wrote
  // must read the same once the browser has run the page.
  const context = await browser.newContext({ timezoneId: 'America/Los_Angeles' });
  const page = await context.newPage();
  await page.clock.setSystemTime(new Date(Date.now() + 90 * 60_000));
  const seen = watch(page);
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(seen.console, path).toEqual([]);
  }
  await expect(page.getByText(/The owner has until .* to accept/)).toBeVisible();
  // The same pages in French (the remembered choice): the browser fetches the French strings alone
  // and hydrates in the language the server rendered.
  await context.addCookies([{ name: 'lang', value: 'fr', url: new URL('/', page.url()).href }]);
  const strings: string[] = [];
  page.on('request', (request) => {
    const catalogue = /\/assets\/(\w+)-(en|fr)-[\w-]+\.js$/.exec(request.url());
    if (catalogue && NAMESPACES.has(catalogue[1]!)) strings.push(`${catalogue[1]}-${catalogue[2]}`);
  });
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr');
    expect(seen.console, `${path} in French`).toEqual([]);
  }
  await expect(page.getByRole('link', { name: 'EN – English' })).toBeVisible();
  expect(strings).toContain('home-fr');
  expect(strings.filter((catalogue) => catalogue.endsWith('-en'))).toEqual([]);
  await context.close();
});

test('a sign-in typed before the page has its code waits for it, and never puts the password in the address', async ({
  page,
  request,
}) => {
  const email = `early.${Date.now().toString(36)}@example.com`;
  await createAccount(request, 'Ngozi', email);
  // The page's code is held back: the page the server rendered is all the browser has.
  const release = await holdPageCode(page);
  await page.goto('/user-login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(PASSWORD);
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  await password.press('Enter');
  await expect(page).toHaveURL(/\/user-login$/);

  // The code arrives: the button works, with what was typed before.
  release();
  await expect(login).toBeEnabled();
  await login.click();
  await expect(page).toHaveURL(/\/user\/user-dashboard$/);
});

test('a visitor who scrolls before the page has its code stays where they scrolled to when it arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 420 });
  const release = await holdPageCode(page);
  await page.goto('/user-login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Login' }).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  release();
  // Hydrated (the button comes alive), and the page has not jumped back to the top.
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test("a server-rendered page's code comes in the build's Brotli copy, fetched once the page has painted", async ({
  page,
  request,
}) => {
  await page.goto('/tools');
  const code = (await page.locator('script[data-code]').getAttribute('data-code'))!.split(' ');
  expect(code[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // The loader has added the entry module to the head (the page is hydrated: the fixture waited).
  await expect(page.locator(`head script[type="module"][src="${code[0]}"]`)).toHaveCount(1);
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ]) {
    const res = await request.get(code[0]!, { headers: { 'accept-encoding': accept! } });
    expect(res.headers()['content-encoding'], accept).toBe(encoding);
    expect(res.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    // A file sent as it is has its length; one compressed on the way (the fallback) is chunked.
    expect(Number(res.headers()['content-length']), accept).toBeGreaterThan(0);
  }
});

test('an address no page lives at answers 404 with "page not found", hydrated without a mismatch, in English and in French', async ({
  page,
}) => {
  for (const [query, title, heading, home] of [
    ['', 'Page not found | AIBEx 2026', 'Page not found', 'Go to the home page'],
    ['?lang=fr', 'Page introuvable | AIBEx 2026', 'Page introuvable', 'Aller à la page d’accueil'],
  ] as const) {
    const seen = watch(page);
    const response = await page.goto(`/no-such-page${query}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByRole('link', { name: home }).click();
    await expect(page).toHaveURL(/\/$/);
    // The browser reports the page's own 404; nothing else (React would report a mismatch here).
    expect(seen.console.filter((m) => !/status of 404/.test(m))).toEqual([]);
    page.removeAllListeners();
  }
  // Followed inside the app (no request for the page), an unknown address says so too.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/another-missing-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: /Page not found|Page introuvable/ })).toBeVisible();
  await expect(page).toHaveTitle(/^(Page not found|Page introuvable) \| AIBEx 2026$/);
});
