import { Column, and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from './errors.js';
import { wholeNumber } from './numbers.js';

/**
 * Keyset (cursor) paging: a page starts after (or ends before) the row a cursor names, compared on the
 * list's sort keys, never skipped over with OFFSET, so a row added or removed between two reads
 * moves no other row from one page to the next. The cursor carries the sort keys' exact values as
 * the database wrote them (selected with the page as JSON: microseconds and all), the list and the
 * order it belongs to; it is opaque to callers (base64url of JSON) and checked on the way back in.
 */

/**
 * What a key's cursor value must be: checked before it reaches SQL, so a forged cursor is an input error
 * and never one of the database's. `integer` is a whole number of 32 bits (an integer column, or an SQL
 * rank such as `case ... then 0 else 1 end`), `bigint` one JavaScript holds exactly, `number` any finite
 * number (numeric, real and double precision: a distance, a rating).
 */
export type KeyKind = 'timestamp' | 'integer' | 'bigint' | 'number' | 'text' | 'uuid' | { enum: readonly string[] };

export interface KeysetKey {
  expr: AnyColumn | SQL;
  direction: 'asc' | 'desc';
  /** Required for an SQL expression; a column's kind is read from its type. */
  kind?: KeyKind;
  /**
   * Where the key's NULLs sort in the list's order. A nullable column sorts them as Postgres does
   * unless told (NULL above every value: last going up, first going down); a NOT NULL column and an
   * SQL expression without it hold no NULLs.
   */
  nulls?: 'first' | 'last';
}

/** A list's order as keyset paging sees it: the last key must be unique (the id), so the order is total. */
export interface Keyset {
  /** Which list the cursors belong to: a cursor of another list is refused. */
  list: string;
  /** Which order (field and direction): a cursor of another order is refused. */
  order: string;
  keys: KeysetKey[];
}

/** The Relay window arguments, as the caller sent them. */
export interface KeysetWindow {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Connection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: PageInfo;
}

type CursorValue = string | number | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// As Postgres writes a timestamptz in JSON: 2026-11-30T12:47:19.123456+00:00.
const TIMESTAMP = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d{1,6})?(?:Z|[+-](\d\d)(?::(\d\d))?)$/;
const INT32 = 2_147_483_647;

/**
 * A timestamp Postgres takes as written: a real calendar day (not 30 February: Date.UTC would roll it
 * over to March), a time of day, a year from 1 (there is no year 0) and an offset within ±15:59.
 */
