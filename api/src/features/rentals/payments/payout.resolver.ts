import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  registerEnumType,
} from 'type-graphql';
import { ConnectionArgs, ConnectionOf, toConnection } from '../../../graphql/connection.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { CurrencyCode, Money, money } from '../../../graphql/money.js';
import { PageInput, PageOf, listParams, pageArgDescription, toPage } from '../../../graphql/page.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { EARNINGS_PAGE_SIZES, type EarningLine, type EarningStatus } from './earnings.service.js';
import { awaitsBankTransfer, transferUnderWay } from './payout-status.js';
import { PAYOUT_METHODS, PAYOUT_STATUSES, type PayoutAccountRow, type PayoutRow } from './payout.table.js';
import { QUEUE_PAGE_SIZES, maskAccountNumber, type QueuedPayout } from './payout.service.js';
import { asEnum } from '../../../graphql/enums.js';

export const PayoutStatusEnum = asEnum(PAYOUT_STATUSES);
registerEnumType(PayoutStatusEnum, {
  name: 'PayoutStatus',
  description: 'Where a payout to an owner is',
  valuesConfig: {
    PENDING: {
      description:
        'Set aside from the available balance and on its way (a Stripe or Paystack transfer, or a bank transfer)',
    },
    PAID: {
      description: "Sent: reference holds the Stripe transfer id, Paystack's transfer code or the bank reference",
    },
    FAILED: {
      description:
        'Could not be sent, or Paystack reversed it (failureMessage says why): the amount is back in the available balance',
    },
  },
});

export const PayoutMethodEnum = asEnum(PAYOUT_METHODS);
registerEnumType(PayoutMethodEnum, {
  name: 'PayoutMethod',
  description: 'How owners are paid',
  valuesConfig: {
    STRIPE: { description: 'Stripe Connect: an Express account the owner sets up at Stripe, paid by transfers' },
    PAYSTACK: {
      description:
        "Paystack: a bank account chosen from Paystack's bank list and resolved by Paystack (the holder's name shown before saving), paid by Paystack transfers",
    },
    BANK: { description: 'Bank transfer: an administrator pays the bank details the owner entered' },
  },
});

const EarningStatusEnum = asEnum(['pending', 'available', 'on_hold'] as const satisfies readonly EarningStatus[]);
registerEnumType(EarningStatusEnum, {
  name: 'EarningStatus',
  description: "Where one booking's earning is",
  valuesConfig: {
    PENDING: { description: 'The rental is not back yet, or its dispute window has not passed' },
    AVAILABLE: { description: 'Returned and the dispute window passed (or cancelled): it can be paid out' },
    ON_HOLD: { description: 'A dispute about the booking is open: available after the decision' },
  },
});

@ObjectType({ description: "An owner's earning from one booking" })
class EarningBooking {
  @Field(() => ID, { description: "The booking's id" }) bookingId!: string;
  @Field(() => String, { description: "The booking's code" }) bookingCode!: string;
  @Field(() => String, { description: 'The tool rented' }) toolName!: string;
  @Field(() => String, {
    description:
      "IANA time zone of the tool (its pickup place): the booking's times, and availableFrom, read on its clocks",
  })
  timeZone!: string;
  @Field(() => Money, { description: 'What the renter paid for the rental (the deposit is not part of it)' })
  amount!: Money;
  @Field(() => Money, { description: "The platform's fee, less any part refunded" }) fee!: Money;
  @Field(() => Money, { description: "The owner's earning: amount less the fee, less refunds, plus deposit awarded" })
  earning!: Money;
  @Field(() => EarningStatusEnum, { description: 'Whether it can be paid out yet' }) status!: EarningStatus;
  @Field(() => DateTimeISO, {
    nullable: true,
    description: 'When it becomes (or became) available; null while the tool is not back',
  })
  availableFrom!: Date | null;
}

