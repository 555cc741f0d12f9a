import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { ParticipantStatus } from '../participant-status.js';
import { standingOf } from '../approval-status.js';
import type { ParticipantRow } from '../expo.table.js';
import type {
  CheckInCounts,
  DeskActivity,
  DeskGuest,
  EntranceCount,
  FirstCheckIn,
  ScanResult,
} from './check-in.service.js';

/** The values are those stored (check-in.table.ts CHECK_IN_OUTCOMES). */
export enum CheckInOutcome {
  ADMITTED = 'admitted',
  ALREADY_IN = 'already_in',
  NOT_FOUND = 'not_found',
  REFUSED = 'refused',
  UNDONE = 'undone',
}
registerEnumType(CheckInOutcome, {
  name: 'CheckInOutcome',
  description: 'What became of a scan at a check-in desk',
  valuesConfig: {
    ADMITTED: { description: 'Checked in: the guest’s check-in for the day (or the session)' },
    ALREADY_IN: { description: 'Another scan checked the guest in first: `first` says when and where' },
    NOT_FOUND: { description: 'No registration of this edition has the code' },
    REFUSED: { description: 'The guest may not come in here: `refusal` says why' },
    UNDONE: { description: 'Checked in, then taken back at a desk' },
  },
});

/** The values are those stored (check-in.table.ts CHECK_IN_REFUSALS). */
export enum CheckInRefusal {
  CANCELLED = 'cancelled',
  DECLINED = 'declined',
  AWAITING_APPROVAL = 'awaiting_approval',
  NOT_THAT_DAY = 'not_that_day',
  NO_SEAT = 'no_seat',
}
registerEnumType(CheckInRefusal, {
  name: 'CheckInRefusal',
  description: 'Why a desk was told a guest may not come in',
  valuesConfig: {
    CANCELLED: { description: 'The registration was cancelled' },
    DECLINED: { description: 'The organisers declined the registration' },
    AWAITING_APPROVAL: { description: 'The organisers have not approved the registration yet' },
    NOT_THAT_DAY: { description: 'Their pass is for other days of the expo' },
    NO_SEAT: { description: 'At a session’s door: they have no seat booked' },
  },
});

@InputType({
  description: 'A check-in desk as it introduces itself: set up on the device, registered by its first sync',
})
export class CheckInDeskInput {
  @Field(() => ID, { description: 'A UUID the device made when the desk was set up; the same for every sync' })
  id!: string;
  @Field(() => String, { description: 'What the staff call the desk ("Desk 3"), at most 60 characters' })
  name!: string;
  @Field(() => String, { description: 'The entrance it stands at ("North gate"), at most 60 characters' })
  entrance!: string;
  @Field(() => String, { description: 'The expo day it checks in for (YYYY-MM-DD)' })
  day!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      'For a desk at the door of a session with seats: the session (on the desk’s day); it admits seat holders',
  })
  sessionId?: string | null;
}

@InputType({ description: 'One scan as the desk made it, online or offline' })
export class CheckInScanInput {
  @Field(() => ID, { description: 'A UUID the desk made when it scanned: a scan sent again is recorded once' })
  id!: string;
  @Field(() => String, { description: 'The registration code scanned or typed (any letter case), or a participant id' })
  code!: string;
  @Field(() => DateTimeISO, { description: 'When the desk scanned it (a time after the sync counts as the sync’s)' })
  scannedAt!: Date;
}

@ObjectType({ description: 'The check-in that let a guest in first' })
export class FirstCheckInView {
  @Field(() => DateTimeISO, { description: 'When its desk scanned it' }) at!: Date;
  @Field(() => String, { nullable: true, description: 'The desk’s name; null for an online check-in without a desk' })
  deskName!: string | null;
  @Field(() => String, { description: 'The entrance (or session door) it was at' }) entrance!: string;
}

@ObjectType({ description: 'A guest as a desk is told of them: names and code, no contact details' })
export class CheckInScanGuest {
  @Field(() => ID, { description: 'The registration id' }) id!: string;
  @Field(() => String, { description: 'The registration code' }) registrationCode!: string;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => ParticipantStatus, { description: 'Whether the registration stands' }) status!: ParticipantStatus;
  @Field(() => DateTimeISO, { nullable: true, description: 'Their first arrival at the entrances; null before it' })
  checkedInAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When their badge was last printed; null when never' })
  badgePrintedAt!: Date | null;
}

export const toScanGuest = (p: ParticipantRow): CheckInScanGuest => ({
  id: p.id,
  registrationCode: p.registrationCode,
  firstName: p.firstName,
  lastName: p.lastName,
  status: standingOf(p) as ParticipantStatus,
  checkedInAt: p.checkedInAt,
  badgePrintedAt: p.badgePrintedAt,
});

