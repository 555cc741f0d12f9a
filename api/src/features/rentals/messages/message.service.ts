import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import type { AppPubSub } from '../../../graphql/pubsub.js';
import { AppError, isAppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, type Page } from '../../../lib/list-query.js';
import { ensureQueue, inTransaction, workEach, type Jobs } from '../../../lib/jobs.js';
import type { Logger } from '../../../lib/logger.js';
import { users } from '../../accounts/account.table.js';
import type { Viewer } from '../../../core/viewer.js';
import type { NotificationService } from '../../notifications/notification.service.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { OutboxService } from '../../outbox/outbox.service.js';
import type { MailLimits } from '../../outbox/recipient-cap.js';
import { bookings, type BookingRow } from '../bookings/booking.table.js';
import { isListed } from '../bookings/lifecycle.js';
import { authorizeTool } from '../tools/tool.policy.js';
import { tools } from '../tools/tool.table.js';
import { conversationReads, conversations, messages, type ConversationRow, type MessageRow } from './message.table.js';
import { authorizeMessage, canMessage, type MessageAction } from './message.policy.js';

export const MESSAGE_EMAIL_QUEUE = 'message.email';
/** An unread message is e-mailed after this long... */
export const EMAIL_AFTER_SECONDS = 3 * 60;
/** ...and a conversation e-mails one person at most this often. */
export const EMAIL_EVERY_SECONDS = 10 * 60;
const MAX_BODY = 2000;
/** Messages per page of a conversation: the default and the most one page holds. */
export const CONVERSATION_PAGE = { defaultSize: 50, maxSize: 200 };
/** Conversations per page of the inbox. */
export const INBOX_PAGE = { defaultSize: 20, maxSize: 50 };
/** Conversations one early e-mail request covers at most (each is its own e-mail). */
const EARLY_EMAIL_CONVERSATIONS = 5;

export interface MessageWithSender {
  message: MessageRow;
  sender: { id: string; firstName: string };
  /** The booking of the message's conversation; null while it is a question before booking. */
  bookingId: string | null;
}

/** Which conversation: a booking's, or one by its own id (a question before booking, or any other). */
export type ConversationKey = { bookingId: string } | { conversationId: string };

/** The job that e-mails a person a conversation's unread messages. */
interface EmailJob {
  conversationId: string;
  userId: string;
}

/** The inbox: whose side the viewer is on. */
export type InboxRole = 'renter' | 'owner';

export interface InboxEntry {
  conversation: ConversationRow;
  tool: { id: string; name: string };
  renter: { id: string; firstName: string };
  owner: { id: string; firstName: string };
  bookingCode: string | null;
  lastMessage: { body: string; senderId: string; createdAt: Date } | null;
  unread: number;
}

/**
 * Carries each renter's open question about a tool into their booking of it, in the transaction that
 * makes the booking paid (or requested): the booking's conversation opens with the questions that led
 * to it.
 */
export async function carryInquiries(
  tx: Executor,
  booked: readonly Pick<BookingRow, 'id' | 'toolId' | 'renterId'>[],
): Promise<void> {
  if (!booked.length) return;
  // One statement for the checkout's bookings (a cart holds one line per tool).
  await tx
    .update(conversations)
    .set({ bookingId: sql`b.id` })
    .from(sql`${bookings} b`)
    .where(
      and(
        inArray(
          sql`b.id`,
          booked.map((b) => b.id),
        ),
        sql`${conversations.toolId} = b.tool_id and ${conversations.renterId} = b.renter_id`,
        isNull(conversations.bookingId),
        // A booking has one conversation: none is started before it is paid, but never two.
        sql`not exists (select 1 from ${conversations} c where c.booking_id = b.id)`,
      ),
    );
}

/** The viewer's conversations in the inbox (`role` unset: both sides), the pages' and the connection's. */
function inboxWhere(me: string, role: InboxRole | null | undefined) {
  const mine =
    role === 'renter'
      ? eq(conversations.renterId, me)
      : role === 'owner'
        ? eq(conversations.ownerId, me)
        : or(eq(conversations.renterId, me), eq(conversations.ownerId, me));
  return and(mine, sql`${conversations.lastMessageAt} is not null`);
}

