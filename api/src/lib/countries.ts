import { createRequire } from 'node:module';

/**
 * The countries of the places data (country-state-city, which the place picker and the registration
 * forms offer): ISO 3166-1 alpha-2 code -> the name the forms store, e.g. NG -> 'Nigeria'. The GraphQL
 * CountryCode enum is this list, so every country a form can hold has a code the schema names.
 */
export const COUNTRY_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  (
    createRequire(import.meta.url)('country-state-city/lib/cjs/assets/country.json') as {
      isoCode: string;
      name: string;
    }[]
  ).map((country) => [country.isoCode, country.name]),
);

/** 'Côte', 'cote' -> 'cote': names compared without case or accents. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

const CODES_BY_NAME = new Map(
  Object.entries(COUNTRY_NAMES).flatMap(([code, name]) => [
    [fold(name), code],
    [fold(code), code],
  ]),
);

/**
 * The ISO code of a country as a person or the old client wrote it: 'Nigeria', 'nigeria' or 'NG' -> 'NG';
 * null for a name the places data does not know (a registration keeps what was typed).
 */
export function countryCodeOf(country: string | null | undefined): string | null {
  return country ? (CODES_BY_NAME.get(fold(country)) ?? null) : null;
}

/**
 * How a country's rows may spell it, lower-cased for `lower(trim(country)) in (...)`: its name in the
 * places data and its code ('nigeria', 'ng'), so a filter by code finds what countryCodeOf maps to it.
 */
export function countrySpellings(code: string): string[] {
  const name = COUNTRY_NAMES[code];
  return name ? [name.toLowerCase(), code.toLowerCase()] : [];
}
