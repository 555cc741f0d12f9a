import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageOf } from '../../graphql/page.js';
import type { NotificationRow } from './notification.table.js';

@ObjectType()
class Notification {
  @Field(() => ID) id!: string;
  @Field(() => String) kind!: string;
  @Field(() => String) message!: string;
  @Field(() => ID, { nullable: true }) bookingId!: string | null;
  @Field(() => String, { nullable: true, description: "renter or owner: the reader's side of that booking" })
  bookingRole!: string | null;
  @Field(() => Boolean) read!: boolean;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType()
class NotificationPage extends PageOf(Notification) {
  @Field(() => Int) unread!: number;
}

@ObjectType({ description: 'The bell changed: a new note, or notes read' })
class NotificationEvent {
  @Field(() => Int) unread!: number;
  @Field(() => Notification, { nullable: true, description: 'The new or changed note, if one' })
  notification!: Notification | null;
}

const toNotification = (row: NotificationRow, bookingRole: string | null = null): Notification => ({
  id: row.id,
  kind: row.kind,
  message: row.message,
  bookingId: row.bookingId,
  bookingRole,
  read: row.readAt !== null,
  createdAt: row.createdAt,
});

@Authorized()
@Resolver()
export class NotificationResolver {
  @Query(() => NotificationPage)
  async notifications(
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize: number | null,
    @Arg('unreadOnly', () => Boolean, { nullable: true }) unreadOnly: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationPage> {
    const result = await ctx.services.notifications.list(ctx.viewer, { page, pageSize, unreadOnly });
    return { ...result, items: result.items.map(({ note, bookingRole }) => toNotification(note, bookingRole)) };
  }

  @Mutation(() => Notification)
  async markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Notification> {
    return toNotification(await ctx.services.notifications.markRead(ctx.viewer, id));
  }

  @Mutation(() => Int, { description: 'Marks every note read; answers how many were unread' })
  markAllNotificationsRead(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.viewer);
  }

  @Subscription(() => NotificationEvent, {
    topics: 'NOTIFICATION_ADDED',
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) => context.viewer!.user.id,
  })
  async notificationEvents(
    @Root() event: { notificationId: string | null },
    @Ctx() ctx: GraphQLContext,
  ): Promise<NotificationEvent> {
    const [unread, row] = await Promise.all([
      ctx.services.notifications.unreadCount(ctx.viewer),
      event.notificationId ? ctx.services.notifications.get(ctx.viewer, event.notificationId) : undefined,
    ]);
    return { unread, notification: row ? toNotification(row) : null };
  }
}
