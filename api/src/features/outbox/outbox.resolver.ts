import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listParams, PageInput, pageArgDescription, toPage } from '../../graphql/page.js';
import { MAX_PAGE_SIZE } from '../../lib/list-query.js';
import { describeAttachment, outboxViewPath } from './mail-view.js';
import {
  OutboxAttachment,
  OutboxMessage,
  OutboxListArgs,
  OutboxConnection,
  OutboxPage,
  toOutboxMessage,
} from './outbox.types.js';

const OutboxWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

/**
 * Every e-mail the system queued or sent (how the embedded mode shows mail without an SMTP server), and
 * sending them again.
 */
@Authorized('Admin')
@Resolver(() => OutboxMessage)
export class OutboxResolver {
  @Query(() => OutboxPage, { description: 'Every e-mail the site queued or sent, one page at a time' })
  async adminOutbox(
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(25, MAX_PAGE_SIZE) })
    page: PageInput | null,
    @Args(() => OutboxListArgs) { search, orderBy, ...filters }: OutboxListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutboxPage> {
    const result = await ctx.services.outbox.list(ctx.viewer, listParams(page, { search, orderBy }), filters);
    const pass = ctx.services.mailViews.issue(ctx.viewer!);
    return toPage(result, (row) => toOutboxMessage(row, outboxViewPath(row.id, pass)));
  }

  @Query(() => OutboxConnection, {
    description:
      'Every e-mail sent or queued as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminOutboxConnection(
    @Args(() => OutboxWindow) window: KeysetWindow,
    @Args(() => OutboxListArgs) { search, orderBy, ...filters }: OutboxListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutboxConnection> {
    const params = listParams(null, { search, orderBy });
    const result = await ctx.services.outbox.listConnection(ctx.viewer, window, params, filters);
    const pass = ctx.services.mailViews.issue(ctx.viewer!);
    return toConnection(result, (row) => toOutboxMessage(row, outboxViewPath(row.id, pass)), result.count);
  }

  @Query(() => OutboxMessage, { nullable: true, description: 'One e-mail; null with NOT_FOUND when there is none' })
  async adminOutboxMessage(
    @Arg('id', () => ID, { description: 'The e-mail id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutboxMessage> {
    const row = await ctx.services.outbox.get(ctx.viewer, id);
    return toOutboxMessage(row, outboxViewPath(row.id, ctx.services.mailViews.issue(ctx.viewer!)));
  }

  @Mutation(() => OutboxMessage, {
    description:
      'Sends an e-mail again and answers the message queued: a FAILED one is queued again as it is (its attempts start over), a SENT or STORED one as a new copy (the same message, its links as they were). CONFLICT while it is still QUEUED or SENDING; audited',
  })
  async resendOutboxMessage(
    @Arg('id', () => ID, { description: 'The e-mail id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutboxMessage> {
    const { row } = await ctx.services.outbox.resend(ctx.viewer, id);
    return toOutboxMessage(row, outboxViewPath(row.id, ctx.services.mailViews.issue(ctx.viewer!)));
  }

  // Only when asked for: a QR code is drawn to be measured (a list of the outbox does not need it).
  @FieldResolver(() => [OutboxAttachment], { description: 'The files sent with it, in order' })
  attachments(@Root() message: OutboxMessage): Promise<OutboxAttachment[]> {
    return Promise.all(message.storedAttachments.map(describeAttachment));
  }

  @Mutation(() => Int, {
    description:
      'Queues every FAILED e-mail again (each tried anew for 5 days) and answers how many; audited when there were some',
  })
  async resendFailedOutboxMessages(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.outbox.resendFailed(ctx.viewer);
  }
}
