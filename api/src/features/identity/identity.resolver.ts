import {
  Arg,
  Args,
  ArgsType,
  Authorized,
  Ctx,
  Field,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { ConnectionArgs, ConnectionOf, toConnection } from '../../graphql/connection.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { DateTimeISO } from '../../graphql/date-time.js';
import { asEnum } from '../../graphql/enums.js';
import { PageInput, PageOf, toPage } from '../../graphql/page.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload.js';
import { AppError, isAppError } from '../../lib/errors.js';
import type { KeysetWindow } from '../../lib/keyset.js';
import { MAX_PAGE_SIZE } from '../../lib/list-query.js';
import type { IncomingFile } from '../../lib/storage.js';
import { ADMIN_PAGE } from '../admin/admin.resolver.js';
import { isDecidedIdentityCheck, isPendingIdentityCheck } from './identity-status.js';
import type { IdentityCheckWithPerson } from './identity.service.js';
import {
  ID_DOCUMENT_KINDS,
  IDENTITY_STATUSES,
  type IdDocumentKind,
  type IdentityCheckRow,
  type IdentityStatus,
} from './identity.table.js';

const IdentityCheckStatusEnum = asEnum(IDENTITY_STATUSES);
registerEnumType(IdentityCheckStatusEnum, {
  name: 'IdentityCheckStatus',
  description: 'Where an identity check stands',
  valuesConfig: {
    PENDING: { description: 'Waiting for an administrator' },
    APPROVED: { description: 'Approved: the person is ID verified' },
    REJECTED: { description: 'Rejected, with a reason; the person may send new photos' },
    WITHDRAWN: { description: 'Withdrawn by the person before a decision' },
  },
});

const IdDocumentKindEnum = asEnum(ID_DOCUMENT_KINDS);
registerEnumType(IdDocumentKindEnum, {
  name: 'IdDocumentKind',
  description: 'The kind of ID document photographed',
  valuesConfig: {
    PASSPORT: { description: 'A passport' },
    NATIONAL_ID: { description: 'A national identity card (NIN slip or card, Ghana Card)' },
    DRIVERS_LICENCE: { description: "A driver's licence" },
    VOTERS_CARD: { description: "A voter's card" },
  },
});

const URL_NOTE =
  'valid for 30 to 60 minutes (ask again for a fresh one), given only to the person and administrators; null once deleted';

@ObjectType({
  description: "An identity check: a photo of an ID document and a selfie, and an administrator's decision",
})
export class IdentityCheck {
  @Field(() => ID, { description: "The check's id" }) id!: string;
  @Field(() => IdentityCheckStatusEnum, { description: 'Where it stands' }) status!: IdentityStatus;
  @Field(() => IdDocumentKindEnum, { description: 'The kind of document photographed' }) documentKind!: IdDocumentKind;
  @Field(() => DateTimeISO, { description: 'When it was sent' }) submittedAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When an administrator decided; null while it waits' })
  decidedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Why it was rejected, as the person was told; null otherwise' })
  reason!: string | null;
  @Field(() => String, { nullable: true, description: `Signed address of the document's photo, ${URL_NOTE}` })
  documentUrl!: string | null;
  @Field(() => String, { nullable: true, description: `Signed address of the selfie, ${URL_NOTE}` })
  selfieUrl!: string | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When the photos were deleted; null while they are kept' })
  documentsDeletedAt!: Date | null;
  @Field(() => DateTimeISO, {
    nullable: true,
    description:
      'When the photos of a decided check are deleted by themselves (ID_DOCUMENT_RETENTION_DAYS after the decision); null while it waits or once they are gone',
  })
  documentsKeptUntil!: Date | null;
  @Field(() => Boolean, {
    description: 'Still waiting: the person may withdraw it (forgetMyIdentityDocuments), which deletes the photos',
  })
  waiting!: boolean;
}

@ObjectType({ description: 'An identity check as administrators review it, with whom it is about' })
export class AdminIdentityCheck extends IdentityCheck {
  @Field(() => ID, { description: "The person's account id" }) userId!: string;
  @Field(() => String, { description: "The person's full name, as on their account" }) name!: string;
  @Field(() => String, { description: "The person's e-mail address" }) email!: string;
  @Field(() => String, { nullable: true, description: 'The administrator who decided; null while it waits' })
  decidedBy!: string | null;
  @Field(() => Boolean, {
    description: 'The viewer may approve or reject it now: it waits, and it is not their own',
  })
  canDecide!: boolean;
}

@ObjectType({ description: 'A page of identity checks: waiting ones first, oldest first, then the latest decisions' })
export class AdminIdentityCheckPage extends PageOf(AdminIdentityCheck) {}

@ObjectType({
  description:
    'Identity checks as a connection (waiting ones first, oldest first, then the latest decisions): read on from a cursor, so none repeats or is skipped',
})
export class AdminIdentityCheckConnection extends ConnectionOf(AdminIdentityCheck) {}

/** The queue's filter: adminIdentityChecks and adminIdentityChecksConnection take the same. */
@ArgsType()
export class IdentityCheckListArgs {
  @Field(() => IdentityCheckStatusEnum, { nullable: true, description: 'Only the checks in this state' })
  status?: IdentityStatus | null;
}

/** The queue's connection window: the sizes of its pages (ADMIN_PAGE). */
const IdentityWindow = ConnectionArgs(25, MAX_PAGE_SIZE);

function toIdentityCheck(row: IdentityCheckRow, ctx: GraphQLContext): IdentityCheck {
  const identity = ctx.services.identity;
  return {
    id: row.id,
    status: row.status,
    documentKind: row.documentKind,
    submittedAt: row.submittedAt,
    decidedAt: row.decidedAt,
    reason: row.reason,
    documentUrl: identity.imageUrl(row.documentImage),
    selfieUrl: identity.imageUrl(row.selfieImage),
    documentsDeletedAt: row.documentsDeletedAt,
    documentsKeptUntil: identity.imagesKeptUntil(row),
    waiting: isPendingIdentityCheck(row),
  };
}

function toAdminIdentityCheck({ check, person }: IdentityCheckWithPerson, ctx: GraphQLContext): AdminIdentityCheck {
  return {
    ...toIdentityCheck(check, ctx),
    userId: person.id,
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    decidedBy: isDecidedIdentityCheck(check) ? check.decidedByName : null,
    canDecide: ctx.services.identity.canDecide(ctx.viewer, { check, person }),
  };
}

/** Reads one upload; a refused one (too large, cut short) is named as its argument. */
async function readNamed(upload: Promise<FileUpload> | null, field: string): Promise<IncomingFile | undefined> {
  try {
    return await readUpload(upload);
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError(error.code, error.message, [{ path: field, msg: error.message }]);
  }
}

/** A person's own identity check: sending the photos, seeing the decision, deleting the photos. */
@Resolver()
export class IdentityResolver {
  @Authorized()
  @Query(() => IdentityCheck, {
    nullable: true,
    description: "The signed-in person's latest identity check; null before their first",
  })
  async myIdentityCheck(@Ctx() ctx: GraphQLContext): Promise<IdentityCheck | null> {
    const row = await ctx.services.identity.mine(ctx.viewer);
    return row ? toIdentityCheck(row, ctx) : null;
  }

  @Authorized()
  @Mutation(() => IdentityCheck, {
    description:
      'Sends a photo of an ID document and a selfie for an administrator to compare (PNG, JPEG or WebP, at most 5 MB each; BAD_USER_INPUT names document or selfie). CONFLICT while one waits or once verified; 5 a day (TOO_MANY_REQUESTS). The photos are private: only the person and administrators see them',
  })
  async submitIdentityCheck(
    @Arg('documentKind', () => IdDocumentKindEnum, { description: 'The kind of document photographed' })
    documentKind: IdDocumentKind,
    @Arg('document', () => GraphQLUpload, { description: 'A photo of the whole document, every corner in view' })
    document: Promise<FileUpload>,
    @Arg('selfie', () => GraphQLUpload, { description: 'A photo of the person, face clearly in view' })
    selfie: Promise<FileUpload>,
    @Ctx() ctx: GraphQLContext,
  ): Promise<IdentityCheck> {
    const [documentFile, selfieFile] = [await readNamed(document, 'document'), await readNamed(selfie, 'selfie')];
    const row = await ctx.services.identity.submit(ctx.viewer, {
      documentKind,
      document: documentFile,
      selfie: selfieFile,
    });
    return toIdentityCheck(row, ctx);
  }

  @Authorized()
  @Mutation(() => IdentityCheck, {
    description:
      "Deletes the photos of the signed-in person's latest check now: a waiting check is withdrawn, a decided one keeps its decision (ID verified stays). NOT_FOUND when no photos are kept",
  })
  async forgetMyIdentityDocuments(@Ctx() ctx: GraphQLContext): Promise<IdentityCheck> {
    return toIdentityCheck(await ctx.services.identity.forgetMine(ctx.viewer), ctx);
  }
}

/** The administrators' queue of identity checks. */
@Authorized('Admin')
@Resolver()
export class AdminIdentityResolver {
  @Query(() => AdminIdentityCheckPage, {
    description: 'Identity checks: waiting ones first, oldest first, then the latest decisions',
  })
  async adminIdentityChecks(
    @Arg('page', () => PageInput, { nullable: true, description: ADMIN_PAGE }) page: PageInput | null,
    @Args(() => IdentityCheckListArgs) { status }: IdentityCheckListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminIdentityCheckPage> {
    const result = await ctx.services.identity.list(ctx.viewer, { page: page?.page, pageSize: page?.pageSize }, status);
    return toPage(result, (item) => toAdminIdentityCheck(item, ctx));
  }

  @Query(() => AdminIdentityCheckConnection, {
    description:
      'Identity checks (waiting ones first, oldest first, then the latest decisions) as a connection: read on with first/after or back with last/before from cursors',
  })
  async adminIdentityChecksConnection(
    @Args(() => IdentityWindow) window: KeysetWindow,
    @Args(() => IdentityCheckListArgs) { status }: IdentityCheckListArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminIdentityCheckConnection> {
    const result = await ctx.services.identity.listConnection(ctx.viewer, window, status);
    return toConnection(result, (item) => toAdminIdentityCheck(item, ctx), result.count);
  }

  @Query(() => Int, { description: 'Identity checks waiting for an administrator' })
  adminPendingIdentityChecks(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.identity.pendingCount(ctx.viewer);
  }

  @Mutation(() => AdminIdentityCheck, {
    description:
      'Approves a waiting check: the person is ID verified from now on, and is e-mailed and told in the app; audited. CONFLICT when already decided or withdrawn; FORBIDDEN for your own',
  })
  async approveIdentityCheck(
    @Arg('id', () => ID, { description: 'The check' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminIdentityCheck> {
    return toAdminIdentityCheck(await ctx.services.identity.approve(ctx.viewer, id), ctx);
  }

  @Mutation(() => AdminIdentityCheck, {
    description:
      'Rejects a waiting check; the reason is e-mailed to the person, who may send new photos; audited. CONFLICT when already decided or withdrawn; FORBIDDEN for your own',
  })
  async rejectIdentityCheck(
    @Arg('id', () => ID, { description: 'The check' }) id: string,
    @Arg('reason', () => String, {
      description:
        'What was wrong, for the person (the photo is blurred, the names differ): required, at most 500 characters',
    })
    reason: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AdminIdentityCheck> {
    return toAdminIdentityCheck(await ctx.services.identity.reject(ctx.viewer, id, reason), ctx);
  }
}
