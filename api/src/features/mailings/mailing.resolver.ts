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
  registerEnumType,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { RateLimited } from '../../graphql/rate-limit.js';
import type { CampaignStats } from './mailing.service.js';
import type { MailCampaignRow } from './mailing.table.js';

export enum AudienceEnum {
  allUsers = 'all-users',
  participants = 'participants',
  consentedParticipants = 'consented-participants',
  sponsors = 'sponsors',
}
registerEnumType(AudienceEnum, { name: 'Audience', description: 'Who a group e-mail goes to' });

@ObjectType()
export class AudienceCount {
  @Field(() => Int, { description: 'Distinct addresses that will receive it' }) recipients!: number;
  @Field(() => Int, { description: 'Addresses left out because they unsubscribed' }) suppressed!: number;
}

@ObjectType()
export class EmailPreview {
  @Field(() => String) subject!: string;
  @Field(() => String) html!: string;
  @Field(() => String) text!: string;
}

@ObjectType()
export class FailedRecipient {
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@ObjectType()
export class MailCampaign {
  @Field(() => ID) id!: string;
  @Field(() => AudienceEnum) audience!: AudienceEnum;
  @Field(() => String) audienceLabel!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) message!: string;
  @Field(() => Int) recipientCount!: number;
  @Field(() => Int) suppressedCount!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'When every recipient had its message queued' })
  dispatchedAt!: Date | null;
}

@ObjectType()
export class MailCampaignProgress {
  @Field(() => MailCampaign) campaign!: MailCampaign;
  @Field(() => Int, { description: 'Not yet handed to the outbox' }) pending!: number;
  @Field(() => Int) queued!: number;
  @Field(() => Int) sent!: number;
  @Field(() => Int, { description: 'Kept in the outbox because no SMTP server is configured' }) stored!: number;
  @Field(() => Int) failed!: number;
  @Field(() => [FailedRecipient]) failedRecipients!: FailedRecipient[];
}

@Authorized('Admin')
@Resolver()
export class MailingResolver {
  private toCampaign(ctx: GraphQLContext, row: MailCampaignRow): MailCampaign {
    return {
      ...row,
      audience: row.audience as AudienceEnum,
      audienceLabel: ctx.services.mailings.audienceLabel(row.audience),
    };
  }

  private toProgress(ctx: GraphQLContext, stats: CampaignStats): MailCampaignProgress {
    return { ...stats, campaign: this.toCampaign(ctx, stats.campaign) };
  }

  @Query(() => AudienceCount, { description: 'Live recipient count before sending' })
  mailAudienceCount(
    @Arg('audience', () => AudienceEnum) audience: AudienceEnum,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AudienceCount> {
    return ctx.services.mailings.countRecipients(ctx.viewer, audience);
  }

  @Query(() => EmailPreview, { description: 'The group e-mail as a recipient will see it' })
  mailPreview(
    @Arg('subject', () => String) subject: string,
    @Arg('message', () => String) message: string,
    @Ctx() ctx: GraphQLContext,
  ): EmailPreview {
    return ctx.services.mailings.preview(ctx.viewer, { subject, message });
  }

  @RateLimited('mail.test')
  @Mutation(() => String, { description: 'Sends the group e-mail to yourself only' })
  sendTestMail(
    @Arg('subject', () => String) subject: string,
    @Arg('message', () => String) message: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.mailings.sendTest(ctx.viewer, { subject, message });
  }

  @RateLimited('mail.group')
  @Mutation(() => MailCampaign, {
    description: 'Sends a group e-mail: one message per distinct address, unsubscribed ones left out',
  })
  async sendGroupMail(
    @Arg('audience', () => AudienceEnum) audience: AudienceEnum,
    @Arg('subject', () => String) subject: string,
    @Arg('message', () => String) message: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailCampaign> {
    return this.toCampaign(ctx, await ctx.services.mailings.createCampaign(ctx.viewer, { audience, subject, message }));
  }

  @Query(() => [MailCampaign], { description: 'Group e-mails, newest first' })
  async mailCampaigns(@Ctx() ctx: GraphQLContext): Promise<MailCampaign[]> {
    return (await ctx.services.mailings.list(ctx.viewer)).map((row) => this.toCampaign(ctx, row));
  }

  @Query(() => MailCampaignProgress)
  async mailCampaign(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<MailCampaignProgress> {
    return this.toProgress(ctx, await ctx.services.mailings.stats(ctx.viewer, id));
  }

  @RateLimited('mail.group')
  @Mutation(() => Int, { description: 'Queues the failed messages of a group e-mail again; returns how many' })
  retryGroupMailFailures(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.mailings.retryFailed(ctx.viewer, id);
  }
}
