import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError, type FormattedExecutionResult } from 'graphql';
import { authenticate, type GraphQLContext } from '../graphql/context.js';
import { AppError, httpStatusOf, isAppError } from '../lib/errors.js';
import {
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
  isKeptStatus,
  keyScopeOf,
  parseIdempotencyKey,
  requestFingerprint,
  statusOfCode,
  type IdempotencyKeys,
  type KeptAnswer,
} from '../lib/idempotency/idempotency-keys.js';
import type { Logger } from '../lib/logger.js';
import type { Services } from '../services.js';

/**
 * The Idempotency-Key header on the two APIs, one mechanism (lib/idempotency/idempotency-keys.ts):
 * GraphQL mutations through an Apollo plugin (only once Apollo has resolved the operation is it known
 * to be a mutation, persisted queries and operation names included; queries ignore the header), and
 * the REST shim's changing routes (POST, PUT, PATCH, DELETE) through a middleware in front of them.
 */

/** Headers of an answer worth giving back with its replay. */
const REPLAYED_HEADERS = ['content-type', 'content-disposition', 'location'];

/**
 * A multipart body (files, form fields) is read by each route's own parser, after the key has been
 * taken, so it cannot be part of the fingerprint: a key is refused with it rather than replaying the
 * answer of other files.
 */
function refuseMultipart(contentType: string | undefined) {
  if (contentType?.toLowerCase().startsWith('multipart/'))
    throw AppError.badInput([
      {
        path: IDEMPOTENCY_HEADER,
        msg: 'Idempotency-Key is taken with JSON bodies only: send this request without it, or its fields as JSON',
      },
    ]);
}

/**
 * An answer that sets a cookie (a session) is not kept: its replay could not give the cookie back.
 * Nor is one refused before it started or failed on the server's side (isKeptStatus).
 */
const keepsAnswer = (status: number, res: Response | undefined) =>
  isKeptStatus(status) && res?.getHeader('set-cookie') === undefined;

async function settle(
  keys: IdempotencyKeys,
  logger: Logger,
  held: { scope: string; key: string; attempt: string },
  answer: KeptAnswer,
  keep: boolean,
) {
  try {
    if (keep) await keys.complete(held.scope, held.key, held.attempt, answer);
    else await keys.release(held.scope, held.key, held.attempt);
  } catch (error) {
    // The answer still goes out; the key stays taken and a retry takes it over once it is abandoned.
    logger.error({ err: error, scope: held.scope }, 'the answer of an idempotent request could not be kept');
  }
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The REST shim's side: goes after the JSON body parser and before the routes. */
export function restIdempotency(services: Services): RequestHandler {
  const keys = services.idempotencyKeys;
  return async (req: Request, res: Response, next: NextFunction) => {
    const header = req.get(IDEMPOTENCY_HEADER);
    if (header === undefined || !CHANGING_METHODS.has(req.method)) return next();
    // Refusals name the header as it is spelled, not as a body field would be.
    res.locals.errorShape = { fields: { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_HEADER } };
    const key = parseIdempotencyKey(header);
    refuseMultipart(req.get('content-type'));
    // A token that is not usable (expired, revoked) is an anonymous caller's: the route refuses it
    // with 401, which is not kept.
    const { viewer } = await authenticate(services, req.headers.authorization);
    const scope = keyScopeOf(viewer?.user.id, req.ip);
    const claim = await keys.claim(scope, key, requestFingerprint(req.method, req.originalUrl, req.body));
    if (claim.kind === 'replay') {
      const { answer } = claim;
      for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
      res.setHeader(REPLAYED_HEADER, 'true');
      res.status(answer.status).end(answer.body);
      return;
    }
    res.locals.errorShape = undefined;
    const held = { scope, key, attempt: claim.attempt };
    keepAnswerOf(res, (answer) => settle(keys, services.logger, held, answer, keepsAnswer(answer.status, res)));
    next();
  };
}

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: Chunk, encoding: unknown) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
    : Buffer.from(chunk);

/**
 * Collects what the route writes and hands it to `settle` before the response ends, so a client that
 * has the answer finds it kept when it sends the request again.
 */
