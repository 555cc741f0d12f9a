import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Gender, Language, LANGUAGE_INPUT, ParticipantTitle } from '../expo.types.js';
import { RegistrationAnswerInput } from '../registration-types/registration-type.types.js';
import type { NamedAttendee } from './group-emails.js';

@InputType({ description: 'The person registering a group: the summary e-mail goes to them' })
export class GroupContactInput {
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => String, { description: 'E-mail address: the summary goes here' }) email!: string;
  @Field(() => String, { description: 'Phone number: digits, spaces, +, -, ( and ), at most 30 characters' })
  phone!: string;
}

@InputType({ description: 'One person of a group registration: they get their own confirmation, badge and link' })
export class GroupAttendeeInput {
  @Field(() => ParticipantTitle, { nullable: true, description: 'How to address them' })
  title?: ParticipantTitle | null;
  @Field(() => Gender, { nullable: true, description: 'Gender, if given' }) gender?: Gender | null;
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => String, {
    description: 'Their own e-mail address (their confirmation goes there): one per attendee',
  })
  email!: string;
  @Field(() => String, { nullable: true, description: 'Their phone number; the contact’s when not given' })
  phone?: string | null;
  @Field(() => [RegistrationAnswerInput], {
    nullable: true,
    description: 'Their answers to the type’s questions; a problem names `attendees.<i>.answers.<key>`',
  })
  answers?: RegistrationAnswerInput[] | null;
}

@InputType({
  description:
    'Several people registered at once by one person (a company’s staff), all of one type; problems of an attendee name `attendees.<i>.<field>`',
})
export class GroupRegistrationInput {
  @Field(() => String, { nullable: true, description: 'The company or organisation they come from' })
  company?: string | null;
  @Field(() => GroupContactInput, { description: 'Who registers the group' }) contact!: GroupContactInput;
  @Field(() => String, { description: 'Country name, e.g. "Nigeria": every attendee’s' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region' }) state?: string | null;
  @Field(() => String, { nullable: true, description: 'City' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Street address' }) address?: string | null;
  @Field(() => Language, LANGUAGE_INPUT) language?: Language;
  @Field(() => String, {
    nullable: true,
    description: 'The registration type: its slug or id; the default type when null. Too few places: SOLD_OUT',
  })
  type?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'An access code: every attendee registers as its type and takes one of its places',
  })
  code?: string | null;
  @Field(() => [GroupAttendeeInput], { description: 'The people to register: 1 to 20, each with their own e-mail' })
  attendees!: GroupAttendeeInput[];
}

@ObjectType({ description: 'An attendee of a group registration, as the form named them' })
export class GroupAttendeeReceipt {
  @Field(() => String, { description: 'Given name, as given' }) firstName!: string;
  @Field(() => String, { description: 'Family name, as given' }) lastName!: string;
  @Field(() => String, { description: 'Where their confirmation goes (in lower case)' }) email!: string;
}

@ObjectType({
  description:
    'What the group form answers: the same whichever addresses were registered already (their holders get their confirmation again)',
})
export class GroupRegistrationReceipt {
  @Field(() => String, { description: 'Says the confirmations are on their way, in the language of the form' })
  message!: string;
  @Field(() => Int, { description: 'The edition registered for, e.g. 2026' }) year!: number;
  @Field(() => [GroupAttendeeReceipt], { description: 'Everyone the form named, in its order' })
  attendees!: NamedAttendee[];
}
