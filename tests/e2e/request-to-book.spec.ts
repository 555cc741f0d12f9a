import { ADMIN, expect, test } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  createCategory,
  dayFromNow,
  expectNoSeriousAxeViolations,
  fillCard,
  listTool,
  photo,
  sidebar,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * Request to book: the owner lists a generator booked on request with a deposit; the renter asks
 * for it from the tool page and authorises the test card (not charged); the owner accepts on the
 * booking page (the card is charged) and the renter sees the booking confirmed.
 */

test('a renter requests a tool, the owner accepts, the renter sees it confirmed', async ({
  page,
  browser,
  request,
  server,
}) => {
  const id = unique();
  const ownerEmail = `owner.r.${id}@example.com`;
  const renterEmail = `renter.r.${id}@example.com`;
  await createAccount(request, 'Olu', ownerEmail);
  await createAccount(request, 'Rita', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Generators ${id}`,
  );
  const toolName = `Generator ${id}`;
  await listTool(
    request,
    await apiToken(request, ownerEmail),
    { categoryId, name: toolName, price: '30', bookingMode: 'REQUEST', deposit: '20.00' } as {
      categoryId: string;
      name: string;
      price: string;
    },
    photo('generator.png', [200, 120, 40]),
  );

  // The renter fills the booking form: it offers "Request to book" and says what happens to the card.
  await signIn(page, renterEmail);
  await sidebar(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('searchbox', { name: 'Search tools' }).fill(toolName);
  await page.getByRole('link', { name: toolName, exact: true }).click();
  const form = page.getByRole('region', { name: 'BOOKING' });
  await form.getByLabel('Start date').fill(dayFromNow(5));
  await form.getByLabel('Start time').selectOption({ label: '9.00 AM' });
  await form.getByLabel('Returning date').fill(dayFromNow(5));
  await form.getByLabel('Returning time').selectOption({ label: '5.00 PM' });
  await expect(form.getByText('Deposit, refunded after the return')).toBeVisible();
  await expect(
    form.getByText(/The owner has until .* to accept; your card is\s+authorised, not charged/),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Request to book' }).click();

  // The summary: rental and deposit apart, then the card step of that one payment.
  await expect(page.getByRole('heading', { name: 'Your Booking Summary' })).toBeVisible();
  await expect(page.getByText('$50.00', { exact: true })).toBeVisible();
  await expect(page.getByText('Deposit, refunded after the return')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await fillCard(page);
  await page.getByRole('button', { name: 'Request to book: authorise $50.00' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your card is authorised for $50.00, not charged' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('link', { name: 'View your request' }).click();
  await expect(page.getByRole('heading', { name: 'Your request' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  const bookingUrl = page.url();

  // The owner sees the request with its deadline in My Bookings, and accepts it.
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const owner = await ownerContext.newPage();
  await signIn(owner, ownerEmail);
  await sidebar(owner).getByRole('link', { name: 'My Bookings' }).click();
  await expect(owner.getByText('Requested').first()).toBeVisible();
  await owner.goto(bookingUrl.replace('/user/my-rental-history-details', '/user/my-bookings-details'));
  const request_ = owner.getByRole('region', { name: 'Request to book' });
  await expect(request_).toContainText(/Answer by/);
  await expectNoSeriousAxeViolations(owner);
  await request_.getByRole('button', { name: 'Accept' }).click();
  await expect(owner.getByText(/You accepted the request/)).toBeVisible();
  await ownerContext.close();

  // The renter sees it confirmed.
  await page.reload();
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeHidden();
});
