import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import { contactOf } from '../../core/contact.js';
import { CurrencyCode, Money } from '../../graphql/money.js';
import { OrderOf, orderByDescription } from '../../graphql/order.js';
import { ConnectionOf } from '../../graphql/connection.js';
import { PageOf } from '../../graphql/page.js';
import { Role, User } from '../accounts/account.types.js';
import type { ParticipantRow, SponsorRow, SponsorshipPackageRow } from '../expo/expo.table.js';
import {
  Gender,
  Language,
  ParticipantTitle,
  SponsorshipPackage,
  SponsorStatus,
  toPackage,
} from '../expo/expo.types.js';
import { standingOf, type RegistrationStanding } from '../expo/approval-status.js';
import { CountryCode } from '../../graphql/country-code.js';
import { ParticipantStatus } from '../expo/participant-status.js';

/** An administrator's answer to a sponsorship application; the values are the statuses it sets. */
export enum SponsorDecision {
  APPROVED = 'approved',
  DECLINED = 'declined',
}
registerEnumType(SponsorDecision, {
  name: 'SponsorDecision',
  description: "An administrator's answer to a sponsorship application",
  valuesConfig: {
    APPROVED: { description: 'Approve: the sponsor shows on the public sponsor wall' },
    DECLINED: { description: 'Decline: the application stays on the admin list only' },
  },
});

/** Where a registration stands (the expo's, which the check-in desk answers with too). */
export { ParticipantStatus };

// Each order field's value is the sort key the list's service allows (see pageAndSort's allow-list).
export enum UserOrderField {
  CREATED_AT = 'createdAt',
  FIRST_NAME = 'firstName',
  LAST_NAME = 'lastName',
  EMAIL = 'email',
  ROLE = 'role',
  COUNTRY = 'country',
}
registerEnumType(UserOrderField, {
  name: 'UserOrderField',
  description: 'What the account list can be ordered by',
  valuesConfig: {
    CREATED_AT: { description: 'When the account was created' },
    FIRST_NAME: { description: 'Given name' },
    LAST_NAME: { description: 'Family name' },
    EMAIL: { description: 'E-mail address' },
    ROLE: { description: 'Role (ADMIN before USER ascending)' },
    COUNTRY: { description: 'Country' },
  },
});
export const UserOrder = OrderOf<UserOrderField>(
  UserOrderField,
  'UserOrder',
  'How the account list is ordered: by default newest first (CREATED_AT, DESC)',
);
export type UserOrder = InstanceType<typeof UserOrder>;

/** The account list's filters and order: adminUsers and adminUsersConnection take the same. */
@ArgsType()
export class UserListArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Each word must start the first name, last name or e-mail address',
  })
  search?: string | null;
  @Field(() => UserOrder, { nullable: true, description: orderByDescription('Newest first') })
  orderBy?: UserOrder | null;
  @Field(() => Role, { nullable: true, description: 'Only accounts with this role' }) role?: Role | null;
}

export enum ParticipantOrderField {
  CREATED_AT = 'createdAt',
  FIRST_NAME = 'firstName',
  LAST_NAME = 'lastName',
  EMAIL = 'email',
  COUNTRY = 'country',
  CHECKED_IN_AT = 'checkedInAt',
}
registerEnumType(ParticipantOrderField, {
  name: 'ParticipantOrderField',
  description: 'What the participant list can be ordered by',
  valuesConfig: {
    CREATED_AT: { description: 'When the participant registered' },
    FIRST_NAME: { description: 'Given name' },
    LAST_NAME: { description: 'Family name' },
    EMAIL: { description: 'E-mail address' },
    COUNTRY: { description: 'Country' },
    CHECKED_IN_AT: {
      description: 'When the participant checked in; those not checked in come last ascending, first descending',
    },
  },
});
export const ParticipantOrder = OrderOf<ParticipantOrderField>(
  ParticipantOrderField,
  'ParticipantOrder',
  'How the participant list is ordered: by default newest registration first (CREATED_AT, DESC)',
);
export type ParticipantOrder = InstanceType<typeof ParticipantOrder>;

