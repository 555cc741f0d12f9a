import { ADMIN, expect, test } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  createCategory,
  dayFromNow,
  expectNoSeriousAxeViolations,
  listTool,
  photo,
  sidebar,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * Blocked dates: the owner blocks three days of a tool on its Edit Tool page; a renter sees them
 * taken on the tool's calendar, and the booking form refuses a period over them. The renter saves the
 * tool and a search, and finds both on the Saved page.
 */

test('an owner blocks dates and a renter cannot book them, and saves the tool and a search for later', async ({
  page,
  browser,
  request,
  server,
}) => {
  const id = unique();
  const ownerEmail = `owner.b.${id}@example.com`;
  const renterEmail = `renter.b.${id}@example.com`;
  await createAccount(request, 'Bola', ownerEmail);
  await createAccount(request, 'Rukky', renterEmail);
  const categoryId = await createCategory(
    request,
    await apiToken(request, ADMIN.email, ADMIN.password),
    `Mixers ${id}`,
  );
  const toolName = `Cement mixer ${id}`;
  const toolId = await listTool(
    request,
    await apiToken(request, ownerEmail),
    { categoryId, name: toolName, price: '40' },
    photo('mixer.png', [90, 120, 160]),
  );

  // The owner blocks days 20 to 22 with a private note.
  await signIn(page, ownerEmail);
  await page.goto(`/user/my-tool-details?id=${toolId}`);
  const blocks = page.getByRole('region', { name: 'Blocked dates' });
  await expect(blocks.getByText('No blocked dates: every day is for rent.')).toBeVisible();
  await blocks.getByLabel('First day').fill(dayFromNow(20));
  await blocks.getByLabel('Last day').fill(dayFromNow(22));
  await blocks.getByLabel('Note (only you see it)').fill('Servicing the drum');
  await blocks.getByRole('button', { name: 'Block these dates' }).click();
  await expect(blocks.getByText('Blocked. Renters now see those days as booked.')).toBeVisible();
  const listed = blocks.getByRole('list', { name: 'Blocked dates to come' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('all day');
  await expect(listed).toContainText('Servicing the drum');
  // A second block over the same days is refused on the field, naming the first.
  await blocks.getByLabel('First day').fill(dayFromNow(21));
  await blocks.getByRole('button', { name: 'Block these dates' }).click();
  await expect(blocks.getByText(/These days overlap your block of/)).toBeVisible();
  await expect(listed).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  // The renter: the form refuses the blocked days, and accepts the days after.
  const renterContext = await browser.newContext({ baseURL: server.url });
  const renter = await renterContext.newPage();
  await signIn(renter, renterEmail);
  await renter.goto(`/tools/${toolId}`);
  await expect(renter.getByRole('heading', { name: toolName })).toBeVisible();
  const form = renter.getByRole('region', { name: 'BOOKING' });
  await form.getByLabel('Start date').fill(dayFromNow(19));
  await form.getByLabel('Start time').selectOption({ label: '9.00 AM' });
  await form.getByLabel('Returning date').fill(dayFromNow(21));
  await form.getByLabel('Returning time').selectOption({ label: '5.00 PM' });
  await expect(form.getByText('This tool is not available for the chosen period')).toBeVisible();
  await form.getByLabel('Start date').fill(dayFromNow(23));
  await form.getByLabel('Returning date').fill(dayFromNow(24));
  await expect(form.getByText('Payment due')).toBeVisible();
  expect(await renter.content()).not.toContain('Servicing the drum');

  // The owner's name opens their profile, with the tool; back to the tool.
  await renter.getByRole('link', { name: 'Bola' }).click();
  await expect(renter.getByRole('heading', { level: 1, name: 'Bola' })).toBeVisible();
  await expect(renter.getByRole('link', { name: toolName })).toBeVisible();
  await expectNoSeriousAxeViolations(renter);
  await renter.getByRole('link', { name: toolName }).click();
  await expect(renter.getByRole('heading', { level: 1, name: toolName })).toBeVisible();

  // The renter saves the tool for later and finds it on the Saved page.
  await renter.getByRole('button', { name: 'Save', pressed: false }).click();
  await expect(renter.getByRole('button', { name: 'Saved', pressed: true })).toBeVisible();
  // And saves a search for mixers, to hear of new ones.
  await renter.goto(`/tools?q=${encodeURIComponent('cement mixer')}`);
  await renter.getByRole('button', { name: 'Save this search' }).click();
  await expect(renter.getByText(/Saved: "cement mixer"\. We e-mail you at most once a day/)).toBeVisible();
  await renter.goto('/user/user-dashboard');
  await sidebar(renter).getByRole('link', { name: 'Saved' }).click();
  await expect(renter.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expect(renter.getByRole('link', { name: toolName })).toBeVisible();
  await expect(renter.getByRole('link', { name: '"cement mixer"' })).toBeVisible();
  await expectNoSeriousAxeViolations(renter);
  await renterContext.close();
});
