import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { apiToken, expectNoSeriousAxeViolations, graphql, signIn, unique } from './support/helpers.js';

/*
 * Access codes: the organisers' VIP type needs a code; an approved sponsor's e-mail brings the code of
 * their package's passes and a link to their page; a guest registers with the code's link; the sponsor's
 * page shows who did. The organiser makes a press code on the Access codes page, and a visitor who types
 * a wrong code hears why before typing the right one.
 */

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const WIDTHS = [390, 800, 1280];

async function fillPerson(page: Page, first: string, last: string, email: string) {
  await textbox(page, 'First name').fill(first);
  await textbox(page, 'Last name').fill(last);
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Phone').fill('+234 803 555 0199');
  await page.getByRole('combobox', { name: 'Country', exact: true }).fill('Nigeria');
  await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Nigeria', exact: true }).click();
}

test('a sponsor’s VIP registers with the sponsor’s code, and the sponsor sees it; a press code made by the organiser', async ({
  page,
  browser,
  request,
  server,
}) => {
  const id = unique();
  const vipName = `Sponsor VIP ${id}`;
  const sponsorEmail = `partners.${id}@example.com`;
  const guestEmail = `zainab.${id}@example.com`;
  const token = await apiToken(request, ADMIN.email, ADMIN.password);

  // The organisers' VIP type: hidden, with a code only, the sponsors' passes' type.
  await graphql(
    request,
    token,
    'mutation($input: RegistrationTypeInput!) { createRegistrationType(input: $input) { id } }',
    {
      input: {
        name: vipName,
        slug: `vip-${id}`,
        days: ['2026-12-10', '2026-12-11'],
        hidden: true,
        requiresCode: true,
        sponsorPasses: true,
      },
    },
  );
  const applied = await request.post('/api/sponsorship-registration', {
    multipart: {
      company: `Shea Glow ${id}`,
      email: sponsorEmail,
      phone: '+234 809 000 1234',
      country: 'Nigeria',
      state: 'FCT',
      city: 'Abuja',
      address: '12 Aminu Kano Crescent',
      category: 'GOLD',
    },
  });
  expect(applied.status()).toBe(201);
  const sponsorId = ((await applied.json()) as { sponsor: { id: string } }).sponsor.id;
  await graphql(request, token, 'mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { status } }', {
    id: sponsorId,
  });

  // The approval's e-mail: the code of the four GOLD passes and the sponsor's page.
  const mail = await server.smtp.waitFor((m) => m.to.includes(sponsorEmail) && /VIP-[2-9A-Z]{10}/.test(m.text));
  const code = /VIP-[2-9A-Z]{10}/.exec(mail.text)![0];
  expect(mail.text).toContain('4 VIP passes');
  const pageUrl = /(\/my-sponsorship\?token=[^\s"<>]+)/.exec(mail.text)![1]!;

  const sponsorContext = await browser.newContext({ baseURL: server.url });
  const sponsor = await sponsorContext.newPage();
  await sponsor.goto(pageUrl.replace(/&amp;/g, '&'));
  const passes = sponsor.getByRole('region', { name: 'Your VIP passes' });
  await expect(passes).toContainText(code);
  await expect(passes).toContainText('0 of 4');
  await expect(passes).toContainText('Nobody has registered with it yet.');

  // A guest opens the registration link with the code: the form registers them as the VIP type.
  const guestContext = await browser.newContext({ baseURL: server.url });
  const guest = await guestContext.newPage();
  await guest.goto(`/registration?code=${code}`);
  const applied_ = guest.getByRole('region', { name: `Access code ${code}` });
  await expect(applied_).toContainText(`It registers you as ${vipName}: 4 places left with this code.`);
  await expect(guest.getByRole('radio')).toHaveCount(0);
  for (const width of WIDTHS) {
    await guest.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(guest);
  }
  await fillPerson(guest, 'Zainab', 'Bello', guestEmail);
  await guest.getByRole('button', { name: 'REGISTER' }).click();
  await expect(guest).toHaveURL(/\/registration-success$/);
  await server.smtp.waitFor((m) => m.to.includes(guestEmail) && /your registration/.test(m.subject));

  // The sponsor's page now lists the guest.
  await sponsor.reload();
  await expect(passes).toContainText('1 of 4');
  await expect(passes.getByRole('list', { name: 'Guests registered with your code' })).toContainText('Zainab Bello');
  await expect(passes).toContainText('Registered');
  for (const width of WIDTHS) {
    await sponsor.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(sponsor);
  }

  // The organiser finds the sponsor's code on the Access codes page and makes a press code for the type.
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/admin/access-codes');
  await page.getByRole('searchbox', { name: 'Search codes' }).fill(code);
  const sponsorRow = page.getByRole('row').filter({ hasText: code });
  await expect(sponsorRow).toContainText('1 of 4 used');
  await expect(sponsorRow).toContainText(`Shea Glow ${id} (sponsor’s VIP passes)`);
  await page.getByRole('combobox', { name: 'Registers as' }).selectOption({ label: `${vipName} (with a code only)` });
  await textbox(page, 'Code').fill(`press-${id}`);
  await page.getByRole('spinbutton', { name: 'Places' }).fill('2');
  await textbox(page, 'Note').fill('Nigerian press, via the PR agency');
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Make code' }).click();
  const press = `PRESS-${id.toUpperCase()}`;
  await expect(page.getByText(`Code ${press} made for ${vipName}, 2 places.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search codes' }).fill('PRESS-');
  await page.getByRole('link', { name: `Details of Code ${press}` }).click();
  await expect(page.getByRole('heading', { name: press })).toBeVisible();
  await expect(page.getByText(`/registration?code=${press}`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A journalist types a wrong code first, then the right one.
  await guest.goto('/registration');
  await guest.getByRole('button', { name: 'Have an access code?' }).click();
  await textbox(guest, 'Access code').fill('PRESS-WRONG');
  await guest.getByRole('button', { name: 'Apply code' }).click();
  await expect(guest.getByText('This access code is not valid: check it, or ask whoever gave it to you')).toBeVisible();
  await textbox(guest, 'Access code').fill(press.toLowerCase());
  await guest.getByRole('button', { name: 'Apply code' }).click();
  await expect(guest.getByRole('region', { name: `Access code ${press}` })).toContainText('2 places left');

  await sponsorContext.close();
  await guestContext.close();
});
