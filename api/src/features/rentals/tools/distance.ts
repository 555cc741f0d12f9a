import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { AppError } from '../../../lib/errors.js';
import type { Point } from './tool-place.js';

/** The earth's mean radius (IUGG), in kilometres: great-circle distances are measured on this sphere. */
export const EARTH_RADIUS_KM = 6371.0088;
/** A distance search's radius, whole kilometres: from a neighbourhood to a region. */
export const MIN_RADIUS_KM = 1;
export const MAX_RADIUS_KM = 500;
export const DEFAULT_RADIUS_KM = 50;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(a: Point, b: Point): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The latitude and longitude ranges holding every point within `radiusKm` of `center`: what an index
 * on the coordinates can narrow to before the exact distance is measured. A circle over a pole takes
 * every longitude; one over the antimeridian takes two ranges (the second is the first again otherwise).
 */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  minLng2: number;
  maxLng2: number;
}

export function boundingBox(center: Point, radiusKm: number): BoundingBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const minLat = center.latitude - degrees(angle);
  const maxLat = center.latitude + degrees(angle);
  const ratio = Math.sin(angle) / Math.cos(radians(center.latitude));
  if (minLat <= -90 || maxLat >= 90 || ratio >= 1) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), ...ranges(-180, 180, -180, 180) };
  }
  const spread = degrees(Math.asin(ratio));
  const west = center.longitude - spread;
  const east = center.longitude + spread;
  if (west < -180) return { minLat, maxLat, ...ranges(west + 360, 180, -180, east) };
  if (east > 180) return { minLat, maxLat, ...ranges(west, 180, -180, east - 360) };
  return { minLat, maxLat, ...ranges(west, east, west, east) };
}

const ranges = (minLng: number, maxLng: number, minLng2: number, maxLng2: number) => ({
  minLng,
  maxLng,
  minLng2,
  maxLng2,
});

/** The same great-circle distance in SQL (plain functions: Postgres and PGlite alike, no PostGIS). */
export function distanceSql(
  latitude: AnyColumn,
  longitude: AnyColumn,
  center: { latitude: Placeholder; longitude: Placeholder },
): SQL<number> {
  const lat = sql`${center.latitude}::double precision`;
  const lng = sql`${center.longitude}::double precision`;
  return sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))))`;
}

const LIMITS = { latitude: 90, longitude: 180 } as const;

/**
 * A point as a caller sends it, under the names they spelled (`names`): both coordinates or neither
 * (undefined). One without the other, a value that is not a number, or one out of range (latitude
 * -90 to 90, longitude -180 to 180) is refused naming each input.
 */
export function parsePoint(
  latitude: unknown,
  longitude: unknown,
  names: { latitude: string; longitude: string } = { latitude: 'latitude', longitude: 'longitude' },
): Point | undefined {
  const given = { latitude, longitude };
  const missing = (v: unknown) => v === undefined || v === null || v === '';
  if (missing(latitude) && missing(longitude)) return undefined;
  const problems: { path: string; msg: string }[] = [];
  for (const axis of ['latitude', 'longitude'] as const) {
    const other = axis === 'latitude' ? 'longitude' : 'latitude';
    const value = given[axis];
    if (missing(value)) {
      problems.push({ path: names[axis], msg: `Give ${names[axis]} with ${names[other]}: a point needs both` });
      continue;
    }
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
    if (!Number.isFinite(n) || Math.abs(n) > LIMITS[axis])
      problems.push({
        path: names[axis],
        msg: `${names[axis]} must be a number of degrees from -${LIMITS[axis]} to ${LIMITS[axis]}`,
      });
  }
  if (problems.length) throw AppError.badInput(problems);
  return { latitude: Number(latitude), longitude: Number(longitude) };
}

/** A distance search's radius as a caller sends it: a whole number of kilometres within bounds. */
export function parseRadius(radiusKm: unknown): number {
  if (radiusKm === undefined || radiusKm === null) return DEFAULT_RADIUS_KM;
  if (
    typeof radiusKm !== 'number' ||
    !Number.isInteger(radiusKm) ||
    radiusKm < MIN_RADIUS_KM ||
    radiusKm > MAX_RADIUS_KM
  )
    throw AppError.badInput([
      {
        path: 'radiusKm',
        msg: `radiusKm must be a whole number of kilometres from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}`,
      },
    ]);
  return radiusKm;
}
