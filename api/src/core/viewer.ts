import type { ApiTokenScope, Role, UserRow } from '../db/schema.js';

/**
 * Who is calling: resolved from a bearer token on every request and socket. `apiToken` is set when the
 * caller signed in with a personal API token: its scopes bound what the account's role allows.
 */
export type Viewer = {
  user: UserRow;
  familyId: string;
  apiToken?: { id: string; scopes: readonly ApiTokenScope[] };
};

/**
 * The role the caller acts with: the account's, except that a personal token without ADMIN_READ acts as
 * a plain user, so every administrator check (decorators, requireAdmin, policies) refuses it.
 */
export function roleOf(viewer: Viewer): Role {
  if (viewer.apiToken && !viewer.apiToken.scopes.includes('ADMIN_READ')) return 'User';
  return viewer.user.role;
}

export function isAdmin(viewer: Viewer | undefined): boolean {
  return viewer !== undefined && roleOf(viewer) === 'Admin';
}

/** Administrators and check-in staff may check guests in at the entrance. */
export function worksCheckInDesk(viewer: Viewer | undefined): boolean {
  const role = viewer && roleOf(viewer);
  return role === 'Admin' || role === 'CheckIn';
}

/** Whether the viewer is the person with this id (administrators are not anyone else). */
export function isSelf(viewer: Viewer | undefined, userId: string | null | undefined): boolean {
  return Boolean(viewer && userId && viewer.user.id === userId);
}
