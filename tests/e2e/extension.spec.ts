import { ADMIN, expect, test } from './support/fixtures.js';
import {
  addToCart,
  apiToken,
  checkOutAndPay,
  createAccount,
  createCategory,
  dayFromNow,
  expectNoSeriousAxeViolations,
  fillCard,
  graphql,
  listTool,
  period,
  photo,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * Keeping a rental longer: a tool at 30.00 a day is booked and picked up (over the API); the renter
 * asks on the booking page to keep it one more day and authorises the card; the owner accepts on
 * theirs and the card is charged; both pages show the new return.
 */

test('the renter asks for one more day, the owner accepts, the card is charged and the return moves', async ({
  page,
  browser,
  request,
  server,
}) => {
  const id = unique();
  const ownerEmail = `owner.x.${id}@example.com`;
  const renterEmail = `renter.x.${id}@example.com`;
  await createAccount(request, 'Olu', ownerEmail);
  await createAccount(request, 'Rita', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Ladders ${id}`,
  );
  const owner = await apiToken(request, ownerEmail);
  const toolId = await listTool(
    request,
    owner,
    { categoryId, name: `Ladder ${id}`, price: '30' },
    photo('ladder.png', [90, 120, 200]),
  );
  const renter = await apiToken(request, renterEmail);
  await addToCart(request, renter, toolId, period(2, 3));
  const [booking] = await checkOutAndPay(request, renter);
  await graphql(
    request,
    owner,
    'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }',
    {
      id: booking!.id,
      code: booking!.pickupCode,
    },
  );

  // The renter asks for one more day: priced first, then the card authorised.
  await signIn(page, renterEmail);
  await page.goto(`/user/my-rental-history-details?id=${booking!.id}`);
  const panel = page.getByRole('region', { name: 'Keep it longer' });
  await panel.getByLabel('New returning date').fill(dayFromNow(4));
  await panel.getByRole('combobox', { name: 'New returning time' }).selectOption('09:00');
  await expect(panel).toContainText('1 day more: $30.00');
  await fillCard(page);
  await panel.getByRole('button', { name: 'Ask to extend: authorise $30.00' }).click();
  await expect(panel).toContainText("Waiting for Olu's answer");
  await expect(panel).toContainText('Your card is authorised, not charged.');
  await expectNoSeriousAxeViolations(page);

  // The owner accepts on their booking page: the card is charged.
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, ownerEmail);
  await ownerPage.goto(`/user/my-bookings-details?id=${booking!.id}`);
  const requests = ownerPage.getByRole('region', { name: 'Extensions' });
  await expect(requests).toContainText("Rita's card is authorised.");
  await expectNoSeriousAxeViolations(ownerPage);
  await requests.getByRole('button', { name: 'Accept and charge $30.00' }).click();
  await expect(requests).toContainText('Accepted and charged.');
  await expect(ownerPage.getByText('Extended', { exact: true }).first()).toBeVisible();

  // The renter sees the charge and the new return.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Keep it longer' })).toContainText(
    'Accepted: your card was charged $30.00.',
  );
  await ownerContext.close();
});
