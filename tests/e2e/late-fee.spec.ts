import { request as apiRequest } from '@playwright/test';
import pg from 'pg';
import { ADMIN, expect, startServer, test } from './support/fixtures.js';
import {
  addToCart,
  apiToken,
  checkOutAndPay,
  createAccount,
  createCategory,
  expectNoSeriousAxeViolations,
  graphql,
  listTool,
  period,
  photo,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * A late fee charged to the deposit: the owner sets 5.00 an hour (at most 40.00) on Edit Tool for a
 * tool with a 50.00 deposit; the renter books it and picks it up; the rental's end is moved three hours
 * into the past (the one step a browser cannot take: this journey runs on a Postgres server of its own
 * so that it can); the owner confirms the return on the booking page and both see the fee taken from
 * the deposit.
 */

test('a late return costs the late fee, taken from the deposit', async ({ browser }) => {
  test.skip(!process.env.TEST_DATABASE_URL, 'moves a rental into the past in the database: needs TEST_DATABASE_URL');
  const server = await startServer('postgres');
  const request = await apiRequest.newContext({ baseURL: server.url });
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const renterContext = await browser.newContext({ baseURL: server.url });
  try {
    const id = unique();
    const ownerEmail = `owner.l.${id}@example.com`;
    const renterEmail = `renter.l.${id}@example.com`;
    await createAccount(request, 'Olu', ownerEmail);
    await createAccount(request, 'Rita', renterEmail);
    const categoryId = await createCategory(
      request,
      await apiToken(request, ADMIN.email, ADMIN.password),
      `Generators ${id}`,
    );
    const owner = await apiToken(request, ownerEmail);
    const toolId = await listTool(
      request,
      owner,
      { categoryId, name: `Generator ${id}`, price: '30', deposit: '50.00' } as {
        categoryId: string;
        name: string;
        price: string;
      },
      photo('generator.png', [200, 120, 40]),
    );

    // The owner sets the late fee on Edit Tool: the cap above the deposit is refused first.
    const page = await ownerContext.newPage();
    await signIn(page, ownerEmail);
    await page.goto(`/user/my-tool-details?id=${toolId}`);
    await page.getByRole('textbox', { name: 'Late fee (USD)' }).fill('5');
    await page.getByRole('combobox', { name: 'Counted per' }).selectOption('HOUR');
    await page.getByRole('textbox', { name: 'Late fee cap (USD)' }).fill('60');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('At most the deposit: late fees are taken from it')).toBeVisible();
    await page.getByRole('textbox', { name: 'Late fee cap (USD)' }).fill('40');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/user\/my-rentals/);

    // The renter books it (its page states the fee) and picks it up.
    const renterPage = await renterContext.newPage();
    await renterPage.goto(`/user/rental-details?id=${toolId}`);
    await expect(renterPage.getByText('$5.00 per hour late (after 30 minutes), at most $40.00')).toBeVisible();
    const renter = await apiToken(request, renterEmail);
    await addToCart(request, renter, toolId, period(2, 3));
    const [booking] = await checkOutAndPay(request, renter);
    await graphql(
      request,
      owner,
      'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }',
      { id: booking!.id, code: booking!.pickupCode },
    );
    // The rental ended 3 hours and 10 minutes ago: 4 started hours late.
    const db = new pg.Client({ connectionString: server.databaseUrl });
    await db.connect();
    await db.query(
      `update bookings set starts_at = now() - interval '2 days', ends_at = now() - interval '190 minutes',
        picked_up_at = now() - interval '2 days' where id = $1`,
      [booking!.id],
    );
    await db.end();

    // The owner confirms the return: 20.00 of the deposit is theirs.
    await page.goto(`/user/my-bookings-details?id=${booking!.id}`);
    await page.getByRole('button', { name: 'Confirm Returned' }).click();
    await page.getByRole('button', { name: 'Yes, it is back' }).click();
    await expect(page.getByText(/is back with you/)).toBeVisible();
    await page.goto(`/user/my-bookings-details?id=${booking!.id}`);
    const fee = page.getByRole('definition').filter({ has: page.getByText('$20.00', { exact: true }) });
    await expect(page.getByText('Late fee, from the deposit')).toBeVisible();
    await expect(fee).toHaveCount(1);
    await expect(page.getByText('Late fee: 4 hours late: 4 × $5.00 = $20.00, from the deposit')).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The renter sees it on their booking page too.
    await signIn(renterPage, renterEmail);
    await renterPage.goto(`/user/my-rental-history-details?id=${booking!.id}`);
    await expect(renterPage.getByText('Late fee, from the deposit')).toBeVisible();
    await expect(renterPage.getByText('$20.00', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(renterPage);
  } finally {
    await ownerContext.close();
    await renterContext.close();
    await request.dispose();
    await server.stop();
  }
});
