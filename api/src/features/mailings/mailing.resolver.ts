import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageInput, pageArgDescription, toPage } from '../../graphql/page.js';
import { RateLimited } from '../../graphql/rate-limit.js';
import { CAMPAIGN_PAGE_SIZES, type CampaignStats } from './mailing.service.js';
import type { MailCampaignRow } from './mailing.table.js';
import {
  Audience,
  AudienceCount,
  EmailPreview,
  MailCampaign,
  MailCampaignConnection,
  MailCampaignPage,
  MailCampaignProgress,
  MailCampaignStatus,
} from './mailing.types.js';

const SUBJECT = 'The subject line, at most 200 characters';
const MESSAGE =
  'The message in plain text, at most 20,000 characters; a blank line starts a new paragraph, single line breaks are kept and http(s) addresses become links';

const CampaignWindow = ConnectionArgs(CAMPAIGN_PAGE_SIZES.defaultSize, CAMPAIGN_PAGE_SIZES.maxSize);

@Authorized('Admin')
@Resolver()
export class MailingResolver {
  private toCampaign(ctx: GraphQLContext, row: MailCampaignRow): MailCampaign {
    return {
      ...row,
      audience: row.audience as Audience,
      audienceLabel: ctx.services.mailings.audienceLabel(row.audience),
    };
  }

  private toProgress(ctx: GraphQLContext, stats: CampaignStats): MailCampaignProgress {
    return {
      ...stats,
      status: stats.status as MailCampaignStatus,
      campaign: this.toCampaign(ctx, stats.campaign),
    };
  }

  @Query(() => AudienceCount, { description: 'Live recipient count before sending' })
  mailAudienceCount(
    @Arg('audience', () => Audience, { description: 'Who it would go to' }) audience: Audience,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AudienceCount> {
    return ctx.services.mailings.countRecipients(ctx.viewer, audience);
  }

  @Query(() => EmailPreview, { description: 'The group e-mail as a recipient will see it' })
  mailPreview(
    @Arg('subject', () => String, { description: SUBJECT }) subject: string,
    @Arg('message', () => String, { description: MESSAGE }) message: string,
    @Ctx() ctx: GraphQLContext,
  ): EmailPreview {
    const preview = ctx.services.mailings.preview(ctx.viewer, { subject, message });
    return { ...preview, viewPass: ctx.services.mailViews.issue(ctx.viewer!) };
  }

  @RateLimited('mail.test')
  @Mutation(() => String, { description: 'Sends the group e-mail to yourself only; answers where it went' })
  sendTestMail(
    @Arg('subject', () => String, { description: SUBJECT }) subject: string,
    @Arg('message', () => String, { description: MESSAGE }) message: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.mailings.sendTest(ctx.viewer, { subject, message });
  }

  @RateLimited('mail.group')
  @Mutation(() => MailCampaign, {
    description:
      'Sends a group e-mail: one message per distinct address, unsubscribed ones left out. Follow it with mailCampaign(id)',
  })
  async sendGroupMail(
    @Arg('audience', () => Audience, { description: 'Who it goes to' }) audience: Audience,
    @Arg('subject', () => String, { description: SUBJECT }) subject: string,
    @Arg('message', () => String, { description: MESSAGE }) message: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailCampaign> {
    return this.toCampaign(ctx, await ctx.services.mailings.createCampaign(ctx.viewer, { audience, subject, message }));
  }

  @Query(() => MailCampaignPage, { description: 'Group e-mails, newest first' })
  async mailCampaigns(
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(CAMPAIGN_PAGE_SIZES.defaultSize, CAMPAIGN_PAGE_SIZES.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailCampaignPage> {
    const result = await ctx.services.mailings.list(ctx.viewer, { page: page?.page, pageSize: page?.pageSize });
    return toPage(result, (row) => this.toCampaign(ctx, row));
  }

  @Query(() => MailCampaignConnection, {
    description:
      'Group e-mails, newest first, as a connection: read on with first/after or back with last/before from cursors',
  })
  async mailCampaignsConnection(
    @Args(() => CampaignWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailCampaignConnection> {
    const result = await ctx.services.mailings.listConnection(ctx.viewer, window);
    return toConnection(result, (row) => this.toCampaign(ctx, row), result.count);
  }

  @Query(() => MailCampaignProgress, {
    nullable: true,
    description: 'A group e-mail and its delivery; null with NOT_FOUND when there is none',
  })
  async mailCampaign(
    @Arg('id', () => ID, { description: 'The group e-mail id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MailCampaignProgress> {
    return this.toProgress(ctx, await ctx.services.mailings.stats(ctx.viewer, id));
  }

  @RateLimited('mail.group')
  @Mutation(() => Int, { description: 'Queues the failed messages of a group e-mail again; answers how many' })
  retryGroupMailFailures(
    @Arg('id', () => ID, { description: 'The group e-mail id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<number> {
    return ctx.services.mailings.retryFailed(ctx.viewer, id);
  }
}
