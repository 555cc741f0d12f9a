import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { SponsorRow, SponsorshipPackageRow } from './expo.table.js';
import { RegistrationAnswerInput } from './registration-types/registration-type.types.js';
import { RegistrationPaymentStep } from './paid-registration/order.types.js';
import { CurrencyCode } from '../../graphql/money.js';

/** Where a sponsorship application stands. The values are those stored (expo.table.ts SPONSOR_STATUSES). */
export enum SponsorStatus {
  APPLIED = 'applied',
  APPROVED = 'approved',
  DECLINED = 'declined',
  CANCELLED = 'cancelled',
}
registerEnumType(SponsorStatus, {
  name: 'SponsorStatus',
  description: 'Where a sponsorship application stands',
  valuesConfig: {
    APPLIED: { description: 'Sent, waiting for an administrator to review it' },
    APPROVED: { description: 'Approved: the sponsor shows on the public sponsor wall' },
    DECLINED: { description: 'Declined by an administrator' },
    CANCELLED: {
      description: 'Cancelled by an administrator: kept in the lists, off the sponsor wall and the mailings',
    },
  },
});

/** The values are those stored (lib/language.ts LANGUAGES). */
export enum Language {
  EN = 'en',
  FR = 'fr',
}
registerEnumType(Language, {
  name: 'Language',
  description: 'A language the expo writes in: its pages, and the e-mails to the person who filled a form in it',
  valuesConfig: {
    EN: { description: 'English (the default)' },
    FR: { description: 'French' },
  },
});

export const LANGUAGE_INPUT = {
  defaultValue: Language.EN,
  description: 'The language the form was filled in: the e-mails to this person are written in it (default EN)',
};

/** How a participant is addressed. The values are those stored (expo.table.ts PARTICIPANT_TITLES). */
export enum ParticipantTitle {
  MR = 'Mr.',
  MRS = 'Mrs.',
  MS = 'Ms.',
  MISS = 'Miss.',
  DR = 'Dr.',
  ENGNR = 'Engnr.',
  PROF = 'Prof.',
}
registerEnumType(ParticipantTitle, {
  name: 'ParticipantTitle',
  description: 'How a participant is addressed',
  valuesConfig: {
    MR: { description: 'Mr.' },
    MRS: { description: 'Mrs.' },
    MS: { description: 'Ms.' },
    MISS: { description: 'Miss.' },
    DR: { description: 'Dr. (doctor)' },
    ENGNR: { description: 'Engnr. (engineer)' },
    PROF: { description: 'Prof. (professor)' },
  },
});

/** The values are those stored (expo.table.ts GENDERS). */
export enum Gender {
  MALE = 'Male',
  FEMALE = 'Female',
}
registerEnumType(Gender, {
  name: 'Gender',
  description: 'A participant’s gender, as the registration form asks it',
  valuesConfig: { MALE: { description: 'Male' }, FEMALE: { description: 'Female' } },
});

@ObjectType({ description: 'A sponsorship package (PLATINUM, GOLD, SILVER) with its benefits' })
export class SponsorshipPackage {
  @Field(() => ID, { description: "Stable id used in links, e.g. 'gold'" }) id!: string;
  @Field(() => String, { description: "The package's name, e.g. 'GOLD'" }) title!: string;
  @Field(() => Int, { description: '1 is the highest tier' }) rank!: number;
  @Field(() => String, {
    description:
      "What the package costs, as the site shows it: one amount or a range, e.g. '50,000' or '20,000 - 40,000' (display text, agreed with the organisers)",
  })
  amountRange!: string;
  @Field(() => Int, {
    nullable: true,
    description:
      'What its invoice charges before taxes, in minor units of `currency`; null until the organisers set it',
  })
  priceCents!: number | null;
  @Field(() => CurrencyCode, { nullable: true, description: 'ISO 4217 code of priceCents; null without a price' })
  currency!: string | null;
  @Field(() => String, { description: 'The advert in the expo programme, e.g. "Full page"' })
  advertExpoProgram!: string;
  @Field(() => String, { description: 'The booth space included, as shown, e.g. "Large"' }) boothSpace!: string;
  @Field(() => String, { description: 'The VIP passes included, as shown, e.g. "2-3"' }) vipPasses!: string;
  @Field(() => Boolean, { description: 'Includes a branding presentation' }) brandingPresentation!: boolean;
  @Field(() => Boolean, { description: 'Includes a premium booth location' }) premiumBoothLocation!: boolean;
  @Field(() => Boolean, { description: 'The logo shows on the stage backdrops' }) logoOnStageBackdrops!: boolean;
  @Field(() => Boolean, { description: 'Includes a speaking slot at the opening' }) speakingSlotAtOpening!: boolean;
  @Field(() => Boolean, { description: 'Includes access to VIP networking' }) vipNetworkingAccess!: boolean;
  @Field(() => Boolean, { description: 'The logo shows on delegate items' }) logoOnDelegateItems!: boolean;
  @Field(() => Boolean, { description: 'The logo shows on banners, the website and social media' })
  logoOnBannersWebsiteSocial!: boolean;
  @Field(() => Boolean, { description: 'The sponsor is named during the sessions' })
  recognitionDuringSessions!: boolean;
  @Field(() => Boolean, { description: 'Includes access to the networking lounge' })
  networkingLoungeAccess!: boolean;
  @Field(() => Boolean, { description: 'The sponsor is named in the press release' }) pressReleaseMention!: boolean;
}

export const toPackage = ({ amount, ...row }: SponsorshipPackageRow): SponsorshipPackage => ({
  ...row,
  amountRange: amount,
});

