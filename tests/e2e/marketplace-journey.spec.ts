import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import {
  IKEJA,
  PASSWORD,
  apiToken,
  bigPhoto,
  createAccount,
  createCategory,
  dayFromNow,
  listTool,
  expectNoSeriousAxeViolations,
  graphql,
  photo,
  sidebar,
  signIn,
} from './support/helpers.js';

/*
 * The marketplace against the built app: an owner lists a tool with photos and manages it; another
 * user finds it by keyword and category and looks at its photos. Accounts and the category are made
 * through the public API, as people would make them.
 */

const toolRow = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('an owner lists a tool with three photos and manages it; another user finds it and views the photos', async ({
  page,
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const ownerEmail = `owner.${suffix}@example.com`;
  const renterEmail = `renter.${suffix}@example.com`;
  const toolName = `Cordless hammer drill ${suffix}`;
  const categoryName = `Power tools ${suffix}`;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  await graphql(request, adminToken, 'mutation ($name: String!) { createRentalCategory(name: $name) { id } }', {
    name: categoryName,
  });
  await createAccount(request, 'Chidi', ownerEmail);
  await createAccount(request, 'Zainab', renterEmail);

  // The owner lists a tool from the sidebar's Add Rental.
  await signIn(page, ownerEmail);
  await sidebar(page).getByRole('link', { name: 'Add Rental' }).click();
  await expect(page).toHaveURL(/\/user\/add-rental$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Rental' })).toBeVisible();
  // The pickup place starts from the profile; Daily and one unit are the defaults.
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Ikeja');
  await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
  await expect(page.getByRole('spinbutton', { name: 'Units available' })).toHaveValue('1');
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(toolName);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('18V hammer drill with two batteries, a charger and a case of bits.');
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: categoryName });
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('25.555');
  await page.getByLabel('Cover image').setInputFiles(photo('cover.png', [0xc0, 0x39, 0x2b]));
  await page.getByLabel('Image 1').setInputFiles(photo('side.png', [0x29, 0x80, 0xb9]));
  await page.getByLabel('Image 2').setInputFiles(photo('detail.png', [0x27, 0xae, 0x60]));
  await expect(page.getByRole('img', { name: `${toolName}: image 2` })).toBeVisible();
  await page.getByRole('button', { name: 'Add Rental' }).click();
  // A price with three decimals is caught in the browser, with the server's wording.
  await expect(page.getByText('The price must be a positive amount with at most 2 decimals')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toBeFocused();
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('25.50');
  await page.getByRole('button', { name: 'Add Rental' }).click();

  await expect(page).toHaveURL(/\/user\/my-rentals$/);
  await expect(page.getByRole('status').filter({ hasText: `${toolName} is listed` })).toBeVisible();
  const row = toolRow(page, toolName);
  await expect(row).toContainText('$25.50 / day');
  await expect(row).toContainText('Available');
  await expectNoSeriousAxeViolations(page);

  // Edit: a new price, and the third photo removed.
  await row.getByRole('link', { name: `Edit ${toolName}` }).click();
  await expect(page).toHaveURL(/\/user\/my-tool-details\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Tool' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('25.50');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('textbox', { name: 'Price', exact: true }).fill('30');
  await page.getByRole('radio', { name: 'Hourly' }).check();
  await page
    .locator('.tool-images__slot')
    .filter({ hasText: 'Image 2' })
    .getByRole('button', { name: 'Remove image' })
    .click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/user\/my-rentals$/);
  await expect(page.getByRole('status').filter({ hasText: `Your changes to ${toolName} are saved.` })).toBeVisible();
  await expect(row).toContainText('$30.00 / hour');

  // Unlist (after confirming), then re-list with the old client's message.
  await row.getByRole('button', { name: `Unlist ${toolName}` }).click();
  await row.getByRole('button', { name: 'Yes, unlist' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${toolName} is unlisted` })).toBeVisible();
  await expect(row).toContainText('Unavailable');
  await row.getByRole('button', { name: `Re-list ${toolName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your tool is now available for rent' })).toBeVisible();
  await expect(row.getByText('Available', { exact: true })).toBeVisible();
  // Unlisting and re-listing change the status only: the price per hour is as the owner left it.
  await expect(row).toContainText('$30.00 / hour');

  // A change made elsewhere (another device) shows up here without a reload.
  const ownerToken = await apiToken(request, ownerEmail, PASSWORD);
  // The tool's public address ends with its id.
  const href = (await row.getByRole('link', { name: toolName, exact: true }).getAttribute('href')) ?? '';
  const id = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(href)![1]!;
  await graphql(request, ownerToken, 'mutation ($id: ID!) { updateTool(id: $id, input: { units: 3 }) { id } }', { id });
  await expect(row).toContainText('3 units');

  // Another user finds the tool by keyword and category.
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const renter = await context.newPage();
  await signIn(renter, renterEmail);
  await expect(renter.getByRole('heading', { level: 1, name: 'Welcome, Zainab' })).toBeVisible();
  await expect(renter.getByRole('heading', { name: 'Find a tool to rent' })).toBeVisible();
  await renter.getByRole('searchbox', { name: 'Search tools' }).fill('hamm dril');
  await expect(renter).toHaveURL(/q=hamm\+dril/);
  const filters = renter.getByRole('button', { name: /Filters and sort/ });
  if (await filters.isVisible()) await filters.click();
  await renter.getByRole('combobox', { name: 'Category' }).selectOption({ label: categoryName });
  await expect(renter).toHaveURL(/category=/);
  await expect(renter.getByRole('status').filter({ hasText: '1 tool found' })).toBeVisible();
  const card = renter.getByRole('article').filter({ hasText: toolName });
  await expect(card).toContainText('$30.00 / hour');
  await expect(card).toContainText('New');
  await expectNoSeriousAxeViolations(renter);

  // The search is in the URL: a reload keeps it.
  await renter.reload();
  await expect(renter.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('hamm dril');
  await expect(renter.getByRole('article').filter({ hasText: toolName })).toBeVisible();

  await renter.getByRole('link', { name: toolName, exact: true }).click();
  await expect(renter).toHaveURL(new RegExp(`/tools/cordless-hammer-drill-${suffix}-${id}$`));
  await expect(renter.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
  await renter.reload();
  const main = renter.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
  await expect(main).toContainText('$30.00 / hour');
  await expect(main).toContainText('Chidi');
  await expect(main).toContainText(categoryName);
  await expect(main).toContainText('Ikeja');
  await expect(main).not.toContainText('null');
  await expectNoSeriousAxeViolations(renter);

  // Two photos are left (cover and image 1); the lightbox walks through them and closes with Escape.
  const cover = renter.getByRole('button', { name: /open photo 1 of 2 full screen/ });
  await cover.click();
  const lightbox = renter.getByRole('dialog', { name: toolName });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText('Photo 1 of 2')).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused();
  await renter.keyboard.press('ArrowRight');
  await expect(lightbox.getByText('Photo 2 of 2')).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', `${toolName}: photo 2 of 2`);
  await expectNoSeriousAxeViolations(renter);
  await renter.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(cover).toBeFocused();
  await context.close();

  expect(consoleErrors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
});

/** Every box fits the viewport: nothing off-screen to the right or below. */
async function expectOnScreen(page: Page, what: Record<string, ReturnType<Page['locator']>>) {
  const { width, height } = page.viewportSize()!;
  for (const [name, locator] of Object.entries(what)) {
    const box = (await locator.boundingBox())!;
    expect(box, name).toBeTruthy();
    expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends within ${width} px`).toBeLessThanOrEqual(width + 0.5);
    expect(box.y + box.height, `${name} ends above ${height} px`).toBeLessThanOrEqual(height + 0.5);
  }
}

test('a camera-sized photo fits the lightbox on a phone and a laptop; fast filters keep every value and say what cannot match', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const renterEmail = `kemi.${suffix}@example.com`;
  const ownerEmail = `bola.${suffix}@example.com`;
  const toolName = `Pressure washer ${suffix}`;
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const categoryId = await createCategory(request, adminToken, `Cleaning ${suffix}`);
  await createAccount(request, 'Bola', ownerEmail);
  await createAccount(request, 'Kemi', renterEmail);
  const toolId = await listTool(
    request,
    await apiToken(request, ownerEmail),
    { categoryId, name: toolName, price: '25' },
    bigPhoto('front.png', [200, 120, 40]),
    IKEJA,
    bigPhoto('side.png', [40, 120, 200]),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, renterEmail);
  await page.goto(`/user/rental-details?id=${toolId}`);
  await page.getByRole('button', { name: /open photo 1 of 2 full screen/ }).click();
  const lightbox = page.getByRole('dialog', { name: toolName });
  await expect(lightbox.getByRole('img')).toBeVisible();
  await expectOnScreen(page, {
    dialog: lightbox,
    photo: lightbox.getByRole('img'),
    close: lightbox.getByRole('button', { name: 'Close' }),
    next: lightbox.getByRole('button', { name: 'Next photo' }),
    previous: lightbox.getByRole('button', { name: 'Previous photo' }),
  });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('button', { name: /open photo 1 of 2 full screen/ }).click();
  await expect(lightbox.getByRole('img')).toBeVisible();
  await expectOnScreen(page, {
    photo: lightbox.getByRole('img'),
    close: lightbox.getByRole('button', { name: 'Close' }),
    next: lightbox.getByRole('button', { name: 'Next photo' }),
  });
  await page.keyboard.press('Escape');

  // The filters at 1280 px: prices typed one after the other without a pause both stay.
  await page.goto('/user/user-dashboard');
  const min = page.getByRole('textbox', { name: 'Min price' });
  const max = page.getByRole('textbox', { name: 'Max price' });
  await min.pressSequentially('5');
  await max.click();
  await max.pressSequentially('40');
  await page.getByRole('textbox', { name: 'City' }).click();
  await expect(page).toHaveURL(/min=5&max=40/);
  // Hourly and daily prices are compared as they are until the renter picks one.
  const said = page.getByRole('status').filter({ hasText: 'compare like with like' });
  await expect(said).toBeVisible();
  await page.getByRole('combobox', { name: 'Priced' }).selectOption({ label: 'Per day' });
  await expect(page).toHaveURL(/per=day/);
  await expect(said).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: toolName })).toBeVisible();
  // A minimum above the maximum cannot match: said, not just an empty list.
  await min.fill('50');
  await min.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'The minimum price (50) is above the maximum (40)' }),
  ).toBeVisible();
  // The two date inputs show a whole date at this width.
  for (const label of ['Free from', 'Free until']) {
    const box = (await page.getByLabel(label).boundingBox())!;
    expect(box.width, label).toBeGreaterThanOrEqual(160);
  }
  await expectNoSeriousAxeViolations(page);
});

test('a visitor finds a tool from the home page, opens it, presses Book, signs in and lands on the same tool with the chosen period', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36);
  const toolName = `Honda generator ${suffix}`;
  const renterEmail = `ngozi.${suffix}@example.com`;
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const categoryId = await createCategory(request, adminToken, `Power ${suffix}`);
  await createAccount(request, 'Emeka', `emeka.${suffix}@example.com`);
  await createAccount(request, 'Ngozi', renterEmail);
  const toolId = await listTool(
    request,
    await apiToken(request, `emeka.${suffix}@example.com`),
    { categoryId, name: toolName, price: '35' },
    photo('generator.png', [30, 90, 60]),
  );

  // Signed out, from the home page to the marketplace and the tool.
  await page.goto('/');
  await page.getByRole('link', { name: 'Browse tools for rent' }).click();
  await expect(page).toHaveURL(/\/tools$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rent tools near you' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search tools' }).fill(toolName);
  await page.getByRole('link', { name: toolName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tools/honda-generator-${suffix}-${toolId}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
  await expect(main).toContainText('$35.00 / day');
  await expect(main).toContainText('Emeka');
  // Everything but the owner's pickup address.
  await expect(main).not.toContainText('Allen Avenue');
  await expectNoSeriousAxeViolations(page);

  // Book: the period is chosen, then the visitor is asked to sign in.
  const form = page.getByRole('region', { name: 'BOOKING' });
  await form.getByLabel('Start date').fill(dayFromNow(6));
  await form.getByLabel('Start time').selectOption({ label: '9.00 AM' });
  await form.getByLabel('Returning date').fill(dayFromNow(7));
  await form.getByLabel('Returning time').selectOption({ label: '5.00 PM' });
  await expect(form.getByText('Payment due')).toBeVisible();
  await form.getByRole('button', { name: 'Sign in to book' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByText('Sign in (or create an account) to book')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(renterEmail);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  // Back on the same tool with the same period and quantity, now able to book.
  await expect(page).toHaveURL(new RegExp(`/tools/honda-generator-${suffix}-${toolId}\\?start=`));
  await expect(form.getByLabel('Start date')).toHaveValue(dayFromNow(6));
  await expect(form.getByLabel('Returning date')).toHaveValue(dayFromNow(7));
  await expect(form.getByLabel('Returning time')).toHaveValue('17:00');
  await form.getByRole('button', { name: 'Proceed To Booking' }).click();
  await expect(page).toHaveURL(/\/user\/rental-booking-summary\?/);
  await expect(page.getByRole('heading', { name: 'Your Booking Summary' })).toBeVisible();

  // The old client's address of the tool page still opens it.
  await page.goto(`/user/rental-details?id=${toolId}`);
  await expect(page).toHaveURL(new RegExp(`/tools/honda-generator-${suffix}-${toolId}$`));
});
