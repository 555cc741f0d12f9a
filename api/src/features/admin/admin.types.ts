import { Field, Float, GraphQLISODateTime, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { contactOf } from '../../core/contact.js';
import { PageOf } from '../../graphql/page.js';
import { User } from '../accounts/account.types.js';
import type { ParticipantRow, SponsorRow, SponsorshipPackageRow } from '../expo/expo.table.js';
import { SponsorshipPackage, toPackage } from '../expo/expo.types.js';

export enum SponsorDecision {
  approved = 'approved',
  declined = 'declined',
}
registerEnumType(SponsorDecision, { name: 'SponsorDecision' });

/** The contact and place fields of a participant or a sponsor, as the admin pages show them. */
@ObjectType()
abstract class AdminContact {
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
}

@ObjectType()
export class AdminParticipant extends AdminContact {
  @Field(() => ID) id!: string;
  @Field(() => String) registrationCode!: string;
  @Field(() => Int) year!: number;
  @Field(() => String, { nullable: true }) title!: string | null;
  @Field(() => String, { nullable: true }) gender!: string | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => Boolean) marketingConsent!: boolean;
  @Field(() => GraphQLISODateTime, { nullable: true }) checkedInAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

export const toAdminParticipant = (p: ParticipantRow): AdminParticipant => ({
  id: p.id,
  registrationCode: p.registrationCode,
  year: p.year,
  title: p.title,
  gender: p.gender,
  firstName: p.firstName,
  lastName: p.lastName,
  ...contactOf(p),
  marketingConsent: p.marketingConsent,
  checkedInAt: p.checkedInAt,
  createdAt: p.createdAt,
});

@ObjectType()
export class AdminSponsor extends AdminContact {
  @Field(() => ID) id!: string;
  @Field(() => Int) year!: number;
  @Field(() => SponsorshipPackage) package!: SponsorshipPackage;
  @Field(() => String) company!: string;
  @Field(() => String, { nullable: true }) logo!: string | null;
  @Field(() => String, { description: 'applied, approved or declined' }) status!: string;
  @Field(() => GraphQLISODateTime, { nullable: true }) reviewedAt!: Date | null;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

export const toAdminSponsor = ({
  sponsor: s,
  package: pkg,
}: {
  sponsor: SponsorRow;
  package: SponsorshipPackageRow;
}): AdminSponsor => ({
  id: s.id,
  year: s.year,
  package: toPackage(pkg),
  company: s.company,
  ...contactOf(s),
  logo: s.logo,
  status: s.status,
  reviewedAt: s.reviewedAt,
  createdAt: s.createdAt,
});

@ObjectType()
export class UserPage extends PageOf(User) {}

@ObjectType()
export class ParticipantPage extends PageOf(AdminParticipant) {}

@ObjectType()
export class SponsorPage extends PageOf(AdminSponsor) {}

@ObjectType()
export class DayCount {
  @Field(() => String, { description: 'YYYY-MM-DD' }) day!: string;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class AdminDashboard {
  @Field(() => Int) users!: number;
  @Field(() => Int, { description: 'Participants of this edition' }) participants!: number;
  @Field(() => Int, { description: 'Sponsorship applications of this edition' }) sponsors!: number;
  @Field(() => Int) sponsorsAwaitingReview!: number;
  @Field(() => Int) checkedIn!: number;
  @Field(() => [DayCount], { description: 'Participant registrations per day, last 30 days' })
  registrationsPerDay!: DayCount[];
  @Field(() => Int, { description: 'Paid bookings: confirmed, picked up or returned' }) bookings!: number;
  @Field(() => Int, { description: 'Paid bookings not over yet: confirmed or picked up' })
  bookingsInProgress!: number;
  @Field(() => Int, { description: 'Bookings in progress whose return time has passed' }) bookingsOverdue!: number;
  @Field(() => Float, { description: 'Succeeded payments minus refunds, in the site currency' }) revenue!: number;
}
