import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Limits on what one operation may ask for. Depth counts fragment spreads as levels, so a client that
 * composes its documents from fragments (the web client's booking lists reach 11) needs room beyond
 * the 5 levels of fields the schema has; the limits leave that room for honest clients and none for
 * abuse. The same rules guard subscriptions over graphql-ws.
 */
export const LIMITS = { maxDepth: 15, maxAliases: 15, maxCost: 5000, maxTokens: 3000, maxDirectives: 20 } as const;

export function createArmor(isProduction: boolean) {
  return new ApolloArmor({
    maxDepth: { n: LIMITS.maxDepth },
    maxAliases: { n: LIMITS.maxAliases },
    costLimit: { maxCost: LIMITS.maxCost },
    // Counted by Apollo's own parser (parseOptions in http/app.ts): armor's plugin parses every
    // document a second time and answers 500 instead of 400.
    maxTokens: { enabled: false },
    maxDirectives: { n: LIMITS.maxDirectives },
    // Suggestions help while developing and map the schema for attackers in production.
    blockFieldSuggestion: { enabled: isProduction },
  }).protect();
}
