import { authorize } from '../../../core/authorize.js';
import { isAdmin, isSelf, type Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';

/**
 * The old client's in-app note to a tool's owner after booking (`send-notification/:ownerId`): the
 * owner written to, and whether the viewer has a settled booking of one of their tools (the service
 * asks the database only when nothing else lets the viewer write).
 */
export interface OwnerNote {
  ownerId: string;
  bookedByViewer: boolean;
}

/**
 * - `write`: someone who booked one of the owner's tools, the owner themself, or an administrator;
 *   nobody else, so the bell cannot be used to spam an owner.
 */
export type OwnerNoteAction = 'write';

export function canOwnerNote(viewer: Viewer | undefined, _action: OwnerNoteAction, note: OwnerNote): boolean {
  return note.bookedByViewer || isSelf(viewer, note.ownerId) || isAdmin(viewer);
}

export function authorizeOwnerNote(viewer: Viewer | undefined, action: OwnerNoteAction, note: OwnerNote): Viewer {
  return authorize(
    viewer,
    (signedIn) => canOwnerNote(signedIn, action, note),
    () => AppError.forbidden('You can only notify owners of tools you booked'),
  );
}
