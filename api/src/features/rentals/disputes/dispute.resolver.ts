import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import { ConnectionArgs, ConnectionOf, toConnection } from '../../../graphql/connection.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { money, Money } from '../../../graphql/money.js';
import { listParams, PageInput, pageArgDescription, PageOf, toPage } from '../../../graphql/page.js';
import { AppError } from '../../../lib/errors.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../../lib/list-query.js';
import { BookingEvent, Booking, BookingPerson } from '../bookings/booking.types.js';
import type { BookingRow } from '../bookings/booking.table.js';
import { transitionLabel, type TimelineEvent, type TransitionName } from '../bookings/lifecycle.js';
import {
  DISPUTE_KINDS,
  DISPUTE_STATUSES,
  type DisputeKind,
  type DisputeRow,
  type DisputeStatus,
} from './dispute.table.js';
import type { DecisionLimits, DisputeWithRefs } from './dispute.service.js';
import { DISPUTE_MACHINE, isDecided, isOpen } from './dispute-status.js';
import { authorizeDispute } from './dispute.policy.js';
import { asEnum } from '../../../graphql/enums.js';

export const DisputeKindEnum = asEnum(DISPUTE_KINDS);
registerEnumType(DisputeKindEnum, {
  name: 'DisputeKind',
  description: 'What a dispute is about',
  valuesConfig: {
    PICKUP: {
      description: 'The renter disputes the pickup (the tool handed over was not as described, or not at all)',
    },
    RETURN: { description: 'The renter disputes the return confirmation (its time, or that it happened)' },
    CHARGE: { description: 'The renter disputes what they were charged' },
    DAMAGE: { description: "The owner claims damage against the renter's deposit" },
    NON_RETURN: {
      description:
        "The owner reports the tool not returned after the rental (the booking is NOT_RETURNED): the renter's whole deposit is claimed",
    },
  },
});

/** The kinds a renter may open (DAMAGE is the owner's claimDamage). */
export const RenterDisputeKindEnum = { PICKUP: 'pickup', RETURN: 'return', CHARGE: 'charge' } as const;
registerEnumType(RenterDisputeKindEnum, {
  name: 'RenterDisputeKind',
  description: 'What a renter disputes',
  valuesConfig: {
    PICKUP: { description: 'The pickup: the tool handed over was not as described, or not at all' },
    RETURN: { description: 'The return confirmation: its time, or that it happened' },
    CHARGE: { description: 'What they were charged' },
  },
});

export const DisputeStatusEnum = asEnum(DISPUTE_STATUSES);
registerEnumType(DisputeStatusEnum, {
  name: 'DisputeStatus',
  description: 'Where a dispute is',
  valuesConfig: {
    OPEN: { description: "Waiting for an administrator's decision; the money it is about stays where it is" },
    DECIDED: { description: 'Decided: the refund and the award were paid as the decision says' },
    DISMISSED: { description: 'Dismissed: no money moved because of it' },
  },
});

const PartyEnum = { RENTER: 'renter', OWNER: 'owner' } as const;
registerEnumType(PartyEnum, {
  name: 'DisputeParty',
  description: 'Which party of the booking opened a dispute',
  valuesConfig: { RENTER: { description: 'The renter' }, OWNER: { description: "The tool's owner" } },
});

@ObjectType({ description: 'A dispute of a booking, as its parties and administrators see it' })
export class Dispute {
  @Field(() => ID, { description: "The dispute's id" }) id!: string;
  @Field(() => ID, { description: 'The booking disputed' }) bookingId!: string;
  @Field(() => DisputeKindEnum, { description: 'What it is about' }) kind!: DisputeKind;
  @Field(() => PartyEnum, { description: 'Who opened it' }) openedBy!: 'renter' | 'owner';
  @Field(() => String, { description: 'What the party wrote' }) reason!: string;
  @Field(() => Money, { nullable: true, description: 'A damage claim: how much of the deposit the owner asks for' })
  claim!: Money | null;
  @Field(() => DisputeStatusEnum, { description: 'Where it is' }) status!: DisputeStatus;
  @Field(() => Money, { nullable: true, description: 'Decided: refunded to the renter from the rental amount' })
  refundToRenter!: Money | null;
  @Field(() => Money, { nullable: true, description: 'Decided: paid to the owner from the deposit' })
  awardToOwner!: Money | null;
  @Field(() => String, { nullable: true, description: "The administrator's note on the decision or dismissal" })
  decisionNote!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was decided or dismissed' })
  decidedAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When it was opened' }) createdAt!: Date;
}

