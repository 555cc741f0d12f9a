import {
  Arg,
  Args,
  Authorized,
  Ctx,
  ID,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import { PageInput, pageArgDescription, toPage } from '../../graphql/page.js';
import { NOTIFICATION_PAGE_SIZES } from './notification.service.js';
import {
  Notification,
  NotificationConnection,
  NotificationEvent,
  NotificationPage,
  toNotification,
} from './notification.types.js';

const NotificationWindow = ConnectionArgs(NOTIFICATION_PAGE_SIZES.defaultSize, NOTIFICATION_PAGE_SIZES.maxSize);

@Authorized()
@Resolver()
export class NotificationResolver {
  @Query(() => NotificationPage, { description: "The signed-in user's notes, newest first" })
  async notifications(
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(NOTIFICATION_PAGE_SIZES.defaultSize, NOTIFICATION_PAGE_SIZES.maxSize),
    })
    page: PageInput | null,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'True: only the unread notes' })
    unreadOnly: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationPage> {
    const result = await ctx.services.notifications.list(ctx.viewer, {
      page: page?.page,
      pageSize: page?.pageSize,
      unreadOnly,
    });
    return {
      ...toPage(result, toNotification),
      unread: result.unread,
    };
  }

  @Query(() => NotificationConnection, {
    description:
      "The signed-in user's notes as a connection, newest first: read on with first/after or back with last/before from cursors",
  })
  async notificationsConnection(
    @Args(() => NotificationWindow) window: KeysetWindow,
    @Arg('unreadOnly', () => Boolean, { nullable: true, description: 'True: only the unread notes' })
    unreadOnly: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationConnection> {
    const result = await ctx.services.notifications.connection(ctx.viewer, window, unreadOnly);
    return toConnection(result, toNotification, result.count);
  }

  @Mutation(() => Notification, { description: 'Marks one of your notes read; NOT_FOUND for anyone else’s' })
  async markNotificationRead(
    @Arg('id', () => ID, { description: 'The note id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Notification> {
    await ctx.services.notifications.markRead(ctx.viewer, id);
    return toNotification(await ctx.services.notifications.get(ctx.viewer, id));
  }

  @Mutation(() => Int, { description: 'Marks every note read; answers how many were unread' })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.viewer);
  }

  @Subscription(() => NotificationEvent, {
    description: "Fires when the signed-in user's bell changes: a new note, or notes read (here or elsewhere)",
    topics: 'NOTIFICATION_ADDED',
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) => context.viewer!.user.id,
  })
  async notificationEvents(
    @Root() event: { notificationId: string | null },
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationEvent> {
    const [unread, found] = await Promise.all([
      ctx.services.notifications.unreadCount(ctx.viewer),
      event.notificationId ? ctx.services.notifications.get(ctx.viewer, event.notificationId) : undefined,
    ]);
    return { unread, notification: found ? toNotification(found) : null };
  }
}
