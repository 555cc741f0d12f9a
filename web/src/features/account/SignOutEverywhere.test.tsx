import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { LogoutEverywhereDocument } from '../../gql/graphql';
import { SIGNED_OUT_EVERYWHERE_NOTICE } from '../../lib/auth/login-state';
import { sessionStore } from '../../lib/auth/session-store';
import { renderRoutes, signInAs } from '../../test/utils';
import { SignOutEverywhere } from './SignOutEverywhere';

function renderSection(mocks: MockLink.MockedResponse[]) {
  signInAs();
  localStorage.setItem('aibex-draft', 'something of this session');
  return renderRoutes(
    [
      {
        path: paths.user.myProfile,
        element: (
          <MockedProvider mocks={mocks}>
            <SignOutEverywhere />
          </MockedProvider>
        ),
      },
      { path: paths.login, element: <p>Login page</p> },
    ],
    paths.user.myProfile,
  );
}

describe('SignOutEverywhere', () => {
  it('asks first, then ends every session, forgets this one and goes to the login page with a notice', async () => {
    const { router } = renderSection([
      { request: { query: LogoutEverywhereDocument }, result: { data: { logoutEverywhere: true } } },
    ]);
    expect(screen.getByRole('region', { name: 'Sign out everywhere' }).textContent).toContain(
      'every browser and device',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const confirm = screen.getByRole('button', { name: 'Yes, sign out everywhere' });
    expect(document.activeElement).toBe(confirm);
    expect(sessionStore.getState().status).toBe('signedIn');

    fireEvent.click(confirm);
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({ notice: SIGNED_OUT_EVERYWHERE_NOTICE });
    expect(sessionStore.getState()).toMatchObject({ status: 'signedOut', endReason: 'everywhere' });
    expect(sessionStore.getAccessToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('can be cancelled, with focus back on its button', () => {
    renderSection([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out everywhere' }));
  });

  it('keeps the session and says why when the server refuses', async () => {
    renderSection([
      {
        request: { query: LogoutEverywhereDocument },
        result: {
          errors: [new GraphQLError('Please sign in to continue', { extensions: { code: 'UNAUTHENTICATED' } })],
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign in to continue');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, sign out everywhere' })).toBeTruthy());
    expect(sessionStore.getState().status).toBe('signedIn');
  });
});
