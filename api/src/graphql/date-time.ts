import { GraphQLScalarType } from 'graphql';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { utcIsoString } from '../lib/zoned-time.js';

const base = GraphQLDateTimeISO.toConfig();

/**
 * graphql-scalars' DateTimeISO (same name, description, parsing and errors), writing a valid Date
 * without its checks and through a formatter faster than toISOString, with the same result. A list of
 * 25 bookings writes about 75 instants.
 */
export const DateTimeISO = new GraphQLScalarType({
  ...base,
  serialize: (value) => (value instanceof Date && utcIsoString(value)) || base.serialize(value),
});
