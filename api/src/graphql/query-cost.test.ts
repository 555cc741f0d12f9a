import {
  getNamedType,
  isObjectType,
  parse,
  TypeInfo,
  ValidationContext,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectionSizesOf, pageSizesOf } from './page-sizes.js';
import { createAppPubSub } from './pubsub.js';
import { operationCost } from './query-cost.js';
import { buildAppSchema } from './schema.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema(createAppPubSub());
});

const costOf = (query: string) => {
  const document = parse(query);
  const context = new ValidationContext(schema, document, new TypeInfo(schema), () => {});
  return operationCost(context, document.definitions[0] as OperationDefinitionNode);
};

describe('the cost of an operation', () => {
  it("knows every list's page sizes from its page argument or a connection's first and last", () => {
    const unstated: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) {
          if (getNamedType(arg.type).name === 'PageInput' && !pageSizesOf(arg.description))
            unstated.push(`${type.name}.${field.name}(${arg.name})`);
          const connection = getNamedType(field.type).name.endsWith('Connection');
          if (connection && (arg.name === 'first' || arg.name === 'last') && !connectionSizesOf(arg.description))
            unstated.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    expect(unstated).toEqual([]);
  });

  it("counts a paged list's items once per item of the page asked for: its default, the size given, or its largest", () => {
    // tools: pageSize 20 by default, at most 50. One for `tools`, one for `items`, then `id` per item.
    expect(costOf('{ tools { items { id } } }')).toBe(1 + 1 + 20 * 1);
    expect(costOf('{ tools(page: { page: 3 }) { items { id } } }')).toBe(1 + 1 + 20 * 1);
    expect(costOf('{ tools(page: { pageSize: 5 }) { items { id } } }')).toBe(1 + 1 + 5 * 1);
    expect(costOf('{ tools(page: { pageSize: 5000 }) { items { id } } }')).toBe(1 + 1 + 50 * 1);
    expect(costOf('query($p: PageInput) { tools(page: $p) { items { id } } }')).toBe(1 + 1 + 50 * 1);
    expect(costOf('query($n: Int) { tools(page: { pageSize: $n }) { items { id } } }')).toBe(1 + 1 + 50 * 1);
    // The page's own fields count once, whatever its size.
    expect(costOf('{ tools(page: { pageSize: 50 }) { total hasMore } }')).toBe(1 + 2);
  });

  it('counts a connection once per edge asked for: first or last, its default, or its largest', () => {
    // toolsConnection: 20 by default, at most 50. One for the field, one for edges, then per edge: node and id.
    expect(costOf('{ toolsConnection { edges { node { id } } } }')).toBe(1 + 1 + 20 * 2);
    expect(costOf('{ toolsConnection(first: 5) { edges { node { id } } } }')).toBe(1 + 1 + 5 * 2);
    expect(costOf('{ toolsConnection(last: 7, before: "x") { edges { node { id } } } }')).toBe(1 + 1 + 7 * 2);
    expect(costOf('{ toolsConnection(first: 5000) { edges { node { id } } } }')).toBe(1 + 1 + 50 * 2);
    expect(costOf('query($n: Int) { toolsConnection(first: $n) { edges { node { id } } } }')).toBe(1 + 1 + 50 * 2);
    expect(costOf('query($n: Int) { toolsConnection(first: 2, last: $n) { edges { node { id } } } }')).toBe(
      1 + 1 + 50 * 2,
    );
    // pageInfo and totalCount once, whatever the size.
    expect(costOf('{ toolsConnection(first: 50) { totalCount pageInfo { hasNextPage endCursor } } }')).toBe(1 + 1 + 3);
  });

  it('counts aliases and fragment spreads each time, and introspection fields not at all', () => {
    const one = costOf('{ tools(page: { pageSize: 10 }) { total items { id name } } }');
    expect(one).toBe(1 + 1 + 1 + 10 * 2);
    expect(
      costOf(
        '{ a: tools(page: { pageSize: 10 }) { total items { id name } } b: tools(page: { pageSize: 10 }) { total items { id name } } }',
      ),
    ).toBe(2 * one);
    expect(
      costOf(
        '{ tools(page: { pageSize: 10 }) { total items { ...T ...T __typename } } } fragment T on Tool { id name }',
      ),
    ).toBe(1 + 1 + 1 + 10 * 4);
    // A fragment spread on the page holds page fields and the items: each counted as written in place.
    expect(
      costOf('{ tools(page: { pageSize: 10 }) { ...P } } fragment P on ToolPage { total items { id name } }'),
    ).toBe(one);
    expect(costOf('{ __typename site { __typename expoName } }')).toBe(2);
  });

  it('counts a paged list below other fields the same way', () => {
    // The owner's earnings per booking: pageSize 20 by default, at most 100, below myEarnings.
    expect(costOf('{ myEarnings { currency bookings { total items { bookingId } } } }')).toBe(
      1 + 1 + (1 + 1 + 1 + 20 * 1),
    );
    expect(costOf('query($p: PageInput) { myEarnings { bookings(page: $p) { items { bookingId } } } }')).toBe(
      1 + (1 + 1 + 100 * 1),
    );
  });
});
