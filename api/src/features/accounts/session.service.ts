import { createSecretKey, type KeyObject } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import type { Viewer } from '../../core/viewer.js';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashToken, newOpaqueToken, openWithToken, sealWithToken } from '../../lib/tokens.js';
import { refreshTokens, sessionFamilies, users, type Role, type UserRow } from './account.table.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * A just-rotated refresh token presented again within this many seconds answers with the same
 * successor instead of ending the session: several tabs refreshing at once, or a response lost on
 * the way, must not sign the user out. Later, a second use means the token was copied.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export interface AccessClaims {
  sub: string;
  role: Role;
  /** The session family the token was issued from; revoking the family ends the token too. */
  sid: string;
}

export interface IssuedSession {
  user: UserRow;
  familyId: string;
  accessToken: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Why a personal API token (api-tokens/) signs nobody in. */
export type ApiTokenProblem = 'api-token-expired' | 'api-token-revoked' | 'api-token-invalid';
/** Why a bearer token signs nobody in: a session's access token, or a personal API token. */
export type TokenProblem = 'expired' | 'invalid' | 'revoked' | ApiTokenProblem;

const ISSUER = 'aibex';

/**
 * How long a resolved viewer is reused for the same access token, so a page's burst of requests costs
 * one lookup. Ending a session or changing the user on this instance forgets it at once; on another
 * instance, a revoked session or changed user is seen within this time.
 */
export const VIEWER_CACHE_MS = 1000;
const VIEWER_CACHE_ENTRIES = 10_000;

type ViewerLookup = { viewer: Viewer; exp: number } | { problem: TokenProblem };

interface CachedViewer {
  viewer: Viewer;
  exp: number;
  /** performance.now() after which the session is looked up again. */
  until: number;
}

export class SessionService {
  /** The signing key, built once: jsonwebtoken would build one from a string on every call. */
  private readonly key: KeyObject;
  private readonly viewers = new Map<string, CachedViewer>();
  /**
   * Lookups under way, by token: the requests that arrive meanwhile wait for the same one. Without it,
   * every request in flight when a viewer's second ran out looked the session up again (50 lookups
   * at once under 50 concurrent requests), and those requests made the slowest one percent.
   */
  private readonly lookups = new Map<string, Promise<ViewerLookup>>();
  /** Counts forgets: a lookup that started before one is answered but not kept. */
  private forgets = 0;

  constructor(
    private readonly db: Database,
    secret: string,
    private readonly now: () => Date = () => new Date(),
    private readonly viewerCacheMs = VIEWER_CACHE_MS,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  signAccessToken(
    user: Pick<UserRow, 'id' | 'role'>,
    familyId: string,
    ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ): { token: string; expiresAt: Date } {
    const claims: AccessClaims = { sub: user.id, role: user.role, sid: familyId };
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const token = jwt.sign({ ...claims, iat: nowSeconds }, this.key, {
      algorithm: 'HS256',
      expiresIn: ttlSeconds,
      issuer: ISSUER,
    });
    return { token, expiresAt: new Date((nowSeconds + ttlSeconds) * 1000) };
  }

  /** Verifies the signature and expiry only; `resolveViewer` also checks the session is alive. */
  verifyAccessToken(token: string): { claims: AccessClaims; exp: number } | { problem: TokenProblem } {
    try {
      const payload = jwt.verify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        clockTimestamp: Math.floor(this.now().getTime() / 1000),
      }) as jwt.JwtPayload & Partial<AccessClaims>;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) {
        return { problem: 'invalid' };
      }
      return { claims: { sub: payload.sub, sid: payload.sid, role: payload.role ?? 'User' }, exp: payload.exp };
    } catch (error) {
      return { problem: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
    }
  }

  /**
   * The user and whether their session family is still alive: one query, reused for the same token
   * for `viewerCacheMs` (see VIEWER_CACHE_MS) while the token has not expired.
   */
  async resolveViewer(token: string): Promise<ViewerLookup> {
    const cached = this.viewers.get(token);
    if (cached) {
      if (cached.until > performance.now() && cached.exp * 1000 > this.now().getTime()) {
        return { viewer: cached.viewer, exp: cached.exp };
      }
      this.viewers.delete(token);
    }
    let lookup = this.lookups.get(token);
    if (!lookup) {
      lookup = this.lookUpViewer(token).finally(() => {
        if (this.lookups.get(token) === lookup) this.lookups.delete(token);
      });
      this.lookups.set(token, lookup);
    }
    return lookup;
  }

