import type { AuthChecker } from 'type-graphql';
import { AppError } from '../lib/errors.js';
import { tokenProblemMessage, type GraphQLContext } from './context.js';

/** `@Authorized()` needs a signed-in user; `@Authorized('Admin')` needs that role. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) throw AppError.unauthenticated(tokenProblemMessage(context.tokenProblem));
  if (roles.length > 0 && !roles.includes(viewer.user.role)) {
    throw AppError.forbidden(
      roles.includes('CheckIn')
        ? 'This needs an administrator or check-in staff account'
        : 'This needs an administrator account',
    );
  }
  return true;
};
