import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../graphql/connection.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload.js';
import { PageInput, toPage } from '../../graphql/page.js';
import { isAppError, AppError } from '../../lib/errors.js';
import { toUser, User } from '../accounts/account.types.js';
import type { AuditAction, AuditTarget } from '../audit/audit.table.js';
import { ADMIN_PAGE } from './admin.resolver.js';
import { AdminParticipant, AdminSponsor, toAdminParticipant, toAdminSponsor } from './admin.types.js';
import {
  AuditLogArgs,
  AuditEntryConnection,
  AuditEntryPage,
  ParticipantCorrectionInput,
  SponsorCorrectionInput,
  toAuditEntry,
  UserCorrectionInput,
} from './records.types.js';

const AuditWindow = ConnectionArgs(25, 100);

/** The audit log's filters as the service reads them (the GraphQL enums' values are the stored ones). */
const auditFilters = ({ targetType, targetId, actorId, action }: AuditLogArgs) => ({
  targetType: (targetType ?? null) as AuditTarget | null,
  targetId: targetId ?? null,
  actorId: actorId ?? null,
  action: (action ?? null) as AuditAction | null,
});

const REASON = {
  description: 'Why: required, at most 500 characters, kept in the audit log',
} as const;

/**
 * The services call the nickname `userName` (its column); GraphQL callers send `nickname`, so an
 * error about it names `nickname`.
 */
async function nicknameErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isAppError(error) || !error.fields.some((f) => f.path === 'userName')) throw error;
    const fields = error.fields.map((f) => (f.path === 'userName' ? { ...f, path: 'nickname' } : f));
    throw new AppError(error.code, error.message, fields, error.retryAfterSeconds);
  }
}

