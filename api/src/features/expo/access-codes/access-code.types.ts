import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../../graphql/connection.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { PageOf } from '../../../graphql/page.js';
import { RegistrationType, toRegistrationType } from '../registration-types/registration-type.types.js';
import type { RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import type { AccessCodeListed, AccessCodeUseRow } from './access-code.service.js';
import type { AccessCodeRow } from './access-code.table.js';

@ObjectType({
  description: 'An access code: registers its holders as one type, for a number of places (administrators)',
})
export class AccessCode {
  @Field(() => ID, { description: 'The code id' }) id!: string;
  @Field(() => String, { description: 'What people type, e.g. PRESS-2026 (matched whatever the case)' }) code!: string;
  @Field(() => RegistrationType, { description: 'The type it registers as (a hidden one too)' })
  type!: RegistrationType;
  @Field(() => Int, { description: 'How many registrations it allows' }) places!: number;
  @Field(() => Int, { description: 'Registrations made with it that stand' }) used!: number;
  @Field(() => Int, { description: 'Places still free' }) placesLeft!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The sponsor whose VIP passes these are; null for the organisers’ own',
  })
  sponsorCompany!: string | null;
  @Field(() => String, { description: 'The organisers’ note (who it is for); empty when none' }) note!: string;
  @Field(() => DateTimeISO, { nullable: true, description: 'After this it registers nobody; null: no end' })
  validUntil!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was withdrawn; null while it is not' })
  revokedAt!: Date | null;
  @Field(() => Boolean, { description: 'Whether it registers somebody now (not withdrawn, not expired, places left)' })
  usable!: boolean;
  @Field(() => DateTimeISO, { description: 'When it was made' }) createdAt!: Date;
}

@ObjectType({ description: 'A page of access codes, newest first' })
export class AccessCodePage extends PageOf(AccessCode) {}

@ObjectType({
  description: 'Access codes, newest first, as a connection: read on from a cursor, so none repeats or is skipped',
})
export class AccessCodeConnection extends ConnectionOf(AccessCode) {}

/** The access code list's search: adminAccessCodes and adminAccessCodesConnection take the same. */
@ArgsType()
export class AccessCodeListArgs {
  @Field(() => String, { nullable: true, description: 'The start of a code, note or sponsor’s company' })
  search?: string | null;
}

const usable = (row: AccessCodeRow, now: Date) =>
  !row.revokedAt && (!row.validUntil || row.validUntil > now) && row.used < row.places;

export const toAccessCode = ({ code, type, sponsorCompany }: AccessCodeListed, now: Date): AccessCode => ({
  id: code.id,
  code: code.code,
  type: toRegistrationType(type, now),
  places: code.places,
  used: code.used,
  placesLeft: Math.max(code.places - code.used, 0),
  sponsorCompany,
  note: code.note,
  validUntil: code.validUntil,
  revokedAt: code.revokedAt,
  usable: usable(code, now),
  createdAt: code.createdAt,
});

@ObjectType({ description: 'A registration made with an access code: who, when, and where it stands' })
export class AccessCodeUse {
  @Field(() => String, { description: 'Given name' }) firstName!: string;
  @Field(() => String, { description: 'Family name' }) lastName!: string;
  @Field(() => DateTimeISO, { description: 'When they registered with it' }) usedAt!: Date;
  @Field(() => Boolean, { description: 'The registration was cancelled (its place went back to the code)' })
  cancelled!: boolean;
  @Field(() => Boolean, { description: 'They have checked in at the venue' }) checkedIn!: boolean;
}

export const toAccessCodeUse = (row: AccessCodeUseRow): AccessCodeUse => ({
  firstName: row.firstName,
  lastName: row.lastName,
  usedAt: row.usedAt,
  cancelled: row.cancelled,
  checkedIn: row.checkedIn,
});

@ObjectType({ description: 'What an access code typed on the registration form opens' })
export class AccessCodeCheck {
  @Field(() => String, { description: 'The code as it is kept (upper case)' }) code!: string;
  @Field(() => RegistrationType, { description: 'The type it registers as' }) type!: RegistrationType;
  @Field(() => Int, { description: 'Places of the code still free' }) placesLeft!: number;
}

export const toAccessCodeCheck = (code: AccessCodeRow, type: RegistrationTypeRow, now: Date): AccessCodeCheck => ({
  code: code.code,
  type: toRegistrationType(type, now),
  placesLeft: Math.max(code.places - code.used, 0),
});

@ObjectType({ description: 'A sponsor’s VIP passes: the access code their guests register with, and who did' })
export class SponsorVipPasses {
  @Field(() => String, { description: 'The code to hand out (with the registration link)' }) code!: string;
  @Field(() => RegistrationType, { description: 'The type the passes register as' }) type!: RegistrationType;
  @Field(() => Int, { description: 'Passes in all' }) places!: number;
  @Field(() => Int, { description: 'Passes used by registrations that stand' }) used!: number;
  @Field(() => Boolean, { description: 'Whether the code registers somebody now' }) usable!: boolean;
  @Field(() => [AccessCodeUse], { description: 'Who registered with it, latest first' }) uses!: AccessCodeUse[];
}

export const toSponsorVipPasses = (
  code: AccessCodeRow,
  type: RegistrationTypeRow,
  uses: AccessCodeUseRow[],
  now: Date,
): SponsorVipPasses => ({
  code: code.code,
  type: toRegistrationType(type, now),
  places: code.places,
  used: code.used,
  usable: usable(code, now),
  uses: uses.map(toAccessCodeUse),
});

@InputType({ description: 'A new access code' })
export class AccessCodeInput {
  @Field(() => String, {
    nullable: true,
    description: '4 to 32 letters, digits and dashes (e.g. PRESS-2026); null or empty: one is made up',
  })
  code?: string | null;
  @Field(() => ID, { description: 'The registration type it registers as' }) typeId!: string;
  @Field(() => Int, { description: 'How many registrations it allows, 1–10,000' }) places!: number;
  @Field(() => String, { nullable: true, description: 'Who it is for, at most 500 characters' }) note?: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'After this it registers nobody; null: no end' })
  validUntil?: Date | null;
}

@InputType({ description: 'What may change of an access code' })
export class AccessCodeChangeInput {
  @Field(() => Int, { description: 'How many registrations it allows: not fewer than those that stand' })
  places!: number;
  @Field(() => String, { nullable: true, description: 'Who it is for, at most 500 characters' }) note?: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'After this it registers nobody; null: no end' })
  validUntil?: Date | null;
}
