import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { setLanguage } from '../../lib/i18n/i18n';
import { siteConfig, stubFetch } from '../../test/fake-places';
import { renderRoutes, signedOut } from '../../test/utils';
import { SiteFrame } from './RootLayout';

function renderFrame() {
  stubFetch({ graphql: () => Response.json({ data: { site: siteConfig({ facebookUrl: 'https://fb.example/a' }) } }) });
  signedOut();
  return renderRoutes([{ path: '*', element: <SiteFrame>page</SiteFrame> }], '/about-us');
}

const navLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the site frame in French', () => {
  it('renders the skip link, header, navigation, account menu and footer in French once switched', async () => {
    renderFrame();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'FR – Français' }));
    });

    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' }).getAttribute('href')).toBe('#main');
    expect(navLinks('Principale')).toEqual([
      'Accueil',
      'Programme',
      'À propos',
      'Contact',
      'Louer des outils',
      'S’inscrire',
    ]);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')).toBe('site-nav');
    fireEvent.click(screen.getByRole('button', { name: 'Mon compte' }));
    const menu = screen.getByRole('menu', { name: 'Compte' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Se connecter', 'Créer un compte']);

    expect(navLinks('Pied de page')).toEqual([
      'Programme',
      'Exposants',
      'À propos',
      'Contact',
      'Confidentialité',
      'Louer des outils',
      'S’inscrire',
    ]);
    const social = await screen.findByRole('region', { name: 'Suivez-nous sur tous les réseaux sociaux' });
    expect(within(social).getByRole('link').getAttribute('aria-label')).toBe(
      'Facebook (s’ouvre dans un nouvel onglet)',
    );
    expect(screen.getByText(/^© \d{4} AIBEx 2026\. Tous droits réservés\.$/)).toBeTruthy();
    expect(
      screen.getByText('Le premier salon international de la beauté et de l’art de vivre en Afrique.'),
    ).toBeTruthy();
  });

  it('goes back to English, links and all, when English is chosen', async () => {
    renderFrame();
    await act(async () => {
      await setLanguage('fr');
    });
    expect(
      within(screen.getByRole('navigation', { name: 'Principale' }))
        .getByRole('link', { name: 'À propos' })
        .getAttribute('href'),
    ).toBe(paths.aboutUs);

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'EN – English' }));
    });

    expect(document.documentElement.lang).toBe('en');
    expect(navLinks('Main')).toContain('Rent Tools');
    expect(screen.getByRole('button', { name: 'My Account' })).toBeTruthy();
  });
});
