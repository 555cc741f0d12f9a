import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { GroupRegistrationInput, GroupRegistrationReceipt } from './group.types.js';

@Resolver()
export class GroupRegistrationResolver {
  @RateLimited('expo.register-group')
  @Mutation(() => GroupRegistrationReceipt, {
    description:
      'Registers several people of one type at once (a company’s staff): each gets their own confirmation, badge and private link, ' +
      'and the contact a summary. The places are taken for all or none (SOLD_OUT says how many are left).',
  })
  registerGroup(
    @Arg('input', () => GroupRegistrationInput, { description: 'The group' }) input: GroupRegistrationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GroupRegistrationReceipt> {
    return ctx.services.groups.register({ ...input });
  }
}
