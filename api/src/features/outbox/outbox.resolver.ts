import { Arg, Authorized, Ctx, Field, GraphQLISODateTime, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ListInput } from '../../graphql/list-input.js';
import { PageOf } from '../../graphql/page.js';
import type { OutboxRow } from './outbox.table.js';

@ObjectType()
export class OutboxMessage {
  @Field(() => ID) id!: string;
  @Field(() => String) to!: string;
  @Field(() => String) subject!: string;
  @Field(() => String, { description: 'Kind of message, e.g. password-reset, group-mail' }) template!: string;
  @Field(() => String, { description: 'queued, sending, sent, stored (no SMTP configured) or failed' }) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true }) sentAt!: Date | null;
  @Field(() => String) text!: string;
  @Field(() => String) html!: string;
}

@ObjectType()
export class OutboxPage extends PageOf(OutboxMessage) {}

const toMessage = (r: OutboxRow): OutboxMessage => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  template: r.template,
  status: r.status,
  attempts: r.attempts,
  lastError: r.lastError,
  createdAt: r.createdAt,
  sentAt: r.sentAt,
  text: r.text,
  html: r.html,
});

/** Every e-mail the system queued or sent: how the embedded mode shows mail without an SMTP server. */
@Authorized('Admin')
@Resolver()
export class OutboxResolver {
  @Query(() => OutboxPage)
  async adminOutbox(
    @Arg('list', () => ListInput, { nullable: true }) list: ListInput | null,
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('template', () => String, { nullable: true }) template: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<OutboxPage> {
    const page = await ctx.services.outbox.list(ctx.viewer, list ?? {}, { status, template });
    return { ...page, items: page.items.map(toMessage) };
  }

  @Query(() => OutboxMessage)
  async adminOutboxMessage(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<OutboxMessage> {
    return toMessage(await ctx.services.outbox.get(ctx.viewer, id));
  }
}
