import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, signIn, unique } from './support/helpers.js';

/*
 * The attendee's own page: registered through the form, opened from the link in the confirmation
 * e-mail (the suite's SMTP server), then the QR ticket, an edit of the details, the badge PDF and a
 * request to delete the data, which an administrator completes from the privacy requests page.
 */

const WIDTHS = [390, 800, 1280] as const;

/** axe at each of the seed's widths, and no sideways scrolling; back at desktop width afterwards. */
async function expectAccessibleAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

test('an attendee opens My registration from the e-mail, edits, downloads the badge and asks for deletion, which an administrator completes', async ({
  page,
  server,
}) => {
  const email = `myreg.${unique()}@example.com`;
  await page.goto('/registration');
  await combobox(page, 'Title').selectOption('Dr.');
  await textbox(page, 'First name').fill('Folasade');
  await textbox(page, 'Last name').fill('Bakare');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone').fill('+234 803 555 0199');
  await combobox(page, 'Country').fill('Nigeria');
  await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Nigeria', exact: true }).click();
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/registration-success$/);

  const mail = await server.smtp.waitFor((m) => m.to.includes(email) && /your registration/.test(m.subject));
  const link = /https?:\/\/\S+\/my-registration\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'the confirmation carries the private link').toBeTruthy();
  const code = /AIB26-[A-Z0-9]{6}/.exec(mail.subject)![0];

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'My registration' })).toBeVisible();
  const qr = page.getByRole('img', { name: `QR code for registration ${code}` });
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
    'href',
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE/,
  );
  await expect(page.getByRole('link', { name: /Outlook/ })).toHaveAttribute(
    'href',
    /^https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/,
  );
  await expectAccessibleAtEveryWidth(page);

  // Edit: the form's rules first, then a saved change.
  await textbox(page, 'Last name').fill('');
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(textbox(page, 'Last name')).toHaveAttribute('aria-invalid', 'true');
  await textbox(page, 'Last name').fill('Bakare-Olu');
  await page.getByRole('checkbox', { name: 'Send me news and offers about AIBEx 2026 by e-mail' }).check();
  await page.getByRole('button', { name: 'Save my details' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your details are saved.' })).toBeVisible();
  await page.reload();
  await expect(textbox(page, 'Last name')).toHaveValue('Bakare-Olu');

  // The badge: a PDF download.
  const badge = page.getByRole('link', { name: 'Download my badge (PDF)' });
  const pdf = await page.request.get((await badge.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [download] = await Promise.all([page.waitForEvent('download'), badge.click()]);
  expect(download.suggestedFilename()).toBe(`${code}-badge.pdf`);

  // Ask for deletion, with a confirmation first.
  await page.getByRole('button', { name: 'Ask for my data to be deleted' }).click();
  await page.getByRole('button', { name: 'Yes, ask for deletion' }).click();
  await expect(page.getByText('Deletion requested')).toBeVisible();

  // The administrator sees the request (counted in the sidebar) and completes it.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/admin-dashboard');
  const sidebarLink = page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Privacy requests\s*\(\d+ waiting\)$/ });
  await sidebarLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy requests' })).toBeVisible();
  const request = page.getByRole('listitem').filter({ hasText: code });
  await expect(request).toContainText('Folasade Bakare-Olu');
  await expect(page.getByText(/\d+ requests? waiting/)).toBeVisible();
  await expectAccessibleAtEveryWidth(page);
  await request.getByRole('button', { name: 'Complete: delete the data' }).click();
  await request.getByRole('button', { name: 'Yes, delete the data' }).click();
  await expect(page.getByRole('status').filter({ hasText: `The registration ${code} is deleted` })).toBeVisible();

  const outcome = await server.smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('is deleted'));
  expect(outcome.text).toContain(code);
  await page.goto(link!);
  await expect(page.getByText('This link does not work any more')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Get your link by e-mail' })).toBeVisible();
});
