import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test, type AppServer } from './support/fixtures.js';
import {
  apiToken,
  expectNoSeriousAxeViolations,
  graphql,
  registerParticipant,
  setUpDesk,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * The network drops at the door: a desk keeps checking guests in from the list on the device, survives a
 * reload without a network (its service worker serves the page), and syncs when the network returns.
 * A guest scanned at two offline desks is let in once: the first scan to reach the server wins, and the
 * other desk is told. The door's count goes up by exactly the guests let in.
 */

interface Guest {
  name: string;
  code: string;
}

async function register(request: APIRequestContext, server: AppServer, firstName: string): Promise<Guest> {
  const lastName = `Offline${unique()}`;
  const { code } = await registerParticipant(request, server.smtp, {
    first_name: firstName,
    last_name: lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    state: 'Lagos',
    city: 'Ikeja',
    address: '4 Allen Avenue',
  });
  return { name: `${firstName} ${lastName}`, code };
}

async function inside(request: APIRequestContext, token: string, day: string): Promise<number> {
  const data = await graphql<{ checkInCounts: { inside: number } }>(
    request,
    token,
    'query Counts($day: String!) { checkInCounts(day: $day) { inside } }',
    { day },
  );
  return data.checkInCounts.inside;
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('listitem');
const result = (page: Page, name: string) => results(page).filter({ hasText: name });
const syncStatus = (page: Page) => page.getByTestId('desk-sync');
const field = (page: Page) => page.getByRole('searchbox', { name: 'Name or registration code' });

/** Waits until the desk's service worker controls the page, so a reload is served without a network. */
async function controlledByDeskWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toMatch(/\/check-in-sw\.js$/);
}

test('a desk checks three guests in offline, survives a reload, syncs once back, and a second desk is told', async ({
  page,
  browser,
  request,
  server,
}) => {
  const [ada, bola, chidi] = [
    await register(request, server, 'Ada'),
    await register(request, server, 'Bola'),
    await register(request, server, 'Chidi'),
  ];
  const token = await apiToken(request, ADMIN.email, ADMIN.password);

  // The worker and the manifest are served fresh on every visit, with their types.
  const worker = await request.get('/check-in-sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  const manifest = await request.get('/check-in.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({ name: 'AIBEx check-in', scope: '/admin/check-in' });

  // Desk 1 at the North gate: set up once, the list downloaded, the worker in control.
  await signIn(page, ADMIN.email, ADMIN.password);
  const { day } = await setUpDesk(page, 'Desk 1', 'North gate');
  await expect(syncStatus(page)).toContainText('Online · all synced');
  await expect(field(page)).toBeFocused();
  await controlledByDeskWorker(page);
  // The worker's scope is the desk alone.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toMatch(
    /\/admin\/check-in$/,
  );
  const before = await inside(request, token, day);

  // Desk 2 at the South gate, in a browser of its own.
  const other = await browser.newContext();
  const desk2 = await other.newPage();
  await signIn(desk2, ADMIN.email, ADMIN.password);
  await setUpDesk(desk2, 'Desk 2', 'South gate');

  // Both desks lose the network. Desk 2 lets Chidi in first, on its own clock.
  await other.setOffline(true);
  await page.context().setOffline(true);
  await expect(syncStatus(desk2)).toContainText('Offline');
  await field(desk2).focus();
  await desk2.keyboard.type(`${chidi.code}\n`);
  await expect(result(desk2, chidi.name)).toContainText('Checked in');
  await expect(syncStatus(desk2)).toContainText('Offline · 1 check-in waiting to sync');

  // Desk 1 checks three in, as a scanner types them, then Ada's code again.
  await expect(syncStatus(page)).toContainText('Offline');
  await field(page).focus();
  await page.keyboard.type(`${ada.code}\n${bola.code}\n${chidi.code}\n`);
  for (const guest of [ada, bola, chidi]) await expect(result(page, guest.name)).toContainText('Checked in');
  await expect(syncStatus(page)).toContainText('Offline · 3 check-ins waiting to sync');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type(`${ada.code}\n`);
  await expect(results(page).first()).toContainText('Already checked in');
  await expect(results(page).first()).toContainText(ada.name);
  await expect(syncStatus(page)).toContainText('Offline · 3 check-ins waiting to sync');
  await expect(
    page.getByRole('status').filter({ hasText: `${ada.name} (${ada.code}) was already checked in` }),
  ).toHaveCount(1);

  // A reload without a network: the worker serves the desk, which still has its list and its queue.
  await page.reload();
  await expect(page.getByText(/^Desk 1 · North gate · /)).toBeVisible();
  await expect(syncStatus(page)).toContainText('Offline · 3 check-ins waiting to sync');
  await expect(result(page, bola.name)).toContainText('Waiting to sync');
  await expect(field(page)).toBeFocused();
  await expectNoSeriousAxeViolations(page);

  // Back online, Desk 1 syncs first: its three are in.
  await page.context().setOffline(false);
  await expect(syncStatus(page)).toContainText('Online · all synced', { timeout: 20_000 });
  await expect(result(page, chidi.name).first()).not.toContainText('Waiting to sync');

  // Desk 2 comes back second: Chidi was let in at Desk 1 first, and Desk 2 is told so.
  await other.setOffline(false);
  const told = result(desk2, chidi.name);
  await expect(told).toContainText('Already checked in', { timeout: 20_000 });
  await expect(told).toContainText('Desk 1, North gate');
  await expect(desk2.getByRole('status').filter({ hasText: 'Desk 1, North gate' })).toHaveCount(1);
  await expect(syncStatus(desk2)).toContainText('Online · all synced');

  // The door counts each guest once.
  await expect.poll(() => inside(request, token, day)).toBe(before + 3);
  await expectNoSeriousAxeViolations(page);
  await other.close();

  // And the organisers' dashboard says so, with both desks by name.
  await page.goto('/admin');
  const door = page.getByRole('region', { name: 'At the door' });
  await door.getByLabel('Day').selectOption(day);
  await expect(door.locator('.door__inside-value')).toHaveText((before + 3).toLocaleString('en'));
  const desk = (name: string, entrance: string) =>
    door
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name, exact: true }) })
      .filter({ hasText: entrance });
  await expect(desk('Desk 1', 'North gate').first()).toBeVisible();
  await expect(desk('Desk 2', 'South gate').first()).toBeVisible();
});
