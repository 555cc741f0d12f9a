import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listParams, PageInput, toPage } from '../../graphql/page.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../lib/list-query.js';
import type { InboxState } from '../expo/contact-inbox.service.js';
import { ADMIN_PAGE } from './admin.resolver.js';
import {
  ContactMessage,
  ContactMessageConnection,
  ContactMessageListArgs,
  ContactMessagePage,
  ContactReply,
  ContactReplyInput,
  toContactMessage,
  toContactReply,
} from './inbox.types.js';

/** The inbox's connection window: the sizes of its pages (ADMIN_PAGE). */
const InboxWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

/** The admin inbox of the contact form. */
@Authorized('Admin')
@Resolver(() => ContactMessage)
export class InboxResolver {
  @Query(() => ContactMessagePage, { description: 'Messages from the contact form, newest first unless ordered' })
  async adminContactMessages(
    @Arg('page', () => PageInput, { nullable: true, description: ADMIN_PAGE }) page: PageInput | null,
    @Args(() => ContactMessageListArgs) { search, orderBy, state }: ContactMessageListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessagePage> {
    const result = await ctx.services.inbox.list(ctx.viewer, listParams(page, { search, orderBy }), {
      state: state as InboxState | null,
    });
    return toPage(result, toContactMessage);
  }

  @Query(() => ContactMessageConnection, {
    description:
      'Messages from the contact form as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminContactMessagesConnection(
    @Args(() => InboxWindow) window: KeysetWindow,
    @Args(() => ContactMessageListArgs) { search, orderBy, state }: ContactMessageListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessageConnection> {
    const params = listParams(null, { search, orderBy });
    const result = await ctx.services.inbox.listConnection(ctx.viewer, window, params, {
      state: state as InboxState | null,
    });
    return toConnection(result, toContactMessage, result.count);
  }

  @Query(() => ContactMessage, { nullable: true, description: 'One contact message; null with NOT_FOUND when none' })
  async adminContactMessage(
    @Arg('id', () => ID, { description: 'The message id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessage> {
    return toContactMessage(await ctx.services.inbox.get(ctx.viewer, id));
  }

  @Query(() => Int, { description: 'Contact messages no administrator has opened yet' })
  adminUnreadContactMessages(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.inbox.unreadCount(ctx.viewer);
  }

  @FieldResolver(() => [ContactReply], { description: 'The replies sent from the inbox, oldest first' })
  async replies(@Root() message: ContactMessage, @Ctx() ctx: GraphQLContext): Promise<ContactReply[]> {
    return (await ctx.services.inbox.replies(ctx.viewer, message.id)).map(toContactReply);
  }

  @Mutation(() => ContactMessage, { description: 'Marks a message read (opened), or unread again' })
  async markContactMessageRead(
    @Arg('id', () => ID, { description: 'The message id' }) id: string,
    @Arg('read', () => Boolean, { defaultValue: true, description: 'False marks it unread again' }) read: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessage> {
    return toContactMessage(await ctx.services.inbox.markRead(ctx.viewer, id, read));
  }

  @Mutation(() => ContactMessage, { description: 'Marks a message handled, or not handled again; audited' })
  async setContactMessageHandled(
    @Arg('id', () => ID, { description: 'The message id' }) id: string,
    @Arg('handled', () => Boolean, { description: 'True: handled; false: needs attention again' }) handled: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessage> {
    return toContactMessage(await ctx.services.inbox.setHandled(ctx.viewer, id, handled));
  }

  @Mutation(() => ContactMessage, {
    description:
      "E-mails a reply to the sender through the outbox and records it on the message (replies to it reach the organisers' address); audited",
  })
  async replyToContactMessage(
    @Arg('id', () => ID, { description: 'The message id' }) id: string,
    @Arg('input', () => ContactReplyInput, { description: 'The reply' }) input: ContactReplyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContactMessage> {
    await ctx.services.inbox.reply(ctx.viewer, id, { ...input });
    return toContactMessage(await ctx.services.inbox.get(ctx.viewer, id));
  }
}
