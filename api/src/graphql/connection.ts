import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import type { Connection, KeysetWindow } from '../lib/keyset.js';
import { connectionArgDescription } from './page-sizes.js';

/**
 * Cursor paging (Relay connections) beside the numbered pages: `first`/`after` read forwards,
 * `last`/`before` backwards, from opaque cursors, so a row added between two reads moves no other
 * row from one page to the next (lib/keyset.ts). A list whose screens need page numbers keeps its
 * page field; its `<list>Connection` sibling takes the same filters and order.
 */

@ObjectType({ simpleResolvers: true, description: 'Where a page of a connection sits in its list' })
export class PageInfo {
  @Field(() => Boolean, { description: 'Another page follows the last edge (read it with first and after: endCursor)' })
  hasNextPage!: boolean;
  @Field(() => Boolean, {
    description: 'Another page comes before the first edge (read it with last and before: startCursor)',
  })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The first edge's cursor; null when there are no edges" })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The last edge's cursor; null when there are no edges" })
  endCursor!: string | null;
}

/** The arguments of a connection with these sizes; one class per pair of sizes, as each list states its own. */
const windowArgs = new Map<string, ClassType<KeysetWindow>>();
export function ConnectionArgs(defaultSize: number, maxSize: number): ClassType<KeysetWindow> {
  const known = windowArgs.get(`${defaultSize}/${maxSize}`);
  if (known) return known;
  @ArgsType()
  class Window implements KeysetWindow {
    @Field(() => Int, { nullable: true, description: connectionArgDescription('first', defaultSize, maxSize) })
    first?: number | null;
    @Field(() => String, {
      nullable: true,
      description: 'Start after this cursor (an edge cursor or pageInfo.endCursor of the same list and order)',
    })
    after?: string | null;
    @Field(() => Int, { nullable: true, description: connectionArgDescription('last', defaultSize, maxSize) })
    last?: number | null;
    @Field(() => String, {
      nullable: true,
      description: 'End before this cursor (an edge cursor or pageInfo.startCursor of the same list and order)',
    })
    before?: string | null;
  }
  windowArgs.set(`${defaultSize}/${maxSize}`, Window);
  return Window;
}

/**
 * The fields of every connection: edges (a node and its cursor), pageInfo and totalCount. totalCount
 * costs a count of every match, so it is counted only when asked for.
 */
export function ConnectionOf<T extends object>(item: ClassType<T>, itemName = item.name) {
  @ObjectType(`${itemName}Edge`, {
    simpleResolvers: true,
    description: "An item of a connection's list and its cursor",
  })
  class Edge {
    @Field(() => item, { description: 'The item at this place in the list' }) node!: T;
    @Field(() => String, { description: 'Where this edge sits: pass it as after or before to read on from here' })
    cursor!: string;
  }
  // The base type itself never reaches the schema: only types a resolver uses are emitted.
  @ObjectType({ simpleResolvers: true })
  abstract class ConnectionBase {
    @Field(() => [Edge], { description: 'The edges of this page, in the order asked for' })
    edges!: { node: T; cursor: string }[];
    @Field(() => PageInfo, { description: 'Where this page sits in the list, and the cursors to read on' })
    pageInfo!: PageInfo;
    @Field(() => Int, { description: 'How many items match in all (counted only when asked for)' })
    totalCount!: number | Promise<number>;
  }
  return ConnectionBase;
}

/**
 * A service's connection as the GraphQL type: nodes mapped, and totalCount a getter, so the count
 * runs only when the field is selected (the resolvers read it as a property).
 */
export function toConnection<R, T>(
  result: Connection<R>,
  map: (item: R) => T,
  count: () => Promise<number>,
): { edges: { node: T; cursor: string }[]; pageInfo: PageInfo; readonly totalCount: Promise<number> } {
  let counted: Promise<number> | undefined;
  return {
    edges: result.edges.map((edge) => ({ node: map(edge.node), cursor: edge.cursor })),
    pageInfo: result.pageInfo,
    get totalCount() {
      return (counted ??= count());
    },
  };
}
