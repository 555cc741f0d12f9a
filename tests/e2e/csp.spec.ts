import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';

/*
 * The built app sends a Content Security Policy and never violates it itself. Every main
 * page, public, signed-in and admin, is opened in Chromium while the page reports each violation
 * (securitypolicyviolation events and the console's "Refused to ..." errors).
 */

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Collects violations from the first script on, on every page the tab opens. */
async function watchForViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      reported.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  return reported;
}

async function visit(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1').first()).toBeVisible();
  return page.evaluate(() => window.__cspViolations.map((v) => `${location.pathname}: ${v}`));
}

/** A tiny real PNG (1x1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  'base64',
);

async function listATool(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const { token, user } = (await login.json()) as { token: string; user: { id: string } };
  const headers = { authorization: `Bearer ${token}` };
  const category = await request.post('/graphql', {
    headers: { ...headers, 'apollo-require-preflight': 'true' },
    data: { query: `mutation { createRentalCategory(name: "CSP ${Date.now()}") { id } }` },
  });
  const categoryId = ((await category.json()) as { data: { createRentalCategory: { id: string } } }).data
    .createRentalCategory.id;
  const tool = await request.post(`/api/user/${user.id}/add-rental`, {
    headers,
    multipart: {
      name: 'CSP check drill',
      price: '12',
      categoryId,
      country: 'Nigeria',
      city: 'Abuja',
      cover_image: { name: 'c.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(tool.ok()).toBe(true);
  return ((await tool.json()) as { rental: { id: string } }).rental.id;
}

const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/privacy',
  '/contact-us',
  '/registration',
  '/sponsorship',
  '/create-account',
  '/user-login',
  '/password-request',
  '/programme',
  '/exhibitors',
  // Without its private link the page offers to e-mail one; with it, see below.
  '/my-registration',
  // In French: its own artwork, and the marketplace's server-rendered page in French.
  '/?lang=fr',
  '/tools?lang=fr',
];
const USER_PAGES = ['/user/user-dashboard', '/user/my-rentals', '/user/add-rental', '/user/my-profile'];
const ADMIN_PAGES = [
  '/admin/admin-dashboard',
  '/admin/all-users',
  '/admin/all-participants',
  '/admin/all-sponsors',
  '/admin/all-rental-categories',
  '/admin/send-email',
  '/admin/check-in',
  '/admin/inbox',
  '/admin/contact-message',
  '/admin/audit-log',
  '/admin/programme',
  '/admin/add-programme-session',
  '/admin/exhibitors',
  '/admin/add-exhibitor',
  '/admin/privacy-requests',
];

/** Signs the administrator in through the login form, as a person would. */
async function signInAsAdmin(page: Page) {
  await page.goto('/user-login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/user-dashboard$/);
}

// Three tests rather than one: each stays well inside its time limit as pages are added, and they run in
// parallel on the same server.
test('the public pages run under the Content Security Policy without a single violation', async ({ page, request }) => {
  const toolId = await listATool(request);
  const fromConsole = await watchForViolations(page);
  const violations: string[] = [];

  for (const path of [...PUBLIC_PAGES, `/tools/${toolId}`]) violations.push(...(await visit(page, path)));
  // The marketplace's server-rendered pages (their body, their cache as JSON, their preloads) hydrate
  // under the same policy: browse, a search, and a tool at its public address.
  for (const path of ['/tools', '/tools?q=drill', `/tools/csp-check-drill-${toolId}`]) {
    violations.push(...(await visit(page, path)));
    await expect(page.locator('script#apollo-state'), path).toHaveCount(1);
  }
  // The map (Leaflet, its bundled styles, its markers) under the same policy: img-src allows the tile
  // server's origin (MAP_TILE_URL, OpenStreetMap's by default) and nothing broader.
  const tools = await page.goto('/tools?lang=en');
  expect(tools?.headers()['content-security-policy']).toContain(
    "img-src 'self' data: blob: https://tile.openstreetmap.org;",
  );
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of the tools on this page' });
  await expect(map.getByRole('link', { name: /CSP check drill/ }).first()).toBeVisible();
  violations.push(...(await page.evaluate(() => window.__cspViolations.map((v) => `/tools map: ${v}`))));

  expect(violations).toEqual([]);
  expect(fromConsole).toEqual([]);
});

test('the signed-in and admin pages run under the Content Security Policy without a single violation', async ({
  page,
  request,
}) => {
  const toolId = await listATool(request);
  const fromConsole = await watchForViolations(page);
  const violations: string[] = [];
  await signInAsAdmin(page);

  for (const path of [...USER_PAGES, `/user/rental-details?id=${toolId}`, `/user/my-tool-details?id=${toolId}`]) {
    violations.push(...(await visit(page, path)));
  }
  // The tool page shows its photo: images come from the same origin.
  await expect(page.locator('img[src^="/uploads/"]').first()).toBeVisible();
  for (const path of ADMIN_PAGES) violations.push(...(await visit(page, path)));

  expect(violations).toEqual([]);
  expect(fromConsole).toEqual([]);
});

test('e-mails shown to the administrator and the unsubscribe page keep their styles under their own policy', async ({
  page,
  request,
}) => {
  const fromConsole = await watchForViolations(page);
  const violations: string[] = [];
  await signInAsAdmin(page);

  // E-mails shown to the administrator keep their inline styles and images under their own policy
  // (the frame's page), while the admin page's policy stays as strict as everywhere.
  violations.push(...(await visit(page, '/admin/send-email')));
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('CSP preview');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Line one\nLine two');
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="E-mail preview (HTML)"]');
  await expect(preview.getByRole('heading', { name: 'CSP preview' })).toBeVisible();
  await expect(preview.locator('body')).toHaveCSS('background-color', 'rgb(246, 241, 244)');
  violations.push(...(await page.evaluate(() => window.__cspViolations.map((v) => `send-email preview: ${v}`))));

  const { outboxId, myRegistrationPath } = await participantConfirmation(request);
  // The attendee's own page, with its QR code as a data: image.
  violations.push(...(await visit(page, myRegistrationPath)));
  await expect(page.getByRole('img', { name: /^QR code for registration/ })).toBeVisible();
  violations.push(...(await visit(page, `/admin/outbox-message?id=${outboxId}`)));
  const content = page.frameLocator('iframe[title="E-mail content (HTML)"]');
  await expect(content.locator('body')).toHaveCSS('background-color', 'rgb(246, 241, 244)');
  // The QR code (a cid: image in the mail) is shown, and the files sent with the mail are listed.
  const qr = content.getByRole('img', { name: /^QR code for registration/ });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByRole('heading', { name: 'Attachments' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'registration-qr.png' })).toContainText(
    'shown in the message',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'aibex-2026.ics' })).toContainText('text/calendar');

  const unsubscribe = await visit(page, '/unsubscribe?email=guest%40example.com&token=not-checked-until-sent');
  violations.push(...unsubscribe);
  await expect(page.locator('h1')).toHaveCSS('color', 'rgb(58, 16, 56)');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCSS('background-color', 'rgb(58, 16, 56)');

  expect(violations).toEqual([]);
  expect(fromConsole).toEqual([]);
});

