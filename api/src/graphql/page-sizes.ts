/**
 * The page sizes of a list, as its `page` argument states them to the schema reader, and read back by
 * the query cost (query-cost.ts). Apart from page.ts so that the validation rules load without
 * type-graphql.
 */

/** A list argument's description: its sizes, for the schema reader. */
export const pageArgDescription = (defaultSize: number, maxSize: number) =>
  `Which page: pageSize ${defaultSize} by default, at most ${maxSize}`;

/** The sizes a `page` argument's description states (pageArgDescription's words, perhaps with more after them). */
export function pageSizesOf(
  description: string | null | undefined,
): { defaultSize: number; maxSize: number } | undefined {
  const found = /^Which page: pageSize (\d+) by default, at most (\d+)/.exec(description ?? '');
  return found ? { defaultSize: Number(found[1]), maxSize: Number(found[2]) } : undefined;
}

/** A connection's `first` or `last` argument's description: its sizes, for the schema reader. */
export const connectionArgDescription = (arg: 'first' | 'last', defaultSize: number, maxSize: number) =>
  `How many items to read ${arg === 'first' ? 'forwards (after `after`)' : 'backwards (before `before`)'}: ${defaultSize} by default, at most ${maxSize}; not with ${arg === 'first' ? 'last' : 'first'}`;

/** The sizes a connection's `first` or `last` argument states (connectionArgDescription's words). */
export function connectionSizesOf(
  description: string | null | undefined,
): { defaultSize: number; maxSize: number } | undefined {
  const found = /^How many items to read \w+ \([^)]*\): (\d+) by default, at most (\d+)/.exec(description ?? '');
  return found ? { defaultSize: Number(found[1]), maxSize: Number(found[2]) } : undefined;
}
