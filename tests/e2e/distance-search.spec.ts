import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import {
  IKEJA,
  apiToken,
  createAccount,
  createCategory,
  expectNoSeriousAxeViolations,
  listTool,
  photo,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * A distance search with the map: a visitor searches near a city, widens the radius, then searches
 * from their own location (refused first, then shared), sorts by distance and opens a tool from its
 * marker on the map with the keyboard. Tiles cannot load here (no network): the map still shows its
 * markers, and the list is always there. The owner drops a pin on the tool form, the form refuses a
 * pin without its pair, a click on the form's map moves the pin, and clearing it goes back to the city's point.
 */

const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const results = (page: Page) => page.getByRole('list').filter({ has: page.getByRole('article') });
const cardNames = (page: Page) => results(page).getByRole('heading').allTextContents();

async function choosePlace(page: Page, field: string, option: string) {
  const near = page.getByRole('form', { name: 'Near' });
  const box = near.getByRole('combobox', { name: field, exact: true });
  await box.fill(option);
  await near.getByRole('listbox', { name: field }).getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

test('a distance search with the map', async ({ page, browser, request }) => {
  const id = unique();
  const ownerEmail = `owner.geo.${id}@example.com`;
  await createAccount(request, 'Kemi', ownerEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Ladders ${id}`,
  );
  const token = await apiToken(request, ownerEmail);
  const cover = photo('ladder.png', [200, 140, 60]);
  const ikeja = await listTool(request, token, { categoryId, name: `Ikeja ladder ${id}`, price: '12' }, cover);
  await listTool(request, token, { categoryId, name: `Lagos ladder ${id}`, price: '15' }, cover, {
    ...IKEJA,
    city: 'Lagos',
  });
  await listTool(request, token, { categoryId, name: `Ibadan ladder ${id}`, price: '9' }, cover, {
    country: 'Nigeria',
    state: 'Oyo',
    city: 'Ibadan',
  });

  // Near a city: nearest first, with the distance on each card; Ibadan (about 120 km) is past 50 km.
  await page.goto(`/tools?category=${categoryId}`);
  await expect(results(page).getByRole('article')).toHaveCount(3);
  await choosePlace(page, 'Country', 'Nigeria');
  await choosePlace(page, 'State', 'Lagos');
  await choosePlace(page, 'City', 'Lagos');
  await page.getByRole('button', { name: 'Search near this city' }).click();
  await expect(page).toHaveURL(/ncity=Lagos/);
  await expect(page.getByText('Tools within 50 km of Lagos')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'tools found' })).toHaveText('2 tools found');
  await expect.poll(() => cardNames(page)).toEqual([`Lagos ladder ${id}`, `Ikeja ladder ${id}`]);
  await expect(results(page).getByText('Under 1 km away')).toBeVisible();
  await expect(results(page).getByText('17 km away')).toBeVisible();
  await expect(combobox(page, 'Sort by')).toHaveValue('distance');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('combobox', { name: 'Within' }).selectOption('250');
  await expect(page.getByRole('status').filter({ hasText: 'tools found' })).toHaveText('3 tools found');
  await expect.poll(() => cardNames(page)).toEqual([`Lagos ladder ${id}`, `Ikeja ladder ${id}`, `Ibadan ladder ${id}`]);

  // The map, without tiles: a named region, its markers links to the tools, reached with Tab.
  await page.getByRole('button', { name: 'Show map' }).click();
  const map = page.getByRole('region', { name: 'Map of the tools on this page' });
  await expect(map).toBeVisible();
  const markers = map.getByRole('link', { name: /ladder/ });
  await expect(markers).toHaveCount(3);
  await expect(map.getByRole('link', { name: `Ikeja ladder ${id}, $12.00 / day, 17 km away` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Hide map' }).focus();
  let focused = '';
  for (let i = 0; i < 5 && !focused.startsWith(`Ikeja ladder ${id}`); i++) {
    await page.keyboard.press('Tab');
    focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  }
  expect(focused).toContain(`Ikeja ladder ${id}`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tools/[^?]*${ikeja}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Ikeja ladder ${id}` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/ncity=Lagos/);

  // The visitor's own location: refused, then shared (near Ibadan), nearest first.
  const refused = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const refusedPage = await refused.newPage();
  await refusedPage.goto(`/tools?category=${categoryId}`);
  await refusedPage.getByRole('button', { name: 'Use my location' }).click();
  await expect(refusedPage.getByText('Your browser did not share your location.')).toBeVisible();
  await expect(refusedPage.getByRole('status').filter({ hasText: 'tools found' })).toHaveText('3 tools found');
  await refused.close();

  const located = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    permissions: ['geolocation'],
    geolocation: { latitude: 7.40123, longitude: 3.90456 },
  });
  const locatedPage = await located.newPage();
  await locatedPage.goto(`/tools?category=${categoryId}`);
  await locatedPage.getByRole('button', { name: 'Use my location' }).click();
  // Rounded to about 1 km before it goes into the address.
  await expect(locatedPage).toHaveURL(/lat=7\.4&lng=3\.9(&|$)/);
  await expect(locatedPage.getByText('Tools within 50 km of your location')).toBeVisible();
  // The list is read again until the search near the location has replaced the category's whole list.
  await expect.poll(() => cardNames(locatedPage)).toEqual([`Ibadan ladder ${id}`]);
  await expect(results(locatedPage).getByText('2.5 km away')).toBeVisible();
  await locatedPage.getByRole('button', { name: 'Clear “near”' }).click();
  await expect(locatedPage.getByRole('status').filter({ hasText: 'tools found' })).toHaveText('3 tools found');
  await expect(combobox(locatedPage, 'Sort by')).toHaveValue('newest');
  await located.close();

  // In French, the same control.
  await page.goto(`/tools?category=${categoryId}&lang=fr`);
  await expect(page.getByRole('form', { name: 'À proximité de' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Utiliser ma position' })).toBeVisible();
  await page.goto(`/tools?category=${categoryId}&lang=en`);

  // The owner drops a pin: a latitude alone is refused on the form, nothing saved; both are kept.
  await signIn(page, ownerEmail);
  await page.goto(`/user/my-tool-details?id=${ikeja}`);
  const pin = page.getByRole('group', { name: 'Pickup point', exact: true });
  await expect(pin.getByText('Now: the point of the city.')).toBeVisible();
  await pin.getByRole('textbox', { name: 'Latitude' }).fill('6.601234');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(pin.getByText('Give both latitude and longitude, or neither.')).toBeVisible();
  await pin.getByRole('textbox', { name: 'Longitude' }).fill('3.351987');
  await expect(pin.getByText('Now: your pin.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Your changes to Ikeja ladder ${id} are saved.`)).toBeVisible();
  await page.goto(`/user/my-tool-details?id=${ikeja}`);
  await expect(pin.getByRole('textbox', { name: 'Latitude' })).toHaveValue('6.601234');
  // With the map (no tiles here: a plain ground), a click drops the pin where it lands.
  await pin.getByRole('button', { name: 'Show map' }).click();
  const pinMap = pin.getByRole('group', { name: /^Map of the pickup point/ });
  await expect(pinMap).toBeVisible();
  await expect(pin.getByText('Loading the map…')).toHaveCount(0);
  const box = (await pinMap.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2);
  await expect(pin.getByRole('textbox', { name: 'Longitude' })).not.toHaveValue('3.351987');
  await expect(pin.getByRole('textbox', { name: 'Latitude' })).toHaveValue(/^6\.60\d{4}$/);
  await expect(pin.getByRole('textbox', { name: 'Longitude' })).toHaveValue(/^3\.35\d{4}$/);
  await pin.getByRole('button', { name: "Use the city's point" }).click();
  await expect(pin.getByRole('textbox', { name: 'Latitude' })).toHaveValue('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Your changes to Ikeja ladder ${id} are saved.`)).toBeVisible();
  await page.goto(`/user/my-tool-details?id=${ikeja}`);
  await expect(pin.getByText('Now: the point of the city.')).toBeVisible();
  await expect(pin.getByRole('textbox', { name: 'Longitude' })).toHaveValue('');
});
