import { readFile } from 'node:fs/promises';
import { sheetCells } from '../../api/src/test/read-xlsx.js';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test, type AppServer } from './support/fixtures.js';
import {
  expectNoSeriousAxeViolations as expectNoSeriousAxeViolationsIn,
  png as pngOf,
  registerParticipant as register,
  setUpDesk,
  signIn,
  graphql as graphqlAs,
} from './support/helpers.js';

/*
 * The administrator's journeys through the admin area, against the built app with a real SMTP sink.
 * Data is seeded through the public REST API, as visitors would create it.
 */

/** A small real PNG (2x2), for category images. */
const png = () => pngOf([0xe2, 0xb8, 0x4f], [0x3a, 0x10, 0x38]);

/**
 * Sandboxed e-mail frames are left out: axe cannot run inside a frame that allows no scripts (it waits
 * until the test times out), and their content is the e-mail, not the admin page.
 */
const expectNoSeriousAxeViolations = (page: Page) => expectNoSeriousAxeViolationsIn(page, 'iframe[sandbox]');

const signInAsAdmin = (page: Page) => signIn(page, ADMIN.email, ADMIN.password);

/** Opens the admin area the way an administrator does: from the account menu. */
async function openAdminArea(page: Page) {
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/admin-dashboard$/);
}

