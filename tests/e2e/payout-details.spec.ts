import { expect, test } from './support/fixtures.js';
import { PASSWORD, createAccount, expectNoSeriousAxeViolations, signIn, unique } from './support/helpers.js';

/*
 * Where an owner's money goes is guarded like the password: a confirmed address (the change is e-mailed
 * there), the current password, and a waiting period before the next payout.
 */
test('an owner confirms the address, saves bank details with the password, and waits before a payout', async ({
  page,
  request,
  server,
}) => {
  const email = `owner.p.${unique()}@example.com`;
  await createAccount(request, 'Ola', email);
  await signIn(page, email);

  // Not confirmed yet: the page says so, offers the link again, and no payout can be asked for.
  await page.goto('/user/earnings');
  const method = page.getByRole('region', { name: 'How you are paid' });
  await expect(method.getByText('Confirm your e-mail address to be paid')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Withdraw available balance/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await method.getByRole('button', { name: 'Send the link again' }).click();
  await expect(method.getByText(`We sent a new link to ${email}. Open it to confirm your address.`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The newest link confirms the address.
  const confirmations = () =>
    server.smtp.mails.filter((m) => m.to.includes(email) && /confirm your e-mail/i.test(m.subject));
  await expect.poll(() => confirmations().length).toBe(2);
  const link = /(https?:\/\/\S+\/user\/verify-email\?token=[\w%-]+)/.exec(confirmations()[1]!.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();

  // Bank details need the current password, and the owner is told what follows.
  await page.goto('/user/earnings');
  await expect(method.getByText('Confirm your e-mail address to be paid')).toHaveCount(0);
  const form = method.locator('form');
  await expect(form).toContainText(`we e-mail ${email} about it at once`);
  await form.getByRole('textbox', { name: 'Name on the account' }).fill('Ola Tester');
  await form.getByRole('textbox', { name: 'Bank', exact: true }).fill('Access Bank');
  await form.getByRole('textbox', { name: 'Account number or IBAN' }).fill('0123456789');
  await form.getByRole('textbox', { name: 'Bank code' }).fill('044');
  const password = form.getByLabel('Current password');
  await password.fill('not my password 1');
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(form.getByText('Your current password is not correct').first()).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill(PASSWORD);
  await form.getByRole('button', { name: 'Save bank details' }).click();
  await expect(page.getByText(`Your bank details are saved, and we e-mailed ${email} about the change.`)).toBeVisible();
  await expect(method.getByText('••••6789')).toBeVisible();
  await server.smtp.waitFor((m) => m.to.includes(email) && /payout details were changed/i.test(m.subject));

  // The waiting period: when payouts can be asked for again, and no withdrawal until then.
  await expect(
    page.getByText(/For your safety, you can ask for a payout again from \d+ \w+ \d{4}, \d{1,2}\.\d\d [AP]M GMT\+1\./),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Withdraw available balance/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expectNoSeriousAxeViolations(page);
});