/**
 * The inbox's order, the latest message first. Only conversations with a message are in it, so the
 * time is never NULL: an expression of the column, compared as one row value with the id.
 */
const INBOX_ORDER: KeysetKey[] = [
  { expr: sql`${conversations.lastMessageAt}`, direction: 'desc', kind: 'timestamp' },
  { expr: conversations.id, direction: 'desc' },
];

const renterUser = alias(users, 'renter');
const ownerUser = alias(users, 'owner');

/**
 * Conversations between a renter and a tool's owner: a question before booking (an inquiry, asked
 * from the tool page) or a booking's, which an inquiry becomes once its renter books the tool. The two
 * people write, administrators read. New messages reach the other party's open page through a
 * subscription; an unread message is e-mailed after a few minutes, at most once per conversation every
 * ten.
 */
export class MessageService {
  constructor(
    private readonly deps: {
      db: Database;
      config: Config;
      pubsub: AppPubSub;
      jobs: Jobs;
      outbox: OutboxService;
      notifications: NotificationService;
      /**
       * The daily budget of e-mails that someone else can ask to send a person (see emailUnreadNow),
       * and of new questions one person starts.
       */
      limits: MailLimits;
      logger: Logger;
      publicUrl: () => string;
      now?: () => Date;
    },
  ) {}

  private now() {
    return this.deps.now?.() ?? new Date();
  }

  /** The booking, if the viewer may read (or write) its conversation. */
  async authorize(viewer: Viewer | undefined, bookingId: string, access: MessageAction): Promise<BookingRow> {
    if (!viewer) throw AppError.unauthenticated();
    const [booking] = isUuid(bookingId)
      ? await this.deps.db.select().from(bookings).where(eq(bookings.id, bookingId))
      : [];
    if (!booking) throw AppError.notFound('The booking');
    authorizeMessage(viewer, access, booking);
    if (access === 'write' && !isListed(booking))
      throw new AppError('CONFLICT', 'This booking was never paid: there is no conversation to join');
    return booking;
  }

  /** A conversation by its id, if the viewer may read (or write) it. */
  private async authorizeConversation(
    viewer: Viewer | undefined,
    conversationId: string,
    access: MessageAction,
  ): Promise<ConversationRow> {
    if (!viewer) throw AppError.unauthenticated();
    const [conversation] = isUuid(conversationId)
      ? await this.deps.db.select().from(conversations).where(eq(conversations.id, conversationId))
      : [];
    // A stranger learns nothing, not even that it exists.
    if (!conversation || !canMessage(viewer, 'read', conversation)) throw AppError.notFound('The conversation');
    authorizeMessage(viewer, access, conversation);
    return conversation;
  }

  /** A booking's conversation; `create` starts it when there is none yet (its first message). */
  private async ofBooking(exec: Executor, booking: BookingRow, create: boolean) {
    const find = () => exec.select().from(conversations).where(eq(conversations.bookingId, booking.id));
    const [found] = await find();
    if (found || !create) return found;
    await exec
      .insert(conversations)
      .values({ toolId: booking.toolId, renterId: booking.renterId, ownerId: booking.ownerId, bookingId: booking.id })
      .onConflictDoNothing();
    return (await find())[0];
  }

  /**
   * The conversation `key` names, once the viewer may read (or write) it. A booking that has no
   * conversation yet answers undefined when read, and starts one when written.
   */
  async resolve(
    viewer: Viewer | undefined,
    key: ConversationKey,
    access: MessageAction,
  ): Promise<ConversationRow | undefined> {
    if ('conversationId' in key) return this.authorizeConversation(viewer, key.conversationId, access);
    const booking = await this.authorize(viewer, key.bookingId, access);
    return this.ofBooking(this.deps.db, booking, access === 'write');
  }