/** An administrator's corrections of participants, sponsors and accounts, and the audit log they write. */
@Authorized('Admin')
@Resolver()
export class AdminRecordsResolver {
  @Mutation(() => AdminParticipant, {
    description: "Corrects a participant's details with the registration form's rules; audited",
  })
  async updateParticipant(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Arg('input', () => ParticipantCorrectionInput, { description: 'Every field of the registration' })
    input: ParticipantCorrectionInput,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participantRecords.update(ctx.viewer, id, { ...input }, reason));
  }

  @Mutation(() => AdminParticipant, {
    description:
      'Cancels a registration: kept in the lists and exports, left out of mailings, refused at check-in. CONFLICT when already cancelled',
  })
  async cancelParticipant(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participantRecords.cancel(ctx.viewer, id, reason));
  }

  @Mutation(() => AdminParticipant, { description: 'Reinstates a cancelled registration. CONFLICT when it stands' })
  async reinstateParticipant(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participantRecords.reinstate(ctx.viewer, id, reason));
  }

  @Mutation(() => AdminParticipant, {
    description:
      'Approves a registration that awaits approval (or one declined before): its ticket is e-mailed. CONFLICT when it is approved already; SOLD_OUT when a declined one’s type has no place left',
  })
  async approveParticipant(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why, for the audit log (at most 500 characters); "Approved" when left out',
    })
    reason: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participantRecords.approve(ctx.viewer, id, reason));
  }

  @Mutation(() => AdminParticipant, {
    description:
      'Declines a registration that awaits approval: it stops standing, its place goes to the waitlist, and the person is told by e-mail (the reason stays in the audit log). CONFLICT when it does not await approval',
  })
  async declineParticipant(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participantRecords.decline(ctx.viewer, id, reason));
  }

  @Mutation(() => Boolean, {
    description: 'Deletes a registration for good (the audit entry keeps what it said); true once deleted',
  })
  async deleteParticipant(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.participantRecords.delete(ctx.viewer, id, reason);
    return true;
  }

  @Mutation(() => AdminParticipant, {
    description: 'E-mails the confirmation (with its QR code) again, at once. CONFLICT for a cancelled registration',
  })
  async adminResendParticipantConfirmation(
    @Arg('id', () => ID, { description: 'The registration id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminParticipant> {
    return toAdminParticipant(await ctx.services.participantRecords.resendConfirmation(ctx.viewer, id, reason));
  }

  @Mutation(() => AdminSponsor, {
    description:
      "Corrects a sponsorship application with the application form's rules, and replaces or removes its logo; audited",
  })
  async updateSponsor(
    @Arg('id', () => ID, { description: 'The application id' }) id: string,
    @Arg('input', () => SponsorCorrectionInput, { description: 'Every field of the application' })
    input: SponsorCorrectionInput,
    @Arg('reason', () => String, REASON) reason: string,
    @Arg('logo', () => GraphQLUpload, {
      nullable: true,
      description: 'A new logo: PNG, JPEG or WebP, at most 5 MB (multipart request); left out, the logo stays',
    })
    logo: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminSponsor> {
    return toAdminSponsor(
      await ctx.services.sponsorRecords.update(ctx.viewer, id, { ...input }, reason, await readUpload(logo)),
    );
  }

  @Mutation(() => AdminSponsor, {
    description:
      'Cancels an application (status CANCELLED): kept in the lists and exports, off the sponsor wall and the mailings',
  })
  async cancelSponsor(
    @Arg('id', () => ID, { description: 'The application id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminSponsor> {
    return toAdminSponsor(await ctx.services.sponsorRecords.cancel(ctx.viewer, id, reason));
  }

  @Mutation(() => AdminSponsor, {
    description: 'Takes a cancelled application back to review (APPLIED). CONFLICT when it is not cancelled',
  })
  async reinstateSponsor(
    @Arg('id', () => ID, { description: 'The application id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminSponsor> {
    return toAdminSponsor(await ctx.services.sponsorRecords.reinstate(ctx.viewer, id, reason));
  }

  @Mutation(() => Boolean, {
    description: 'Deletes an application and its logo for good (the audit entry keeps what it said); true once deleted',
  })
  async deleteSponsor(
    @Arg('id', () => ID, { description: 'The application id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.sponsorRecords.delete(ctx.viewer, id, reason);
    return true;
  }

  @Mutation(() => AdminSponsor, {
    description: "E-mails the application's confirmation again, at once. CONFLICT for a cancelled application",
  })
  async adminResendSponsorConfirmation(
    @Arg('id', () => ID, { description: 'The application id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminSponsor> {
    return toAdminSponsor(await ctx.services.sponsorRecords.resendConfirmation(ctx.viewer, id, reason));
  }

  @Mutation(() => User, {
    description: "Corrects an account's details and role (not its e-mail or password: those are the owner's); audited",
  })
  async adminUpdateUser(
    @Arg('id', () => ID, { description: 'The account id' }) id: string,
    @Arg('input', () => UserCorrectionInput, { description: 'Every field of the correction' })
    input: UserCorrectionInput,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const { nickname, ...rest } = input;
    return toUser(
      await nicknameErrors(ctx.services.accountAdmin.update(ctx.viewer, id, { ...rest, userName: nickname }, reason)),
    );
  }

  @Mutation(() => User, {
    description:
      'Disables an account: every session ends at once and it cannot sign in. CONFLICT for your own account or one already disabled',
  })
  async disableUser(
    @Arg('id', () => ID, { description: 'The account id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return toUser(await ctx.services.accountAdmin.disable(ctx.viewer, id, reason));
  }

  @Mutation(() => User, { description: 'Enables a disabled account again. CONFLICT when it is not disabled' })
  async enableUser(
    @Arg('id', () => ID, { description: 'The account id' }) id: string,
    @Arg('reason', () => String, REASON) reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return toUser(await ctx.services.accountAdmin.enable(ctx.viewer, id, reason));
  }

  @Query(() => AuditEntryPage, { description: 'What administrators changed, newest first, one page at a time' })
  async adminAuditLog(
    @Arg('page', () => PageInput, { nullable: true, description: ADMIN_PAGE }) page: PageInput | null,
    @Args(() => AuditLogArgs) filters: AuditLogArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuditEntryPage> {
    const params = { page: page?.page ?? null, pageSize: page?.pageSize ?? null };
    return toPage(await ctx.services.audit.list(ctx.viewer, params, auditFilters(filters)), toAuditEntry);
  }

  @Query(() => AuditEntryConnection, {
    description:
      'What administrators changed, newest first, as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminAuditLogConnection(
    @Args(() => AuditWindow) window: KeysetWindow,
    @Args(() => AuditLogArgs) filters: AuditLogArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuditEntryConnection> {
    const result = await ctx.services.audit.listConnection(ctx.viewer, window, auditFilters(filters));
    return toConnection(result, toAuditEntry, result.count);
  }
}
