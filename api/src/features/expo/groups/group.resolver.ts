import { Arg, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { AdminParticipant } from '../../admin/admin.types.js';
import {
  GroupRegistrationInput,
  GroupRegistrationReceipt,
  RegistrationGroup,
  toRegistrationGroup,
} from './group.types.js';

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

/** The group a registration was made in, on the participant as administrators see it. */
@Resolver(() => AdminParticipant)
export class AdminParticipantGroupResolver {
  @Authorized('Admin')
  @FieldResolver(() => RegistrationGroup, {
    nullable: true,
    description:
      'The group it was registered in, with everyone registered in it; null for a registration of one’s own (one query per participant: ask it of one participant, not a list)',
  })
  async group(@Root() participant: AdminParticipant, @Ctx() ctx: GraphQLContext): Promise<RegistrationGroup | null> {
    if (!participant.groupId) return null;
    const found = await ctx.services.groups.ofParticipant(ctx.viewer, participant.groupId);
    return found ? toRegistrationGroup(found) : null;
  }
}
