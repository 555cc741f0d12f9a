import { vi } from 'vitest';
import { buildUser } from './utils';

export interface SentRequest {
  operationName: string | undefined;
  authorization: string | undefined;
}

type Handler = (request: SentRequest) => Response | Promise<Response>;

/**
 * A fake `/graphql` endpoint on `fetch`: `handler` answers each request; `sent` records what was sent.
 * The operation name is read from the query text of a POST (Apollo's mutations, the shell's requests)
 * or from the query string of a GET (Apollo's queries by their hash).
 */
export function stubGraphQLFetch(handler: Handler) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const body = JSON.parse(String(init?.body ?? '{}')) as { query?: string };
    const headers = new Headers(init?.headers);
    const request: SentRequest = {
      operationName:
        (init?.method ?? 'GET').toUpperCase() === 'GET'
          ? (url.searchParams.get('operationName') ?? undefined)
          : /(?:query|mutation|subscription)\s+(\w+)/.exec(body.query ?? '')?.[1],
      authorization: headers.get('authorization') ?? undefined,
    };
    sent.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, fetchMock };
}

export function graphQLError(code: string, message = code) {
  return Response.json({ data: null, errors: [{ message, extensions: { code } }] });
}

export function authPayload(accessToken: string) {
  return {
    __typename: 'AuthPayload',
    accessToken,
    expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
    user: { __typename: 'User', ...buildUser() },
  };
}
