import { authorize } from '../../../core/authorize.js';
import { isAdmin, type Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import type { ToolRow } from './tool.table.js';

/** A tool, or the tools of one owner (`create` and `list` know only whose they would be). */
export type ToolRef = Pick<ToolRow, 'ownerId'> & Partial<Pick<ToolRow, 'itemStatus'>>;

/**
 * - `read`: a listed tool, anyone (signed in or not); an unlisted one, its owner and administrators.
 * - `update`: its owner and administrators; they also see the tool's private details (its address).
 * - `create`: a tool is listed under the viewer's own account only.
 * - `list`: an owner's own list of tools, for the owner and administrators.
 * - `delete`: its owner and administrators (whether it may go now, its bookings decide).
 * - `book`: anyone signed in but its owner: nobody rents their own tool (the cart, a request to book,
 *   the old client's booking). Whether it is offered now, and for which period, the bookings decide.
 */
export type ToolAction = 'read' | 'update' | 'create' | 'list' | 'delete' | 'book';

const refusals: Record<Exclude<ToolAction, 'read'>, string> = {
  update: 'Only the owner can change this tool',
  create: 'You can only list tools under your own account',
  list: 'You can only see your own tools here',
  delete: 'Only the owner can delete this tool',
  book: 'This is your own tool: you cannot book it',
};

export function canTool(viewer: Viewer | undefined, action: ToolAction, tool: ToolRef): boolean {
  if (action === 'read' && tool.itemStatus === 'Available') return true;
  const owner = viewer?.user.id === tool.ownerId;
  if (action === 'book') return viewer !== undefined && !owner;
  return action === 'create' ? owner : owner || isAdmin(viewer);
}

/** An unlisted tool is NOT_FOUND to whoever may not see it: its existence is private. */
export function authorizeTool(viewer: Viewer | undefined, action: 'read', tool: ToolRef): void;
/** UNAUTHENTICATED or FORBIDDEN unless `canTool`. */
export function authorizeTool(viewer: Viewer | undefined, action: Exclude<ToolAction, 'read'>, tool: ToolRef): Viewer;
export function authorizeTool(viewer: Viewer | undefined, action: ToolAction, tool: ToolRef): Viewer | void {
  if (action === 'read') {
    if (!canTool(viewer, action, tool)) throw AppError.notFound('The tool');
    return;
  }
  return authorize(
    viewer,
    (signedIn) => canTool(signedIn, action, tool),
    () => AppError.forbidden(refusals[action]),
  );
}

/**
 * The tool's owner rents it only to renters whose ID an administrator verified: why the viewer cannot
 * book it for that reason (undefined: they can, or the tool does not ask).
 */
export function idVerificationProblem(
  viewer: Viewer,
  tool: Pick<ToolRow, 'name' | 'requiresIdVerification'>,
): string | undefined {
  if (!tool.requiresIdVerification || viewer.user.idVerifiedAt) return undefined;
  return `The owner of ${tool.name} rents it only to renters with a verified ID: verify yours from your profile (an administrator checks it), then book`;
}

/** ID_VERIFICATION_REQUIRED when the tool asks for a verified ID and the viewer has none. */
export function assertIdVerified(viewer: Viewer, tool: Pick<ToolRow, 'name' | 'requiresIdVerification'>): void {
  const problem = idVerificationProblem(viewer, tool);
  if (problem) throw new AppError(ErrorCode.ID_VERIFICATION_REQUIRED, problem);
}
