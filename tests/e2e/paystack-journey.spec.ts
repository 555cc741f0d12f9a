import { request as apiRequest } from '@playwright/test';
import { startFakePaystack } from '../../api/src/test/fake-paystack.js';
import { ADMIN, expect, startServer, test } from './support/fixtures.js';
import {
  apiToken,
  createAccount,
  createCategory,
  dayFromNow,
  expectNoSeriousAxeViolations,
  graphql,
  IKEJA,
  listTool,
  PASSWORD,
  photo,
  signIn,
  unique,
} from './support/helpers.js';

/*
 * Local money: a marketplace run in naira with Paystack (a local server that speaks Paystack's API,
 * and serves its checkout page). A Lagos owner's tool is priced in naira; the renter books it, goes to
 * Paystack's checkout page, pays, and comes back to the booking confirmed. The owner chooses their bank,
 * sees the account holder's name Paystack resolved, saves it, withdraws what a late cancellation left
 * them, and Paystack's transfer pays it.
 */

const ACCOUNT = { bankCode: '058', bankName: 'Guaranty Trust Bank', number: '0123456789', name: 'NGOZI ADAEZE OKAFOR' };

const SECRET_KEY = 'sk_test_e2e_paystack';

/**
 * The first time of the booking form's list (every half hour from 7.00 AM to 6.30 PM in Lagos) at least
 * an hour from now: always less than a day away. Answers it and the same time a day later.
 */
function soonestSlot() {
  const inLagos = (at: Date) =>
    Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Africa/Lagos',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
  const HALF_HOUR = 30 * 60_000;
  for (let at = Math.ceil((Date.now() + 3_600_000) / HALF_HOUR) * HALF_HOUR; ; at += HALF_HOUR) {
    const here = inLagos(new Date(at));
    const time = `${here.hour}:${here.minute}`;
    if (time < '07:00' || time > '18:30') continue;
    const next = inLagos(new Date(at + 86_400_000));
    return {
      startDate: `${here.year}-${here.month}-${here.day}`,
      startTime: time,
      endDate: `${next.year}-${next.month}-${next.day}`,
      endTime: time,
    };
  }
}

