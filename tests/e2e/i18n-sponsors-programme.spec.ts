import type { Page } from '@playwright/test';
import { ADMIN, expect, test } from './support/fixtures.js';
import { apiToken, expectNoSeriousAxeViolations, graphql, unique } from './support/helpers.js';

/*
 * The sponsorship, packages, programme and exhibitor pages in French (`?lang=fr`): their copy, amounts,
 * days and times in French, a sponsor's application sent in French, and the layout holding with the longer
 * French copy at a phone's, a tablet's and a laptop's width.
 */

const WIDTHS = [390, 800, 1280];

/** axe finds nothing serious, and the page does not scroll sideways, at every width. */
async function expectSoundAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${width}px`,
    ).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The sponsor form's own fields by their French labels; the shared contact and address fields by name. */
async function fillSponsor(page: Page, company: string, email: string) {
  await page.getByRole('textbox', { name: 'Nom de l’entreprise ou de l’organisation' }).fill(company);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="phone"]').fill('+225 07 08 09 10 11');
  const country = page.locator('input[name="country"]');
  await country.fill('Nige');
  await page.getByRole('option', { name: 'Nigeria', exact: true }).click();
  await expect(country).toHaveValue('Nigeria');
}

test('in French, a sponsor compares the packages, applies, is offered to send a second application, and is thanked in French', async ({
  page,
  server,
}) => {
  const id = unique();
  const email = `sponsor.fr.${id}@example.com`;
  const company = `Maison Karité ${id}`;

  await page.goto('/sponsorship-details?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre formule de sponsoring' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  const gold = page.getByRole('article', { name: 'GOLD' });
  // fr-FR writes the range: thousands grouped by a narrow no-break space, the currency once, after it.
  await expect(gold.locator('.package-card__amount')).toHaveText(/^20\u202f000–40\u202f000\u00a0USD$/);
  await expect(gold.getByText('Publicité dans le programme du salon')).toBeVisible();
  await expect(gold.getByText('Demi-page')).toBeVisible();
  await expect(gold.getByText('Prise de parole à la cérémonie d’ouverture')).toBeVisible();
  await expectSoundAtEveryWidth(page);

  await page.getByRole('link', { name: 'Choisir SILVER' }).click();
  await expect(page).toHaveURL(/\/sponsorship-details\?package=silver$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SILVER' })).toBeVisible();
  await expect(page.getByText(/comme sponsor SILVER du salon/)).toBeVisible();
  // Checked before anything is sent, in French.
  await page.getByRole('button', { name: 'S’INSCRIRE' }).click();
  await expect(page.getByText('Veuillez indiquer le nom de l’entreprise ou de l’organisation.')).toBeVisible();
  await expectSoundAtEveryWidth(page);

  await fillSponsor(page, company, email);
  await page.getByRole('button', { name: 'S’INSCRIRE' }).click();
  await expect(page).toHaveURL(/\/sponsorship-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Félicitations' })).toBeVisible();
  await expect(
    page.getByText(`Merci, ${company}. Votre candidature comme sponsor SILVER du salon AIBEx 2026 a bien été reçue.`),
  ).toBeVisible();
  await expect(page.getByText('Une confirmation vous a été envoyée par e-mail.', { exact: false })).toBeVisible();
  await expectSoundAtEveryWidth(page);
  await server.smtp.waitFor((m) => m.to.includes(email));

  // The same e-mail for GOLD: the server warns of the earlier application, and the form offers to send this one too.
  await page.goto('/sponsorship-details?package=gold');
  await expect(page.getByRole('heading', { level: 1, name: 'GOLD' })).toBeVisible();
  await fillSponsor(page, company, email);
  await page.getByRole('button', { name: 'S’INSCRIRE' }).click();
  const again = page.getByRole('checkbox', { name: 'Envoyer aussi cette candidature GOLD' });
  await expect(again).toBeVisible();
  await expect(page.getByText('Votre candidature précédente est conservée.', { exact: false })).toBeVisible();
  await expectSoundAtEveryWidth(page);
  await again.check();
  await page.getByRole('button', { name: 'S’INSCRIRE' }).click();
  await expect(page).toHaveURL(/\/sponsorship-success$/);
  await expect(page.getByText(/comme sponsor GOLD du salon AIBEx 2026 a bien été reçue/)).toBeVisible();
});

test('in French, a visitor filters the programme by kind and day, and the exhibitors by category', async ({
  page,
  request,
}) => {
  const id = unique();
  const title = `Concours de tresses ${id}`;
  const exhibitor = `Savonnerie du Sahel ${id}`;
  const category = `Savons ${id}`;
  const token = await apiToken(request, ADMIN.email, ADMIN.password);
  await graphql(
    request,
    token,
    'mutation($input: ProgrammeSessionInput!) { createProgrammeSession(input: $input) { id } }',
    {
      input: {
        kind: 'COMPETITION',
        title,
        description: 'Trois minutes, une tresse : le jury note la netteté et le style.',
        day: '2026-12-10',
        startTime: '14:00',
        endTime: '15:30',
        room: 'Scène principale',
        speakers: [{ name: 'Awa Traoré', affiliation: 'Coiffeuse, Studio Awa Dakar' }],
      },
    },
  );
  await graphql(request, token, 'mutation($input: ExhibitorInput!) { createExhibitor(input: $input) { id } }', {
    input: {
      company: exhibitor,
      description: 'Savons au beurre de karité, faits à la main à Ouagadougou.',
      website: 'https://savonnerie-sahel.example',
      booth: 'Hall B, B07',
      category,
    },
  });

  await page.goto('/programme?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Programme' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Jeudi 10 décembre' })).toBeVisible();
  const filters = page.getByRole('navigation', { name: 'Filtrer le programme' });
  await filters.getByRole('link', { name: 'Concours', exact: true }).click();
  await expect(page).toHaveURL(/\/programme\?kind=competition$/);
  await expect(filters.getByRole('link', { name: 'Concours', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('status')).toContainText('(concours)');
  await expect(page.getByRole('status')).toContainText('Les horaires sont ceux du lieu (UTC+1).');
  const session = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(session).toContainText('14:00');
  await expect(session.locator('.session-kind')).toHaveText('Concours');
  // What the organisers wrote stays as written.
  await expect(session).toContainText('Awa Traoré');
  await expect(session).toContainText('Scène principale');
  await expectSoundAtEveryWidth(page);

  await filters.getByRole('link', { name: 'Jeu. 10 déc.' }).click();
  await expect(page).toHaveURL(/\/programme\?day=2026-12-10&kind=competition$/);
  await expect(page.getByRole('status')).toContainText(/\(concours\) le jeudi 10 décembre\./);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expectSoundAtEveryWidth(page);

  // The choice of French is remembered: the directory opens in French without ?lang=.
  await page.goto('/exhibitors');
  await expect(page.getByRole('heading', { level: 1, name: 'Exposants et sponsors' })).toBeVisible();
  const directoryFilters = page.getByRole('navigation', { name: 'Filtrer les exposants' });
  await expect(directoryFilters.getByRole('link', { name: 'Tous', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await directoryFilters.getByRole('link', { name: category, exact: true }).click();
  await expect(page).toHaveURL(/\/exhibitors\?category=Savons\+/);
  await expect(page.getByRole('status')).toHaveText(`1 entreprise dans la catégorie ${category}.`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: exhibitor }) });
  await expect(card).toContainText('Stand');
  await expect(card).toContainText('Hall B, B07');
  await expect(
    card.getByRole('link', { name: 'savonnerie-sahel.example (s’ouvre dans un nouvel onglet)' }),
  ).toBeVisible();
  await expectSoundAtEveryWidth(page);
});
