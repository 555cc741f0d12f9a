/**
 * A GraphQL enum for stored lower-case values: `asEnum(['returned', 'in_dispute'])` is
 * `{ RETURNED: 'returned', IN_DISPUTE: 'in_dispute' }`, so the API names the value as enums are
 * written (RETURNED) and resolvers pass the stored one through.
 */
export const asEnum = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), v])) as { [K in T as Uppercase<K>]: K };
