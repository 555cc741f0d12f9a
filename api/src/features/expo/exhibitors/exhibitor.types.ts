import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { SponsorshipPackage, toPackage } from '../expo.types.js';
import type { DirectoryEntry } from './exhibitor.service.js';
import type { ExhibitorRow } from './exhibitor.table.js';

@ObjectType({ description: 'A company in the public exhibitor directory: an exhibitor, an approved sponsor, or both' })
export class DirectoryCompany {
  @Field(() => ID, { description: 'The exhibitor id when it has exhibitor details, else the sponsor id' })
  id!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The exhibitor record with its details; null for an approved sponsor nobody has added details to',
  })
  exhibitorId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The approved sponsor it is; null for an exhibitor only' })
  sponsorId!: string | null;
  @Field(() => String, { description: 'The company name' }) company!: string;
  @Field(() => String, { description: 'What it shows or sells; empty when none was written' }) description!: string;
  @Field(() => String, {
    nullable: true,
    description: 'What it shows or sells, in French; null when none was written (the French pages show `description`)',
  })
  descriptionFr!: string | null;
  @Field(() => String, { nullable: true, description: 'Its website (always http or https); null without one' })
  website!: string | null;
  @Field(() => String, { nullable: true, description: 'Its booth or stand, e.g. "Hall B, B14"; null when not given' })
  booth!: string | null;
  @Field(() => String, { nullable: true, description: 'Its category, e.g. "Skincare"; null when not given' })
  category!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of the logo; null without one' })
  logo!: string | null;
  @Field(() => SponsorshipPackage, { nullable: true, description: 'Its sponsorship tier; null for an exhibitor only' })
  sponsorTier!: SponsorshipPackage | null;
}

export const toDirectoryCompany = ({ exhibitor, sponsor }: DirectoryEntry): DirectoryCompany => ({
  id: exhibitor?.id ?? sponsor!.row.id,
  exhibitorId: exhibitor?.id ?? null,
  sponsorId: sponsor?.row.id ?? exhibitor?.sponsorId ?? null,
  company: exhibitor?.company ?? sponsor!.row.company,
  description: exhibitor?.description ?? '',
  descriptionFr: exhibitor?.descriptionFr ?? null,
  website: exhibitor?.website ?? null,
  booth: exhibitor?.booth ?? null,
  category: exhibitor?.category ?? null,
  logo: exhibitor?.logo ?? sponsor?.row.logo ?? null,
  sponsorTier: sponsor ? toPackage(sponsor.package) : null,
});

@ObjectType({ description: 'An exhibitor record as administrators manage it' })
export class Exhibitor {
  @Field(() => ID, { description: 'The exhibitor id' }) id!: string;
  @Field(() => String, { description: 'The company name' }) company!: string;
  @Field(() => String, { description: 'What it shows or sells; empty when none was written' }) description!: string;
  @Field(() => String, { nullable: true, description: 'What it shows or sells, in French; null when none was written' })
  descriptionFr!: string | null;
  @Field(() => String, { nullable: true, description: 'Its website (http or https); null without one' })
  website!: string | null;
  @Field(() => String, { nullable: true, description: 'Its booth or stand; null when not given' }) booth!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Its category; null when not given' }) category!: string | null;
  @Field(() => String, { nullable: true, description: 'URL path of its own logo; null without one' })
  logo!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The sponsor it stands for; null when none, or when that application was deleted',
  })
  sponsorId!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was last changed' }) updatedAt!: Date;
}

export const toExhibitor = (row: ExhibitorRow): Exhibitor => ({
  id: row.id,
  company: row.company,
  description: row.description,
  descriptionFr: row.descriptionFr,
  website: row.website,
  booth: row.booth,
  category: row.category,
  logo: row.logo,
  sponsorId: row.sponsorId,
  updatedAt: row.updatedAt,
});

@InputType({ description: 'An exhibitor: every field, for adding one and for changing one' })
export class ExhibitorInput {
  @Field(() => String, { description: 'The company name, at most 160 characters' }) company!: string;
  @Field(() => String, { nullable: true, description: 'What it shows or sells, at most 2,000 characters' })
  description?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What it shows or sells in French, at most 2,000 characters; empty or left out for none',
  })
  descriptionFr?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Its website: an https:// or http:// address; empty or left out for none',
  })
  website?: string | null;
  @Field(() => String, { nullable: true, description: 'Its booth or stand, at most 40 characters' })
  booth?: string | null;
  @Field(() => String, { nullable: true, description: 'Its category, at most 60 characters, e.g. "Haircare"' })
  category?: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'An approved sponsor of this edition it stands for (one exhibitor per sponsor); left out for none',
  })
  sponsorId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'On a change: remove its logo (a new logo replaces it anyway)' })
  removeLogo?: boolean | null;
}
