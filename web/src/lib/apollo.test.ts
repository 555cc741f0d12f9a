import { gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { authPayload, graphQLError, stubGraphQLFetch } from '../test/fake-api';
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

describe('Apollo client auth', () => {
  it('sends the access token as a Bearer header and the CSRF preflight header', async () => {
    signInAs();
    const { fetchMock } = stubGraphQLFetch(() => Response.json(me));
    await client().query({ query: MeQuery });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer access-token-1');
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(init?.credentials).toBe('same-origin');
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
