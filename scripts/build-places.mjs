// Splits the country-state-city package into small JSON files served by the API under /places, so
// the browser loads only the list it needs (the package itself is 17 MB and never reaches the web app):
//   countries.json                      [{ id, name, emoji }]
//   <countryId>/states.json             [{ id, name, emoji }]
//   <countryId>/<stateId>/cities.json   [{ id, name, emoji }]
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './lib.mjs';

export const PLACES_DIR = path.join(ROOT, 'api/generated/places');

export async function buildPlaces(outDir = PLACES_DIR) {
  const { Country, State, City } = createRequire(import.meta.url)('country-state-city');
  const tmp = `${outDir}.tmp-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  let files = 0;
  const write = async (rel, data) => {
    const file = path.join(tmp, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(data));
    files += 1;
  };
  const citiesByState = new Map();
  for (const city of City.getAllCities()) {
    const key = `${city.countryCode}/${city.stateCode}`;
    if (!citiesByState.has(key)) citiesByState.set(key, []);
    citiesByState.get(key).push(city);
  }
  const countries = Country.getAllCountries();
  await write(
    'countries.json',
    countries.map((c) => ({ id: c.isoCode, name: c.name, emoji: c.flag })),
  );
  for (const country of countries) {
    const states = State.getStatesOfCountry(country.isoCode);
    await write(
      `${country.isoCode}/states.json`,
      states.map((s) => ({ id: s.isoCode, name: s.name, emoji: country.flag })),
    );
    for (const state of states) {
      const cities = citiesByState.get(`${country.isoCode}/${state.isoCode}`) ?? [];
      await write(
        `${country.isoCode}/${state.isoCode}/cities.json`,
        cities.map((c, i) => ({ id: `${state.isoCode}-${i + 1}`, name: c.name, emoji: country.flag })),
      );
    }
  }
  // Swap in whole, so a server never reads a half-written tree.
  await rm(outDir, { recursive: true, force: true });
  await mkdir(path.dirname(outDir), { recursive: true });
  await rename(tmp, outDir);
  return files;
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const started = Date.now();
  const files = await buildPlaces();
  console.log(`places: ${files} files in ${path.relative(ROOT, PLACES_DIR)} (${Date.now() - started} ms)`);
}
