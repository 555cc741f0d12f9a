import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, ConnectionOf, toConnection } from '../../graphql/connection.js';
import { DateTimeISO } from '../../graphql/date-time.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { listParams, PageInput, pageArgDescription, PageOf, toPage } from '../../graphql/page.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../lib/list-query.js';
import type { ParticipantRow } from '../expo/expo.table.js';
import { ParticipantStatus } from './admin.types.js';
import { standingOf } from '../expo/approval-status.js';

@ObjectType({
  description:
    'A guest as the check-in desk sees them: who they are and whether they are in, without their contact details (check-in staff see only this)',
})
export class CheckInGuest {
  @Field(() => ID, { description: 'The registration id' }) id!: string;
  @Field(() => String, { description: 'The code printed on the confirmation and its QR code' })
  registrationCode!: string;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'When they checked in; null until they do' })
  checkedInAt!: Date | null;
  @Field(() => ParticipantStatus, { description: 'Whether the registration stands or was cancelled' })
  status!: ParticipantStatus;
}

@ObjectType({ description: 'One page of guests matching a search at the check-in desk, by last name' })
export class CheckInGuestPage extends PageOf(CheckInGuest) {}

@ObjectType({
  description:
    'Guests matching a search at the check-in desk, by last name, as a connection: read on from a cursor, so none repeats or is skipped',
})
export class CheckInGuestConnection extends ConnectionOf(CheckInGuest) {}

/** The desk's search: checkInSearch and checkInSearchConnection take the same. */
@ArgsType()
export class CheckInSearchArgs {
  @Field(() => String, { description: 'Name, e-mail or registration code, or their beginnings' })
  search!: string;
}

/** The desk's search pages 10 guests by default, at most 100. */
const CheckInWindow = ConnectionArgs(10, MAX_PAGE_SIZE);

const toCheckInGuest = (p: ParticipantRow): CheckInGuest => ({
  id: p.id,
  registrationCode: p.registrationCode,
  firstName: p.firstName,
  lastName: p.lastName,
  checkedInAt: p.checkedInAt,
  status: standingOf(p) as ParticipantStatus,
});

/** The check-in desk: administrators and check-in staff (the role that sees nothing else of the admin area). */
@Authorized('Admin', 'CheckIn')
@Resolver()
export class CheckInResolver {
  @Mutation(() => CheckInGuest, {
    description:
      'Checks a participant in by id or registration code for the current expo day (the first before the expo, the last after it); a second check-in that day is CONFLICT, as is a registration cancelled, declined, awaiting approval or not for that day',
  })
  async checkInParticipant(
    @Arg('idOrCode', () => String, {
      description: 'The registration id, or the registration code as printed or scanned from the QR code',
    })
    idOrCode: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInGuest> {
    return toCheckInGuest(await ctx.services.checkIns.checkInOne(ctx.viewer, idOrCode));
  }

  @Mutation(() => CheckInGuest, {
    description:
      'Takes back the participant’s latest check-in at the entrances (the wrong guest was scanned): they can be checked in again. CONFLICT when they are not checked in',
  })
  async undoCheckIn(
    @Arg('id', () => ID, { description: 'The participant id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInGuest> {
    return toCheckInGuest(await ctx.services.checkIns.undoParticipant(ctx.viewer, id));
  }

  @Query(() => CheckInGuest, {
    nullable: true,
    description: 'The guest a registration code belongs to (as printed or scanned); null when no registration has it',
  })
  async checkInGuest(
    @Arg('code', () => String, { description: 'The registration code, in any case' }) code: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInGuest | null> {
    const row = await ctx.services.participants.findForCheckIn(ctx.viewer, code);
    return row ? toCheckInGuest(row) : null;
  }

  @Query(() => CheckInGuestPage, {
    description:
      "This edition's guests whose first or last name, e-mail or registration code starts with the words given (for a guest without their QR code); names and codes only",
  })
  async checkInSearch(
    @Args(() => CheckInSearchArgs) { search }: CheckInSearchArgs,
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(10, MAX_PAGE_SIZE) })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInGuestPage> {
    const found = await ctx.services.participants.searchForCheckIn(ctx.viewer, search, listParams(page));
    return toPage(found, toCheckInGuest);
  }

  @Query(() => CheckInGuestConnection, {
    description:
      "This edition's guests whose first or last name, e-mail or registration code starts with the words given, by last name, as a connection: read on with first/after or back with last/before from cursors",
  })
  async checkInSearchConnection(
    @Args(() => CheckInWindow) window: KeysetWindow,
    @Args(() => CheckInSearchArgs) { search }: CheckInSearchArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInGuestConnection> {
    const found = await ctx.services.participants.searchForCheckInConnection(ctx.viewer, search, window);
    return toConnection(found, toCheckInGuest, found.count);
  }
}
