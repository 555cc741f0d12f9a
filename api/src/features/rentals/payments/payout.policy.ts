import { authorize } from '../../../core/authorize.js';
import { isAdmin, isSelf, type Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import type { PayoutRow } from './payout.table.js';

/** A payout is its owner's: the money of their earnings sent to them. */
export type PayoutRef = Pick<PayoutRow, 'ownerId'>;

/**
 * - `request`: an owner asks for a payout of their own earnings (the payout is the viewer's; whether
 *   the balance, the details and their cooling-off allow it now is the payout service's rule).
 * - `read`: its owner and administrators.
 * - `list`, `settle`: administrators: the payout queue, and a bank payout marked paid or failed. The
 *   rule is the same for every payout, so it is checked before one is loaded (a non-administrator
 *   learns nothing about which exist).
 */
export type PayoutAction = 'request' | 'read' | 'list' | 'settle';

export function canPayout(viewer: Viewer | undefined, action: PayoutAction, payout?: PayoutRef): boolean {
  if (!viewer) return false;
  if (action === 'request') return payout === undefined || isSelf(viewer, payout.ownerId);
  if (action === 'read') return isAdmin(viewer) || (payout !== undefined && isSelf(viewer, payout.ownerId));
  return isAdmin(viewer);
}

/** UNAUTHENTICATED or FORBIDDEN unless `canPayout`. */
export function authorizePayout(viewer: Viewer | undefined, action: PayoutAction, payout?: PayoutRef): Viewer {
  return authorize(
    viewer,
    (signedIn) => canPayout(signedIn, action, payout),
    () =>
      AppError.forbidden(
        action === 'list' || action === 'settle'
          ? 'This needs an administrator account'
          : 'You can only see and ask for your own payouts',
      ),
  );
}
