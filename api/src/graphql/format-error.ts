import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, Kind, type GraphQLFormattedError } from 'graphql';
import { inputRefusedByDatabase } from '../db/errors.js';
import { ErrorCode, isAppError, type AppError, type FieldError } from '../lib/errors.js';
import { transientFailureOf } from '../lib/transient-errors.js';
import { GraphQLOwnCode } from './error-codes.js';
import { argumentFieldError, variableFieldError } from './value-errors.js';

/** Codes produced by GraphQL itself (parse, validation, variables, armor limits) pass through. */
export const PUBLIC_GRAPHQL_CODES: ReadonlySet<string> = new Set([
  ...Object.values(GraphQLOwnCode),
  // Apollo's code for a variable's value that does not fit its type (see isVariableValueError).
  ErrorCode.BAD_USER_INPUT,
]);

/**
 * A variable whose value does not fit its declared type (`$page: Int` sent "two" or 2^31). Apollo
 * codes these BAD_USER_INPUT over HTTP; graphql-js leaves them without a code, so graphql-ws must
 * recognise them the same way Apollo does: one variable definition node, and graphql-js's wording.
 */
export function isVariableValueError(error: GraphQLError): boolean {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  return (
    node?.kind === Kind.VARIABLE_DEFINITION && error.message.startsWith(`Variable "$${node.variable.name.value}" `)
  );
}

const isTooLarge = (error: unknown) => (error as { status?: number } | undefined)?.status === 413;

/**
 * The app's own error behind a resolver error or a validation rule's refusal (the query cost: Apollo
 * recodes every validation error GRAPHQL_VALIDATION_FAILED, and keeps the rule's error as the cause),
 * the input error a database refusal stands for, or the SERVICE_UNAVAILABLE of a passing failure (the
 * database or the bucket unreachable, a full disk: lib/transient-errors.ts).
 */
function appErrorOf(error: unknown): AppError | undefined {
  const original = unwrapResolverError(error);
  if (isAppError(original)) return original;
  const cause = (original as { originalError?: unknown } | undefined)?.originalError;
  return isAppError(cause) ? cause : (inputRefusedByDatabase(original) ?? transientFailureOf(original));
}

/** A passing failure answered SERVICE_UNAVAILABLE: logged as a warning, for the operator, not as a bug. */
export function isTransientFailure(error: unknown): boolean {
  const original = unwrapResolverError(error);
  const cause = (original as { originalError?: unknown } | undefined)?.originalError;
  if (isAppError(original) || isAppError(cause)) return false;
  return transientFailureOf(original) !== undefined;
}

/** True for errors nobody planned for: they are logged with the request id and never shown. */
export function isUnexpected(error: unknown): boolean {
  if (appErrorOf(error) || isTooLarge(unwrapResolverError(error))) return false;
  const code = (error as { extensions?: { code?: unknown } } | undefined)?.extensions?.code;
  return !(typeof code === 'string' && PUBLIC_GRAPHQL_CODES.has(code));
}

/** Our errors keep their code, message and field list; anything unexpected leaks nothing. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const known = appErrorOf(error);
  const path = formatted.path ? { path: formatted.path } : {};
  if (known) {
    return {
      message: known.message,
      ...path,
      extensions: {
        code: known.code,
        ...(known.fields.length ? { fields: known.fields } : {}),
        ...(known.retryAfterSeconds ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
      },
    };
  }
  if (isTooLarge(unwrapResolverError(error))) {
    return { message: 'Images must be 5 MB or smaller', ...path, extensions: { code: ErrorCode.PAYLOAD_TOO_LARGE } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PUBLIC_GRAPHQL_CODES.has(code)) {
    const field = error instanceof GraphQLError ? (variableFieldError(error) ?? argumentFieldError(error)) : undefined;
    return {
      message: formatted.message,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      extensions: { code, ...(field ? { fields: [field] } : {}) },
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
  const message = withoutHints(formatted.message);
  const fields = formatted.extensions?.fields as FieldError[] | undefined;
  const hinted = fields?.some((field) => withoutHints(field.msg) !== field.msg);
  if (message === formatted.message && !hinted) return formatted;
  return {
    ...formatted,
    message,
    ...(hinted && {
      extensions: { ...formatted.extensions, fields: fields!.map((f) => ({ ...f, msg: withoutHints(f.msg) })) },
    }),
  };
}

const withoutHints = (text: string) => text.replace(/\s*Did you mean [^?]*\?/g, '').trim();
