/**
 * The one list of error codes. GraphQL puts the code in `extensions.code`; the REST shim maps it to
 * the HTTP status below. Messages are written for the person who has to act on them.
 */
export const ErrorCode = {
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  /** The card was refused: the provider's message says why. */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** A booking asked for without a completed payment that covers it. */
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  /** No card processor is configured (production without Stripe keys): checkout is refused, nothing held. */
  PAYMENTS_UNAVAILABLE: 'PAYMENTS_UNAVAILABLE',
  /** A payout asked for more than the owner's available balance (earnings not yet available, or already paid out). */
  PAYOUT_NOT_AVAILABLE: 'PAYOUT_NOT_AVAILABLE',
  /** A payout asked for before the owner set up how they are paid (bank details, or Stripe onboarding finished). */
  PAYOUT_ACCOUNT_REQUIRED: 'PAYOUT_ACCOUNT_REQUIRED',
  /**
   * Payouts are held: the payout details changed within the cooling-off period, or a password reset put
   * them on hold until the owner confirms them.
   */
  PAYOUT_ON_HOLD: 'PAYOUT_ON_HOLD',
  /** The account's e-mail address is not confirmed yet, and this needs it (payout details, payouts). */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** The tool's owner rents it only to renters whose ID an administrator verified, and the caller's is not. */
  ID_VERIFICATION_REQUIRED: 'ID_VERIFICATION_REQUIRED',
  /** A registration type (or session) has no place left: its waitlist takes names. */
  SOLD_OUT: 'SOLD_OUT',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** A GraphQL operation asks for too much at once (its cost, counting each list's page size, is over the limit). */
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  /** An outside service (the card processor) did not answer; nothing was changed. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_FAILED: 402,
  PAYMENT_REQUIRED: 402,
  PAYMENTS_UNAVAILABLE: 503,
  PAYOUT_NOT_AVAILABLE: 409,
  PAYOUT_ACCOUNT_REQUIRED: 409,
  PAYOUT_ON_HOLD: 409,
  EMAIL_NOT_VERIFIED: 403,
  ID_VERIFICATION_REQUIRED: 403,
  SOLD_OUT: 409,
  TOO_MANY_REQUESTS: 429,
  QUERY_TOO_COMPLEX: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * One invalid field: `path` names it as the caller's input spells it, dotted, with list items by number
 * (`price`, `items.2.quantity`); over GraphQL the argument's name comes first (graphql/argument-paths.ts).
 * `msg` says what to fix.
 */
export interface FieldError {
  path: string;
  msg: string;
}

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields: FieldError[] = [],
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The same error about other paths (the same fields named from elsewhere). */
  withFields(fields: FieldError[]): AppError {
    const copy = new AppError(this.code, this.message, fields, this.retryAfterSeconds);
    copy.stack = this.stack;
    return copy;
  }

  static badInput(fields: FieldError[], message = fields[0]?.msg ?? 'Check the highlighted fields') {
    return new AppError(ErrorCode.BAD_USER_INPUT, message, fields);
  }

  static unauthenticated(message = 'Please sign in to continue') {
    return new AppError(ErrorCode.UNAUTHENTICATED, message);
  }

  static forbidden(message = 'You are not allowed to do this') {
    return new AppError(ErrorCode.FORBIDDEN, message);
  }

  static notFound(what: string) {
    return new AppError(ErrorCode.NOT_FOUND, `${what} was not found`);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * Why the app cannot start, in words the operator acts on (a setting, a permission, a dependency that
 * stayed away): main.ts prints the message alone, as one line, and exits 1, with no stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StartupError';
  }
}
