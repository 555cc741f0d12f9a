import type { ApolloServerPlugin } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { GraphQLError, type OperationTypeNode, type SelectionSetNode } from 'graphql';
import type { Viewer } from '../../core/viewer.js';
import { bearerToken, type GraphQLContext } from '../../graphql/context.js';
import { AppError, isAppError } from '../../lib/errors.js';
import type { ApiTokenScope } from './api-token.table.js';
import { isPersonalToken } from './api-token-secret.js';

/**
 * The mutations a personal API token may call, each with the scope it needs. Anything not listed is
 * refused to every personal token, whatever its scopes: account and password changes, the tokens
 * themselves, payments and payouts, registrations, and every administrator mutation need a person
 * signed in through the browser.
 */
export const MUTATION_SCOPES: Readonly<Record<string, ApiTokenScope>> = {
  // Bookings, as renter or as owner.
  requestBooking: 'BOOKINGS',
  withdrawBookingRequest: 'BOOKINGS',
  acceptBookingRequest: 'BOOKINGS',
  declineBookingRequest: 'BOOKINGS',
  cancelBooking: 'BOOKINGS',
  cancelBookingAsOwner: 'BOOKINGS',
  confirmPickup: 'BOOKINGS',
  confirmReturn: 'BOOKINGS',
  addConditionPhotos: 'BOOKINGS',
  reportNotReturned: 'BOOKINGS',
  requestExtension: 'BOOKINGS',
  withdrawExtension: 'BOOKINGS',
  acceptExtension: 'BOOKINGS',
  declineExtension: 'BOOKINGS',
  // Tool listings.
  createTool: 'LISTINGS',
  updateTool: 'LISTINGS',
  deleteTool: 'LISTINGS',
  setToolStatus: 'LISTINGS',
  blockTool: 'LISTINGS',
  unblockTool: 'LISTINGS',
};

const NEEDS_SESSION =
  'A personal API token cannot do this: sign in to the website (account, password, tokens, payments and administration need a person)';

const missing = (scope: ApiTokenScope, what: string) =>
  AppError.forbidden(`This API token lacks the ${scope} scope, which ${what} needs`);

/** Whether a token's scopes include `scope`; a browser session (no token) has every one its role allows. */
export function hasScope(viewer: Viewer | undefined, scope: ApiTokenScope): boolean {
  return !viewer?.apiToken || viewer.apiToken.scopes.includes(scope);
}

/**
 * Refuses an operation a personal token's scopes do not cover (a session's operations pass). Queries
 * need READ (administrator fields also ADMIN_READ, checked where the role is: core/viewer.ts);
 * mutations need the scope MUTATION_SCOPES gives each root field, and one not listed is refused.
 */
export function checkTokenScopes(
  viewer: Viewer | undefined,
  operation: OperationTypeNode,
  selections: SelectionSetNode,
): void {
  if (!viewer?.apiToken) return;
  const fields = selections.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : []));
  if (selections.selections.some((s) => s.kind !== 'Field')) throw AppError.forbidden(NEEDS_SESSION);
  if (operation !== 'mutation') {
    if (operation === 'subscription') throw AppError.forbidden(NEEDS_SESSION);
    const named = fields.filter((f) => !f.startsWith('__'));
    if (named.length && !hasScope(viewer, 'READ')) throw missing('READ', `the query ${named[0]}`);
    return;
  }
  for (const field of fields) {
    const scope = MUTATION_SCOPES[field];
    if (!scope) throw AppError.forbidden(`${NEEDS_SESSION}: ${field}`);
    if (!hasScope(viewer, scope)) throw missing(scope, field);
  }
}

/**
 * The REST shim with a personal token: reading (GET) needs READ; it changes nothing through the shim,
 * whose routes are not mapped to scopes (GraphQL is the integrators' API). Runs before every route.
 */
export function personalTokensOnRest(resolve: (authorization: unknown) => Promise<Viewer | undefined>) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (!isPersonalToken(bearerToken(req.headers.authorization))) return next();
    const viewer = await resolve(req.headers.authorization);
    // A bad token is answered by the route, as for any other bearer token.
    if (viewer) {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw AppError.forbidden('A personal API token changes things only through GraphQL, within its scopes');
      }
      if (!hasScope(viewer, 'READ')) throw missing('READ', 'reading');
    }
    next();
  };
}

/**
 * Checks each operation a personal token sends against its scopes once Apollo knows the operation,
 * before anything runs; the refusal is FORBIDDEN (HTTP 403) and names the missing scope.
 */
export const personalTokenScopesPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    if (!contextValue.viewer?.apiToken) return;
    return {
      async didResolveOperation({ operation }) {
        if (!operation) return;
        try {
          checkTokenScopes(contextValue.viewer, operation.operation, operation.selectionSet);
        } catch (error) {
          if (!isAppError(error)) throw error;
          throw new GraphQLError(error.message, {
            originalError: error,
            extensions: { code: error.code, http: { status: 403 } },
          });
        }
      },
    };
  },
};
