import fc from 'fast-check';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { describe, expect, it } from 'vitest';
import { DateTimeISO } from './date-time.js';

/** What graphql-scalars' DateTimeISO does with a value: its string, or its error message. */
const outcome = (serialize: (value: unknown) => unknown, value: unknown) => {
  try {
    return { value: serialize(value) };
  } catch (error) {
    return { error: (error as Error).message };
  }
};

describe('DateTimeISO', () => {
  it("writes every instant as graphql-scalars' DateTimeISO does, whatever its year", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) }),
          fc.integer({ min: -8.64e15, max: 8.64e15 }),
        ),
        (ms) => {
          const date = new Date(ms);
          expect(DateTimeISO.serialize(date)).toBe(GraphQLDateTimeISO.serialize(date));
        },
      ),
      { numRuns: 5000 },
    );
    for (const iso of [
      '1000-01-01T00:00:00.000Z',
      '0999-12-31T23:59:59.999Z',
      '9999-12-31T23:59:59.999Z',
      '2026-11-25T09:05:03.007Z',
    ]) {
      expect(DateTimeISO.serialize(new Date(iso))).toBe(iso);
    }
  });

  it('answers anything else as graphql-scalars does: strings, numbers, invalid dates and the rest', () => {
    for (const value of [
      new Date(Number.NaN),
      '2026-11-25T10:00:00+01:00',
      'yesterday',
      1_764_000_000_000,
      null,
      {},
      true,
    ]) {
      expect(outcome((v) => DateTimeISO.serialize(v), value)).toEqual(
        outcome((v) => GraphQLDateTimeISO.serialize(v), value),
      );
    }
  });

  it('is the same type to a client: name, description, specification, parsing', () => {
    const { serialize: _mine, ...mine } = DateTimeISO.toConfig();
    const { serialize: _theirs, ...theirs } = GraphQLDateTimeISO.toConfig();
    expect(mine).toEqual(theirs);
  });
});
