import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../test/utils';
import { Footer } from './Footer';

function stubSite(site: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { site } })),
  );
}

describe('Footer', () => {
  it('links the social pages from the site configuration in a new tab, hiding missing ones', async () => {
    stubSite({
      expoName: 'AIBEx 2026',
      facebookUrl: 'https://facebook.example/aibex',
      instagramUrl: null,
      xUrl: 'https://x.example/aibex',
    });
    renderAt(<Footer />);

    const social = await screen.findByRole('region', { name: 'Follow us on all social media' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'X (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(links[1]?.getAttribute('href')).toBe('https://x.example/aibex');
    expect(screen.getByText(/© \d{4} AIBEx 2026/)).toBeTruthy();
  });
});
