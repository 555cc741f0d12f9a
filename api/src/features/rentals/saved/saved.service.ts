import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, type Page } from '../../../lib/list-query.js';
import type { PageParams, ToolService, ToolWithRefs } from '../tools/tool.service.js';
import { tools } from '../tools/tool.table.js';
import { savedTools } from './saved.table.js';

/** Saved tools per person: plenty for a wish list, and a bound on what one account stores. */
export const MAX_SAVED_TOOLS = 500;
/** Saved tools per page (and per window of the connection): the default and the most. */
export const SAVED_TOOLS_PAGE = { defaultSize: 20, maxSize: 100 };
/** The latest saved first, the pages and the connection alike. */
const LATEST_SAVED: KeysetKey[] = [
  { expr: savedTools.createdAt, direction: 'desc' },
  { expr: savedTools.toolId, direction: 'desc' },
];

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

  /** The person's saved tools that are listed now: the page's and the connection's rows. */
  private mine(userId: string) {
    return and(eq(savedTools.userId, userId), eq(tools.itemStatus, 'Available'), isNull(tools.deletedAt));
  }

  /** How many of the person's saved tools are listed now. */
  private countOf(userId: string) {
    return this.deps.db
      .select({ n: count() })
      .from(savedTools)
      .innerJoin(tools, eq(tools.id, savedTools.toolId))
      .where(this.mine(userId))
      .then(([counted]) => counted?.n ?? 0);
  }

  /** The tools of these ids as the lists show them, by id; one unlisted meanwhile is not among them. */
  private async toolsOf(toolIds: string[]): Promise<Map<string, ToolWithRefs>> {
    return new Map((await this.deps.tools.listedByIds(toolIds)).map((r) => [r.tool.id, r]));
  }

  /** The viewer's saved tools that are listed now, the latest saved first. */
  async page(viewer: Viewer | undefined, params: PageParams = {}): Promise<Page<ToolWithRefs>> {
    if (!viewer) throw AppError.unauthenticated();
    const { page, pageSize, offset } = paging(params, SAVED_TOOLS_PAGE);
    const [ids, total] = await Promise.all([
      this.deps.db
        .select({ toolId: savedTools.toolId })
        .from(savedTools)
        .innerJoin(tools, eq(tools.id, savedTools.toolId))
        .where(this.mine(viewer.user.id))
        .orderBy(...keysetOrderBy(LATEST_SAVED))
        .limit(pageSize)
        .offset(offset),
      this.countOf(viewer.user.id),
    ]);
    const shown = await this.toolsOf(ids.map((r) => r.toolId));
    const items = ids.map((r) => shown.get(r.toolId)).filter((r): r is ToolWithRefs => r !== undefined);
    return { items, total, page, pageSize };
  }

  /**
   * The viewer's saved tools as a connection, the latest saved first, read on from a cursor: a tool
   * saved between two reads moves no other onto the next page. `count` counts them all, run only when
   * asked for.
   */
  async connection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
  ): Promise<Connection<ToolWithRefs> & { count: () => Promise<number> }> {
    if (!viewer) throw AppError.unauthenticated();
    const keyset = keysetPage(
      window,
      { list: 'savedTools', order: 'createdAt_desc', keys: LATEST_SAVED },
      SAVED_TOOLS_PAGE,
    );
    const ids = await this.deps.db
      .select({ toolId: savedTools.toolId, cursor: keyset.cursorValues })
      .from(savedTools)
      .innerJoin(tools, eq(tools.id, savedTools.toolId))
      .where(and(this.mine(viewer.user.id), keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    // Whether another page follows is read from the ids; a tool unlisted meanwhile only leaves its edge out.
    const { edges, pageInfo } = keyset.finish(ids);
    const shown = await this.toolsOf(edges.map((edge) => edge.node.toolId));
    return {
      edges: edges.flatMap((edge) => {
        const row = shown.get(edge.node.toolId);
        return row ? [{ node: row, cursor: edge.cursor }] : [];
      }),
      pageInfo,
      count: () => this.countOf(viewer.user.id),
    };
  }
}
