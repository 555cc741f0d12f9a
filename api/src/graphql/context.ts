import type { Request, Response } from 'express';
import type { TokenProblem } from '../features/accounts/session.service.js';
import type { Viewer } from '../core/viewer.js';
import type { BudgetUse } from '../lib/rate-limits/rate-limits.js';
import type { Services } from '../services.js';
import { isPersonalToken } from '../features/api-tokens/api-token-secret.js';
import { createLoaders, type Loaders } from './loaders.js';

export interface GraphQLContext {
  services: Services;
  viewer: Viewer | undefined;
  /** Set when a token was sent but is not usable: the client should refresh or sign in. */
  tokenProblem: TokenProblem | undefined;
  requestId: string;
  ip: string | undefined;
  userAgent: string | undefined;
  /** Present over HTTP (cookies are set through it); absent over WebSocket. */
  http?: { req: Request; res: Response };
  /** This operation's batches (loaders.ts): the fields of a list's items read together. */
  loaders: Loaders;
  /** The rate budgets this operation counted against (@RateLimited), for its RateLimit header fields. */
  budgetsUsed: BudgetUse[];
}

/**
 * The context of one operation: who calls, and a new loader set. Over a socket (`socket: true`) the
 * context lives as long as the subscription, so its loaders keep nothing between events.
 */
export function graphQLContext(
  base: Omit<GraphQLContext, 'loaders' | 'budgetsUsed'>,
  options: { socket?: boolean } = {},
): GraphQLContext {
  return {
    ...base,
    loaders: createLoaders(base.services, { cache: !options.socket, viewerId: base.viewer?.user.id }),
    budgetsUsed: [],
  };
}

export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Resolves who is calling from an Authorization header value. */
export async function authenticate(
  services: Services,
  authorization: unknown,
): Promise<{ viewer: Viewer | undefined; tokenProblem: TokenProblem | undefined; exp?: number }> {
  const token = bearerToken(authorization);
  if (!token) return { viewer: undefined, tokenProblem: undefined };
  const result = isPersonalToken(token)
    ? await services.apiTokens.resolveViewer(token)
    : await services.sessions.resolveViewer(token);
  if ('problem' in result) return { viewer: undefined, tokenProblem: result.problem };
  return { viewer: result.viewer, tokenProblem: undefined, exp: result.exp };
}

const PROBLEM_MESSAGES: Record<TokenProblem, string> = {
  expired: 'Your session has expired. Please sign in again.',
  invalid: 'Your sign-in token is not valid. Please sign in again.',
  revoked: 'Your session has ended. Please sign in again.',
  'api-token-expired': 'This API token has expired: create a new one in your account settings.',
  'api-token-revoked': 'This API token was revoked, or its account is disabled: it no longer signs anyone in.',
  'api-token-invalid': 'This API token is not known: check that it was copied whole, or create a new one.',
};

export function tokenProblemMessage(problem: TokenProblem | undefined): string {
  return problem ? PROBLEM_MESSAGES[problem] : 'Please sign in to continue';
}
