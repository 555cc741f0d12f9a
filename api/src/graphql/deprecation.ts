/**
 * A deprecation reason that says when the field goes: "<what to use instead>. Removal: YYYY-MM-DD".
 * An integrator reads the date in the schema; the removal is listed in docs/SCHEMA-CHANGELOG.md
 * when it happens. Deprecations give at least six months.
 */
export function deprecated(reason: string, removal: `${number}-${number}-${number}`): string {
  return `${reason}. Removal: ${removal}`;
}

/** The phrase every deprecation reason ends with (deprecation.test.ts checks the built schema). */
export const REMOVAL_DATE = /\. Removal: (\d{4}-\d{2}-\d{2})$/;
