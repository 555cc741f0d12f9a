import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionOf } from '../../../graphql/connection.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { PageOf } from '../../../graphql/page.js';
import { Language } from '../expo.types.js';
import { RegistrationType } from '../registration-types/registration-type.types.js';
import { isOffered, isWaiting } from './waitlist-status.js';
import type { WaitlistEntryRow } from './waitlist.table.js';

/** The values are those stored (waitlist.table.ts WAITLIST_STATUSES). */
export enum WaitlistStatus {
  WAITING = 'waiting',
  OFFERED = 'offered',
  ACCEPTED = 'accepted',
  EXPIRED = 'expired',
  WITHDRAWN = 'withdrawn',
}
registerEnumType(WaitlistStatus, {
  name: 'WaitlistStatus',
  description: 'Where a place on a waitlist stands',
  valuesConfig: {
    WAITING: { description: 'In line for a place' },
    OFFERED: { description: 'A freed place is held for them until the offer expires' },
    ACCEPTED: { description: 'They registered with the offered place' },
    EXPIRED: { description: 'The offer ran out unanswered; the place went to the next person' },
    WITHDRAWN: { description: 'They turned the offered place down; it went to the next person' },
  },
});

@ObjectType({ description: 'A place held for someone from a waitlist, as its link opens it' })
export class WaitlistOffer {
  @Field(() => RegistrationType, { description: 'The registration type the place is of' }) type!: RegistrationType;
  @Field(() => String, { description: 'The address the offer was sent to' }) email!: string;
  @Field(() => String, { description: 'Given name, as they joined the list' }) firstName!: string;
  @Field(() => String, { description: 'Family name, as they joined the list' }) lastName!: string;
  @Field(() => DateTimeISO, { description: 'Until when the place is held' }) expiresAt!: Date;
}

@ObjectType({ description: 'A person on a registration type’s waitlist (administrators)' })
export class WaitlistEntry {
  @Field(() => ID, { description: 'The entry id' }) id!: string;
  @Field(() => String, { description: 'Their e-mail address' }) email!: string;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => WaitlistStatus, { description: 'Where it stands' }) status!: WaitlistStatus;
  @Field(() => DateTimeISO, { description: 'When they joined' }) joinedAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When a place was offered; null before' })
  offeredAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'Until when the offered place is held; null before' })
  offerExpiresAt!: Date | null;
  @Field(() => Boolean, { description: 'Still in line for a place (WAITING)' }) waiting!: boolean;
  @Field(() => Boolean, { description: 'Holds an offered place that has not been answered (OFFERED)' })
  holdsOffer!: boolean;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was accepted, expired or withdrawn' })
  closedAt!: Date | null;
}

@ObjectType({ description: 'A page of a waitlist: open entries first in line order, then the closed ones' })
export class WaitlistEntryPage extends PageOf(WaitlistEntry) {}

@ObjectType({
  description:
    'A waitlist as a connection (open entries first in line order, then the closed ones): read on from a cursor, so none repeats or is skipped',
})
export class WaitlistEntryConnection extends ConnectionOf(WaitlistEntry) {}

export const toWaitlistEntry = (row: WaitlistEntryRow): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: row.status as WaitlistStatus,
  waiting: isWaiting(row),
  holdsOffer: isOffered(row),
  joinedAt: row.createdAt,
  offeredAt: row.offeredAt,
  offerExpiresAt: row.offerExpiresAt,
  closedAt: row.closedAt,
});

@InputType({ description: 'A place in line for a full registration type' })
export class JoinWaitlistInput {
  @Field(() => String, { description: 'The registration type: its slug or id' }) type!: string;
  @Field(() => String, { description: 'Where the offer of a freed place goes' }) email!: string;
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => Language, {
    defaultValue: Language.EN,
    description: 'The language of the form: the e-mails are written in it (default EN)',
  })
  language?: Language;
}