/**
 * A participant registers; answers the outbox id of their confirmation (QR code inline, calendar file)
 * and the address of My registration from the link it carries.
 */
async function participantConfirmation(
  request: APIRequestContext,
): Promise<{ outboxId: string; myRegistrationPath: string }> {
  const email = `csp.${Date.now()}@example.com`;
  const registered = await request.post('/api/register', {
    data: { first_name: 'Amaka', last_name: 'Obi', email, phone: '+234 803 000 2222', country: 'Nigeria' },
  });
  expect(registered.ok()).toBe(true);
  const login = await request.post('/api/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  const { token } = (await login.json()) as { token: string };
  let id: string | undefined;
  let text = '';
  await expect
    .poll(async () => {
      const res = await request.post('/graphql', {
        headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
        data: {
          query: 'query($s: String) { adminOutbox(search: $s) { items { id text } } }',
          variables: { s: email },
        },
      });
      const item = ((await res.json()) as { data: { adminOutbox: { items: { id: string; text: string }[] } } }).data
        .adminOutbox.items[0];
      id = item?.id;
      text = item?.text ?? '';
      return id;
    })
    .toBeTruthy();
  const myRegistrationPath = /\/my-registration\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(myRegistrationPath).toBeTruthy();
  return { outboxId: id!, myRegistrationPath: myRegistrationPath! };
}

test('the violation watch is not blind: an inline script is reported', async ({ page }) => {
  const fromConsole = await watchForViolations(page);
  await visit(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => page.evaluate(() => window.__cspViolations.length)).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  expect(fromConsole.join('\n')).toMatch(/Content Security Policy/);
});
