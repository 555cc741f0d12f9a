import {
  Arg,
  Args,
  ArgsType,
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
  registerEnumType,
  type SubscribeResolverData,
} from 'type-graphql';
import { asEnum } from '../../../graphql/enums.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { ConnectionArgs, ConnectionOf, toConnection } from '../../../graphql/connection.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { PageInput, PageOf, pageArgDescription, toPage } from '../../../graphql/page.js';
import { AppError, isAppError } from '../../../lib/errors.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import type { PublishedMessage } from '../../../graphql/pubsub.js';
import { Booking } from '../bookings/booking.types.js';
import { canMessage } from './message.policy.js';
import {
  CONVERSATION_PAGE,
  INBOX_PAGE,
  type ConversationKey,
  type InboxEntry,
  type InboxRole,
  type MessageWithSender,
} from './message.service.js';

const ConversationRole = asEnum<InboxRole>(['renter', 'owner']);
registerEnumType(ConversationRole, {
  name: 'ConversationRole',
  description: "The viewer's side of a conversation",
  valuesConfig: {
    RENTER: { description: 'They asked about the tool, or booked it' },
    OWNER: { description: 'The tool is theirs' },
  },
});

@ObjectType({ description: 'One of the two people of a conversation: the renter (or asker) or the owner' })
class MessageSender {
  @Field(() => ID, { description: "The person's user id" }) id!: string;
  @Field(() => String, { description: "The person's first name" }) firstName!: string;
}

@ObjectType({ description: "A message of a conversation: a question before booking, or a booking's" })
export class Message {
  @Field(() => ID, { description: "The message's id" }) id!: string;
  @Field(() => ID, { description: 'The conversation it is in' }) conversationId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The booking whose conversation it is in; null while it is a question before booking',
  })
  bookingId!: string | null;
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

@ObjectType({
  description:
    'A conversation as a connection, oldest first: last reads the latest messages, before the ones before them',
})
class MessageConnection extends ConnectionOf(Message) {}

const ConversationWindow = ConnectionArgs(CONVERSATION_PAGE.defaultSize, CONVERSATION_PAGE.maxSize);

@ObjectType({
  description: 'Unread messages on bookings the user made, on bookings of their tools, and in questions before booking',
})
class UnreadMessageCount {
  @Field(() => Int, { description: 'On bookings the signed-in user made' }) asRenter!: number;
  @Field(() => Int, { description: "On bookings of the signed-in user's tools" }) asOwner!: number;
  @Field(() => Int, { description: 'In questions before booking, asked by or of the signed-in user' })
  inquiries!: number;
}

@ObjectType({ description: 'The tool a conversation is about' })
class ConversationTool {
  @Field(() => ID, { description: "The tool's id" }) id!: string;
  @Field(() => String, { description: "The tool's name" }) name!: string;
}

@ObjectType({ description: "A conversation's newest message, as the inbox shows it" })
class MessagePreview {
  @Field(() => String, { description: 'The text' }) body!: string;
  @Field(() => ID, { description: 'Who wrote it' }) senderId!: string;
  @Field(() => DateTimeISO, { description: 'When it was sent' }) createdAt!: Date;
}

@ObjectType({
  description:
    "A conversation between a tool's owner and a renter: a question before booking (bookingId null) or a " +
    "booking's; a question carries into the booking its asker makes of the tool",
})
class Conversation {
  @Field(() => ID, { description: "The conversation's id (conversation, sendMessage and messageAdded take it)" })
  id!: string;
  @Field(() => ConversationTool, { description: 'The tool it is about' }) tool!: ConversationTool;
  @Field(() => MessageSender, { description: 'Who asked about the tool, or booked it' }) renter!: MessageSender;
  @Field(() => MessageSender, { description: "The tool's owner" }) owner!: MessageSender;
  @Field(() => ID, { nullable: true, description: 'Its booking; null while it is a question before booking' })
  bookingId!: string | null;
  @Field(() => String, { nullable: true, description: "Its booking's code; null while it is a question" })
  bookingCode!: string | null;
  @Field(() => MessagePreview, { nullable: true, description: 'Its newest message' })
  lastMessage!: MessagePreview | null;
  @Field(() => Int, { description: 'Messages in it the signed-in user has not read' }) unread!: number;
}

