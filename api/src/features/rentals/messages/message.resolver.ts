import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
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
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { PageInput, PageOf, pageArgDescription, toPage } from '../../../graphql/page.js';
import { AppError, isAppError } from '../../../lib/errors.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import type { PublishedMessage } from '../../../graphql/pubsub.js';
import { Booking } from '../bookings/booking.types.js';
import { canMessage } from './message.policy.js';
import { CONVERSATION_PAGE, type MessageWithSender } from './message.service.js';

@ObjectType({ description: 'Who wrote a message: the renter or the owner of the booking' })
class MessageSender {
  @Field(() => ID, { description: "The sender's user id" }) id!: string;
  @Field(() => String, { description: "The sender's first name" }) firstName!: string;
}

@ObjectType({ description: "A message of a booking's conversation" })
export class Message {
  @Field(() => ID, { description: "The message's id" }) id!: string;
  @Field(() => ID, { description: 'The booking whose conversation it is in' }) bookingId!: string;
  @Field(() => String, { description: 'The text, at most 2,000 characters' }) body!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The message this one answers (sendMessage with parentId); null for a message on its own',
  })
  parentId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The sender's own id for it, to match an optimistic send; null when none was given",
  })
  clientId!: string | null;
  @Field(() => MessageSender, { description: 'Who wrote it' }) sender!: MessageSender;
  @Field(() => DateTimeISO, { description: 'When it was sent' }) createdAt!: Date;
}

@ObjectType({
  description:
    'One page of a conversation. Pages count back from the newest: page 1 is the latest messages, hasMore says ' +
    'that older ones are on the next page; within a page, oldest first',
})
class MessagePage extends PageOf(Message) {}

@ObjectType({ description: 'Unread messages on bookings the user made, and on bookings of their tools' })
class UnreadMessageCount {
  @Field(() => Int, { description: 'On bookings the signed-in user made' }) asRenter!: number;
  @Field(() => Int, { description: "On bookings of the signed-in user's tools" }) asOwner!: number;
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

/** The service names the text `message` (the old client's field); this API's argument is `body`. */
function bodyNamed<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (isAppError(error) && error.fields.some((f) => f.path === 'message')) {
      const fields = error.fields.map((f) => (f.path === 'message' ? { ...f, path: 'body' } : f));
      throw new AppError(error.code, error.message, fields, error.retryAfterSeconds);
    }
    throw error;
  });
}

/** What the viewer may do in a booking's conversation: the message policy's answer, served to the page. */
@Resolver(() => Booking)
export class BookingConversationResolver {
  @FieldResolver(() => Boolean, {
    description:
      "The viewer may write in the booking's conversation (hasConversation): its renter and the tool's owner; administrators read it",
  })
  canWriteMessages(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): boolean {
    return (
      booking.hasConversation &&
      canMessage(ctx.viewer, 'write', { renterId: booking.renter.id, ownerId: booking.owner.id })
    );
  }
}

@Authorized()
@Resolver()
export class MessageResolver {
  @Query(() => MessagePage, {
    description:
      "A booking's conversation (its renter, owner, or an admin). Page 1 is the latest messages, oldest first; " +
      'later pages go back in time. New ones arrive through messageAdded',
  })
  async conversation(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: `${pageArgDescription(CONVERSATION_PAGE.defaultSize, CONVERSATION_PAGE.maxSize)}; page 1 is the newest`,
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessagePage> {
    const result = await ctx.services.messages.latestPage(ctx.viewer, bookingId, {
      page: page?.page,
      pageSize: page?.pageSize,
    });
    return toPage(result, toMessage);
  }

  @RateLimited('message.send')
  @Mutation(() => Message, {
    description: 'Sends a message, or an answer to one (parentId); the same clientId again answers the stored message',
  })
  async sendMessage(
    @Arg('bookingId', () => ID, { description: 'The booking whose conversation it goes to' }) bookingId: string,
    @Arg('body', () => String, { description: 'The text, 1 to 2,000 characters' }) body: string,
    @Arg('clientId', () => String, {
      nullable: true,
      description:
        'Your own id for the message (8 to 64 letters, digits, - or _): sending again with it after a lost ' +
        'connection answers the message already stored instead of storing it twice',
    })
    clientId: string | null,
    @Arg('parentId', () => ID, {
      nullable: true,
      description: 'The message this one answers, in the same conversation (NOT_FOUND otherwise)',
    })
    parentId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Message> {
    return toMessage(await bodyNamed(ctx.services.messages.send(ctx.viewer, bookingId, { body, clientId, parentId })));
  }

  @Mutation(() => Boolean, { description: 'The signed-in user has read the conversation as it stands' })
  async markConversationRead(
    @Arg('bookingId', () => ID, { description: 'The booking whose conversation was read' }) bookingId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.services.messages.markRead(ctx.viewer, bookingId);
    return true;
  }

  @Query(() => UnreadMessageCount, { description: 'Messages the signed-in user has not read, as renter and as owner' })
  unreadMessages(@Ctx() ctx: GraphQLContext): Promise<UnreadMessageCount> {
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
  messageAdded(
    @Arg('bookingId', () => ID, { description: 'The booking whose conversation to follow' }) _bookingId: string,
    @Root() event: { message: PublishedMessage },
  ): Message {
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

  @Subscription(() => UnreadMessageCount, {
    description: "The signed-in user's unread counts, whenever they change",
    topics: 'UNREAD_MESSAGES_CHANGED',
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) => context.viewer!.user.id,
  })
  unreadMessagesChanged(@Ctx() ctx: GraphQLContext): Promise<UnreadMessageCount> {
    return ctx.services.messages.unreadTotals(ctx.viewer);
  }
}
