import { AppError } from './errors.js';

/** The largest GraphQL `Int` and Postgres `integer`: what a REST query number may be, as over GraphQL. */
export const MAX_INT = 2_147_483_647;

/**
 * A number the caller sent that must be whole and within bounds, or a clear input error naming the
 * field as the caller spelled it. Out-of-range values are refused, never clamped: a clamped page or
 * amount would silently answer a different question than the one asked.
 */
export function wholeNumber(value: number, field: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    const range = `${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}`;
    throw AppError.badInput([{ path: field, msg: `${field} must be a whole number from ${range}` }]);
  }
  return value;
}
