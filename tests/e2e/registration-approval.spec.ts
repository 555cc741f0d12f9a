import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, signIn, unique } from './support/helpers.js';

/*
 * A type the organisers approve: a journalist registers for a press pass and is told it awaits approval
 * (an e-mail without a ticket); the organiser finds them among those awaiting approval, approves, and
 * the ticket is e-mailed; the numbers move from awaiting to registered.
 */

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('an organiser approves a press registration, and the ticket is e-mailed', async ({ page, browser, server }) => {
  const id = unique();
  const name = `Press pass ${id}`;
  const email = `ada.press.${id}@example.com`;

  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/registration-types');
  await page.getByRole('link', { name: 'Add type' }).click();
  await textbox(page, 'Name').fill(name);
  await page.getByRole('checkbox', { name: 'Needs approval' }).check();
  await page.getByRole('button', { name: 'Add Type' }).click();
  await expect(page.getByText(`Type “${name}” added.`)).toBeVisible();

  // The journalist registers, and is told the organisers review it.
  const visitorContext = await browser.newContext({ baseURL: server.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/registration');
  const press = visitor.getByRole('radio', { name });
  await expect(press).toHaveAccessibleDescription(/The organisers approve each registration/);
  await press.check();
  await textbox(visitor, 'First name').fill('Ada');
  await textbox(visitor, 'Last name').fill(`Nwosu ${id}`);
  await textbox(visitor, 'Email').fill(email);
  await textbox(visitor, 'Phone').fill('+234 803 555 0177');
  await visitor.getByRole('combobox', { name: 'Country', exact: true }).fill('Nigeria');
  await visitor.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Nigeria', exact: true }).click();
  await visitor.getByRole('button', { name: 'REGISTER' }).click();
  await expect(visitor).toHaveURL(/\/registration-success$/);
  await expect(visitor.getByText('The organisers review registrations of this kind.')).toBeVisible();
  await expectNoSeriousAxeViolations(visitor);
  const waiting = await server.smtp.waitFor((m) => m.to.includes(email) && /awaits approval/.test(m.text));
  expect(waiting.raw).not.toContain('registration-qr');
  await visitorContext.close();

  // The organiser finds it awaiting approval and approves it.
  await page.goto('/admin/all-participants');
  await page.getByRole('combobox', { name: 'Registration' }).selectOption({ label: 'Awaiting approval' });
  const row = page.getByRole('row').filter({ hasText: `Nwosu ${id}` });
  await expect(row).toContainText('Awaiting approval');
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: `Ada Nwosu ${id}` })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('Accredited by the Nigerian Guild of Editors');
  await dialog.getByRole('button', { name: 'Approve and send the ticket' }).click();
  await expect(page.getByText(`Approved: the ticket is on its way to ${email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check in' })).toBeVisible();
  const ticket = await server.smtp.waitFor((m) => m.to.includes(email) && /AIB\d\d-[A-Z0-9]{6}/.test(m.subject));
  expect(ticket.raw).toContain('registration-qr');

  // In numbers: registered, none awaiting.
  await page.goto('/admin/registration-types');
  const counted = page.getByRole('region', { name: 'In numbers' }).getByRole('row').filter({ hasText: name });
  await expect(counted.getByRole('cell').nth(1)).toHaveText('1');
  await expect(counted.getByRole('cell').nth(2)).toHaveText('0');
});
