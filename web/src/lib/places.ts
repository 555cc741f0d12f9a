import { useEffect, useState } from 'react';
import { normalizeSearchText } from './search-text';

/**
 * Country, state and city lists, split from country-state-city at build time and served by the API
 * under /places (cached by the browser for days). Each list is fetched once per page load and kept in
 * memory; a failed fetch is forgotten so the next use tries again.
 */
export interface Place {
  id: string;
  name: string;
  emoji: string;
}

export interface PlaceListState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  places: readonly Place[];
}

const cache = new Map<string, Promise<Place[]>>();

export const placeUrls = {
  countries: () => '/places/countries.json',
  states: (countryId: string) => `/places/${encodeURIComponent(countryId)}/states.json`,
  cities: (countryId: string, stateId: string) =>
    `/places/${encodeURIComponent(countryId)}/${encodeURIComponent(stateId)}/cities.json`,
};

export function loadPlaces(url: string): Promise<Place[]> {
  let request = cache.get(url);
  if (!request) {
    request = fetch(url, { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as Place[];
    });
    request.catch(() => cache.delete(url));
    cache.set(url, request);
  }
  return request;
}

/** For tests: forget every loaded list. */
export function resetPlaceLists(): void {
  cache.clear();
}

const NONE: readonly Place[] = [];

/** The list at `url` (null: no list, e.g. no country chosen yet). */
export function usePlaceList(url: string | null): PlaceListState {
  const [loaded, setLoaded] = useState<{ url: string; state: PlaceListState } | null>(null);
  useEffect(() => {
    if (!url) return;
    let active = true;
    loadPlaces(url).then(
      (places) => active && setLoaded({ url, state: { status: 'ready', places } }),
      () => active && setLoaded({ url, state: { status: 'error', places: NONE } }),
    );
    return () => {
      active = false;
    };
  }, [url]);
  if (!url) return { status: 'idle', places: NONE };
  // A list loaded for an earlier url is never shown for the current one.
  return loaded?.url === url ? loaded.state : { status: 'loading', places: NONE };
}

/** The entry whose name is the text (ignoring case and accents), if any. */
export function findPlace(places: readonly Place[], text: string): Place | undefined {
  const wanted = normalizeSearchText(text);
  if (!wanted) return undefined;
  return places.find((place) => normalizeSearchText(place.name) === wanted);
}
