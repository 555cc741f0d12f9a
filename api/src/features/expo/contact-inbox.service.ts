import { and, asc, count, eq, getTableColumns, isNotNull, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { translator } from '../../lib/i18n.js';
import type { Connection, KeysetWindow } from '../../lib/keyset.js';
import { keysetAndSort, pageAndSort, prefixSearch, type ListParams, type Page } from '../../lib/list-query.js';
import { requireAdmin } from '../../core/authorize.js';
import { optionalText, parseInput, requiredText } from '../../core/input.js';
import type { Viewer } from '../../core/viewer.js';
import { recordAudit } from '../audit/audit.js';
import { emailOutbox, type OutboxStatus } from '../outbox/outbox.table.js';
import { contactReplyEmail } from './expo-emails.js';
import { contactMessages, contactReplies, type ContactMessageRow, type ContactReplyRow } from './expo.table.js';
import type { ExpoDeps } from './participant.service.js';

/** Which messages a list shows: not yet opened, not yet handled, or handled. */
export type InboxState = 'unread' | 'unhandled' | 'handled';

const replySchema = z.object({
  // Forms send null or '' for an empty subject: the default one is used then.
  subject: optionalText('Subject', 200),
  body: requiredText('Message', 10_000, 'Please write your reply'),
});

export interface ContactReply extends ContactReplyRow {
  /** Where the e-mail of the reply stands in the outbox; null once the outbox row is gone. */
  deliveryStatus: OutboxStatus | null;
}

const label = (m: ContactMessageRow) => `${m.name} <${m.email}>`;

/** The orders of the inbox (ListParams.sortBy), and the default. */
const INBOX_SORTABLE = {
  createdAt: contactMessages.createdAt,
  name: contactMessages.name,
  email: contactMessages.email,
};
const INBOX_DEFAULT_ORDER = { sortBy: 'createdAt', direction: 'desc' } as const;

/** The inbox's search and state filter. */
const inboxWhere = (params: ListParams, filters: { state?: InboxState | null }) =>
  and(
    prefixSearch(params.search, [contactMessages.name, contactMessages.email]),
    filters.state === 'unread' ? isNull(contactMessages.readAt) : undefined,
    filters.state === 'unhandled' ? isNull(contactMessages.handledAt) : undefined,
    filters.state === 'handled' ? isNotNull(contactMessages.handledAt) : undefined,
  );

/** The admin inbox of the contact form: read, reply by e-mail (through the outbox), mark handled. */
export class ContactInbox {
  private readonly now: () => Date;
  constructor(private readonly deps: ExpoDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(
    viewer: Viewer | undefined,
    params: ListParams,
    filters: { state?: InboxState | null } = {},
  ): Promise<Page<ContactMessageRow>> {
    requireAdmin(viewer);
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(
      params,
      INBOX_SORTABLE,
      INBOX_DEFAULT_ORDER,
      contactMessages.id,
    );
    const where = inboxWhere(params, filters);
    const [items, [total]] = await Promise.all([
      this.deps.db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(contactMessages).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The inbox as a connection: the same search, filter and orders, read on from a cursor, so a message
   * that arrives between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: ListParams,
    filters: { state?: InboxState | null } = {},
  ): Promise<Connection<ContactMessageRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const keyset = keysetAndSort(
      'adminContactMessages',
      window,
      params,
      INBOX_SORTABLE,
      INBOX_DEFAULT_ORDER,
      contactMessages.id,
    );
    const where = inboxWhere(params, filters);
    const rows = await this.deps.db
      .select({ ...getTableColumns(contactMessages), cursor: keyset.cursorValues })
      .from(contactMessages)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(contactMessages).where(where))[0]?.n ?? 0,
    };
  }

  /** Messages no administrator has opened yet: the count beside the inbox's link. */
  async unreadCount(viewer: Viewer | undefined): Promise<number> {
    requireAdmin(viewer);
    const [row] = await this.deps.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
    return row?.n ?? 0;
  }

  async get(viewer: Viewer | undefined, id: string): Promise<ContactMessageRow> {
    requireAdmin(viewer);
    return this.find(this.deps.db, id);
  }

  private async find(tx: Executor, id: string, lock = false): Promise<ContactMessageRow> {
    if (!isUuid(id)) throw AppError.notFound('The message');
    const query = tx.select().from(contactMessages).where(eq(contactMessages.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw AppError.notFound('The message');
    return row;
  }

  /** The replies sent to a message, oldest first, with the delivery status of each e-mail. */
  async replies(viewer: Viewer | undefined, messageId: string): Promise<ContactReply[]> {
    requireAdmin(viewer);
    const rows = await this.deps.db
      .select({ reply: contactReplies, deliveryStatus: emailOutbox.status })
      .from(contactReplies)
      .leftJoin(emailOutbox, eq(emailOutbox.id, contactReplies.outboxId))
      .where(eq(contactReplies.messageId, messageId))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
    return rows.map((r) => ({ ...r.reply, deliveryStatus: r.deliveryStatus }));
  }

  /** Marks a message read (opened) or unread again. Not audited: it changes nothing for the sender. */
  async markRead(viewer: Viewer | undefined, id: string, read: boolean): Promise<ContactMessageRow> {
    requireAdmin(viewer);
    if (!isUuid(id)) throw AppError.notFound('The message');
    const [row] = await this.deps.db
      .update(contactMessages)
      .set({ readAt: read ? this.now() : null })
      .where(and(eq(contactMessages.id, id), read ? isNull(contactMessages.readAt) : undefined))
      .returning();
    return row ?? this.find(this.deps.db, id);
  }

  async setHandled(viewer: Viewer | undefined, id: string, handled: boolean): Promise<ContactMessageRow> {
    const actor = requireAdmin(viewer);
    return this.deps.db.transaction(async (tx) => {
      const before = await this.find(tx, id, true);
      if (Boolean(before.handledAt) === handled) return before;
      const handledAt = handled ? this.now() : null;
      const [after] = await tx
        .update(contactMessages)
        .set({ handledAt, readAt: before.readAt ?? this.now() })
        .where(eq(contactMessages.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: handled ? 'contact_message.handled' : 'contact_message.reopened',
        targetType: 'contact_message',
        targetId: id,
        targetLabel: label(before),
        changes: [
          {
            field: 'handledAt',
            before: before.handledAt?.toISOString() ?? null,
            after: handledAt?.toISOString() ?? null,
          },
        ],
      });
      return after!;
    });
  }

  /**
   * E-mails a reply to the sender through the outbox and records it on the message, in one
   * transaction. The sender's answer goes to the organisers (Reply-To), not to the sending address.
   */
  async reply(
    viewer: Viewer | undefined,
    id: string,
    input: { subject?: unknown; body?: unknown },
  ): Promise<ContactReplyRow> {
    const actor = requireAdmin(viewer);
    const data = parseInput(replySchema, input);
    const { config } = this.deps;
    const replyTo = config.mail.organiserEmail ?? config.site.contactEmail;
    return this.deps.db.transaction(async (tx) => {
      const message = await this.find(tx, id, true);
      // The default subject is in the visitor's language, like the reply's own framing.
      const subject =
        data.subject || translator(message.language)('contactReply.defaultSubject', { expo: config.expo.name });
      const outboxId = await this.deps.outbox.enqueue(
        tx,
        contactReplyEmail(config, { to: message.email, subject, body: data.body, replyTo, original: message }),
      );
      const now = this.now();
      const [reply] = await tx
        .insert(contactReplies)
        .values({
          messageId: id,
          authorId: actor.user.id,
          authorName: `${actor.user.firstName} ${actor.user.lastName}`,
          subject,
          body: data.body,
          outboxId,
          createdAt: now,
        })
        .returning();
      await tx
        .update(contactMessages)
        .set({ repliedAt: now, readAt: message.readAt ?? now })
        .where(eq(contactMessages.id, id));
      await recordAudit(tx, actor, {
        action: 'contact_message.reply',
        targetType: 'contact_message',
        targetId: id,
        targetLabel: label(message),
        changes: [{ field: 'reply', before: null, after: subject }],
      });
      return reply!;
    });
  }
}
