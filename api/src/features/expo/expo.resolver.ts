import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AppError } from '../../lib/errors.js';
import { RateLimited } from '../../graphql/rate-limit.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload.js';
import {
  ContactMessageInput,
  ParticipantRegistrationReceipt,
  RegisterParticipantInput,
  SponsorApplication,
  SponsorshipInput,
  SponsorshipPackage,
  SponsorStatus,
  SponsorTier,
  toPackage,
  toPublicSponsor,
} from './expo.types.js';
import { toPaymentStep } from './paid-registration/order.types.js';

@Resolver()
export class ExpoResolver {
  @Query(() => [SponsorshipPackage], { description: 'The sponsorship packages, highest tier first' })
  async sponsorshipPackages(@Ctx() ctx: GraphQLContext): Promise<SponsorshipPackage[]> {
    return (await ctx.services.sponsors.listPackages()).map(toPackage);
  }

  @Query(() => SponsorshipPackage, {
    nullable: true,
    description: "A package by id ('gold') or title ('GOLD'); null with NOT_FOUND when there is none",
  })
  async sponsorshipPackage(
    @Arg('id', () => ID, { description: "The package id ('gold') or title ('GOLD')" }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorshipPackage> {
    const row = await ctx.services.sponsors.findPackage(id);
    if (!row) throw AppError.notFound('The sponsorship package');
    return toPackage(row);
  }

  @Query(() => [SponsorTier], { description: 'Approved sponsors of this edition, by tier (empty tiers left out)' })
  async sponsorWall(@Ctx() ctx: GraphQLContext): Promise<SponsorTier[]> {
    return (await ctx.services.sponsors.wall()).map((tier) => ({
      package: toPackage(tier.package),
      sponsors: tier.sponsors.map(toPublicSponsor),
    }));
  }

  @RateLimited('expo.register')
  @Mutation(() => ParticipantRegistrationReceipt, {
    description:
      'Registers a participant for this edition and e-mails the confirmation (registration code, QR code, private link). ' +
      'An address already registered for this edition gets the same answer, and its confirmation again by e-mail.',
  })
  async registerParticipant(
    @Arg('input', () => RegisterParticipantInput, { description: 'The registration' })
    input: RegisterParticipantInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ParticipantRegistrationReceipt> {
    const receipt = await ctx.services.participants.register({ ...input });
    return { ...receipt, payment: receipt.payment ? toPaymentStep(receipt.payment) : null };
  }

  @RateLimited('expo.resend-confirmation')
  @Mutation(() => String, {
    description: 'E-mails the confirmation again; the same answer whether or not the e-mail is registered',
  })
  resendParticipantConfirmation(
    @Arg('email', () => String, { description: 'The e-mail address registered with' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.participants.resendConfirmation(email);
  }

  @RateLimited('expo.sponsor-apply')
  @Mutation(() => SponsorApplication, {
    description: 'Applies to sponsor this edition; the logo is optional (PNG, JPEG or WebP, 5 MB)',
  })
  async applyForSponsorship(
    @Arg('input', () => SponsorshipInput, { description: 'The application' }) input: SponsorshipInput,
    @Arg('logo', () => GraphQLUpload, {
      nullable: true,
      description: 'The company logo: PNG, JPEG or WebP, at most 5 MB (multipart request)',
    })
    logo: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorApplication> {
    const { sponsor, package: pkg } = await ctx.services.sponsors.apply({ ...input }, await readUpload(logo));
    return {
      id: sponsor.id,
      year: sponsor.year,
      company: sponsor.company,
      status: sponsor.status as SponsorStatus,
      logo: sponsor.logo,
      package: toPackage(pkg),
    };
  }

  @RateLimited('expo.contact')
  @Mutation(() => String, { description: 'Sends a message to the organisers (rate-limited)' })
  sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'The message' }) input: ContactMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.contact.send({ ...input }, ctx.ip);
  }
}
