import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../graphql/date-time.js';
import type { ParticipantConsentRow, PrivacyRequestRow } from './expo.table.js';
import { Gender, Language, ParticipantTitle } from './expo.types.js';
import type { MyRegistrationView } from './my-registration.service.js';
import { isAwaitingApproval } from './approval-status.js';
import { MySessionSeat, toMySessionSeat } from './programme/session-seat.types.js';

/** The values are those stored (expo.table.ts PRIVACY_REQUEST_STATUSES). */
export enum PrivacyRequestStatus {
  PENDING = 'pending',
  COMPLETED = 'completed',
  DECLINED = 'declined',
}
registerEnumType(PrivacyRequestStatus, {
  name: 'PrivacyRequestStatus',
  description: 'Where a request to delete a registration stands',
  valuesConfig: {
    PENDING: { description: 'Sent from "My registration", waiting for an administrator' },
    COMPLETED: { description: 'The registration was deleted and the person told' },
    DECLINED: { description: 'An administrator declined it with a reason, which the person received' },
  },
});

@ObjectType({ description: "The attendee's request to delete their registration, as they see it" })
export class MyDeletionRequest {
  @Field(() => PrivacyRequestStatus, { description: 'Where it stands' }) status!: PrivacyRequestStatus;
  @Field(() => DateTimeISO, { description: 'When it was asked for' }) requestedAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was decided; null while pending' })
  decidedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was declined; null otherwise' })
  declineReason!: string | null;
}

@ObjectType({ description: '"Add to calendar" links for web calendars, beside the .ics file' })
export class CalendarLinksView {
  @Field(() => String, { description: 'Google Calendar: a new all-day event over the expo days, at the venue' })
  google!: string;
  @Field(() => String, { description: 'Outlook.com: the same event in its compose form' }) outlook!: string;
}

