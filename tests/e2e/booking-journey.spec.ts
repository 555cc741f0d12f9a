import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  createCategory,
  dayFromNow,
  expectNoSeriousAxeViolations,
  listTool,
  payWith,
  photo,
  sidebar,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * Booking against the built app: a renter books two tools, pays once by card and gets the codes;
 * the owner sees the booking and confirms the pickup and the return; a declined card leaves the
 * renter on the cart with the processor's message.
 */

async function bookFromToolPage(page: Page, toolName: string, startDay: number, endDay: number) {
  // The marketplace from the header: the tool pages are public, outside the account's sidebar.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rent Tools' }).click();
  await page.getByRole('searchbox', { name: 'Search tools' }).fill(toolName);
  await page.getByRole('link', { name: toolName, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
  const form = page.getByRole('region', { name: 'BOOKING' });
  await form.getByLabel('Start date').fill(dayFromNow(startDay));
  await form.getByLabel('Start time').selectOption({ label: '9.00 AM' });
  await form.getByLabel('Returning date').fill(dayFromNow(endDay));
  await form.getByLabel('Returning time').selectOption({ label: '5.00 PM' });
  await expect(form.getByText('Payment due')).toBeVisible();
  await form.getByRole('button', { name: 'Proceed To Booking' }).click();
  await expect(page).toHaveURL(/\/user\/rental-booking-summary\?/);
  await expect(page.getByRole('heading', { name: 'Your Booking Summary' })).toBeVisible();
}

test('a renter books two tools and pays once; the owner confirms the pickup and the return', async ({
  page,
  browser,
  request,
  server,
}) => {
  const id = unique();
  const ownerEmail = `owner.${id}@example.com`;
  const renterEmail = `renter.${id}@example.com`;
  await createAccount(request, 'Olu', ownerEmail);
  await createAccount(request, 'Rita', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Garden ${id}`,
  );
  const ownerToken = await apiToken(request, ownerEmail);
  const mower = `Lawn mower ${id}`;
  const trimmer = `Hedge trimmer ${id}`;
  const cover = photo('cover.png', [200, 120, 40]);
  await listTool(request, ownerToken, { categoryId, name: mower, price: '20' }, cover);
  await listTool(request, ownerToken, { categoryId, name: trimmer, price: '7.50' }, cover);

  await signIn(page, renterEmail);
  // The four messages of the booking form when nothing is chosen.
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('searchbox', { name: 'Search tools' }).fill(mower);
  await page.getByRole('link', { name: mower, exact: true }).click();
  await page.getByRole('button', { name: 'Proceed To Booking' }).click();
  for (const message of [
    'Please select your start date',
    'Please select your start time',
    'Please select your returning date',
    'Please select your returning time',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Availability' }).getByRole('table')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Mower: two days at $20.00 a day (9.00 AM to 5.00 PM on the second day counts as two), soon
  // enough to be picked up today (the journeys' server opens the pickup a week ahead).
  await bookFromToolPage(page, mower, 3, 4);
  await expect(page.getByText('$40.00')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();

  await bookFromToolPage(page, trimmer, 10, 10);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('$47.50').first()).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: /Cart/ })).toContainText('2');
  await expectNoSeriousAxeViolations(page);

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/user\/rental-booking-success\?payment=/);
  const codes = page.getByRole('list', { name: 'Your booking codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(2);
  await expect(codes.first()).toContainText(/LT\d{6}/);
  await expect(page.getByText('My Rental History', { exact: false }).first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const mowerCode = (await codes.filter({ hasText: mower }).innerText()).match(/LT\d{6}/)![0];
  const trimmerCode = (await codes.filter({ hasText: trimmer }).innerText()).match(/LT\d{6}/)![0];
  // The paid lines left the cart.
  await expect(sidebar(page).getByRole('link', { name: /Cart/ })).not.toContainText('2');

  // The renter's booking page shows the pickup code, as text and QR code: the renter's alone.
  await codes.filter({ hasText: mower }).getByRole('link', { name: mower }).click();
  await expect(page.getByRole('heading', { name: `Booking ${mowerCode}` })).toBeVisible();
  const mowerPickup = page.getByRole('region', { name: 'Your pickup code' });
  await expect(mowerPickup.getByRole('img', { name: 'QR code of your pickup code' })).toBeVisible();
  const mowerPickupText = await mowerPickup.locator('.booking-details__code').innerText();
  expect(mowerPickupText).toMatch(/^\d{3} \d{3}$/);
  const mowerPickupCode = mowerPickupText.replace(' ', '');

  // The owner was told at once: by e-mail too.
  const mail = await server.smtp.waitFor(
    (m) => m.to.includes(ownerEmail) && m.subject === 'Your tool has just been booked',
  );
  expect(mail.text).toContain(mowerCode);

  // The owner, in another browser.
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, ownerEmail);
  await sidebar(ownerPage).getByRole('link', { name: 'My Bookings' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'My Bookings' })).toBeVisible();
  await ownerPage.getByRole('link', { name: `Details of ${mowerCode}, ${mower}` }).click();
  await expect(ownerPage.getByRole('heading', { name: `Booking ${mowerCode}` })).toBeVisible();
  await expect(ownerPage.getByText('Rita Tester')).toBeVisible();
  // The owner sees the booking code, never the renter's pickup code.
  await expect(ownerPage.getByText(mowerPickupText)).toHaveCount(0);
  await expect(ownerPage.getByText(mowerPickupCode)).toHaveCount(0);
  await expectNoSeriousAxeViolations(ownerPage);
  // Nothing to return before the pickup: the return comes after it, never instead of it.
  await expect(ownerPage.getByRole('button', { name: 'Confirm Returned' })).toHaveCount(0);
  // The pickup needs the renter's pickup code: the booking code, which the owner sees, is refused.
  const pickupField = ownerPage.getByLabel("Rita's pickup code");
  await pickupField.fill(mowerCode);
  await ownerPage.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(ownerPage.getByText('This is the booking code, which you see too')).toBeVisible();
  await pickupField.fill(mowerPickupCode === '000000' ? '000001' : '000000');
  await ownerPage.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(ownerPage.getByText('This is not the pickup code of this booking')).toBeVisible();
  await pickupField.fill(mowerPickupText);
  await ownerPage.getByRole('button', { name: 'Confirm Pickup' }).click();
  await expect(ownerPage.getByText(`Pickup of ${mowerCode} confirmed.`)).toBeVisible();
  await expect(ownerPage.locator('.booking-status', { hasText: 'Picked up' })).toBeVisible();
  const timeline = ownerPage.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Picked up')).toBeVisible();
  await expectNoSeriousAxeViolations(ownerPage);
  await ownerPage.getByRole('button', { name: 'Confirm Returned' }).click();
  await ownerPage.getByRole('button', { name: 'Yes, it is back' }).click();
  await expect(ownerPage).toHaveURL(/\/user\/my-bookings$/);
  await expect(ownerPage.getByText(`${mower} (${mowerCode}) is back with you.`)).toBeVisible();
  // The trimmer's rental is ten days away: neither its pickup nor its return can be confirmed yet.
  await ownerPage.getByRole('link', { name: `Details of ${trimmerCode}, ${trimmer}` }).click();
  await expect(ownerPage.getByRole('heading', { name: `Booking ${trimmerCode}` })).toBeVisible();
  await expect(ownerPage.getByText('You can confirm the pickup from')).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: /Confirm (Pickup|Returned)/ })).toHaveCount(0);
  await ownerContext.close();

  // The renter's history shows the return, without reloading the page by hand.
  await sidebar(page).getByRole('link', { name: 'My Rental History' }).click();
  const row = page.getByRole('listitem').filter({ hasText: mowerCode });
  await expect(row.getByText('Returned')).toBeVisible();

  // The trimmer's page shows the renter its own pickup code, as text and QR code, and can still cancel.
  await page.getByRole('link', { name: `Details of ${trimmerCode}, ${trimmer}` }).click();
  const pickupCode = page.getByRole('region', { name: 'Your pickup code' });
  await expect(pickupCode.getByText(/^\d{3} \d{3}$/)).toBeVisible();
  await expect(pickupCode.getByText(mowerPickupText)).toHaveCount(0);
  await expect(pickupCode.getByRole('img', { name: 'QR code of your pickup code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test("a declined card shows the processor's message and the renter stays on the cart", async ({ page, request }) => {
  const id = unique();
  const ownerEmail = `owner.d.${id}@example.com`;
  const renterEmail = `renter.d.${id}@example.com`;
  await createAccount(request, 'Ngozi', ownerEmail);
  await createAccount(request, 'Tunde', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Ladders ${id}`,
  );
  const ladder = `Step ladder ${id}`;
  const cover = photo('cover.png', [200, 120, 40]);
  await listTool(request, await apiToken(request, ownerEmail), { categoryId, name: ladder, price: '6' }, cover);

  await signIn(page, renterEmail);
  await bookFromToolPage(page, ladder, 20, 21);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(1);
  // The hold was released: paying with a good card now still books the same dates.
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible({ timeout: 20_000 });
});

test('a 3-D Secure card shows the challenge: failing it keeps the renter on the cart, completing it books', async ({
  page,
  request,
}) => {
  const id = unique();
  const ownerEmail = `owner.s.${id}@example.com`;
  const renterEmail = `renter.s.${id}@example.com`;
  await createAccount(request, 'Chidi', ownerEmail);
  await createAccount(request, 'Bisi', renterEmail);
  const categoryId = await createCategory(request, await apiToken(request, ADMIN.email, ADMIN.password), `Saws ${id}`);
  const saw = `Circular saw ${id}`;
  const cover = photo('cover.png', [60, 120, 200]);
  await listTool(request, await apiToken(request, ownerEmail), { categoryId, name: saw, price: '9' }, cover);

  await signIn(page, renterEmail);
  await bookFromToolPage(page, saw, 22, 23);
  await page.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await payWith(page, '4000 0027 6000 3184');
  const challenge = page.getByRole('dialog', { name: 'Authenticate this payment' });
  await expect(challenge).toBeVisible();
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'unable to authenticate your payment method' })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/cart$/);
  await expect(challenge).toHaveCount(0);

  // The card asks again; this time the payer completes the challenge and the booking is made.
  await payWith(page, '4000 0027 6000 3184');
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible({ timeout: 20_000 });
});
