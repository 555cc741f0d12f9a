import { AppError } from '../lib/errors.js';

/** Postgres unique_violation, whether the driver error is raw or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** The name of the unique constraint or index that was violated, if that is what happened. */
export function violatedConstraint(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return undefined;
}

/**
 * The name of the exclusion constraint that was violated (Postgres exclusion_violation), if that is
 * what happened, whether the driver error is raw or wrapped by Drizzle.
 */
export function violatedExclusion(error: unknown): string | undefined {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23P01') return typeof e.constraint === 'string' ? e.constraint : '';
  }
  return undefined;
}

/**
 * Input that only the database could refuse: text holding a NUL character (Postgres
 * character_not_in_repertoire), which no text column can store, whichever field or API it came
 * through. It is the caller's mistake, answered as such rather than as an internal error.
 */
export function inputRefusedByDatabase(error: unknown): AppError | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '22021') return AppError.badInput([], 'Text cannot contain the NUL character (\\0)');
  }
  return undefined;
}
