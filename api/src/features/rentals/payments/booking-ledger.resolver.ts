import {
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  ObjectType,
  registerEnumType,
  Resolver,
  Root,
} from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { money, Money } from '../../../graphql/money.js';
import { DEPOSIT_STATUSES, type DepositStatus, type RefundStatus } from '../bookings/booking.table.js';
import { Booking, RefundStatusEnum } from '../bookings/booking.types.js';
import { LEDGER_KINDS, type LedgerKind } from './ledger.table.js';
import { asEnum } from '../../../graphql/enums.js';

export const LedgerKindEnum = asEnum(LEDGER_KINDS);
registerEnumType(LedgerKindEnum, {
  name: 'LedgerKind',
  description: 'What a ledger entry records (amounts are signed: money in +, money out or taken back −)',
  valuesConfig: {
    CHARGE: { description: 'The card was charged (+): the rental amount and the deposit' },
    REFUND: { description: 'Money given back to the renter’s card (−)' },
    OWNER_EARNING: { description: 'The owner’s share (+), taken back as far as refunded (−); a deposit awarded (+)' },
    PLATFORM_FEE: { description: 'The platform’s share (+), taken back as far as refunded (−)' },
    DEPOSIT_HELD: { description: 'The deposit, charged and kept apart (+)' },
    DEPOSIT_RELEASED: { description: 'The part of the deposit going back to the renter (−)' },
    DEPOSIT_CLAIMED: { description: 'The part of the deposit awarded to the owner after a decided claim (−)' },
    PAYOUT: { description: 'Money sent to the owner (−), given back if the payout fails (+)' },
    SPONSORSHIP_PAYMENT: { description: 'A sponsor paid an invoice (+), by card or by bank transfer' },
    SPONSORSHIP_REFUND: { description: 'A credited invoice’s card payment given back to the sponsor (−)' },
    REGISTRATION_PAYMENT: { description: 'A paid registration type’s price, paid by card (+)' },
    REGISTRATION_REFUND: {
      description: 'A paid registration that could not be made (the address was registered already) given back (−)',
    },
  },
});

export const DepositStatusEnum = asEnum(DEPOSIT_STATUSES);
registerEnumType(DepositStatusEnum, {
  name: 'DepositStatus',
  description: "Where a booking's security deposit is",
  valuesConfig: {
    HELD: { description: 'Charged with the booking and kept apart' },
    CLAIMED: { description: 'The owner claimed damage: kept until an administrator decides' },
    RELEASED: { description: 'Given back to the renter' },
    SETTLED: { description: 'Decided: split between the owner and the renter as the decision said' },
  },
});

@ObjectType({ description: 'One movement of money of a booking, as the ledger recorded it' })
export class LedgerEntry {
  @Field(() => ID, { description: "The entry's id" }) id!: string;
  @Field(() => LedgerKindEnum, { description: 'What it records' }) kind!: LedgerKind;
  @Field(() => Money, { description: 'Signed amount: + money in or owed, − money out or taken back' }) amount!: Money;
  @Field(() => String, {
    description: "What makes it unique (e.g. 'refund:<booking>'): written once however often retried",
  })
  key!: string;
  @Field(() => String, { nullable: true, description: "The payment provider's id of the movement, when there is one" })
  providerRef!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was recorded' }) createdAt!: Date;
}

@ObjectType({ description: 'The sum of the entries of one kind' })
export class LedgerTotal {
  @Field(() => LedgerKindEnum, { description: 'The kind summed' }) kind!: LedgerKind;
  @Field(() => Money, { description: 'The sum of its entries (signed)' }) amount!: Money;
}

@ObjectType({ description: "A booking's money as the ledger has it (administrators)" })
export class BookingLedger {
  @Field(() => [LedgerEntry], { description: 'Every entry of the booking, oldest first' }) entries!: LedgerEntry[];
  @Field(() => [LedgerTotal], { description: 'One total per kind that has entries, in the order of LedgerKind' })
  totals!: LedgerTotal[];
  @Field(() => Money, { description: 'The security deposit charged with the booking (0: none)' }) deposit!: Money;
  @Field(() => DepositStatusEnum, { nullable: true, description: 'Where the deposit is; null: no deposit' })
  depositStatus!: DepositStatus | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the deposit went back or was decided' })
  depositSettledAt!: Date | null;
}

@ObjectType({
  description:
    "What came back to a booking's renter, as the ledger recorded it (the provider gave it back), and where its cancellation refund is",
})
export class BookingRefund {
  @Field(() => RefundStatusEnum, {
    nullable: true,
    description:
      "The cancellation refund's progress (PENDING: asked of the provider, the amounts below are still 0); null when no cancellation refund was asked for (a deposit back after the return, a dispute's decision)",
  })
  status!: RefundStatus | null;
  @Field(() => Money, {
    description:
      "Of the rental amount, what went back to the renter's card (a cancellation's share, a dispute's decision)",
  })
  rental!: Money;
  @Field(() => Money, { description: "Of the deposit, what went back to the renter's card" }) deposit!: Money;
  @Field(() => Money, { description: 'Everything that went back: rental plus deposit' }) total!: Money;
  @Field(() => Int, {
    description:
      'The share of the rental amount that went back, in whole percent (rounded down; 100 only when all of it)',
  })
  rentalPercent!: number;
  @Field(() => Boolean, {
    description: 'The whole rental amount and the whole deposit (if any) went back: a refund in full',
  })
  inFull!: boolean;
}

@Resolver(() => Booking)
export class BookingLedgerResolver {
  @FieldResolver(() => BookingRefund, {
    nullable: true,
    description:
      "What came back to the renter, from the ledger (the renter, the owner and administrators see it); null when nothing was refunded nor asked to be. Ask it on one booking's page",
  })
  async refund(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<BookingRefund | null> {
    const refund = await ctx.services.bookingLedger.refundOf(booking.id);
    if (!refund) return null;
    const currency = booking.amount.currency;
    return {
      status: refund.status,
      rental: money(refund.rentalCents, currency),
      deposit: money(refund.depositCents, currency),
      total: money(refund.rentalCents + refund.depositCents, currency),
      rentalPercent: refund.amountCents > 0 ? Math.floor((refund.rentalCents * 100) / refund.amountCents) : 0,
      inFull: refund.rentalCents >= refund.amountCents && refund.depositCents >= refund.depositChargedCents,
    };
  }

  @Authorized('Admin')
  @FieldResolver(() => BookingLedger, {
    description: "The booking's ledger entries, totals per kind and deposit (administrators only)",
  })
  async ledger(@Root() booking: Booking, @Ctx() ctx: GraphQLContext): Promise<BookingLedger> {
    const { booking: row, entries, totals } = await ctx.services.bookingLedger.ofBooking(ctx.viewer, booking.id);
    return {
      entries: entries.map((e) => ({
        id: e.id,
        kind: e.kind,
        amount: money(e.amountCents, e.currency),
        key: e.entryKey,
        providerRef: e.providerRef,
        createdAt: e.createdAt,
      })),
      totals: totals.map((t) => ({ kind: t.kind, amount: money(t.cents, t.currency) })),
      deposit: money(row.depositCents, booking.amount.currency),
      depositStatus: row.depositStatus,
      depositSettledAt: row.depositSettledAt,
    };
  }
}
