import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect, test, type AppServer } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  expectNoSeriousAxeViolations,
  graphql,
  registerParticipant,
  setUpDesk,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * The door on the day: a handheld scanner types each code and presses Enter, faster than any person,
 * and staff undo the guest scanned by mistake. Then the participants table on a wide and a narrow screen.
 */

interface Guest {
  firstName: string;
  lastName: string;
  code: string;
}

async function register(request: APIRequestContext, server: AppServer, firstName: string): Promise<Guest> {
  const lastName = `Door${unique()}`;
  const { code } = await registerParticipant(request, server.smtp, {
    first_name: firstName,
    last_name: lastName,
    // As long as real ones get: the widest cell of the row is often the e-mail address.
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@lumiere-cosmetiques.example.com`,
    state: 'Lagos',
    city: 'Ikeja',
    address: '4 Allen Avenue, off Opebi Road',
  });
  return { firstName, lastName, code };
}

const results = (page: Page) => page.getByRole('region', { name: 'Results' }).getByRole('listitem');
const result = (page: Page, text: string) => results(page).filter({ hasText: text });

test('a scanner checks two guests in a row, a second scan and an unknown code show apart, and one is undone', async ({
  page,
  request,
  server,
}) => {
  const amaka = await register(request, server, 'Amaka');
  const femi = await register(request, server, 'Femi');
  await signIn(page, ADMIN.email, ADMIN.password);
  await setUpDesk(page, 'Desk 1', 'Main entrance');
  const field = page.getByRole('searchbox', { name: 'Name or registration code' });
  await field.focus();

  // As a scanner sends them: each code's characters and Enter, the next code at once, no waiting.
  await page.keyboard.type(`${amaka.code}\n${femi.code}\n`);
  await expect(result(page, `${femi.firstName} ${femi.lastName}`)).toContainText('Checked in');
  await expect(result(page, `${amaka.firstName} ${amaka.lastName}`)).toContainText('Checked in');
  await expect(results(page)).toHaveCount(2);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();

  // The same code again: a warning naming the first check-in, not a new green result.
  await page.keyboard.type(`${amaka.code}\n`);
  const again = results(page).first();
  await expect(again).toContainText('Already checked in');
  await expect(again).toContainText(/First checked in \d{1,2} \w{3} \d{4}, \d{1,2}\.\d{2} [AP]M GMT\+1/);
  await expect(again).toHaveClass(/scan-result--already/);

  await page.keyboard.type('AIB26-NOSUCH\n');
  await expect(results(page).first()).toContainText('Not found');
  await expect(results(page).first()).toContainText('No registration found for “AIB26-NOSUCH”');
  await expect(page.getByRole('status').filter({ hasText: 'No registration found for “AIB26-NOSUCH”' })).toHaveCount(1);
  await expect(field).toHaveValue('');

  // Femi was let in by mistake: undo, and the field is ready for the next guest.
  await page.getByRole('button', { name: `Undo the check-in of ${femi.firstName} ${femi.lastName}` }).click();
  await expect(result(page, `${femi.firstName} ${femi.lastName}`)).toContainText('Check-in undone');
  await expect(field).toBeFocused();
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
  }

  // The lists agree: Amaka is checked in, Femi is not (and can be checked in when he really arrives).
  await page.goto(`/admin/all-participants?checkedIn=true&search=${amaka.lastName.toLowerCase()}`);
  await expect(page.getByRole('cell', { name: amaka.code })).toBeVisible();
  await page.goto(`/admin/all-participants?checkedIn=false&search=${femi.lastName.toLowerCase()}`);
  await expect(page.getByRole('cell', { name: femi.code })).toBeVisible();
});

test('a walk-up registered at the door is checked in and their badge printed at the desk', async ({
  page,
  request,
  server,
}) => {
  // Registered on the spot (the desk's tablet, or their own phone), then straight to the desk.
  const walkUp = await register(request, server, 'Ifeoma');
  const name = `${walkUp.firstName} ${walkUp.lastName}`;
  await signIn(page, ADMIN.email, ADMIN.password);
  await setUpDesk(page, 'Desk 2', 'Main entrance');
  await page.getByRole('searchbox', { name: 'Name or registration code' }).fill(walkUp.code);
  await page.keyboard.press('Enter');
  await expect(result(page, name)).toContainText('Checked in');

  // The badge is drawn, opened for printing, and recorded as printed.
  await page.getByRole('button', { name: `Print badge of ${name}` }).click();
  await expect(page.getByText(`The badge of ${name} is ready to print.`)).toBeVisible();
  const pdf = page.getByRole('link', { name: 'Open the badge PDF' });
  expect(await pdf.getAttribute('href')).toMatch(/^blob:/);
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  const { adminParticipants } = await graphql<{ adminParticipants: { items: { badgePrintedAt: string | null }[] } }>(
    request,
    token,
    'query($s: String) { adminParticipants(search: $s) { items { badgePrintedAt } } }',
    { s: walkUp.code },
  );
  expect(adminParticipants.items).toHaveLength(1);
  expect(adminParticipants.items[0]!.badgePrintedAt).toBeTruthy();
  await expect(page.getByRole('searchbox', { name: 'Name or registration code' })).toBeVisible();
});

test('the participants table shows every column at 1920 px, and the admin chooses the columns', async ({
  page,
  request,
  server,
}) => {
  const guest = await register(request, server, 'Chiamaka');
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/all-participants?search=${guest.lastName.toLowerCase()}`);
  await expect(page.getByRole('cell', { name: guest.code })).toBeVisible();

  const headers = page.getByRole('columnheader');
  const names = await headers.allInnerTexts();
  for (const name of ['Id', 'First Name', 'Last Name', 'Email', 'Phone', 'Country', 'State', 'City', 'Address']) {
    expect(names.some((text) => text.startsWith(name))).toBe(true);
  }
  for (let i = 0; i < (await headers.count()); i++) {
    const box = await headers.nth(i).boundingBox();
    expect(box, names[i]).not.toBeNull();
    expect(box!.x + box!.width, `${names[i]} ends inside the window`).toBeLessThanOrEqual(1920);
  }
  await expect(page.getByRole('link', { name: `Details of ${guest.firstName} ${guest.lastName}` })).toBeInViewport();
  await expect(page.getByText(/Wider than the screen/)).toHaveCount(0);

  // Columns: hide two, and they stay hidden after a reload.
  const columns = page.getByRole('button', { name: /^Columns/ });
  await columns.click();
  await expect(columns).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('checkbox', { name: 'Address' }).uncheck();
  await page.getByRole('checkbox', { name: 'Phone' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(columns).toBeFocused();
  await expect(page.getByRole('columnheader', { name: 'Address' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('cell', { name: guest.code })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Phone' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Country' })).toBeVisible();

  // On a phone the table is wider than the screen: it says so, and scrolls sideways by keyboard.
  await page.getByRole('button', { name: /^Columns/ }).click();
  await page.getByRole('button', { name: 'Show all columns' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(/Wider than the screen: scroll the table sideways/)).toBeVisible();
  const region = page.getByRole('region', { name: 'All participants' });
  await region.focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
  await expect
    .poll(() => region.evaluate((element) => element.scrollLeft), { message: 'the table scrolled sideways' })
    .toBeGreaterThan(0);
  await expectNoSeriousAxeViolations(page);
});

test('check-in staff land on the desk, check a guest in by name, and see nothing else of the admin area', async ({
  page,
  request,
  server,
}) => {
  const guest = await register(request, server, 'Zainab');
  const email = `desk.${unique()}@example.com`;
  await createAccount(request, 'Desk', email);
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const { user } = await graphql<{ user: { id: string } }>(
    request,
    adminToken,
    `
      query ($e: String!) {
        user: userByEmail(email: $e) {
          id
        }
      }
    `,
    { e: email },
  );
  await graphql(
    request,
    adminToken,
    'mutation($id: ID!, $input: UserCorrectionInput!) { adminUpdateUser(id: $id, input: $input, reason: "Entrance, both days") { role } }',
    { id: user.id, input: { firstName: 'Desk', lastName: 'Tester', role: 'CHECK_IN' } },
  );

  await signIn(page, email);
  await page.getByRole('button', { name: 'Desk' }).click();
  await page.getByRole('menuitem', { name: 'Check-in desk' }).click();
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  await expect(page.getByText('Check-in staff')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText(['Check-in']);

  // Check-in staff set their device up as a desk; it downloads the guest list (names and codes only).
  await setUpDesk(page, 'Desk 2', 'South gate');

  // A guest without their QR code gives their name: the desk finds them on its list.
  const field = page.getByRole('searchbox', { name: 'Name or registration code' });
  await field.fill(guest.lastName);
  const match = page.getByRole('listitem').filter({ hasText: `${guest.firstName} ${guest.lastName}` });
  await expect(match).toContainText(guest.code);
  await expect(match).not.toContainText('@');
  await expect(match.getByRole('link')).toHaveCount(0);
  await match.getByRole('button', { name: /Check in/ }).click();
  await expect(result(page, `${guest.firstName} ${guest.lastName}`)).toContainText('Checked in');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/check-in$/);
  await page.goto('/admin/all-participants');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('All Participants');
  await expect(page.getByText(/not allowed|administrator/i).first()).toBeVisible();
});
