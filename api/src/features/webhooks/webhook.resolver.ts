import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listParams, PageInput, pageArgDescription, toPage } from '../../graphql/page.js';
import {
  CreatedWebhookEndpoint,
  toWebhookDelivery,
  toWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryConnection,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointChangesInput,
  WebhookEndpointInput,
} from './webhook.types.js';

const DeliveryWindow = ConnectionArgs(25, 100);

/** Webhook endpoints for integrators, their delivery log, resends and test events. */
@Authorized('Admin')
@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  @Query(() => [WebhookEndpoint], { description: 'Every webhook endpoint, newest first' })
  async webhookEndpoints(@Ctx() ctx: GraphQLContext): Promise<WebhookEndpoint[]> {
    return (await ctx.services.webhooks.listEndpoints(ctx.viewer)).map(toWebhookEndpoint);
  }

  @Query(() => WebhookEndpoint, { nullable: true, description: 'One endpoint; null with NOT_FOUND when there is none' })
  async webhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookEndpoint> {
    return toWebhookEndpoint(await ctx.services.webhooks.getEndpoint(ctx.viewer, id));
  }

  @Query(() => WebhookDeliveryPage, { description: "An endpoint's deliveries, newest first" })
  async webhookDeliveries(
    @Arg('endpointId', () => ID, { description: 'The endpoint id' }) endpointId: string,
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(25, 100) }) page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDeliveryPage> {
    const result = await ctx.services.webhooks.deliveries(ctx.viewer, endpointId, listParams(page));
    return toPage(result, toWebhookDelivery);
  }

  @Query(() => WebhookDeliveryConnection, {
    description:
      "An endpoint's deliveries, newest first, as a connection: read on with first/after or back with last/before from cursors",
  })
  async webhookDeliveriesConnection(
    @Arg('endpointId', () => ID, { description: 'The endpoint id' }) endpointId: string,
    @Args(() => DeliveryWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDeliveryConnection> {
    const result = await ctx.services.webhooks.deliveriesConnection(ctx.viewer, endpointId, window);
    return toConnection(result, toWebhookDelivery, result.count);
  }

  @Mutation(() => CreatedWebhookEndpoint, { description: 'Registers an endpoint; its signing secret is answered' })
  async createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointInput, { description: 'The address, description and events' })
    input: WebhookEndpointInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedWebhookEndpoint> {
    const row = await ctx.services.webhooks.createEndpoint(ctx.viewer, input);
    return { endpoint: toWebhookEndpoint(row), secret: row.secret };
  }

  @Mutation(() => WebhookEndpoint, { description: "Changes an endpoint's address, events or whether it is enabled" })
  async updateWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint id' }) id: string,
    @Arg('input', () => WebhookEndpointChangesInput, { description: 'The changes' }) input: WebhookEndpointChangesInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookEndpoint> {
    return toWebhookEndpoint(await ctx.services.webhooks.updateEndpoint(ctx.viewer, id, input));
  }

  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its delivery log' })
  async deleteWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return ctx.services.webhooks.deleteEndpoint(ctx.viewer, id);
  }

  @Mutation(() => String, { description: "Answers an endpoint's signing secret (audited)" })
  async revealWebhookSecret(
    @Arg('id', () => ID, { description: 'The endpoint id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.webhooks.revealSecret(ctx.viewer, id);
  }

  @Mutation(() => String, { description: 'Replaces the signing secret at once and answers the new one' })
  async rotateWebhookSecret(
    @Arg('id', () => ID, { description: 'The endpoint id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.webhooks.rotateSecret(ctx.viewer, id);
  }

  @Mutation(() => WebhookDelivery, {
    description: 'Sends a delivery again now (same event id); CONFLICT while it is being sent',
  })
  async resendWebhookDelivery(
    @Arg('id', () => ID, { description: 'The delivery id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDelivery> {
    return toWebhookDelivery(await ctx.services.webhooks.resend(ctx.viewer, id));
  }

  @Mutation(() => WebhookDelivery, { description: 'Sends a webhook.test event to the endpoint now' })
  async sendTestWebhook(
    @Arg('endpointId', () => ID, { description: 'The endpoint id' }) endpointId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<WebhookDelivery> {
    return toWebhookDelivery(await ctx.services.webhooks.sendTest(ctx.viewer, endpointId));
  }
}