@ObjectType({ description: 'A registration as its attendee sees it on "My registration" (opened by the private link)' })
export class MyRegistration {
  @Field(() => String, { description: 'The code of the QR ticket, e.g. "AIB26-7KQ3MZ"' }) registrationCode!: string;
  @Field(() => Int, { description: 'The edition, e.g. 2026' }) year!: number;
  @Field(() => ParticipantTitle, { nullable: true, description: 'How to address the attendee; null for none' })
  title!: ParticipantTitle | null;
  @Field(() => Gender, { nullable: true, description: 'Gender; null when not given' }) gender!: Gender | null;
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => String, { description: 'The address the confirmation and the private link go to' }) email!: string;
  @Field(() => String, { description: 'Phone number' }) phone!: string;
  @Field(() => String, { description: 'Country name' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region' }) state!: string | null;
  @Field(() => String, { nullable: true, description: 'City' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Street address' }) address!: string | null;
  @Field(() => Boolean, { description: 'Agreed to receive news and offers by e-mail' }) marketingConsent!: boolean;
  @Field(() => String, { description: 'The words of the marketing consent, as recorded when it changes' })
  marketingConsentWording!: string;
  @Field(() => Language, {
    description: 'The language of the registration: the e-mails to the attendee are written in it',
  })
  language!: Language;
  @Field(() => DateTimeISO, { description: 'When the registration was made' }) registeredAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When they checked in; null before' })
  checkedInAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was cancelled; null while it stands' })
  cancelledAt!: Date | null;
  @Field(() => Boolean, {
    description: 'It waits for the organisers’ approval (its type needs one): no ticket or badge until then',
  })
  awaitingApproval!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'The QR ticket (the same as the e-mail) as a PNG data URL; null once cancelled or while awaiting approval',
  })
  qrCode!: string | null;
  @Field(() => CalendarLinksView, { description: 'Links that add the expo to a web calendar' })
  calendar!: CalendarLinksView;
  @Field(() => MyDeletionRequest, { nullable: true, description: 'The latest deletion request; null when none' })
  deletionRequest!: MyDeletionRequest | null;
  @Field(() => [MySessionSeat], {
    description:
      'The sessions with seats (masterclasses, workshops) on the days the registration admits to, in time order, with its seat or place in line at each; empty once cancelled or while awaiting approval',
  })
  sessionSeats!: MySessionSeat[];
}

export const toMyDeletionRequest = (r: PrivacyRequestRow): MyDeletionRequest => ({
  status: r.status as PrivacyRequestStatus,
  requestedAt: r.createdAt,
  decidedAt: r.decidedAt,
  declineReason: r.declineReason,
});

export const toMyRegistration = (
  { participant: p, qrCode, calendar, marketingConsentWording, deletionRequest, sessionSeats }: MyRegistrationView,
  timeZone: string,
): MyRegistration => ({
  registrationCode: p.registrationCode,
  year: p.year,
  title: p.title as ParticipantTitle | null,
  gender: p.gender as Gender | null,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  phone: p.phone,
  country: p.country,
  state: p.state,
  city: p.city,
  address: p.address,
  marketingConsent: p.marketingConsent,
  marketingConsentWording,
  language: p.language as Language,
  registeredAt: p.createdAt,
  checkedInAt: p.checkedInAt,
  cancelledAt: p.cancelledAt,
  awaitingApproval: isAwaitingApproval(p),
  qrCode,
  calendar,
  deletionRequest: deletionRequest ? toMyDeletionRequest(deletionRequest) : null,
  sessionSeats: sessionSeats.map((s) => toMySessionSeat(s, timeZone)),
});

@InputType({ description: "The attendee's own corrections: the registration form's fields except the e-mail" })
export class MyRegistrationInput {
  @Field(() => ParticipantTitle, { nullable: true, description: 'How to address the attendee; null for none' })
  title?: ParticipantTitle | null;
  @Field(() => Gender, { nullable: true, description: 'Gender; null when not given' }) gender?: Gender | null;
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => String, { description: 'Phone number: digits, spaces, +, -, ( and ), at most 30 characters' })
  phone!: string;
  @Field(() => String, { description: 'Country name, e.g. "Nigeria"' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region' }) state?: string | null;
  @Field(() => String, { nullable: true, description: 'City' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Street address' }) address?: string | null;
  @Field(() => Boolean, {
    description: 'Receive news and offers by e-mail; a change is recorded with its wording and time',
  })
  marketingConsent!: boolean;
}

/** The values are those stored (expo.table.ts CONSENT_KINDS). */
export enum ConsentKind {
  MARKETING = 'marketing',
}
registerEnumType(ConsentKind, {
  name: 'ConsentKind',
  description: 'What a consent is about',
  valuesConfig: { MARKETING: { description: 'News and offers by e-mail' } },
});

/** The values are those stored (expo.table.ts CONSENT_SOURCES). */
export enum ConsentSource {
  REGISTRATION = 'registration',
  MY_REGISTRATION = 'my_registration',
}
registerEnumType(ConsentSource, {
  name: 'ConsentSource',
  description: 'Where a consent was given or withdrawn',
  valuesConfig: {
    REGISTRATION: { description: 'The registration form' },
    MY_REGISTRATION: { description: 'The attendee\'s own page, "My registration"' },
  },
});

@ObjectType({ description: 'A consent given or withdrawn: the words the person saw, and when' })
export class ConsentRecord {
  @Field(() => ID, { description: 'The record id' }) id!: string;
  @Field(() => ConsentKind, { description: 'What it is about' }) kind!: ConsentKind;
  @Field(() => Boolean, { description: 'True when given, false when refused or withdrawn' }) granted!: boolean;
  @Field(() => String, { description: 'The wording shown with the choice' }) wording!: string;
  @Field(() => ConsentSource, { description: 'Where the choice was made' }) source!: ConsentSource;
  @Field(() => DateTimeISO, { description: 'When' }) at!: Date;
}

export const toConsentRecord = (c: ParticipantConsentRow): ConsentRecord => ({
  id: c.id,
  kind: c.kind as ConsentKind,
  granted: c.granted,
  wording: c.wording,
  source: c.source as ConsentSource,
  at: c.createdAt,
});