/** The admin sidebar (a disclosure on small screens; these journeys run at desktop width). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

const unique = () => Math.random().toString(36).slice(2, 8);

interface Registered {
  email: string;
  firstName: string;
  lastName: string;
  code: string;
}

async function registerParticipant(
  request: APIRequestContext,
  server: AppServer,
  lastName: string,
): Promise<Registered> {
  const firstName = 'Ngozi';
  const email = `${lastName.toLowerCase()}@example.com`;
  const { code } = await register(request, server.smtp, { first_name: firstName, last_name: lastName, email });
  return { email, firstName, lastName, code };
}

test('the administrator sees the tiles, finds a participant, exports the list and checks them in', async ({
  page,
  request,
  server,
}) => {
  const lastName = `Zubairu${unique()}`;
  const participant = await registerParticipant(request, server, lastName);
  await registerParticipant(request, server, `Other${unique()}`);

  await signInAsAdmin(page);
  await openAdminArea(page);
  await expect(page.getByText(/^Welcome, /)).toBeVisible();
  await expect(page.getByRole('main').getByText('Admin', { exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  const tiles = page.getByRole('list', { name: 'Totals' });
  for (const label of ['Users', 'Participants', 'Sponsors', 'Sponsors awaiting review', 'Checked in']) {
    await expect(tiles.getByRole('link', { name: new RegExp(`^${label} \\d+$`) })).toBeVisible();
  }
  await expect(tiles.getByRole('link', { name: /^Participants [1-9]/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Registrations per day/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Search: the count is announced, the URL keeps the search for back and refresh.
  await sidebar(page).getByRole('link', { name: 'All Participants' }).click();
  await page.getByRole('searchbox', { name: 'Search participants' }).fill(lastName.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: /of 1 participant matching/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${lastName.toLowerCase()}`));
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search participants' })).toHaveValue(lastName.toLowerCase());
  await expect(page.getByRole('row')).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  // Sorting by a header sets aria-sort.
  const lastNameHeader = page.getByRole('columnheader', { name: /Last Name/ });
  await lastNameHeader.getByRole('button').click();
  await expect(lastNameHeader).toHaveAttribute('aria-sort', 'ascending');

  // The export is the filtered list, fetched with the in-memory token.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^participants-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(participant.email);
  expect(csv.trim().split('\n')).toHaveLength(2);
  const workbookDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  const workbook = await workbookDownload;
  expect(workbook.suggestedFilename()).toMatch(/^participants-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect([...sheetCells(await readFile(await workbook.path())).values()].some((c) => c.v === participant.email)).toBe(
    true,
  );

  // Details by keyboard: the row's link.
  await page.getByRole('link', { name: `Details of ${participant.firstName} ${lastName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/participant-details\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Participant details' })).toBeVisible();
  await expect(page.getByText(participant.code).first()).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'All Participants' })).toHaveAttribute('aria-current', 'true');
  await expectNoSeriousAxeViolations(page);

  // Check-in desk: a typed code checks in at once; a second scan says when the first one was.
  await sidebar(page).getByRole('link', { name: 'Check-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up this check-in desk' })).toBeVisible();
  await setUpDesk(page, 'Desk 1', 'Main entrance');
  const field = page.getByRole('searchbox', { name: 'Name or registration code' });
  await field.fill(participant.code);
  await field.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `(${participant.code}) is checked in at` })).toHaveCount(1);
  await expect(field).toHaveValue('');
  await field.fill(participant.code);
  await field.press('Enter');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /already checked in at \d{1,2} \w{3} \d{4}, \d{1,2}\.\d{2} [AP]M GMT\+1/ }),
  ).toHaveCount(1);
  await field.fill('AIB26-NOSUCH');
  await field.press('Enter');
  await expect(page.getByText('No registration found for “AIB26-NOSUCH”').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Find by name: the match shows as checked in, and the checked-in filter finds them.
  await field.fill(participant.firstName + ' ' + lastName);
  const matches = page.getByRole('region', { name: 'Matches' });
  await expect(matches.getByRole('listitem').filter({ hasText: lastName })).toContainText('Checked in');
  await page.goto('/admin/all-participants?checkedIn=true');
  await expect(page.getByRole('cell', { name: participant.code })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Checked in' })).toHaveValue('true');
});

test('the administrator approves a sponsor, who then shows on the sponsor wall', async ({ page, request }) => {
  // The search matches the start of the company name, so the unique part comes first.
  const company = `Glow${unique()} Shea Naturals`;
  const applied = await request.post('/api/sponsorship-registration', {
    multipart: {
      company,
      email: `${unique()}@sponsor.example.com`,
      phone: '+234 803 000 2222',
      country: 'Nigeria',
      category: 'GOLD',
    },
  });
  expect(applied.status()).toBe(201);

  await signInAsAdmin(page);
  await page.goto('/admin/all-sponsors?status=applied');
  await page.getByRole('searchbox', { name: 'Search sponsors' }).fill(company.split(' ')[0]!);
  await expect(page.getByRole('status').filter({ hasText: 'of 1 sponsor matching' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: company });
  await expect(row).toContainText('Awaiting review');
  await expect(row).toContainText('GOLD');
  await expectNoSeriousAxeViolations(page);

  // A click anywhere on the row opens it.
  await row.getByRole('cell', { name: company, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sponsor-details\?id=/);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is approved' })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();

  // The application came without a logo; the organisers add the one the sponsor sent by e-mail.
  await expect(page.getByText('No logo')).toBeVisible();
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit the sponsorship application' });
  await form.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png() });
  await expect(form.getByRole('img', { name: 'The sponsor’s logo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('textbox', { name: /^Reason for the change/ }).fill('Their logo came by e-mail');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The application is saved.' })).toBeVisible();
  await expect(page.getByRole('img', { name: `${company} logo` })).toBeVisible();

  const wall = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query: '{ sponsorWall { sponsors { company } } }' },
  });
  const body = (await wall.json()) as { data: { sponsorWall: { sponsors: { company: string }[] }[] } };
  expect(body.data.sponsorWall.flatMap((tier) => tier.sponsors.map((s) => s.company))).toContain(company);

  // The list shows the new status; the home page's wall lists the company.
  await page.getByRole('link', { name: 'All Sponsors' }).first().click();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('approved');
  await page.getByRole('searchbox', { name: 'Search sponsors' }).fill(company.split(' ')[0]!);
  await expect(page.getByRole('status').filter({ hasText: 'of 1 sponsor matching' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Approved');
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Our sponsors' }).getByRole('img', { name: company })).toBeVisible();
});

test('the administrator adds a rental category with an image and renames it', async ({ page }) => {
  const name = `Hair dryers ${unique()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/admin-dashboard');
  await sidebar(page).getByRole('link', { name: 'Rental Categories' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'All Rental Categories' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Rental Category' }).click();
  await expect(page).toHaveURL(/\/admin\/add-rental-category$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Image').setInputFiles({ name: 'dryer.png', mimeType: 'image/png', buffer: png() });
  await expect(page.getByRole('img', { name: 'The category image' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Add Category' }).click();

  await expect(page).toHaveURL(/\/admin\/all-rental-categories$/);
  await expect(page.getByText(`Category “${name}” added.`)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.locator('img')).toHaveAttribute('src', /^\/.+/);
  await expectNoSeriousAxeViolations(page);

  await row.getByRole('link', { name: `Details of ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Rental Category' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} and stylers`);
  await page.getByRole('button', { name: 'Update Category' }).click();
  await expect(page).toHaveURL(/\/admin\/all-rental-categories$/);
  await expect(page.getByRole('row').filter({ hasText: `${name} and stylers` })).toBeVisible();
});

test('the administrator e-mails the participants and follows the delivery on the campaign page', async ({
  page,
  request,
  server,
}) => {
  const participant = await registerParticipant(request, server, `Mailer${unique()}`);
  const subject = `Doors open at 9 (${unique()})`;

  await signInAsAdmin(page);
  await page.goto('/admin/admin-dashboard');
  await sidebar(page).getByRole('link', { name: 'Send Email' }).click();
  await page.getByRole('combobox', { name: 'Receivers' }).selectOption({ label: 'All 2026 Participants' });
  await expect(page.getByText(/^\d+ recipients?, \d+ unsubscribed left out$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Dear guests,\n\nThe doors open at 9 am.');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.frameLocator('iframe[title="E-mail preview (HTML)"]');
  await expect(preview.getByText('The doors open at 9 am.')).toBeVisible();
  await expect(page.locator('iframe[title="E-mail preview (HTML)"]')).toHaveAttribute('sandbox', '');
  await page.getByRole('button', { name: 'Plain text' }).click();
  await expect(page.getByLabel('E-mail preview (plain text)')).toContainText('unsubscribe');

  await page.getByRole('button', { name: 'Send test to me' }).click();
  await server.smtp.waitFor((mail) => mail.to.includes(ADMIN.email) && mail.subject.includes(subject));
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Send Email' }).click();
  const confirm = page.getByRole('group', { name: /^Send this e-mail to \d+ recipients?\?$/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /^Yes, send to/ }).click();

  // The admin stays in the admin area, on the campaign's page, which follows the delivery.
  await expect(page).toHaveURL(/\/admin\/campaign\?id=/);
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  const delivered = await server.smtp.waitFor(
    (mail) => mail.to.includes(participant.email) && mail.subject.includes(subject),
  );
  expect(delivered.text).toContain('The doors open at 9 am.');
  await expect(page.getByText(/^Done\. /)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: 'Delivery' })).toHaveAttribute('aria-valuetext', /0 failed/);
  await expect(page.getByRole('heading', { name: 'Failed recipients' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The campaign is listed on the Send Email page; its messages are in the outbox as sent.
  await sidebar(page).getByRole('link', { name: 'Send Email' }).click();
  await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('searchbox', { name: 'Search e-mails' }).fill(participant.email);
  await expect(page.getByRole('status').filter({ hasText: `matching “${participant.email}”` })).toBeVisible();
  const message = page.getByRole('row').filter({ hasText: subject });
  await expect(message).toContainText('Sent');
  await expectNoSeriousAxeViolations(page);
  await message.getByRole('link').click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await expect(
    page.frameLocator('iframe[title="E-mail content (HTML)"]').getByText('The doors open at 9 am.'),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: { id: string } };
}

/** An account made through the REST shim, signed in: its id, token and e-mail. */
async function accountFor(request: APIRequestContext, firstName: string, lastName: string) {
  const email = `${firstName}.${lastName}@example.com`.toLowerCase();
  const password = 'booking journey 2026';
  const created = await request.post('/api/create-account', {
    multipart: {
      first_name: firstName,
      last_name: lastName,
      email,
      phone: '+234 803 000 0000',
      country: 'Nigeria',
      password,
    },
  });
  expect(created.ok()).toBe(true);
  const { token, user } = await apiLogin(request, email, password);
  return { id: user.id, token, email };
}

