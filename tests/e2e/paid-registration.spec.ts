import type { Page } from '@playwright/test';
import { startFakePaystack } from '../../api/src/test/fake-paystack.js';
import { ADMIN, expect, startServer, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, signIn, unique } from './support/helpers.js';

/*
 * A paid trade visitor in naira: the organiser prices a registration type at ₦25,000 (the expo takes
 * money through Paystack: a local server that speaks Paystack's API and serves its checkout page); a
 * visitor chooses it, continues to the payment page (their place held), pays on Paystack's checkout
 * page, comes back registered, and gets their confirmation; the organiser sees the place taken.
 */

const SECRET_KEY = 'sk_test_e2e_paystack_expo';
const WIDTHS = [390, 800, 1280] as const;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function expectAccessibleAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a visitor registers as a paid trade visitor in naira, paying on Paystack’s checkout page', async ({
  browser,
}, testInfo) => {
  const database = (testInfo.project.use as { database?: 'pglite' | 'postgres' }).database ?? 'pglite';
  const paystack = await startFakePaystack(SECRET_KEY);
  const server = await startServer(database, {
    CURRENCY: 'USD',
    LOCAL_CURRENCIES: 'NG:NGN,GH:GHS',
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: 'pk_test_e2e_paystack_expo',
    PAYSTACK_API_URL: paystack.url,
  });
  const organiserContext = await browser.newContext({ baseURL: server.url });
  const visitorContext = await browser.newContext({ baseURL: server.url });
  try {
    const id = unique();
    const name = `Trade visitor ${id}`;
    const email = `kemi.${id}@example.com`;

    // The organiser prices the type in naira.
    const organiser = await organiserContext.newPage();
    await signIn(organiser, ADMIN.email, ADMIN.password);
    await organiser.goto('/admin/registration-types');
    await organiser.getByRole('link', { name: 'Add type' }).click();
    await textbox(organiser, 'Name').fill(name);
    await organiser.getByRole('spinbutton', { name: 'Places' }).fill('50');
    await textbox(organiser, 'Price').fill('25000');
    await organiser.getByRole('combobox', { name: 'Currency' }).selectOption('NGN');
    await organiser.getByRole('button', { name: 'Add Type' }).click();
    await expect(organiser.getByText(`Type “${name}” added.`)).toBeVisible();
    const row = organiser.getByRole('row').filter({ hasText: name }).first();
    await expect(row).toContainText('₦25,000.00');
    await expect(row).toContainText('0 of 50 taken');

    // The visitor sees the price beside each type, and continues to the payment.
    const visitor = await visitorContext.newPage();
    await visitor.goto('/registration');
    const trade = visitor.getByRole('radio', { name });
    await expect(visitor.getByRole('group', { name: 'Register as' })).toContainText('Free');
    await trade.check();
    await expect(trade).toHaveAccessibleDescription(/₦25,000\.00/);
    await textbox(visitor, 'First name').fill('Kemi');
    await textbox(visitor, 'Last name').fill('Adéwálé');
    await textbox(visitor, 'Email').fill(email);
    await textbox(visitor, 'Phone').fill('+234 803 555 0142');
    await visitor.getByRole('combobox', { name: 'Country', exact: true }).fill('Nigeria');
    await visitor
      .getByRole('listbox', { name: 'Country' })
      .getByRole('option', { name: 'Nigeria', exact: true })
      .click();
    await expect(visitor.getByText('₦25,000.00 is paid by card on the next page')).toBeVisible();
    await visitor.getByRole('button', { name: 'CONTINUE TO PAYMENT' }).click();

    // The payment page: what is paid for, the place held, Paystack's page next.
    await expect(visitor.getByRole('heading', { level: 1, name: 'Pay for your registration' })).toBeVisible();
    await expect(visitor).toHaveURL(/\/registration\/payment$/);
    const summary = visitor.getByRole('form', { name: 'Your registration' });
    await expect(summary).toContainText(name);
    await expect(summary).toContainText(email);
    await expect(summary).toContainText(/Your place is held until/);
    await expect(visitor.getByLabel('Card number')).toHaveCount(0);
    await expectAccessibleAtEveryWidth(visitor);
    // Nobody is registered yet, yet the place is held.
    await organiser.reload();
    await expect(organiser.getByRole('row').filter({ hasText: name }).first()).toContainText('1 of 50 taken');

    await visitor.getByRole('button', { name: 'PAY ₦25,000.00' }).click();
    await expect(visitor).toHaveURL(new RegExp(`^${paystack.url}/checkout/`));
    const transaction = [...paystack.transactions.values()].at(-1)!;
    expect(transaction).toMatchObject({ amount: 2_500_000, currency: 'NGN' });
    expect(transaction.customer.email).toBe(email);
    await visitor.getByRole('button', { name: 'Pay' }).click();

    // Back on the site: the payment confirmed with Paystack, the registration made and confirmed.
    await expect(visitor.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(visitor.getByText('Your payment of ₦25,000.00 was received.')).toBeVisible();
    await expect(visitor.getByText(email)).toBeVisible();
    await expectAccessibleAtEveryWidth(visitor);
    const mail = await server.smtp.waitFor((m) => m.to.includes(email) && /AIB\d\d-[A-Z0-9]{6}/.test(m.text));
    expect(mail.subject).toMatch(/registration/i);
    expect(paystack.transactions.get(transaction.reference)?.status).toBe('success');

    // The organiser finds them registered as the paid type.
    await organiser.goto('/admin/all-participants');
    await organiser.getByRole('searchbox', { name: 'Search participants' }).fill(email);
    await expect(organiser.getByRole('row').filter({ hasText: 'Adéwálé' })).toBeVisible();
    await organiser.goto('/admin/registration-types');
    await expect(organiser.getByRole('row').filter({ hasText: name }).first()).toContainText('1 of 50 taken');
    const numbers = organiser
      .getByRole('table', { name: 'Registrations per type' })
      .getByRole('row')
      .filter({ hasText: name });
    // Registered 1, awaiting approval 0, checked in 0, waiting 0, offers 0, cancelled 0, paid 1, paying 0, revenue.
    await expect(numbers.getByRole('cell')).toHaveText([
      name,
      '1',
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
      '0',
      '₦25,000.00',
      /Details/,
    ]);
  } finally {
    await organiserContext.close();
    await visitorContext.close();
    await server.stop();
    await paystack.close();
  }
});
