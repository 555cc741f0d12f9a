import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { GraphQLUpload, type FileUpload } from '../../../graphql/upload.js';
import { sessionClock } from './programme.service.js';
import type { ProgrammeSessionRow, SpeakerEntry } from './programme.table.js';
import { seatsLeft } from './session-seat.service.js';

/** What kind of session it is. The values are those stored (programme.table.ts SESSION_KINDS). */
export enum SessionKind {
  MASTERCLASS = 'masterclass',
  WORKSHOP = 'workshop',
  COMPETITION = 'competition',
  SHOW = 'show',
  TALK = 'talk',
  OTHER = 'other',
}
registerEnumType(SessionKind, {
  name: 'SessionKind',
  description: 'What kind of programme session it is',
  valuesConfig: {
    MASTERCLASS: { description: 'A masterclass: an expert shows their craft' },
    WORKSHOP: { description: 'A hands-on workshop' },
    COMPETITION: { description: 'A competition (make-up, hair, nails...)' },
    SHOW: { description: 'A show on stage (fashion, hair, awards)' },
    TALK: { description: 'A talk or panel' },
    OTHER: { description: 'Anything else (opening, networking...)' },
  },
});

@ObjectType({ description: 'A person on a session’s stage' })
export class Speaker {
  @Field(() => String, { description: 'Their name' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Role and company, e.g. "Creative director, Lumière"' })
  affiliation!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of their photo; null without one' })
  photo!: string | null;
}

@ObjectType({ description: 'One session of the expo’s programme (public)' })
export class ProgrammeSession {
  @Field(() => ID, { description: 'The session id' }) id!: string;
  @Field(() => SessionKind, { description: 'Masterclass, workshop, competition, show, talk or other' })
  kind!: SessionKind;
  @Field(() => String, { description: 'The title, at most 160 characters' }) title!: string;
  @Field(() => String, { description: 'What happens there; empty when none was written' }) description!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The title in French; null when none was written (the French pages show `title`)',
  })
  titleFr!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What happens there, in French; null when none was written (the French pages show `description`)',
  })
  descriptionFr!: string | null;
  @Field(() => String, { description: 'The day at the venue, YYYY-MM-DD' }) day!: string;
  @Field(() => String, { description: 'Start, HH:MM on the venue’s clock (site.expoTimeZone)' }) startTime!: string;
  @Field(() => String, { description: 'End, HH:MM on the venue’s clock, later than the start' }) endTime!: string;
  @Field(() => DateTimeISO, { description: 'The start as an instant' }) startsAt!: Date;
  @Field(() => DateTimeISO, { description: 'The end as an instant' }) endsAt!: Date;
  @Field(() => String, { description: 'The room or stage, e.g. "Main stage"' }) room!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The room or stage in French, e.g. "Scène principale"; null when none was written (then `room`)',
  })
  roomFr!: string | null;
  @Field(() => [Speaker], { description: 'Who is on stage, in the programme’s order; empty when nobody is named' })
  speakers!: Speaker[];
  @Field(() => String, { nullable: true, description: 'A web page about it (http or https); null without one' })
  link!: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Seats to book (masterclasses, workshops), from the attendee’s registration; null: open to every attendee of its day',
  })
  seats!: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Seats still free (0: full, its line is open); null when it has no seats. Public answers may be a few seconds old',
  })
  seatsLeft!: number | null;
  @Field(() => DateTimeISO, { description: 'When it was last changed' }) updatedAt!: Date;
}

export const toSpeaker = (entry: SpeakerEntry): Speaker => ({
  name: entry.name,
  affiliation: entry.affiliation,
  photo: entry.photo,
});

export const toProgrammeSession = (row: ProgrammeSessionRow, timeZone: string): ProgrammeSession => ({
  id: row.id,
  kind: row.kind as SessionKind,
  title: row.title,
  description: row.description,
  titleFr: row.titleFr,
  descriptionFr: row.descriptionFr,
  ...sessionClock(row, timeZone),
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  room: row.room,
  roomFr: row.roomFr,
  speakers: row.speakers.map(toSpeaker),
  link: row.link,
  seats: row.seats,
  seatsLeft: seatsLeft(row),
  updatedAt: row.updatedAt,
});

@InputType({ description: 'A speaker of a session, as the whole list is sent on every save' })
export class SpeakerInput {
  @Field(() => String, { description: 'Their name, at most 100 characters' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Role and company, at most 160 characters' })
  affiliation?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Keeps the photo they have: its URL path, as `Speaker.photo` gave it. Left out: no photo, unless `photo` sends one',
  })
  currentPhoto?: string | null;
  @Field(() => GraphQLUpload, {
    nullable: true,
    description: 'A new photo: PNG, JPEG or WebP, at most 5 MB (multipart request; at most 5 files per request)',
  })
  photo?: Promise<FileUpload> | null;
}

@InputType({ description: 'A programme session: every field, for adding one and for changing one' })
export class ProgrammeSessionInput {
  @Field(() => SessionKind, { description: 'What kind of session' }) kind!: SessionKind;
  @Field(() => String, { description: 'The title, at most 160 characters' }) title!: string;
  @Field(() => String, { nullable: true, description: 'What happens there, at most 4,000 characters' })
  description?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The title in French, at most 160 characters; empty or left out for none (then the English)',
  })
  titleFr?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What happens there in French, at most 4,000 characters; empty or left out for none',
  })
  descriptionFr?: string | null;
  @Field(() => String, { description: 'One of the expo’s days, YYYY-MM-DD (site.expoStartDate to expoEndDate)' })
  day!: string;
  @Field(() => String, { description: 'Start, HH:MM (24-hour clock) at the venue' }) startTime!: string;
  @Field(() => String, { description: 'End, HH:MM at the venue, after the start on the same day' }) endTime!: string;
  @Field(() => String, { description: 'The room or stage, at most 100 characters' }) room!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The room or stage in French, at most 100 characters; empty or left out for none',
  })
  roomFr?: string | null;
  @Field(() => [SpeakerInput], { nullable: true, description: 'The speakers, at most 12, in this order' })
  speakers?: SpeakerInput[] | null;
  @Field(() => String, {
    nullable: true,
    description: 'A web page about it: an https:// or http:// address; empty or left out for none',
  })
  link?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Seats to book, a whole number from 1 to 100,000; null or left out: open to all, nothing to book. Never fewer than the seats booked or offered (BAD_USER_INPUT on `seats`); seats added are offered to its line at once',
  })
  seats?: number | null;
}
