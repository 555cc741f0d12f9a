import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { CurrencyCode, Money, money, MoneyTotal } from '../../../graphql/money.js';
import { isPaidType, placesLeft, type DayRoom } from './places.js';
import { saleState } from './registration-type.service.js';
import type { QuestionOption, RegistrationQuestion, RegistrationTypeRow } from './registration-type.table.js';

/** The values are those stored (registration-type.table.ts QUESTION_KINDS). */
export enum QuestionKind {
  TEXT = 'text',
  LONG_TEXT = 'long_text',
  CHOICE = 'choice',
  MULTIPLE_CHOICE = 'multiple_choice',
  YES_NO = 'yes_no',
}
registerEnumType(QuestionKind, {
  name: 'QuestionKind',
  description: 'How a registration question is answered',
  valuesConfig: {
    TEXT: { description: 'One line of text, at most 200 characters (a company, a job title)' },
    LONG_TEXT: { description: 'Several lines, at most 2,000 characters' },
    CHOICE: { description: 'One of its options (trade or consumer)' },
    MULTIPLE_CHOICE: { description: 'Any of its options (dietary needs); answered with `values`' },
    YES_NO: {
      description: 'A box to tick: "yes" or "no". A required one must be answered yes (e.g. "I work in the trade")',
    },
  },
});

export enum RegistrationSaleState {
  NOT_YET = 'not_yet',
  OPEN = 'open',
  ENDED = 'ended',
}
registerEnumType(RegistrationSaleState, {
  name: 'RegistrationSaleState',
  description: 'Whether a registration type can be registered for now',
  valuesConfig: {
    NOT_YET: { description: 'Its sales have not started (salesStartAt)' },
    OPEN: { description: 'It can be registered for (when it has places left)' },
    ENDED: { description: 'Its sales have ended (salesEndAt)' },
  },
});

@ObjectType('QuestionOption', { description: 'One answer a choice question offers' })
export class QuestionOptionView {
  @Field(() => String, { description: 'What is stored and exported when it is chosen' }) value!: string;
  @Field(() => String, { description: 'What people read (English)' }) label!: string;
  @Field(() => String, { nullable: true, description: 'What people read in French; null: the English label' })
  labelFr!: string | null;
}

@ObjectType('RegistrationQuestion', { description: 'A question a registration type asks' })
export class RegistrationQuestionView {
  @Field(() => String, { description: 'The answer’s key (RegistrationAnswerInput.key), e.g. "job_title"' })
  key!: string;
  @Field(() => QuestionKind, { description: 'How it is answered' }) kind!: QuestionKind;
  @Field(() => String, { description: 'The question (English)' }) label!: string;
  @Field(() => String, { nullable: true, description: 'The question in French; null: the English one' })
  labelFr!: string | null;
  @Field(() => Boolean, { description: 'It must be answered (a required yes/no must be answered yes)' })
  required!: boolean;
  @Field(() => [QuestionOptionView], { description: 'Its options (choice kinds); empty otherwise' })
  options!: QuestionOptionView[];
}

@ObjectType({ description: 'A kind of registration for this edition (trade visitor, VIP, press…)' })
export class RegistrationType {
  @Field(() => ID, { description: 'The type id' }) id!: string;
  @Field(() => String, { description: 'Stable name in links, e.g. "trade-visitor" (RegisterParticipantInput.type)' })
  slug!: string;
  @Field(() => String, { description: 'Its name (English)' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Its name in French; null: the English one' })
  nameFr!: string | null;
  @Field(() => String, { description: 'What it includes (English); empty when none' }) description!: string;
  @Field(() => String, { nullable: true, description: 'What it includes in French; null: the English text' })
  descriptionFr!: string | null;
  @Field(() => [String], { description: 'The expo days it admits to, YYYY-MM-DD (venue calendar)' })
  days!: string[];
  @Field(() => Money, {
    nullable: true,
    description: 'What registering as it costs, paid by card when registering; null when it is free',
  })
  price!: Money | null;
  @Field(() => Int, { nullable: true, description: 'Its places; null when unlimited' }) capacity!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Places still free, its own or a limited day’s it admits to if fewer; null when unlimited',
  })
  placesLeft!: number | null;
  @Field(() => Boolean, { description: 'No place is left: the form offers its waitlist' }) soldOut!: boolean;
  @Field(() => RegistrationSaleState, { description: 'Whether it is on sale now' })
  saleState!: RegistrationSaleState;
  @Field(() => DateTimeISO, { nullable: true, description: 'When its sales start; null: already' })
  salesStartAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When its sales end; null: with the expo' })
  salesEndAt!: Date | null;
  @Field(() => Boolean, { description: 'Not listed on the form: reached by its own link (slug) only' })
  hidden!: boolean;
  @Field(() => Boolean, { description: 'Where a registration that names no type lands (one per edition)' })
  isDefault!: boolean;
  @Field(() => Boolean, { description: 'Registering as it needs one of its access codes' })
  requiresCode!: boolean;
  @Field(() => Boolean, {
    description: 'Its registrations wait for an organiser’s approval before they get a ticket (press, hosted buyers)',
  })
  requiresApproval!: boolean;
  @Field(() => Boolean, {
    description: 'Sponsors’ VIP passes register as it (each approved sponsor’s access code is for it); one per edition',
  })
  sponsorPasses!: boolean;
  @Field(() => Int, { description: 'Its place in the form’s list, lowest first' }) position!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The colour of its badges’ band, #rrggbb, so the door tells the types apart; null: the expo’s',
  })
  badgeColour!: string | null;
  @Field(() => [RegistrationQuestionView], { description: 'What it asks, in order; empty when nothing' })
  questions!: RegistrationQuestionView[];
}