/** YYYY-MM-DD `days` from now in the marketplace's zone (Africa/Lagos, UTC+1). */
const dayFromNow = (days: number) => new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** What the cart page does: add to cart, check out, pay with the test card 4242…, confirm. */
async function bookAndPay(request: APIRequestContext, token: string, toolId: string, startDay: number, days: number) {
  const period = {
    startDate: dayFromNow(startDay),
    startTime: '09:00',
    endDate: dayFromNow(startDay + days),
    endTime: '09:00',
  };
  await graphqlAs(request, token, 'mutation { emptyCart { totalQuantity } }');
  const { addToCart } = await graphqlAs<{ addToCart: { totalAmount: { decimal: string } } }>(
    request,
    token,
    'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalAmount { decimal } } }',
    { input: { toolId, quantity: 1, ...period } },
  );
  const { checkout } = await graphqlAs<{ checkout: { id: string; clientSecret: string } }>(
    request,
    token,
    'mutation($total: String) { checkout(expectedTotal: $total) { id clientSecret } }',
    { total: addToCart.totalAmount.decimal },
  );
  const card = await request.post('/api/payment/test-provider/confirm', {
    data: {
      clientSecret: checkout.clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
    },
  });
  expect(((await card.json()) as { status: string }).status).toBe('succeeded');
  const { confirmPayment } = await graphqlAs<{ confirmPayment: { bookings: { id: string; code: string }[] } }>(
    request,
    token,
    'mutation($id: ID!) { confirmPayment(paymentId: $id) { bookings { id code } } }',
    { id: checkout.id },
  );
  return confirmPayment.bookings[0]!;
}

