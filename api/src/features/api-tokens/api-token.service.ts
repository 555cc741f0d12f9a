import type { ApiTokenProblem } from '../accounts/session.service.js';
import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { parseInput, requiredText } from '../../core/input.js';
import { isAdmin, type Viewer } from '../../core/viewer.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { users } from '../accounts/account.table.js';
import { apiTokens, API_TOKEN_SCOPES, type ApiTokenRow, type ApiTokenScope } from './api-token.table.js';
import { newPersonalToken } from './api-token-secret.js';

/** The lifetimes offered; every token expires, at most a year after it is made. */
export const API_TOKEN_LIFETIMES_DAYS = [7, 30, 90, 365] as const;
/** How many live (not revoked, not expired) tokens one account may hold. */
export const MAX_LIVE_TOKENS = 20;
/** last_used_at is written at most this often per token, so a busy client costs no write per request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export type { ApiTokenProblem };

const DAY_MS = 86_400_000;

const createInput = z.object({
  name: requiredText('Name', 60, 'Please give the token a name, such as the program that will use it'),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: `Scopes must be among: ${API_TOKEN_SCOPES.join(', ')}` }), {
      error: 'Scopes must be a list',
    })
    .min(1, 'Choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z.union(
    API_TOKEN_LIFETIMES_DAYS.map((days) => z.literal(days)),
    { error: `Expiry must be one of ${API_TOKEN_LIFETIMES_DAYS.join(', ')} days` },
  ),
});

export class ApiTokenService {
  constructor(private readonly deps: { db: Database; now: () => Date }) {}

  /** Refuses a caller signed in with a personal token: tokens are made and revoked by a person. */
  private requireSession(viewer: Viewer | undefined): Viewer {
    if (!viewer) throw AppError.unauthenticated();
    if (viewer.apiToken) {
      throw AppError.forbidden('A personal API token cannot manage tokens: sign in to the website to do this');
    }
    return viewer;
  }

  /** A new token for the caller; the secret is in the answer only, never stored. */
  async create(viewer: Viewer | undefined, input: unknown): Promise<{ token: string; apiToken: ApiTokenRow }> {
    const caller = this.requireSession(viewer);
    const data = parseInput(createInput, input);
    if (data.scopes.includes('ADMIN_READ') && !isAdmin(caller)) {
      throw AppError.badInput([{ path: 'scopes', msg: 'Only administrators may create a token with ADMIN_READ' }]);
    }
    const now = this.deps.now();
    const live = await this.deps.db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, caller.user.id), isNull(apiTokens.revokedAt), gt(apiTokens.expiresAt, now)))
      .then((rows) => rows.length);
    if (live >= MAX_LIVE_TOKENS) {
      throw AppError.badInput([
        { path: 'name', msg: `An account may hold ${MAX_LIVE_TOKENS} tokens at most: revoke one you no longer use` },
      ]);
    }
    const { secret, hash, prefix } = newPersonalToken();
    const [row] = await this.deps.db
      .insert(apiTokens)
      .values({
        userId: caller.user.id,
        name: data.name,
        tokenHash: hash,
        prefix,
        scopes: data.scopes,
        expiresAt: new Date(now.getTime() + data.expiresInDays * DAY_MS),
        createdAt: now,
      })
      .returning();
    return { token: secret, apiToken: row! };
  }

  /** The caller's tokens, newest first, revoked and expired ones included (never a secret). */
  async mine(viewer: Viewer | undefined): Promise<ApiTokenRow[]> {
    if (!viewer) throw AppError.unauthenticated();
    return this.deps.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, viewer.user.id))
      .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  }

  /** Revokes one of the caller's tokens (someone else's is NOT_FOUND); revoking twice keeps the first time. */
  async revoke(viewer: Viewer | undefined, id: string): Promise<ApiTokenRow> {
    const caller = this.requireSession(viewer);
    if (!isUuid(id)) throw AppError.notFound('API token');
    const mine = and(eq(apiTokens.id, id), eq(apiTokens.userId, caller.user.id));
    const [revoked] = await this.deps.db
      .update(apiTokens)
      .set({ revokedAt: this.deps.now() })
      .where(and(mine, isNull(apiTokens.revokedAt)))
      .returning();
    if (revoked) return revoked;
    const [existing] = await this.deps.db.select().from(apiTokens).where(mine);
    if (!existing) throw AppError.notFound('API token');
    return existing;
  }

  /**
   * Who a personal token signs in: its account, with the token's scopes. A revoked or expired token,
   * or one whose account is disabled, is a problem, never a viewer.
   */
  async resolveViewer(secret: string): Promise<{ viewer: Viewer; exp: number } | { problem: ApiTokenProblem }> {
    const [row] = await this.deps.db
      .select({ token: apiTokens, user: users })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, hashToken(secret)));
    if (!row) return { problem: 'api-token-invalid' };
    const now = this.deps.now();
    if (row.token.revokedAt || row.user.disabledAt) return { problem: 'api-token-revoked' };
    if (row.token.expiresAt <= now) return { problem: 'api-token-expired' };
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    if (!row.token.lastUsedAt || row.token.lastUsedAt < staleBefore) {
      // The condition is repeated in the update, so concurrent requests write once.
      await this.deps.db
        .update(apiTokens)
        .set({ lastUsedAt: now })
        .where(
          and(eq(apiTokens.id, row.token.id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))),
        );
    }
    const viewer: Viewer = Object.freeze({
      user: Object.freeze(row.user),
      // A token belongs to no session family: its id stands in, so a session check finds no live family.
      familyId: row.token.id,
      apiToken: Object.freeze({ id: row.token.id, scopes: row.token.scopes as ApiTokenScope[] }),
    });
    return { viewer, exp: Math.floor(row.token.expiresAt.getTime() / 1000) };
  }
}
