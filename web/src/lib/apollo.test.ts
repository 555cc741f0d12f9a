import { createHash } from 'node:crypto';
import { gql } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { authPayload, graphQLError } from '../test/fake-api';
import { signInAs, signedOut } from '../test/utils';
import { createApolloClient } from './apollo';
import { sessionStore } from './auth/session-store';

const MeQuery = gql`
  query Me {
    me {
      id
    }
  }
`;

const SiteQuery = gql`
  query Site {
    site {
      expoName
    }
  }
`;

function client() {
  // Resolve fetch at call time, so the stub installed by each test is used.
  return createApolloClient({
    wsUrl: 'ws://127.0.0.1:1/graphql',
    fetch: (...args) => globalThis.fetch(...args),
  });
}

const me = { data: { me: { __typename: 'User', id: 'user-1' } } };

interface SentRequest {
  method: string;
  multipart: boolean;
  operationName: string | undefined;
  /** The operation's text, when it was sent. */
  query: string | undefined;
  sha256Hash: string | undefined;
  authorization: string | undefined;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

/**
 * A fake `/graphql` endpoint on `fetch` that reads a request as Apollo Server would: a GET's parameters
 * from its query string, a POST's from its JSON body or its multipart `operations` field.
 */
function stubGraphQLFetch(handler: (request: SentRequest) => Response | Promise<Response>) {
  const sent: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const multipart = init?.body instanceof FormData;
    let params: { query?: string; operationName?: string; extensions?: { persistedQuery?: { sha256Hash: string } } };
    if (method === 'GET') {
      const search = new URL(String(input), 'http://localhost').searchParams;
      params = {
        query: search.get('query') ?? undefined,
        operationName: search.get('operationName') ?? undefined,
        extensions: JSON.parse(search.get('extensions') ?? '{}') as typeof params.extensions,
      };
    } else {
      const body = init?.body instanceof FormData ? init.body.get('operations') : init?.body;
      params = JSON.parse(String(body)) as typeof params;
    }
    const headers = new Headers(init?.headers);
    const request: SentRequest = {
      method,
      multipart,
      // The shell's own requests (graphql-request.ts) name their operation in the text only.
      operationName: params.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(params.query ?? '')?.[1],
      query: params.query,
      sha256Hash: params.extensions?.persistedQuery?.sha256Hash,
      authorization: headers.get('authorization') ?? undefined,
      headers,
      credentials: init?.credentials,
    };
    sent.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('Apollo client auth', () => {
  it('sends the access token as a Bearer header and the CSRF preflight header', async () => {
    signInAs();
    const { sent } = stubGraphQLFetch(() => Response.json(me));
    await client().query({ query: MeQuery });
    const [{ headers, credentials }] = sent as [SentRequest];
    expect(headers.get('authorization')).toBe('Bearer access-token-1');
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(credentials).toBe('same-origin');
  });

  it('refreshes once on UNAUTHENTICATED, then retries with the new token', async () => {
    signInAs();
    const { sent } = stubGraphQLFetch(({ operationName, authorization }) => {
      if (operationName === 'RefreshSession') {
        return Response.json({ data: { refreshSession: authPayload('token-2') } });
      }
      return authorization === 'Bearer token-2' ? Response.json(me) : graphQLError('UNAUTHENTICATED');
    });

    const result = await client().query({ query: MeQuery });

    expect(result.data).toEqual({ me: { __typename: 'User', id: 'user-1' } });
    expect(sent.map((r) => `${r.operationName} ${r.authorization ?? '-'}`)).toEqual([
      'Me Bearer access-token-1',
      'RefreshSession -',
      'Me Bearer token-2',
    ]);
  });

  it('shares one refresh between requests that fail together', async () => {
    signInAs();
    const { sent } = stubGraphQLFetch(({ operationName, authorization }) => {
      if (operationName === 'RefreshSession') {
        return Response.json({ data: { refreshSession: authPayload('token-2') } });
      }
      if (authorization !== 'Bearer token-2') return graphQLError('UNAUTHENTICATED');
      return Response.json(
        operationName === 'Me' ? me : { data: { site: { __typename: 'SiteConfig', expoName: 'AIBEx 2026' } } },
      );
    });

    const apollo = client();
    await Promise.all([apollo.query({ query: MeQuery }), apollo.query({ query: SiteQuery })]);

    expect(sent.filter((r) => r.operationName === 'RefreshSession')).toHaveLength(1);
  });

  it('signs out locally when the refresh fails, and passes the error on', async () => {
    signInAs();
    stubGraphQLFetch(() => graphQLError('UNAUTHENTICATED', 'Please sign in to continue'));

    await expect(client().query({ query: MeQuery })).rejects.toThrow('Please sign in to continue');
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', endReason: 'expired' });
  });

  it('does not try to refresh a request sent without a token', async () => {
    signedOut();
    const { sent } = stubGraphQLFetch(() => graphQLError('UNAUTHENTICATED'));
    await expect(client().query({ query: MeQuery })).rejects.toThrow();
    expect(sent.map((r) => r.operationName)).toEqual(['Me']);
  });
});

const LoginMutation = gql`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
    }
  }
`;

const UploadLogoMutation = gql`
  mutation UploadLogo($logo: Upload) {
    updateLogo(logo: $logo) {
      id
    }
  }
`;

const notFound = () => graphQLError('PERSISTED_QUERY_NOT_FOUND', 'PersistedQueryNotFound');
const login = { data: { login: { __typename: 'AuthPayload', accessToken: 'token-1' } } };

describe('Apollo client persisted queries', () => {
  it('sends a query as a GET of its SHA-256 alone, and its text by POST when the server has not seen it', async () => {
    signedOut();
    // As Apollo Server does: a hash is known once it has come with its text.
    const known = new Set<string | undefined>();
    const { sent } = stubGraphQLFetch(({ query, sha256Hash }) => {
      if (query) known.add(sha256Hash);
      return query || known.has(sha256Hash) ? Response.json(me) : notFound();
    });
    const apollo = client();

    const result = await apollo.query({ query: MeQuery });

    expect(result.data).toEqual(me.data);
    const [byHash, withText] = sent as [SentRequest, SentRequest];
    expect(sent.map((r) => `${r.method} ${r.operationName} ${r.query ? 'text' : 'hash'}`)).toEqual([
      'GET Me hash',
      'POST Me text',
    ]);
    expect(withText.query).toMatch(/^query Me\b/);
    expect(byHash.sha256Hash).toBe(sha256(withText.query!));
    expect(withText.sha256Hash).toBe(byHash.sha256Hash);
    // Apollo Server's CSRF prevention accepts a GET only with a header a form cannot send.
    expect(byHash.headers.get('apollo-require-preflight')).toBe('true');

    // Once seen, the same query goes by its hash only.
    await apollo.query({ query: MeQuery, fetchPolicy: 'network-only' });
    expect(sent.slice(2).map((r) => `${r.method} ${r.query ? 'text' : 'hash'} ${r.sha256Hash}`)).toEqual([
      `GET hash ${byHash.sha256Hash}`,
    ]);
  });

  it('sends a mutation by POST with its text, and one with a file as a multipart POST with its text', async () => {
    signedOut();
    const { sent } = stubGraphQLFetch(({ operationName }) =>
      Response.json(
        operationName === 'Login' ? login : { data: { updateLogo: { __typename: 'Participant', id: 'p-1' } } },
      ),
    );
    const apollo = client();

    await apollo.mutate({ mutation: LoginMutation, variables: { email: 'a@example.com', password: 'secret' } });
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await apollo.mutate({ mutation: UploadLogoMutation, variables: { logo } });

    expect(sent.map((r) => `${r.method} ${r.operationName} ${r.multipart ? 'multipart' : 'json'}`)).toEqual([
      'POST Login json',
      'POST UploadLogo multipart',
    ]);
    for (const request of sent) {
      expect(request.query).toMatch(/^mutation /);
      expect(request.sha256Hash).toBeUndefined();
    }
  });

  it("sends a signed-in user's queries by POST with their text: no browser keeps their answers", async () => {
    signInAs();
    const { sent } = stubGraphQLFetch(({ query }) => (query ? Response.json(me) : notFound()));

    await client().query({ query: MeQuery });

    expect(sent.map((r) => `${r.method} ${r.operationName} ${r.query ? 'text' : 'hash'}`)).toEqual(['POST Me text']);
    expect(sent[0]!.sha256Hash).toBeUndefined();
  });

  it('sends the text by POST where the browser has no crypto.subtle (not a secure context)', async () => {
    signedOut();
    // As on plain http at a LAN address: `crypto` is there, its secure-context-only `subtle` is not.
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    const { sent } = stubGraphQLFetch(({ query }) => (query ? Response.json(me) : notFound()));

    await client().query({ query: MeQuery });

    expect(sent.map((r) => `${r.method} ${r.operationName} ${r.query ? 'text' : 'hash'}`)).toEqual(['POST Me text']);
    expect(sent[0]!.sha256Hash).toBeUndefined();
  });
});

describe('Apollo client idempotency keys', () => {
  const keyOf = (request: SentRequest) => request.headers.get('idempotency-key');

  it('sends each mutation call with a key of its own, and queries and uploads without', async () => {
    signedOut();
    const { sent } = stubGraphQLFetch(({ operationName }) =>
      Response.json(
        operationName === 'Login'
          ? login
          : operationName === 'Me'
            ? me
            : { data: { updateLogo: { __typename: 'Participant', id: 'p-1' } } },
      ),
    );
    const apollo = client();
    const variables = { email: 'a@example.com', password: 'secret' };
    await apollo.mutate({ mutation: LoginMutation, variables });
    await apollo.mutate({ mutation: LoginMutation, variables });
    await apollo.query({ query: MeQuery });
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    await apollo.mutate({ mutation: UploadLogoMutation, variables: { logo } });

    const [first, second, ...others] = sent.map(keyOf);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(others).toEqual([null, null]);
  });

  it('sends the retry of a call (after a refresh) with the key of its first attempt', async () => {
    signInAs();
    const { sent } = stubGraphQLFetch(({ operationName, authorization }) => {
      if (operationName === 'RefreshSession')
        return Response.json({ data: { refreshSession: authPayload('token-2') } });
      return authorization === 'Bearer token-2' ? Response.json(login) : graphQLError('UNAUTHENTICATED');
    });
    await client().mutate({ mutation: LoginMutation, variables: { email: 'a@example.com', password: 'secret' } });
    const attempts = sent.filter((r) => r.operationName === 'Login');
    expect(attempts.map((r) => r.authorization)).toEqual(['Bearer access-token-1', 'Bearer token-2']);
    expect(keyOf(attempts[1]!)).toBe(keyOf(attempts[0]!));
    expect(keyOf(attempts[0]!)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps the caller's own key, which spans the attempts of one action", async () => {
    signedOut();
    const { sent } = stubGraphQLFetch(() => Response.json(login));
    await client().mutate({
      mutation: LoginMutation,
      variables: { email: 'a@example.com', password: 'secret' },
      context: { headers: { 'Idempotency-Key': 'withdrawal-1' } },
    });
    expect(sent.map(keyOf)).toEqual(['withdrawal-1']);
  });
});
