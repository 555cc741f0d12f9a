import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { expectNoSeriousAxeViolations, unique } from './support/helpers.js';

/*
 * The attendee's journey in French: the registration form (its labels, options and checks), the success
 * page, then My registration opened from the confirmation e-mail's private link. At every width the
 * longer French copy must keep the pages accessible and without sideways scrolling.
 */

const WIDTHS = [390, 800, 1280] as const;

/**
 * axe at each width, and nothing on the page reaching past the right edge (the page would scroll
 * sideways): named, so a failure says what is too wide.
 */
async function expectAccessibleAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    const beyondTheEdge = await page.evaluate(() =>
      Array.from(document.querySelectorAll('body *'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}: ${el.textContent?.slice(0, 40)}`),
    );
    expect(beyondTheEdge, `the page at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
/** The error a field points to with aria-describedby. */
const errorOf = (page: Page, field: ReturnType<Page['getByRole']>) =>
  field.evaluate((input) =>
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((el) => el?.classList.contains('field__error'))
      .map((el) => el!.textContent)
      .join(' '),
  );

test('a visitor registers in French, with French checks, and opens My registration in French', async ({
  page,
  server,
}) => {
  const email = `inscription.${unique()}@example.com`;
  await page.goto('/registration?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Inscription à AIBEx 2026' })).toBeVisible();
  await expect(page.getByText('10 – 12 décembre 2026')).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  // An empty form: every required field says what is missing, in French, and focus goes to the first.
  const register = page.getByRole('button', { name: 'S’INSCRIRE' });
  await register.click();
  await expect(textbox(page, 'Prénom')).toBeFocused();
  expect(await errorOf(page, textbox(page, 'Prénom'))).toBe('Veuillez indiquer votre prénom.');
  expect(await errorOf(page, textbox(page, 'Nom'))).toBe('Veuillez indiquer votre nom.');
  expect(await errorOf(page, textbox(page, 'E-mail'))).toBe('Veuillez indiquer votre adresse e-mail.');
  expect(await errorOf(page, textbox(page, 'Téléphone'))).toBe('Veuillez indiquer votre numéro de téléphone.');
  expect(await errorOf(page, combobox(page, 'Pays'))).toBe('Veuillez choisir votre pays.');
  await expectAccessibleAtEveryWidth(page);

  // An invalid address, then the character counter near a name's limit.
  await textbox(page, 'E-mail').fill('amina@');
  await register.click();
  await expect
    .poll(() => errorOf(page, textbox(page, 'E-mail')))
    .toBe('Veuillez indiquer une adresse e-mail valide, par exemple nom@exemple.com.');
  await textbox(page, 'Prénom').fill('A'.repeat(70));
  await expect(page.getByText('70 sur 80 caractères.')).toBeVisible();

  await combobox(page, 'Civilité').selectOption('Dr');
  await combobox(page, 'Genre').selectOption('Femme');
  await textbox(page, 'Prénom').fill('Aminata');
  await textbox(page, 'Nom').fill('Diallo');
  await textbox(page, 'E-mail').fill(email);
  await textbox(page, 'Téléphone').fill('+221 77 555 01 02');
  await combobox(page, 'Pays').fill('Nigeria');
  await page.getByRole('listbox', { name: 'Pays' }).getByRole('option', { name: 'Nigeria', exact: true }).click();
  await register.click();

  await expect(page).toHaveURL(/\/registration-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultez votre messagerie' })).toBeVisible();
  await expect(page.getByText('Merci, Aminata, pour votre inscription à AIBEx 2026.')).toBeVisible();
  await expect(page.getByText(`est en route vers ${email}`, { exact: false })).toBeVisible();
  // The code travels by e-mail only.
  await expect(page.getByText(/AIB26-[A-Z0-9]{6}/)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Pas d’e-mail après quelques minutes ?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renvoyer l’e-mail de confirmation' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  const mail = await server.smtp.waitFor((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/my-registration\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link, 'the confirmation carries the private link').toBeTruthy();
  const code = /AIB26-[A-Z0-9]{6}/.exec(mail.text)![0];
  // Registered from the French page: the confirmation is written in French, with the button the
  // success page names.
  expect(mail.text).toContain('Ouvrir mon inscription');
  expect(mail.text).not.toContain('Open my registration');

  // The language chosen with ?lang= is remembered: the private link opens in French too.
  await page.goto(link!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon inscription' })).toBeVisible();
  await expect(page.getByText('Bonjour Aminata.', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: `Code QR de l’inscription ${code}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger mon badge (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Google Agenda (s’ouvre dans un nouvel onglet)' })).toBeVisible();
  await expect(combobox(page, 'Civilité')).toHaveValue('DR');
  await expect(page.getByRole('button', { name: 'Enregistrer mes coordonnées' })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);

  // The details form checks in French too, and saves.
  await textbox(page, 'Nom').fill('');
  await page.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
  await expect.poll(() => errorOf(page, textbox(page, 'Nom'))).toBe('Veuillez indiquer votre nom.');
  await textbox(page, 'Nom').fill('Diallo-Sow');
  await page.getByRole('button', { name: 'Enregistrer mes coordonnées' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vos coordonnées sont enregistrées.' })).toBeVisible();

  // Asking to cancel: the question and its buttons in French, wrapping at the narrowest width.
  await page.setViewportSize({ width: 390, height: 900 });
  await page.getByRole('button', { name: 'Annuler mon inscription' }).click();
  await expect(page.getByText('Annuler votre inscription à AIBEx 2026\u202f?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Garder mon inscription' })).toBeVisible();
  await expectAccessibleAtEveryWidth(page);
  await page.getByRole('button', { name: 'Garder mon inscription' }).click();
});
