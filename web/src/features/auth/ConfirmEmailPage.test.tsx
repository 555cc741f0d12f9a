import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { ConfirmEmailChangeDocument } from '../../gql/graphql';
import { renderRoutes, signedOut } from '../../test/utils';
import { ConfirmEmailPage } from './ConfirmEmailPage';

function renderPage(mocks: MockLink.MockedResponse[], search = '?token=abc') {
  signedOut();
  return renderRoutes(
    [
      {
        path: paths.user.confirmEmail,
        element: (
          <MockedProvider mocks={mocks}>
            <ConfirmEmailPage />
          </MockedProvider>
        ),
      },
      { path: paths.login, element: <p>Login page</p> },
    ],
    { pathname: paths.user.confirmEmail, search },
  );
}

describe('ConfirmEmailPage', () => {
  it('confirms only when asked, then sends a signed-out visitor to sign in with the server’s message', async () => {
    const message = 'Your e-mail address is now amara.new@example.com. Sign in with it from now on.';
    const { router } = renderPage([
      {
        request: { query: ConfirmEmailChangeDocument, variables: { token: 'abc' } },
        result: { data: { confirmEmailChange: message } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new e-mail address' }));
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(router.state.location.state).toEqual({ notice: message });
  });

  it('says why an expired or used link changed nothing', async () => {
    renderPage([
      {
        request: { query: ConfirmEmailChangeDocument, variables: { token: 'abc' } },
        result: {
          errors: [
            new GraphQLError('This confirmation link is invalid, already used or expired.', {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my new e-mail address' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The e-mail address was not changed');
    expect(alert.textContent).toContain('invalid, already used or expired');
  });

  it('explains a link without its token', () => {
    renderPage([], '');
    expect(screen.getByText('This link is incomplete')).toBeTruthy();
  });
});
