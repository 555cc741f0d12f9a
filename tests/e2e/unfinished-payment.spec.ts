import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import {
  addToCart,
  apiToken,
  createAccount,
  createCategory,
  expectNoSeriousAxeViolations,
  fillCard,
  graphql,
  listTool,
  period,
  photo,
  sidebar,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * A renter's own unfinished payment: the connection drops during the card step, the renter reloads.
 * The cart shows the dates as held for them (not "unavailable"), lets them release the hold at once,
 * and resumes the same payment, which books the tool exactly once.
 */

const CARD_STEP = '**/api/payment/test-provider/confirm';

/** Pays with a good card while the connection to the card processor drops, then reloads the cart. */
async function payAndLoseTheConnection(page: Page) {
  await page.route(CARD_STEP, (route) => route.abort('internetdisconnected'));
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Network error, try again!' })).toBeVisible();
  await page.unroute(CARD_STEP);
  await page.reload();
}

test('a renter whose connection dropped during the card step releases or resumes the same payment', async ({
  page,
  request,
}) => {
  const id = unique();
  const ownerEmail = `owner.h.${id}@example.com`;
  const renterEmail = `renter.h.${id}@example.com`;
  await createAccount(request, 'Kemi', ownerEmail);
  await createAccount(request, 'Femi', renterEmail);
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const categoryId = await createCategory(request, adminToken, `Saws ${id}`);
  const saw = `Circular saw ${id}`;
  const toolId = await listTool(
    request,
    await apiToken(request, ownerEmail),
    { categoryId, name: saw, price: '15' },
    photo('cover.png', [40, 120, 200]),
  );
  const renterToken = await apiToken(request, renterEmail);
  await addToCart(request, renterToken, toolId, period(30, 31));

  await signIn(page, renterEmail);
  await sidebar(page).getByRole('link', { name: /Cart/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();
  await payAndLoseTheConnection(page);

  // The dates are the renter's, with the time left; the line is not "unavailable".
  const held = page.getByRole('region', { name: 'Your payment for these tools was not finished' });
  await expect(held).toContainText(/held for you for 1[45] more minutes/);
  await expect(page.getByText(/not available/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Resume payment' })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);

  // Release asks first, then frees the dates at once: Pay starts afresh.
  await held.getByRole('button', { name: 'Release' }).click();
  await page.getByRole('group', { name: 'Release the hold?' }).getByRole('button', { name: 'Yes, release it' }).click();
  await expect(page.getByText('The hold is released and nothing was charged: the dates are free again.')).toBeVisible();
  await expect(held).toHaveCount(0);
  const quote = await graphql<{ bookingQuote: { free: number } }>(
    request,
    adminToken,
    'query($id: ID!, $p: PeriodInput!) { bookingQuote(toolId: $id, period: $p) { free } }',
    { id: toolId, p: period(30, 31) },
  );
  expect(quote.bookingQuote.free).toBe(1);

  // Again the connection drops; this time the renter resumes the same payment and pays.
  await expect(page.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled();
  await payAndLoseTheConnection(page);
  await expect(held).toBeVisible();
  await fillCard(page);
  await page.getByRole('button', { name: 'Resume payment' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible({ timeout: 20_000 });
  const codes = page.getByRole('list', { name: 'Your booking codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(1);

  // Booked once, confirmed.
  const history = await graphql<{ myRentalHistory: { items: { status: string; tool: { name: string } }[] } }>(
    request,
    renterToken,
    '{ myRentalHistory { items { status tool { name } } } }',
  );
  expect(history.myRentalHistory.items.filter((b) => b.tool.name === saw).map((b) => b.status)).toEqual(['CONFIRMED']);
  await sidebar(page).getByRole('link', { name: /Cart/ }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('region', { name: /was not finished/ })).toHaveCount(0);
});
