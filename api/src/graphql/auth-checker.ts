import type { AuthChecker } from 'type-graphql';
import { roleOf } from '../core/viewer.js';
import { AppError } from '../lib/errors.js';
import { tokenProblemMessage, type GraphQLContext } from './context.js';

/** `@Authorized()` needs a signed-in user; `@Authorized('Admin')` needs that role. */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }, roles) => {
  const viewer = context.viewer;
  if (!viewer) throw AppError.unauthenticated(tokenProblemMessage(context.tokenProblem));
  if (roles.length > 0 && !roles.includes(roleOf(viewer))) {
    throw AppError.forbidden(
      roles.includes('CheckIn')
        ? 'This needs an administrator or check-in staff account'
        : 'This needs an administrator account',
    );
  }
  return true;
};