@ObjectType({ description: 'A payout to an owner' })
class Payout {
  @Field(() => ID, { description: "The payout's id" }) id!: string;
  @Field(() => Money, { description: 'The amount paid out' }) amount!: Money;
  @Field(() => PayoutStatusEnum, { description: 'Where it is' }) status!: PayoutRow['status'];
  @Field(() => PayoutMethodEnum, { description: 'How it is paid' }) method!: PayoutRow['method'];
  @Field(() => String, {
    nullable: true,
    description: "The Stripe transfer id, Paystack's transfer code or the bank reference, once paid",
  })
  reference!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it failed' }) failureMessage!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was asked for' }) createdAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was sent' }) paidAt!: Date | null;
}

const toPayout = (p: PayoutRow): Payout => ({
  id: p.id,
  amount: money(p.amountCents, p.currency),
  status: p.status,
  method: p.method,
  reference: p.reference,
  failureMessage: p.failureMessage,
  createdAt: p.createdAt,
  paidAt: p.paidAt,
});

const toEarningBooking = (l: EarningLine, currency: string): EarningBooking => ({
  bookingId: l.bookingId,
  bookingCode: l.bookingCode,
  toolName: l.toolName,
  timeZone: l.timeZone,
  amount: money(l.amountCents, currency),
  fee: money(l.feeCents, currency),
  earning: money(l.earningCents, currency),
  status: l.status,
  availableFrom: l.availableFrom,
});

@ObjectType({ description: 'One page of earnings per booking' })
class EarningBookingPage extends PageOf(EarningBooking) {}

@ObjectType({
  description: 'Earnings per booking as a connection: read on from a cursor, so none repeats or is skipped',
})
class EarningBookingConnection extends ConnectionOf(EarningBooking) {}

@ObjectType({ description: 'One page of payouts' })
class PayoutPage extends PageOf(Payout) {}

@ObjectType({ description: 'Payouts as a connection: read on from a cursor, so none repeats or is skipped' })
class PayoutConnection extends ConnectionOf(Payout) {}

@ObjectType({ description: "Where the owner's payouts go (the account number only masked)" })
class PayoutAccount {
  @Field(() => PayoutMethodEnum, { description: 'Stripe Connect, Paystack or bank transfer' })
  method!: PayoutAccountRow['method'];
  @Field(() => String, { nullable: true, description: 'Bank transfer: the name on the account' })
  accountName!: string | null;
  @Field(() => String, { nullable: true, description: 'Bank transfer: the bank' }) bankName!: string | null;
  @Field(() => String, { nullable: true, description: 'Bank transfer: the last four characters, e.g. ••••1234' })
  accountNumberMasked!: string | null;
  @Field(() => String, { nullable: true, description: 'Bank transfer: SWIFT/BIC, sort code or routing number' })
  bankCode!: string | null;
  @Field(() => Boolean, { description: 'Stripe: an Express account exists for the owner' }) stripeConnected!: boolean;
  @Field(() => Boolean, { description: "Stripe: the owner finished Stripe's onboarding form" })
  stripeDetailsSubmitted!: boolean;
  @Field(() => Boolean, { description: 'Stripe: transfers can be paid out to the owner (payouts can be asked for)' })
  stripePayoutsEnabled!: boolean;
  @Field(() => [String], {
    description:
      'Stripe: what Stripe still needs from the owner (e.g. external_account), as refreshStripeAccount reads it from Stripe; empty in other answers',
  })
  stripeRequirementsDue!: string[];
  @Field(() => Boolean, {
    description:
      'A password reset put payouts on hold: the owner confirms these details with their password (confirmPayoutDetails) before asking for a payout',
  })
  onHold!: boolean;
  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'The details changed recently: no payout can be asked for before this time (PAYOUT_COOLING_OFF_HOURS after the change); null when nothing waits',
  })
  payoutsResumeAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'Last changed' }) updatedAt!: Date;
}