  /** The topics a conversation's new messages are published under: its id, and its booking's. */
  static topicsOf(conversation: Pick<ConversationRow, 'id' | 'bookingId'>): string[] {
    return conversation.bookingId ? [conversation.id, conversation.bookingId] : [conversation.id];
  }

  private withSender(exec: Executor = this.deps.db) {
    return exec
      .select({
        message: messages,
        sender: { id: users.id, firstName: users.firstName },
        bookingId: conversations.bookingId,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.senderId));
  }

  /**
   * A booking's conversation in order (oldest first); `parentId` narrows it to the replies to one
   * message (the old client's calls).
   */
  async list(
    viewer: Viewer | undefined,
    bookingId: string,
    options: { parentId?: string | null; topLevelOnly?: boolean } = {},
  ): Promise<MessageWithSender[]> {
    const conversation = await this.resolve(viewer, { bookingId }, 'read');
    if (!conversation) return [];
    return this.withSender()
      .where(
        and(
          eq(messages.conversationId, conversation.id),
          options.parentId ? eq(messages.parentId, options.parentId) : undefined,
          options.topLevelOnly ? isNull(messages.parentId) : undefined,
        ),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(1000);
  }

  /**
   * One page of a conversation, counted back from the newest: page 1 is the latest `pageSize`
   * messages, page 2 the ones before them. Each page is oldest first, so pages read in order.
   */
  async latestPage(
    viewer: Viewer | undefined,
    key: ConversationKey,
    params: { page?: number | null; pageSize?: number | null },
  ): Promise<Page<MessageWithSender>> {
    const { page, pageSize, offset } = paging(params, CONVERSATION_PAGE);
    const conversation = await this.resolve(viewer, key, 'read');
    if (!conversation) return { items: [], total: 0, page, pageSize };
    const [items, [total]] = await Promise.all([
      this.withSender()
        .where(eq(messages.conversationId, conversation.id))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(messages).where(eq(messages.conversationId, conversation.id)),
    ]);
    return { items: items.reverse(), total: total?.n ?? 0, page, pageSize };
  }

  /**
   * A conversation as a connection, oldest first: `last` reads the latest messages and `before` the
   * ones before them, from a cursor, so messages sent while someone scrolls back move no older page.
   * `count` counts every message, run only when asked for.
   */
  async connection(
    viewer: Viewer | undefined,
    key: ConversationKey,
    window: KeysetWindow,
  ): Promise<Connection<MessageWithSender> & { count: () => Promise<number> }> {
    const keys = [
      { expr: messages.createdAt, direction: 'asc' as const },
      { expr: messages.id, direction: 'asc' as const },
    ];
    const keyset = keysetPage(window, { list: 'conversation', order: 'createdAt_asc', keys }, CONVERSATION_PAGE);
    const conversation = await this.resolve(viewer, key, 'read');
    if (!conversation) return { ...keyset.finish<MessageWithSender & { cursor: string }>([]), count: async () => 0 };
    const where = eq(messages.conversationId, conversation.id);
    const rows = await this.deps.db
      .select({
        message: messages,
        sender: { id: users.id, firstName: users.firstName },
        bookingId: conversations.bookingId,
        cursor: keyset.cursorValues,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(users, eq(users.id, messages.senderId))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.deps.db.select({ n: count() }).from(messages).where(where))[0]?.n ?? 0,
    };
  }

  /** One message of a booking's conversation (the old client's replies are to these). */
  async get(viewer: Viewer | undefined, messageId: string): Promise<MessageWithSender & { bookingId: string }> {
    const [row] = isUuid(messageId) ? await this.withSender().where(eq(messages.id, messageId)) : [];
    if (!row?.bookingId) throw AppError.notFound('The message');
    await this.authorize(viewer, row.bookingId, 'read');
    return { ...row, bookingId: row.bookingId };
  }

  /**
   * Sends a message. `clientId` makes a retried send (after a lost connection) answer the message
   * already stored instead of storing it twice.
   */
  async send(
    viewer: Viewer | undefined,
    key: ConversationKey,
    input: { body: unknown; clientId?: unknown; parentId?: string | null },
  ): Promise<MessageWithSender> {
    const draft = this.draft(input);
    const conversation = (await this.resolve(viewer, key, 'write'))!;
    if (input.parentId) {
      const [parent] = isUuid(input.parentId)
        ? await this.deps.db
            .select({ conversationId: messages.conversationId })
            .from(messages)
            .where(eq(messages.id, input.parentId))
        : [];
      if (parent?.conversationId !== conversation.id) throw AppError.notFound('The message to reply to');
    }
    return this.deliver(viewer!, conversation, { ...draft, parentId: input.parentId ?? null });
  }

  /**
   * A question to a tool's owner before booking: it goes to the renter's open question about that
   * tool, or starts one (at most `inquiry.start` new ones a day per person, so nobody can write to
   * every owner of the marketplace). The conversation carries into the renter's booking of the tool.
   */
  async ask(
    viewer: Viewer | undefined,
    toolId: string,
    input: { body: unknown; clientId?: unknown },
  ): Promise<MessageWithSender> {
    if (!viewer) throw AppError.unauthenticated();
    const draft = this.draft(input);
    const [tool] = isUuid(toolId)
      ? await this.deps.db
          .select()
          .from(tools)
          .where(and(eq(tools.id, toolId), eq(tools.itemStatus, 'Available'), isNull(tools.deletedAt)))
      : [];
    if (!tool) throw AppError.notFound('The tool');
    authorizeTool(viewer, 'book', tool);
    const open = () =>
      this.deps.db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.toolId, tool.id),
            eq(conversations.renterId, viewer.user.id),
            isNull(conversations.bookingId),
          ),
        );
    let [conversation] = await open();
    if (!conversation) {
      if (!(await this.deps.limits.allow('inquiry.start', viewer.user.id)))
        throw new AppError(
          'TOO_MANY_REQUESTS',
          'You have asked many owners questions today: please wait until tomorrow to ask a new one',
        );
      await this.deps.db
        .insert(conversations)
        .values({ toolId: tool.id, renterId: viewer.user.id, ownerId: tool.ownerId })
        .onConflictDoNothing();
      [conversation] = await open();
    }
    return this.deliver(viewer, conversation!, { ...draft, parentId: null });
  }

  /** A message's text and client id, checked. */
  private draft(input: { body: unknown; clientId?: unknown }) {
    const body = typeof input.body === 'string' ? input.body.trim() : '';
    if (!body) throw AppError.badInput([{ path: 'message', msg: 'Please write a message' }]);
    if (body.length > MAX_BODY)
      throw AppError.badInput([{ path: 'message', msg: `A message can be at most ${MAX_BODY} characters` }]);
    const clientId = typeof input.clientId === 'string' && /^[\w-]{8,64}$/.test(input.clientId) ? input.clientId : null;
    return { body, clientId };
  }

  /** Stores a message, tells the other person (bell, live, e-mail later) and publishes it. */
  private async deliver(
    viewer: Viewer,
    conversation: ConversationRow,
    draft: { body: string; clientId: string | null; parentId: string | null },
  ): Promise<MessageWithSender> {
    const senderId = viewer.user.id;
    const recipientId = senderId === conversation.renterId ? conversation.ownerId : conversation.renterId;
    const now = this.now();

    const result = await this.deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(messages)
        .values({ conversationId: conversation.id, senderId, ...draft, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: messages.id });
      if (!inserted) {
        const [existing] = await this.withSender(tx).where(
          and(
            eq(messages.conversationId, conversation.id),
            eq(messages.senderId, senderId),
            eq(messages.clientId, draft.clientId!),
          ),
        );
        return { row: existing!, fresh: false, notes: [] };
      }
      await tx
        .update(conversations)
        .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${now})` })
        .where(eq(conversations.id, conversation.id));
      // Writing is reading: the sender has seen everything up to their own message.
      await this.markReadIn(tx, conversation.id, senderId, now);
      const [about] = await tx
        .select({ toolName: tools.name, code: bookings.code })
        .from(conversations)
        .innerJoin(tools, eq(tools.id, conversations.toolId))
        .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
        .where(eq(conversations.id, conversation.id));
      const notes = await this.deps.notifications.add(tx, [
        {
          userId: recipientId,
          kind: 'message',
          message: about?.code
            ? `New message from ${viewer.user.firstName} about ${about.toolName} (${about.code}).`
            : `New question from ${viewer.user.firstName} about ${about?.toolName ?? 'a tool'}.`,
          bookingId: conversation.bookingId,
        },
      ]);
      await this.scheduleEmail(tx, conversation.id, recipientId, EMAIL_AFTER_SECONDS);
      const [row] = await this.withSender(tx).where(eq(messages.id, inserted.id));
      return { row: row!, fresh: true, notes };
    });
    if (result.fresh) {
      const { message, sender, bookingId } = result.row;
      const published = {
        message: {
          id: message.id,
          conversationId: message.conversationId,
          bookingId,
          senderId: sender.id,
          senderFirstName: sender.firstName,
          parentId: message.parentId,
          clientId: message.clientId,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        },
      };
      for (const topic of MessageService.topicsOf(conversation))
        this.deps.pubsub.publish('MESSAGE_ADDED', topic, published);
      this.deps.pubsub.publish('UNREAD_MESSAGES_CHANGED', recipientId, {});
      this.deps.notifications.announce(result.notes);
    }
    return result.row;
  }

  private async markReadIn(exec: Executor, conversationId: string, userId: string, at: Date) {
    await exec
      .insert(conversationReads)
      .values({ conversationId, userId, lastReadAt: at })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: { lastReadAt: sql`greatest(${conversationReads.lastReadAt}, excluded.last_read_at)` },
      });
  }

  /** The viewer has read the conversation as it stands (their open page calls this). */
  async markRead(viewer: Viewer | undefined, key: ConversationKey): Promise<void> {
    const conversation = await this.resolve(viewer, key, 'read');
    if (!conversation || !canMessage(viewer, 'write', conversation)) return;
    await this.markReadIn(this.deps.db, conversation.id, viewer!.user.id, this.now());
    if (conversation.bookingId)
      await this.deps.notifications.markReadAbout(viewer!.user.id, conversation.bookingId, 'message');
    this.deps.pubsub.publish('UNREAD_MESSAGES_CHANGED', viewer!.user.id, {});
  }

  /** The reader's marks of each message's conversation (left-joined as `conversationReads`). */
  private readsOf(userId: string | Placeholder) {
    return and(eq(conversationReads.conversationId, messages.conversationId), eq(conversationReads.userId, userId));
  }

  /** `where`, and: not the reader's own message, and after their read mark. */
  private unreadWhere(userId: string | Placeholder, where: SQL | undefined) {
    return and(
      where,
      ne(messages.senderId, userId),
      or(isNull(conversationReads.lastReadAt), gt(messages.createdAt, conversationReads.lastReadAt)),
    );
  }

  /** Unread messages per booking, for the viewer, in one query. */
  async unreadByBooking(viewer: Viewer | undefined, bookingIds: string[]): Promise<Map<string, number>> {
    if (!viewer || !bookingIds.length) return new Map();
    const rows = await (this.unreadCounts ??= this.prepareUnreadCounts()).execute({
      viewer: viewer.user.id,
      bookingIds,
    });
    return new Map(rows.map((r) => [r.bookingId!, r.n]));
  }

  private unreadCounts: ReturnType<MessageService['prepareUnreadCounts']> | undefined;

  /**
   * Every list of bookings asks it: one statement whatever the number of bookings (an array
   * parameter), built once and prepared.
   */
  private prepareUnreadCounts() {
    const viewer = sql.placeholder('viewer');
    return this.deps.db
      .select({ bookingId: conversations.bookingId, n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(conversationReads, this.readsOf(viewer))
      .where(this.unreadWhere(viewer, sql`${conversations.bookingId} = any(${sql.placeholder('bookingIds')}::uuid[])`))
      .groupBy(conversations.bookingId)
      .prepare('messages_unread_by_booking');
  }

  /**
   * The sidebar's counts: unread messages on bookings the viewer made, on bookings of their tools,
   * and in questions before booking (asked or answered).
   */
  async unreadTotals(viewer: Viewer | undefined): Promise<{ asRenter: number; asOwner: number; inquiries: number }> {
    if (!viewer) throw AppError.unauthenticated();
    const me = viewer.user.id;
    const booked = sql`${conversations.bookingId} is not null`;
    const [row] = await this.deps.db
      .select({
        asRenter: sql<number>`count(*) filter (where ${booked} and ${conversations.renterId} = ${me})::int`,
        asOwner: sql<number>`count(*) filter (where ${booked} and ${conversations.ownerId} = ${me})::int`,
        inquiries: sql<number>`count(*) filter (where ${conversations.bookingId} is null)::int`,
      })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(conversationReads, this.readsOf(me))
      .where(this.unreadWhere(me, or(eq(conversations.renterId, me), eq(conversations.ownerId, me))));
    return { asRenter: row?.asRenter ?? 0, asOwner: row?.asOwner ?? 0, inquiries: row?.inquiries ?? 0 };
  }

  /**
   * Conversations with what the inbox shows of them: the tool, both people, the booking's code; and
   * `extra` fields (a connection's cursor).
   */
  private described<E extends SelectedFields>(extra: E = {} as E) {
    return this.deps.db
      .select({
        conversation: conversations,
        tool: { id: tools.id, name: tools.name },
        renter: { id: renterUser.id, firstName: renterUser.firstName },
        owner: { id: ownerUser.id, firstName: ownerUser.firstName },
        bookingCode: bookings.code,
        ...extra,
      })
      .from(conversations)
      .innerJoin(tools, eq(tools.id, conversations.toolId))
      .innerJoin(renterUser, eq(renterUser.id, conversations.renterId))
      .innerJoin(ownerUser, eq(ownerUser.id, conversations.ownerId))
      .leftJoin(bookings, eq(bookings.id, conversations.bookingId));
  }

  /** Each conversation's newest message and what `readerId` has not read of it: two queries for any number. */
  private async withLatest(
    rows: Omit<InboxEntry, 'lastMessage' | 'unread'>[],
    readerId: string,
  ): Promise<InboxEntry[]> {
    const ids = rows.map((r) => r.conversation.id);
    if (!ids.length) return [];
    const [latest, unread] = await Promise.all([
      this.deps.db
        .selectDistinctOn([messages.conversationId], {
          conversationId: messages.conversationId,
          body: messages.body,
          senderId: messages.senderId,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id)),
      this.deps.db
        .select({ conversationId: conversations.id, n: count() })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(conversationReads, this.readsOf(readerId))
        .where(this.unreadWhere(readerId, inArray(conversations.id, ids)))
        .groupBy(conversations.id),
    ]);
    const latestOf = new Map(latest.map(({ conversationId, ...m }) => [conversationId, m]));
    const unreadOf = new Map(unread.map((u) => [u.conversationId, u.n]));
    return rows.map((r) => ({
      ...r,
      lastMessage: latestOf.get(r.conversation.id) ?? null,
      unread: unreadOf.get(r.conversation.id) ?? 0,
    }));
  }

  /**
   * The viewer's conversations, the latest message first: questions before booking and bookings'
   * alike, as renter, as owner, or both (`role` unset). Only conversations with a message.
   */
  async inbox(
    viewer: Viewer | undefined,
    params: { role?: InboxRole | null; page?: number | null; pageSize?: number | null },
  ): Promise<Page<InboxEntry>> {
    if (!viewer) throw AppError.unauthenticated();
    const { page, pageSize, offset } = paging(params, INBOX_PAGE);
    const me = viewer.user.id;
    const where = inboxWhere(me, params.role);
    const [rows, [total]] = await Promise.all([
      this.described()
        .where(where)
        .orderBy(...keysetOrderBy(INBOX_ORDER))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(conversations).where(where),
    ]);
    return { items: await this.withLatest(rows, me), total: total?.n ?? 0, page, pageSize };
  }

  /**
   * The inbox as a connection, the latest message first, read on from a cursor: the same
   * conversations as its pages. A conversation whose message arrives between two reads moves to the
   * top; the others keep their places. `count` counts them all, run only when asked for.
   */
  async inboxConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: { role?: InboxRole | null },
  ): Promise<Connection<InboxEntry> & { count: () => Promise<number> }> {
    if (!viewer) throw AppError.unauthenticated();
    const keyset = keysetPage(window, { list: 'inbox', order: 'lastMessageAt_desc', keys: INBOX_ORDER }, INBOX_PAGE);
    const me = viewer.user.id;
    const where = inboxWhere(me, params.role);
    const rows = await this.described({ cursor: keyset.cursorValues })
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    const { edges, pageInfo } = keyset.finish(rows);
    const entries = await this.withLatest(
      edges.map((edge) => edge.node),
      me,
    );
    return {
      edges: edges.map((edge, i) => ({ node: entries[i]!, cursor: edge.cursor })),
      pageInfo,
      count: async () => (await this.deps.db.select({ n: count() }).from(conversations).where(where))[0]?.n ?? 0,
    };
  }

  /** One conversation as the inbox shows it, for the viewer's page of it; null if they may not see it. */
  async entry(viewer: Viewer | undefined, conversationId: string): Promise<InboxEntry | null> {
    if (!viewer) throw AppError.unauthenticated();
    const conversation = await this.authorizeConversation(viewer, conversationId, 'read').catch((error: unknown) => {
      if (isAppError(error) && error.code === 'NOT_FOUND') return undefined;
      throw error;
    });
    if (!conversation) return null;
    const rows = await this.described().where(eq(conversations.id, conversation.id));
    return (await this.withLatest(rows, viewer.user.id))[0] ?? null;
  }

  /**
   * The old client's `send-messaging-notification`, sent without a token after each message: the
   * e-mail of unread messages goes now instead of a few minutes later. It can only reach `userId`,
   * about conversations they belong to holding messages they have not read, with the text of the
   * scheduled e-mail (nothing the caller sends is in it); at most once per conversation every ten
   * minutes, as always, and within a daily budget per person of such early e-mails. Answers how many
   * went out; the caller is told nothing either way.
   */
  async emailUnreadNow(userIdInput: unknown): Promise<number> {
    if (typeof userIdInput !== 'string' || !isUuid(userIdInput))
      throw AppError.badInput([{ path: 'userId', msg: 'Say whom to notify (userId)' }]);
    const userId = userIdInput;
    const quietSince = new Date(this.now().getTime() - EMAIL_EVERY_SECONDS * 1000);
    const due = await this.deps.db
      .select({ conversationId: messages.conversationId })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .leftJoin(conversationReads, this.readsOf(userId))
      .where(
        this.unreadWhere(
          userId,
          and(
            or(eq(conversations.renterId, userId), eq(conversations.ownerId, userId)),
            or(isNull(conversationReads.lastEmailedAt), lte(conversationReads.lastEmailedAt, quietSince)),
          ),
        ),
      )
      .groupBy(messages.conversationId)
      .limit(EARLY_EMAIL_CONVERSATIONS);
    if (!due.length) return 0;
    // Counted under the person's id, apart from their confirmation mails: anyone may send this call.
    if (!(await this.deps.limits.allow('mail.recipient', `unread-messages:${userId}`))) {
      this.deps.logger.warn(
        { userId },
        'daily budget of early unread-message e-mails spent; the scheduled ones still go',
      );
      return 0;
    }
    let sent = 0;
    for (const { conversationId } of due) if ((await this.emailUnread(conversationId, userId)) === 'sent') sent += 1;
    return sent;
  }

  // ---------------------------------------------------------------- e-mail of unread messages

  /** One pending e-mail job per person and conversation (pg-boss singleton key). */
  private async scheduleEmail(exec: Executor, conversationId: string, userId: string, afterSeconds: number) {
    await this.deps.jobs.send(MESSAGE_EMAIL_QUEUE, { conversationId, userId } satisfies EmailJob, {
      startAfter: afterSeconds,
      singletonKey: `${conversationId}:${userId}`,
      retryLimit: 3,
      ...inTransaction(exec),
    });
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, MESSAGE_EMAIL_QUEUE, { policy: 'stately', retryLimit: 3 });
    await workEach<EmailJob | { bookingId: string; userId: string }>(
      this.deps.jobs,
      MESSAGE_EMAIL_QUEUE,
      async (job) => {
        let { conversationId } = job.data as Partial<EmailJob>;
        // Queued before conversations had ids of their own: the booking's conversation.
        if (!conversationId && 'bookingId' in job.data) {
          const [found] = await this.deps.db
            .select({ id: conversations.id })
            .from(conversations)
            .where(eq(conversations.bookingId, job.data.bookingId));
          conversationId = found?.id;
        }
        if (conversationId) await this.emailUnread(conversationId, job.data.userId);
      },
    );
  }

  /**
   * Runs a few minutes after a message: e-mails the person if the conversation still has messages
   * they have not read, unless they were e-mailed about it in the last ten minutes (then it comes
   * back when those are up).
   */
  async emailUnread(conversationId: string, userId: string): Promise<'sent' | 'read' | 'later'> {
    const now = this.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [state] = await tx
        .select()
        .from(conversationReads)
        .where(and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, userId)))
        .for('update');
      const unread = await tx
        .select({ message: messages, senderName: users.firstName })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(
            eq(messages.conversationId, conversationId),
            ne(messages.senderId, userId),
            state?.lastReadAt ? gt(messages.createdAt, state.lastReadAt) : undefined,
          ),
        )
        .orderBy(asc(messages.createdAt));
      if (!unread.length) return 'read' as const;
      const since = state?.lastEmailedAt ? (now.getTime() - state.lastEmailedAt.getTime()) / 1000 : Infinity;
      if (since < EMAIL_EVERY_SECONDS) return { later: Math.ceil(EMAIL_EVERY_SECONDS - since) };
      const [about] = await tx
        .select({ conversation: conversations, toolName: tools.name, code: bookings.code })
        .from(conversations)
        .innerJoin(tools, eq(tools.id, conversations.toolId))
        .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
        .where(eq(conversations.id, conversationId));
      const [person] = await tx.select().from(users).where(eq(users.id, userId));
      if (!about || !person) return 'read' as const;
      const { conversation, code } = about;
      const link = conversation.bookingId
        ? `${userId === conversation.ownerId ? '/user/my-bookings-details' : '/user/my-rental-history-details'}?${new URLSearchParams({ id: conversation.bookingId })}`
        : `/user/messages/${conversation.id}`;
      const subject = code ? `New message about ${about.toolName} (${code})` : `New message about ${about.toolName}`;
      const many = `${unread.length} unread ${unread.length === 1 ? 'message' : 'messages'}`;
      await this.deps.outbox.enqueue(tx, {
        to: person.email,
        subject,
        template: 'message.unread',
        ...renderEmail(
          {
            title: subject,
            paragraphs: [
              `Hello ${person.firstName},`,
              code ? `You have ${many} about booking ${code}:` : `You have ${many} about ${about.toolName}:`,
              ...unread.slice(-3).map((u) => `${u.senderName}: ${u.message.body.slice(0, 300)}`),
            ],
            action: { label: 'Reply', url: `${this.deps.publicUrl()}${link}` },
            note: 'We e-mail at most once every ten minutes per conversation, and only about messages you have not read.',
          },
          this.deps.config.expo.name,
        ),
      });
      await tx
        .insert(conversationReads)
        .values({ conversationId, userId, lastEmailedAt: now })
        .onConflictDoUpdate({
          target: [conversationReads.conversationId, conversationReads.userId],
          set: { lastEmailedAt: now },
        });
      return 'sent' as const;
    });
    if (typeof outcome === 'object') {
      await this.scheduleEmail(this.deps.db, conversationId, userId, outcome.later);
      return 'later';
    }
    return outcome;
  }
}
