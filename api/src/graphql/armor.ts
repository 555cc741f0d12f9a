import { ApolloArmor } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { AppError, ErrorCode } from '../lib/errors.js';
import { limitedIntrospectionRule } from './introspection.js';
import { queryCostRule } from './query-cost.js';

/**
 * Limits on what one operation may ask for. Depth counts fragment spreads as levels, so a client that
 * composes its documents from fragments (the web client's booking lists reach 11) needs room beyond
 * the 5 levels of fields the schema has; the limits leave that room for honest clients and none for
 * abuse. The cost counts a paged list's items' fields once per item of the page asked for (query-cost.ts):
 * the web app's heaviest operation (the admin's bookings at 100 a page) costs about 2,500, a list of 100
 * bookings with every field over 5,000, and fourteen aliased pages of 50 tools over 11,000; the security
 * suite counts every operation of the web app against the limit. The same rules guard subscriptions over graphql-ws.
 */
export const LIMITS = { maxDepth: 15, maxAliases: 15, maxCost: 5000, maxTokens: 3000, maxDirectives: 20 } as const;

/**
 * Armor's own refusal reads "Syntax Error: ..." (the document parsed; it asks for too much) and
 * stops validation with a throw. Through armor's reject hook, a limit reports an error of its own
 * instead, coded QUERY_TOO_COMPLEX like the cost's (format-error.ts reads the code from the error
 * behind it), and the other rules still report theirs.
 */
function refuseAs(message: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) => {
        context?.reportError(
          new GraphQLError(message, {
            extensions: { code: ErrorCode.QUERY_TOO_COMPLEX },
            originalError: new AppError(ErrorCode.QUERY_TOO_COMPLEX, message),
          }),
        );
      },
    ],
  };
}

export function createArmor(isProduction: boolean) {
  const armor = new ApolloArmor({
    maxDepth: {
      n: LIMITS.maxDepth,
      ...refuseAs(
        `Too deep: at most ${LIMITS.maxDepth} levels of depth (fields and fragment spreads). Ask for fewer nested selections.`,
      ),
    },
    maxAliases: {
      n: LIMITS.maxAliases,
      ...refuseAs(`Too many aliases: at most ${LIMITS.maxAliases} in one operation. Send several operations instead.`),
    },
    // Armor's cost counts a list as one item whatever its page size: queryCostRule stands in its place.
    costLimit: { enabled: false },
    // Counted by Apollo's own parser (parseOptions in http/app.ts): armor's plugin parses every
    // document a second time and answers 500 instead of 400.
    maxTokens: { enabled: false },
    maxDirectives: {
      n: LIMITS.maxDirectives,
      ...refuseAs(`Too many directives: at most ${LIMITS.maxDirectives} in one operation.`),
    },
    // Suggestions help while developing and map the schema for attackers in production.
    blockFieldSuggestion: { enabled: isProduction },
  }).protect();
  const validationRules: ValidationRule[] = [
    ...(armor.validationRules as unknown as ValidationRule[]),
    queryCostRule(LIMITS.maxCost),
    // Apollo's own switch would refuse `__type` too; production answers a type's facts (introspection.ts).
    ...(isProduction ? [limitedIntrospectionRule] : []),
  ];
  return { plugins: armor.plugins, validationRules };
}