const toOption = (o: QuestionOption): QuestionOptionView => ({ value: o.value, label: o.label, labelFr: o.labelFr });
const toQuestion = (q: RegistrationQuestion): RegistrationQuestionView => ({
  key: q.key,
  kind: q.kind as QuestionKind,
  label: q.label,
  labelFr: q.labelFr,
  required: q.required,
  options: q.options.map(toOption),
});

/** The type as the API shows it; `days` (places left on limited days) caps its places left. */
export function toRegistrationType(row: RegistrationTypeRow, now: Date, days?: DayRoom): RegistrationType {
  const left = placesLeft(row, days);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameFr: row.nameFr,
    description: row.description,
    descriptionFr: row.descriptionFr,
    days: row.days,
    price: isPaidType(row) ? money(row.priceCents, row.currency!) : null,
    capacity: row.capacity,
    placesLeft: left,
    soldOut: left === 0,
    saleState: saleState(row, now) as RegistrationSaleState,
    salesStartAt: row.salesStartAt,
    salesEndAt: row.salesEndAt,
    hidden: row.hidden,
    isDefault: row.isDefault,
    requiresCode: row.requiresCode,
    requiresApproval: row.requiresApproval,
    sponsorPasses: row.sponsorPasses,
    position: row.position,
    badgeColour: row.badgeColour,
    questions: row.questions.map(toQuestion),
  };
}

@ObjectType({ description: 'One registration type’s numbers (administrators)' })
export class RegistrationTypeCount {
  @Field(() => RegistrationType, { description: 'The type' }) type!: RegistrationType;
  @Field(() => Int, { description: 'Registrations that stand (not cancelled)' }) registered!: number;
  @Field(() => Int, { description: 'Registrations cancelled' }) cancelled!: number;
  @Field(() => Int, { description: 'Registrations checked in at the entrance' }) checkedIn!: number;
  @Field(() => Int, {
    description: 'Registrations that stand and wait for the organisers’ approval (counted in registered too)',
  })
  awaitingApproval!: number;
  @Field(() => Int, { description: 'People on its waitlist still in line' }) waiting!: number;
  @Field(() => Int, { description: 'People holding an offered place not yet answered' }) offered!: number;
  @Field(() => Int, { description: 'Registrations that stand and were paid for (a paid type’s)' }) paid!: number;
  @Field(() => Int, { description: 'Places held for a payment under way (paid types)' }) awaitingPayment!: number;
  @Field(() => [MoneyTotal], {
    description: 'What it took, net of refunds, one total per currency (the ledger); empty when nothing',
  })
  revenue!: MoneyTotal[];
}

@ObjectType({ description: 'One expo day’s numbers (administrators)' })
export class RegistrationDayCount {
  @Field(() => String, { description: 'The day at the venue, YYYY-MM-DD' }) day!: string;
  @Field(() => Int, { description: 'Registrations that stand and admit to this day' }) registered!: number;
  @Field(() => Int, { description: 'Of those, registrations awaiting the organisers’ approval' })
  awaitingApproval!: number;
  @Field(() => Int, { description: 'Of those, registrations paid for (paid types)' }) paid!: number;
  @Field(() => Int, { description: 'People in line on the waitlists of the types that admit to this day' })
  waiting!: number;
  @Field(() => Int, { description: 'Arrivals checked in on this day (venue calendar)' }) checkedIn!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The limit of people the day admits, over every type (setExpoDayCapacity); null when none',
  })
  capacity!: number | null;
  @Field(() => Int, {
    description: 'Places held on the day: registrations, waitlist offers and payments under way of its types',
  })
  held!: number;
  @Field(() => Int, { nullable: true, description: 'Places of its limit still free; null when it has none' })
  placesLeft!: number | null;
}

