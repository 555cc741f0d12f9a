import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { paging, type Page } from '../../../lib/list-query.js';
import type { PageParams, ToolService, ToolWithRefs } from '../tools/tool.service.js';
import { tools } from '../tools/tool.table.js';
import { savedTools } from './saved.table.js';

/** Saved tools per person: plenty for a wish list, and a bound on what one account stores. */
export const MAX_SAVED_TOOLS = 500;

/**
 * A renter's saved tools (favourites): any signed-in person saves a tool they may see, and finds it
 * again on their Saved page while it is listed. Saving twice, or removing what is not saved, changes
 * nothing.
 */
export class SavedToolService {
  constructor(private readonly deps: { db: Database; tools: ToolService }) {}

  /** Saves (`saved`) or forgets the tool for the viewer; answers the tool as the viewer may see it. */
  async save(viewer: Viewer | undefined, toolId: string, saved: boolean): Promise<ToolWithRefs> {
    if (!viewer) throw AppError.unauthenticated();
    const row = await this.deps.tools.get(viewer, toolId);
    const userId = viewer.user.id;
    if (!saved) {
      await this.deps.db
        .delete(savedTools)
        .where(and(eq(savedTools.userId, userId), eq(savedTools.toolId, row.tool.id)));
      return row;
    }
    const [{ n } = { n: 0 }] = await this.deps.db
      .select({ n: count() })
      .from(savedTools)
      .where(eq(savedTools.userId, userId));
    if (n >= MAX_SAVED_TOOLS)
      throw new AppError('CONFLICT', `You can save at most ${MAX_SAVED_TOOLS} tools: remove some you no longer need`);
    await this.deps.db.insert(savedTools).values({ userId, toolId: row.tool.id }).onConflictDoNothing();
    return row;
  }

  /** Which of these tools the person saved: one statement for a whole page of tools. */
  async savedAmong(userId: string, toolIds: string[]): Promise<Set<string>> {
    const ids = toolIds.filter(isUuid);
    if (!ids.length) return new Set();
    const rows = await this.deps.db
      .select({ toolId: savedTools.toolId })
      .from(savedTools)
      .where(and(eq(savedTools.userId, userId), inArray(savedTools.toolId, ids)));
    return new Set(rows.map((r) => r.toolId));
  }

  /** The viewer's saved tools that are listed now, the latest saved first. */
  async page(viewer: Viewer | undefined, params: PageParams = {}): Promise<Page<ToolWithRefs>> {
    if (!viewer) throw AppError.unauthenticated();
    const { page, pageSize, offset } = paging(params, { defaultSize: 20, maxSize: 100 });
    const mine = and(eq(savedTools.userId, viewer.user.id), eq(tools.itemStatus, 'Available'), isNull(tools.deletedAt));
    const [ids, [counted]] = await Promise.all([
      this.deps.db
        .select({ toolId: savedTools.toolId })
        .from(savedTools)
        .innerJoin(tools, eq(tools.id, savedTools.toolId))
        .where(mine)
        .orderBy(desc(savedTools.createdAt), desc(savedTools.toolId))
        .limit(pageSize)
        .offset(offset),
      this.deps.db
        .select({ n: count() })
        .from(savedTools)
        .innerJoin(tools, eq(tools.id, savedTools.toolId))
        .where(mine),
    ]);
    const rows = new Map((await this.deps.tools.listedByIds(ids.map((r) => r.toolId))).map((r) => [r.tool.id, r]));
    const items = ids.map((r) => rows.get(r.toolId)).filter((r): r is ToolWithRefs => r !== undefined);
    return { items, total: counted?.n ?? 0, page, pageSize };
  }
}
