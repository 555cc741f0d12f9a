import type { APIRequestContext } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
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
 * A damage claim from the owner's report to the administrator's decision: a tool with a 50.00
 * deposit is booked, picked up and returned (over the API); the owner reports damage on the booking
 * page, the administrator finds it in the dispute queue, reads the evidence and awards part of the
 * deposit; the owner and the renter both see the outcome on their booking pages.
 */

async function returnedWithDeposit(request: APIRequestContext, id: string) {
  const ownerEmail = `owner.d.${id}@example.com`;
  const renterEmail = `renter.d.${id}@example.com`;
  await createAccount(request, 'Olu', ownerEmail);
  await createAccount(request, 'Rita', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Generators ${id}`,
  );
  const owner = await apiToken(request, ownerEmail);
  const toolName = `Generator ${id}`;
  const toolId = await listTool(
    request,
    owner,
    { categoryId, name: toolName, price: '30', deposit: '50.00' } as {
      categoryId: string;
      name: string;
      price: string;
    },
    photo('generator.png', [200, 120, 40]),
    { country: 'Nigeria', city: 'Abuja' },
  );
  const renter = await apiToken(request, renterEmail);
  await addToCart(request, renter, toolId, period(3, 4));
  const [booking] = await checkOutAndPay(request, renter);
  await graphql(
    request,
    owner,
    'mutation($id: ID!, $code: String!) { confirmPickup(bookingId: $id, code: $code) { status } }',
    { id: booking!.id, code: booking!.pickupCode },
  );
  await graphql(request, owner, 'mutation($id: ID!) { confirmReturn(bookingId: $id) { status } }', {
    id: booking!.id,
  });
  return { ownerEmail, renterEmail, toolName, booking: booking! };
}

test('the owner reports damage, an administrator awards part of the deposit, both see the outcome', async ({
  page,
  browser,
  request,
  server,
}) => {
  const { ownerEmail, renterEmail, booking } = await returnedWithDeposit(request, unique());

  // The owner reports damage on the booking page, within the window (its end is shown).
  await signIn(page, ownerEmail);
  await page.goto(`/user/my-bookings-details?id=${booking.id}`);
  const panel = page.getByRole('region', { name: 'Damage and disputes' });
  const form = panel.getByRole('form', { name: 'Report damage' });
  await expect(form).toContainText('The renter paid a deposit of $50.00');
  await expect(form).toContainText(/until \d+ \w+ \d{4}/);
  await form.getByLabel('Amount (at most $50.00)').fill('60');
  await form.getByLabel('What was damaged, and how').fill('The pull cord is torn and the casing is cracked.');
  await form.getByRole('button', { name: 'Report damage' }).click();
  await expect(form.getByText('You can claim at most the deposit, $50.00')).toBeVisible();
  await form.getByLabel('Amount (at most $50.00)').fill('40.00');
  await form.getByRole('button', { name: 'Report damage' }).click();
  await expect(panel.getByRole('heading', { name: 'Damage claimed against the deposit: $40.00' })).toBeVisible();
  await expect(panel).toContainText('Open: waiting for an administrator');
  await expect(form).toBeHidden();
  await expectNoSeriousAxeViolations(page);

  // The administrator finds it in the queue and decides: 25.00 of the deposit to the owner.
  const adminContext = await browser.newContext({ baseURL: server.url });
  const admin = await adminContext.newPage();
  await signIn(admin, ADMIN.email, ADMIN.password);
  await admin.goto('/admin/admin-dashboard');
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Disputes' }).click();
  await expect(admin.getByRole('heading', { name: 'Disputes', level: 1 })).toBeVisible();
  await admin.getByRole('combobox', { name: 'Status' }).selectOption('open');
  await admin.getByRole('link', { name: new RegExp(`Dispute of ${booking.code}`) }).click();
  await expect(admin.getByRole('heading', { name: /Damage claim: Generator/ })).toBeVisible();
  await expect(admin.getByText('The pull cord is torn and the casing is cracked.').first()).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expect(admin.getByText('Damage claimed against the deposit').first()).toBeVisible();
  await expectNoSeriousAxeViolations(admin);
  const decision = admin.getByRole('form', { name: 'Decide' });
  await expect(decision.getByLabel('Pay the owner, from the deposit (at most $40.00)')).toHaveValue('40.00');
  await decision.getByLabel('Pay the owner, from the deposit (at most $40.00)').fill('25.00');
  await decision
    .getByLabel('Note to both parties')
    .fill('The return photos show the torn cord; a new one costs 25.00. The casing was cracked before.');
  await decision.getByRole('button', { name: 'Decide' }).click();
  await expect(admin.getByText(/^Decided\. Both parties are e-mailed/)).toBeVisible();
  await expect(admin.getByText('Paid to the owner')).toBeVisible();
  await expect(decision).toBeHidden();

  // The owner sees the decision.
  await page.reload();
  const decided = page.getByRole('region', { name: 'Damage and disputes' });
  await expect(decided).toContainText('Decided');
  await expect(decided).toContainText('$25.00 of the deposit is added to your earnings');
  await expect(decided).toContainText('The return photos show the torn cord');

  // The renter too, with what goes back to their card.
  const renterContext = await browser.newContext({ baseURL: server.url });
  const renterPage = await renterContext.newPage();
  await signIn(renterPage, renterEmail);
  await renterPage.goto(`/user/my-rental-history-details?id=${booking.id}`);
  const renterPanel = renterPage.getByRole('region', { name: 'Problems and disputes' });
  await expect(renterPanel).toContainText('$25.00 of the deposit goes to the owner');
  await expect(renterPanel).toContainText('The rest of the deposit goes back to the renter’s card');
  await expect(renterPanel.getByRole('form', { name: 'Report a problem' })).toBeHidden();
  await expectNoSeriousAxeViolations(renterPage);
  await adminContext.close();
  await renterContext.close();
});
