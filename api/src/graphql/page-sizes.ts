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
