import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { AppPubSub } from '../../graphql/pubsub.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { requireAdmin } from '../../core/authorize.js';
import type { Viewer } from '../../core/viewer.js';
import { changesBetween, parseReason, parseWithReason, recordAudit } from '../audit/audit.js';
import { users, type UserRow } from './account.table.js';
import { adminAccountSchema, type AdminAccountInput } from './account.validation.js';
import type { SessionService } from './session.service.js';

/** What the audit log may show of an account: never the password hash. */
export const AUDITED_ACCOUNT_FIELDS = [
  'role',
  'userName',
  'firstName',
  'lastName',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'disabledAt',
] as const satisfies readonly (keyof UserRow)[];

export interface AccountAdministrationDeps {
  db: Database;
  sessions: SessionService;
  pubsub: AppPubSub;
  publicCache: Pick<PublicCache, 'invalidate'>;
  now?: () => Date;
}

export const accountLabel = (u: UserRow) => `${u.firstName} ${u.lastName} <${u.email}>`;

/** An administrator's corrections of an account: details and role, disabling and enabling. Each is audited. */
export class AccountAdministration {
  private readonly now: () => Date;
  constructor(private readonly deps: AccountAdministrationDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private async lock(tx: Executor, id: string): Promise<UserRow> {
    if (!isUuid(id)) throw AppError.notFound('The account');
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw AppError.notFound('The account');
    return row;
  }

  /** An administrator keeps their own role and access: another administrator must take them away. */
  private refuseOwn(actor: Viewer, id: string, what: string, path: string) {
    if (actor.user.id !== id) return;
    throw new AppError(ErrorCode.CONFLICT, `You cannot ${what} your own account: ask another administrator.`, [
      { path, msg: `You cannot ${what} your own account` },
    ]);
  }

  async update(
    viewer: Viewer | undefined,
    id: string,
    input: AdminAccountInput,
    reasonInput: unknown,
  ): Promise<UserRow> {
    const actor = requireAdmin(viewer);
    const [data, reason] = parseWithReason(adminAccountSchema, input, reasonInput);
    const updated = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (data.role !== before.role) this.refuseOwn(actor, id, 'change the role of', 'role');
      const changes = changesBetween(before, data, AUDITED_ACCOUNT_FIELDS);
      if (!changes.length) return { before, after: before };
      const [after] = await tx
        .update(users)
        .set({ ...data, updatedAt: this.now() })
        .where(eq(users.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'user.update',
        targetType: 'user',
        targetId: id,
        targetLabel: accountLabel(after!),
        reason,
        changes,
      });
      return { before, after: after! };
    });
    const { before, after } = updated;
    if (before !== after) {
      // Owners' first names show in cached marketplace pages; the role is read with every request.
      if (before.firstName !== after.firstName) this.deps.publicCache.invalidate();
      this.deps.sessions.forgetUser(id);
      this.deps.pubsub.publish('ACCOUNT_CHANGED', id, { kind: 'updated' });
    }
    return after;
  }

  /** Disabling ends every session at once; the account cannot sign in until it is enabled again. */
  disable(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<UserRow> {
    return this.setDisabled(viewer, id, reasonInput, true);
  }

  enable(viewer: Viewer | undefined, id: string, reasonInput: unknown): Promise<UserRow> {
    return this.setDisabled(viewer, id, reasonInput, false);
  }

  private async setDisabled(
    viewer: Viewer | undefined,
    id: string,
    reasonInput: unknown,
    disable: boolean,
  ): Promise<UserRow> {
    const actor = requireAdmin(viewer);
    const reason = parseReason(reasonInput);
    if (disable) this.refuseOwn(actor, id, 'disable', 'id');
    const after = await this.deps.db.transaction(async (tx) => {
      const before = await this.lock(tx, id);
      if (Boolean(before.disabledAt) === disable) {
        throw new AppError(
          ErrorCode.CONFLICT,
          disable
            ? `The account of ${accountLabel(before)} is already disabled.`
            : `The account of ${accountLabel(before)} is not disabled.`,
        );
      }
      const disabledAt = disable ? this.now() : null;
      const [row] = await tx
        .update(users)
        .set({ disabledAt, updatedAt: this.now() })
        .where(eq(users.id, id))
        .returning();
      if (disable) await this.deps.sessions.revokeAllForUser(tx, id, 'account disabled');
      await recordAudit(tx, actor, {
        action: disable ? 'user.disable' : 'user.enable',
        targetType: 'user',
        targetId: id,
        targetLabel: accountLabel(before),
        reason,
        changes: changesBetween(before, { disabledAt }, ['disabledAt']),
      });
      return row!;
    });
    this.deps.sessions.forgetUser(id);
    // Open pages and sockets of the account hear that its sessions are over.
    this.deps.pubsub.publish('ACCOUNT_CHANGED', id, { kind: disable ? 'sessions-revoked' : 'updated' });
    return after;
  }
}
