import { createRequire } from 'node:module';
import { isValidTimeZone } from '../../../lib/zoned-time.js';

interface CountryZones {
  name: string;
  isoCode: string;
  timezones?: { zoneName: string }[];
}

/** 'São Paulo', 'sao_paulo' -> 'sao paulo': names compared without case, accents or underscores. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/_/g, ' ').trim().toLowerCase();

let zonesByCountry: Map<string, string[]> | undefined;

/**
 * Zones of each country, by folded name and by ISO code, from the places data the place picker
 * offers (country-state-city). Only its country list is read (95 KB), never its 8 MB of cities.
 */
function countryZones(): Map<string, string[]> {
  if (zonesByCountry) return zonesByCountry;
  const countries = createRequire(import.meta.url)('country-state-city/lib/cjs/assets/country.json') as CountryZones[];
  zonesByCountry = new Map();
  for (const country of countries) {
    const zones = (country.timezones ?? []).map((z) => z.zoneName).filter(isValidTimeZone);
    zonesByCountry.set(fold(country.name), zones);
    zonesByCountry.set(fold(country.isoCode), zones);
  }
  return zonesByCountry;
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
  const zones = countryZones().get(fold(place.country)) ?? [];
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
