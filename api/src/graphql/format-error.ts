import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { ErrorCode, isAppError } from '../lib/errors.js';

/** Codes produced by GraphQL itself (parse, validation, variables, armor limits) pass through. */
const PUBLIC_GRAPHQL_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

const isTooLarge = (error: unknown) => (error as { status?: number } | undefined)?.status === 413;

/** True for errors nobody planned for: they are logged with the request id and never shown. */
export function isUnexpected(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (isAppError(original) || isTooLarge(original)) return false;
  const code = (error as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return !(typeof code === 'string' && PUBLIC_GRAPHQL_CODES.has(code));
}

/** Our errors keep their code, message and field list; anything unexpected leaks nothing. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const path = formatted.path ? { path: formatted.path } : {};
  if (isAppError(original)) {
    return {
      message: original.message,
      ...path,
      extensions: {
        code: original.code,
        ...(original.fields.length ? { fields: original.fields } : {}),
        ...(original.retryAfterSeconds ? { retryAfterSeconds: original.retryAfterSeconds } : {}),
      },
    };
  }
  if (isTooLarge(original)) {
    return { message: 'Images must be 5 MB or smaller', ...path, extensions: { code: ErrorCode.PAYLOAD_TOO_LARGE } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PUBLIC_GRAPHQL_CODES.has(code)) {
    return {
      message: formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      extensions: { code },
    };
  }
  return {
    message: 'Something went wrong on our side. Please try again.',
    ...path,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

/**
 * Production: "Did you mean ...?" hints map the schema for whoever probes it. graphql-armor hides
 * them in validation errors over HTTP; this also covers variable errors and graphql-ws.
 */
export function withoutSuggestions(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const message = formatted.message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
  return message === formatted.message ? formatted : { ...formatted, message };
}
