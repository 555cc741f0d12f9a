import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from '../gql/schema-enums';
import { GraphQLRequestError } from './graphql-request';

/**
 * What went wrong: a code the API puts in `extensions.code` (the schema's ErrorCode enum), or
 * NETWORK_ERROR when no usable answer arrived.
 */
export type FormErrorCode = ErrorCode | 'NETWORK_ERROR';

/** What a form needs to show an error: one message, plus a message per input field name. */
export interface FormError {
  message: string;
  fieldErrors: Record<string, string>;
  code: FormErrorCode;
}

export const NETWORK_ERROR_MESSAGE = 'Network error, try again!';

/** A message for every code, so a code the schema adds fails the type check until it has one. */
const DEFAULT_MESSAGES: Record<FormErrorCode, string> = {
  BAD_USER_INPUT: 'Please check the highlighted fields.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'We could not find what you were looking for.',
  CONFLICT: 'This conflicts with existing data.',
  PAYMENT_FAILED: 'Your card was declined.',
  PAYMENT_REQUIRED: 'Please complete the payment first.',
  PAYMENTS_UNAVAILABLE: 'Card payment is not available yet. Nothing was charged; please try again later.',
  PAYOUT_NOT_AVAILABLE: 'That is more than your available balance.',
  PAYOUT_ACCOUNT_REQUIRED: 'Set up how you are paid first.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a moment and try again.',
  PAYLOAD_TOO_LARGE: 'That file is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'That file type is not supported.',
  SERVICE_UNAVAILABLE: 'The payment service is not answering. Nothing was charged; please try again.',
  INTERNAL_SERVER_ERROR: 'Something went wrong on our side. Please try again.',
  NETWORK_ERROR: NETWORK_ERROR_MESSAGE,
};

const CODE_BY_STATUS: Record<number, FormErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  402: 'PAYMENT_FAILED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  // A proxy or gateway answering for an API that is down: for the user that is "no response".
  502: 'NETWORK_ERROR',
  503: 'NETWORK_ERROR',
  504: 'NETWORK_ERROR',
};

const KNOWN_CODES = new Set<string>(Object.keys(DEFAULT_MESSAGES));

/**
 * Turn anything a request can throw (Apollo errors, a failed fetch, a proxy's 502) into what a form shows.
 * Never throws: an unknown shape is reported as a network error rather than crashing the page.
 */
export function toFormError(error: unknown): FormError {
  if (CombinedGraphQLErrors.is(error) || error instanceof GraphQLRequestError) {
    return fromGraphQLErrors(error.errors);
  }
  if (ServerError.is(error)) return fromHttpError(error.statusCode, error.bodyText);
  return { message: NETWORK_ERROR_MESSAGE, fieldErrors: {}, code: 'NETWORK_ERROR' };
}

function fromGraphQLErrors(errors: readonly GraphQLFormattedError[]): FormError {
  const [first] = errors;
  const rawCode = first?.extensions?.code;
  const code: FormErrorCode =
    typeof rawCode === 'string' && KNOWN_CODES.has(rawCode) ? (rawCode as FormErrorCode) : 'INTERNAL_SERVER_ERROR';
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) Object.assign(fieldErrors, fieldErrorsOf(error.extensions?.fields));
  return { message: first?.message || DEFAULT_MESSAGES[code], fieldErrors, code };
}

/** `extensions.fields: [{ path, msg }]`; `path` may be dotted (`input.firstName`): the input field name is its last part. */
function fieldErrorsOf(fields: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!Array.isArray(fields)) return result;
  for (const field of fields as unknown[]) {
    if (!isRecord(field) || typeof field.msg !== 'string') continue;
    const path = Array.isArray(field.path) ? field.path.join('.') : String(field.path ?? '');
    const name = path.split('.').pop();
    if (name && !(name in result)) result[name] = field.msg;
  }
  return result;
}

function fromHttpError(status: number, bodyText: string): FormError {
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT');
  const body = parseJson(bodyText);
  if (isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0) {
    const first: unknown = body.errors[0];
    // A GraphQL response sent with an error status (e.g. by the upload middleware)
    if (isRecord(first) && typeof first.message === 'string') {
      return fromGraphQLErrors(body.errors as GraphQLFormattedError[]);
    }
  }
  const message =
    code !== 'NETWORK_ERROR' && isRecord(body) && typeof body.message === 'string'
      ? body.message
      : DEFAULT_MESSAGES[code];
  return { message, fieldErrors: {}, code };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
