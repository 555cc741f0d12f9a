import { describe, expect, it, vi } from 'vitest';
import { authPayload, graphQLError, stubGraphQLFetch } from '../../test/fake-api';
import { signInAs } from '../../test/utils';
import { refreshSession, restoreSession, signOut } from './session';
import { sessionStore } from './session-store';

describe('restoreSession', () => {
  it('restores the session from the refresh cookie, keeping the token in memory only', async () => {
    stubGraphQLFetch(() => Response.json({ data: { refreshSession: authPayload('restored') } }));
    await restoreSession();
    expect(sessionStore.getState().status).toBe('signedIn');
    expect(sessionStore.getAccessToken()).toBe('restored');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });

  it('means "signed out" when the server refuses, without an error to show', async () => {
    stubGraphQLFetch(() => graphQLError('UNAUTHENTICATED'));
    await restoreSession();
    expect(sessionStore.getState()).toEqual({ status: 'signedOut', user: null, endReason: null });
  });

  it('means "signed out" when the API cannot be reached', async () => {
    stubGraphQLFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await restoreSession();
    // Not a sign-out: a page that works from what the device stored (the check-in desk) stays open.
    expect(sessionStore.getState()).toEqual({ status: 'signedOut', user: null, endReason: 'unreachable' });
  });
});

describe('refreshSession', () => {
  it('is single-flight: concurrent callers share one request (the cookie rotates)', async () => {
    const { sent } = stubGraphQLFetch(() => Response.json({ data: { refreshSession: authPayload('new') } }));
    const outcomes = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(sent.filter((r) => r.operationName === 'RefreshSession')).toHaveLength(1);
  });

  it('ignores a refresh answer that arrives after the user signed out', async () => {
    let answer: (response: Response) => void = () => {};
    stubGraphQLFetch(({ operationName }) =>
      operationName === 'RefreshSession'
        ? new Promise<Response>((resolve) => (answer = resolve))
        : Response.json({ data: { logout: true } }),
    );
    signInAs();
    const refreshing = refreshSession();
    await signOut();
    answer(Response.json({ data: { refreshSession: authPayload('too-late') } }));
    await refreshing;
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(sessionStore.getAccessToken()).toBeNull();
  });
});

describe('signOut', () => {
  it('signs out locally even when the logout call fails, and only logs the failure', async () => {
    stubGraphQLFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInAs();
    await signOut();
    expect(sessionStore.getState().status).toBe('signedOut');
    expect(warn).toHaveBeenCalledOnce();
  });
});
