import type { Server } from 'node:http';
import { GraphQLError, parse, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import proxyaddr from 'proxy-addr';
import { WebSocketServer } from 'ws';
import { authenticate, bearerToken, graphQLContext, type GraphQLContext } from '../graphql/context.js';
import { isPersonalToken } from '../features/api-tokens/api-token-secret.js';
import type { TokenProblem } from '../features/accounts/session.service.js';
import { LIMITS } from '../graphql/armor.js';
import { formatError, isVariableValueError, withoutSuggestions } from '../graphql/format-error.js';
import type { Services } from '../services.js';

type SocketState = {
  context?: GraphQLContext;
  expiryTimer?: NodeJS.Timeout;
  /** Stops listening for the account's session revocations. */
  stopWatch?: () => void;
};

/** The codes Apollo gives the same errors over HTTP, so they are reported, not masked as internal. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  if (error.extensions.code) return error;
  return new GraphQLError(error.message, {
    nodes: error.nodes ?? null,
    originalError: error.originalError,
    extensions: { ...error.extensions, code },
  });
}

/** Close code graphql-ws clients treat as "fix your credentials and reconnect". */
const CLOSE_SESSION_EXPIRED = 4401;

/** The close reason for each token problem at connect (a close reason holds at most 123 bytes). */
const TOKEN_PROBLEM_REASONS: Record<TokenProblem, string> = {
  expired: 'Access token expired: refresh the session (refreshSession) and reconnect',
  invalid: 'Access token not valid: sign in again and reconnect',
  revoked: 'Session ended: sign in again and reconnect',
  'api-token-expired': 'API token expired',
  'api-token-revoked': 'API token revoked',
  'api-token-invalid': 'API token not valid',
};

/**
 * The token of `connection_init`: `authorization` or `Authorization`, as "Bearer <token>" or the bare
 * token, normalised to the header form HTTP requests use.
 */
export function authorizationOf(params: Record<string, unknown> | undefined): string | undefined {
  const value = params?.authorization ?? params?.Authorization;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  return /^Bearer\s/i.test(text) ? text : `Bearer ${text}`;
}

/**
 * graphql-ws on the same port and path as HTTP GraphQL. A socket is authenticated once at connect
 * and closed when its access token expires, so a revoked or expired session cannot keep listening.
 */
export function attachGraphQLWs(
  httpServer: Server,
  schema: GraphQLSchema,
  services: Services,
  armorRules: ValidationRule[],
  /** Express's compiled `trust proxy` setting, so a socket's address is read as req.ip is. */
  trustProxy: (address: string, hop: number) => boolean = () => false,
) {
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 64 * 1024 });
  const { isProduction } = services.config;
  // The same rules as over HTTP, production's limit on introspection among the armor's.
  const rules = [...specifiedRules, ...armorRules];
  const format = (raw: GraphQLError) => {
    const error = isVariableValueError(raw) ? withCode(raw, 'BAD_USER_INPUT') : raw;
    const formatted = formatError(error, error);
    return (isProduction ? withoutSuggestions(formatted) : formatted) as GraphQLError;
  };
  const cleanup = useServer<Record<string, unknown> | undefined, SocketState>(
    {
      schema,
      context: (ctx) => ctx.extra.context!,
      onConnect: async (ctx) => {
        const authorization = authorizationOf(ctx.connectionParams);
        // A personal token's scopes are checked per operation over HTTP only: the socket is for sessions.
        if (isPersonalToken(bearerToken(authorization))) {
          ctx.extra.socket.close(4403, 'Personal API tokens work over HTTP; sign in for subscriptions');
          return false;
        }
        const { viewer, tokenProblem, exp } = await authenticate(services, authorization);
        if (tokenProblem) {
          // Closed here with 4401 and the reason, before graphql-ws's generic 4403 "Forbidden": the
          // client learns to refresh the session (or sign in) and reconnect, not that it is banned.
          ctx.extra.socket.close(CLOSE_SESSION_EXPIRED, TOKEN_PROBLEM_REASONS[tokenProblem]);
          return false;
        }
        const req = ctx.extra.request;
        ctx.extra.context = graphQLContext(
          {
            services,
            viewer,
            tokenProblem: undefined,
            requestId: `ws-${Math.random().toString(36).slice(2, 10)}`,
            ip: proxyaddr(req, trustProxy),
            userAgent: req.headers['user-agent'],
          },
          { socket: true },
        );
        if (exp) {
          const ms = Math.max(0, exp * 1000 - Date.now());
          ctx.extra.expiryTimer = setTimeout(
            () => ctx.extra.socket.close(CLOSE_SESSION_EXPIRED, 'Session expired'),
            ms,
          );
        }
        if (viewer) {
          // Logout, a password change or a replayed refresh token end the session at once: the
          // socket is closed as soon as its token no longer resolves, not when it would expire.
          ctx.extra.stopWatch = watchRevocation(services, viewer.user.id, async () => {
            const again = await authenticate(services, authorization);
            // A moment's grace lets the subscriptions deliver their own "session ended" answer first.
            if (again.tokenProblem)
              setTimeout(() => ctx.extra.socket.close(CLOSE_SESSION_EXPIRED, 'Session ended'), 250);
          });
        }
        return true;
      },
      onSubscribe: (_ctx, _id, payload) => {
        let document;
        try {
          document = parse(payload.query, { maxTokens: LIMITS.maxTokens });
        } catch (error) {
          return [
            withCode(
              error instanceof GraphQLError ? error : new GraphQLError('Could not parse the operation'),
              'GRAPHQL_PARSE_FAILED',
            ),
          ];
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return errors.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED'));
        return undefined;
      },
      onError: (_ctx, _id, _payload, errors) => errors.map(format),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map(format) } : result,
      onClose: (ctx) => {
        clearTimeout(ctx.extra.expiryTimer);
        ctx.extra.stopWatch?.();
      },
    },
    wsServer,
  );
  return {
    async close() {
      await cleanup.dispose();
      wsServer.close();
    },
  };
}

/** Calls `check` whenever the account's sessions are revoked, until the returned function is called. */
function watchRevocation(services: Services, userId: string, check: () => Promise<void>): () => void {
  const events = services.pubsub.subscribe('ACCOUNT_CHANGED', userId);
  void (async () => {
    for await (const event of events) {
      if (event.kind === 'sessions-revoked') await check().catch(() => {});
    }
  })();
  return () => void events.return?.();
}
