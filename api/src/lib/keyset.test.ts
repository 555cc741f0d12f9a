import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { decodeCursor, encodeCursor, keysetCondition, keysetOrderBy, keysetPage, type Keyset } from './keyset.js';

const things = pgTable('things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  priceCents: integer('price_cents').notNull(),
  rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

const dialect = new PgDialect();
const render = (query: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { sql: text, params };
};
const ID = '0b0e5a52-6b9f-4b6e-9a39-7d5b2f2e8c11';
const AT = '2026-11-30T12:47:19.123456+00:00';

const byNewest: Keyset = {
  list: 'things',
  order: 'createdAt_desc',
  keys: [
    { expr: things.createdAt, direction: 'desc' },
    { expr: things.id, direction: 'desc' },
  ],
};
const byRating: Keyset = {
  list: 'things',
  order: 'rating_desc',
  keys: [
    { expr: things.rating, direction: 'desc', nulls: 'last' },
    { expr: things.id, direction: 'desc' },
  ],
};

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, fields: error.fields.map((f) => f.path) };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('cursors', () => {
  it('carry the list, the order and the exact key values, and come back as they went', () => {
    const cursor = encodeCursor(byNewest, [AT, ID]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(byNewest, cursor, 'after')).toEqual([AT, ID]);
    expect(decodeCursor(byRating, encodeCursor(byRating, [null, ID]), 'before')).toEqual([null, ID]);
  });

  it('refuse a malformed cursor, one of another list or order, and values of the wrong kind, naming the argument', () => {
    const bad = (cursor: string, arg: 'after' | 'before' = 'after', keyset = byNewest) =>
      refusal(() => decodeCursor(keyset, cursor, arg));
    const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(bad('%%%')).toEqual({ code: 'BAD_USER_INPUT', fields: ['after'] });
    expect(bad(raw('hello'), 'before')).toEqual({ code: 'BAD_USER_INPUT', fields: ['before'] });
    expect(bad(encodeCursor({ list: 'others', order: 'createdAt_desc' }, [AT, ID]))).toMatchObject({
      fields: ['after'],
    });
    expect(() => decodeCursor(byNewest, encodeCursor(byRating, [4.5, ID]), 'after')).toThrow(/another order/);
    expect(bad(encodeCursor(byNewest, ['yesterday', ID]))).toMatchObject({ fields: ['after'] });
    expect(bad(encodeCursor(byNewest, [AT, 'not-a-uuid']))).toMatchObject({ fields: ['after'] });
    expect(bad(encodeCursor(byNewest, [AT]))).toMatchObject({ fields: ['after'] });
    // NULL only where the key may be NULL: created_at is NOT NULL, rating is not.
    expect(bad(encodeCursor(byNewest, [null, ID]))).toMatchObject({ fields: ['after'] });
    expect(bad(encodeCursor(byRating, ['4.5', ID]), 'after', byRating)).toMatchObject({ fields: ['after'] });
  });

  it('refuse values of the right shape that the database would not take, so a forged cursor is never a 500', () => {
    const bad = (keyset: Keyset, values: unknown[]) =>
      refusal(() => decodeCursor(keyset, encodeCursor(keyset, values as (string | number | null)[]), 'after'));
    // Days and times that do not exist, year 0, an offset past ±15:59.
    for (const at of [
      '2026-02-30T00:00:00Z',
      '2027-02-29T00:00:00+00:00',
      '0000-01-01T00:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-30T24:00:00Z',
      '2026-11-30T12:00:60Z',
      '2026-11-30T12:00:00+16:00',
    ])
      expect([at, bad(byNewest, [at, ID])]).toEqual([at, { code: 'BAD_USER_INPUT', fields: ['after'] }]);
    for (const at of ['2028-02-29T23:59:59.999999+00:00', '0001-01-01T00:00:00Z', '2026-11-30T12:00:00-05:30'])
      expect(decodeCursor(byNewest, encodeCursor(byNewest, [at, ID]), 'after')).toEqual([at, ID]);
    // An integer column takes a whole number of 32 bits; a numeric one any finite number.
    const byPrice: Keyset = {
      list: 'things',
      order: 'priceCents_asc',
      keys: [
        { expr: things.priceCents, direction: 'asc' },
        { expr: things.id, direction: 'asc' },
      ],
    };
    for (const price of [1.5, 2_147_483_648, 1e300])
      expect([price, bad(byPrice, [price, ID])]).toEqual([price, { code: 'BAD_USER_INPUT', fields: ['after'] }]);
    expect(decodeCursor(byPrice, encodeCursor(byPrice, [-2_147_483_647, ID]), 'after')).toEqual([-2_147_483_647, ID]);
    expect(decodeCursor(byRating, encodeCursor(byRating, [4.25, ID]), 'after')).toEqual([4.25, ID]);
    // Text holds no NUL character in Postgres.
    const byName: Keyset = {
      list: 'things',
      order: 'name_asc',
      keys: [
        { expr: things.name, direction: 'asc' },
        { expr: things.id, direction: 'asc' },
      ],
    };
    expect(bad(byName, ['a\u0000b', ID])).toEqual({ code: 'BAD_USER_INPUT', fields: ['after'] });
    expect(decodeCursor(byName, encodeCursor(byName, ['Ọlá 🙂', ID]), 'after')).toEqual(['Ọlá 🙂', ID]);
  });
});