const toAccount = (
  a: PayoutAccountRow,
  payoutsResumeAt: Date | null,
  requirementsDue: string[] = [],
): PayoutAccount => ({
  method: a.method,
  accountName: a.accountName,
  bankName: a.bankName,
  accountNumberMasked: maskAccountNumber(a.accountNumber),
  bankCode: a.bankCode,
  stripeConnected: Boolean(a.stripeAccountId),
  stripeDetailsSubmitted: a.stripeDetailsSubmitted,
  stripePayoutsEnabled: a.stripePayoutsEnabled,
  stripeRequirementsDue: requirementsDue,
  onHold: a.heldAt !== null,
  payoutsResumeAt,
  updatedAt: a.updatedAt,
});

@ObjectType({ description: "The signed-in owner's money: balances, per booking, payouts and how they are paid" })
class Earnings {
  ownerId!: string;
  @Field(() => Money, {
    description: 'Earnings of rentals not over yet: not back, in the dispute window after the return, or disputed',
  })
  pending!: Money;
  @Field(() => Money, { description: 'What can be paid out now (earnings available, less payouts asked for)' })
  available!: Money;
  @Field(() => Money, { description: 'Payouts asked for and not sent yet' }) inTransit!: Money;
  @Field(() => Money, { description: 'Paid out so far' }) paid!: Money;
  @Field(() => CurrencyCode, {
    description: 'ISO 4217 currency code of every amount: the one asked for, else the one the owner last earned in',
  })
  currency!: string;
  @Field(() => [CurrencyCode], {
    description:
      'Every currency the owner has earned in (the latest first): the balances of each are apart, and each is paid out apart (myEarnings(currency:))',
  })
  currencies!: string[];
  @Field(() => Money, { description: 'The smallest payout that can be asked for' }) minimumPayout!: Money;
  @Field(() => Int, {
    description: 'Hours after the return before an earning becomes available (DISPUTE_WINDOW_HOURS)',
  })
  disputeWindowHours!: number;
  @Field(() => String, { description: 'The platform\'s fee on each booking, as a percentage, e.g. "10"' })
  platformFeePercent!: string;
  @Field(() => PayoutMethodEnum, { description: 'How owners are paid on this marketplace' })
  payoutMethod!: PayoutAccountRow['method'];
  @Field(() => PayoutAccount, { nullable: true, description: 'Where payouts go; null until set up' })
  payoutAccount!: PayoutAccount | null;
}

/** The password asked again before anything that decides where money goes. */
const currentPasswordArg = {
  description: "The account's current password: where money goes is guarded like the password itself",
};

@InputType({ description: 'The bank account an owner is paid into (bank-transfer payouts)' })
class BankPayoutDetailsInput {
  @Field(() => String, { description: 'The name on the account, 2 to 100 characters' }) accountName!: string;
  @Field(() => String, { description: 'The bank, 2 to 100 characters' }) bankName!: string;
  @Field(() => String, { description: 'Account number or IBAN: 4 to 34 letters and digits (spaces allowed)' })
  accountNumber!: string;
  @Field(() => String, { description: 'SWIFT/BIC, sort code, routing number or bank code, 2 to 20 characters' })
  bankCode!: string;
}

@ObjectType({ description: 'A bank (or mobile money operator) owners can be paid into through Paystack' })
class PayoutBank {
  @Field(() => String, { description: "Paystack's code of the bank: what setPaystackPayoutAccount takes" })
  code!: string;
  @Field(() => String, { description: "The bank's name" }) name!: string;
}

@ObjectType({ description: 'A bank account as Paystack resolved it: who holds it, as the bank has the name' })
class ResolvedPayoutAccount {
  @Field(() => String, { description: "Paystack's code of the bank" }) bankCode!: string;
  @Field(() => String, { description: "The bank's name" }) bankName!: string;
  @Field(() => String, { description: 'The account number (digits only)' }) accountNumber!: string;
  @Field(() => String, { description: "The holder's name, as the bank has it" }) accountName!: string;
  @Field(() => CurrencyCode, { description: 'ISO 4217 code of what the account takes (the bank list it is from)' })
  currency!: string;
}

