import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, png } from './support/helpers.js';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Types into a place combobox, then picks the option from its list (with the mouse or the keyboard). */
async function choosePlace(page: Page, field: string, typed: string, option: string, by: 'mouse' | 'keyboard') {
  const box = combobox(page, field);
  await box.fill(typed);
  const choice = page.getByRole('listbox', { name: field }).getByRole('option', { name: option, exact: true });
  await expect(choice).toBeVisible();
  if (by === 'mouse') {
    await choice.click();
  } else {
    // Arrow down until the option is the highlighted one, then Enter.
    for (let i = 0; i < 20 && (await choice.getAttribute('aria-selected')) !== 'true'; i++)
      await box.press('ArrowDown');
    await box.press('Enter');
  }
  await expect(box).toHaveValue(option);
  await expect(box).toHaveAttribute('aria-expanded', 'false');
}

async function fillParticipant(page: Page, email: string) {
  await combobox(page, 'Title').selectOption('Dr.');
  await combobox(page, 'Gender').selectOption('Female');
  await textbox(page, 'First name').fill('Ngozi');
  await textbox(page, 'Last name').fill('Adeyemi');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone').fill('+234 803 555 0101');
}

function linkTargets(links: Locator) {
  return links.evaluateAll((elements) => elements.map((a) => a.getAttribute('href')));
}

