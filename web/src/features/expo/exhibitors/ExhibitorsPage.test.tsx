import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { ExhibitorDirectoryDocument } from '../../../gql/graphql';
import { setLanguage } from '../../../lib/i18n/i18n';
import { renderMockedRoutes } from '../../../test/mocked-routes';
import { ExhibitorsPage } from './ExhibitorsPage';

const company = (id: string, name: string, category: string | null, tier: string | null) => ({
  __typename: 'DirectoryCompany',
  id,
  company: name,
  description: 'Cold-pressed shea butter.',
  descriptionFr: name === 'Karité House' ? 'Beurre de karité pressé à froid.' : null,
  website: 'https://shea.example',
  booth: 'Hall A, A12',
  category,
  logo: null,
  sponsorTier: tier ? { __typename: 'SponsorshipPackage', id: tier.toLowerCase(), title: tier } : null,
});

const directoryMock = {
  request: { query: ExhibitorDirectoryDocument },
  result: {
    data: {
      exhibitors: [
        company('e-1', 'Karité House', 'Skincare', 'GOLD'),
        company('e-2', 'Braids & Co', 'Haircare', null),
        company('e-3', 'Shea Glow', 'Skincare', null),
      ],
    },
  },
};

const renderAt = (entry: string) =>
  renderMockedRoutes([{ path: paths.exhibitors, element: <ExhibitorsPage /> }], entry, [directoryMock]);

describe('ExhibitorsPage', () => {
  it('counts what a filter shows, in English', async () => {
    renderAt('/exhibitors?category=Skincare');
    expect(await screen.findByRole('heading', { name: 'Shea Glow' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 companies in Skincare.');
    expect(screen.getByText('GOLD sponsor')).toBeTruthy();
  });

  it('in French, labels the filters, the counts and the cards, and keeps what the organisers entered', async () => {
    await setLanguage('fr');
    renderAt('/exhibitors?category=sponsors');
    const card = (await screen.findByRole('heading', { name: 'Karité House' })).closest('li')!;
    expect(screen.getByRole('heading', { level: 1, name: 'Exposants et sponsors' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('1 entreprise sponsor du salon.');
    const filters = screen.getByRole('navigation', { name: 'Filtrer les exposants' });
    expect(within(filters).getByRole('link', { name: 'Sponsors' }).getAttribute('aria-current')).toBe('true');
    expect(within(filters).getByRole('link', { name: 'Tous' })).toBeTruthy();
    expect(within(filters).getByRole('link', { name: 'Skincare' })).toBeTruthy();
    expect(within(card).getByText('Sponsor GOLD')).toBeTruthy();
    expect(within(card).getByText('Stand')).toBeTruthy();
    // The organisers' French description where they wrote one; the English one otherwise.
    expect(within(card).getByText('Beurre de karité pressé à froid.')).toBeTruthy();
    expect(within(card).queryByText('Cold-pressed shea butter.')).toBeNull();
    expect(within(card).getByRole('link', { name: 'shea.example (s’ouvre dans un nouvel onglet)' })).toBeTruthy();
  });

  it('in French, shows a company without a French description in English', async () => {
    await setLanguage('fr');
    renderAt('/exhibitors?category=Haircare');
    const card = (await screen.findByRole('heading', { name: 'Braids & Co' })).closest('li')!;
    expect(within(card).getByText('Cold-pressed shea butter.')).toBeTruthy();
  });
});
