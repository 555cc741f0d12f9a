import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CURRENCY_CODES, CURRENCY_NAMES } from '../lib/currencies.js';
import { formatMoney } from '../lib/money.js';

/**
 * ISO 4217 codes as a GraphQL enum whose values are the codes themselves (NGN is 'NGN'), so resolvers
 * pass stored codes through and an unknown code sent is refused by the schema, naming the argument.
 */
export const CurrencyCode = Object.fromEntries(CURRENCY_CODES.map((code) => [code, code])) as {
  [K in keyof typeof CURRENCY_NAMES]: K;
};
registerEnumType(CurrencyCode, {
  name: 'CurrencyCode',
  description: 'An ISO 4217 currency code the site can price in (amounts are kept in hundredths)',
  valuesConfig: Object.fromEntries(CURRENCY_CODES.map((code) => [code, { description: CURRENCY_NAMES[code] }])),
});

/**
 * Every amount of money the API answers: exact integer minor units (cents), the currency, and the
 * same amount written out. Never a float. Inputs take the decimal text an owner types ("25.50").
 */
@ObjectType({ description: 'An exact amount of money', simpleResolvers: true })
export class Money {
  @Field(() => Int, { description: 'In minor units of the currency (cents): 2550 is 25.50' })
  amount!: number;
  @Field(() => CurrencyCode, { description: 'ISO 4217 currency code, e.g. USD' })
  currency!: string;
  @Field(() => String, { description: 'The amount as a decimal with two places, e.g. "25.50" (what inputs take)' })
  decimal!: string;
  @Field(() => String, { description: 'The amount as people read it, e.g. "$25.50"' })
  formatted!: string;
}

/**
 * A sum that can pass what `Money.amount` (a GraphQL Int, 32 bits: ₦21.4 million in kobo) holds, such as
 * a registration type's revenue over a whole edition: exact as decimal text.
 */
@ObjectType({ description: 'An exact total of money, as decimal text: it may pass what Money.amount can hold' })
export class MoneyTotal {
  @Field(() => CurrencyCode, { description: 'ISO 4217 currency code, e.g. NGN' })
  currency!: string;
  @Field(() => String, { description: 'The amount as a decimal with two places, e.g. "48250000.00"' })
  decimal!: string;
  @Field(() => String, { description: 'The amount as people read it, e.g. "₦48,250,000.00"' })
  formatted!: string;
}

/** A total in minor units (exact up to 2^53) as a MoneyTotal answer. */
export function moneyTotal(cents: number, currency: string): MoneyTotal {
  const { decimal, formatted } = money(cents, currency);
  return { currency, decimal, formatted };
}

/** 2550 cents in USD as a Money answer. */
export function money(cents: number, currency: string): Money {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const decimal = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return { amount: cents, currency, decimal, formatted: formatMoney(cents, currency) };
}
