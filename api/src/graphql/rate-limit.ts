import type { ApolloServerPlugin } from '@apollo/server';
import type { FormattedExecutionResult } from 'graphql';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { ErrorCode } from '../lib/errors.js';
import { rateLimitHeaderFields, subjectKey, tooManyRequests } from '../lib/rate-limits/rate-limits.js';
import type { BudgetName } from '../rate-budgets.js';
import type { GraphQLContext } from './context.js';

/**
 * Counts the call against a named budget (the same one the REST route for this action uses), per
 * signed-in user or, anonymously, per address. Over it: TOO_MANY_REQUESTS with retryAfterSeconds.
 * Either way the budget's standing goes into the answer's RateLimit header fields (rateLimitHeaders).
 */
export function RateLimited(budget: BudgetName) {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context }, next) => {
    const usage = await context.services.limits.count(
      budget,
      subjectKey({ userId: context.viewer?.user.id, ip: context.ip }),
    );
    context.budgetsUsed.push({ budget, usage });
    if (usage.exceeded) throw tooManyRequests(usage.resetSeconds);
    return next();
  });
}

/**
 * Whether an answer was refused as a whole by a rate limit: a TOO_MANY_REQUESTS error and no field
 * answered (no data at all, or every root field null with a TOO_MANY_REQUESTS error of its own). An
 * answer with other fields' data stays 200: the GraphQL-over-HTTP spec keeps partial results 2xx.
 */
export function refusedByRateLimit(result: FormattedExecutionResult): boolean {
  const limited = (result.errors ?? []).filter((error) => error.extensions?.code === ErrorCode.TOO_MANY_REQUESTS);
  if (limited.length === 0) return false;
  if (result.data === null || result.data === undefined) return true;
  return Object.entries(result.data).every(
    ([key, value]) => value === null && limited.some((error) => error.path?.length === 1 && error.path[0] === key),
  );
}

/**
 * The RateLimit header fields of the budgets the operation counted against (none for an operation
 * that touched no budget: GraphQL has no budget of its own beside the actions'), and HTTP 429 for an
 * operation a rate limit refused as a whole (Retry-After comes with the error: see app.ts).
 */
export const rateLimitHeaders: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (contextValue.budgetsUsed.length > 0) {
          for (const [name, value] of Object.entries(rateLimitHeaderFields(contextValue.budgetsUsed))) {
            response.http.headers.set(name.toLowerCase(), value);
          }
        }
        if (response.body.kind === 'single' && refusedByRateLimit(response.body.singleResult)) {
          response.http.status = 429;
        }
      },
    };
  },
};