export function toDispute(row: DisputeRow, currency: string): Dispute {
  const decided = isDecided(row);
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    openedBy: row.openedBy,
    reason: row.reason,
    claim: row.claimCents === null ? null : money(row.claimCents, currency),
    status: row.status,
    refundToRenter: decided ? money(row.refundCents ?? 0, currency) : null,
    awardToOwner: decided ? money(row.awardCents ?? 0, currency) : null,
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt,
    createdAt: row.createdAt,
  };
}

@ObjectType({ description: "A message of the booking's conversation (evidence of a dispute)" })
class DisputeMessage {
  @Field(() => ID, { description: "The message's id" }) id!: string;
  @Field(() => String, { description: 'What was written' }) body!: string;
  @Field(() => BookingPerson, { description: 'Who wrote it' }) sender!: BookingPerson;
  @Field(() => DateTimeISO, { description: 'When it was sent' }) at!: Date;
}

@ObjectType({ description: 'A condition photo taken at the pickup or the return (evidence of a dispute)' })
class DisputePhoto {
  @Field(() => ID, { description: "The photo's id" }) id!: string;
  @Field(() => String, { description: 'PICKUP or RETURN: when it was taken' }) stage!: string;
  @Field(() => PartyEnum, { description: 'Who added it' }) uploadedBy!: 'renter' | 'owner';
  @Field(() => String, {
    description: 'Signed address of the image, valid for 30 to 60 minutes (as ConditionPhoto.url)',
  })
  url!: string;
  @Field(() => String, { nullable: true, description: 'The note added with it' }) note!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was added' }) at!: Date;
}

@ObjectType({ description: "A dispute in the administrators' queue, with its booking's facts" })
class AdminDispute extends Dispute {
  @Field(() => String, { description: 'The booking code' }) bookingCode!: string;
  @Field(() => String, { description: 'The tool' }) toolName!: string;
  @Field(() => String, {
    description:
      "IANA time zone of the tool (its pickup place): the booking's and the dispute's times read on its clocks",
  })
  timeZone!: string;
  @Field(() => BookingPerson, { description: 'The renter' }) renter!: BookingPerson;
  @Field(() => BookingPerson, { description: "The tool's owner" }) owner!: BookingPerson;
  @Field(() => Money, { description: "The booking's rental amount" }) amount!: Money;
  @Field(() => Money, { description: "The booking's deposit (0: none)" }) deposit!: Money;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the tool came back; null before' })
  returnedAt!: Date | null;
}

@ObjectType({ description: 'One page of disputes' })
class DisputePage extends PageOf(AdminDispute) {}

@ObjectType({ description: 'Disputes as a connection: read on from a cursor, so none repeats or is skipped' })
class DisputeConnection extends ConnectionOf(AdminDispute) {}

/** The queue's filter: disputes and disputesConnection take the same. */
@ArgsType()
class DisputeListArgs {
  @Field(() => DisputeStatusEnum, { nullable: true, description: 'Only disputes in this status' })
  status?: DisputeStatus | null;
}

@ObjectType({ description: 'A dispute with its evidence and the limits of a decision (administrators)' })
class DisputeDetails extends AdminDispute {
  @Field(() => [BookingEvent], { description: "The booking's timeline, oldest first (condition photos included)" })
  timeline!: BookingEvent[];
  @Field(() => [DisputeMessage], { description: "The booking's conversation, oldest first" })
  messages!: DisputeMessage[];
  @Field(() => [DisputePhoto], { description: 'Condition photos of the pickup and the return, oldest first' })
  photos!: DisputePhoto[];
  @Field(() => Money, {
    nullable: true,
    description: 'While open: refundToRenter can be at most this (what is left of the rental amount); null once closed',
  })
  refundLimit!: Money | null;
  @Field(() => Money, {
    nullable: true,
    description:
      'While open: awardToOwner can be at most this (the deposit; the claim, for a damage claim; 0 before the tool is returned); null once closed',
  })
  awardLimit!: Money | null;
  @Field(() => Money, {
    nullable: true,
    description:
      'While open: the deposit a decision settles (what is not awarded goes back to the renter; 0: left as it is); null once closed',
  })
  depositToSettle!: Money | null;
  @Field(() => Boolean, { description: 'The viewer (an administrator) may decide or dismiss it now: while it is open' })
  canDecide!: boolean;
}

/** A dispute a mutation answers, in its booking's currency (the booking read through the request's loader). */
async function answered(row: DisputeRow, ctx: GraphQLContext): Promise<Dispute> {
  const booking = await ctx.loaders.bookingRows.load(row.bookingId);
  return toDispute(row, booking?.currency ?? ctx.services.config.currency);
}

