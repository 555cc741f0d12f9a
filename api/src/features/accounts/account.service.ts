import { and, count, desc, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { AppPubSub } from '../../graphql/pubsub.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { ensureQueue, workEach, type Jobs } from '../../lib/jobs.js';
import type { Logger } from '../../lib/logger.js';
import type { PublicCache } from '../../lib/public-cache.js';
import type { FileStorage, IncomingFile } from '../../lib/storage.js';
import { hashToken, newOpaqueToken } from '../../lib/tokens.js';
import { renderEmail } from '../outbox/email-layout.js';
import type { EmailDraft, OutboxService } from '../outbox/outbox.service.js';
import { allowConfirmationMail, type MailLimits } from '../outbox/recipient-cap.js';
import type { Connection, KeysetWindow } from '../../lib/keyset.js';
import { keysetAndSort, pageAndSort, prefixSearch, type ListParams, type Page } from '../../lib/list-query.js';
import { authorizeAccount, canAccount } from './account.policy.js';
import { requireAdmin, requireSignedIn } from '../../core/authorize.js';
import {
  emailChangeRequests,
  emailVerificationTokens,
  passwordResetTokens,
  users,
  type Role,
  type UserRow,
} from './account.table.js';
import {
  createAccountSchema,
  passwordField,
  updateAccountSchema,
  type CreateAccountInput,
  type UpdateAccountInput,
} from './account.validation.js';
import { emailField, parseInput } from '../../core/input.js';
import { clearAccountThrottle, deviceKeys, reserveAttempt, settleAttempt, throttleKeys } from './login-throttle.js';
import { TrustedDevices } from './trusted-devices.js';
import { changesBetween, recordAudit } from '../audit/audit.js';
import { AUDITED_ACCOUNT_FIELDS, accountLabel } from './account-admin.service.js';
import { PASSWORD_MAX, hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import type { IssuedSession, SessionService } from './session.service.js';
import { isAdmin, type Viewer } from '../../core/viewer.js';

export const RESET_TOKEN_TTL_MINUTES = 60;
/** What a reset link can still do; 'used' also covers a link a newer one replaced. */
export type ResetLinkStatus = 'valid' | 'used' | 'expired' | 'unknown';
/** Reset e-mails one account may trigger per window, so the form cannot be used to flood an inbox. */
const RESET_REQUESTS_PER_WINDOW = 3;
const RESET_WINDOW_MINUTES = 15;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail, we have sent it a link to reset the password. The link is valid for 1 hour.';
/** Reset requests wait here for the worker, which alone looks the account up (see requestPasswordReset). */
export const PASSWORD_RESET_QUEUE = 'account.password-reset';
const RESET_JOB = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 120,
  // A request nobody served within the link's lifetime is pointless, and the queue holds addresses:
  // keep neither longer than needed.
  retentionSeconds: RESET_TOKEN_TTL_MINUTES * 60,
  deleteAfterSeconds: 600,
};
const EMAIL_CHANGE_TTL_HOURS = 24;
/** A link that confirms the account's address stays valid this long. */
export const VERIFY_EMAIL_TTL_HOURS = 72;
/** Changes of address one account may ask for in a day: each one mails the old address too. */
const EMAIL_CHANGES_PER_DAY = 5;
const INVALID_LOGIN = 'Invalid email or password';
/**
 * The answer to every well-formed sign-up, whether or not the address already has an account: the
 * form must not tell a stranger who is registered. The address's holder is told by e-mail instead.
 */
export const signUpAnswer = (email: string) =>
  `Thank you. We sent an e-mail to ${email}: open its link to confirm your address. You can sign in now.`;
export const ACCOUNT_DISABLED =
  'This account is disabled, so it cannot sign in. Contact the organisers if you think this is a mistake.';

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
  jobs: Jobs;
  /** Caps the confirmation mails one address receives (see outbox/recipient-cap.ts). */
  limits: MailLimits;
  /**
   * What the rest of the platform keeps of an account's credentials (payout details) when they change
   * hands: after a password reset by the address's holder (`reset`), or when ADMIN_EMAIL takes the
   * address over from whoever registered it (`handed-over`). Runs in the transaction of the change.
   */
  onCredentialsChanged?: (tx: Executor, userId: string, why: 'reset' | 'handed-over') => Promise<void>;
  now?: () => Date;
}

