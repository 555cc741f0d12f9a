import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, png, signIn } from './support/helpers.js';

async function openAccountMenu(page: Page) {
  // The button is named after the signed-in user (or 'My Account'); it is the header's menu button.
  await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
}

test('a newcomer signs up with a picture, confirms the address, edits the profile, signs out, resets the password by e-mail, signs out everywhere', async ({
  page,
  browser,
  server,
}) => {
  const email = `e2e.${Date.now()}@example.com`;
  const password = 'first password 123';
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });

  await page.goto('/create-account');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('First name').fill('Halima');
  await page.getByLabel('Last name').fill('Musa');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+234 802 111 2222');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Country').fill('Nigeria');
  await page.getByLabel('State').fill('Kano');
  await page.getByLabel('City').fill('Kano');
  await page.getByLabel('Address').fill('7 Zoo Road');
  await page
    .getByLabel('Profile picture')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png([0x5b, 0x1f, 0x4a], [0xf3, 0xc9, 0x69]) });
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/user-login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password 000');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/user\/user-dashboard$/);
  await expect(page.getByRole('banner').getByText('Halima')).toBeVisible();
  // Until the address is confirmed, one line in the user area says where the link went.
  const verifyBanner = page.getByRole('complementary', { name: 'E-mail address' });
  await expect(verifyBanner).toContainText(
    `Please confirm your e-mail address, ${email}, with the link we e-mail you.`,
  );
  // The token lives in memory only.
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie,
  );
  expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

  // A reload keeps the session (refresh cookie) without storing the token anywhere scripts can read.
  await page.reload();
  await expect(page.getByRole('banner').getByText('Halima')).toBeVisible();

  // The sign-up e-mail's link confirms the address, with a button (mail scanners open links too).
  const welcome = await server.smtp.waitFor((m) => m.to.includes(email) && /confirm your e-mail/i.test(m.subject));
  const verifyLink = /(https?:\/\/\S+\/user\/verify-email\?token=[\w%-]+)/.exec(welcome.text)?.[1];
  expect(verifyLink).toBeTruthy();
  await page.goto(verifyLink!);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Halima' })).toBeVisible();
  await expect(verifyBanner).toHaveCount(0);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/user\/my-profile$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('First name').fill('Halimah');
  await page.getByLabel('City').fill('Abuja');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('banner').getByText('Halimah')).toBeVisible();

  // A new sign-in address takes the current password (the address is where resets go).
  const newEmail = `e2e.new.${Date.now()}@example.com`;
  const emailPassword = page.getByLabel('Current password (needed to change your e-mail address)');
  await expect(emailPassword).toHaveCount(0);
  await page.getByLabel('Email').fill(newEmail);
  await expect(emailPassword).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter your current password to change your e-mail address.')).toBeVisible();
  await expect(emailPassword).toBeFocused();
  await emailPassword.fill('not my password 1');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your current password is not correct').first()).toBeVisible();
  await emailPassword.fill(password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText(`Saved. We sent a confirmation link to ${newEmail}: your e-mail changes when you open it.`),
  ).toBeVisible();
  await expect(emailPassword).toHaveCount(0);
  await server.smtp.waitFor((m) => m.to.includes(newEmail) && /confirm/i.test(m.subject));

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(new RegExp(`${server.url}/?$`));
  await expect(page.getByRole('banner').getByText('My Account')).toBeVisible();
  await page.goto('/user/my-profile');
  await expect(page).toHaveURL(/\/user-login/);

  // Forgotten password: request, read the e-mail from the SMTP server, follow the link.
  await page.goto('/password-request');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists/)).toBeVisible();
  const mail = await server.smtp.waitFor((m) => m.to.includes(email) && /reset your password/i.test(m.subject));
  const link = /(https?:\/\/\S+\/user\/user-reset-password\?token=[\w%-]+)/.exec(mail.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second password 456');
  await page.getByLabel('Confirm new password').fill('second password 456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/user-login/);
  // The link works once, and the page says so when it opens, before a password is typed twice.
  await page.goto(link!);
  await expect(page.getByText('This link has been used')).toBeVisible();
  await expect(page.getByLabel(/Confirm new password/)).toHaveCount(0);
  await page.goto('/user-login');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second password 456');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/user-dashboard$/);
  await expect(page.getByRole('banner').getByText('Halimah')).toBeVisible();

  // Signing out everywhere ends this session and every other one (another browser here).
  const other = await browser.newContext({ baseURL: server.url });
  const otherPage = await other.newPage();
  await signIn(otherPage, email, 'second password 456');
  await page.goto('/user/my-profile');
  const everywhere = page.getByRole('region', { name: 'Sign out everywhere' });
  await everywhere.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(everywhere.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeFocused();
  await everywhere.getByRole('button', { name: 'Yes, sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/user-login/);
  await expect(page.getByText('You have been signed out on every device, this one too.')).toBeVisible();
  await page.goto('/user/my-profile');
  await expect(page).toHaveURL(/\/user-login/);
  await otherPage.goto('/user/my-profile');
  await expect(otherPage).toHaveURL(/\/user-login/);
  await other.close();
  expect(consoleErrors.filter((e) => !/401|Unauthorized/.test(e))).toEqual([]);
});

test('the administrator from ADMIN_EMAIL sees Admin Dashboard; a user does not and is refused the admin area', async ({
  page,
  browser,
}) => {
  await page.goto('/user-login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user\/user-dashboard$/);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();

  const visitor = await browser.newPage({ baseURL: page.url().replace(/\/user\/.*$/, '') });
  await visitor.goto('/admin/admin-dashboard');
  await expect(visitor).toHaveURL(/\/user-login/);
  await visitor.goto('/user/login');
  await expect(visitor).toHaveURL(/\/user-login$/);
  await visitor.close();
});

test('the header works on a phone: hamburger menu and account dropdown', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /menu/i });
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expectNoSeriousAxeViolations(page);
});
