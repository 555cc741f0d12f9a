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

/** A point on the earth in WGS 84 degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** One country's city points: by folded state name and state code, then by folded city name. */
interface CountryPoints {
  byState: Map<string, Map<string, Point>>;
  /** Each city name's first point anywhere in the country, for places given without a state. */
  anyState: Map<string, Point>;
}

const pointsByCountry = new Map<string, CountryPoints>();

/**
 * Reads the city points of these countries (ISO codes) from the places data into the per-country
 * cache. Its city list is 8 MB: it is read once for all the countries asked at once, only for
 * countries not yet cached, and only the asked countries' cities are kept (a country's first use,
 * bounded by the 250 countries there are, never each request).
 */
function loadCountryPoints(codes: readonly string[]): void {
  const missing = new Set(codes.filter((code) => !pointsByCountry.has(code)));
  if (!missing.size) return;
  const require = createRequire(import.meta.url);
  const states = require('country-state-city/lib/cjs/assets/state.json') as {
    name: string;
    isoCode: string;
    countryCode: string;
  }[];
  // Rows are [name, country code, state code, latitude, longitude], the coordinates as text.
  const cities = require('country-state-city/lib/cjs/assets/city.json') as [string, string, string, string, string][];
  const stateNames = new Map<string, string>();
  for (const state of states) {
    if (missing.has(state.countryCode)) stateNames.set(`${state.countryCode}/${state.isoCode}`, fold(state.name));
  }
  for (const code of missing) pointsByCountry.set(code, { byState: new Map(), anyState: new Map() });
  for (const [name, country, stateCode, lat, lng] of cities) {
    if (!missing.has(country)) continue;
    const point = { latitude: Number(lat), longitude: Number(lng) };
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    const entry = pointsByCountry.get(country)!;
    const city = fold(name);
    for (const key of [fold(stateCode), stateNames.get(`${country}/${stateCode}`)]) {
      if (!key) continue;
      let byCity = entry.byState.get(key);
      if (!byCity) entry.byState.set(key, (byCity = new Map()));
      if (!byCity.has(city)) byCity.set(city, point);
    }
    if (!entry.anyState.has(city)) entry.anyState.set(city, point);
  }
  // The package's lists stay out of memory: only the cache above is kept.
  delete require.cache[require.resolve('country-state-city/lib/cjs/assets/city.json')];
  delete require.cache[require.resolve('country-state-city/lib/cjs/assets/state.json')];
}

/**
 * The point of a place's city in the places data (country by name or code, state by name or code,
 * the city's name without case or accents); undefined for a place the data does not know. A state
 * the data does not know is not held against the city: a city's first point in the country is taken.
 */
export function placePoint(place: Place): Point | undefined {
  const code = countryCode(place.country);
  if (!code) return undefined;
  loadCountryPoints([code]);
  const entry = pointsByCountry.get(code)!;
  const city = fold(place.city);
  const byState = place.state ? entry.byState.get(fold(place.state)) : undefined;
  return byState?.get(city) ?? (byState ? undefined : entry.anyState.get(city));
}

/** Caches the city points of every country of these places in one read (the start-up backfill). */
export function preloadPlacePoints(places: readonly Place[]): void {
  loadCountryPoints([...new Set(places.map((p) => countryCode(p.country)).filter((c): c is string => Boolean(c)))]);
}
