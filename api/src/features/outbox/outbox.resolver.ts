import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { listParams, PageInput, pageArgDescription, toPage } from '../../graphql/page.js';
import { MAX_PAGE_SIZE } from '../../lib/list-query.js';
import { outboxViewPath } from './mail-view.js';
import { OutboxMessage, OutboxOrder, OutboxPage, OutboxStatus, toOutboxMessage } from './outbox.types.js';

/** Every e-mail the system queued or sent: how the embedded mode shows mail without an SMTP server. */
@Authorized('Admin')
@Resolver()
export class OutboxResolver {
  @Query(() => OutboxPage, { description: 'Every e-mail the site queued or sent, one page at a time' })
  async adminOutbox(
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(25, MAX_PAGE_SIZE) })
    page: PageInput | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Each word must start the recipient address or the subject',
    })
    search: string | null,
    @Arg('orderBy', () => OutboxOrder, { nullable: true, description: 'Newest first unless given' })
    orderBy: OutboxOrder | null,
    @Arg('status', () => OutboxStatus, { nullable: true, description: 'Only e-mails with this status' })
    status: OutboxStatus | null,
    @Arg('template', () => String, {
      nullable: true,
      description: "Only e-mails of this kind (OutboxMessage.template, exactly), e.g. 'group-mail'",
    })
    template: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutboxPage> {
    const result = await ctx.services.outbox.list(ctx.viewer, listParams(page, { search, orderBy }), {
      status,
      template,
    });
    const pass = ctx.services.mailViews.issue(ctx.viewer!);
    return toPage(result, (row) => toOutboxMessage(row, outboxViewPath(row.id, pass)));
  }

  @Query(() => OutboxMessage, { nullable: true, description: 'One e-mail; null with NOT_FOUND when there is none' })
  async adminOutboxMessage(
    @Arg('id', () => ID, { description: 'The e-mail id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutboxMessage> {
    const row = await ctx.services.outbox.get(ctx.viewer, id);
    return toOutboxMessage(row, outboxViewPath(row.id, ctx.services.mailViews.issue(ctx.viewer!)));
  }
}
