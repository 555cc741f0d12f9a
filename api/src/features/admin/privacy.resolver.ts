import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { PageInput, toPage } from '../../graphql/page.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../lib/list-query.js';
import { ConsentRecord, toConsentRecord } from '../expo/my-registration.types.js';
import { ADMIN_PAGE } from './admin.resolver.js';
import { AdminParticipant } from './admin.types.js';
import {
  PastEditionsSummary,
  PrivacyRequest,
  PrivacyRequestConnection,
  PrivacyRequestListArgs,
  PrivacyRequestPage,
  toPastEditionsSummary,
  toPrivacyRequest,
} from './privacy.types.js';

const REASON = {
  description: 'Why: required, at most 500 characters, kept in the audit log',
} as const;

/** The requests' connection window: the sizes of their pages (ADMIN_PAGE). */
const PrivacyWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

/** Privacy in the admin area: deletion requests, consent records, the purge of past editions. */
@Authorized('Admin')
@Resolver()
export class AdminPrivacyResolver {
  @Query(() => PrivacyRequestPage, { description: 'Deletion requests: pending ones first, oldest first' })
  async adminPrivacyRequests(
    @Arg('page', () => PageInput, { nullable: true, description: ADMIN_PAGE }) page: PageInput | null,
    @Args(() => PrivacyRequestListArgs) { status }: PrivacyRequestListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrivacyRequestPage> {
    const result = await ctx.services.privacyRequests.list(
      ctx.viewer,
      { page: page?.page, pageSize: page?.pageSize },
      status,
    );
    return toPage(result, toPrivacyRequest);
  }

  @Query(() => PrivacyRequestConnection, {
    description:
      'Deletion requests (pending ones first, oldest first) as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminPrivacyRequestsConnection(
    @Args(() => PrivacyWindow) window: KeysetWindow,
    @Args(() => PrivacyRequestListArgs) { status }: PrivacyRequestListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrivacyRequestConnection> {
    const result = await ctx.services.privacyRequests.listConnection(ctx.viewer, window, status);
    return toConnection(result, toPrivacyRequest, result.count);
  }

  @Query(() => Int, { description: 'Deletion requests waiting for an administrator' })
  adminPendingPrivacyRequests(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.privacyRequests.pendingCount(ctx.viewer);
  }

  @Mutation(() => PrivacyRequest, {
    description:
      'Completes a deletion request: deletes the registration (audited, without a copy of its details) and e-mails the person. CONFLICT when already decided',
  })
  async completePrivacyRequest(
    @Arg('id', () => ID, { description: 'The request id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrivacyRequest> {
    return toPrivacyRequest(await ctx.services.privacyRequests.complete(ctx.viewer, id));
  }

  @Mutation(() => PrivacyRequest, {
    description: 'Declines a deletion request; the reason is e-mailed to the person and audited',
  })
  async declinePrivacyRequest(
    @Arg('id', () => ID, { description: 'The request id' }) id: string,
    @Arg('reason', () => String, { description: 'Why: required, at most 500 characters, sent to the person' })
    reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PrivacyRequest> {
    return toPrivacyRequest(await ctx.services.privacyRequests.decline(ctx.viewer, id, reason));
  }

  @Query(() => PastEditionsSummary, { description: 'How many participants and sponsors past editions still hold' })
  adminPastEditions(@Ctx() ctx: GraphQLContext): Promise<PastEditionsSummary> {
    return ctx.services.privacyRequests.pastEditions(ctx.viewer).then(toPastEditionsSummary);
  }

  @Mutation(() => PastEditionsSummary, {
    description:
      'Deletes every participant and sponsor of past editions; answers what was deleted; audited. CONFLICT when there is nothing to purge',
  })
  async purgePastEditions(@Arg('reason', () => String, REASON) reason: string, @Ctx() ctx: GraphQLContext) {
    return toPastEditionsSummary(await ctx.services.privacyRequests.purgePastEditions(ctx.viewer, reason));
  }
}

/** A participant's consent history, on the participant as administrators see it. */
@Resolver(() => AdminParticipant)
export class AdminParticipantConsentsResolver {
  @Authorized('Admin')
  @FieldResolver(() => [ConsentRecord], {
    description:
      'Each marketing consent choice, oldest first, with its wording, time and place (one query per participant: ask it of one participant, not a list)',
  })
  async consents(@Root() participant: AdminParticipant, @Ctx() ctx: GraphQLContext): Promise<ConsentRecord[]> {
    return (await ctx.services.privacyRequests.consentsOf(ctx.viewer, participant.id)).map(toConsentRecord);
  }
}
