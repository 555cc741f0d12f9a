import { describe, expect, it } from 'vitest';
import { placeCurrency, placeTimeZone } from './tool-place.js';

const FALLBACK = 'Africa/Lagos';

describe("a tool's time zone from its place", () => {
  it("is the country's zone where a country has one", () => {
    expect(placeTimeZone({ country: 'Ghana', state: 'Greater Accra', city: 'Accra' }, FALLBACK)).toBe('Africa/Accra');
    expect(placeTimeZone({ country: 'Ghana', state: 'Ashanti', city: 'Kumasi' }, FALLBACK)).toBe('Africa/Accra');
    expect(placeTimeZone({ country: 'Nigeria', state: 'Lagos', city: 'Ikeja' }, FALLBACK)).toBe('Africa/Lagos');
    expect(placeTimeZone({ country: 'kenya', state: null, city: 'Nairobi' }, FALLBACK)).toBe('Africa/Nairobi');
  });

  it('accepts the ISO code of the country as well as its name', () => {
    expect(placeTimeZone({ country: 'GH', state: null, city: 'Tema' }, FALLBACK)).toBe('Africa/Accra');
  });

  it('is the zone named after the city or state where a country has several, else its first', () => {
    expect(placeTimeZone({ country: 'United States', state: 'Illinois', city: 'Chicago' }, FALLBACK)).toBe(
      'America/Chicago',
    );
    expect(placeTimeZone({ country: 'United States', state: 'New York', city: 'Albany' }, FALLBACK)).toBe(
      'America/New_York',
    );
    expect(placeTimeZone({ country: 'Brazil', state: 'São Paulo', city: 'Campinas' }, FALLBACK)).toBe(
      'America/Sao_Paulo',
    );
    expect(
      placeTimeZone(
        { country: 'Democratic Republic of the Congo', state: 'Haut-Katanga', city: 'Lubumbashi' },
        FALLBACK,
      ),
    ).toBe('Africa/Lubumbashi');
    expect(placeTimeZone({ country: 'China', state: 'Guangdong', city: 'Shenzhen' }, FALLBACK)).toBe('Asia/Shanghai');
  });

  it('falls back to the marketplace zone for a country the places data does not know', () => {
    expect(placeTimeZone({ country: 'Atlantis', state: null, city: 'Poseidonia' }, FALLBACK)).toBe(FALLBACK);
  });
});

describe("a tool's currency from its place", () => {
  const currencies = { currency: 'USD', localCurrencies: { NG: 'NGN', GH: 'GHS' } };

  it("is the local currency the operator set for the tool's country, by name or ISO code", () => {
    expect(placeCurrency('Nigeria', currencies)).toBe('NGN');
    expect(placeCurrency('nigeria', currencies)).toBe('NGN');
    expect(placeCurrency('GH', currencies)).toBe('GHS');
  });

  it("is the operator's currency elsewhere, and for a country the places data does not know", () => {
    expect(placeCurrency('Kenya', currencies)).toBe('USD');
    expect(placeCurrency('Atlantis', currencies)).toBe('USD');
    expect(placeCurrency('Nigeria', { currency: 'USD', localCurrencies: {} })).toBe('USD');
  });
});
