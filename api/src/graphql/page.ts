import { Field, InputType, Int, ObjectType, type ClassType } from 'type-graphql';
import type { ListParams } from '../lib/list-query.js';

/**
 * The one way every list is paged: `page` (from 1) and `pageSize` in, and a page type out with the
 * items, how many match in all and whether there is more. A size outside a list's range is refused
 * with the range (the list's `page` argument says it), never changed silently.
 */
@InputType({ description: 'Which page of a list to answer: numbered from 1, of pageSize items' })
export class PageInput {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page number, from 1' })
  page?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "Items per page: each list's page argument gives its default and largest size",
  })
  pageSize?: number | null;
}

export { pageArgDescription } from './page-sizes.js';

/**
 * The fields of every paged list: one page of `items`, how many match in all, which page this is and
 * whether another follows. The base type itself never reaches the schema: only types a resolver uses
 * are emitted.
 */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType({ simpleResolvers: true })
  abstract class Page {
    @Field(() => [item], { description: 'The items of this page, in the order asked for' }) items!: T[];
    @Field(() => Int, { description: 'How many items match in all' }) total!: number;
    @Field(() => Int, { description: 'This page, from 1' }) page!: number;
    @Field(() => Int, { description: 'The page size used' }) pageSize!: number;
    @Field(() => Boolean, { description: 'A later page has more items' }) hasMore!: boolean;
  }
  return Page;
}

/** A service's page as the GraphQL page type: items mapped, `hasMore` worked out. */
export function toPage<R, T>(
  result: { items: R[]; total: number; page: number; pageSize: number },
  map: (item: R) => T,
): { items: T[]; total: number; page: number; pageSize: number; hasMore: boolean } {
  return {
    items: result.items.map(map),
    total: result.total,
    page: result.page,
    pageSize: result.pageSize,
    hasMore: result.page * result.pageSize < result.total,
  };
}

/** The list parameters the services take, from a page argument, a search and an order. */
export function listParams(
  page: PageInput | null | undefined,
  extra: { search?: string | null; orderBy?: { field: string; direction?: 'asc' | 'desc' | null } | null } = {},
): ListParams {
  return {
    page: page?.page ?? null,
    pageSize: page?.pageSize ?? null,
    search: extra.search ?? null,
    sortBy: extra.orderBy?.field ?? null,
    sortDirection: extra.orderBy?.direction ?? null,
  };
}