/** The filters the participant and sponsor lists share: the edition and the country, by name or by code. */
@ArgsType()
abstract class EditionCountryArgs {
  @Field(() => Int, { nullable: true, description: 'Only this edition, e.g. 2026' }) year?: number | null;
  @Field(() => String, { nullable: true, description: 'Only this country (its name, exactly)' })
  country?: string | null;
  @Field(() => CountryCode, {
    nullable: true,
    description: 'Only this country, by ISO code: its name as the places data writes it, or the code, in any case',
  })
  countryCode?: string | null;
}

/** The participant list's filters and order: adminParticipants and adminParticipantsConnection take the same. */
@ArgsType()
export class ParticipantListArgs extends EditionCountryArgs {
  @Field(() => String, {
    nullable: true,
    description: 'Each word must start the first name, last name, e-mail address or registration code',
  })
  search?: string | null;
  @Field(() => ParticipantOrder, { nullable: true, description: orderByDescription('Newest first') })
  orderBy?: ParticipantOrder | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True: only those checked in; false: only those not checked in',
  })
  checkedIn?: boolean | null;
  @Field(() => ParticipantStatus, {
    nullable: true,
    description: 'Only registrations of this standing (REGISTERED, AWAITING_APPROVAL, DECLINED or CANCELLED)',
  })
  status?: ParticipantStatus | null;
}

/** The participant list's filters as the service reads them (a status is the standing it names). */
export const participantFilters = ({ status, ...filters }: Omit<ParticipantListArgs, 'search' | 'orderBy'>) => ({
  ...filters,
  standing: (status ?? null) as RegistrationStanding | null,
});

export enum SponsorOrderField {
  CREATED_AT = 'createdAt',
  COMPANY = 'company',
  EMAIL = 'email',
  STATUS = 'status',
  COUNTRY = 'country',
  PACKAGE = 'package',
}
registerEnumType(SponsorOrderField, {
  name: 'SponsorOrderField',
  description: 'What the sponsorship application list can be ordered by',
  valuesConfig: {
    CREATED_AT: { description: 'When the application was sent' },
    COMPANY: { description: 'Company or organisation name' },
    EMAIL: { description: 'E-mail address' },
    STATUS: { description: 'Status (APPLIED, APPROVED, DECLINED ascending)' },
    COUNTRY: { description: 'Country' },
    PACKAGE: { description: 'Package tier (highest tier first ascending)' },
  },
});
export const SponsorOrder = OrderOf<SponsorOrderField>(
  SponsorOrderField,
  'SponsorOrder',
  'How the sponsorship application list is ordered: by default newest first (CREATED_AT, DESC)',
);
export type SponsorOrder = InstanceType<typeof SponsorOrder>;

/** The sponsorship list's filters and order: adminSponsors and adminSponsorsConnection take the same. */
@ArgsType()
export class SponsorListArgs extends EditionCountryArgs {
  @Field(() => String, { nullable: true, description: 'Each word must start the company name or e-mail address' })
  search?: string | null;
  @Field(() => SponsorOrder, { nullable: true, description: orderByDescription('Newest first') })
  orderBy?: SponsorOrder | null;
  @Field(() => ID, { nullable: true, description: "Only this package, by id ('gold')" }) packageId?: string | null;
  @Field(() => SponsorStatus, { nullable: true, description: 'Only applications with this status' })
  status?: SponsorStatus | null;
}

