import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  ValidationContext,
  getOperationAST,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type FieldNode,
  type GraphQLField,
  type GraphQLNamedType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import { AppError, ErrorCode } from '../lib/errors.js';
import { connectionSizesOf, pageSizesOf } from './page-sizes.js';

/** A paged list whose `page` argument states no sizes is counted at the largest page any list allows. */
const UNSTATED_PAGE_SIZE = 200;

/**
 * How many items a paged field may answer: the page size it asks for, its list's default when it
 * asks for none, and its list's largest when the size is a variable (validation runs once per
 * document, before the variables are known, and a variable may carry the largest size). A literal
 * above the largest counts as the largest: the list refuses it anyway.
 */
function pageSizeOf(field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  const arg = field.args.find((a) => a.name === 'page' && getNamedType(a.type).name === 'PageInput');
  if (!arg) return connectionSizeOf(field, node);
  const sizes = pageSizesOf(arg.description) ?? { defaultSize: UNSTATED_PAGE_SIZE, maxSize: UNSTATED_PAGE_SIZE };
  const page = node.arguments?.find((a) => a.name.value === 'page')?.value;
  if (!page || page.kind === Kind.NULL) return sizes.defaultSize;
  if (page.kind !== Kind.OBJECT) return sizes.maxSize;
  const size = page.fields.find((f) => f.name.value === 'pageSize')?.value;
  if (!size || size.kind === Kind.NULL) return sizes.defaultSize;
  if (size.kind !== Kind.INT) return sizes.maxSize;
  return Math.min(Math.max(Number(size.value), 1), sizes.maxSize);
}

/**
 * How many edges a connection field may answer: `first` or `last` as pageSizeOf reads a page size
 * (the list's default when neither is given, its largest when one is a variable). A connection refuses
 * both together, so the larger of the two is counted when a document gives both.
 */
function connectionSizeOf(field: GraphQLField<unknown, unknown>, node: FieldNode): number {
  // A connection states its sizes on first and last (connectionArgDescription); a field with other
  // arguments of those names is not a connection and counts as one item.
  const first = field.args.find((a) => a.name === 'first' && getNamedType(a.type).name === 'Int');
  const sizes = connectionSizesOf(first?.description);
  if (!sizes) return 1;
  const given = (node.arguments ?? []).filter(
    (a) => (a.name.value === 'first' || a.name.value === 'last') && a.value.kind !== Kind.NULL,
  );
  if (!given.length) return sizes.defaultSize;
  return Math.max(
    ...given.map((a) =>
      a.value.kind === Kind.INT ? Math.min(Math.max(Number(a.value.value), 1), sizes.maxSize) : sizes.maxSize,
    ),
  );
}

/**
 * What an operation costs: one per field asked, and the fields of a paged list's items (under its
 * `items` or `edges`) once per item of the page it asks for, so fields inside lists inside lists
 * multiply; the page's own fields (`total`, `hasMore`, `pageInfo`, `totalCount`) count once. Aliases
 * count as often as they appear, fragments as often as they are spread. Introspection fields
 * (`__typename`, `__type`, `__schema`) are free: production answers only a named type's facts
 * (graphql/introspection.ts), and `__typename` costs nothing to answer.
 */
export function operationCost(context: ValidationContext, operation: OperationDefinitionNode): number {
  const schema = context.getSchema();
  const fragmentCosts = new Map<string, number>();
  const visiting = new Set<string>();

  // `items`: how many items the field this selection belongs to answers (its page size; 1 for any
  // other field). A list field of the selection (the page's `items` or `edges`) counts that often.
  const selectionCost = (set: SelectionSetNode, type: GraphQLNamedType | null | undefined, items = 1): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(selection, type, items);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        cost += selectionCost(selection.selectionSet, on, items);
      } else {
        cost += fragmentCost(selection.name.value, items);
      }
    }
    return cost;
  };

  const fragmentCost = (name: string, items: number): number => {
    const key = `${name}/${items}`;
    const known = fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = context.getFragment(name);
    // A missing fragment or a cycle is another rule's refusal; it adds nothing here.
    if (!fragment || visiting.has(name)) return 0;
    visiting.add(name);
    const cost = selectionCost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), items);
    visiting.delete(name);
    fragmentCosts.set(key, cost);
    return cost;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLNamedType | null | undefined, items: number): number => {
    if (node.name.value.startsWith('__')) return 0;
    const field =
      parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
    if (!node.selectionSet) return 1;
    // An unknown field is refused by graphql's own rules; its selection is counted as if it were one item.
    if (!field) return 1 + selectionCost(node.selectionSet, undefined);
    const times = isListType(getNullableType(field.type)) ? items : 1;
    return 1 + times * selectionCost(node.selectionSet, getNamedType(field.type), pageSizeOf(field, node));
  };

  const root =
    operation.operation === 'query'
      ? schema.getQueryType()
      : operation.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  return selectionCost(operation.selectionSet, root);
}

/**
 * Refuses an operation whose cost (operationCost) is over `maxCost`, with the code QUERY_TOO_COMPLEX
 * (over HTTP and graphql-ws alike: format-error.ts reads the code from the error behind it).
 * graphql-armor's own cost limit counts a list as one item whatever its page size, so it is off and
 * this rule stands in its place beside armor's other rules.
 */
export function queryCostRule(maxCost: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const cost = operationCost(context, operation);
      if (cost > maxCost) {
        const message = `This operation costs ${cost}, over the limit of ${maxCost}: ask for smaller pages (page: { pageSize }, or first/last), fewer fields or fewer aliases. A field costs 1, and the fields of a paged list's items once per item of the page it asks for (the largest page when the size is a variable).`;
        context.reportError(
          new GraphQLError(message, {
            nodes: [operation],
            extensions: { code: ErrorCode.QUERY_TOO_COMPLEX },
            originalError: new AppError(ErrorCode.QUERY_TOO_COMPLEX, message),
          }),
        );
      }
      // The cost is counted from the operation down: nothing below needs visiting for it.
      return false;
    },
  });
}

/**
 * Every answer over HTTP says what its operation cost: `extensions.cost` is `{ requested, maximum }`,
 * requested as queryCostRule counts it, maximum the most one operation may cost. The maximum is per
 * operation: there is no cost budget over time (the rate budgets count actions, see rate-limit.ts).
 * An answer to a document that did not parse, or named no operation it holds, has nothing to count.
 */
export function costExtension(maxCost: number): ApolloServerPlugin {
  // Apollo's document store hands out the same parsed document for the same text: one count each.
  const costs = new WeakMap<OperationDefinitionNode, number>();
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ document, request, schema, response }) {
          if (!document || response.body.kind !== 'single') return;
          const operation = getOperationAST(document, request.operationName);
          if (!operation) return;
          let requested = costs.get(operation);
          if (requested === undefined) {
            const context = new ValidationContext(schema, document, new TypeInfo(schema), () => undefined);
            requested = operationCost(context, operation);
            costs.set(operation, requested);
          }
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, cost: { requested, maximum: maxCost } };
        },
      };
    },
  };
}