function isTimestamp(value: string): boolean {
  const parts = TIMESTAMP.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  const [offsetHours, offsetMinutes] = [Number(parts[8] ?? 0), Number(parts[9] ?? 0)];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  date.setUTCFullYear(year!);
  return (
    year! >= 1 &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! <= 23 &&
    minute! <= 59 &&
    second! <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

function kindOf(key: KeysetKey): KeyKind {
  if (key.kind) return key.kind;
  if (!(key.expr instanceof Column)) throw new Error('A keyset key that is an SQL expression states its kind');
  const column = key.expr;
  if (column.enumValues?.length && column.columnType.includes('Enum')) return { enum: column.enumValues };
  const type = column.getSQLType();
  if (type.startsWith('timestamp')) return 'timestamp';
  if (type === 'uuid') return 'uuid';
  if (/^(integer|smallint|serial)/.test(type)) return 'integer';
  if (/^(bigint|bigserial)/.test(type)) return 'bigint';
  if (/^(numeric|real|double)/.test(type)) return 'number';
  return 'text';
}

function nullsOf(key: KeysetKey): 'first' | 'last' | undefined {
  if (key.nulls) return key.nulls;
  if (!(key.expr instanceof Column) || key.expr.notNull) return undefined;
  return key.direction === 'asc' ? 'last' : 'first';
}

function fits(value: unknown, kind: KeyKind): boolean {
  if (kind === 'integer') return Number.isInteger(value) && Math.abs(value as number) <= INT32;
  if (kind === 'bigint') return Number.isSafeInteger(value);
  if (kind === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (typeof value !== 'string') return false;
  if (kind === 'timestamp') return isTimestamp(value);
  if (kind === 'uuid') return UUID.test(value);
  // Postgres text holds no NUL character.
  if (kind === 'text') return value.length <= 2_000 && !value.includes('\u0000');
  return kind.enum.includes(value);
}

export function encodeCursor(keyset: Pick<Keyset, 'list' | 'order'>, values: CursorValue[]): string {
  return Buffer.from(JSON.stringify({ l: keyset.list, o: keyset.order, k: values })).toString('base64url');
}

/** A cursor's key values, or BAD_USER_INPUT naming the argument it came in. */
export function decodeCursor(keyset: Keyset, cursor: string, arg: 'after' | 'before'): CursorValue[] {
  const refuse = (msg: string) => AppError.badInput([{ path: arg, msg }]);
  let decoded: unknown;
  try {
    decoded = cursor.length <= 4_000 ? JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) : undefined;
  } catch {
    decoded = undefined;
  }
  const parts = decoded as { l?: unknown; o?: unknown; k?: unknown } | undefined;
  if (!parts || typeof parts !== 'object' || !Array.isArray(parts.k))
    throw refuse(`${arg} is not a cursor of this list: pass a cursor from its edges or pageInfo`);
  if (parts.l !== keyset.list) throw refuse(`${arg} is a cursor of another list: pass a cursor of this one`);
  if (parts.o !== keyset.order)
    throw refuse(`${arg} is a cursor of another order: start again without ${arg}, or keep the order it came from`);
  const values = parts.k as unknown[];
  const valid =
    values.length === keyset.keys.length &&
    keyset.keys.every((key, i) => (values[i] === null ? nullsOf(key) !== undefined : fits(values[i], kindOf(key))));
  if (!valid) throw refuse(`${arg} is not a cursor of this list: pass a cursor from its edges or pageInfo`);
  return values as CursorValue[];
}

const flip = (nulls: 'first' | 'last') => (nulls === 'first' ? 'last' : 'first');

/** The ORDER BY of keys, forwards or (for `last`) backwards: the backwards order is the forward one reversed. */
export function keysetOrderBy(keys: KeysetKey[], backwards = false): SQL[] {
  return keys.map((key) => {
    const ascending = (key.direction === 'asc') !== backwards;
    const nulls = nullsOf(key);
    const placed = nulls ? sql` nulls ${sql.raw(backwards ? flip(nulls) : nulls)}` : sql``;
    return sql`${key.expr} ${ascending ? sql`asc` : sql`desc`}${placed}`;
  });
}

/**
 * The rows strictly past `values` in the order (`after`) or strictly before them (`before`). Keys of
 * one direction without NULLs compare as one row value, `(a, id) < ($1, $2)`, which an index on
 * (a, id) answers as a range; mixed directions or NULLs expand to "equal on the earlier keys and
 * past on this one" for each key.
 */
export function keysetCondition(keys: KeysetKey[], values: CursorValue[], way: 'after' | 'before'): SQL {
  const forwards = way === 'after';
  const uniform = keys.every((key) => key.direction === keys[0]!.direction && !nullsOf(key));
  if (uniform) {
    const greater = (keys[0]!.direction === 'asc') === forwards;
    const left = sql.join(
      keys.map((key) => sql`${key.expr}`),
      sql`, `,
    );
    const right = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    return greater ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
  }
  const equal = (key: KeysetKey, value: CursorValue) =>
    value === null ? sql`${key.expr} is null` : sql`${key.expr} = ${value}`;
  const past = (key: KeysetKey, value: CursorValue): SQL | undefined => {
    const greater = (key.direction === 'asc') === forwards;
    const beyond = greater ? sql`${key.expr} > ${value}` : sql`${key.expr} < ${value}`;
    const nulls = nullsOf(key);
    if (!nulls) return beyond;
    // In the direction of reading, NULLs after the values: past a value are the NULLs too, past a
    // NULL nothing on this key. NULLs before the values: past a NULL is every value.
    if ((forwards ? nulls : flip(nulls)) === 'last')
      return value === null ? undefined : or(beyond, sql`${key.expr} is null`);
    return value === null ? sql`${key.expr} is not null` : beyond;
  };
  const branches = keys
    .map((key, i) => {
      const here = past(key, values[i]!);
      return here && and(...keys.slice(0, i).map((earlier, j) => equal(earlier, values[j]!)), here);
    })
    .filter((branch): branch is SQL => branch !== undefined);
  return branches.length ? or(...branches)! : sql`false`;
}

/**
 * One window of a keyset list, checked: `first` or `last` (not both) within the list's sizes, the
 * cursors decoded. `where` bounds the rows by the cursors, `orderBy` and `limit` read one row more
 * than asked (whether another page follows), and `finish` turns the rows read into edges.
 */
export function keysetPage(window: KeysetWindow, keyset: Keyset, sizes: { defaultSize: number; maxSize: number }) {
  const has = (value: unknown) => value !== undefined && value !== null;
  if (has(window.first) && has(window.last))
    throw AppError.badInput([{ path: 'last', msg: 'Give first or last, not both' }]);
  const backwards = has(window.last);
  const size = backwards
    ? wholeNumber(window.last!, 'last', 1, sizes.maxSize)
    : wholeNumber(window.first ?? sizes.defaultSize, 'first', 1, sizes.maxSize);
  const after = has(window.after) ? decodeCursor(keyset, window.after!, 'after') : undefined;
  const before = has(window.before) ? decodeCursor(keyset, window.before!, 'before') : undefined;
  const where = and(
    after && keysetCondition(keyset.keys, after, 'after'),
    before && keysetCondition(keyset.keys, before, 'before'),
  );
  return {
    where,
    orderBy: keysetOrderBy(keyset.keys, backwards),
    limit: size + 1,
    /** Select this with the rows as `cursor`: each row's key values as JSON text. */
    cursorValues: sql<string>`json_build_array(${sql.join(
      keyset.keys.map((key) => sql`${key.expr}`),
      sql`, `,
    )})::text`,
    /** The rows read (in the query's order) as edges in the list's order, and where they sit. */
    finish<R extends { cursor: string }>(rows: R[]): Connection<Omit<R, 'cursor'>> {
      const page = rows.slice(0, size);
      if (backwards) page.reverse();
      const edges = page.map(({ cursor, ...node }) => ({
        node,
        cursor: encodeCursor(keyset, JSON.parse(cursor) as CursorValue[]),
      }));
      const more = rows.length > size;
      return {
        edges,
        pageInfo: {
          // Past a cursor there is, as far as this page knows, the cursor's own row on the other side:
          // `before` bounds the page from the end (so another page follows it), `after` from the start.
          hasNextPage: backwards ? has(window.before) : more || has(window.before),
          hasPreviousPage: backwards ? more || has(window.after) : has(window.after),
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  };
}

export type KeysetPage = ReturnType<typeof keysetPage>;