test('the home page shows its hero, intro, stats, registration banner, highlights and the rest, and its REGISTER buttons lead where they should', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  await page.goto('/');

  // Hero: headline, sub-line and the blinking button.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Africa’s premier international beauty and lifestyle convention' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Uniting global and African leaders in beauty, make-up, haircare, fashion, skincare, wellness, and lifestyle',
    ),
  ).toBeVisible();
  const heroButton = page.getByRole('link', { name: 'REGISTER TO PARTICIPATE' }).first();
  await expect(heroButton).toHaveText('REGISTER TO PARTICIPATE >>');
  await expect(heroButton).toHaveAttribute('href', '/registration');
  await expect(heroButton).toHaveAttribute('data-blink', 'off');
  await expect(heroButton).toHaveAttribute('data-blink', 'on');

  // Intro: the event name with its year and the typed tagline (whole for screen readers).
  await expect(page.getByRole('heading', { level: 2, name: 'AIBEx 2026', exact: true })).toBeVisible();
  await expect(page.getByTestId('typewriter')).toHaveText('MAKE TREMENDOUS SALES');
  for (const tagline of ['MAKE TREMENDOUS SALES', 'INCREASE YOUR NETWORK', 'INCREASE YOUR MARKET VALUE']) {
    await expect(page.getByRole('listitem').filter({ hasText: tagline })).toHaveCount(1);
  }

  // Stats tiles.
  for (const [value, label] of [
    ['200+', 'Exhibitors'],
    ['100,000+', 'Visitors'],
    ['60+', 'Countries'],
    ['100+', 'Hosted Buyers'],
  ]) {
    await expect(page.locator('.stats__tile').filter({ hasText: value }).filter({ hasText: label })).toBeVisible();
  }

  // The blinking registration banner with its button.
  const banner = page.getByRole('region', { name: 'AIBEx 2026 REGISTRATION' });
  await expect(banner.getByRole('heading', { name: 'AIBEx 2026 REGISTRATION' })).toHaveAttribute(
    'data-blink',
    /on|off/,
  );
  await expect(banner.getByRole('link', { name: 'REGISTER TO PARTICIPATE', exact: true })).toHaveAttribute(
    'href',
    '/registration',
  );

  // Event highlights: competitions once.
  const highlights = page.getByRole('region', { name: 'Event highlights' });
  await expect(highlights.getByRole('heading', { level: 3 })).toHaveText([
    'Exhibition with 100+ booths',
    'Masterclasses and workshops',
    'Competitions',
    'Cultural and fashion showcase',
    'Career and education opportunities',
    'Evening networking and entertainment',
  ]);

  // Sponsorship categories with their amounts, benefits and REGISTER buttons.
  const packages = page.getByRole('region', { name: 'Sponsorship categories' });
  await expect(packages.getByRole('article')).toHaveCount(3);
  await expect(packages.getByRole('article').getByRole('heading')).toHaveText(['PLATINUM', 'GOLD', 'SILVER']);
  const gold = packages.getByRole('article', { name: 'GOLD' });
  await expect(gold.locator('.package-card__amount')).toHaveText(/^USD\u00a020,000–40,000$/);
  await expect(gold.getByText('Half page')).toBeVisible();
  await expect(gold.getByRole('listitem')).toHaveCount(10);
  expect(await linkTargets(packages.getByRole('link', { name: /^REGISTER as a / }))).toEqual([
    '/sponsorship-details?package=platinum',
    '/sponsorship-details?package=gold',
    '/sponsorship-details?package=silver',
  ]);

  // The sponsor wall appears only once an admin approved someone (the admin journey covers that, on
  // this same server): whenever it is there, no tile is blank. A tile shows the logo, named by its
  // alternative text, or without one the sponsor's name.
  const wall = page.getByRole('region', { name: 'Our sponsors' });
  if (await wall.count()) {
    const first = wall.getByRole('listitem').first();
    await expect
      .poll(() => first.evaluate((tile) => tile.textContent?.trim() || tile.querySelector('img')?.alt || ''))
      .not.toBe('');
  }
  // About and contact links have real targets.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');

  await expectNoSeriousAxeViolations(page);

  // Where the buttons lead.
  await heroButton.click();
  await expect(page).toHaveURL(/\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AIBEx 2026 Registration' })).toBeVisible();
  await page.goBack();
  await banner.getByRole('link', { name: 'REGISTER TO PARTICIPATE', exact: true }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await page.goBack();
  await packages.getByRole('link', { name: 'REGISTER as a PLATINUM sponsor' }).click();
  await expect(page).toHaveURL(/\/sponsorship-details\?package=platinum$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PLATINUM' })).toBeVisible();

  // The old /sponsorship entry leads to the same flow, keeping the package; a refresh keeps it too.
  await page.goto('/sponsorship?package=silver');
  await expect(page).toHaveURL(/\/sponsorship-details\?package=silver$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'SILVER' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('under reduced motion nothing blinks or types, and the tagline is shown whole', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(page.getByTestId('typewriter')).toHaveText('MAKE TREMENDOUS SALES');
  const heroButton = page.getByRole('link', { name: 'REGISTER TO PARTICIPATE' }).first();
  await page.waitForTimeout(1200);
  await expect(heroButton).toHaveAttribute('data-blink', 'on');
  await expect(page.getByTestId('typewriter')).toHaveText('MAKE TREMENDOUS SALES');
  await expect(page.getByRole('button', { name: 'Pause animations' })).toHaveCount(0);
});

test('a participant registers with the place picker, gets the e-mail, and a second try reads the same and sends it again', async ({
  page,
  server,
}) => {
  const email = `participant.${Date.now()}@example.com`;
  await page.goto('/registration');
  await expect(page.getByRole('heading', { level: 1, name: 'AIBEx 2026 Registration' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Required fields are checked before anything is sent.
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(textbox(page, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please choose your country.')).toBeVisible();

  await fillParticipant(page, email);
  await choosePlace(page, 'Country', 'Nige', 'Nigeria', 'mouse');
  await choosePlace(page, 'State', 'Federal', 'Abuja Federal Capital Territory', 'keyboard');
  await choosePlace(page, 'City', 'Abu', 'Abuja', 'keyboard');
  await textbox(page, 'Address').fill('Plot 1 Central Business District');
  const consent = page.getByRole('checkbox', { name: 'Send me news and offers about AIBEx 2026 by e-mail' });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'REGISTER' }).click();

  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  const sentTo = page.getByText(/is on its way to/);
  await expect(sentTo).toContainText(email);
  // The code reaches the address by e-mail only: the page would show the same to whoever typed it.
  await expect(page.getByText(/AIB26-[A-Z0-9]{6}/)).toHaveCount(0);
  const success = await page.getByRole('main').innerText();
  await expectNoSeriousAxeViolations(page);

  const mail = await server.smtp.waitFor((m) => m.to.includes(email));
  expect(mail.raw).toMatch(/text\/calendar/i);
  expect(mail.raw).toMatch(/image\/png/i);
  const code = /AIB26-[A-Z0-9]{6}/.exec(mail.subject)![0];

  // The same e-mail again: the same page as the first time, and nothing that says it was known.
  await page.goto('/registration');
  await expect(page.getByRole('link', { name: 'Get it again' })).toHaveAttribute('href', '/registration-success');
  await fillParticipant(page, email.toUpperCase());
  await choosePlace(page, 'Country', 'nigeria', 'Nigeria', 'keyboard');
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
  expect(await page.getByRole('main').innerText()).toBe(success);
  await expect(page.getByText(code)).toHaveCount(0);

  // A confirmation that did not arrive can be asked for again from here.
  await page.getByRole('button', { name: 'Resend confirmation e-mail' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'its confirmation is on its way to it again' }),
  ).toBeVisible();
});

test('a sponsor picks GOLD on the home page, uploads a logo and sees the success page', async ({ page, server }) => {
  const email = `sponsor.${Date.now()}@example.com`;
  await page.goto('/');
  await page.getByRole('link', { name: 'REGISTER as a GOLD sponsor' }).click();
  await expect(page).toHaveURL(/\/sponsorship-details\?package=gold$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GOLD' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await textbox(page, 'Company or organisation name').fill('Glow & Grace Cosmetics');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone').fill('+234 809 000 1234');
  await choosePlace(page, 'Country', 'Nigeria', 'Nigeria', 'keyboard');
  await choosePlace(page, 'State', 'Lagos', 'Lagos', 'mouse');
  await combobox(page, 'City').fill('Lekki Phase 1');
  await textbox(page, 'Address').fill('12 Admiralty Way');

  // A file that only claims to be a PNG: the browser cannot draw it, so the form says so and never sends it
  // (the server, which reads the content, would refuse it too).
  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  const unreadable = page.getByText('This file is not a picture we can read.', { exact: false });
  await expect(unreadable).toHaveCount(1);
  await page.getByRole('button', { name: 'REGISTER' }).click();
  await expect(unreadable).toHaveCount(1);
  await expect(page).toHaveURL(/\/sponsorship-details\?package=gold$/);

  await page
    .getByLabel('Logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png([0xe2, 0xb8, 0x4f], [0x3a, 0x10, 0x38]) });
  await expect(page.getByRole('img', { name: 'Preview of your logo' })).toBeVisible();
  await page.getByRole('button', { name: 'REGISTER' }).click();

  await expect(page).toHaveURL(/\/sponsorship-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Congratulations' })).toBeVisible();
  await expect(page.getByText(/as a GOLD sponsor has been received/)).toBeVisible();
  await server.smtp.waitFor((m) => m.to.includes(email));
});

test('about and contact speak for the organisers; the contact form reaches them', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our vision' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Integrity',
    'Team-work and collaboration',
    'Cost optimization through innovation and creativity',
    'Professionalism',
    'Results',
  ]);
  await expect(page.getByText(/oil|gas|geo-solutions/i)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await textbox(page, 'Your name').fill('Chidi Okeke');
  await textbox(page, 'Email').fill('chidi@example.com');
  await textbox(page, 'Message').fill('Can exhibitors bring their own lighting to the booths?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message' })).toBeVisible();
  await expect(textbox(page, 'Message')).toHaveValue('');
});

test('the privacy policy is a footer link away, says what is kept and how to have it deleted, at every width', async ({
  page,
}) => {
  await page.goto('/contact-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.locator('.privacy').getByRole('heading', { level: 2 })).toHaveText([
    'Who looks after your details',
    'What we keep, and why',
    'Cookies and storage in your browser',
    'Who sees your details',
    'How long we keep them',
    'Your choices',
  ]);
  await expect(page.getByText(/download everything we keep about\s+your registration/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My registration' })).toHaveAttribute('href', '/my-registration');
  for (const width of [390, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  // The forms that collect details lead to it.
  await page.goto('/registration');
  await expect(page.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
});
