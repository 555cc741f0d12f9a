import { AppError } from './errors.js';

/*
 * No Postgres text can hold the NUL character (\0), so text holding one is refused where it comes in,
 * naming the field as the caller spelled it, rather than by the database, which cannot say which
 * field it was (db/errors.ts still answers that case, for anything that comes in another way).
 */

export const NUL_TEXT_MESSAGE = 'Text cannot contain the NUL character (\\0)';

/** The path (dotted, list items by number) of the first text inside `value` holding a NUL, if any. */
export function nulTextPath(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulTextPath(item, [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // Plain objects only: an upload's stream or a Date has nothing a caller typed.
  if (value === null || typeof value !== 'object') return undefined;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulTextPath(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** BAD_USER_INPUT naming the first text inside `value` that holds a NUL; nothing when there is none. */
export function refuseNulText(value: unknown, path: readonly string[] = []): void {
  const found = nulTextPath(value, path);
  if (found !== undefined) throw AppError.badInput([{ path: found, msg: NUL_TEXT_MESSAGE }]);
}
