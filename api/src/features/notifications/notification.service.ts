import { and, count, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { AppPubSub } from '../../graphql/pubsub.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { keysetPage, type Connection, type KeysetWindow } from '../../lib/keyset.js';
import { paging, type Page } from '../../lib/list-query.js';
import type { Viewer } from '../../core/viewer.js';
import { notifications, type NotificationKind, type NotificationRow } from './notification.table.js';

export interface NotificationDraft {
  userId: string;
  kind: NotificationKind;
  message: string;
  bookingId?: string | null;
}

export const NOTIFICATION_PAGE_SIZES = { defaultSize: 20, maxSize: 50 };

/** The bell. Notes are written in the caller's transaction and announced once it commits. */
export class NotificationService {
  constructor(private readonly deps: { db: Database; pubsub: AppPubSub }) {}

  /** Stores notes in the caller's transaction; hand the result to `announce` after the commit. */
  async add(tx: Executor, drafts: NotificationDraft[]): Promise<NotificationRow[]> {
    if (!drafts.length) return [];
    return tx
      .insert(notifications)
      .values(
        drafts.map((d) => ({
          userId: d.userId,
          kind: d.kind,
          message: d.message.slice(0, 500),
          bookingId: d.bookingId,
        })),
      )
      .returning();
  }

  announce(rows: NotificationRow[]): void {
    for (const row of rows) this.deps.pubsub.publish('NOTIFICATION_ADDED', row.userId, { notificationId: row.id });
  }

  async list(
    viewer: Viewer | undefined,
    params: { page?: number | null; pageSize?: number | null; unreadOnly?: boolean | null },
  ): Promise<Page<NotificationRow> & { unread: number }> {
    if (!viewer) throw AppError.unauthenticated();
    const { page, pageSize, offset } = paging(params, NOTIFICATION_PAGE_SIZES);
    const mine = eq(notifications.userId, viewer.user.id);
    const where = params.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
    const [items, [total], unread] = await Promise.all([
      this.deps.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(notifications).where(where),
      this.unreadCount(viewer),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize, unread };
  }

  /**
   * The notes as a connection, newest first, read on from a cursor: a note that arrives between two
   * reads moves no other note onto the next page. `count` counts every match, run only when asked for.
   */
  async connection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    unreadOnly?: boolean | null,
  ): Promise<Connection<NotificationRow> & { count: () => Promise<number> }> {
    if (!viewer) throw AppError.unauthenticated();
    const mine = eq(notifications.userId, viewer.user.id);
    const where = unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
    const keys = [
      { expr: notifications.createdAt, direction: 'desc' as const },
      { expr: notifications.id, direction: 'desc' as const },
    ];
    const keyset = keysetPage(
      window,
      { list: 'notifications', order: 'createdAt_desc', keys },
      NOTIFICATION_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...getTableColumns(notifications), cursor: keyset.cursorValues })
      .from(notifications)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(notifications).where(where))[0]?.n ?? 0,
    };
  }

  async get(viewer: Viewer | undefined, id: string): Promise<NotificationRow> {
    if (!viewer) throw AppError.unauthenticated();
    const [row] = isUuid(id)
      ? await this.deps.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.id, id), eq(notifications.userId, viewer.user.id)))
      : [];
    if (!row) throw AppError.notFound('The notification');
    return row;
  }

  async unreadCount(viewer: Viewer | undefined): Promise<number> {
    if (!viewer) throw AppError.unauthenticated();
    const [row] = await this.deps.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, viewer.user.id), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  async markRead(viewer: Viewer | undefined, id: string): Promise<NotificationRow> {
    const row = await this.get(viewer, id);
    if (row.readAt) return row;
    const [updated] = await this.deps.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(eq(notifications.id, row.id))
      .returning();
    this.deps.pubsub.publish('NOTIFICATION_ADDED', row.userId, { notificationId: row.id });
    return updated!;
  }

  /** Notes of one kind about one booking are read (e.g. message notes once the conversation is read). */
  async markReadAbout(userId: string, bookingId: string, kind: NotificationKind): Promise<void> {
    const rows = await this.deps.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.bookingId, bookingId),
          eq(notifications.kind, kind),
          isNull(notifications.readAt),
        ),
      )
      .returning({ id: notifications.id });
    if (rows.length) this.deps.pubsub.publish('NOTIFICATION_ADDED', userId, { notificationId: null });
  }

  async markAllRead(viewer: Viewer | undefined): Promise<number> {
    if (!viewer) throw AppError.unauthenticated();
    const rows = await this.deps.db
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, viewer.user.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length) this.deps.pubsub.publish('NOTIFICATION_ADDED', viewer.user.id, { notificationId: null });
    return rows.length;
  }
}
