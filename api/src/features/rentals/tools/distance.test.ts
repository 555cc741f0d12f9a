import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm } from './distance.js';

describe('great-circle distances', () => {
  it('measures Lagos to Abuja as about 536 km, and a point to itself as 0', () => {
    const lagos = { latitude: 6.45407, longitude: 3.39467 };
    const abuja = { latitude: 9.05785, longitude: 7.49508 };
    expect(distanceKm(lagos, abuja)).toBeCloseTo(536, -1);
    expect(distanceKm(lagos, lagos)).toBe(0);
  });

  it('boxes every point of the circle: corners of the box are farther than the radius, its edges at it', () => {
    const center = { latitude: 60, longitude: 10 };
    const box = boundingBox(center, 100);
    expect(distanceKm(center, { latitude: box.maxLat, longitude: 10 })).toBeCloseTo(100, 6);
    expect(distanceKm(center, { latitude: 60, longitude: box.maxLng })).toBeGreaterThanOrEqual(99.99);
    expect(box.minLng2).toBe(box.minLng);
  });

  it('splits a box over the antimeridian in two ranges, and takes every longitude near a pole', () => {
    const fiji = boundingBox({ latitude: -17, longitude: 179.9 }, 50);
    expect(fiji.maxLng).toBe(180);
    expect(fiji.minLng2).toBe(-180);
    expect(fiji.maxLng2).toBeGreaterThan(-180);
    expect(fiji.maxLng2).toBeLessThan(-179);
    const pole = boundingBox({ latitude: 89.9, longitude: 0 }, 50);
    expect([pole.minLng, pole.maxLng, pole.maxLat]).toEqual([-180, 180, 90]);
  });
});
