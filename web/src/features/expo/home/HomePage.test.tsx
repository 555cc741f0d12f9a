import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/i18n';
import { samplePackages } from '../../../test/fake-packages';
import { siteConfig, stubFetch } from '../../../test/fake-places';
import { renderAt } from '../../../test/utils';
import { HomePage } from './HomePage';

const packages = samplePackages();

function renderHome(sponsorWall: unknown[] = []) {
  stubFetch({
    graphql: (operation) =>
      Response.json({
        data:
          operation === 'HomeSponsorship'
            ? { site: { currency: 'USD' }, sponsorshipPackages: packages, sponsorWall }
            : { site: siteConfig() },
      }),
  });
  return renderAt(<HomePage />);
}

describe('HomePage', () => {
  it('shows the hero, the intro with the event name, the stats and the registration banner', async () => {
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Africa’s premier international beauty and lifestyle convention' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Uniting global and African leaders in beauty, make-up, haircare, fashion, skincare, wellness, and lifestyle',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('10 – 12 December 2026 · Abuja, Nigeria')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'AIBEx 2026' })).toBeTruthy();
    for (const stat of ['200+Exhibitors', '100,000+Visitors', '60+Countries', '100+Hosted Buyers']) {
      expect(screen.getAllByRole('listitem').some((item) => item.textContent === stat)).toBe(true);
    }
    expect(screen.getByRole('heading', { level: 2, name: 'AIBEx 2026 REGISTRATION' })).toBeTruthy();
    const toRegistration = screen.getAllByRole('link', { name: 'REGISTER TO PARTICIPATE' });
    expect(toRegistration.map((link) => link.getAttribute('href'))).toEqual(['/registration', '/registration']);
    expect(toRegistration[0]?.textContent).toBe('REGISTER TO PARTICIPATE >>');
  });

  it('lists six event highlights, competitions once', () => {
    renderHome();
    const highlights = screen.getByRole('region', { name: 'Event highlights' });
    const titles = within(highlights)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      'Exhibition with 100+ booths',
      'Masterclasses and workshops',
      'Competitions',
      'Cultural and fashion showcase',
      'Career and education opportunities',
      'Evening networking and entertainment',
    ]);
  });

  it('shows the three packages with their REGISTER buttons to the sponsorship form', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Sponsorship categories' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['PLATINUM', 'GOLD', 'SILVER']);
    const gold = within(section).getByRole('article', { name: 'GOLD' });
    expect(within(gold).getByText('USD 20,000–40,000')).toBeTruthy();
    expect(within(gold).getByText('Half page')).toBeTruthy();
    expect(within(gold).getAllByRole('listitem')).toHaveLength(10);
    expect(within(section).getByRole('link', { name: 'REGISTER as a GOLD sponsor' }).getAttribute('href')).toBe(
      '/sponsorship-details?package=gold',
    );
    const silver = within(section).getByRole('article', { name: 'SILVER' });
    expect(within(silver).getAllByText(/: not included$/)).toHaveLength(10);
  });

  it('hides the sponsor wall while no sponsor is approved', async () => {
    renderHome([]);
    await screen.findAllByRole('article');
    expect(screen.queryByRole('region', { name: 'Our sponsors' })).toBeNull();
  });

  it('shows approved sponsors by tier: logos, or the company name when there is none', async () => {
    renderHome([
      {
        package: { id: 'gold', title: 'GOLD', rank: 2 },
        sponsors: [
          { id: 's1', company: 'Glow Cosmetics', logo: '/uploads/abc.png' },
          { id: 's2', company: 'Kente Hair', logo: null },
        ],
      },
    ]);
    const wall = await screen.findByRole('region', { name: 'Our sponsors' });
    expect(within(wall).getByRole('heading', { level: 3, name: 'GOLD sponsors' })).toBeTruthy();
    expect(within(wall).getByRole('img', { name: 'Glow Cosmetics' }).getAttribute('loading')).toBe('lazy');
    expect(within(wall).getByText('Kente Hair')).toBeTruthy();
    expect(wall.querySelector('.sponsor-tier--rank-2')).toBeTruthy();
  });

  it('is in French once French is chosen: the heading, the dates and figures as French writes them', async () => {
    await act(async () => {
      await setLanguage('fr');
    });
    renderHome();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Le premier salon international de la beauté et de l’art de vivre en Afrique',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('10 – 12 décembre 2026 · Abuja, Nigeria')).toBeTruthy();
    expect(screen.getAllByRole('listitem').some((item) => item.textContent === '100\u202f000+Visiteurs')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'INSCRIPTION À AIBEx 2026' })).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Catégories de sponsoring' });
    expect(await within(section).findByRole('link', { name: 'S’INSCRIRE comme sponsor GOLD' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mettre les animations en pause' })).toBeTruthy();
  });
});
