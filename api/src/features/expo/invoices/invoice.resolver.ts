import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { SponsorshipPackage, toPackage } from '../expo.types.js';
import {
  CreditNote,
  InvoiceCardStep,
  InvoiceSettings,
  InvoiceSettingsInput,
  IssueInvoiceInput,
  SponsorInvoice,
  Sponsorship,
  toCardStep,
  toCreditNote,
  toInvoice,
  toSettings,
  toSponsorship,
} from './invoice.types.js';
import { CurrencyCode } from '../../../graphql/money.js';

@Resolver()
export class InvoiceResolver {
  @Authorized('Admin')
  @Query(() => InvoiceSettings, { description: 'The invoicing settings (administrators)' })
  async invoiceSettings(@Ctx() ctx: GraphQLContext): Promise<InvoiceSettings> {
    return toSettings(await ctx.services.invoices.adminSettings(ctx.viewer));
  }

  /* Unpaged: an application has one invoice in force and at most a few credited ones. */
  @Authorized('Admin')
  @Query(() => [SponsorInvoice], { description: 'Every invoice of a sponsorship application, newest first' })
  async sponsorInvoices(
    @Arg('sponsorId', () => ID, { description: 'The application id' }) sponsorId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorInvoice[]> {
    return (await ctx.services.invoices.invoicesOf(ctx.viewer, sponsorId)).map(toInvoice);
  }

  @Authorized('Admin')
  @Query(() => CreditNote, { nullable: true, description: 'The credit note of an invoice; null when it has none' })
  async invoiceCreditNote(
    @Arg('invoiceId', () => ID, { description: 'The invoice id' }) invoiceId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditNote | null> {
    const invoice = await ctx.services.invoices.adminInvoice(ctx.viewer, invoiceId);
    const credit = await ctx.services.invoices.creditNoteOf(invoice.id);
    return credit ? toCreditNote(credit) : null;
  }

  @RateLimited('expo.my-registration')
  @Query(() => Sponsorship, {
    description: 'The sponsor’s own page by the private link’s token (BAD_USER_INPUT on token when it does not work)',
  })
  async mySponsorship(
    @Arg('token', () => String, { description: 'The private link’s token' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Sponsorship> {
    return toSponsorship(await ctx.services.invoices.sponsorship(token));
  }

  @Authorized('Admin')
  @Mutation(() => InvoiceSettings, { description: 'Replaces the invoicing settings (audited)' })
  async updateInvoiceSettings(
    @Arg('input', () => InvoiceSettingsInput, { description: 'The settings as they should be' })
    input: InvoiceSettingsInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceSettings> {
    return toSettings(
      await ctx.services.invoices.updateSettings(ctx.viewer, { ...input, taxLines: [...input.taxLines] }),
    );
  }

  @Authorized('Admin')
  @Mutation(() => SponsorshipPackage, { description: 'Sets what a package’s invoice charges before taxes (audited)' })
  async setSponsorshipPackagePrice(
    @Arg('id', () => ID, { description: 'The package id, e.g. gold' }) id: string,
    @Arg('priceCents', () => Int, { nullable: true, description: 'Minor units (kobo); null: no price' })
    priceCents: number | null,
    @Arg('currency', () => CurrencyCode, { nullable: true, description: 'ISO 4217 code; default: the site’s' })
    currency: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorshipPackage> {
    return toPackage(await ctx.services.invoices.setPackagePrice(ctx.viewer, id, { priceCents, currency }));
  }

  @Authorized('Admin')
  @Mutation(() => SponsorInvoice, {
    description:
      'Issues the invoice of an approved sponsor, numbered in its year; the sponsor is e-mailed the PDF and a private link (audited)',
  })
  async issueSponsorInvoice(
    @Arg('sponsorId', () => ID, { description: 'The application id' }) sponsorId: string,
    @Arg('input', () => IssueInvoiceInput, { nullable: true, description: 'What differs from the defaults' })
    input: IssueInvoiceInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorInvoice> {
    return toInvoice(await ctx.services.invoices.issue(ctx.viewer, sponsorId, { ...input }));
  }

  @Authorized('Admin')
  @Mutation(() => SponsorInvoice, {
    description: 'Marks an open invoice paid by bank transfer, with the transfer’s reference (audited)',
  })
  async markInvoicePaid(
    @Arg('id', () => ID, { description: 'The invoice id' }) id: string,
    @Arg('reference', () => String, { description: 'The transfer’s reference, as the bank statement shows it' })
    reference: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SponsorInvoice> {
    return toInvoice(await ctx.services.invoices.markPaid(ctx.viewer, id, reference));
  }

  @Authorized('Admin')
  @Mutation(() => CreditNote, {
    description:
      'Cancels an invoice with a numbered credit note, e-mailed to the sponsor; a card payment is refunded (audited)',
  })
  async creditInvoice(
    @Arg('id', () => ID, { description: 'The invoice id' }) id: string,
    @Arg('reason', () => String, { description: 'Why, for the audit log and the credit note' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreditNote> {
    return toCreditNote(await ctx.services.invoices.credit(ctx.viewer, id, reason));
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => InvoiceCardStep, {
    description:
      'Starts (or continues) paying the sponsor’s open invoice by card through the configured provider; the amount is the invoice’s',
  })
  async payInvoiceByCard(
    @Arg('token', () => String, { description: 'The private link’s token' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceCardStep> {
    return toCardStep(await ctx.services.invoices.payByCard(token));
  }
}
