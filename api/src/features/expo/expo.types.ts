import { Field, GraphQLISODateTime, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ParticipantRow, SponsorRow, SponsorshipPackageRow } from './expo.table.js';

@ObjectType({ description: 'A sponsorship package (PLATINUM, GOLD, SILVER) with its benefits' })
export class SponsorshipPackage {
  @Field(() => ID, { description: "Stable id used in links, e.g. 'gold'" }) id!: string;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: '1 is the highest tier' }) rank!: number;
  @Field(() => String, { description: "Amount range as shown, e.g. '20,000 - 40,000'" }) amount!: string;
  @Field(() => String) advertExpoProgram!: string;
  @Field(() => String) boothSpace!: string;
  @Field(() => String) vipPasses!: string;
  @Field(() => Boolean) brandingPresentation!: boolean;
  @Field(() => Boolean) premiumBoothLocation!: boolean;
  @Field(() => Boolean) logoOnStageBackdrops!: boolean;
  @Field(() => Boolean) speakingSlotAtOpening!: boolean;
  @Field(() => Boolean) vipNetworkingAccess!: boolean;
  @Field(() => Boolean) logoOnDelegateItems!: boolean;
  @Field(() => Boolean) logoOnBannersWebsiteSocial!: boolean;
  @Field(() => Boolean) recognitionDuringSessions!: boolean;
  @Field(() => Boolean) networkingLoungeAccess!: boolean;
  @Field(() => Boolean) pressReleaseMention!: boolean;
}

export const toPackage = (row: SponsorshipPackageRow): SponsorshipPackage => ({ ...row });

@ObjectType({ description: 'What a visitor learns about their own registration' })
export class ParticipantRegistration {
  @Field(() => ID) id!: string;
  @Field(() => String) registrationCode!: string;
  @Field(() => Int) year!: number;
  @Field(() => String) firstName!: string;
  @Field(() => String) email!: string;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
}

export const toRegistration = (row: ParticipantRow): ParticipantRegistration => ({
  id: row.id,
  registrationCode: row.registrationCode,
  year: row.year,
  firstName: row.firstName,
  email: row.email,
  createdAt: row.createdAt,
});

@ObjectType()
export class SponsorApplication {
  @Field(() => ID) id!: string;
  @Field(() => Int) year!: number;
  @Field(() => SponsorshipPackage) package!: SponsorshipPackage;
  @Field(() => String) company!: string;
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true }) logo!: string | null;
}

@ObjectType({ description: 'An approved sponsor as shown on the public sponsor wall' })
export class PublicSponsor {
  @Field(() => ID) id!: string;
  @Field(() => String) company!: string;
  @Field(() => String, { nullable: true }) logo!: string | null;
}

export const toPublicSponsor = (row: SponsorRow): PublicSponsor => ({
  id: row.id,
  company: row.company,
  logo: row.logo,
});

@ObjectType()
export class SponsorTier {
  @Field(() => SponsorshipPackage) package!: SponsorshipPackage;
  @Field(() => [PublicSponsor]) sponsors!: PublicSponsor[];
}

/** The contact and place fields a participant and a sponsor both give. */
@InputType()
abstract class ContactDetailsInput {
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
}

@InputType()
export class RegisterParticipantInput extends ContactDetailsInput {
  @Field(() => String, { nullable: true, description: 'Mr., Mrs., Ms., Miss., Dr., Engnr. or Prof.' }) title?:
    string | null;
  @Field(() => String, { nullable: true, description: 'Male or Female' }) gender?: string | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => Boolean, { defaultValue: false, description: 'Agrees to receive news and offers by e-mail' })
  marketingConsent!: boolean;
}

@InputType()
export class SponsorshipInput extends ContactDetailsInput {
  @Field(() => String, { description: "Package id ('gold') or title ('GOLD')" }) packageId!: string;
  @Field(() => String) company!: string;
}

@InputType()
export class ContactMessageInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String) message!: string;
}
