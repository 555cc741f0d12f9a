import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { RegistrationOrder, RegistrationPaymentStep, toPaymentStep, toRegistrationOrder } from './order.types.js';

@Resolver()
export class PaidRegistrationResolver {
  @RateLimited('expo.my-registration')
  @Query(() => RegistrationOrder, {
    description:
      'A paid registration by its payment page’s token (registerParticipant’s payment.token): asks the provider how an unfinished payment went first',
  })
  async registrationOrder(
    @Arg('token', () => String, { description: 'The token of registerParticipant’s payment step' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegistrationOrder> {
    return toRegistrationOrder(await ctx.services.paidRegistrations.view(token));
  }

  @RateLimited('expo.register')
  @Mutation(() => RegistrationPaymentStep, {
    description:
      'Pays a paid registration again after a refused card (or continues its open payment), while its place is held; the amount is the type’s price',
  })
  async payRegistrationOrder(
    @Arg('token', () => String, { description: 'The token of registerParticipant’s payment step' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RegistrationPaymentStep> {
    return toPaymentStep(await ctx.services.paidRegistrations.pay(token));
  }
}
