import { ADMIN, expect, test } from './support/fixtures.js';
import {
  addToCart,
  apiToken,
  checkOutAndPay,
  createAccount,
  createCategory,
  expectNoSeriousAxeViolations,
  listTool,
  period,
  photo,
  sidebar,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * A question before booking: a renter asks from the tool page, the owner answers live from Messages,
 * and once the renter books the tool the conversation goes on on the booking's page.
 */

test('a question to the owner becomes the booking’s conversation', async ({ page, browser, request, server }) => {
  const id = unique();
  const ownerEmail = `owner.q.${id}@example.com`;
  const renterEmail = `renter.q.${id}@example.com`;
  await createAccount(request, 'Olu', ownerEmail);
  await createAccount(request, 'Rita', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Sanders ${id}`,
  );
  const toolName = `Orbital sander ${id}`;
  const toolId = await listTool(
    request,
    await apiToken(request, ownerEmail),
    { categoryId, name: toolName, price: '15' },
    photo('sander.png', [150, 90, 40]),
  );

  // The renter asks from the tool page and lands on the conversation.
  await signIn(page, renterEmail);
  await page.goto(`/tools/${toolId}`);
  const ask = page.getByRole('region', { name: 'Questions? Ask Olu' });
  await ask.getByLabel('Your question (before you book)').fill('Does it come with sanding discs?');
  await ask.getByRole('button', { name: 'Send question' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Your question to Olu about ${toolName}` })).toBeVisible();
  const renterLog = page.getByRole('log', { name: 'Conversation with Olu' });
  await expect(renterLog.getByText('Does it come with sanding discs?')).toBeVisible();

  // The owner sees it counted and listed in Messages, opens it and answers; the renter sees it live.
  const ownerContext = await browser.newContext({ baseURL: server.url });
  const owner = await ownerContext.newPage();
  await signIn(owner, ownerEmail);
  const messagesLink = sidebar(owner).getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toContainText('1');
  await messagesLink.click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const item = owner.getByRole('listitem').filter({ hasText: 'Question before booking' });
  await expect(item).toContainText('1 unread');
  await expectNoSeriousAxeViolations(owner);
  await item.getByRole('link').click();
  await expect(owner.getByRole('heading', { level: 1, name: `Rita's question about ${toolName}` })).toBeVisible();
  await owner.getByLabel('Your message').fill('Yes, ten of each grit.');
  await owner.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(renterLog.getByText('Yes, ten of each grit.')).toBeVisible();
  await expect(sidebar(owner).getByRole('link', { name: 'Messages' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The renter books the tool: the booking's page opens with the questions that led to it.
  const renterToken = await apiToken(request, renterEmail);
  await addToCart(request, renterToken, toolId, period(6, 7));
  const [booking] = await checkOutAndPay(request, renterToken);
  await page.reload();
  await expect(page.getByText(`This conversation goes on with booking ${booking!.code}.`)).toBeVisible();
  await page.getByRole('link', { name: 'Open the booking' }).click();
  const bookingLog = page.getByRole('log', { name: 'Conversation with Olu' });
  await expect(bookingLog.getByText('Does it come with sanding discs?')).toBeVisible();
  await expect(bookingLog.getByText('Yes, ten of each grit.')).toBeVisible();
  await page.getByLabel('Your message').fill('Booked! See you on the day.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await owner.goto(`/user/my-bookings-details?id=${booking!.id}`);
  await expect(
    owner.getByRole('log', { name: 'Conversation with Rita' }).getByText('Booked! See you on the day.'),
  ).toBeVisible();
  await ownerContext.close();
});