@ObjectType({ description: "Where to send the owner to set up Stripe payouts (Stripe's onboarding)" })
class StripeOnboardingLink {
  @Field(() => String, { description: "Stripe's onboarding page; it sends the owner back to the earnings page" })
  url!: string;
}

@ObjectType({
  description:
    "An owner's payout as the payout queue shows it, with the full bank details it was asked for with (a later change of the owner's details never redirects it)",
})
class AdminPayout extends Payout {
  @Field(() => ID, { description: "The owner's id" }) ownerId!: string;
  @Field(() => String, { description: "The owner's name" }) ownerName!: string;
  @Field(() => String, { description: "The owner's e-mail address" }) ownerEmail!: string;
  @Field(() => String, { nullable: true, description: 'The name on the bank account' }) accountName!: string | null;
  @Field(() => String, { nullable: true, description: 'The bank' }) bankName!: string | null;
  @Field(() => String, { nullable: true, description: 'The full account number (administrators only)' })
  accountNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'SWIFT/BIC, sort code, routing number or bank code' })
  bankCode!: string | null;
  @Field(() => String, { nullable: true, description: "Stripe payouts: the owner's connected account id" })
  stripeAccountId!: string | null;
  @Field(() => Boolean, {
    description: 'A bank transfer waiting for an administrator: markPayoutPaid and markPayoutFailed may settle it now',
  })
  awaitsBankTransfer!: boolean;
  @Field(() => Boolean, {
    description: 'A Stripe or Paystack transfer on its way: the processor pays it, not the payout queue',
  })
  transferUnderWay!: boolean;
}

const toAdminPayout = ({ payout, owner }: QueuedPayout): AdminPayout => ({
  ...toPayout(payout),
  ownerId: owner.id,
  ownerName: `${owner.firstName} ${owner.lastName}`,
  ownerEmail: owner.email,
  accountName: payout.accountName,
  bankName: payout.bankName,
  accountNumber: payout.accountNumber,
  bankCode: payout.bankCode,
  stripeAccountId: payout.stripeAccountId,
  awaitsBankTransfer: awaitsBankTransfer(payout),
  transferUnderWay: transferUnderWay(payout),
});

@ObjectType({ description: 'One page of the payout queue' })
class AdminPayoutPage extends PageOf(AdminPayout) {}

@ObjectType({
  description: 'The payout queue as a connection: read on from a cursor, so no payout repeats or is skipped',
})
class AdminPayoutConnection extends ConnectionOf(AdminPayout) {}

/** The payout queue's filter: payoutQueue and payoutQueueConnection take the same. */
@ArgsType()
class PayoutQueueArgs {
  @Field(() => PayoutStatusEnum, { nullable: true, description: 'Only payouts in this status' })
  status?: PayoutRow['status'] | null;
}

const QueueWindow = ConnectionArgs(QUEUE_PAGE_SIZES.defaultSize, QUEUE_PAGE_SIZES.maxSize);

const EarningsWindow = ConnectionArgs(EARNINGS_PAGE_SIZES.defaultSize, EARNINGS_PAGE_SIZES.maxSize);

/** The optional currency of an owner's money an operation is about (by default the one they last earned in). */
const currencyArg = (description: string) => ({ nullable: true, description });

