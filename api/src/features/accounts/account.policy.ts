import { AppError } from '../../lib/errors.js';
import type { Viewer } from './session.service.js';

type AccountAction = 'read' | 'update';

/** Accounts are read and changed by their owner; administrators may do both for anyone. */
export function authorizeAccount(viewer: Viewer | undefined, _action: AccountAction, accountId: string): Viewer {
  if (!viewer) throw AppError.unauthenticated();
  if (viewer.user.id !== accountId && viewer.user.role !== 'Admin') {
    throw AppError.forbidden('You can only see and change your own account');
  }
  return viewer;
}

/** Administrators only: every admin list, review and tool goes through this. */
export function requireAdmin(viewer: Viewer | undefined): Viewer {
  if (!viewer) throw AppError.unauthenticated();
  if (viewer.user.role !== 'Admin') throw AppError.forbidden('This needs an administrator account');
  return viewer;
}
