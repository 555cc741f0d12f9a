import { Authorized, Ctx, Field, FieldResolver, ID, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { DateTimeISO } from '../../graphql/date-time.js';
import type { GroupWithMembers } from '../expo/groups/group.service.js';
import { AdminParticipant, toAdminParticipant } from './admin.types.js';

@ObjectType({ description: 'Registrations made together by one person, as administrators see them' })
export class RegistrationGroup {
  @Field(() => ID, { description: 'The group id' }) id!: string;
  @Field(() => String, { nullable: true, description: 'The company or organisation given; null when none' })
  company!: string | null;
  @Field(() => String, { description: 'Who registered the group: given and family name' }) contactName!: string;
  @Field(() => String, { description: 'The contact’s e-mail address' }) contactEmail!: string;
  @Field(() => String, { description: 'The contact’s phone number' }) contactPhone!: string;
  @Field(() => Int, { description: 'How many people the form named (some may have been registered already)' })
  size!: number;
  @Field(() => DateTimeISO, { description: 'When the group was registered' }) createdAt!: Date;
  @Field(() => [AdminParticipant], { description: 'Its registrations, by family and given name' })
  members!: AdminParticipant[];
}

export const toRegistrationGroup = ({ group, members }: GroupWithMembers): RegistrationGroup => ({
  id: group.id,
  company: group.company,
  contactName: `${group.contactFirstName} ${group.contactLastName}`,
  contactEmail: group.contactEmail,
  contactPhone: group.contactPhone,
  size: group.size,
  createdAt: group.createdAt,
  members: members.map(toAdminParticipant),
});

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
