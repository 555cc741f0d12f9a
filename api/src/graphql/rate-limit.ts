import { createMethodMiddlewareDecorator } from 'type-graphql';
import { AppError, ErrorCode } from '../lib/errors.js';
import type { GraphQLContext } from './context.js';

/**
 * At most `perMinute` calls of this field a minute from one address (scaled by RATE_LIMIT_SCALE),
 * as the REST shim's `perMinute` does for its routes. Over it: TOO_MANY_REQUESTS with retryAfterSeconds.
 */
export function RateLimited(perMinute: number) {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context, info }, next) => {
    const limit = Math.max(1, Math.round(perMinute * context.services.config.rateLimitScale));
    const wait = context.services.requestLimits.hit(`${info.parentType.name}.${info.fieldName}:${context.ip}`, limit);
    if (wait !== undefined) {
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        'Too many requests. Please wait a minute and try again.',
        [],
        wait,
      );
    }
    return next();
  });
}