test('the administrator finds a booking by its code, opens it and follows the link to the renter', async ({
  page,
  request,
}) => {
  const suffix = unique();
  const toolName = `Lawn mower ${suffix}`;
  const admin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const { createRentalCategory } = await graphqlAs<{ createRentalCategory: { id: string } }>(
    request,
    admin.token,
    'mutation($name: String!) { createRentalCategory(name: $name) { id } }',
    { name: `Garden ${suffix}` },
  );
  const owner = await accountFor(request, 'Olu', `Adeyemi${suffix}`);
  const renter = await accountFor(request, 'Rita', `Nwosu${suffix}`);
  const listed = await request.post(`/api/user/${owner.id}/add-rental`, {
    headers: { authorization: `Bearer ${owner.token}` },
    multipart: {
      name: toolName,
      description: 'Self-propelled, with a grass box.',
      price: '20',
      rental_circle: 'daily',
      units: '2',
      categoryId: createRentalCategory.id,
      country: 'Nigeria',
      city: 'Ikeja',
      address: '4 Allen Avenue',
      cover_image: { name: 'mower.png', mimeType: 'image/png', buffer: png() },
    },
  });
  expect(listed.status()).toBe(201);
  const toolId = ((await listed.json()) as { rental: { id: string } }).rental.id;
  const booking = await bookAndPay(request, renter.token, toolId, 10, 2);
  // Another booking of the same tool, which the search by code leaves out.
  await bookAndPay(request, renter.token, toolId, 20, 1);

  await signInAsAdmin(page);
  await page.goto('/admin/admin-dashboard');
  const tiles = page.getByRole('list', { name: 'Totals' });
  await expect(tiles.getByText('Paid bookings')).toBeVisible();
  await expect(tiles.getByText('Bookings in progress')).toBeVisible();
  await expect(tiles.getByText('Overdue returns')).toBeVisible();
  await expect(tiles.locator('.count-tile').filter({ hasText: 'Revenue' })).toContainText(/\$\d[\d,]*\.\d{2}$/);

  await sidebar(page).getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/admin\/all-rental-bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Tool Bookings' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: toolName })).toHaveCount(2);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search bookings' }).fill(booking.code);
  await expect(page.getByRole('status').filter({ hasText: `of 1 booking matching “${booking.code}”` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: booking.code });
  await expect(row).toContainText(toolName);
  await expect(row).toContainText('$20.00 / day');
  await expect(row).toContainText('$40.00');
  await expect(row).toContainText(`Rita Nwosu${suffix}`);
  await expect(row).toContainText('Confirmed');
  await expect(row).toContainText('Not picked up yet');
  await expectNoSeriousAxeViolations(page);

  // Details by keyboard: the row's link.
  await page.getByRole('link', { name: `Details of ${booking.code}, ${toolName}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/booking-details\\?id=${booking.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: toolName })).toBeVisible();
  await expect(page.getByRole('img', { name: toolName })).toBeVisible();
  await expect(page.getByRole('definition').getByText('$40.00', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Charge $40.00', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Bookings' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('button', { name: /Confirm/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  const related = page.getByRole('navigation', { name: 'Related' });
  await expect(related.getByRole('link', { name: `Tool page: ${toolName}` })).toHaveAttribute(
    'href',
    new RegExp(`^/tools/[a-z0-9-]+-${toolId}$`),
  );
  await expect(related.getByRole('link', { name: `Owner: Olu Adeyemi${suffix}` })).toHaveAttribute(
    'href',
    `/admin/user-details?id=${owner.id}`,
  );
  await related.getByRole('link', { name: `Renter: Rita Nwosu${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/user-details\\?id=${renter.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: `Rita Nwosu${suffix}` })).toBeVisible();
  await expect(page.getByRole('link', { name: renter.email })).toBeVisible();
});

test('the admin area works on a phone: the sidebar folds into a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsAdmin(page);
  await page.goto('/admin/admin-dashboard');
  const toggle = page.getByRole('button', { name: /^Admin menu/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar(page).getByRole('link', { name: 'All Users' })).toBeHidden();
  await toggle.click();
  await sidebar(page).getByRole('link', { name: 'All Users' }).click();
  await expect(page).toHaveURL(/\/admin\/all-users$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('row').filter({ hasText: ADMIN.email })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Nothing sticks out sideways: only the tables' own regions scroll.
  for (const path of [
    '/admin/all-users',
    '/admin/all-participants',
    '/admin/all-rental-bookings',
    '/admin/send-email',
    '/admin/outbox',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