/** The contact and place fields of a participant or a sponsor, as the admin pages show them. */
@ObjectType()
abstract class AdminContact {
  @Field(() => String, { description: 'E-mail address' }) email!: string;
  @Field(() => String, { description: 'Phone number as entered' }) phone!: string;
  @Field(() => String, { description: 'Country name' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region; null when not given' }) state!: string | null;
  @Field(() => String, { nullable: true, description: 'City; null when not given' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Street address; null when not given' })
  address!: string | null;
}

@ObjectType({ description: 'A participant registration, as administrators see it' })
export class AdminParticipant extends AdminContact {
  @Field(() => ID, { description: 'The registration id' }) id!: string;
  @Field(() => String, { description: 'The code printed on the confirmation and its QR code, e.g. "7KQ2M9XD"' })
  registrationCode!: string;
  @Field(() => Int, { description: 'The edition registered for, e.g. 2026' }) year!: number;
  @Field(() => ParticipantTitle, { nullable: true, description: 'How to address them; null when not given' })
  title!: ParticipantTitle | null;
  @Field(() => Gender, { nullable: true, description: 'Gender; null when not given' }) gender!: Gender | null;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => Boolean, { description: 'Agreed to receive news and offers by e-mail' }) marketingConsent!: boolean;
  @Field(() => Language, { description: 'The language they registered in: their e-mails are written in it' })
  language!: Language;
  @Field(() => DateTimeISO, { nullable: true, description: 'When they checked in; null until they do' })
  checkedInAt!: Date | null;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When the organisers last printed their badge (in a batch or at the desk); null until then',
  })
  badgePrintedAt!: Date | null;
  @Field(() => ParticipantStatus, { description: 'Whether the registration stands or was cancelled' })
  status!: ParticipantStatus;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was cancelled; null while it stands' })
  cancelledAt!: Date | null;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When the confirmation e-mail was last queued; null when it never was (a daily cap held it back)',
  })
  confirmationSentAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When they registered' }) createdAt!: Date;
  /** Not in the schema: the `group` field resolver reads it. */
  groupId!: string | null;
}

export const toAdminParticipant = (p: ParticipantRow): AdminParticipant => ({
  id: p.id,
  registrationCode: p.registrationCode,
  year: p.year,
  title: p.title as ParticipantTitle | null,
  gender: p.gender as Gender | null,
  firstName: p.firstName,
  lastName: p.lastName,
  ...contactOf(p),
  marketingConsent: p.marketingConsent,
  language: p.language as Language,
  checkedInAt: p.checkedInAt,
  badgePrintedAt: p.badgePrintedAt,
  status: standingOf(p) as ParticipantStatus,
  cancelledAt: p.cancelledAt,
  confirmationSentAt: p.confirmationSentAt,
  createdAt: p.createdAt,
  groupId: p.groupId,
});

@ObjectType({ description: 'A sponsorship application, as administrators see it' })
export class AdminSponsor extends AdminContact {
  @Field(() => ID, { description: 'The application id' }) id!: string;
  @Field(() => Int, { description: 'The edition applied for, e.g. 2026' }) year!: number;
  @Field(() => SponsorshipPackage, { description: 'The package applied for' }) package!: SponsorshipPackage;
  @Field(() => String, { description: 'Company or organisation name' }) company!: string;
  @Field(() => String, { nullable: true, description: 'URL path of the logo; null when none was sent' })
  logo!: string | null;
  @Field(() => SponsorStatus, { description: 'Where the application stands' }) status!: SponsorStatus;
  @Field(() => Language, { description: 'The language of the application: the applicant’s e-mails are written in it' })
  language!: Language;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was approved or declined; null before' })
  reviewedAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When the application was sent' }) createdAt!: Date;
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
  status: s.status as SponsorStatus,
  language: s.language as Language,
  reviewedAt: s.reviewedAt,
  createdAt: s.createdAt,
});

@ObjectType({ description: 'One page of accounts' })
export class UserPage extends PageOf(User) {}

@ObjectType({ description: 'Accounts as a connection: read on from a cursor, so none repeats or is skipped' })
export class UserConnection extends ConnectionOf(User) {}

@ObjectType({ description: 'One page of participant registrations' })
export class ParticipantPage extends PageOf(AdminParticipant) {}

@ObjectType({
  description: 'Participant registrations as a connection: read on from a cursor, so none repeats or is skipped',
})
export class ParticipantConnection extends ConnectionOf(AdminParticipant) {}

@ObjectType({ description: 'One page of sponsorship applications' })
export class SponsorPage extends PageOf(AdminSponsor) {}

