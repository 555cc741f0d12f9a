import type { UserRow } from '../db/schema.js';
import { AppError, ErrorCode } from '../lib/errors.js';
import { isAdmin, worksCheckInDesk, type Viewer } from './viewer.js';

/** Signed-in callers only. */
export function requireSignedIn(viewer: Viewer | undefined): Viewer {
  if (!viewer) throw AppError.unauthenticated();
  return viewer;
}

/**
 * The account's holder has opened a link sent to its address: what moves money relies on the mails
 * that warn the owner, so it needs an address someone is known to read.
 */
export function requireVerifiedEmail(user: Pick<UserRow, 'email' | 'emailVerifiedAt'>): void {
  if (user.emailVerifiedAt) return;
  throw new AppError(
    ErrorCode.EMAIL_NOT_VERIFIED,
    `Confirm your e-mail address first: open the link we sent to ${user.email}, or ask for a new one from your profile.`,
  );
}

/** Administrators only: every admin list, review and tool goes through this. */
export function requireAdmin(viewer: Viewer | undefined): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!isAdmin(signedIn)) throw AppError.forbidden('This needs an administrator account');
  return signedIn;
}

/** The check-in desk: administrators and check-in staff. */
export function requireCheckInDesk(viewer: Viewer | undefined): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!worksCheckInDesk(signedIn)) throw AppError.forbidden('This needs an administrator or check-in staff account');
  return signedIn;
}

/**
 * The one shape of every policy check: a signed-out caller is asked to sign in; a signed-in one the
 * policy's predicate refuses gets the policy's error (FORBIDDEN, or NOT_FOUND where even the
 * resource's existence is private). Each resource's `*.policy.ts` holds the predicate and the words.
 */
export function authorize(
  viewer: Viewer | undefined,
  allowed: (viewer: Viewer) => boolean,
  refusal: () => AppError,
): Viewer {
  const signedIn = requireSignedIn(viewer);
  if (!allowed(signedIn)) throw refusal();
  return signedIn;
}
