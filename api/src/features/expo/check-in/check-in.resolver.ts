import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import {
  CheckInCountsView,
  CheckInDeskInput,
  CheckInScanInput,
  CheckInScanResult,
  CheckInSync,
  DeskGuestList,
  toDeskGuest,
  toScanResult,
} from './check-in.types.js';
import { MAX_GUESTS_PER_PAGE, MAX_SCANS_PER_SYNC } from './check-in.service.js';

/** The check-in desks (online or offline) and the door's live numbers: administrators and check-in staff. */
@Authorized('Admin', 'CheckIn')
@Resolver()
export class CheckInDeskResolver {
  @Mutation(() => CheckInSync, {
    description: `Records a desk's scans, made online or offline (at most ${MAX_SCANS_PER_SYNC}), and answers what became of each: the first scan of a guest to reach the server checks them in for the day (or the session), later ones are ALREADY_IN with who was first. A scan sent again is answered as recorded. With no scans it registers the desk and says it is alive`,
  })
  async syncCheckIns(
    @Arg('desk', () => CheckInDeskInput, { description: 'The desk sending them, as set up on the device' })
    desk: CheckInDeskInput,
    @Arg('scans', () => [CheckInScanInput], {
      description: `The scans not yet synced, oldest first (at most ${MAX_SCANS_PER_SYNC}); none for a heartbeat`,
    })
    scans: CheckInScanInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInSync> {
    const results = await ctx.services.checkIns.sync(ctx.viewer, desk, scans);
    return { results: results.map(toScanResult), serverTime: new Date() };
  }

  @Mutation(() => CheckInScanResult, {
    description:
      'Takes back the check-in a scan made (the wrong guest scanned): the guest can be checked in again. CONFLICT unless the scan checked someone in',
  })
  async undoCheckInScan(
    @Arg('id', () => ID, { description: 'The scan’s id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInScanResult> {
    return toScanResult(await ctx.services.checkIns.undoScan(ctx.viewer, id));
  }

  @Query(() => DeskGuestList, {
    description: `This edition's guests as a desk keeps them on the device for its day (or a session's door), in pages of up to ${MAX_GUESTS_PER_PAGE}: names, codes, standing, days and whether they are in, no contact details`,
  })
  async checkInGuestList(
    @Arg('day', () => String, { description: 'The expo day (YYYY-MM-DD)' }) day: string,
    @Arg('sessionId', () => ID, { nullable: true, description: 'A session with seats on that day' })
    sessionId: string | null,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before' })
    after: string | null,
    @Arg('first', () => Int, { nullable: true, description: `Guests per page, 1 to ${MAX_GUESTS_PER_PAGE} (default)` })
    first: number | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DeskGuestList> {
    const page = await ctx.services.checkIns.guestList(ctx.viewer, { day, sessionId, after, first });
    return { guests: page.guests.map(toDeskGuest), endCursor: page.endCursor, total: page.total };
  }

  @Query(() => CheckInCountsView, {
    description:
      'The door on an expo day: guests inside, arrivals per entrance and per minute over the last hour, and each desk’s last sync',
  })
  async checkInCounts(
    @Arg('day', () => String, { description: 'The expo day (YYYY-MM-DD)' }) day: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CheckInCountsView> {
    return ctx.services.checkIns.counts(ctx.viewer, day);
  }

  @Query(() => [String], { description: 'The expo days a desk can check in for, in order' })
  checkInDays(@Ctx() ctx: GraphQLContext): string[] {
    return ctx.services.checkIns.days();
  }
}