/** A sign-in: the session, and the device token the client should keep when it got a new one. */
export type SignIn = IssuedSession & { deviceToken: string | undefined };

export interface AccountUpdate {
  user: UserRow;
  /** The new address a confirmation link was sent to; the account keeps its old one until then. */
  emailChangeSentTo: string | null;
}

/** The orders of the admin list of accounts (ListParams.sortBy), and the default. */
const USER_SORTABLE = {
  createdAt: users.createdAt,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  country: users.country,
};
const USER_DEFAULT_ORDER = { sortBy: 'createdAt', direction: 'desc' } as const;

/** The admin list's search and role filter. */
const userListWhere = (params: ListParams, filters: { role?: Role | null }) =>
  and(
    prefixSearch(params.search, [users.firstName, users.lastName, users.email]),
    filters.role ? eq(users.role, filters.role) : undefined,
  );

export class AccountService {
  private readonly now: () => Date;
  private readonly devices: TrustedDevices;

  constructor(private readonly deps: AccountDeps) {
    this.now = deps.now ?? (() => new Date());
    this.devices = new TrustedDevices(deps.db, this.now);
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

  /**
   * Creates the account and e-mails the link that confirms its address. An address that already has
   * an account gets the same answer, after the same work, and its holder an e-mail saying someone
   * tried to sign up with it: the form cannot be used to find out who has an account.
   */
  async createAccount(input: CreateAccountInput, image?: IncomingFile): Promise<{ message: string; email: string }> {
    const data = parseInput(createAccountSchema, input);
    const answer = { message: signUpAnswer(data.email), email: data.email };
    // Checked (and refused) alike for both, so a bad picture tells nothing either.
    const imageUrl = image
      ? await this.deps.storage.saveImage(image, { field: 'image', label: 'The profile picture' })
      : null;
    const { password, ...fields } = data;
    const passwordHash = await hashPassword(password);
    const existing = await this.findByEmail(data.email);
    if (existing) {
      await this.deps.storage.remove(imageUrl);
      await this.noticeSignUpAttempt(existing);
      return answer;
    }
    const allowed = await allowConfirmationMail(this.deps, data.email, 'email-verification');
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ ...fields, image: imageUrl, passwordHash })
          .returning();
        if (allowed) await this.sendVerification(tx, row!);
      });
    } catch (error) {
      await this.deps.storage.remove(imageUrl);
      if (!isUniqueViolation(error)) throw error;
      // Another sign-up took the address between the check and the insert: the same answer.
      const winner = await this.findByEmail(data.email);
      if (winner) await this.noticeSignUpAttempt(winner);
    }
    return answer;
  }

  /** The holder of an address someone tried to sign up with learns it, and how to get back in. */
  private async noticeSignUpAttempt(user: UserRow): Promise<void> {
    if (!(await allowConfirmationMail(this.deps, user.email, 'sign-up-existing'))) return;
    const { brand } = this.deps;
    await this.deps.outbox.enqueue(this.db, {
      to: user.email,
      subject: `${brand}: you already have an account`,
      ...renderEmail(
        {
          title: 'You already have an account',
          paragraphs: [
            `Someone (perhaps you) tried to create a ${brand} account with this e-mail address, which already has one. No new account was made and nothing changed.`,
            'Sign in with your password, or choose a new one with the button below if you forgot it.',
          ],
          action: { label: 'Reset my password', url: `${this.deps.publicUrl()}/password-request` },
          note: 'If it was not you, you can ignore this e-mail.',
        },
        brand,
      ),
      template: 'sign-up-existing',
      meta: { userId: user.id },
    });
  }

  /** Stores a link that confirms the account's current address and e-mails it there. */
  private async sendVerification(tx: Executor, user: UserRow): Promise<void> {
    const token = newOpaqueToken();
    await tx.insert(emailVerificationTokens).values({
      userId: user.id,
      email: user.email.toLowerCase(),
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + VERIFY_EMAIL_TTL_HOURS * 3_600_000),
    });
    const { brand } = this.deps;
    const link = `${this.deps.publicUrl()}/user/verify-email?token=${encodeURIComponent(token)}`;
    await this.deps.outbox.enqueue(tx, {
      to: user.email,
      subject: `${brand}: confirm your e-mail address`,
      ...renderEmail(
        {
          title: 'Confirm your e-mail address',
          paragraphs: [
            `Welcome to ${brand}. Please confirm that this address is yours with the button below.`,
            'You can use your account meanwhile; payouts to your bank need a confirmed address.',
          ],
          action: { label: 'Confirm my e-mail address', url: link },
          note: `The link is valid for ${VERIFY_EMAIL_TTL_HOURS} hours. If you did not create an account, ignore this e-mail.`,
        },
        brand,
      ),
      template: 'email-verification',
      meta: { userId: user.id },
    });
  }

  /**
   * The signed-in member asks for the confirmation link again (the banner's button). Counted per
   * account, never per address: strangers cannot spend it.
   */
  async resendEmailVerification(viewer: Viewer | undefined): Promise<string> {
    const me = requireSignedIn(viewer);
    const [user] = await this.db.select().from(users).where(eq(users.id, me.user.id));
    if (!user) throw AppError.unauthenticated();
    if (user.emailVerifiedAt) return `Your e-mail address ${user.email} is already confirmed.`;
    if (!(await this.deps.limits.allow('mail.account-verification', user.id))) {
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        'We have sent you several confirmation links today. Open the newest one, or try again tomorrow.',
        [],
        3_600,
      );
    }
    await this.db.transaction((tx) => this.sendVerification(tx, user));
    return `We sent a new link to ${user.email}. Open it to confirm your address.`;
  }

  /** Opens a confirmation link: the account's address is confirmed if it is still the one the link went to. */
  async verifyEmail(tokenInput: unknown): Promise<string> {
    const invalid = AppError.badInput([
      {
        path: 'token',
        msg: 'This confirmation link is invalid, already used or expired. Sign in and ask for a new one from the banner.',
      },
    ]);
    if (typeof tokenInput !== 'string' || !tokenInput) throw invalid;
    const now = this.now();
    const user = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(emailVerificationTokens)
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, hashToken(tokenInput)),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, now),
          ),
        )
        .for('update');
      if (!found) return undefined;
      await tx
        .update(emailVerificationTokens)
        .set({ usedAt: now })
        .where(and(eq(emailVerificationTokens.userId, found.userId), isNull(emailVerificationTokens.usedAt)));
      const [row] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, found.userId), sql`lower(${users.email}) = ${found.email}`))
        .returning();
      return row;
    });
    if (!user) throw invalid;
    this.deps.sessions.forgetUser(user.id);
    this.deps.pubsub.publish('ACCOUNT_CHANGED', user.id, { kind: 'updated' });
    return `Thank you: ${user.email} is confirmed.`;
  }

  private emailTaken() {
    return new AppError(
      ErrorCode.CONFLICT,
      'An account with this e-mail already exists. Sign in or reset your password.',
      [{ path: 'email', msg: 'An account with this e-mail already exists' }],
    );
  }

  /**
   * `accessTtlSeconds`: the first access token's lifetime, for clients that never refresh (REST).
   * `deviceTokens`: the client's device cookie (see trusted-devices.ts): a device that signed in to
   * this account before is throttled on its own counter, so guesses made elsewhere never lock it out.
   */
  async login(input: {
    email: unknown;
    password: unknown;
    ip?: string | undefined;
    userAgent?: string | undefined;
    accessTtlSeconds?: number | undefined;
    deviceTokens?: string[] | undefined;
  }): Promise<SignIn> {
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
    const user = await this.findByEmail(email);
    const device = user ? await this.devices.find(user.id, input.deviceTokens ?? []) : undefined;
    const keys = device ? deviceKeys(device.id) : throttleKeys(email, input.ip);
    // Reserved before the password is checked: concurrent guesses cannot outrun the count.
    await reserveAttempt(this.db, keys, this.now);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    await settleAttempt(this.db, keys, user && valid ? 'success' : 'failure', this.now());
    if (!user || !valid) throw AppError.unauthenticated(INVALID_LOGIN);
    // Told only to whoever knows the password, so the form cannot be used to find disabled accounts.
    if (user.disabledAt) throw AppError.forbidden(ACCOUNT_DISABLED);
    return this.db.transaction(async (tx) => {
      const session = await this.deps.sessions.start(tx, user, input.userAgent, input.accessTtlSeconds);
      return { ...session, deviceToken: await this.devices.remember(tx, user.id, device) };
    });
  }

  refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    return this.deps.sessions.rotate(refreshToken);
  }

  /**
   * Ends the session of the refresh token, and that of the access token when one is sent: a client
   * that never refreshes (the old REST client, on another host) may not hold the refresh cookie.
   */
  async logout(refreshToken: string | undefined, accessToken?: string): Promise<void> {
    const ended = [
      await this.deps.sessions.endByRefreshToken(refreshToken),
      await this.deps.sessions.endByAccessToken(accessToken),
    ];
    for (const userId of new Set(ended)) {
      if (userId) this.deps.pubsub.publish('ACCOUNT_CHANGED', userId, { kind: 'sessions-revoked' });
    }
  }

  /** Ends every session of the signed-in member, this one included, and forgets their devices. */
  async logoutEverywhere(viewer: Viewer | undefined): Promise<void> {
    const me = requireSignedIn(viewer);
    await this.db.transaction(async (tx) => {
      await this.deps.sessions.revokeAllForUser(tx, me.user.id, 'signed out everywhere');
      await this.devices.forgetAll(tx, me.user.id);
    });
    this.deps.pubsub.publish('ACCOUNT_CHANGED', me.user.id, { kind: 'sessions-revoked' });
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
    const { page, pageSize, limit, offset, orderBy } = pageAndSort(params, USER_SORTABLE, USER_DEFAULT_ORDER, users.id);
    const where = userListWhere(params, filters);
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

  /**
   * The admin list as a connection: the same search, filter and orders, read on from a cursor, so an
   * account made between two reads moves no other. `count` counts every match, run only when asked for.
   */
  async listConnection(
    viewer: Viewer | undefined,
    window: KeysetWindow,
    params: ListParams,
    filters: { role?: Role | null } = {},
  ): Promise<Connection<UserRow> & { count: () => Promise<number> }> {
    requireAdmin(viewer);
    const keyset = keysetAndSort('adminUsers', window, params, USER_SORTABLE, USER_DEFAULT_ORDER, users.id);
    const where = userListWhere(params, filters);
    const rows = await this.db
      .select({ ...getTableColumns(users), cursor: keyset.cursorValues })
      .from(users)
      .where(and(where, keyset.where))
      .orderBy(...keyset.orderBy)
      .limit(keyset.limit);
    return {
      ...keyset.finish(rows),
      count: async () => (await this.db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
    };
  }

  async getUserByEmail(viewer: Viewer | undefined, email: string): Promise<UserRow> {
    if (!viewer) throw AppError.unauthenticated();
    const row = await this.findByEmail(email);
    // An administrator may see every account, so there is nothing to probe: a missing one is missing.
    if (!row && isAdmin(viewer)) throw AppError.notFound('The account');
    // Anyone else gets the same answer for "no such account" and "not yours", so e-mails cannot be probed.
    if (!row || !canAccount(viewer, 'read', row.id)) {
      throw AppError.forbidden('You can only see your own account');
    }
    return row;
  }

  async updateAccount(
    viewer: Viewer | undefined,
    id: string,
    input: UpdateAccountInput,
    options: { image?: IncomingFile | undefined; removeImage?: boolean } = {},
  ): Promise<AccountUpdate> {
    const actor = authorizeAccount(viewer, 'update', id);
    const data = parseInput(updateAccountSchema, input);
    if (!isUuid(id)) throw AppError.notFound('The account');
    const [current] = await this.db.select().from(users).where(eq(users.id, id));
    if (!current) throw AppError.notFound('The account');

    // The address is never changed here: whoever holds a session could otherwise move the account to
    // their own inbox and take it over with a password reset. A new address waits for its link.
    const { currentPassword, newPassword, email: requestedEmail, ...profile } = data;
    const changes: Partial<typeof users.$inferInsert> = { ...profile, updatedAt: this.now() };
    const changesEmail = Boolean(requestedEmail && requestedEmail !== current.email.toLowerCase());
    // What takes an account over (its password, the address its resets go to) needs the password
    // too, not only a session: a stolen access token alone must not be enough. An administrator
    // correcting someone else's account acts with their own session.
    if ((newPassword || changesEmail) && actor.user.id === id) {
      await this.requireCurrentPassword(
        current,
        currentPassword,
        newPassword ? 'to set a new one' : 'to change your e-mail address',
      );
    }
    if (newPassword) changes.passwordHash = await hashPassword(newPassword);
    const emailChange = changesEmail ? await this.prepareEmailChange(current, requestedEmail!) : undefined;
    const newImage = options.image
      ? await this.deps.storage.saveImage(options.image, { field: 'image', label: 'The profile picture' })
      : undefined;
    if (newImage || options.removeImage) changes.image = newImage ?? null;

    let updated: UserRow;
    try {
      updated = await this.db.transaction(async (tx) => {
        const [row] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        // A new password ends every other session and device: whoever knew the old one is signed out.
        if (newPassword) {
          await this.deps.sessions.revokeAllForUser(
            tx,
            id,
            'password changed',
            actor.user.id === id ? actor.familyId : undefined,
          );
          await this.devices.forgetAll(tx, id);
        }
        if (emailChange) await this.recordEmailChange(tx, current, emailChange, actor.user.id !== id);
        // An administrator changing someone else's account is an administrative action: audited.
        if (actor.user.id !== id) {
          const audited = [
            ...changesBetween(current, row!, AUDITED_ACCOUNT_FIELDS),
            ...(changes.image !== undefined ? [{ field: 'image', before: current.image, after: row!.image }] : []),
            ...(newPassword ? [{ field: 'password', before: null, after: '(changed)' }] : []),
            ...(emailChange ? [{ field: 'pendingEmail', before: null, after: emailChange.newEmail }] : []),
          ].filter((change) => change.before !== change.after);
          if (audited.length)
            await recordAudit(tx, actor, {
              action: 'user.update',
              targetType: 'user',
              targetId: id,
              targetLabel: accountLabel(row!),
              changes: audited,
            });
        }
        return row!;
      });
    } catch (error) {
      await this.deps.storage.remove(newImage);
      throw isUniqueViolation(error) ? this.emailTaken() : error;
    }
    if (changes.image !== undefined && current.image !== updated.image) await this.deps.storage.remove(current.image);
    if (updated.firstName !== current.firstName) this.deps.publicCache.invalidate();
    this.deps.sessions.forgetUser(id);
    this.deps.pubsub.publish('ACCOUNT_CHANGED', id, { kind: newPassword ? 'sessions-revoked' : 'updated' });
    return { user: updated, emailChangeSentTo: emailChange?.newEmail ?? null };
  }

  /** The account's own password, asked again before a change that could take the account over. */
  async requireCurrentPassword(user: UserRow, given: unknown, purpose: string): Promise<void> {
    if (typeof given === 'string' && given && given.length <= PASSWORD_MAX) {
      if (await verifyPassword(user.passwordHash, given)) return;
    }
    throw AppError.badInput([
      {
        path: 'currentPassword',
        msg: given ? 'Your current password is not correct' : `Enter your current password ${purpose}`,
      },
    ]);
  }

  /** Checks a requested address before anything is saved. */
  private async prepareEmailChange(current: UserRow, newEmail: string): Promise<{ newEmail: string; token: string }> {
    const other = await this.findByEmail(newEmail);
    if (other && other.id !== current.id) throw this.emailTaken();
    const since = new Date(this.now().getTime() - 24 * 3_600_000);
    const [recent] = await this.db
      .select({ n: count() })
      .from(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, current.id), gt(emailChangeRequests.createdAt, since)));
    if ((recent?.n ?? 0) >= EMAIL_CHANGES_PER_DAY) {
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        'This account asked to change its e-mail address several times today. Open the link we sent last, or try again tomorrow.',
        [{ path: 'email', msg: 'Too many e-mail changes today' }],
        24 * 3600,
      );
    }
    // Counted per account above, never against the new address's budget: strangers filling that
    // address's inbox through the public forms must not be able to stop its holder moving to it.
    return { newEmail, token: newOpaqueToken() };
  }

  /**
   * Stores the pending change (replacing an older one), e-mails its link to the new address and warns
   * the old one. The warning is not counted against the old address's budget: a stranger who spent it
   * through the public forms must not be able to silence it.
   */
  private async recordEmailChange(
    tx: Executor,
    current: UserRow,
    change: { newEmail: string; token: string },
    byAdministrator: boolean,
  ): Promise<void> {
    const now = this.now();
    await this.cancelEmailChanges(tx, current.id);
    await tx.insert(emailChangeRequests).values({
      userId: current.id,
      newEmail: change.newEmail,
      tokenHash: hashToken(change.token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
    });
    const { brand } = this.deps;
    const link = `${this.deps.publicUrl()}/user/confirm-email?token=${encodeURIComponent(change.token)}`;
    await this.deps.outbox.enqueueMany(tx, [
      {
        to: change.newEmail,
        subject: `${brand}: confirm your new e-mail address`,
        ...renderEmail(
          {
            title: 'Confirm your new e-mail address',
            paragraphs: [
              byAdministrator
                ? `An administrator of ${brand} asked to use this e-mail address for an account.`
                : `Someone signed in to an ${brand} account asked to use this e-mail address for it.`,
              'If that was you, confirm with the button below: the account then signs in with this address, and its other sessions are signed out.',
            ],
            action: { label: 'Confirm this e-mail address', url: link },
            note: `The link is valid for ${EMAIL_CHANGE_TTL_HOURS} hours and works once. If you did not ask for this, ignore this e-mail: nothing changes.`,
          },
          brand,
        ),
        template: 'email-change-confirmation',
        meta: { userId: current.id },
      },
      {
        to: current.email,
        subject: `${brand}: a change of your e-mail address was requested`,
        ...renderEmail(
          {
            title: 'Your e-mail address is about to change',
            paragraphs: [
              `${byAdministrator ? `An administrator of ${brand}` : `Someone signed in to your ${brand} account`} asked to change the account's e-mail address. Nothing changes until the link we sent to the new address is opened.`,
              'If this was you, there is nothing to do. If it was not, reset your password now: that cancels the change and signs out every session.',
            ],
            details: [['New address', change.newEmail]],
            action: { label: 'Reset my password', url: `${this.deps.publicUrl()}/password-request` },
          },
          brand,
        ),
        template: 'email-change-notice',
        meta: { userId: current.id },
      },
    ]);
  }

  /** Ends every password-reset and address-confirmation link of an account that is still open. */
  private async endLinks(tx: Executor, userId: string): Promise<void> {
    const now = this.now();
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
  }

  /** Ends every pending change of address of an account (a newer request, a reset, a confirmation). */
  private async cancelEmailChanges(tx: Executor, userId: string): Promise<void> {
    await tx
      .update(emailChangeRequests)
      .set({ usedAt: this.now() })
      .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.usedAt)));
  }

  /** The address an account is waiting to confirm; only its owner is told. */
  async pendingEmail(viewer: Viewer | undefined, userId: string): Promise<string | null> {
    if (!canAccount(viewer, 'readPendingEmail', userId)) return null;
    const [row] = await this.db
      .select({ newEmail: emailChangeRequests.newEmail })
      .from(emailChangeRequests)
      .where(
        and(
          eq(emailChangeRequests.userId, userId),
          isNull(emailChangeRequests.usedAt),
          gt(emailChangeRequests.expiresAt, this.now()),
        ),
      )
      .orderBy(desc(emailChangeRequests.createdAt))
      .limit(1);
    return row?.newEmail ?? null;
  }

  /**
   * Opens the link sent to a new address: the account moves to it, every other session ends (the
   * confirming browser's own stays, if it is signed in to this account) and the old address is told.
   */
  async confirmEmailChange(viewer: Viewer | undefined, tokenInput: unknown): Promise<string> {
    const invalid = AppError.badInput([
      {
        path: 'token',
        msg: 'This confirmation link is invalid, already used or expired. Change your e-mail address again from your profile to get a new one.',
      },
    ]);
    if (typeof tokenInput !== 'string' || !tokenInput) throw invalid;
    const now = this.now();
    let changed: { user: UserRow; oldEmail: string } | undefined;
    try {
      changed = await this.db.transaction(async (tx) => {
        const [request] = await tx
          .select()
          .from(emailChangeRequests)
          .where(
            and(
              eq(emailChangeRequests.tokenHash, hashToken(tokenInput)),
              isNull(emailChangeRequests.usedAt),
              gt(emailChangeRequests.expiresAt, now),
            ),
          )
          .for('update');
        if (!request) return undefined;
        const [before] = await tx.select().from(users).where(eq(users.id, request.userId)).for('update');
        if (!before) return undefined;
        const [taken] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = ${request.newEmail}`, ne(users.id, before.id)));
        if (taken) throw this.emailTakenMeanwhile();
        await this.cancelEmailChanges(tx, before.id);
        // Links sent to the old address (password resets, confirmations) no longer speak for the account.
        await this.endLinks(tx, before.id);
        const [user] = await tx
          .update(users)
          .set({ email: request.newEmail, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, before.id))
          .returning();
        const keep = viewer?.user.id === before.id ? viewer.familyId : undefined;
        await this.deps.sessions.revokeAllForUser(tx, before.id, 'e-mail address changed', keep);
        await this.deps.outbox.enqueue(tx, this.emailChangedNotice(before, request.newEmail));
        return { user: user!, oldEmail: before.email };
      });
    } catch (error) {
      // Another account took the address between the check and the update (the unique index decides).
      throw isUniqueViolation(error) ? this.emailTakenMeanwhile() : error;
    }
    if (!changed) throw invalid;
    this.deps.pubsub.publish('ACCOUNT_CHANGED', changed.user.id, { kind: 'sessions-revoked' });
    return `Your e-mail address is now ${changed.user.email}. Sign in with it from now on.`;
  }

  private emailTakenMeanwhile() {
    return new AppError(
      ErrorCode.CONFLICT,
      'Another account already uses this e-mail address, so yours was not changed. Keep your current address or choose another one in your profile.',
      [{ path: 'token', msg: 'Another account already uses this e-mail address' }],
    );
  }

  private emailChangedNotice(before: UserRow, newEmail: string): EmailDraft {
    const { brand } = this.deps;
    return {
      to: before.email,
      subject: `${brand}: your e-mail address was changed`,
      ...renderEmail(
        {
          title: 'Your e-mail address was changed',
          paragraphs: [
            `The e-mail address of your ${brand} account was changed: sign in with the new address from now on. Every other session of the account was signed out.`,
            'If you did not make this change, contact us straight away.',
          ],
          details: [['New address', newEmail]],
          action: { label: 'Contact us', url: `${this.deps.publicUrl()}/contact-us` },
        },
        brand,
      ),
      template: 'email-change-done',
      meta: { userId: before.id },
    };
  }

  /**
   * Queues the request for every well-formed address and answers at once: the account is looked up by
   * the worker (sendPasswordReset), after the response, so the answer takes the same time and does the
   * same work whether or not an account exists. The queue is durable: a restart loses no request.
   */
  async requestPasswordReset(emailInput: unknown): Promise<string> {
    const email = parseInput(emailField, emailInput);
    await this.deps.jobs.send(PASSWORD_RESET_QUEUE, { email }, RESET_JOB);
    return RESET_REQUESTED_MESSAGE;
  }

  async startWorker(): Promise<void> {
    await ensureQueue(this.deps.jobs, PASSWORD_RESET_QUEUE, RESET_JOB);
    // One after the other: two requests for one address must see each other's mail (the reset's own
    // limit per address counts what was sent).
    await workEach<{ email: string }>(
      this.deps.jobs,
      PASSWORD_RESET_QUEUE,
      (job) => this.sendPasswordReset(job.data.email),
      { concurrency: 1 },
    );
  }

  /** The worker's half of a reset request: e-mails a link if the account exists and may have one. */
  async sendPasswordReset(email: string): Promise<'sent' | 'no-account' | 'throttled'> {
    const user = await this.findByEmail(email);
    if (!user) return 'no-account';
    const windowStart = new Date(this.now().getTime() - RESET_WINDOW_MINUTES * 60_000);
    const [recent] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, windowStart)));
    if ((recent?.count ?? 0) >= RESET_REQUESTS_PER_WINDOW) {
      this.deps.logger.warn({ userId: user.id }, 'password reset requests throttled');
      return 'throttled';
    }
    // Counted per account only (above), never against the address's daily budget, which the public
    // forms let strangers spend: a reset must reach its owner whatever others sent to the address.
    const token = newOpaqueToken();
    const link = `${this.deps.publicUrl()}/user/user-reset-password?token=${encodeURIComponent(token)}`;
    // No first name here: whoever made the account typed it, and the address was never confirmed.
    const email_ = renderEmail(
      {
        title: 'Reset your password',
        paragraphs: [
          `We received a request to reset the password of the ${this.deps.brand} account registered with this e-mail address. Choose a new password with the button below.`,
        ],
        action: { label: 'Choose a new password', url: link },
        note: `The link is valid for ${RESET_TOKEN_TTL_MINUTES} minutes and works once. If you did not ask for this, ignore this e-mail: your password stays the same.`,
      },
      this.deps.brand,
    );
    await this.db.transaction(async (tx) => {
      // Earlier links stay valid until they expire or one of them is used: mail can arrive out of
      // order, and the owner must be able to use whichever reached them.
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
    return 'sent';
  }

  /** Read only: the reset page asks before showing the form, so a dead link is not found out after typing. */
  async resetLinkState(token: unknown): Promise<ResetLinkStatus> {
    if (typeof token !== 'string' || !token) return 'unknown';
    const [found] = await this.db
      .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    if (!found) return 'unknown';
    if (found.usedAt) return 'used';
    return found.expiresAt > this.now() ? 'valid' : 'expired';
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
      // One link used ends them all.
      await this.endLinks(tx, found.userId);
      const now = this.now();
      // The link reached this address, so its holder reads it: the address is confirmed.
      const [row] = await tx
        .update(users)
        .set({
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          updatedAt: now,
        })
        .where(eq(users.id, found.userId))
        .returning();
      // A reset is how an owner takes the account back from a stolen session or password: every
      // session and known device ends, the address that session asked to move the account to is
      // dropped, and payout details saved before wait for the owner to confirm them.
      await this.deps.sessions.revokeAllForUser(tx, found.userId, 'password reset');
      await this.devices.forgetAll(tx, found.userId);
      await this.cancelEmailChanges(tx, found.userId);
      await this.deps.onCredentialsChanged?.(tx, found.userId, 'reset');
      return row;
    });
    if (!user) throw invalid;
    await clearAccountThrottle(this.db, user.email);
    this.deps.pubsub.publish('ACCOUNT_CHANGED', user.id, { kind: 'sessions-revoked' });
    return user;
  }

  /**
   * ADMIN_EMAIL/ADMIN_PASSWORD: creates that account as Admin, or promotes it if it exists. The
   * operator vouches for the address, so whoever registered it first (perhaps to be handed the role)
   * keeps nothing: the promoted account gets ADMIN_PASSWORD, and every session, known device, pending
   * change of address, reset or confirmation link and payout detail they set up ends with it. Several
   * instances starting together may race to create it: the loser promotes the winner's row.
   */
  async ensureAdmin(
    email: string,
    password: string,
    retried = false,
  ): Promise<{ user: UserRow; outcome: 'created' | 'promoted' | 'unchanged' }> {
    const existing = await this.findByEmail(email);
    if (existing?.role === 'Admin') return { user: existing, outcome: 'unchanged' };
    const passwordHash = await hashPassword(password);
    if (existing) {
      const user = await this.db.transaction(async (tx) => {
        const now = this.now();
        const [row] = await tx
          .update(users)
          .set({ role: 'Admin', passwordHash, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, existing.id))
          .returning();
        await this.deps.sessions.revokeAllForUser(tx, existing.id, 'promoted to administrator');
        await this.devices.forgetAll(tx, existing.id);
        await this.cancelEmailChanges(tx, existing.id);
        await this.endLinks(tx, existing.id);
        await this.deps.onCredentialsChanged?.(tx, existing.id, 'handed-over');
        // The operator's first sign-in must not wait behind guesses made before the hand-over.
        await clearAccountThrottle(tx, existing.email);
        return row!;
      });
      this.deps.pubsub.publish('ACCOUNT_CHANGED', user.id, { kind: 'sessions-revoked' });
      return { user, outcome: 'promoted' };
    }
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          role: 'Admin',
          firstName: 'Admin',
          lastName: 'User',
          email: email.trim().toLowerCase(),
          passwordHash,
          emailVerifiedAt: this.now(),
        })
        .returning();
      return { user: row!, outcome: 'created' };
    } catch (error) {
      if (retried || !isUniqueViolation(error)) throw error;
      return this.ensureAdmin(email, password, true);
    }
  }

  async isSessionAlive(familyId: string): Promise<boolean> {
    return this.deps.sessions.isFamilyAlive(familyId);
  }
}