@ObjectType({ description: "One page of the signed-in user's conversations, the latest message first" })
class ConversationPage extends PageOf(Conversation) {}

@ObjectType({
  description: "The signed-in user's conversations as a connection, the latest message first: read on from a cursor",
})
class ConversationConnection extends ConnectionOf(Conversation) {}

const InboxWindow = ConnectionArgs(INBOX_PAGE.defaultSize, INBOX_PAGE.maxSize);

/** The inbox's filter: inbox and inboxConnection take the same. */
@ArgsType()
class InboxListArgs {
  @Field(() => ConversationRole, {
    nullable: true,
    description: 'Only those where the signed-in user is the renter, or the owner; both when left out',
  })
  role?: InboxRole | null;
}

const toConversation = (entry: InboxEntry): Conversation => ({
  id: entry.conversation.id,
  tool: entry.tool,
  renter: entry.renter,
  owner: entry.owner,
  bookingId: entry.conversation.bookingId,
  bookingCode: entry.bookingCode,
  lastMessage: entry.lastMessage,
  unread: entry.unread,
});

/** A conversation is named by its booking or by its own id: exactly one of them. */
function keyOf(bookingId: string | null | undefined, conversationId: string | null | undefined): ConversationKey {
  if (bookingId && !conversationId) return { bookingId };
  if (conversationId && !bookingId) return { conversationId };
  throw AppError.badInput([
    {
      path: bookingId ? 'conversationId' : 'bookingId',
      msg: 'Name the conversation by bookingId or by conversationId, one of them',
    },
  ]);
}

const bookingIdArg = { nullable: true, description: 'The booking whose conversation it is (or conversationId)' };
const conversationIdArg = { nullable: true, description: "The conversation (or bookingId for a booking's)" };

/** Which conversation to read: conversation and conversationConnection take the same. */
@ArgsType()
class ConversationListArgs {
  @Field(() => ID, bookingIdArg) bookingId?: string | null;
  @Field(() => ID, conversationIdArg) conversationId?: string | null;
}

