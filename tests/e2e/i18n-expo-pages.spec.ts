import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations } from './support/helpers.js';

const WIDTHS = [390, 800, 1280];

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * At each width: axe finds nothing serious, nothing scrolls sideways, and the header holds on one row
 * (the account button's words are not cut short, and from 1024 px the six links sit beside the logo).
 */
async function expectSoundAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectHeaderOnOneRow(page);
  }
}

async function expectHeaderOnOneRow(page: Page) {
  const header = await page.evaluate(() => {
    const row = document.querySelector('.site-header__inner')!;
    const name = document.querySelector('.account-menu__name')!;
    const nav = document.querySelector('.main-nav__list')!.getBoundingClientRect();
    return {
      overflow: row.scrollWidth - row.clientWidth,
      nameCut: name.scrollWidth - name.clientWidth,
      rowHeight: row.getBoundingClientRect().height,
      navHeight: nav.height,
      navShown: getComputedStyle(document.querySelector('.main-nav')!).display !== 'none',
    };
  });
  expect(header.overflow).toBeLessThanOrEqual(0);
  expect(header.nameCut).toBeLessThanOrEqual(0);
  // The header stays one row high (4.5 rem); the links, where shown in the row, on one line.
  expect(header.rowHeight).toBeLessThanOrEqual(72);
  if (header.navShown) expect(header.navHeight).toBeLessThan(60);
}

test('a visitor switches the expo to French: home, about, contact, privacy and a missing page read in French at every width, the choice survives a reload, and English comes back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(h1(page, 'Africa’s premier international beauty and lifestyle convention')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('banner').getByRole('link', { name: 'FR – Français' }).click();

  // Home, in place: no reload, the same address.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/\/$/);
  await expect(h1(page, 'Le premier salon international de la beauté et de l’art de vivre en Afrique')).toBeVisible();
  await expect(page.getByText('10 – 12 décembre 2026 · Abuja, Nigeria')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'INSCRIPTION À AIBEx 2026' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Les temps forts' }).getByRole('heading', { level: 3 })).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'S’INSCRIRE comme sponsor GOLD' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link')).toHaveText([
    'Accueil',
    'Programme',
    'À propos',
    'Contact',
    'Louer des outils',
    'S’inscrire',
  ]);
  await expect(page.getByRole('button', { name: 'Mon compte' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Tous droits réservés.');
  await expect(page).toHaveTitle(
    'AIBEx 2026 | Le premier salon international de la beauté et de l’art de vivre en Afrique',
  );
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr');
  await expectSoundAtEveryWidth(page);

  // About, through the header's navigation (folded into the menu at 390 px).
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'À propos' }).click();
  await expect(h1(page, 'À propos de nous')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Intégrité',
    'Esprit d’équipe et collaboration',
    'Maîtrise des coûts par l’innovation et la créativité',
    'Professionnalisme',
    'Résultats',
  ]);
  await expect(page.getByRole('link', { name: 'créez un compte' })).toHaveAttribute('href', '/create-account');
  await expect(page).toHaveTitle('À propos | AIBEx 2026');
  await expectSoundAtEveryWidth(page);

  // Contact, through the desktop navigation; its checks speak French too.
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Contact' }).click();
  await expect(h1(page, 'Nous contacter')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Nous joindre' })).toContainText('Téléphone');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Veuillez indiquer votre nom.')).toBeVisible();
  await expect(page.getByText('Veuillez écrire un message d’au moins 10 caractères.')).toBeVisible();
  await expectSoundAtEveryWidth(page);

  // Privacy, from the footer.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Confidentialité' }).click();
  await expect(h1(page, 'Politique de confidentialité')).toBeVisible();
  await expect(page.getByText('Dernière mise à jour : 24 novembre 2026')).toBeVisible();
  await expect(page.locator('.privacy').getByRole('heading', { level: 2 })).toHaveText([
    'Qui est responsable de vos données',
    'Ce que nous conservons, et pourquoi',
    'Cookies et stockage dans votre navigateur',
    'Qui a accès à vos données',
    'Combien de temps nous les conservons',
    'Vos choix',
  ]);
  await expect(page.getByRole('link', { name: 'Mon inscription' })).toHaveAttribute('href', '/my-registration');
  await expect(page.locator('.privacy').getByRole('link', { name: 'hello@aibex.example' }).first()).toBeVisible();
  await expectSoundAtEveryWidth(page);

  // The choice survives a reload: the server renders the page in French too.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(h1(page, 'Politique de confidentialité')).toBeVisible();

  // A missing page, opened directly.
  await page.goto('/nulle-part-i18n');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(h1(page, 'Page introuvable')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aller à la page d’accueil' })).toHaveAttribute('href', '/');
  await expect(page).toHaveTitle('Page introuvable | AIBEx 2026');
  await expectSoundAtEveryWidth(page);

  // Back to English, in place, and remembered.
  await page.getByRole('banner').getByRole('link', { name: 'EN – English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(h1(page, 'Page not found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rent Tools' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  await page.goto('/');
  await expect(h1(page, 'Africa’s premier international beauty and lifestyle convention')).toBeVisible();
});