test('a renter pays for a Lagos tool in naira on Paystack’s checkout page; the owner is paid to the account Paystack resolved', async ({
  browser,
}, testInfo) => {
  const database = (testInfo.project.use as { database?: 'pglite' | 'postgres' }).database ?? 'pglite';
  const paystack = await startFakePaystack(SECRET_KEY);
  const server = await startServer(database, {
    // The operator's currency is the dollar; tools picked up in Nigeria are priced in naira.
    CURRENCY: 'USD',
    LOCAL_CURRENCIES: 'NG:NGN,GH:GHS',
    PAYSTACK_SECRET_KEY: SECRET_KEY,
    PAYSTACK_PUBLIC_KEY: 'pk_test_e2e_paystack',
    PAYSTACK_API_URL: paystack.url,
    // The journey withdraws right after saving the account.
    PAYOUT_COOLING_OFF_HOURS: '0',
  });
  paystack.addAccount({ bankCode: ACCOUNT.bankCode, accountNumber: ACCOUNT.number, accountName: ACCOUNT.name });
  const request = await apiRequest.newContext({ baseURL: server.url });
  const context = await browser.newContext({ baseURL: server.url });
  const ownerContext = await browser.newContext({ baseURL: server.url });
  try {
    const id = unique();
    const ownerEmail = `owner.ng.${id}@example.com`;
    const renterEmail = `renter.ng.${id}@example.com`;
    await createAccount(request, 'Ngozi', ownerEmail);
    await createAccount(request, 'Tunde', renterEmail);
    const categoryId = await createCategory(
      request,
      await apiToken(request, ADMIN.email, ADMIN.password),
      `Power tools ${id}`,
    );
    const toolName = `Concrete mixer ${id}`;
    const toolId = await listTool(
      request,
      await apiToken(request, ownerEmail),
      { categoryId, name: toolName, price: '12500' },
      photo('mixer.png', [90, 140, 60]),
      IKEJA,
    );

    const page = await context.newPage();
    await signIn(page, renterEmail);
    await page.goto('/tools');
    await page.getByRole('searchbox', { name: 'Search tools' }).fill(toolName);
    await page.getByRole('link', { name: toolName, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: toolName })).toBeVisible();
    // Priced as people in Lagos read it.
    await expect(page.getByText('₦12,500.00').first()).toBeVisible();
    const form = page.getByRole('region', { name: 'BOOKING' });
    await form.getByLabel('Start date').fill(dayFromNow(6));
    await form.getByLabel('Start time').selectOption({ label: '9.00 AM' });
    await form.getByLabel('Returning date').fill(dayFromNow(6));
    await form.getByLabel('Returning time').selectOption({ label: '5.00 PM' });
    await form.getByRole('button', { name: 'Proceed To Booking' }).click();
    await expect(page.getByRole('heading', { name: 'Your Booking Summary' })).toBeVisible();
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page.getByRole('heading', { name: 'Your Cart' })).toBeVisible();

    // No card fields here: the cart says Paystack's page comes next.
    await expect(page.getByText("Next, Paystack's secure page opens")).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Pay ₦12,500.00' }).click();

    // Paystack's checkout page (the stand-in's), for the amount the server computed.
    await expect(page).toHaveURL(new RegExp(`^${paystack.url}/checkout/`));
    const transaction = [...paystack.transactions.values()].at(-1)!;
    expect(transaction).toMatchObject({ amount: 1_250_000, currency: 'NGN' });
    expect(transaction.customer.email).toBe(renterEmail);
    await page.getByRole('button', { name: 'Pay' }).click();

    // Back on the site: the payment is confirmed with Paystack and the booking made.
    await expect(page.getByRole('heading', { name: 'Congratulations' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/user\/rental-booking-success\?payment=/);
    const codes = page.getByRole('list', { name: 'Your booking codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(1);
    await expect(codes.first()).toContainText(toolName);
    expect(paystack.transactions.get(transaction.reference)?.status).toBe('success');

    // A second booking, starting in a few hours, paid the same way and cancelled late: the flexible
    // policy refunds half, and the owner's share of the rest can be paid out at once.
    const renterToken = await apiToken(request, renterEmail);
    await graphql(
      request,
      renterToken,
      'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }',
      {
        input: { toolId, quantity: 1, ...soonestSlot() },
      },
    );
    const { checkout } = await graphql<{ checkout: { id: string; clientSecret: string } }>(
      request,
      renterToken,
      'mutation { checkout { id clientSecret } }',
    );
    expect((await fetch(`${checkout.clientSecret}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const { confirmPayment } = await graphql<{ confirmPayment: { bookings: { id: string }[] } }>(
      request,
      renterToken,
      'mutation($id: ID!) { confirmPayment(paymentId: $id) { bookings { id } } }',
      { id: checkout.id },
    );
    await graphql(request, renterToken, 'mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', {
      id: confirmPayment.bookings[0]!.id,
    });

    // The owner confirms their address, then sets up where Paystack pays them.
    const owner = await ownerContext.newPage();
    await signIn(owner, ownerEmail);
    const confirmation = await server.smtp.waitFor(
      (m) => m.to.includes(ownerEmail) && /confirm your e-mail/i.test(m.subject),
    );
    await owner.goto(/(https?:\/\/\S+\/user\/verify-email\?token=[\w%-]+)/.exec(confirmation.text)![1]!);
    await owner.getByRole('button', { name: 'Confirm my e-mail address' }).click();
    await expect(owner.getByText(`Thank you: ${ownerEmail} is confirmed.`)).toBeVisible();
    await owner.goto('/user/earnings');
    const method = owner.getByRole('region', { name: 'How you are paid' });
    await method.getByLabel('Bank').selectOption({ label: ACCOUNT.bankName });
    await method.getByRole('textbox', { name: 'Account number' }).fill('0000000001');
    await method.getByRole('button', { name: 'Check the account' }).click();
    await expect(method.getByText(`${ACCOUNT.bankName} has no account 0000000001`).first()).toBeVisible();
    await method.getByRole('textbox', { name: 'Account number' }).fill(ACCOUNT.number);
    await method.getByRole('button', { name: 'Check the account' }).click();
    // The holder's name as the bank has it, before anything is saved.
    await expect(method.getByRole('status')).toContainText(ACCOUNT.name);
    await expectNoSeriousAxeViolations(owner);
    await method.getByLabel('Current password').fill(PASSWORD);
    await method.getByRole('button', { name: 'Save this account' }).click();
    await expect(owner.getByText(`Your account at ${ACCOUNT.bankName} is saved`)).toBeVisible();
    await expect(method.getByText(ACCOUNT.name)).toBeVisible();
    await expect(method.getByText('••••6789')).toBeVisible();

    // The withdrawal is a Paystack transfer to that account; Paystack's webhook says it arrived.
    await owner.getByRole('button', { name: /^Withdraw available balance \(₦/ }).click();
    await expect(owner.getByText(/on its way to your bank account through Paystack/)).toBeVisible();
    await expect.poll(() => paystack.transfers.size, { timeout: 20_000 }).toBe(1);
    const transfer = [...paystack.transfers.values()][0]!;
    expect(transfer.recipient.details).toMatchObject({ account_number: ACCOUNT.number, account_name: ACCOUNT.name });
    expect(transfer.currency).toBe('NGN');
    paystack.settleTransfer(transfer.reference, 'success');
    const event = paystack.signedEvent('transfer.success', transfer);
    const delivered = await fetch(`${server.url}/api/payment/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': event.signature },
      body: event.body,
    });
    expect(delivered.status).toBe(200);
    await owner.reload();
    const paid = owner.getByRole('row').filter({ hasText: 'Paystack transfer' });
    await expect(paid).toContainText('Paid');
    await expect(paid).toContainText(
      `₦${(transfer.amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
  } finally {
    await context.close();
    await ownerContext.close();
    await request.dispose();
    await server.stop();
    await paystack.close();
  }
});
