import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppPubSub } from '../../graphql/pubsub.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { Logger } from '../../lib/logger.js';
import type { PublicCache } from '../../lib/public-cache.js';
import type { FileStorage, IncomingFile } from '../../lib/storage.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { pageAndSort, prefixSearch, type ListParams, type Page } from '../../lib/list-query.js';
import { authorizeAccount, requireAdmin } from './account.policy.js';
import { passwordResetTokens, users, type Role, type UserRow } from './account.table.js';
import {
  createAccountSchema,
  emailField,
  parseInput,
  passwordField,
  updateAccountSchema,
  type CreateAccountInput,
  type UpdateAccountInput,
} from './account.validation.js';
import { assertNotLocked, clearAccountThrottle, recordLoginFailure, throttleKeys } from './login-throttle.js';
import { PASSWORD_MAX, hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import type { IssuedSession, SessionService, Viewer } from './session.service.js';

export const RESET_TOKEN_TTL_MINUTES = 60;
/** Reset e-mails one account may trigger per window, so the form cannot be used to flood an inbox. */
const RESET_REQUESTS_PER_WINDOW = 3;
const RESET_WINDOW_MINUTES = 15;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent it a link to reset the password. The link is valid for 1 hour.';
const INVALID_LOGIN = 'Invalid email or password';

export interface AccountDeps {
  db: Database;
  sessions: SessionService;
  storage: FileStorage;
  outbox: OutboxService;
  pubsub: AppPubSub;
  /** Owners' first names appear in cached marketplace pages. */
  publicCache: Pick<PublicCache, 'invalidate'>;
  logger: Logger;
  brand: string;
  /** Base of links in e-mails, e.g. https://aibex.example. */
  publicUrl: () => string;
  now?: () => Date;
}

export class AccountService {
  private readonly now: () => Date;

  constructor(private readonly deps: AccountDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  private get db() {
    return this.deps.db;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    return row;
  }

  async createAccount(input: CreateAccountInput, image?: IncomingFile): Promise<UserRow> {
    const data = parseInput(createAccountSchema, input);
    if (await this.findByEmail(data.email)) throw this.emailTaken();
    const imageUrl = image ? await this.deps.storage.saveImage(image, 'The profile picture') : null;
    try {
      const { password, ...fields } = data;
      const [row] = await this.db
        .insert(users)
        .values({ ...fields, image: imageUrl, passwordHash: await hashPassword(password) })
        .returning();
      return row!;
    } catch (error) {
      await this.deps.storage.remove(imageUrl);
      throw isUniqueViolation(error) ? this.emailTaken() : error;
    }
  }

  private emailTaken() {
    return new AppError(
      ErrorCode.CONFLICT,
      'An account with this e-mail already exists. Sign in or reset your password.',
      [{ path: 'email', msg: 'An account with this e-mail already exists' }],
    );
  }

  async login(input: {
    email: unknown;
    password: unknown;
    ip?: string | undefined;
    userAgent?: string | undefined;
  }): Promise<IssuedSession> {
    const fields = [];
    if (typeof input.email !== 'string' || !input.email.trim())
      fields.push({ path: 'email', msg: 'Please enter your e-mail address' });
    if (typeof input.password !== 'string' || !input.password)
      fields.push({ path: 'password', msg: 'Please enter your password' });
    if (fields.length) throw AppError.badInput(fields);
    // No account has a longer password, so nothing is verified (or hashed) and nothing is counted.
    if ((input.password as string).length > PASSWORD_MAX) {
      throw AppError.badInput([{ path: 'password', msg: `Passwords are at most ${PASSWORD_MAX} characters` }]);
    }
    const email = (input.email as string).trim().toLowerCase();
    const password = input.password as string;
    const keys = throttleKeys(email, input.ip);
    await assertNotLocked(this.db, keys, this.now());
    const user = await this.findByEmail(email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid) {
      await recordLoginFailure(this.db, keys, this.now());
      throw AppError.unauthenticated(INVALID_LOGIN);
    }
    await clearAccountThrottle(this.db, email);
    return this.deps.sessions.start(this.db, user, input.userAgent);
  }

  refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    return this.deps.sessions.rotate(refreshToken);
  }

  async logout(refreshToken: string | undefined): Promise<void> {
    const userId = await this.deps.sessions.endByRefreshToken(refreshToken);
    if (userId) this.deps.pubsub.publish('ACCOUNT_CHANGED', userId, { kind: 'sessions-revoked' });
  }

  async getUser(viewer: Viewer | undefined, id: string): Promise<UserRow> {
    authorizeAccount(viewer, 'read', id);
    if (!isUuid(id)) throw AppError.notFound('The account');
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw AppError.notFound('The account');
    return row;
  }

  /** Admin list: prefix search over names and e-mail, sort, filter by role, one page at a time. */
  async list(
    viewer: Viewer | undefined,
    params: ListParams,
    filters: { role?: Role | null } = {},
  ): Promise<Page<UserRow>> {
    requireAdmin(viewer);
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(
      params,
      {
        createdAt: users.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        country: users.country,
      },
      { sortBy: 'createdAt', direction: 'desc' },
      users.id,
    );
    const where = and(
      prefixSearch(params.search, [users.firstName, users.lastName, users.email]),
      filters.role ? eq(users.role, filters.role) : undefined,
    );
    const [items, [total]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { items, total: total?.n ?? 0, page, pageSize };
  }

  async getUserByEmail(viewer: Viewer | undefined, email: string): Promise<UserRow> {
    if (!viewer) throw AppError.unauthenticated();
    const row = await this.findByEmail(email);
    // Same answer for "no such account" and "not yours", so e-mails cannot be probed.
    if (!row || (row.id !== viewer.user.id && viewer.user.role !== 'Admin')) {
      throw AppError.forbidden('You can only see your own account');
    }
    return row;
  }

  async updateAccount(
    viewer: Viewer | undefined,
    id: string,
    input: UpdateAccountInput,
    options: { image?: IncomingFile | undefined; removeImage?: boolean } = {},
  ): Promise<UserRow> {
    const actor = authorizeAccount(viewer, 'update', id);
    const data = parseInput(updateAccountSchema, input);
    if (!isUuid(id)) throw AppError.notFound('The account');
    const [current] = await this.db.select().from(users).where(eq(users.id, id));
    if (!current) throw AppError.notFound('The account');

    const { currentPassword, newPassword, ...profile } = data;
    const changes: Partial<typeof users.$inferInsert> = { ...profile, updatedAt: this.now() };
    if (newPassword) {
      const actingOnOwnAccount = actor.user.id === id;
      if (actingOnOwnAccount && !(currentPassword && (await verifyPassword(current.passwordHash, currentPassword)))) {
        throw AppError.badInput([
          {
            path: 'currentPassword',
            msg: currentPassword
              ? 'Your current password is not correct'
              : 'Enter your current password to set a new one',
          },
        ]);
      }
      changes.passwordHash = await hashPassword(newPassword);
    }
    if (data.email && data.email !== current.email.toLowerCase()) {
      const other = await this.findByEmail(data.email);
      if (other && other.id !== id) throw this.emailTaken();
    }
    const newImage = options.image
      ? await this.deps.storage.saveImage(options.image, 'The profile picture')
      : undefined;
    if (newImage || options.removeImage) changes.image = newImage ?? null;

    let updated: UserRow;
    try {
      updated = await this.db.transaction(async (tx) => {
        const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        // A new password ends every other session: whoever knew the old one is signed out.
        if (newPassword)
          await this.deps.sessions.revokeAllForUser(
            tx,
            id,
            'password changed',
            actor.user.id === id ? actor.familyId : undefined,
          );
        return row!;
      });
    } catch (error) {
      await this.deps.storage.remove(newImage);
      throw isUniqueViolation(error) ? this.emailTaken() : error;
    }
    if (changes.image !== undefined && current.image !== updated.image) await this.deps.storage.remove(current.image);
    if (updated.firstName !== current.firstName) this.deps.publicCache.invalidate();
    this.deps.pubsub.publish('ACCOUNT_CHANGED', id, { kind: newPassword ? 'sessions-revoked' : 'updated' });
    return updated;
  }

  async requestPasswordReset(emailInput: unknown): Promise<string> {
    const email = parseInput(emailField, emailInput);
    const user = await this.findByEmail(email);
    if (!user) return RESET_REQUESTED_MESSAGE;
    const windowStart = new Date(this.now().getTime() - RESET_WINDOW_MINUTES * 60_000);
    const [recent] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, windowStart)));
    if ((recent?.count ?? 0) >= RESET_REQUESTS_PER_WINDOW) {
      this.deps.logger.warn({ userId: user.id }, 'password reset requests throttled');
      return RESET_REQUESTED_MESSAGE;
    }
    const token = newOpaqueToken();
    const link = `${this.deps.publicUrl()}/user/user-reset-password?token=${encodeURIComponent(token)}`;
    const email_ = renderEmail(
      {
        title: 'Reset your password',
        paragraphs: [
          `Hello ${user.firstName},`,
          'We received a request to reset the password of your account. Choose a new password with the button below.',
        ],
        action: { label: 'Choose a new password', url: link },
        note: `The link is valid for ${RESET_TOKEN_TTL_MINUTES} minutes and works once. If you did not ask for this, ignore this e-mail: your password stays the same.`,
      },
      this.deps.brand,
    );
    await this.db.transaction(async (tx) => {
      // Only the newest link works.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: this.now() })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(this.now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
      await this.deps.outbox.enqueue(tx, {
        to: user.email,
        subject: `${this.deps.brand}: reset your password`,
        ...email_,
        template: 'password-reset',
        meta: { userId: user.id },
      });
    });
    return RESET_REQUESTED_MESSAGE;
  }

  async resetPassword(input: { token: unknown; newPassword: unknown; userId?: unknown }): Promise<UserRow> {
    const invalid = AppError.badInput([
      { path: 'token', msg: 'This reset link is invalid, already used or expired. Request a new one.' },
    ]);
    if (typeof input.token !== 'string' || !input.token) throw invalid;
    const newPassword = parseInput(passwordField, input.newPassword);
    const passwordHash = await hashPassword(newPassword);
    const user = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(input.token as string)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, this.now()),
          ),
        )
        .for('update');
      if (!found || (input.userId != null && input.userId !== '' && input.userId !== found.userId)) return undefined;
      await tx.update(passwordResetTokens).set({ usedAt: this.now() }).where(eq(passwordResetTokens.id, found.id));
      const [row] = await tx
        .update(users)
        .set({ passwordHash, updatedAt: this.now() })
        .where(eq(users.id, found.userId))
        .returning();
      await this.deps.sessions.revokeAllForUser(tx, found.userId, 'password reset');
      return row;
    });
    if (!user) throw invalid;
    await clearAccountThrottle(this.db, user.email);
    this.deps.pubsub.publish('ACCOUNT_CHANGED', user.id, { kind: 'sessions-revoked' });
    return user;
  }

  /**
   * ADMIN_EMAIL/ADMIN_PASSWORD: creates that account as Admin, or promotes it if it exists. Several
   * instances starting together may race to create it: the loser promotes the winner's row.
   */
  async ensureAdmin(email: string, password: string, retried = false): Promise<UserRow> {
    const existing = await this.findByEmail(email);
    if (existing) {
      if (existing.role === 'Admin') return existing;
      const [row] = await this.db
        .update(users)
        .set({ role: 'Admin', updatedAt: this.now() })
        .where(eq(users.id, existing.id))
        .returning();
      return row!;
    }
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          role: 'Admin',
          firstName: 'Admin',
          lastName: 'User',
          email: email.trim().toLowerCase(),
          passwordHash: await hashPassword(password),
        })
        .returning();
      return row!;
    } catch (error) {
      if (retried || !isUniqueViolation(error)) throw error;
      return this.ensureAdmin(email, password, true);
    }
  }

  async isSessionAlive(familyId: string): Promise<boolean> {
    return this.deps.sessions.isFamilyAlive(familyId);
  }
}
