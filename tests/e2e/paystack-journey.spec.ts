import { request as apiRequest } from '@playwright/test';
import { startFakePaystack } from '../../api/src/test/fake-paystack.js';
import { ADMIN, expect, startServer, test } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  createCategory,
  dayFromNow,
  expectNoSeriousAxeViolations,
  IKEJA,
  listTool,
  photo,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * Local money: a marketplace run in naira with Paystack (a local server that speaks Paystack's API,
 * and serves its checkout page). A Lagos owner's tool is priced in naira; the renter books it, goes to
 * Paystack's checkout page, pays, and comes back to the booking confirmed.
 */

const SECRET_KEY = 'sk_test_e2e_paystack';

test('a renter pays for a Lagos tool in naira on Paystack’s checkout page and comes back booked', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const database = (testInfo.project.use as { database?: 'pglite' | 'postgres' }).database ?? 'pglite';
  const paystack = await startFakePaystack(SECRET_KEY);
  const server = await startServer(database, {
    CURRENCY: 'NGN',
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: 'pk_test_e2e_paystack',
    PAYSTACK_API_URL: paystack.url,
  });
  const request = await apiRequest.newContext({ baseURL: server.url });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const id = unique();
    const ownerEmail = `owner.ng.${id}@example.com`;
    const renterEmail = `renter.ng.${id}@example.com`;
    await createAccount(request, 'Ngozi', ownerEmail);
    await createAccount(request, 'Tunde', renterEmail);
    const categoryId = await createCategory(
      request,
      await apiToken(request, ADMIN.email, ADMIN.password),
      `Power tools ${id}`,
    );
    const toolName = `Concrete mixer ${id}`;
    await listTool(
      request,
      await apiToken(request, ownerEmail),
      { categoryId, name: toolName, price: '12500' },
      photo('mixer.png', [90, 140, 60]),
      IKEJA,
    );

    const page = await context.newPage();
    await signIn(page, renterEmail);
    await page.goto('/tools');
    await page.getByRole('searchbox', { name: 'Search tools' }).fill(toolName);
    await page.getByRole('link', { name: toolName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
    // Priced as people in Lagos read it.
    await expect(page.getByText('₦12,500.00').first()).toBeVisible();
    const form = page.getByRole('region', { name: 'BOOKING' });
    await form.getByLabel('Start date').fill(dayFromNow(6));
    await form.getByLabel('Start time').selectOption({ label: '9.00 AM' });
    await form.getByLabel('Returning date').fill(dayFromNow(6));
    await form.getByLabel('Returning time').selectOption({ label: '5.00 PM' });
    await form.getByRole('button', { name: 'Proceed To Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your Booking Summary' })).toBeVisible();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();

    // No card fields here: the cart says Paystack's page comes next.
    await expect(page.getByText("Next, Paystack's secure page opens")).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Pay ₦12,500.00' }).click();

    // Paystack's checkout page (the stand-in's), for the amount the server computed.
    await expect(page).toHaveURL(new RegExp(`^${paystack.url}/checkout/`));
    const transaction = [...paystack.transactions.values()].at(-1)!;
    expect(transaction).toMatchObject({ amount: 1_250_000, currency: 'NGN' });
    expect(transaction.customer.email).toBe(renterEmail);
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the site: the payment is confirmed with Paystack and the booking made.
    await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/user\/rental-booking-success\?payment=/);
    const codes = page.getByRole('list', { name: 'Your booking codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(1);
    await expect(codes.first()).toContainText(toolName);
    expect(paystack.transactions.get(transaction.reference)?.status).toBe('success');
  } finally {
    await context.close();
    await request.dispose();
    await server.stop();
    await paystack.close();
  }
});
