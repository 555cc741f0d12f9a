import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorCode } from '../gql/schema-enums';
import { formsT, type FormsT } from '../components/forms-i18n';
import { GraphQLRequestError } from './graphql-request';
import { currentLanguage } from './i18n/i18n';

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

/** In English, for the pages that are not translated. */
export const NETWORK_ERROR_MESSAGE = 'Network error, try again!';

/**
 * The message of a code the server sent without one (or of a request that got no answer), in the
 * language shown now.
 */
function defaultMessage(code: FormErrorCode, t: FormsT): string {
  return t(`errors.${code}`);
}

/** Every code, so one the schema adds fails the type check until it is listed (and has a message). */
const CODES: Record<FormErrorCode, true> = {
  BAD_USER_INPUT: true,
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  NOT_FOUND: true,
  CONFLICT: true,
  PAYMENT_FAILED: true,
  PAYMENT_REQUIRED: true,
  PAYMENTS_UNAVAILABLE: true,
  PAYOUT_NOT_AVAILABLE: true,
  PAYOUT_ACCOUNT_REQUIRED: true,
  PAYOUT_ON_HOLD: true,
  EMAIL_NOT_VERIFIED: true,
  ID_VERIFICATION_REQUIRED: true,
  SOLD_OUT: true,
  TOO_MANY_REQUESTS: true,
  QUERY_TOO_COMPLEX: true,
  PAYLOAD_TOO_LARGE: true,
  UNSUPPORTED_MEDIA_TYPE: true,
  SERVICE_UNAVAILABLE: true,
  INTERNAL_SERVER_ERROR: true,
  GRAPHQL_PARSE_FAILED: true,
  GRAPHQL_VALIDATION_FAILED: true,
  BAD_REQUEST: true,
  OPERATION_RESOLUTION_FAILURE: true,
  PERSISTED_QUERY_NOT_FOUND: true,
  NETWORK_ERROR: true,
};

const KNOWN_CODES = new Set<string>(Object.keys(CODES));

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

/**
 * Turn anything a request can throw (Apollo errors, a failed fetch, a proxy's 502) into what a form shows.
 * Never throws: an unknown shape is reported as a network error rather than crashing the page.
 * A message the server sent is shown as sent; one of ours is in the language of `t` (a component
 * rendering passes its hook's, as the server renders with its own instance).
 */
export function toFormError(error: unknown, t: FormsT = formsT()): FormError {
  if (CombinedGraphQLErrors.is(error) || error instanceof GraphQLRequestError) {
    return fromGraphQLErrors(error.errors, t);
  }
  if (ServerError.is(error)) return fromHttpError(error.statusCode, error.bodyText, t);
  return { message: defaultMessage('NETWORK_ERROR', t), fieldErrors: {}, code: 'NETWORK_ERROR' };
}

function fromGraphQLErrors(errors: readonly GraphQLFormattedError[], t: FormsT): FormError {
  const [first] = errors;
  const rawCode = first?.extensions?.code;
  const code: FormErrorCode =
    typeof rawCode === 'string' && KNOWN_CODES.has(rawCode) ? (rawCode as FormErrorCode) : 'INTERNAL_SERVER_ERROR';
  const fieldErrors: Record<string, string> = {};
  for (const error of errors) Object.assign(fieldErrors, fieldErrorsOf(error.extensions?.fields));
  // This runs in the browser, on the app's one instance: the language shown is that instance's.
  const message =
    first?.message && !(GENERIC_CODES.has(code) && currentLanguage() !== 'en')
      ? first.message
      : defaultMessage(code, t);
  return { message, fieldErrors, code };
}

/**
 * Codes whose server message says nothing ours does not (a limit reached, a failure, no access): on a
 * page in another language than the server's English, ours is shown. Messages of the other codes say
 * something of their own (what conflicts, what is wrong with a field) and are shown as sent; the expo's
 * services write theirs in the language of the form.
 */
const GENERIC_CODES = new Set<FormErrorCode>([
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'SERVICE_UNAVAILABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
]);

/**
 * The name a form gives the input an API field error is about. Over GraphQL a field error's path starts
 * with the argument the field sits in (`input.price`, `input.attendees.2.email`, `page.pageSize`), which
 * the form does not name: the rest is the form's name (`price`, `attendees.2.email`). A path of one part is
 * a scalar argument, named as it is (`reason`, `token`).
 */
export function formFieldName(path: string): string {
  const dot = path.indexOf('.');
  return dot < 0 ? path : path.slice(dot + 1);
}

/**
 * `extensions.fields: [{ path, msg }]`. A form names its fields as the API's input does (`firstName`,
 * `answers.company`, `attendees.2.email`), so each error is kept under its path without the argument's
 * name (formFieldName), and under its last part too for forms whose fields are named by it alone.
 */
function fieldErrorsOf(fields: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!Array.isArray(fields)) return result;
  for (const field of fields as unknown[]) {
    if (!isRecord(field) || typeof field.msg !== 'string') continue;
    const path = Array.isArray(field.path) ? field.path.join('.') : String(field.path ?? '');
    const full = formFieldName(path);
    const name = path.split('.').pop();
    for (const key of new Set([full, name])) if (key && !(key in result)) result[key] = field.msg;
  }
  return result;
}

function fromHttpError(status: number, bodyText: string, t: FormsT): FormError {
  const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT');
  const body = parseJson(bodyText);
  if (isRecord(body) && Array.isArray(body.errors) && body.errors.length > 0) {
    const first: unknown = body.errors[0];
    // A GraphQL response sent with an error status (e.g. by the upload middleware)
    if (isRecord(first) && typeof first.message === 'string') {
      return fromGraphQLErrors(body.errors as GraphQLFormattedError[], t);
    }
  }
  const message =
    code !== 'NETWORK_ERROR' && isRecord(body) && typeof body.message === 'string'
      ? body.message
      : defaultMessage(code, t);
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
