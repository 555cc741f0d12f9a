import type { UserRow } from '../db/schema.js';

/** Who is calling: resolved from a bearer token on every request and socket. */
export type Viewer = { user: UserRow; familyId: string };

export function isAdmin(viewer: Viewer | undefined): boolean {
  return viewer?.user.role === 'Admin';
}

/** Administrators and check-in staff may check guests in at the entrance. */
export function worksCheckInDesk(viewer: Viewer | undefined): boolean {
  return viewer?.user.role === 'Admin' || viewer?.user.role === 'CheckIn';
}

/** Whether the viewer is the person with this id (administrators are not anyone else). */
export function isSelf(viewer: Viewer | undefined, userId: string | null | undefined): boolean {
  return Boolean(viewer && userId && viewer.user.id === userId);
}