@ObjectType({
  description:
    'The answer to a registration: made of what was sent, the same whether or not the address was registered already. ' +
    'The registration code and its QR code reach the address by e-mail only.',
})
export class ParticipantRegistrationReceipt {
  @Field(() => String, {
    description: 'Says that the confirmation with the QR code is on its way by e-mail, in the language of the form',
  })
  message!: string;
  @Field(() => String, { description: 'The address the confirmation goes to, as given (in lower case)' })
  email!: string;
  @Field(() => String, { description: 'Given name, as given' }) firstName!: string;
  @Field(() => Int, { description: 'The edition registered for, e.g. 2026' }) year!: number;
  @Field(() => RegistrationPaymentStep, {
    nullable: true,
    description:
      'A paid type: the card step that makes the registration (its place is held until expiresAt; the confirmation comes once paid). Null for a free type',
  })
  payment?: RegistrationPaymentStep | null;
}

@ObjectType({ description: 'A sponsorship application as its sender sees it once sent' })
export class SponsorApplication {
  @Field(() => ID, { description: 'The application id' }) id!: string;
  @Field(() => Int, { description: 'The edition applied for, e.g. 2026' }) year!: number;
  @Field(() => SponsorshipPackage, { description: 'The package applied for' }) package!: SponsorshipPackage;
  @Field(() => String, { description: 'The company or organisation name' }) company!: string;
  @Field(() => SponsorStatus, { description: 'Where the application stands: APPLIED when just sent' })
  status!: SponsorStatus;
  @Field(() => String, { nullable: true, description: 'URL path of the logo; null when none was sent' })
  logo!: string | null;
}

@ObjectType({ description: 'An approved sponsor as shown on the public sponsor wall' })
export class PublicSponsor {
  @Field(() => ID, { description: 'The sponsor id' }) id!: string;
  @Field(() => String, { description: 'The company or organisation name' }) company!: string;
  @Field(() => String, { nullable: true, description: 'URL path of the logo; null without one' })
  logo!: string | null;
}

export const toPublicSponsor = (row: SponsorRow): PublicSponsor => ({
  id: row.id,
  company: row.company,
  logo: row.logo,
});

@ObjectType({ description: 'One package on the sponsor wall with its approved sponsors' })
export class SponsorTier {
  @Field(() => SponsorshipPackage, { description: 'The package' }) package!: SponsorshipPackage;
  @Field(() => [PublicSponsor], { description: 'Its approved sponsors of this edition, by company name' })
  sponsors!: PublicSponsor[];
}

/** The contact and place fields a participant and a sponsor both give. */
@InputType()
export abstract class ContactDetailsInput {
  @Field(() => String, { description: 'E-mail address: the confirmation goes here' }) email!: string;
  @Field(() => String, { description: 'Phone number: digits, spaces, +, -, ( and ), at most 30 characters' })
  phone!: string;
  @Field(() => String, { description: 'Country name, e.g. "Nigeria"' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region' }) state?: string | null;
  @Field(() => String, { nullable: true, description: 'City' }) city?: string | null;
  @Field(() => String, { nullable: true, description: 'Street address' }) address?: string | null;
}

@InputType({ description: 'A registration to attend this edition of the expo; one per e-mail address' })
export class RegisterParticipantInput extends ContactDetailsInput {
  @Field(() => ParticipantTitle, { nullable: true, description: 'How to address the participant' })
  title?: ParticipantTitle | null;
  @Field(() => Gender, { nullable: true, description: 'Gender, if the participant gives it' })
  gender?: Gender | null;
  @Field(() => String, { description: 'Given name, at most 80 characters' }) firstName!: string;
  @Field(() => String, { description: 'Family name, at most 80 characters' }) lastName!: string;
  @Field(() => Boolean, { defaultValue: false, description: 'Agrees to receive news and offers by e-mail' })
  marketingConsent!: boolean;
  @Field(() => Language, LANGUAGE_INPUT) language?: Language;
  @Field(() => String, {
    nullable: true,
    description:
      'The registration type: its slug or id (registrationTypes); the default type when null. Full: SOLD_OUT, and its waitlist takes names',
  })
  type?: string | null;
  @Field(() => [RegistrationAnswerInput], {
    nullable: true,
    description: 'The answers to the type’s questions; a problem names its field `answers.<key>`',
  })
  answers?: RegistrationAnswerInput[] | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The key of a waitlist offer’s link: the registration takes the place held for it (its type; `type` is not read)',
  })
  offer?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'An access code (an invitation, a sponsor’s VIP pass): the registration is of its type, a hidden one too, and takes one of its places; problems name `code`',
  })
  code?: string | null;
}

@InputType({ description: 'An application to sponsor this edition of the expo' })
export class SponsorshipInput extends ContactDetailsInput {
  @Field(() => ID, { description: "Package id ('gold') or title ('GOLD')" }) packageId!: string;
  @Field(() => String, { description: 'The company or organisation name, at most 160 characters' })
  company!: string;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Send it although this e-mail applied already this year (without it, such an application is refused with CONFLICT, naming the earlier one)',
  })
  alsoApply?: boolean | null;
  @Field(() => Language, LANGUAGE_INPUT) language?: Language;
}

@InputType({ description: 'A message to the organisers' })
export class ContactMessageInput {
  @Field(() => String, { description: 'Who writes, at most 100 characters' }) name!: string;
  @Field(() => String, { description: 'Where the answer should go' }) email!: string;
  @Field(() => String, { description: 'The message: 10 to 5,000 characters' }) message!: string;
  @Field(() => Language, {
    defaultValue: Language.EN,
    description: "The language the form was filled in: an administrator's reply is framed in it (default EN)",
  })
  language?: Language;
}
