import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { RateLimited } from '../../graphql/rate-limit.js';
import { MyRegistration, MyRegistrationInput, toMyRegistration } from './my-registration.types.js';

const TOKEN = {
  description: 'The key of the private link from the latest confirmation e-mail (the `token` of its address)',
} as const;

/**
 * "My registration": each operation is authorised by the private link's token alone. A wrong or
 * replaced token gets BAD_USER_INPUT on `token`, whichever e-mail it might have been for.
 */
@Resolver()
export class MyRegistrationResolver {
  @RateLimited('expo.my-registration')
  @Query(() => MyRegistration, { description: 'The registration the private link opens' })
  async myRegistration(
    @Arg('token', () => String, TOKEN) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyRegistration> {
    return toMyRegistration(await ctx.services.myRegistration.get(token), ctx.services.config.expo.timeZone);
  }

  @RateLimited('expo.my-registration')
  @Query(() => String, {
    description:
      'Everything kept about the attendee as JSON text: registration, consents, check-in, deletion requests, e-mails sent (subjects and dates)',
  })
  myRegistrationData(@Arg('token', () => String, TOKEN) token: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.myRegistration.exportData(token);
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => MyRegistration, {
    description:
      "Corrects the attendee's details with the registration form's rules (not the e-mail); audited, a consent change recorded",
  })
  async updateMyRegistration(
    @Arg('token', () => String, TOKEN) token: string,
    @Arg('input', () => MyRegistrationInput, { description: 'Every field of the form' }) input: MyRegistrationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyRegistration> {
    return toMyRegistration(
      await ctx.services.myRegistration.update(token, { ...input }),
      ctx.services.config.expo.timeZone,
    );
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => MyRegistration, {
    description: 'Cancels the registration (no check-in, no more mail); audited. CONFLICT when already cancelled',
  })
  async cancelMyRegistration(
    @Arg('token', () => String, TOKEN) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyRegistration> {
    return toMyRegistration(await ctx.services.myRegistration.cancel(token), ctx.services.config.expo.timeZone);
  }

  @RateLimited('expo.resend-confirmation')
  @Mutation(() => String, {
    description: 'E-mails the confirmation again with a new private link: the current link stops working',
  })
  resendMyConfirmation(@Arg('token', () => String, TOKEN) token: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.myRegistration.resendConfirmation(token);
  }

  @RateLimited('expo.my-registration')
  @Mutation(() => MyRegistration, {
    description:
      'Asks the organisers to delete the registration; the answer comes by e-mail. Asking twice is one request',
  })
  async requestMyDataDeletion(
    @Arg('token', () => String, TOKEN) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyRegistration> {
    return toMyRegistration(
      await ctx.services.myRegistration.requestDeletion(token),
      ctx.services.config.expo.timeZone,
    );
  }
}
