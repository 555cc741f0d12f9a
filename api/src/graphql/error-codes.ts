import { GraphQLEnumType } from 'graphql';
import { ErrorCode } from '../lib/errors.js';

const DESCRIPTIONS: Record<ErrorCode, string> = {
  BAD_USER_INPUT:
    "An argument or input field is missing or wrong: extensions.fields lists each as [{ path, msg }], path from the argument's name (input.price, input.items.2.quantity, page.pageSize, id), or from the variable's name for a variable's value that does not fit its type",
  UNAUTHENTICATED: 'No usable access token: refresh the session (refreshSession) or sign in again',
  FORBIDDEN: 'Signed in, but this account may not do this',
  NOT_FOUND: 'The object asked for does not exist, or the caller may not know it does',
  CONFLICT: 'The request is valid but the state does not allow it now (taken, already done, too late)',
  PAYMENT_FAILED: "The card was refused or the payment cancelled: the message is the processor's reason",
  PAYMENT_REQUIRED: 'A booking was asked for without a completed payment that covers it',
  PAYMENTS_UNAVAILABLE: 'No card processor is configured: nothing was held or charged',
  PAYOUT_NOT_AVAILABLE:
    "A payout asked for more than the owner's available balance: earnings become available once the return and its dispute window have passed",
  PAYOUT_ACCOUNT_REQUIRED:
    'No way to pay the owner yet: enter bank details, or finish Stripe onboarding, before asking for a payout',
  PAYOUT_ON_HOLD:
    'Payouts are held: the payout details changed within the cooling-off period (extensions.retryAfterSeconds says until when), or a password reset put them on hold until the owner confirms them (confirmPayoutDetails)',
  EMAIL_NOT_VERIFIED:
    "The account's e-mail address is not confirmed yet: open the link e-mailed to it (resendEmailVerification sends a new one)",
  ID_VERIFICATION_REQUIRED:
    "The tool's owner rents it only to renters with a verified ID, and the caller's is not verified: send an ID document and a selfie (submitIdentityCheck) and wait for an administrator",
  SOLD_OUT:
    'The registration type asked for has no place left: its waitlist takes names (joinWaitlist), and a freed place is offered to the next person by e-mail',
  TOO_MANY_REQUESTS: 'A rate limit was reached: extensions.retryAfterSeconds says when to try again',
  QUERY_TOO_COMPLEX:
    "The operation asks for too much at once: its cost (a field costs 1, a paged list's fields count once per item of its page) is over the limit. Ask for smaller pages, fewer fields or fewer aliases",
  PAYLOAD_TOO_LARGE: 'An upload or the request body is too large (images: 5 MB)',
  UNSUPPORTED_MEDIA_TYPE: 'An upload is not one of the accepted types (images: PNG, JPEG or WebP)',
  SERVICE_UNAVAILABLE: 'An outside service (the card processor) did not answer: nothing was changed, try again',
  INTERNAL_SERVER_ERROR: 'Something unplanned failed: nothing is shown; the request id in the logs tells what',
};

/**
 * The codes GraphQL itself (graphql-js, Apollo Server) gives a request it cannot run, which the error
 * formatter passes through (format-error.ts): the app's own services never throw them.
 */
export const GraphQLOwnCode = {
  GRAPHQL_PARSE_FAILED: 'GRAPHQL_PARSE_FAILED',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  BAD_REQUEST: 'BAD_REQUEST',
  OPERATION_RESOLUTION_FAILURE: 'OPERATION_RESOLUTION_FAILURE',
  PERSISTED_QUERY_NOT_FOUND: 'PERSISTED_QUERY_NOT_FOUND',
} as const;

export type GraphQLOwnCode = (typeof GraphQLOwnCode)[keyof typeof GraphQLOwnCode];

const GRAPHQL_OWN_DESCRIPTIONS: Record<GraphQLOwnCode, string> = {
  GRAPHQL_PARSE_FAILED:
    'The document is not GraphQL (a syntax error), or is longer than the server reads (3,000 tokens): locations says where',
  GRAPHQL_VALIDATION_FAILED:
    'The document does not fit the schema (an unknown field, an argument of the wrong type, a limit of the server): a value written in an argument is named in extensions.fields as [{ path, msg }], path from the argument',
  BAD_REQUEST: 'The HTTP request is not a GraphQL request the server reads (no query, a body that is not JSON)',
  OPERATION_RESOLUTION_FAILURE: 'The document holds several operations and operationName does not name one of them',
  PERSISTED_QUERY_NOT_FOUND:
    "The server has not seen the operation behind this sha256 hash (automatic persisted queries): send the operation's text with its hash",
};

/**
 * Every `extensions.code` an error can carry, as an enum in the schema: no field returns it, but
 * clients (the web app's codegen among them) get the list and its meanings from the schema itself.
 * The app's codes (lib/errors.ts) come first, then GraphQL's own.
 */
export const ErrorCodeEnum = new GraphQLEnumType({
  name: 'ErrorCode',
  description: 'The code of an error, in errors[].extensions.code',
  values: Object.fromEntries([
    ...Object.values(ErrorCode).map((code) => [code, { value: code, description: DESCRIPTIONS[code] }]),
    ...Object.values(GraphQLOwnCode).map((code) => [
      code,
      { value: code, description: GRAPHQL_OWN_DESCRIPTIONS[code] },
    ]),
  ]),
});