@ObjectType({ description: 'What became of one scan' })
export class CheckInScanResult {
  @Field(() => ID, { description: 'The scan’s id, as the desk made it' }) id!: string;
  @Field(() => CheckInOutcome, { description: 'Checked in, already in, not found, refused or taken back' })
  outcome!: CheckInOutcome;
  @Field(() => CheckInRefusal, { nullable: true, description: 'Why it was refused; null unless REFUSED' })
  refusal!: CheckInRefusal | null;
  @Field(() => CheckInScanGuest, { nullable: true, description: 'Whose code it was; null when NOT_FOUND' })
  guest!: CheckInScanGuest | null;
  @Field(() => FirstCheckInView, {
    nullable: true,
    description: 'The guest’s check-in for this day (or session) that counts: this scan’s own when ADMITTED',
  })
  first!: FirstCheckInView | null;
  @Field(() => String, { description: 'A sentence for the desk’s staff' }) message!: string;
}

export const toScanResult = (r: ScanResult): CheckInScanResult => ({
  id: r.id,
  outcome: r.outcome as CheckInOutcome,
  refusal: r.refusal as CheckInRefusal | null,
  guest: r.participant && toScanGuest(r.participant),
  first: r.first,
  message: r.message,
});

@ObjectType({ description: 'The answer to a desk’s sync' })
export class CheckInSync {
  @Field(() => [CheckInScanResult], { description: 'One result per scan sent, in the order sent' })
  results!: CheckInScanResult[];
  @Field(() => DateTimeISO, { description: 'The server’s clock: a desk whose clock is off can say so' })
  serverTime!: Date;
}

@ObjectType({ description: 'A guest as a desk keeps them for its day or session, to answer scans offline' })
export class DeskGuestView {
  @Field(() => ID, { description: 'The registration id' }) id!: string;
  @Field(() => String, { description: 'The registration code their QR code carries' }) registrationCode!: string;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => ParticipantStatus, { description: 'Only REGISTERED guests may come in' }) status!: ParticipantStatus;
  @Field(() => String, { nullable: true, description: 'Their registration type’s name' }) typeName!: string | null;
  @Field(() => [String], { nullable: true, description: 'The days their pass admits to; null: every day' })
  days!: string[] | null;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'Their check-in for the desk’s day or session; null: not yet',
  })
  admittedAt!: Date | null;
  @Field(() => Boolean, { description: 'At a session’s door: whether they hold a seat (false elsewhere)' })
  hasSeat!: boolean;
  @Field(() => DateTimeISO, { nullable: true, description: 'When their badge was last printed' })
  badgePrintedAt!: Date | null;
}

export const toDeskGuest = (g: DeskGuest): DeskGuestView => ({
  ...g,
  status: standingOf(g) as ParticipantStatus,
});

@ObjectType({ description: 'A part of a desk’s guest list, in id order: a desk downloads every part' })
export class DeskGuestList {
  @Field(() => [DeskGuestView], { description: 'The guests of this part' }) guests!: DeskGuestView[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last page' })
  endCursor!: string | null;
  @Field(() => Int, {
    description: 'Guests in the whole list (every page), so a desk can show its download’s progress',
  })
  total!: number;
}

@ObjectType({ description: 'Check-ins in one minute' })
export class MinuteCount {
  @Field(() => DateTimeISO, { description: 'The minute’s start' }) minute!: Date;
  @Field(() => Int, { description: 'Guests checked in that minute' }) count!: number;
}

@ObjectType({ description: 'Arrivals at one entrance on a day' })
export class EntranceCountView implements EntranceCount {
  @Field(() => String, { description: 'The entrance, as its desks name it' }) entrance!: string;
  @Field(() => Int, { description: 'Guests checked in there that day' }) total!: number;
  @Field(() => [MinuteCount], { description: 'Check-ins per minute over the last hour (minutes without any left out)' })
  perMinute!: MinuteCount[];
}

@ObjectType({ description: 'A desk of the day and what it has done' })
export class DeskActivityView implements DeskActivity {
  @Field(() => ID, { description: 'The id the desk made when it was set up' }) id!: string;
  @Field(() => String, { description: 'What its staff call it' }) name!: string;
  @Field(() => String, { description: 'The entrance it stands at' }) entrance!: string;
  @Field(() => String, { nullable: true, description: 'The session whose door it checks; null at an entrance' })
  sessionTitle!: string | null;
  @Field(() => DateTimeISO, { description: 'When it last reached the server' }) lastSyncAt!: Date;
  @Field(() => Int, { description: 'Guests it checked in' }) admitted!: number;
}

@ObjectType({ description: 'The door on one expo day, live' })
export class CheckInCountsView implements CheckInCounts {
  @Field(() => String, { description: 'The expo day (YYYY-MM-DD)' }) day!: string;
  @Field(() => Int, { description: 'Guests checked in at the entrances that day, each once' }) inside!: number;
  @Field(() => Int, { description: 'Registrations standing whose pass admits that day' }) expected!: number;
  @Field(() => [EntranceCountView], { description: 'Each entrance with arrivals that day, by name' })
  entrances!: EntranceCountView[];
  @Field(() => [DeskActivityView], { description: 'The desks set up for that day, by entrance and name' })
  desks!: DeskActivityView[];
}

export type { FirstCheckIn };