function toAdminDispute(row: DisputeWithRefs): AdminDispute {
  const currency = row.booking.currency;
  return {
    ...toDispute(row.dispute, currency),
    bookingCode: row.booking.code,
    toolName: row.toolName,
    timeZone: row.timeZone,
    renter: row.renter,
    owner: row.owner,
    amount: money(row.booking.amountCents, currency),
    deposit: money(row.booking.depositCents, currency),
    returnedAt: row.booking.returnedAt,
  };
}

/**
 * A booking's dispute fields. The booking was authorised when it was loaded; its row and disputes are
 * read through the request's loaders (a list's bookings together), and the policy is asked again on
 * the row, in memory.
 */
@Resolver(() => Booking)
export class BookingDisputesResolver {
  /** The booking's row and disputes, for a viewer who may read them. */
  private async facts(booking: Booking, ctx: GraphQLContext): Promise<{ row: BookingRow; disputes: DisputeRow[] }> {
    const [row, disputes] = await Promise.all([
      ctx.loaders.bookingRows.load(booking.id),
      ctx.loaders.disputesOfBooking.load(booking.id),
    ]);
    if (!row) throw AppError.notFound('The booking');
    authorizeDispute(ctx.viewer, 'read', row);
    return { row, disputes };
  }

  @FieldResolver(() => [Dispute], { description: "The booking's disputes and damage claims, newest first" })
  async disputes(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<Dispute[]> {
    const { row, disputes } = await this.facts(booking, ctx);
    return disputes.map((r) => toDispute(r, row.currency));
  }

  @FieldResolver(() => DateTimeISO, {
    nullable: true,
    description:
      'Until when the renter may report a problem and the owner may claim damage (DISPUTE_WINDOW_HOURS after the return); the deposit goes back then. Null before the return',
  })
  disputeWindowEndsAt(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Date | null {
    return ctx.services.disputes.windowEnd(booking);
  }

  @FieldResolver(() => Money, {
    nullable: true,
    description: 'The viewer (the owner) may claim damage now, up to this amount (the deposit); null: they may not',
  })
  async damageClaimLimit(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<Money | null> {
    const { row, disputes } = await this.facts(booking, ctx);
    const { claimLimitCents } = ctx.services.disputes.capabilities(ctx.viewer, row, disputes);
    return claimLimitCents === null ? null : money(claimLimitCents, row.currency);
  }

  @FieldResolver(() => Boolean, {
    description:
      'The viewer (the renter) may report a problem now: from the pickup until the window after the return ends',
  })
  async canOpenDispute(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    const { row, disputes } = await this.facts(booking, ctx);
    return ctx.services.disputes.capabilities(ctx.viewer, row, disputes).canOpen;
  }
}

const DISPUTE_PAGE = pageArgDescription(25, MAX_PAGE_SIZE);
const DisputeWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

@Resolver()
export class DisputeResolver {
  @Authorized()
  @Mutation(() => Dispute, {
    description:
      'The owner claims damage against the deposit, in the window after the return: the claimed part stays held until an administrator decides',
  })
  async claimDamage(
    @Arg('bookingId', () => ID, { description: 'The returned booking' }) bookingId: string,
    @Arg('amount', () => String, { description: 'Decimal text, above 0 and at most the deposit, e.g. "25.50"' })
    amount: string,
    @Arg('reason', () => String, { description: 'What was damaged and how (1 to 2,000 characters)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dispute> {
    return answered(await ctx.services.disputes.claimDamage(ctx.viewer, bookingId, amount, reason), ctx);
  }

  @Authorized()
  @Mutation(() => Dispute, {
    description:
      "The owner reports the tool not returned, NON_RETURN_GRACE_HOURS after the end (Booking.canReportNotReturned): the booking is NOT_RETURNED, the renter's deposit is claimed, the renter is told, and an administrator decides this NON_RETURN dispute. Before then CONFLICT; sent again, it answers the report",
  })
  async reportNotReturned(
    @Arg('bookingId', () => ID, { description: 'The booking whose tool is still out' }) bookingId: string,
    @Arg('reason', () => String, {
      description: 'What happened: the renter and the administrator read it (1 to 2,000 characters)',
    })
    reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dispute> {
    return answered(await ctx.services.disputes.reportNotReturned(ctx.viewer, bookingId, reason), ctx);
  }

  @Authorized()
  @Mutation(() => Dispute, {
    description:
      'The renter reports a problem with the pickup, the return or the charge: from the pickup until DISPUTE_WINDOW_HOURS after the return',
  })
  async openDispute(
    @Arg('bookingId', () => ID, { description: 'The booking' }) bookingId: string,
    @Arg('kind', () => RenterDisputeKindEnum, { description: 'What the problem is about' }) kind: string,
    @Arg('reason', () => String, { description: 'What went wrong (1 to 2,000 characters)' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dispute> {
    return answered(await ctx.services.disputes.openDispute(ctx.viewer, bookingId, kind, reason), ctx);
  }

  @Authorized('Admin')
  @Query(() => DisputePage, { description: 'The dispute queue (administrators): open ones oldest first' })
  async disputes(
    @Arg('page', () => PageInput, { nullable: true, description: DISPUTE_PAGE }) page: PageInput | null,
    @Args(() => DisputeListArgs) { status }: DisputeListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DisputePage> {
    const result = await ctx.services.disputes.list(ctx.viewer, listParams(page), status);
    return toPage(result, toAdminDispute);
  }

  @Authorized('Admin')
  @Query(() => DisputeConnection, {
    description:
      'The dispute queue (administrators; open ones oldest first) as a connection: read on with first/after or back with last/before from cursors',
  })
  async disputesConnection(
    @Args(() => DisputeWindow) window: KeysetWindow,
    @Args(() => DisputeListArgs) { status }: DisputeListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DisputeConnection> {
    const result = await ctx.services.disputes.listConnection(ctx.viewer, window, status);
    return toConnection(result, toAdminDispute, result.count);
  }

  @Authorized('Admin')
  @Query(() => DisputeDetails, {
    nullable: true,
    description: 'One dispute with its evidence (administrators); null with a NOT_FOUND error when there is none',
  })
  async dispute(
    @Arg('id', () => ID, { description: "The dispute's id" }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DisputeDetails> {
    const row = await ctx.services.disputes.get(ctx.viewer, id);
    const currency = row.booking.currency;
    const evidence = await ctx.services.disputes.evidence(ctx.viewer, row.booking.id);
    let limits: DecisionLimits | null = null;
    if (isOpen(row.dispute)) limits = await ctx.services.disputes.limitsOf(row.dispute, row.booking);
    return {
      ...toAdminDispute(row),
      timeline: evidence.timeline.map((e) => ({
        transition: e.transition as TransitionName | TimelineEvent,
        label: transitionLabel(e.transition),
        fromStatus: e.fromStatus,
        toStatus: e.toStatus,
        actor: e.actor,
        at: e.createdAt,
        note: e.note,
      })),
      messages: evidence.messages.map((m) => ({
        id: m.id,
        body: m.body,
        at: m.createdAt,
        sender: { id: m.senderId, firstName: m.senderFirstName, lastName: m.senderLastName },
      })),
      photos: evidence.photos.map((p) => ({
        id: p.id,
        stage: p.stage.toUpperCase(),
        uploadedBy: p.uploadedBy,
        url: ctx.services.handovers.photoUrl(p.image),
        note: p.note,
        at: p.createdAt,
      })),
      refundLimit: limits && money(limits.refundCents, currency),
      awardLimit: limits && money(limits.awardCents, currency),
      depositToSettle: limits && money(limits.depositCents, currency),
      canDecide: DISPUTE_MACHINE.allowed('decide', row.dispute, 'admin'),
    };
  }

  @Authorized('Admin')
  @Mutation(() => Dispute, {
    description:
      'Decides an open dispute (administrators): refundToRenter of the rental amount goes back to the renter, awardToOwner of the deposit to the owner, the rest of the deposit back to the renter; one card refund. A second decision is a CONFLICT',
  })
  async decideDispute(
    @Arg('disputeId', () => ID, { description: 'The open dispute' }) disputeId: string,
    @Arg('refundToRenter', () => String, {
      description: 'Decimal text, from 0 to what is left of the rental amount (Dispute limits)',
    })
    refundToRenter: string,
    @Arg('awardToOwner', () => String, {
      description: 'Decimal text, from 0 to the deposit (to the claim, for a damage claim)',
    })
    awardToOwner: string,
    @Arg('note', () => String, { description: 'Why: both parties read it (1 to 2,000 characters)' }) note: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dispute> {
    const row = await ctx.services.disputes.decide(ctx.viewer, disputeId, { refundToRenter, awardToOwner, note });
    return answered(row, ctx);
  }

  @Authorized('Admin')
  @Mutation(() => Dispute, {
    description:
      'Dismisses an open dispute (administrators): no money moves because of it; a dismissed damage claim gives the deposit back at once',
  })
  async dismissDispute(
    @Arg('disputeId', () => ID, { description: 'The open dispute' }) disputeId: string,
    @Arg('note', () => String, { description: 'Why: both parties read it (1 to 2,000 characters)' }) note: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Dispute> {
    return answered(await ctx.services.disputes.dismiss(ctx.viewer, disputeId, note), ctx);
  }
}