  private async lookUpViewer(token: string): Promise<ViewerLookup> {
    const verified = this.verifyAccessToken(token);
    if ('problem' in verified) return verified;
    const forgets = this.forgets;
    const [row] = await this.db
      .select({ user: users, revokedAt: sessionFamilies.revokedAt })
      .from(users)
      .innerJoin(sessionFamilies, eq(sessionFamilies.userId, users.id))
      .where(and(eq(users.id, verified.claims.sub), eq(sessionFamilies.id, verified.claims.sid)));
    if (!row || row.revokedAt || row.user.disabledAt) return { problem: 'revoked' };
    const viewer: Viewer = Object.freeze({ user: Object.freeze(row.user), familyId: verified.claims.sid });
    if (this.viewerCacheMs > 0 && forgets === this.forgets) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      if (this.viewers.size >= VIEWER_CACHE_ENTRIES) this.viewers.delete(this.viewers.keys().next().value!);
      this.viewers.set(token, { viewer, exp: verified.exp, until: performance.now() + this.viewerCacheMs });
    }
    return { viewer, exp: verified.exp };
  }

  /**
   * The viewer of a session that is still open, for a credential other than the access token that names
   * it (a signed link); undefined once the session ended.
   */
  async viewerOfSession(userId: string, familyId: string): Promise<Viewer | undefined> {
    const [row] = await this.db
      .select({ user: users, revokedAt: sessionFamilies.revokedAt })
      .from(users)
      .innerJoin(sessionFamilies, eq(sessionFamilies.userId, users.id))
      .where(and(eq(users.id, userId), eq(sessionFamilies.id, familyId)));
    if (!row || row.revokedAt) return undefined;
    return Object.freeze({ user: Object.freeze(row.user), familyId });
  }

  /** The user's row changed here: their next request reads it again. */
  forgetUser(userId: string): void {
    for (const [token, entry] of this.viewers) if (entry.viewer.user.id === userId) this.viewers.delete(token);
    this.forgetLookups();
  }

  private forgetFamily(familyId: string): void {
    for (const [token, entry] of this.viewers) if (entry.viewer.familyId === familyId) this.viewers.delete(token);
    this.forgetLookups();
  }

  /** Lookups under way may have read the row before the change: later requests start their own. */
  private forgetLookups(): void {
    this.forgets += 1;
    this.lookups.clear();
  }

  /**
   * Starts a session family for a fresh sign-in. `accessTtlSeconds` lengthens the first access token
   * for a client that never refreshes (the old REST client); ending the family still ends it at once.
   */
  async start(
    tx: Executor,
    user: UserRow,
    userAgent: string | undefined,
    accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ): Promise<IssuedSession> {
    const [family] = await tx
      .insert(sessionFamilies)
      .values({ userId: user.id, userAgent: userAgent?.slice(0, 300) ?? null })
      .returning({ id: sessionFamilies.id });
    return this.issue(tx, user, family!.id, newOpaqueToken(), accessTtlSeconds);
  }

  private async issue(
    tx: Executor,
    user: UserRow,
    familyId: string,
    refreshToken = newOpaqueToken(),
    accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ): Promise<IssuedSession> {
    const refreshExpiresAt = new Date(this.now().getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    await tx.insert(refreshTokens).values({
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: refreshExpiresAt,
    });
    return this.sessionWith(user, familyId, refreshToken, refreshExpiresAt, accessTtlSeconds);
  }

  /** A fresh access token beside the given refresh token. */
  private sessionWith(
    user: UserRow,
    familyId: string,
    refreshToken: string,
    refreshExpiresAt: Date,
    accessTtlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ): IssuedSession {
    const access = this.signAccessToken(user, familyId, accessTtlSeconds);
    return { user, familyId, accessToken: access.token, expiresAt: access.expiresAt, refreshToken, refreshExpiresAt };
  }

  /**
   * Exchanges a refresh token for a new one in the same family. A token presented a second time
   * after the grace period means it was copied: the whole family is revoked, signing out the thief
   * and the owner alike.
   */
  async rotate(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken) throw AppError.unauthenticated('You are not signed in');
    const outcome = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ token: refreshTokens, family: sessionFamilies, user: users })
        .from(refreshTokens)
        .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
        .innerJoin(users, eq(users.id, sessionFamilies.userId))
        .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
        .for('update', { of: refreshTokens });
      if (!found || found.family.revokedAt || found.user.disabledAt) {
        return { ended: 'Your session has ended. Please sign in again.' };
      }
      if (found.token.usedAt) {
        const graceEnds = found.token.usedAt.getTime() + REFRESH_REUSE_GRACE_SECONDS * 1000;
        const successor =
          graceEnds > this.now().getTime() && found.token.successorSealed
            ? openWithToken(found.token.successorSealed, refreshToken)
            : undefined;
        if (successor) return { session: await this.reissue(tx, found.user, found.family.id, successor) };
        await this.revokeFamily(tx, found.family.id, 'refresh token reuse');
        return {
          ended: 'Your session was ended because it was used from somewhere else. Please sign in again.',
          revokedUserId: found.user.id,
        };
      }
      if (found.token.expiresAt <= this.now()) return { ended: 'Your session has expired. Please sign in again.' };
      const now = this.now();
      const successor = newOpaqueToken();
      await tx
        .update(refreshTokens)
        .set({ usedAt: now, successorSealed: sealWithToken(successor, refreshToken) })
        .where(eq(refreshTokens.id, found.token.id));
      await tx.update(sessionFamilies).set({ lastUsedAt: now }).where(eq(sessionFamilies.id, found.family.id));
      return { session: await this.issue(tx, found.user, found.family.id, successor) };
    });
    if ('ended' in outcome) throw AppError.unauthenticated(outcome.ended);
    return outcome.session;
  }

  /** The successor already issued for a token presented again within the grace period. */
  private async reissue(tx: Executor, user: UserRow, familyId: string, successor: string): Promise<IssuedSession> {
    const [row] = await tx
      .select({ expiresAt: refreshTokens.expiresAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(successor)));
    // The row exists (it was issued in the same family); the fallback only keeps the types honest.
    const expiresAt = row?.expiresAt ?? new Date(this.now().getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000);
    return this.sessionWith(user, familyId, successor, expiresAt);
  }

  async revokeFamily(tx: Executor, familyId: string, reason: string): Promise<void> {
    this.forgetFamily(familyId);
    await tx
      .update(sessionFamilies)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(and(eq(sessionFamilies.id, familyId), isNull(sessionFamilies.revokedAt)));
  }

  /** Ends every session of a user, optionally keeping the one making the change. */
  async revokeAllForUser(tx: Executor, userId: string, reason: string, exceptFamilyId?: string): Promise<void> {
    this.forgetUser(userId);
    await tx
      .update(sessionFamilies)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(
        and(
          eq(sessionFamilies.userId, userId),
          isNull(sessionFamilies.revokedAt),
          exceptFamilyId ? ne(sessionFamilies.id, exceptFamilyId) : undefined,
        ),
      );
  }

  async isFamilyAlive(familyId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ revokedAt: sessionFamilies.revokedAt })
      .from(sessionFamilies)
      .where(eq(sessionFamilies.id, familyId));
    return Boolean(row && !row.revokedAt);
  }

  /** Logout with an access token: revokes its family (an invalid or expired token is ignored). */
  async endByAccessToken(accessToken: string | undefined): Promise<string | undefined> {
    const verified = accessToken ? this.verifyAccessToken(accessToken) : undefined;
    if (!verified || 'problem' in verified) return undefined;
    await this.revokeFamily(this.db, verified.claims.sid, 'logout');
    return verified.claims.sub;
  }

  /** Logout: revokes the family of the presented refresh token (unknown tokens are ignored). */
  async endByRefreshToken(refreshToken: string | undefined): Promise<string | undefined> {
    if (!refreshToken) return undefined;
    const [found] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: sessionFamilies.userId })
      .from(refreshTokens)
      .innerJoin(sessionFamilies, eq(sessionFamilies.id, refreshTokens.familyId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    if (!found) return undefined;
    await this.revokeFamily(this.db, found.familyId, 'logout');
    return found.userId;
  }
}
