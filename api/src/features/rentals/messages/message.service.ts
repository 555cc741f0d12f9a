import { and, asc, count, desc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import type { AppPubSub } from '../../../graphql/pubsub.js';
import { AppError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
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
import { tools } from '../tools/tool.table.js';
import { bookingMessages, conversationStates, type BookingMessageRow } from './message.table.js';
import { authorizeMessage, canMessage, type MessageAction } from './message.policy.js';

export const MESSAGE_EMAIL_QUEUE = 'message.email';
/** An unread message is e-mailed after this long... */
export const EMAIL_AFTER_SECONDS = 3 * 60;
/** ...and a conversation e-mails one person at most this often. */
export const EMAIL_EVERY_SECONDS = 10 * 60;
const MAX_BODY = 2000;
/** Messages per page of a conversation: the default and the most one page holds. */
export const CONVERSATION_PAGE = { defaultSize: 50, maxSize: 200 };
/** Conversations one early e-mail request covers at most (each is its own e-mail). */
const EARLY_EMAIL_CONVERSATIONS = 5;

export interface MessageWithSender {
  message: BookingMessageRow;
  sender: { id: string; firstName: string };
}

/**
 * The conversation of a booking: its renter and the tool's owner write, administrators read. New
 * messages reach the other party's open page through a subscription; an unread message is e-mailed
 * after a few minutes, at most once per conversation every ten.
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
      /** The daily budget of e-mails that someone else can ask to send a person (see emailUnreadNow). */
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

  private withSender(exec: Executor = this.deps.db) {
    return exec
      .select({ message: bookingMessages, sender: { id: users.id, firstName: users.firstName } })
      .from(bookingMessages)
      .innerJoin(users, eq(users.id, bookingMessages.senderId));
  }

  /** The conversation in order (oldest first); `parentId` narrows it to the replies to one message. */
  async list(
    viewer: Viewer | undefined,
    bookingId: string,
    options: { parentId?: string | null; topLevelOnly?: boolean } = {},
  ): Promise<MessageWithSender[]> {
    await this.authorize(viewer, bookingId, 'read');
    return this.withSender()
      .where(
        and(
          eq(bookingMessages.bookingId, bookingId),
          options.parentId ? eq(bookingMessages.parentId, options.parentId) : undefined,
          options.topLevelOnly ? isNull(bookingMessages.parentId) : undefined,
        ),
      )
      .orderBy(asc(bookingMessages.createdAt), asc(bookingMessages.id))
      .limit(1000);
  }

  /**
   * One page of the conversation, counted back from the newest: page 1 is the latest `pageSize`
   * messages, page 2 the ones before them. Each page is oldest first, so pages read in order.
   */
  async latestPage(
    viewer: Viewer | undefined,
    bookingId: string,
    params: { page?: number | null; pageSize?: number | null },
  ): Promise<Page<MessageWithSender>> {
    const { page, pageSize, offset } = paging(params, CONVERSATION_PAGE);
    await this.authorize(viewer, bookingId, 'read');
    const [items, [total]] = await Promise.all([
      this.withSender()
        .where(eq(bookingMessages.bookingId, bookingId))
        .orderBy(desc(bookingMessages.createdAt), desc(bookingMessages.id))
        .limit(pageSize)
        .offset(offset),
      this.deps.db.select({ n: count() }).from(bookingMessages).where(eq(bookingMessages.bookingId, bookingId)),
    ]);
    return { items: items.reverse(), total: total?.n ?? 0, page, pageSize };
  }

  async get(viewer: Viewer | undefined, messageId: string): Promise<MessageWithSender> {
    const [row] = isUuid(messageId) ? await this.withSender().where(eq(bookingMessages.id, messageId)) : [];
    if (!row) throw AppError.notFound('The message');
    await this.authorize(viewer, row.message.bookingId, 'read');
    return row;
  }

  /**
   * Sends a message. `clientId` makes a retried send (after a lost connection) answer the message
   * already stored instead of storing it twice.
   */
  async send(
    viewer: Viewer | undefined,
    bookingId: string,
    input: { body: unknown; clientId?: unknown; parentId?: string | null },
  ): Promise<MessageWithSender> {
    const booking = await this.authorize(viewer, bookingId, 'write');
    const body = typeof input.body === 'string' ? input.body.trim() : '';
    if (!body) throw AppError.badInput([{ path: 'message', msg: 'Please write a message' }]);
    if (body.length > MAX_BODY)
      throw AppError.badInput([{ path: 'message', msg: `A message can be at most ${MAX_BODY} characters` }]);
    const clientId = typeof input.clientId === 'string' && /^[\w-]{8,64}$/.test(input.clientId) ? input.clientId : null;
    if (input.parentId) {
      const [parent] = isUuid(input.parentId)
        ? await this.deps.db
            .select({ bookingId: bookingMessages.bookingId })
            .from(bookingMessages)
            .where(eq(bookingMessages.id, input.parentId))
        : [];
      if (parent?.bookingId !== booking.id) throw AppError.notFound('The message to reply to');
    }
    const senderId = viewer!.user.id;
    const recipientId = senderId === booking.renterId ? booking.ownerId : booking.renterId;
    const now = this.now();

    const result = await this.deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(bookingMessages)
        .values({ bookingId: booking.id, senderId, parentId: input.parentId ?? null, body, clientId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: bookingMessages.id });
      if (!inserted) {
        const [existing] = await this.withSender(tx).where(
          and(
            eq(bookingMessages.bookingId, booking.id),
            eq(bookingMessages.senderId, senderId),
            eq(bookingMessages.clientId, clientId!),
          ),
        );
        return { row: existing!, fresh: false, notes: [] };
      }
      // Writing is reading: the sender has seen everything up to their own message.
      await this.markReadIn(tx, booking.id, senderId, now);
      const [tool] = await tx.select({ name: tools.name }).from(tools).where(eq(tools.id, booking.toolId));
      const notes = await this.deps.notifications.add(tx, [
        {
          userId: recipientId,
          kind: 'message',
          message: `New message from ${viewer!.user.firstName} about ${tool?.name ?? 'a booking'} (${booking.code}).`,
          bookingId: booking.id,
        },
      ]);
      await this.scheduleEmail(tx, booking.id, recipientId, EMAIL_AFTER_SECONDS);
      const [row] = await this.withSender(tx).where(eq(bookingMessages.id, inserted.id));
      return { row: row!, fresh: true, notes };
    });
    if (result.fresh) {
      const { message, sender } = result.row;
      this.deps.pubsub.publish('MESSAGE_ADDED', booking.id, {
        message: {
          id: message.id,
          bookingId: message.bookingId,
          senderId: sender.id,
          senderFirstName: sender.firstName,
          parentId: message.parentId,
          clientId: message.clientId,
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        },
      });
      this.deps.pubsub.publish('UNREAD_MESSAGES_CHANGED', recipientId, {});
      this.deps.notifications.announce(result.notes);
    }
    return result.row;
  }

  private async markReadIn(exec: Executor, bookingId: string, userId: string, at: Date) {
    await exec
      .insert(conversationStates)
      .values({ bookingId, userId, lastReadAt: at })
      .onConflictDoUpdate({
        target: [conversationStates.bookingId, conversationStates.userId],
        set: { lastReadAt: sql`greatest(${conversationStates.lastReadAt}, excluded.last_read_at)` },
      });
  }

  /** The viewer has read the conversation as it stands (their open page calls this). */
  async markRead(viewer: Viewer | undefined, bookingId: string): Promise<void> {
    const booking = await this.authorize(viewer, bookingId, 'read');
    if (!canMessage(viewer, 'write', booking)) return;
    await this.markReadIn(this.deps.db, booking.id, viewer!.user.id, this.now());
    await this.deps.notifications.markReadAbout(viewer!.user.id, booking.id, 'message');
    this.deps.pubsub.publish('UNREAD_MESSAGES_CHANGED', viewer!.user.id, {});
  }

  /** Unread messages per booking, for the viewer, in one query. */
  async unreadByBooking(viewer: Viewer | undefined, bookingIds: string[]): Promise<Map<string, number>> {
    if (!viewer || !bookingIds.length) return new Map();
    const rows = await (this.unreadCounts ??= this.prepareUnreadCounts()).execute({
      viewer: viewer.user.id,
      bookingIds,
    });
    return new Map(rows.map((r) => [r.bookingId, r.n]));
  }

  private unreadCounts: ReturnType<MessageService['prepareUnreadCounts']> | undefined;

  /**
   * Every list of bookings asks it: one statement whatever the number of bookings (an array
   * parameter), built once and prepared.
   */
  private prepareUnreadCounts() {
    const viewer = sql.placeholder('viewer');
    return this.deps.db
      .select({ bookingId: bookingMessages.bookingId, n: count() })
      .from(bookingMessages)
      .leftJoin(
        conversationStates,
        and(eq(conversationStates.bookingId, bookingMessages.bookingId), eq(conversationStates.userId, viewer)),
      )
      .where(
        and(
          sql`${bookingMessages.bookingId} = any(${sql.placeholder('bookingIds')}::uuid[])`,
          ne(bookingMessages.senderId, viewer),
          or(isNull(conversationStates.lastReadAt), gt(bookingMessages.createdAt, conversationStates.lastReadAt)),
        ),
      )
      .groupBy(bookingMessages.bookingId)
      .prepare('messages_unread_by_booking');
  }

  /** The sidebar's counts: unread messages on bookings the viewer made and on their tools. */
  async unreadTotals(viewer: Viewer | undefined): Promise<{ asRenter: number; asOwner: number }> {
    if (!viewer) throw AppError.unauthenticated();
    const me = viewer.user.id;
    const [row] = await this.deps.db
      .select({
        asRenter: sql<number>`count(*) filter (where ${bookings.renterId} = ${me})::int`,
        asOwner: sql<number>`count(*) filter (where ${bookings.ownerId} = ${me})::int`,
      })
      .from(bookingMessages)
      .innerJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
      .leftJoin(
        conversationStates,
        and(eq(conversationStates.bookingId, bookingMessages.bookingId), eq(conversationStates.userId, me)),
      )
      .where(
        and(
          or(eq(bookings.renterId, me), eq(bookings.ownerId, me)),
          ne(bookingMessages.senderId, me),
          or(isNull(conversationStates.lastReadAt), gt(bookingMessages.createdAt, conversationStates.lastReadAt)),
        ),
      );
    return { asRenter: row?.asRenter ?? 0, asOwner: row?.asOwner ?? 0 };
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
      .selectDistinct({ bookingId: bookingMessages.bookingId })
      .from(bookingMessages)
      .innerJoin(bookings, eq(bookings.id, bookingMessages.bookingId))
      .leftJoin(
        conversationStates,
        and(eq(conversationStates.bookingId, bookingMessages.bookingId), eq(conversationStates.userId, userId)),
      )
      .where(
        and(
          or(eq(bookings.renterId, userId), eq(bookings.ownerId, userId)),
          ne(bookingMessages.senderId, userId),
          or(isNull(conversationStates.lastReadAt), gt(bookingMessages.createdAt, conversationStates.lastReadAt)),
          or(isNull(conversationStates.lastEmailedAt), lte(conversationStates.lastEmailedAt, quietSince)),
        ),
      )
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
    for (const { bookingId } of due) if ((await this.emailUnread(bookingId, userId)) === 'sent') sent += 1;
    return sent;
  }

  // ---------------------------------------------------------------- e-mail of unread messages

  /** One pending e-mail job per person and conversation (pg-boss singleton key). */
  private async scheduleEmail(exec: Executor, bookingId: string, userId: string, afterSeconds: number) {
    await this.deps.jobs.send(
      MESSAGE_EMAIL_QUEUE,
      { bookingId, userId },
      {
        startAfter: afterSeconds,
        singletonKey: `${bookingId}:${userId}`,
        retryLimit: 3,
        ...inTransaction(exec),
      },
    );
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, MESSAGE_EMAIL_QUEUE, { policy: 'stately', retryLimit: 3 });
    await workEach<{ bookingId: string; userId: string }>(this.deps.jobs, MESSAGE_EMAIL_QUEUE, async (job) => {
      await this.emailUnread(job.data.bookingId, job.data.userId);
    });
  }

  /**
   * Runs a few minutes after a message: e-mails the person if the conversation still has messages
   * they have not read, unless they were e-mailed about it in the last ten minutes (then it comes
   * back when those are up).
   */
  async emailUnread(bookingId: string, userId: string): Promise<'sent' | 'read' | 'later'> {
    const now = this.now();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const [state] = await tx
        .select()
        .from(conversationStates)
        .where(and(eq(conversationStates.bookingId, bookingId), eq(conversationStates.userId, userId)))
        .for('update');
      const unread = await tx
        .select({ message: bookingMessages, senderName: users.firstName })
        .from(bookingMessages)
        .innerJoin(users, eq(users.id, bookingMessages.senderId))
        .where(
          and(
            eq(bookingMessages.bookingId, bookingId),
            ne(bookingMessages.senderId, userId),
            state?.lastReadAt ? gt(bookingMessages.createdAt, state.lastReadAt) : undefined,
          ),
        )
        .orderBy(asc(bookingMessages.createdAt));
      if (!unread.length) return 'read' as const;
      const since = state?.lastEmailedAt ? (now.getTime() - state.lastEmailedAt.getTime()) / 1000 : Infinity;
      if (since < EMAIL_EVERY_SECONDS) return { later: Math.ceil(EMAIL_EVERY_SECONDS - since) };
      const [booking] = await tx
        .select({ booking: bookings, toolName: tools.name })
        .from(bookings)
        .innerJoin(tools, eq(tools.id, bookings.toolId))
        .where(eq(bookings.id, bookingId));
      const [person] = await tx.select().from(users).where(eq(users.id, userId));
      if (!booking || !person) return 'read' as const;
      const page = userId === booking.booking.ownerId ? '/user/my-bookings-details' : '/user/my-rental-history-details';
      const subject = `New message about ${booking.toolName} (${booking.booking.code})`;
      await this.deps.outbox.enqueue(tx, {
        to: person.email,
        subject,
        template: 'message.unread',
        ...renderEmail(
          {
            title: subject,
            paragraphs: [
              `Hello ${person.firstName},`,
              `You have ${unread.length} unread ${unread.length === 1 ? 'message' : 'messages'} about booking ${booking.booking.code}:`,
              ...unread.slice(-3).map((u) => `${u.senderName}: ${u.message.body.slice(0, 300)}`),
            ],
            action: {
              label: 'Reply',
              url: `${this.deps.publicUrl()}${page}?${new URLSearchParams({ id: bookingId })}`,
            },
            note: 'We e-mail at most once every ten minutes per conversation, and only about messages you have not read.',
          },
          this.deps.config.expo.name,
        ),
      });
      await tx
        .insert(conversationStates)
        .values({ bookingId, userId, lastEmailedAt: now })
        .onConflictDoUpdate({
          target: [conversationStates.bookingId, conversationStates.userId],
          set: { lastEmailedAt: now },
        });
      return 'sent' as const;
    });
    if (typeof outcome === 'object') {
      await this.scheduleEmail(this.deps.db, bookingId, userId, outcome.later);
      return 'later';
    }
    return outcome;
  }
}
