import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { Money, money } from '../../../graphql/money.js';
import { PaymentProviderEnum } from '../../rentals/payments/payment.resolver.js';
import { RegistrationType, toRegistrationType } from '../registration-types/registration-type.types.js';
import type { OrderPaymentStep, OrderView } from './order.service.js';
import { isOpenOrder, isPaidOrder } from './order-status.js';

/** Where a paid registration stands for its payer (an unfulfilled order reads as paid: its e-mail says more). */
export enum RegistrationOrderState {
  AWAITING_PAYMENT = 'AWAITING_PAYMENT',
  PAID = 'PAID',
  EXPIRED = 'EXPIRED',
}
registerEnumType(RegistrationOrderState, {
  name: 'RegistrationOrderState',
  description: 'Where a paid registration stands for its payer',
  valuesConfig: {
    AWAITING_PAYMENT: { description: 'Its place is held until expiresAt, waiting for the payment' },
    PAID: { description: 'Paid: what happens next (the confirmation, or a refund) is e-mailed to its address' },
    EXPIRED: { description: 'Not paid in time: its place was given back; register again' },
  },
});

@ObjectType({ description: 'The card step of a paid registration, as the browser needs it' })
export class RegistrationPaymentStep {
  @Field(() => String, {
    description:
      'The key of the registration’s payment page (registrationOrder, payRegistrationOrder): keep it in the browser, never in a link',
  })
  token!: string;
  @Field(() => DateTimeISO, { description: 'Until when the place is held for the payment' }) expiresAt!: Date;
  @Field(() => Money, { description: 'What is charged: the type’s price' }) amount!: Money;
  @Field(() => ID, { description: 'Our payment id (the provider sends the payer back with it)' }) paymentId!: string;
  @Field(() => PaymentProviderEnum, { description: 'Which card processor takes the payment' })
  provider!: PaymentProviderEnum;
  @Field(() => String, {
    description: 'Stripe’s client secret (Stripe.js), Paystack’s checkout address, or the test provider’s secret',
  })
  clientSecret!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Stripe’s publishable key or Paystack’s public key; null for the test provider',
  })
  publishableKey!: string | null;
}

export const toPaymentStep = (step: OrderPaymentStep): RegistrationPaymentStep => ({
  token: step.token,
  expiresAt: step.expiresAt,
  amount: money(step.amountCents, step.currency),
  paymentId: step.paymentId,
  provider: step.provider as PaymentProviderEnum,
  clientSecret: step.clientSecret,
  publishableKey: step.publishableKey,
});

@ObjectType({ description: 'A paid registration as its payer sees it, by the token of its payment page' })
export class RegistrationOrder {
  @Field(() => RegistrationOrderState, { description: 'Where it stands' }) state!: RegistrationOrderState;
  @Field(() => RegistrationType, { description: 'The type registered as' }) type!: RegistrationType;
  @Field(() => Money, { description: 'Its price' }) amount!: Money;
  @Field(() => String, { description: 'The address its confirmation goes to' }) email!: string;
  @Field(() => String, { description: 'Given name, as given' }) firstName!: string;
  @Field(() => DateTimeISO, { description: 'Until when its place is held for the payment' }) expiresAt!: Date;
  @Field(() => String, {
    nullable: true,
    description: 'Why the last payment did not go through (the card refused…); null when none failed',
  })
  failure!: string | null;
}

export function toRegistrationOrder(view: OrderView): RegistrationOrder {
  const { order, now } = view;
  return {
    state: isPaidOrder(order)
      ? RegistrationOrderState.PAID
      : isOpenOrder(order) && order.expiresAt > now
        ? RegistrationOrderState.AWAITING_PAYMENT
        : RegistrationOrderState.EXPIRED,
    type: toRegistrationType(view.type, now),
    amount: money(order.amountCents, order.currency),
    email: order.email ?? '',
    firstName: order.details?.person.firstName ?? '',
    expiresAt: order.expiresAt,
    failure: view.failure,
  };
}
