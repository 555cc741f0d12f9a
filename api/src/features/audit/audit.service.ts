import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { keysetPage, type Connection, type KeysetWindow } from '../../lib/keyset.js';
import { paging, type Page } from '../../lib/list-query.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { adminAudit, type AuditAction, type AuditRow, type AuditTarget } from './audit.table.js';

export interface AuditFilters {
  targetType?: AuditTarget | null;
  targetId?: string | null;
  actorId?: string | null;
  action?: AuditAction | null;
}

/** The audit log as administrators read it: newest first, filtered by record, administrator or action. */
export class AuditService {
  constructor(private readonly db: Database) {}

  async list(
    viewer: Viewer | undefined,
    params: { page?: number | null; pageSize?: number | null },
    filters: AuditFilters = {},
  ): Promise<Page<AuditRow>> {
    requireAdmin(viewer);
    const { page, pageSize, offset } = paging(params, AUDIT_PAGE_SIZES);
    const where = auditWhere(filters);
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(adminAudit)
        .where(where)
        .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
        .limit(pageSize)
        .offset(offset),
      this.db.select({ n: count() }).from(adminAudit).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The audit log as a connection: newest first, the same filters, read on from a cursor, so an entry
   * written between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    filters: AuditFilters = {},
  ): Promise<Connection<AuditRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const where = auditWhere(filters);
    const keys = [
      { expr: adminAudit.createdAt, direction: 'desc' as const },
      { expr: adminAudit.id, direction: 'desc' as const },
    ];
    const keyset = keysetPage(window, { list: 'adminAuditLog', order: 'createdAt_desc', keys }, AUDIT_PAGE_SIZES);
    const rows = await this.db
      .select({ ...getTableColumns(adminAudit), cursor: keyset.cursorValues })
      .from(adminAudit)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.db.select({ n: count() }).from(adminAudit).where(where))[0]?.n ?? 0,
    };
  }
}

const AUDIT_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };

/** The log's filters; an id that is not a UUID is an input error naming it. */
function auditWhere(filters: AuditFilters) {
  for (const key of ['targetId', 'actorId'] as const) {
    const id = filters[key];
    // Ids are uuids: anything else matches nothing, and must not reach the uuid column as an error.
    if (id && !isUuid(id)) throw AppError.badInput([{ path: key, msg: `${key} must be an id (a UUID)` }]);
  }
  return and(
    filters.targetType ? eq(adminAudit.targetType, filters.targetType) : undefined,
    filters.targetId ? eq(adminAudit.targetId, filters.targetId) : undefined,
    filters.actorId ? eq(adminAudit.actorId, filters.actorId) : undefined,
    filters.action ? eq(adminAudit.action, filters.action) : undefined,
  );
}