function keepAnswerOf(res: Response, settleWith: (answer: KeptAnswer) => Promise<void>) {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (chunk) chunks.push(toBuffer(chunk, rest[0]));
    return write(chunk, ...rest);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    const [chunk, encoding] = args;
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk as Chunk, encoding));
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = res.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    void settleWith({ status: res.statusCode, headers, body: Buffer.concat(chunks) }).finally(() => end(...args));
    return res;
  }) as Response['end'];
}

/** An app error as Apollo answers an error raised before execution: its code and HTTP status. */
function requestError(error: AppError): GraphQLError {
  const headers = new HeaderMap();
  if (error.retryAfterSeconds) headers.set('retry-after', String(error.retryAfterSeconds));
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: { code: error.code, http: { status: httpStatusOf[error.code], headers } },
  });
}

/**
 * Whether a GraphQL answer is kept. Every field answered null with errors that all mean the
 * operation did not start (invalid input, no sign-in, a rate limit) or failed on the server's side:
 * not kept. Anything else, refusals of the business rules among them (CONFLICT, PAYOUT_NOT_AVAILABLE):
 * kept, as a mutation that ran.
 */
function keepsGraphQLAnswer(status: number, result: FormattedExecutionResult, res: Response | undefined): boolean {
  if (!keepsAnswer(status, res)) return false;
  if (!result.errors?.length) return true;
  if (result.data && Object.values(result.data).some((value) => value !== null)) return true;
  return result.errors.some((error) => isKeptStatus(statusOfCode(error.extensions?.code)));
}

/** The GraphQL side: mutations sent over HTTP with the header. */
export function idempotentMutations(keys: IdempotencyKeys, logger: Logger): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart({ request }) {
      const header = request.http?.headers.get(IDEMPOTENCY_HEADER.toLowerCase());
      if (header === undefined) return;
      let held: Promise<{ scope: string; key: string; attempt: string } | undefined> | undefined;
      let replay: KeptAnswer | undefined;
      return {
        async didResolveOperation({ operation, contextValue, queryHash, request: { operationName, variables } }) {
          if (operation?.operation !== 'mutation') return;
          const claiming = (async () => {
            const key = parseIdempotencyKey(header);
            refuseMultipart(request.http?.headers.get('content-type'));
            const scope = keyScopeOf(contextValue.viewer?.user.id, contextValue.ip);
            const fingerprint = requestFingerprint('POST', '/graphql', {
              queryHash,
              operationName: operationName ?? null,
              variables: variables ?? {},
            });
            const claim = await keys.claim(scope, key, fingerprint);
            if (claim.kind === 'replay') {
              replay = claim.answer;
              return undefined;
            }
            return { scope, key, attempt: claim.attempt };
          })();
          held = claiming.catch(() => undefined);
          try {
            await claiming;
          } catch (error) {
            throw isAppError(error) ? requestError(error) : error;
          }
        },
        async responseForOperation(): Promise<GraphQLResponse | null> {
          if (!replay) return null;
          return {
            http: { status: replay.status, headers: new HeaderMap([[REPLAYED_HEADER.toLowerCase(), 'true']]) },
            body: {
              kind: 'single',
              singleResult: JSON.parse(replay.body.toString('utf8')) as FormattedExecutionResult,
            },
          };
        },
        async willSendResponse({ response, contextValue }) {
          // Another plugin may have refused the operation while the key was being taken.
          const claimed = await held;
          if (!claimed || response.body.kind !== 'single') {
            if (claimed)
              await settle(keys, logger, claimed, { status: 500, headers: {}, body: Buffer.alloc(0) }, false);
            return;
          }
          const status = response.http.status ?? 200;
          const result = response.body.singleResult;
          const answer = {
            status,
            headers: { 'content-type': 'application/json; charset=utf-8' },
            body: Buffer.from(JSON.stringify(result)),
          };
          await settle(keys, logger, claimed, answer, keepsGraphQLAnswer(status, result, contextValue.http?.res));
        },
      };
    },
  };
}
