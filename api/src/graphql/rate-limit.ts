import { createMethodMiddlewareDecorator } from 'type-graphql';
import type { BudgetName } from '../rate-budgets.js';
import type { GraphQLContext } from './context.js';

/**
 * Counts the call against a named budget (the same one the REST route for this action uses), per
 * signed-in user or, anonymously, per address. Over it: TOO_MANY_REQUESTS with retryAfterSeconds.
 */
export function RateLimited(budget: BudgetName) {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context }, next) => {
    await context.services.limits.take(budget, { userId: context.viewer?.user.id, ip: context.ip });
    return next();
  });
}
