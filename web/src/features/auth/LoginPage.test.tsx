import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { LoginDocument } from '../../gql/graphql';
import { sessionStore } from '../../lib/auth/session-store';
import { buildUser, renderRoutes } from '../../test/utils';
import { LoginPage } from './LoginPage';

const credentials = { email: 'amara@example.com', password: 'correct horse battery' };

function renderLogin(mocks: MockLink.MockedResponse[], state?: unknown) {
  return renderRoutes(
    [
      {
        path: paths.login,
        element: (
          <MockedProvider mocks={mocks}>
            <LoginPage />
          </MockedProvider>
        ),
      },
      { path: '*', element: <p>Arrived elsewhere</p> },
    ],
    { pathname: paths.login, state },
  );
}

function submit(email = credentials.email, password = credentials.password) {
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('hands the page the visitor was going to on to the sign-up page', async () => {
    const from = { pathname: '/tools/drill-1f92a082-bd6a-4cb1-91c6-60fc405f5022', search: '?qty=2', hash: '' };
    const { router } = renderLogin([], { from });
    fireEvent.click(screen.getByRole('link', { name: 'Signup' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.createAccount));
    expect(router.state.location.state).toEqual({ from });
  });

  it('shows "Network error, try again!" in an alert when no response arrives', async () => {
    renderLogin([
      {
        request: { query: LoginDocument, variables: credentials },
        error: new TypeError('Failed to fetch'),
      },
    ]);
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Network error, try again!');
    expect(alert.className).toContain('alert--error');
  });

  it('shows the server’s message in an alert', async () => {
    renderLogin([
      {
        request: { query: LoginDocument, variables: credentials },
        result: {
          errors: [
            new GraphQLError('Wrong e-mail address or password', {
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
      },
    ]);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong e-mail address or password');
    expect(sessionStore.getState().status).not.toBe('signedIn');
  });

  it('checks the fields before sending', async () => {
    renderLogin([]);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please enter your password.')).toBeTruthy();
  });

  it('stores the session in memory and goes to the page the guard came from', async () => {
    const user = buildUser();
    const { router } = renderLogin(
      [
        {
          request: { query: LoginDocument, variables: credentials },
          result: {
            data: {
              login: {
                __typename: 'AuthPayload',
                accessToken: 'fresh-token',
                expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
                user: { __typename: 'User', ...user },
              },
            },
          },
        },
      ],
      { from: { pathname: paths.user.myProfile, search: '', hash: '' } },
    );
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.user.myProfile));
    expect(sessionStore.getAccessToken()).toBe('fresh-token');
    expect(sessionStore.getState().user?.firstName).toBe(user.firstName);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows the notice passed by the previous page', () => {
    renderLogin([], { notice: 'Your account has been created. Please sign in.' });
    expect(screen.getByRole('status').textContent).toBe('Your account has been created. Please sign in.');
  });
});
