import { authorize } from '../../../core/authorize.js';
import { isAdmin, type Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';

/**
 * - `read`: anyone (the marketplace's filters and forms list the categories).
 * - `create`, `update`, `delete`: administrators. Categories have no owner: the rule is the same for
 *   each one, so it is checked before one is loaded (a non-administrator learns nothing about which exist).
 */
export type CategoryAction = 'read' | 'create' | 'update' | 'delete';

export function canCategory(viewer: Viewer | undefined, action: CategoryAction): boolean {
  return action === 'read' || isAdmin(viewer);
}

export function authorizeCategory(viewer: Viewer | undefined, action: Exclude<CategoryAction, 'read'>): Viewer {
  return authorize(
    viewer,
    (signedIn) => canCategory(signedIn, action),
    () => AppError.forbidden('This needs an administrator account'),
  );
}