export const toMessage = ({ message, sender, bookingId }: MessageWithSender): Message => ({
  id: message.id,
  conversationId: message.conversationId,
  bookingId,
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
      'A conversation, by its booking or its own id (its two people, or an admin). Page 1 is the latest messages, ' +
      'oldest first; later pages go back in time. New ones arrive through messageAdded',
  })
  async conversation(
    @Args(() => ConversationListArgs) { bookingId, conversationId }: ConversationListArgs,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: `${pageArgDescription(CONVERSATION_PAGE.defaultSize, CONVERSATION_PAGE.maxSize)}; page 1 is the newest`,
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessagePage> {
    const result = await ctx.services.messages.latestPage(ctx.viewer, keyOf(bookingId, conversationId), {
      page: page?.page,
      pageSize: page?.pageSize,
    });
    return toPage(result, toMessage);
  }

  @Query(() => MessageConnection, {
    description:
      'A conversation as a connection, by its booking or its own id (its two people, or an admin), oldest first: read the latest with last, older ones with last and before (startCursor), from cursors, so messages sent meanwhile move no older page',
  })
  async conversationConnection(
    @Args(() => ConversationListArgs) { bookingId, conversationId }: ConversationListArgs,
    @Args(() => ConversationWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessageConnection> {
    const result = await ctx.services.messages.connection(ctx.viewer, keyOf(bookingId, conversationId), window);
    return toConnection(result, toMessage, result.count);
  }

  @RateLimited('message.send')
  @Mutation(() => Message, {
    description: 'Sends a message, or an answer to one (parentId); the same clientId again answers the stored message',
  })
  async sendMessage(
    @Arg('bookingId', () => ID, bookingIdArg) bookingId: string | null,
    @Arg('conversationId', () => ID, conversationIdArg) conversationId: string | null,
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
    return toMessage(
      await bodyNamed(
        ctx.services.messages.send(ctx.viewer, keyOf(bookingId, conversationId), { body, clientId, parentId }),
      ),
    );
  }

  @RateLimited('message.send')
  @Mutation(() => Message, {
    description:
      "A question to a tool's owner before booking: it goes to the signed-in user's open question about the tool, " +
      'or starts one (a few new ones a day). It carries into their booking of the tool',
  })
  async askOwner(
    @Arg('toolId', () => ID, { description: 'The listed tool to ask about (not your own)' }) toolId: string,
    @Arg('body', () => String, { description: 'The text, 1 to 2,000 characters' }) body: string,
    @Arg('clientId', () => String, {
      nullable: true,
      description: 'Your own id for the message, as for sendMessage: a retry answers the message already stored',
    })
    clientId: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Message> {
    return toMessage(await bodyNamed(ctx.services.messages.ask(ctx.viewer, toolId, { body, clientId })));
  }

  @Query(() => ConversationPage, {
    description:
      "The signed-in user's conversations, questions before booking and bookings' alike, the latest message first",
  })
  async inbox(
    @Args(() => InboxListArgs) { role }: InboxListArgs,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(INBOX_PAGE.defaultSize, INBOX_PAGE.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConversationPage> {
    const result = await ctx.services.messages.inbox(ctx.viewer, {
      role,
      page: page?.page,
      pageSize: page?.pageSize,
    });
    return toPage(result, toConversation);
  }

  @Query(() => ConversationConnection, {
    description:
      "The signed-in user's conversations as a connection, the latest message first: read on with first/after or back with last/before from cursors",
  })
  async inboxConnection(
    @Args(() => InboxListArgs) { role }: InboxListArgs,
    @Args(() => InboxWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ConversationConnection> {
    const result = await ctx.services.messages.inboxConnection(ctx.viewer, window, { role });
    return toConnection(result, toConversation, result.count);
  }

  @Query(() => Conversation, {
    nullable: true,
    description: 'One conversation, as the inbox shows it; null if there is none the signed-in user may see',
  })
  async conversationDetails(
    @Arg('id', () => ID, { description: 'The conversation' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Conversation | null> {
    const entry = await ctx.services.messages.entry(ctx.viewer, id);
    return entry && toConversation(entry);
  }

  @Mutation(() => Boolean, { description: 'The signed-in user has read the conversation as it stands' })
  async markConversationRead(
    @Arg('bookingId', () => ID, bookingIdArg) bookingId: string | null,
    @Arg('conversationId', () => ID, conversationIdArg) conversationId: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    await ctx.services.messages.markRead(ctx.viewer, keyOf(bookingId, conversationId));
    return true;
  }

  @Query(() => UnreadMessageCount, { description: 'Messages the signed-in user has not read, as renter and as owner' })
  unreadMessages(@Ctx() ctx: GraphQLContext): Promise<UnreadMessageCount> {
    return ctx.services.messages.unreadTotals(ctx.viewer);
  }

  @Subscription(() => Message, {
    description: 'New messages of one conversation, by its booking or its own id (its two people, or an admin)',
    // Checked when the subscription starts: a stranger gets an error, never an event.
    subscribe: async ({
      args,
      context,
    }: SubscribeResolverData<
      unknown,
      { bookingId?: string | null; conversationId?: string | null },
      GraphQLContext
    >) => {
      const key = keyOf(args.bookingId, args.conversationId);
      // A booking without a conversation yet is followed by its id: its first message is published under it.
      if ('bookingId' in key) await context.services.messages.authorize(context.viewer, key.bookingId, 'read');
      else await context.services.messages.resolve(context.viewer, key, 'read');
      return context.services.pubsub.subscribe(
        'MESSAGE_ADDED',
        'bookingId' in key ? key.bookingId : key.conversationId,
      );
    },
  })
  messageAdded(
    @Arg('bookingId', () => ID, bookingIdArg) _bookingId: string | null,
    @Arg('conversationId', () => ID, conversationIdArg) _conversationId: string | null,
    @Root() event: { message: PublishedMessage },
  ): Message {
    // Access was checked when the subscription started, and a conversation's two people never change.
    const m = event.message;
    return {
      id: m.id,
      conversationId: m.conversationId,
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