@ObjectType({ description: 'This edition’s registration in numbers, per type and per day (administrators)' })
export class RegistrationCounts {
  @Field(() => [RegistrationTypeCount], { description: 'Per registration type, in the form’s order' })
  types!: RegistrationTypeCount[];
  @Field(() => [RegistrationDayCount], { description: 'Per expo day, first to last' }) days!: RegistrationDayCount[];
}

@InputType({ description: 'One answer a choice question offers' })
export class QuestionOptionInput {
  @Field(() => String, { description: 'What is stored and exported, at most 80 characters' }) value!: string;
  @Field(() => String, { description: 'What people read, at most 120 characters' }) label!: string;
  @Field(() => String, { nullable: true, description: 'What people read in French' }) labelFr?: string | null;
}

@InputType({ description: 'A question a registration type asks' })
export class RegistrationQuestionInput {
  @Field(() => String, { description: 'Its key: lower-case letters, digits and _, e.g. "job_title"' }) key!: string;
  @Field(() => QuestionKind, { description: 'How it is answered' }) kind!: QuestionKind;
  @Field(() => String, { description: 'The question, at most 200 characters' }) label!: string;
  @Field(() => String, { nullable: true, description: 'The question in French' }) labelFr?: string | null;
  @Field(() => Boolean, { defaultValue: false, description: 'It must be answered (default false)' })
  required?: boolean;
  @Field(() => [QuestionOptionInput], {
    nullable: true,
    description: 'Its options: at least two for the choice kinds, none otherwise',
  })
  options?: QuestionOptionInput[] | null;
}

@InputType({ description: 'A registration type as it should be: every setting is replaced' })
export class RegistrationTypeInput {
  @Field(() => String, { nullable: true, description: 'Its stable name in links; made from the name when empty' })
  slug?: string | null;
  @Field(() => String, { description: 'Its name, at most 80 characters' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Its name in French' }) nameFr?: string | null;
  @Field(() => String, { nullable: true, description: 'What it includes, at most 2,000 characters' })
  description?: string | null;
  @Field(() => String, { nullable: true, description: 'What it includes in French' })
  descriptionFr?: string | null;
  @Field(() => [String], { description: 'The expo days it admits to (YYYY-MM-DD), at least one' }) days!: string[];
  @Field(() => Int, {
    nullable: true,
    description: 'Its places; null for no limit. Never below the places already held',
  })
  capacity?: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Its price in minor units of `currency` (kobo: 2500000 is ₦25,000); 0 or null: free. The default type and the sponsors’ VIP passes are free',
  })
  priceCents?: number | null;
  @Field(() => CurrencyCode, {
    nullable: true,
    description: 'The price’s currency (ISO 4217), one the site takes; null: the site’s own. Ignored when free',
  })
  currency?: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When its sales start; null: now' })
  salesStartAt?: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When its sales end; null: never' })
  salesEndAt?: Date | null;
  @Field(() => Boolean, { defaultValue: false, description: 'Reached by its own link only (default false)' })
  hidden?: boolean;
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Make it the default type (the previous default stops being it)',
  })
  isDefault?: boolean;
  @Field(() => Boolean, {
    defaultValue: false,
    description: 'Registering as it needs one of its access codes (a link or slug alone is refused; default false)',
  })
  requiresCode?: boolean;
  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'Its registrations wait for an organiser’s approval (default false). Not for the default type, a paid type or the sponsors’ VIP passes',
  })
  requiresApproval?: boolean;
  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'Sponsors’ VIP passes register as it: approved sponsors get an access code for it (the previous such type stops being it)',
  })
  sponsorPasses?: boolean;
  @Field(() => Int, { defaultValue: 0, description: 'Its place in the form’s list, 0–1000, lowest first' })
  position?: number;
  @Field(() => String, {
    nullable: true,
    description: 'The colour of its badges’ band, #rrggbb (e.g. #1f6f5c); empty or null: the expo’s',
  })
  badgeColour?: string | null;
  @Field(() => [RegistrationQuestionInput], { nullable: true, description: 'What it asks, at most 20 questions' })
  questions?: RegistrationQuestionInput[] | null;
}

@InputType({ description: 'The answer to one question of the registration type' })
export class RegistrationAnswerInput {
  @Field(() => String, { description: 'The question’s key' }) key!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The answer: text, the chosen option’s value, or "yes"/"no" for a box to tick',
  })
  value?: string | null;
  @Field(() => [String], { nullable: true, description: 'The chosen options’ values (MULTIPLE_CHOICE)' })
  values?: string[] | null;
}
