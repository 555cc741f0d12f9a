import { authorize } from '../../core/authorize.js';
import { isAdmin, type Viewer } from '../../core/viewer.js';
import { AppError } from '../../lib/errors.js';

/** An account by id, or by its e-mail address (the old client looks accounts up by address). */
export type AccountRef = string | { email: string };

/**
 * - `read`, `update`: the account's owner; administrators too, for anyone.
 * - `actAs`: the person themself only. The old REST paths name the acting user; nobody, not even an
 *   administrator, acts (books, reviews, writes) under someone else's name.
 * - `readPendingEmail`: the owner only; the address waiting for its confirmation is told to nobody else.
 */
export type AccountAction = 'read' | 'update' | 'actAs' | 'readPendingEmail';

const refusals: Record<AccountAction, string> = {
  read: 'You can only see and change your own account',
  update: 'You can only see and change your own account',
  actAs: 'You can only act for yourself',
  readPendingEmail: 'Only the owner of an account can see the address it waits to confirm',
};

function isOwn(viewer: Viewer, account: AccountRef): boolean {
  return typeof account === 'string'
    ? viewer.user.id === account
    : viewer.user.email.toLowerCase() === account.email.trim().toLowerCase();
}

export function canAccount(viewer: Viewer | undefined, action: AccountAction, account: AccountRef): boolean {
  if (!viewer) return false;
  if (isOwn(viewer, account)) return true;
  return (action === 'read' || action === 'update') && isAdmin(viewer);
}

/**
 * Throws UNAUTHENTICATED or FORBIDDEN unless `canAccount`; `refusal` words the FORBIDDEN for the
 * call at hand (the old client's routes each have their own sentence).
 */
export function authorizeAccount(
  viewer: Viewer | undefined,
  action: AccountAction,
  account: AccountRef,
  refusal = refusals[action],
): Viewer {
  return authorize(
    viewer,
    (signedIn) => canAccount(signedIn, action, account),
    () => AppError.forbidden(refusal),
  );
}
