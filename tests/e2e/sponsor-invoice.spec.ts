import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, fillCard, signIn, unique } from './support/helpers.js';

/*
 * A sponsor's invoice from end to end: the organiser fills in the invoicing settings and the package's
 * price, approves an application and issues its invoice; the sponsor opens the private link of the
 * invoice e-mail (the suite's SMTP server) and pays by card with the test provider; the admin page then
 * shows the invoice paid. axe checks each page at the seed's widths.
 */

const WIDTHS = [390, 800, 1280] as const;

async function expectAccessibleAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('an organiser invoices an approved sponsor, who pays by card from the e-mail’s link', async ({ page, server }) => {
  const company = `Invoiced ${unique()} Ltd`;
  const email = `invoice.${unique()}@sponsor.example`;
  const applied = await page.request.post('/api/sponsorship-registration', {
    multipart: { company, email, phone: '+234 809 000 1234', country: 'Nigeria', category: 'GOLD' },
  });
  expect(applied.ok()).toBe(true);
  const { sponsor } = (await applied.json()) as { sponsor: { id: string } };

  // The organiser's settings and the GOLD package's price.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/invoicing');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoicing' })).toBeVisible();
  await textbox(page, 'Legal name').fill('AIBEx Events Ltd');
  await textbox(page, 'Address').fill('1 Herbert Macaulay Way, Abuja');
  await textbox(page, 'Bank details for transfers').fill('Zenith Bank · AIBEx Events Ltd · 1012345678');
  await page.getByRole('button', { name: 'Add a tax' }).click();
  const tax = page.getByRole('group', { name: 'Tax 1' });
  await tax.getByRole('textbox', { name: 'Name' }).fill('VAT');
  await tax.getByRole('textbox', { name: 'Rate (%)' }).fill('7.5');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The invoicing settings are saved.' })).toBeVisible();
  await textbox(page, 'GOLD price').fill('50000');
  await page.getByRole('button', { name: 'Save GOLD price' }).click();
  await expect(page.getByRole('status').filter({ hasText: /GOLD: .*50,000\.00 before taxes\./ })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  // Approve, then issue the invoice with the package's price.
  await page.goto(`/admin/sponsor-details?id=${sponsor.id}`);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(textbox(page, 'Amount before taxes')).toHaveValue(/^50000\.00$/);
  await page.getByRole('button', { name: 'Issue and e-mail the invoice' }).click();
  const invoiceHeading = page.getByRole('heading', { name: /^Invoice AIBEX-\d{4}-\d{4}$/ });
  await expect(invoiceHeading).toBeVisible();
  const number = (await invoiceHeading.textContent())!.replace('Invoice ', '');
  await expectAccessibleAtEveryWidth(page);

  // The sponsor's e-mail and its private link.
  const mail = await server.smtp.waitFor((m) => m.to.includes(email) && m.text.includes(number));
  const link = /https?:\/\/\S+\/my-sponsorship\?token=[A-Za-z0-9_-]+(&lang=\w+)?/.exec(mail.text)?.[0];
  expect(link, 'the invoice e-mail carries the private link').toBeTruthy();
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'My sponsorship' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('row', { name: /^VAT \(7\.5%\)/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toContainText(number);
  const pdf = await page.request.get(
    (await page.getByRole('link', { name: 'Download the PDF' }).getAttribute('href'))!,
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectAccessibleAtEveryWidth(page);

  await fillCard(page);
  await page.getByRole('button', { name: /^Pay .*53,750\.00 by card$/ }).click();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pay by card' })).toHaveCount(0);

  // The organiser sees it paid.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto(`/admin/sponsor-details?id=${sponsor.id}`);
  const card = page.getByRole('region', { name: `Invoice ${number}` });
  await expect(card.getByText('Paid by card')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
});