describe('keysetCondition', () => {
  it('compares keys of one direction without NULLs as one row value, which an index answers as a range', () => {
    expect(render(keysetCondition(byNewest.keys, [AT, ID], 'after'))).toEqual({
      sql: '("things"."created_at", "things"."id") < ($1, $2)',
      params: [AT, ID],
    });
    expect(render(keysetCondition(byNewest.keys, [AT, ID], 'before')).sql).toBe(
      '("things"."created_at", "things"."id") > ($1, $2)',
    );
  });

  it('expands mixed directions key by key', () => {
    const keys = [
      { expr: things.name, direction: 'asc' as const },
      { expr: things.priceCents, direction: 'desc' as const },
      { expr: things.id, direction: 'desc' as const },
    ];
    expect(render(keysetCondition(keys, ['Drill', 500, ID], 'after'))).toEqual({
      sql: '("things"."name" > $1 or ("things"."name" = $2 and "things"."price_cents" < $3) or ("things"."name" = $4 and "things"."price_cents" = $5 and "things"."id" < $6))',
      params: ['Drill', 'Drill', 500, 'Drill', 500, ID],
    });
  });

  it('keeps NULLs after every value in both directions of reading', () => {
    // After a rated row: lower ratings, then the unrated ones.
    expect(render(keysetCondition(byRating.keys, [4.5, ID], 'after')).sql).toBe(
      '(("things"."rating" < $1 or "things"."rating" is null) or ("things"."rating" = $2 and "things"."id" < $3))',
    );
    // After an unrated row: only unrated rows with a lower id.
    expect(render(keysetCondition(byRating.keys, [null, ID], 'after')).sql).toBe(
      '("things"."rating" is null and "things"."id" < $1)',
    );
    // Before an unrated row: every rated row, and unrated rows with a higher id.
    expect(render(keysetCondition(byRating.keys, [null, ID], 'before')).sql).toBe(
      '("things"."rating" is not null or ("things"."rating" is null and "things"."id" > $1))',
    );
    expect(render(keysetCondition(byRating.keys, [4.5, ID], 'before')).sql).toBe(
      '("things"."rating" > $1 or ("things"."rating" = $2 and "things"."id" > $3))',
    );
  });

  it("puts a nullable column's NULLs where Postgres does unless told: above every value", () => {
    const keys = (direction: 'asc' | 'desc') => [
      { expr: things.rating, direction },
      { expr: things.id, direction },
    ];
    expect(render(sql.join(keysetOrderBy(keys('desc')), sql`, `)).sql).toBe(
      '"things"."rating" desc nulls first, "things"."id" desc',
    );
    expect(render(sql.join(keysetOrderBy(keys('asc')), sql`, `)).sql).toBe(
      '"things"."rating" asc nulls last, "things"."id" asc',
    );
    // Going down, after a NULL come every value, and the NULLs with a lower id.
    expect(render(keysetCondition(keys('desc'), [null, ID], 'after')).sql).toBe(
      '("things"."rating" is not null or ("things"."rating" is null and "things"."id" < $1))',
    );
    expect(render(keysetCondition(keys('desc'), [4.5, ID], 'after')).sql).toBe(
      '("things"."rating" < $1 or ("things"."rating" = $2 and "things"."id" < $3))',
    );
  });

  it('orders backwards with the NULLs first, so a backwards read is the forward order reversed', () => {
    const orderBy = (backwards: boolean) => render(sql.join(keysetOrderBy(byRating.keys, backwards), sql`, `)).sql;
    expect(orderBy(false)).toBe('"things"."rating" desc nulls last, "things"."id" desc');
    expect(orderBy(true)).toBe('"things"."rating" asc nulls first, "things"."id" asc');
  });
});

describe('keysetPage', () => {
  const sizes = { defaultSize: 2, maxSize: 3 };
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `row ${i}`,
      cursor: JSON.stringify([AT, ID.replace(/.$/, String(i))]),
    }));

  it('refuses first with last and sizes out of range, naming the argument', () => {
    expect(refusal(() => keysetPage({ first: 1, last: 1 }, byNewest, sizes))).toEqual({
      code: 'BAD_USER_INPUT',
      fields: ['last'],
    });
    expect(refusal(() => keysetPage({ first: 4 }, byNewest, sizes)).fields).toEqual(['first']);
    expect(refusal(() => keysetPage({ last: 0 }, byNewest, sizes)).fields).toEqual(['last']);
  });

  it('reads one row more than asked to know whether another page follows, and no OFFSET', () => {
    const page = keysetPage({}, byNewest, sizes);
    expect(page.limit).toBe(3);
    expect(page.where).toBeUndefined();
    const full = page.finish(rows(3));
    expect(full.edges.map((e) => e.node.id)).toEqual(['row 0', 'row 1']);
    expect(full.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(full.pageInfo.endCursor).toBe(full.edges[1]!.cursor);
    expect(decodeCursor(byNewest, full.pageInfo.endCursor!, 'after')).toEqual([AT, ID.replace(/.$/, '1')]);
    const last = page.finish(rows(2));
    expect(last.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  it('reads backwards in reverse and hands the edges back in the list order', () => {
    const before = encodeCursor(byNewest, [AT, ID]);
    const page = keysetPage({ last: 2, before }, byNewest, sizes);
    expect(render(page.where!).sql).toBe('("things"."created_at", "things"."id") > ($1, $2)');
    // The query reads nearest the cursor first: row 0 is the edge just before it.
    const read = page.finish(rows(3));
    expect(read.edges.map((e) => e.node.id)).toEqual(['row 1', 'row 0']);
    expect(read.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
  });

  it("says a page bounded by a cursor has the cursor's own row past it, whichever way it reads", () => {
    const cursor = encodeCursor(byNewest, [AT, ID]);
    // first with before: the rows up to the cursor, and the cursor's row follows them.
    const upTo = keysetPage({ first: 2, before: cursor }, byNewest, sizes).finish(rows(1));
    expect(upTo.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    // last with after: the rows down to the cursor, and the cursor's row comes before them.
    const downTo = keysetPage({ last: 2, after: cursor }, byNewest, sizes).finish(rows(1));
    expect(downTo.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });
});
