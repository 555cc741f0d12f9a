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
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import type { PublishedMessage } from '../../../graphql/pubsub.js';
import type { MessageWithSender } from './message.service.js';

@ObjectType()
class MessageSender {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
}

@ObjectType()
export class Message {
  @Field(() => ID) id!: string;
  @Field(() => ID) bookingId!: string;
  @Field(() => String) body!: string;
  @Field(() => ID, { nullable: true, description: "The message this one answers (the old client's replies)" })
  parentId!: string | null;
  @Field(() => String, { nullable: true, description: "The sender's own id for it, to match an optimistic send" })
  clientId!: string | null;
  @Field(() => MessageSender) sender!: MessageSender;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

@ObjectType({ description: 'Unread messages on bookings the user made, and on bookings of their tools' })
class UnreadMessages {
  @Field(() => Int) asRenter!: number;
  @Field(() => Int) asOwner!: number;
}

export const toMessage = ({ message, sender }: MessageWithSender): Message => ({
  id: message.id,
  bookingId: message.bookingId,
  body: message.body,
  parentId: message.parentId,
  clientId: message.clientId,
  sender,
  createdAt: message.createdAt,
});

@Authorized()
@Resolver()
export class MessageResolver {
  @Query(() => [Message], { description: "A booking's conversation, oldest first (its renter, owner, or an admin)" })
  async conversation(@Arg('bookingId', () => ID) bookingId: string, @Ctx() ctx: GraphQLContext): Promise<Message[]> {
    return (await ctx.services.messages.list(ctx.viewer, bookingId)).map(toMessage);
  }

  @RateLimited('message.send')
  @Mutation(() => Message, { description: 'Sends a message; the same clientId again answers the stored message' })
  async sendMessage(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('body', () => String) body: string,
    @Arg('clientId', () => String, { nullable: true }) clientId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Message> {
    return toMessage(await ctx.services.messages.send(ctx.viewer, bookingId, { body, clientId }));
  }

  @Mutation(() => Boolean, { description: 'The signed-in user has read the conversation as it stands' })
  async markConversationRead(@Arg('bookingId', () => ID) bookingId: string, @Ctx() ctx: GraphQLContext) {
    await ctx.services.messages.markRead(ctx.viewer, bookingId);
    return true;
  }

  @Query(() => UnreadMessages)
  unreadMessages(@Ctx() ctx: GraphQLContext): Promise<UnreadMessages> {
    return ctx.services.messages.unreadTotals(ctx.viewer);
  }

  @Subscription(() => Message, {
    description: 'New messages of one conversation (its renter, owner, or an admin)',
    // Checked when the subscription starts: a stranger gets an error, never an event.
    subscribe: async ({ args, context }: SubscribeResolverData<unknown, { bookingId: string }, GraphQLContext>) => {
      await context.services.messages.authorize(context.viewer, args.bookingId, 'read');
      return context.services.pubsub.subscribe('MESSAGE_ADDED', args.bookingId);
    },
  })
  messageAdded(@Arg('bookingId', () => ID) _bookingId: string, @Root() event: { message: PublishedMessage }): Message {
    // Access was checked when the subscription started, and a booking's two parties never change.
    const m = event.message;
    return {
      id: m.id,
      bookingId: m.bookingId,
      body: m.body,
      parentId: m.parentId,
      clientId: m.clientId,
      sender: { id: m.senderId, firstName: m.senderFirstName },
      createdAt: new Date(m.createdAt),
    };
  }

  @Subscription(() => UnreadMessages, {
    topics: 'UNREAD_MESSAGES_CHANGED',
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) => context.viewer!.user.id,
  })
  unreadMessagesChanged(@Ctx() ctx: GraphQLContext): Promise<UnreadMessages> {
    return ctx.services.messages.unreadTotals(ctx.viewer);
  }
}
