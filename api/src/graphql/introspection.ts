import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * What production answers of introspection. The schema is published as SDL at /graphql/schema.graphql,
 * so introspection hides nothing; it is kept small because an introspection query has no page sizes
 * to bound it (a type's fields' types' fields nest without end, and the cost counts none of it). So
 * `__schema` is refused, and `__type(name:)` answers only the facts of the one type named: whether it
 * exists, its kind and description. That is what GraphQL-over-HTTP clients and audits ask, e.g.
 * `{ __type(name: "Tool") { name } }`.
 */
const TYPE_FACTS = new Set(['name', 'kind', 'description', 'specifiedByURL', 'isOneOf', '__typename']);

export const limitedIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    const name = node.name.value;
    const parent = context.getParentType();
    const refuse = (what: string) =>
      context.reportError(
        new GraphQLError(
          `GraphQL introspection is limited in production: ${what}. The schema is published at /graphql/schema.graphql.`,
          { nodes: node },
        ),
      );
    if (name === '__schema') return refuse('__schema is not answered');
    if (!parent || !parent.name.startsWith('__')) return;
    if (!TYPE_FACTS.has(name)) {
      refuse(`${parent.name}.${name} is not answered (only a type's ${[...TYPE_FACTS].slice(0, 5).join(', ')})`);
    }
  },
});
