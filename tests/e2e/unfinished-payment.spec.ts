import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  dayFromNow,
  expectNoSeriousAxeViolations,
  graphql,
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

async function listTool(request: APIRequestContext, token: string, categoryId: string, name: string) {
  const response = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation($input: ToolInput!, $cover: Upload) { createTool(input: $input, coverImage: $cover) { id } }',
        variables: {
          input: {
            name,
            price: '15',
            categoryId,
            country: 'Nigeria',
            state: 'Lagos',
            city: 'Ikeja',
            address: '4 Allen Avenue',
          },
          cover: null,
        },
      }),
      map: JSON.stringify({ cover: ['variables.cover'] }),
      cover: photo('cover.png', [40, 120, 200]),
    },
  });
  const body = (await response.json()) as { data?: { createTool: { id: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.createTool.id;
}

async function fillCard(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
}

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
  const { createRentalCategory } = await graphql<{ createRentalCategory: { id: string } }>(
    request,
    adminToken,
    'mutation($name: String!) { createRentalCategory(name: $name) { id } }',
    { name: `Saws ${id}` },
  );
  const saw = `Circular saw ${id}`;
  const toolId = await listTool(request, await apiToken(request, ownerEmail), createRentalCategory.id, saw);
  const renterToken = await apiToken(request, renterEmail);
  await graphql(
    request,
    renterToken,
    'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount } }',
    { input: { toolId, startDate: dayFromNow(30), startTime: '09:00', endDate: dayFromNow(31), endTime: '09:00' } },
  );

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
    { id: toolId, p: { startDate: dayFromNow(30), startTime: '09:00', endDate: dayFromNow(31), endTime: '09:00' } },
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
  expect(history.myRentalHistory.items.filter((b) => b.tool.name === saw).map((b) => b.status)).toEqual(['confirmed']);
  await sidebar(page).getByRole('link', { name: /Cart/ }).click();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('region', { name: /was not finished/ })).toHaveCount(0);
});
