import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNotNull, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database, Executor } from '../../../db/client.js';
import { violatedConstraint } from '../../../db/errors.js';
import { requireAdmin } from '../../../core/authorize.js';
import { parseInput } from '../../../core/input.js';
import type { Viewer } from '../../../core/viewer.js';
import { AppError, ErrorCode } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/ids.js';
import { keysetOrderBy, keysetPage, type Connection, type KeysetKey, type KeysetWindow } from '../../../lib/keyset.js';
import { paging, prefixSearch, type Page } from '../../../lib/list-query.js';
import { changesBetween, createdWith, recordAudit } from '../../audit/audit.js';
import { participants, sponsors, sponsorshipPackages } from '../expo.table.js';
import { registrationTypes, type RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import { accessCodes, accessCodeUses, type AccessCodeRow } from './access-code.table.js';
import {
  accessCodeChangeSchema,
  accessCodeSchema,
  normaliseCode,
  type AccessCodeChange,
  type AccessCodeInput,
} from './access-code.validation.js';

export interface AccessCodeDeps {
  db: Database;
  config: Pick<Config, 'expo'>;
  now?: () => Date;
}

/** A code with what its lists show beside it: its type and, for a sponsor's, the company. */
export interface AccessCodeListed {
  code: AccessCodeRow;
  type: RegistrationTypeRow;
  sponsorCompany: string | null;
}

/** A registration made with a code, as the organisers and the code's sponsor see it. */
export interface AccessCodeUseRow {
  participantId: string;
  firstName: string;
  lastName: string;
  usedAt: Date;
  cancelled: boolean;
  checkedIn: boolean;
}

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** The admin list's page sizes: 25 by default, at most 100. */
const ACCESS_CODE_PAGE_SIZES = { defaultSize: 25, maxSize: 100 };
/** The admin list's one order, newest first, ties by id: its pages and its connection share it. */
const ACCESS_CODE_ORDER: KeysetKey[] = [
  { expr: accessCodes.createdAt, direction: 'desc' },
  { expr: accessCodes.id, direction: 'desc' },
];
/** What the lists select: the code, its type and, for a sponsor's, the company. */
const LISTED = { code: accessCodes, type: registrationTypes, sponsorCompany: sponsors.company };
const AUDITED = ['code', 'places', 'note', 'validUntil', 'revokedAt'] as const;

/** Why a code registers nobody now (on `code`, as the form names it); `null` when it can be used. */
function unusable(row: AccessCodeRow | undefined, now: Date): AppError | null {
  if (!row) {
    return AppError.badInput([
      { path: 'code', msg: 'This access code is not valid: check it, or ask whoever gave it to you' },
    ]);
  }
  if (row.revokedAt) return AppError.badInput([{ path: 'code', msg: 'This access code has been withdrawn' }]);
  if (row.validUntil && row.validUntil <= now) {
    return AppError.badInput([{ path: 'code', msg: 'This access code has expired' }]);
  }
  if (row.used >= row.places) return usedUp();
  return null;
}

/** Takes one use of a code: the guarded UPDATE concurrent claims queue on; undefined when none is left. */
async function takeUse(tx: Executor, codeId: string): Promise<AccessCodeRow | undefined> {
  const [claimed] = await tx
    .update(accessCodes)
    .set({ used: sql`${accessCodes.used} + 1` })
    .where(and(eq(accessCodes.id, codeId), sql`${accessCodes.used} < ${accessCodes.places}`))
    .returning();
  return claimed;
}

const usedUp = () =>
  new AppError(ErrorCode.SOLD_OUT, 'Every place of this access code is taken', [
    { path: 'code', msg: 'Every place of this access code is taken' },
  ]);

/**
 * Access codes: invitations to register as one type (a hidden one too) for a fixed number of places,
 * made by the organisers or, for each approved sponsor, for their package's VIP passes. A code's use is
 * held by a registration while it stands, like the type's place it takes.
 */
export class AccessCodeService {
  private readonly now: () => Date;
  constructor(private readonly deps: AccessCodeDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private get year() {
    return this.deps.config.expo.year;
  }

  private newCode(prefix = ''): string {
    return prefix + Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  }

  private async byCode(exec: Executor, input: unknown): Promise<AccessCodeRow | undefined> {
    const code = normaliseCode(input);
    if (!code) return undefined;
    const [row] = await exec
      .select()
      .from(accessCodes)
      .where(and(eq(accessCodes.year, this.year), eq(accessCodes.code, code)));
    return row;
  }

  /** What a code typed on the form opens: its type and places left (a clear error on `code` when none). */
  async check(input: unknown): Promise<{ code: AccessCodeRow; type: RegistrationTypeRow }> {
    const code = normaliseCode(input);
    const [row] = code
      ? await this.deps.db
          .select({ code: accessCodes, type: registrationTypes })
          .from(accessCodes)
          .innerJoin(registrationTypes, eq(registrationTypes.id, accessCodes.typeId))
          .where(and(eq(accessCodes.year, this.year), eq(accessCodes.code, code)))
      : [];
    const problem = unusable(row?.code, this.now());
    if (problem) throw problem;
    return row!;
  }

  /**
   * Takes one use of the code, in the registration's transaction: a guarded UPDATE, so concurrent
   * registrations queue on the code's row and the last use goes to exactly one of them.
   */
  async claim(tx: Executor, input: unknown): Promise<AccessCodeRow> {
    const row = await this.byCode(tx, input);
    const problem = unusable(row, this.now());
    if (problem) throw problem;
    const claimed = await takeUse(tx, row!.id);
    if (!claimed) throw usedUp();
    return claimed;
  }

  /** Records that `participantId` registered with the code (after `claim`, in its transaction). */
  async recordUse(tx: Executor, codeId: string, participantId: string): Promise<void> {
    await tx.insert(accessCodeUses).values({ codeId, participantId });
  }

  /** A registration made with a code stops standing (cancelled or about to be deleted): its use is given back. */
  async releaseUse(tx: Executor, participantId: string): Promise<void> {
    const [use] = await tx.select().from(accessCodeUses).where(eq(accessCodeUses.participantId, participantId));
    if (use) await this.giveBackUse(tx, use.codeId);
  }

  /** An order that held a use of the code (a paid registration not paid in time) gives it back. */
  async giveBackUse(tx: Executor, codeId: string): Promise<void> {
    await tx
      .update(accessCodes)
      .set({ used: sql`greatest(${accessCodes.used} - 1, 0)` })
      .where(eq(accessCodes.id, codeId));
  }

  /** An order's money arrived after its hold lapsed: it takes a use of its code again; false when none is left. */
  async takeUseAgain(tx: Executor, codeId: string): Promise<boolean> {
    return Boolean(await takeUse(tx, codeId));
  }

  /** A cancelled registration made with a code is reinstated: it takes a use again; false when none is left. */
  async reclaimUse(tx: Executor, participantId: string): Promise<boolean> {
    const [use] = await tx.select().from(accessCodeUses).where(eq(accessCodeUses.participantId, participantId));
    if (!use) return true;
    return Boolean(await takeUse(tx, use.codeId));
  }

  /** This edition's codes, newest first, searched by the start of the code, its note or its sponsor. */
  async list(
    viewer: Viewer | undefined,
    params: { page?: number | null; pageSize?: number | null; search?: string | null } = {},
  ): Promise<Page<AccessCodeListed>> {
    requireAdmin(viewer);
    const { page, pageSize, offset } = paging(params, ACCESS_CODE_PAGE_SIZES);
    const where = this.listWhere(params.search);
    const [rows, total] = await Promise.all([
      this.deps.db
        .select(LISTED)
        .from(accessCodes)
        .innerJoin(registrationTypes, eq(registrationTypes.id, accessCodes.typeId))
        .leftJoin(sponsors, eq(sponsors.id, accessCodes.sponsorId))
        .where(where)
        .orderBy(...keysetOrderBy(ACCESS_CODE_ORDER))
        .limit(pageSize)
        .offset(offset),
      this.countListed(where),
    ]);
    return { items: rows, total, page, pageSize };
  }

  /**
   * The list as a connection: newest first, the same search, read on from a cursor, so a code made
   * between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: { search?: string | null } = {},
  ): Promise<Connection<AccessCodeListed> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const where = this.listWhere(params.search);
    const keyset = keysetPage(
      window,
      { list: 'adminAccessCodes', order: 'createdAt_desc', keys: ACCESS_CODE_ORDER },
      ACCESS_CODE_PAGE_SIZES,
    );
    const rows = await this.deps.db
      .select({ ...LISTED, cursor: keyset.cursorValues })
      .from(accessCodes)
      .innerJoin(registrationTypes, eq(registrationTypes.id, accessCodes.typeId))
      .leftJoin(sponsors, eq(sponsors.id, accessCodes.sponsorId))
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return { ...keyset.finish(rows), count: () => this.countListed(where) };
  }

  /** The list's rows: this edition's codes, searched by the start of the code, its note or its sponsor. */
  private listWhere(search: string | null | undefined) {
    return and(
      eq(accessCodes.year, this.year),
      prefixSearch(search ?? undefined, [accessCodes.code, accessCodes.note, sponsors.company]),
    );
  }

  private async countListed(where: SQL | undefined): Promise<number> {
    const [total] = await this.deps.db
      .select({ n: count() })
      .from(accessCodes)
      .leftJoin(sponsors, eq(sponsors.id, accessCodes.sponsorId))
      .where(where);
    return total?.n ?? 0;
  }

  async get(viewer: Viewer | undefined, id: string): Promise<AccessCodeListed> {
    requireAdmin(viewer);
    return this.load(this.deps.db, id);
  }

  private async load(exec: Executor, id: string, lock = false): Promise<AccessCodeListed> {
    if (!isUuid(id)) throw AppError.notFound('The access code');
    const query = exec
      .select({ code: accessCodes, type: registrationTypes, sponsorCompany: sponsors.company })
      .from(accessCodes)
      .innerJoin(registrationTypes, eq(registrationTypes.id, accessCodes.typeId))
      .leftJoin(sponsors, eq(sponsors.id, accessCodes.sponsorId))
      .where(and(eq(accessCodes.id, id), eq(accessCodes.year, this.year)));
    const [row] = lock ? await query.for('update', { of: accessCodes }) : await query;
    if (!row) throw AppError.notFound('The access code');
    return row;
  }

  /** A new code for a type (made up when `code` is empty); refused when the code is taken already. */
  async create(viewer: Viewer | undefined, input: AccessCodeInput): Promise<AccessCodeListed> {
    const actor = requireAdmin(viewer);
    const values = parseInput(accessCodeSchema, input);
    const [type] = isUuid(values.typeId)
      ? await this.deps.db
          .select()
          .from(registrationTypes)
          .where(and(eq(registrationTypes.id, values.typeId), eq(registrationTypes.year, this.year)))
      : [];
    if (!type) throw AppError.badInput([{ path: 'typeId', msg: 'This registration type does not exist' }]);
    try {
      const id = await this.deps.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(accessCodes)
          .values({
            year: this.year,
            code: values.code || this.newCode(),
            typeId: type.id,
            places: values.places,
            note: values.note,
            validUntil: values.validUntil,
          })
          .returning();
        await recordAudit(tx, actor, {
          action: 'access_code.create',
          targetType: 'access_code',
          targetId: created!.id,
          targetLabel: created!.code,
          changes: createdWith({ ...created!, type: type.name }, [...AUDITED, 'type']),
        });
        return created!.id;
      });
      return this.load(this.deps.db, id);
    } catch (error) {
      if (violatedConstraint(error) === 'access_codes_year_code_key') {
        throw AppError.badInput([{ path: 'code', msg: 'This code exists already: choose another' }]);
      }
      throw error;
    }
  }

  /** Changes a code's places (never below those used), note and end. */
  async update(viewer: Viewer | undefined, id: string, input: AccessCodeChange): Promise<AccessCodeListed> {
    const actor = requireAdmin(viewer);
    const values = parseInput(accessCodeChangeSchema, input);
    await this.deps.db.transaction(async (tx) => {
      const { code: before } = await this.load(tx, id, true);
      if (values.places < before.used) {
        throw AppError.badInput([
          { path: 'places', msg: `${before.used} registrations stand with this code: places cannot be fewer` },
        ]);
      }
      const [after] = await tx.update(accessCodes).set(values).where(eq(accessCodes.id, id)).returning();
      const changes = changesBetween(before, after!, AUDITED);
      if (changes.length) {
        await recordAudit(tx, actor, {
          action: 'access_code.update',
          targetType: 'access_code',
          targetId: id,
          targetLabel: before.code,
          changes,
        });
      }
    });
    return this.load(this.deps.db, id);
  }

  /** Withdraws a code: it registers nobody any more; the registrations made with it stand. */
  async revoke(viewer: Viewer | undefined, id: string): Promise<AccessCodeListed> {
    const actor = requireAdmin(viewer);
    await this.deps.db.transaction(async (tx) => {
      const { code: before } = await this.load(tx, id, true);
      if (before.revokedAt) return;
      const [after] = await tx
        .update(accessCodes)
        .set({ revokedAt: this.now() })
        .where(eq(accessCodes.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'access_code.revoke',
        targetType: 'access_code',
        targetId: id,
        targetLabel: before.code,
        changes: changesBetween(before, after!, AUDITED),
      });
    });
    return this.load(this.deps.db, id);
  }

  /** Who registered with a code, latest first (administrators). */
  async usesOf(viewer: Viewer | undefined, id: string): Promise<AccessCodeUseRow[]> {
    requireAdmin(viewer);
    const { code } = await this.load(this.deps.db, id);
    return this.uses(code.id);
  }

  /** The registrations made with a code, latest first: at most its places' worth that stand, and the cancelled. */
  async uses(codeId: string, limit = 500): Promise<AccessCodeUseRow[]> {
    return this.deps.db
      .select({
        participantId: participants.id,
        firstName: participants.firstName,
        lastName: participants.lastName,
        usedAt: accessCodeUses.createdAt,
        cancelled: sql<boolean>`${participants.cancelledAt} is not null`,
        checkedIn: sql<boolean>`${participants.checkedInAt} is not null`,
      })
      .from(accessCodeUses)
      .innerJoin(participants, eq(participants.id, accessCodeUses.participantId))
      .where(eq(accessCodeUses.codeId, codeId))
      .orderBy(desc(accessCodeUses.createdAt), asc(participants.id))
      .limit(limit);
  }

  /** A sponsor's VIP passes: their code and its type, if they have one. */
  async ofSponsor(
    sponsorId: string,
    exec: Executor = this.deps.db,
  ): Promise<{ code: AccessCodeRow; type: RegistrationTypeRow } | undefined> {
    const [row] = await exec
      .select({ code: accessCodes, type: registrationTypes })
      .from(accessCodes)
      .innerJoin(registrationTypes, eq(registrationTypes.id, accessCodes.typeId))
      .where(eq(accessCodes.sponsorId, sponsorId));
    return row;
  }

  /**
   * A sponsor's code registers only while the sponsor stands approved: declined or cancelled, it is
   * withdrawn (its registrations stand); approved again, it opens again.
   */
  async setSponsorStanding(tx: Executor, sponsorId: string, approved: boolean): Promise<void> {
    await tx
      .update(accessCodes)
      .set({ revokedAt: approved ? null : this.now() })
      .where(
        and(
          eq(accessCodes.sponsorId, sponsorId),
          approved ? isNotNull(accessCodes.revokedAt) : isNull(accessCodes.revokedAt),
        ),
      );
  }

  /**
   * Gives every approved sponsor of this edition who has none a code for their package's VIP passes, as
   * the type marked for sponsors' passes (nothing when no type is marked, or the package has no passes).
   * Run in the transaction of an approval, and of a type becoming the sponsors' passes' type.
   */
  async issueSponsorCodes(tx: Executor, sponsorId?: string): Promise<void> {
    const [type] = await tx
      .select({ id: registrationTypes.id })
      .from(registrationTypes)
      .where(and(eq(registrationTypes.year, this.year), eq(registrationTypes.sponsorPasses, true)));
    if (!type) return;
    const due = await tx
      .select({ id: sponsors.id, company: sponsors.company, places: sponsorshipPackages.vipPassCount })
      .from(sponsors)
      .innerJoin(sponsorshipPackages, eq(sponsorshipPackages.id, sponsors.packageId))
      .where(
        and(
          eq(sponsors.year, this.year),
          eq(sponsors.status, 'approved'),
          gt(sponsorshipPackages.vipPassCount, 0),
          sponsorId ? eq(sponsors.id, sponsorId) : undefined,
          notExists(tx.select({ id: accessCodes.id }).from(accessCodes).where(eq(accessCodes.sponsorId, sponsors.id))),
        ),
      );
    if (!due.length) return;
    await tx
      .insert(accessCodes)
      .values(
        due.map((s) => ({
          year: this.year,
          code: this.newCode('VIP-'),
          typeId: type.id,
          places: s.places,
          sponsorId: s.id,
          note: `VIP passes of ${s.company}`,
        })),
      )
      .onConflictDoNothing();
  }
}