@ObjectType({
  description: 'Sponsorship applications as a connection: read on from a cursor, so none repeats or is skipped',
})
export class SponsorConnection extends ConnectionOf(AdminSponsor) {}

@ObjectType({ description: 'How many of something happened on one day' })
export class DayCount {
  @Field(() => String, { description: 'The day in UTC, YYYY-MM-DD' }) day!: string;
  @Field(() => Int, { description: 'How many on that day' }) count!: number;
}

@ObjectType({ description: "The dashboard's money in one currency", simpleResolvers: true })
export class CurrencyTotals {
  @Field(() => CurrencyCode, { description: 'ISO 4217 code of the four amounts, e.g. NGN' }) currency!: string;
  @Field(() => Money, { description: 'Succeeded payments minus refunds' }) revenue!: Money;
  @Field(() => Money, { description: 'The platform’s fees kept, less refunds' }) platformFees!: Money;
  @Field(() => Money, { description: 'Security deposits not yet given back or awarded' }) depositsHeld!: Money;
  @Field(() => Money, { description: 'Owner earnings available to pay out, less payouts made or on their way' })
  payoutsDue!: Money;
}

@ObjectType({ description: 'The numbers on the admin dashboard, counted when asked' })
export class AdminDashboard {
  @Field(() => Int, { description: 'Accounts, administrators included' }) users!: number;
  @Field(() => Int, { description: 'Participants of this edition' }) participants!: number;
  @Field(() => Int, { description: 'Sponsorship applications of this edition' }) sponsors!: number;
  @Field(() => Int, { description: 'Applications of this edition still waiting for review (APPLIED)' })
  sponsorsAwaitingReview!: number;
  @Field(() => Int, { description: 'Participants of this edition who have checked in' }) checkedIn!: number;
  @Field(() => [DayCount], {
    description: 'Participant registrations per day (UTC) over the last 30 days; days without any are left out',
  })
  registrationsPerDay!: DayCount[];
  @Field(() => Int, { description: 'Paid bookings: confirmed, picked up or returned' }) bookings!: number;
  @Field(() => Int, { description: 'Paid bookings not over yet: confirmed or picked up' })
  bookingsInProgress!: number;
  @Field(() => Int, { description: 'Bookings in progress whose return time has passed' }) bookingsOverdue!: number;
  @Field(() => Money, {
    description: 'Succeeded payments minus refunds, in the site currency (the others: moneyByCurrency)',
  })
  revenue!: Money;
  @Field(() => Money, {
    description:
      'The platform’s fees kept: its share of what renters paid, less refunds, in the site currency (the others: moneyByCurrency)',
  })
  platformFees!: Money;
  @Field(() => Money, {
    description:
      'Security deposits charged and not yet given back or awarded to owners, in the site currency (the others: moneyByCurrency)',
  })
  depositsHeld!: Money;
  @Field(() => Money, {
    description:
      'Owner earnings available to pay out (returned with the dispute window passed, or cancelled, with no open dispute), less payouts already made or on their way, in the site currency (the others: moneyByCurrency)',
  })
  payoutsDue!: Money;
  @Field(() => [CurrencyTotals], {
    description:
      'The same four amounts in each currency the marketplace prices in (the site currency first) and any other its books hold: amounts of two currencies are never added up',
  })
  moneyByCurrency!: CurrencyTotals[];
  @Field(() => Int, { description: 'Disputes and damage claims waiting for an administrator’s decision' })
  openDisputes!: number;
  @Field(() => Int, {
    description:
      'E-mails waiting for the mail server (QUEUED or SENDING): each is tried again with growing waits, up to an hour apart, for 5 days',
  })
  mailQueued!: number;
  @Field(() => Int, {
    description:
      'E-mails given up (FAILED): refused by the mail server, or not delivered within 5 days; an administrator can send them again',
  })
  mailFailed!: number;
  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'When the oldest e-mail still waiting was queued (a long wait means the mail server is down or refusing); null when none waits',
  })
  oldestQueuedMailAt!: Date | null;
}