@Resolver(() => Earnings)
export class EarningsResolver {
  @FieldResolver(() => EarningBookingPage, { description: 'Earnings per booking, newest rental first' })
  async bookings(
    @Root() earnings: Earnings,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(EARNINGS_PAGE_SIZES.defaultSize, EARNINGS_PAGE_SIZES.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EarningBookingPage> {
    const result = await ctx.services.earnings.bookingLines(earnings.ownerId, earnings.currency, page ?? {});
    return toPage(result, (line) => toEarningBooking(line, earnings.currency));
  }

  @FieldResolver(() => EarningBookingConnection, {
    description:
      'Earnings per booking as a connection, newest rental first: read on with first/after or back with last/before from cursors',
  })
  async bookingsConnection(
    @Root() earnings: Earnings,
    @Args(() => EarningsWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<EarningBookingConnection> {
    const result = await ctx.services.earnings.bookingLinesConnection(earnings.ownerId, earnings.currency, window);
    return toConnection(result, (line) => toEarningBooking(line, earnings.currency), result.count);
  }

  @FieldResolver(() => PayoutPage, { description: 'Payouts, newest first' })
  async payouts(
    @Root() earnings: Earnings,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(EARNINGS_PAGE_SIZES.defaultSize, EARNINGS_PAGE_SIZES.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PayoutPage> {
    return toPage(await ctx.services.earnings.payoutsOf(earnings.ownerId, earnings.currency, page ?? {}), toPayout);
  }

  @FieldResolver(() => PayoutConnection, {
    description:
      'Payouts as a connection, newest first: read on with first/after or back with last/before from cursors',
  })
  async payoutsConnection(
    @Root() earnings: Earnings,
    @Args(() => EarningsWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PayoutConnection> {
    const result = await ctx.services.earnings.payoutsOfConnection(earnings.ownerId, earnings.currency, window);
    return toConnection(result, toPayout, result.count);
  }
}

@Resolver()
export class PayoutResolver {
  @Authorized()
  @Query(() => Earnings, { description: "The signed-in owner's balances, earnings per booking and payouts" })
  async myEarnings(
    @Arg(
      'currency',
      () => CurrencyCode,
      currencyArg(
        'The currency of the balances, earnings and payouts (one of Earnings.currencies); the one the owner last earned in when absent',
      ),
    )
    currency: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Earnings> {
    const ownerId = ctx.viewer!.user.id;
    const { config, earnings, payouts } = ctx.services;
    const { currencies, chosen } = await payouts.ownerCurrencies(ownerId, currency);
    const [balances, account] = await Promise.all([earnings.balances(ownerId, chosen), payouts.accountOf(ownerId)]);
    return {
      currencies,
      ownerId,
      pending: money(balances.pendingCents, chosen),
      available: money(balances.availableCents, chosen),
      inTransit: money(balances.inTransitCents, chosen),
      paid: money(balances.paidCents, chosen),
      currency: chosen,
      minimumPayout: money(100, chosen),
      disputeWindowHours: config.bookings.disputeWindowHours,
      platformFeePercent: String(config.platformFeeBasisPoints / 100),
      payoutMethod: payouts.method,
      payoutAccount:
        account && account.method === payouts.method ? toAccount(account, payouts.payoutsResumeAt(account)) : null,
    };
  }

  @Authorized()
  @Mutation(() => PayoutAccount, {
    description:
      "Saves the bank account the signed-in owner is paid into (bank-transfer payouts only; CONFLICT with Stripe Connect). Needs a confirmed e-mail address (EMAIL_NOT_VERIFIED) and the current password; the owner's address is told at once, and no payout can be asked for during PAYOUT_COOLING_OFF_HOURS",
  })
  async setBankPayoutDetails(
    @Arg('input', () => BankPayoutDetailsInput, { description: 'The bank account' }) input: BankPayoutDetailsInput,
    @Arg('currentPassword', () => String, currentPasswordArg) currentPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PayoutAccount> {
    const { payouts } = ctx.services;
    const account = await payouts.setBankDetails(ctx.viewer, input, currentPassword);
    return toAccount(account, payouts.payoutsResumeAt(account));
  }

  @Authorized()
  @Query(() => [PayoutBank], {
    description:
      "The banks (and mobile money operators) owners can be paid into, from Paystack's list for a currency (Paystack payouts only: CONFLICT otherwise)",
  })
  async payoutBanks(
    @Arg(
      'currency',
      () => CurrencyCode,
      currencyArg(
        'Banks of accounts in this currency (one of SiteConfig.currencies); the one the owner last earned in when absent',
      ),
    )
    currency: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PayoutBank[]> {
    return ctx.services.payouts.payoutBanks(ctx.viewer, currency);
  }

  @Authorized()
  @RateLimited('payout.check-account')
  @RateLimited('payout.check-account-daily')
  @Query(() => ResolvedPayoutAccount, {
    description:
      'Asks Paystack who holds an account, to show the owner before they save it (Paystack payouts only). Needs a confirmed address (EMAIL_NOT_VERIFIED). BAD_USER_INPUT names bankCode for a bank not in payoutBanks, accountNumber for a number the bank does not know. 10 a minute and 30 a day per account (TOO_MANY_REQUESTS)',
  })
  async checkPaystackPayoutAccount(
    @Arg('bankCode', () => String, { description: 'A code from payoutBanks' }) bankCode: string,
    @Arg('accountNumber', () => String, { description: 'The account number, 6 to 20 digits (10 in Nigeria)' })
    accountNumber: string,
    @Arg(
      'currency',
      () => CurrencyCode,
      currencyArg(
        'The currency of the bank list bankCode is from (payoutBanks(currency:)); the one the owner last earned in when absent',
      ),
    )
    currency: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResolvedPayoutAccount> {
    return ctx.services.payouts.checkPaystackAccount(ctx.viewer, { bankCode, accountNumber, currency });
  }

  @Authorized()
  @Mutation(() => PayoutAccount, {
    description:
      "Saves the bank account the signed-in owner is paid into through Paystack (Paystack payouts only; CONFLICT otherwise): Paystack resolves it again (the holder's name is the bank's, never typed) and it becomes a transfer recipient. Guarded like setBankPayoutDetails: a confirmed address, the current password, a mail to the owner and the cooling-off period",
  })
  async setPaystackPayoutAccount(
    @Arg('bankCode', () => String, { description: 'A code from payoutBanks' }) bankCode: string,
    @Arg('accountNumber', () => String, { description: 'The account number, 6 to 20 digits (10 in Nigeria)' })
    accountNumber: string,
    @Arg('currentPassword', () => String, currentPasswordArg) currentPassword: string,
    @Arg(
      'currency',
      () => CurrencyCode,
      currencyArg(
        'The currency of the bank list bankCode is from; payouts in it go to this account. The one the owner last earned in when absent',
      ),
    )
    currency: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PayoutAccount> {
    const { payouts } = ctx.services;
    const account = await payouts.setPaystackAccount(
      ctx.viewer,
      { bankCode, accountNumber, currency },
      currentPassword,
    );
    return toAccount(account, payouts.payoutsResumeAt(account));
  }

  @Authorized()
  @Mutation(() => PayoutAccount, {
    description:
      "After a password reset, confirms with the new password that the payout details are the owner's: payouts are no longer on hold (PayoutAccount.onHold)",
  })
  async confirmPayoutDetails(
    @Arg('currentPassword', () => String, currentPasswordArg) currentPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PayoutAccount> {
    const { payouts } = ctx.services;
    const account = await payouts.confirmDetails(ctx.viewer, currentPassword);
    return toAccount(account, payouts.payoutsResumeAt(account));
  }

  @Authorized()
  @Mutation(() => StripeOnboardingLink, {
    description:
      "Creates the signed-in owner's Stripe Express account (once) and answers a fresh onboarding link (Stripe Connect only). The link can set where Stripe pays the owner, so it is guarded like setBankPayoutDetails: a confirmed address, the current password, a mail to the owner and the cooling-off period",
  })
  async startStripeOnboarding(
    @Arg('currentPassword', () => String, currentPasswordArg) currentPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<StripeOnboardingLink> {
    return ctx.services.payouts.startOnboarding(ctx.viewer, '/user/earnings', currentPassword);
  }

  @Authorized()
  @Mutation(() => PayoutAccount, {
    nullable: true,
    description: "Asks Stripe where the owner's account is (after onboarding) and keeps it; null before onboarding",
  })
  async refreshStripeAccount(@Ctx() ctx: GraphQLContext): Promise<PayoutAccount | null> {
    const { payouts } = ctx.services;
    const { account, currentlyDue } = await payouts.refreshStripeAccount(ctx.viewer);
    return account ? toAccount(account, payouts.payoutsResumeAt(account), currentlyDue) : null;
  }

  @Authorized()
  @Mutation(() => Payout, {
    description:
      'Pays out the available balance (or part of it) to the signed-in owner, to the details saved now (a later change never redirects it). With an Idempotency-Key header (1 to 255 visible ASCII characters, a UUID is best), the same request sent again answers the same payout instead of making another; the same key with another amount is CONFLICT. PAYOUT_NOT_AVAILABLE: more than is available, or under the minimum; PAYOUT_ACCOUNT_REQUIRED: no bank details or Stripe onboarding not finished; PAYOUT_ON_HOLD: the details changed within the cooling-off period, or wait for confirmation after a password reset; EMAIL_NOT_VERIFIED: the address is not confirmed',
  })
  async requestPayout(
    @Arg('amount', () => String, {
      nullable: true,
      description: 'Decimal text such as "25.50", at most the available balance; all of it when absent',
    })
    amount: string | null,
    @Arg(
      'currency',
      () => CurrencyCode,
      currencyArg(
        'What the payout is in (Earnings.currencies): it takes that balance only; the one the owner last earned in when absent',
      ),
    )
    currency: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payout> {
    // Sent again with the same Idempotency-Key header (a double click, a retry), it answers the same payout.
    const key = ctx.http?.req.get('idempotency-key');
    return toPayout(await ctx.services.payouts.requestPayout(ctx.viewer, amount, key, currency));
  }

  @Authorized('Admin')
  @Query(() => AdminPayoutPage, {
    description: 'Payouts with their owners and bank details, pending first, oldest first (administrators)',
  })
  async payoutQueue(
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(QUEUE_PAGE_SIZES.defaultSize, QUEUE_PAGE_SIZES.maxSize),
    })
    page: PageInput | null,
    @Args(() => PayoutQueueArgs) { status }: PayoutQueueArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminPayoutPage> {
    return toPage(await ctx.services.payouts.queue(ctx.viewer, listParams(page), status ?? null), toAdminPayout);
  }

  @Authorized('Admin')
  @Query(() => AdminPayoutConnection, {
    description:
      'Payouts with their owners and bank details, pending first, oldest first, as a connection (administrators): read on with first/after or back with last/before from cursors',
  })
  async payoutQueueConnection(
    @Args(() => QueueWindow) window: KeysetWindow,
    @Args(() => PayoutQueueArgs) { status }: PayoutQueueArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminPayoutConnection> {
    const result = await ctx.services.payouts.queueConnection(ctx.viewer, window, status ?? null);
    return toConnection(result, toAdminPayout, result.count);
  }

  @Authorized('Admin')
  @Mutation(() => Payout, {
    description:
      'Records the bank transfer of a pending bank payout (administrators); the owner is e-mailed a statement',
  })
  async markPayoutPaid(
    @Arg('payoutId', () => ID, { description: 'The payout' }) payoutId: string,
    @Arg('reference', () => String, { description: "The bank transfer's reference, 1 to 100 characters" })
    reference: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payout> {
    return toPayout(await ctx.services.payouts.markPaid(ctx.viewer, payoutId, reference));
  }

  @Authorized('Admin')
  @Mutation(() => Payout, {
    description:
      'A pending bank payout could not be paid (administrators): the amount goes back to the owner, who is e-mailed why',
  })
  async markPayoutFailed(
    @Arg('payoutId', () => ID, { description: 'The payout' }) payoutId: string,
    @Arg('reason', () => String, { description: 'Why, for the owner: 3 to 500 characters' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Payout> {
    return toPayout(await ctx.services.payouts.markFailed(ctx.viewer, payoutId, reason));
  }
}
