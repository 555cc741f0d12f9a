import { createRequire } from 'node:module';
import { isValidTimeZone } from '../../../lib/zoned-time.js';

interface CountryZones {
  name: string;
  isoCode: string;
  timezones?: { zoneName: string }[];
}

/** 'São Paulo', 'sao_paulo' -> 'sao paulo': names compared without case, accents or underscores. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/_/g, ' ').trim().toLowerCase();

interface Country {
  isoCode: string;
  zones: string[];
}

let countriesByName: Map<string, Country> | undefined;

/**
 * Each country's ISO code and zones, by folded name and by ISO code, from the places data the place
 * picker offers (country-state-city). Only its country list is read (95 KB), never its 8 MB of cities.
 */
function countries(): Map<string, Country> {
  if (countriesByName) return countriesByName;
  const list = createRequire(import.meta.url)('country-state-city/lib/cjs/assets/country.json') as CountryZones[];
  countriesByName = new Map();
  for (const country of list) {
    const entry = {
      isoCode: country.isoCode,
      zones: (country.timezones ?? []).map((z) => z.zoneName).filter(isValidTimeZone),
    };
    countriesByName.set(fold(country.name), entry);
    countriesByName.set(fold(country.isoCode), entry);
  }
  return countriesByName;
}

/** 'Nigeria', 'nigeria', 'NG' -> 'NG'; undefined for a country the places data does not know. */
export function countryCode(country: string): string | undefined {
  return countries().get(fold(country))?.isoCode;
}

export interface Place {
  country: string;
  state: string | null;
  city: string;
}

/**
 * The IANA zone whose clocks a tool's bookings use, from where it is picked up. A country with one
 * zone has that zone. The places data gives no zone per state, so in a country with several the
 * zone named after the tool's city or state is taken (Chicago -> America/Chicago, New York ->
 * America/New_York), else the country's first zone. A country the data does not know gets
 * `fallback` (MARKETPLACE_TIME_ZONE).
 */
export function placeTimeZone(place: Place, fallback: string): string {
  const zones = countries().get(fold(place.country))?.zones ?? [];
  if (zones.length > 1) {
    for (const name of [place.city, place.state]) {
      if (!name) continue;
      const wanted = fold(name);
      const named = zones.find((zone) => fold(zone.slice(zone.lastIndexOf('/') + 1)) === wanted);
      if (named) return named;
    }
  }
  return zones[0] ?? fallback;
}

/**
 * The currency a tool picked up in `country` is priced in: the local currency the operator set for
 * that country (LOCAL_CURRENCIES), else the operator's own (CURRENCY).
 */
export function placeCurrency(
  country: string,
  currencies: { currency: string; localCurrencies: Record<string, string> },
) {
  const code = countryCode(country);
  return (code && currencies.localCurrencies[code]) || currencies.currency;
}
