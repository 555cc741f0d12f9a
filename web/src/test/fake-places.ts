import { vi } from 'vitest';
import type { Place } from '../lib/places';

const flag = { NG: '🇳🇬', NE: '🇳🇪', GH: '🇬🇭', AQ: '🇦🇶' };

/** A small slice of the /places tree: enough for Nigeria / FCT / Abuja and the edge cases. */
export const PLACE_LISTS: Record<string, Place[]> = {
  '/places/countries.json': [
    { id: 'AQ', name: 'Antarctica', emoji: flag.AQ },
    { id: 'GH', name: 'Ghana', emoji: flag.GH },
    { id: 'NE', name: 'Niger', emoji: flag.NE },
    { id: 'NG', name: 'Nigeria', emoji: flag.NG },
  ],
  '/places/AQ/states.json': [],
  '/places/GH/states.json': [{ id: 'AA', name: 'Greater Accra', emoji: flag.GH }],
  '/places/NE/states.json': [{ id: '8', name: 'Niamey', emoji: flag.NE }],
  '/places/NG/states.json': [
    { id: 'FC', name: 'Abuja Federal Capital Territory', emoji: flag.NG },
    { id: 'KN', name: 'Kano', emoji: flag.NG },
    { id: 'LA', name: 'Lagos', emoji: flag.NG },
  ],
  '/places/GH/AA/cities.json': [{ id: 'AA-1', name: 'Accra', emoji: flag.GH }],
  '/places/NG/FC/cities.json': [
    { id: 'FC-1', name: 'Abuja', emoji: flag.NG },
    { id: 'FC-2', name: 'Kuje', emoji: flag.NG },
  ],
  '/places/NG/KN/cities.json': [{ id: 'KN-1', name: 'Kano', emoji: flag.NG }],
  '/places/NG/LA/cities.json': [{ id: 'LA-1', name: 'Ikeja', emoji: flag.NG }],
};

type GraphQLHandler = (operationName: string | undefined) => Response | Promise<Response>;

/**
 * A fake `fetch` serving the place lists above and, for `/graphql`, whatever `graphql` answers
 * (by default: the API is unreachable). `placeRequests` lists the place URLs fetched, in order.
 */
export function stubFetch({ graphql }: { graphql?: GraphQLHandler } = {}) {
  const placeRequests: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    if (url.startsWith('/places/')) {
      placeRequests.push(url);
      const list = PLACE_LISTS[url];
      return list ? Response.json(list) : Response.json({ message: 'No such place list' }, { status: 404 });
    }
    if (url.startsWith('/graphql') && graphql) {
      const body = JSON.parse(String(init?.body ?? '{}')) as { query?: string };
      return graphql(/(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1]);
    }
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, placeRequests };
}

/** The site configuration as the API answers it by default (no contact block or social links set). */
export function siteConfig(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SiteConfig',
    expoName: 'AIBEx 2026',
    expoYear: 2026,
    expoStartDate: '2026-12-10',
    expoEndDate: '2026-12-12',
    expoVenue: 'Abuja, Nigeria',
    expoTimeZone: 'Africa/Lagos',
    marketplaceTimeZone: 'Africa/Lagos',
    currency: 'USD',
    localCurrencies: [],
    contactPhone: null,
    contactEmail: null,
    contactWebsite: null,
    facebookUrl: null,
    instagramUrl: null,
    xUrl: null,
    ...overrides,
  };
}
