import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { ResendEmailVerificationDocument, VerifyEmailDocument } from '../../gql/graphql';
import { sessionStore } from '../../lib/auth/session-store';
import { authPayload, stubGraphQLFetch } from '../../test/fake-api';
import { renderRoutes, signInAs, signedOut } from '../../test/utils';
import { VerifyEmailPage } from './VerifyEmailPage';

const CONFIRMED = 'Thank you: amara@example.com is confirmed.';
const INVALID =
  'This confirmation link is invalid, already used or expired. Sign in and ask for a new one from the banner.';

function renderPage(mocks: MockLink.MockedResponse[], search = '?token=abc') {
  return renderRoutes(
    [
      {
        path: paths.user.verifyEmail,
        element: (
          <MockedProvider mocks={mocks}>
            <VerifyEmailPage />
          </MockedProvider>
        ),
      },
      { path: paths.login, element: <p>Login page</p> },
    ],
    { pathname: paths.user.verifyEmail, search },
  );
}

const verified: MockLink.MockedResponse = {
  request: { query: VerifyEmailDocument, variables: { token: 'abc' } },
  result: { data: { verifyEmail: CONFIRMED } },
};

const refused: MockLink.MockedResponse = {
  request: { query: VerifyEmailDocument, variables: { token: 'abc' } },
  result: {
    errors: [
      new GraphQLError(INVALID, {
        extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'token', msg: INVALID }] },
      }),
    ],
  },
};

const confirmButton = () => screen.getByRole('button', { name: 'Confirm my e-mail address' });

describe('VerifyEmailPage', () => {
  it('confirms only when asked, then sends a signed-out visitor to sign in with the server’s message', async () => {
    signedOut();
    let asked = false;
    const { router } = renderPage([
      {
        request: verified.request,
        result: () => {
          asked = true;
          return { data: { verifyEmail: CONFIRMED } };
        },
      },
    ]);
    // Mail scanners open links: nothing is confirmed until the button is pressed.
    await Promise.resolve();
    expect(asked).toBe(false);
    fireEvent.click(confirmButton());
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(asked).toBe(true);
    expect(router.state.location.state).toEqual({ notice: CONFIRMED });
  });

  it('refreshes a signed-in user, so the banner of the user area goes', async () => {
    signInAs({ emailVerified: false });
    const { sent } = stubGraphQLFetch(() => Response.json({ data: { refreshSession: authPayload('refreshed') } }));
    renderPage([verified]);
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('status')).textContent).toBe(CONFIRMED);
    expect(sent.map((r) => r.operationName)).toEqual(['RefreshSession']);
    expect(sessionStore.getState().user?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(paths.user.dashboard);
  });

  it('says why a used or expired link confirmed nothing, and offers a signed-in user a new one', async () => {
    signInAs({ emailVerified: false });
    const sentAgain = 'We sent a new link to amara@example.com. Open it to confirm your address.';
    renderPage([
      refused,
      {
        request: { query: ResendEmailVerificationDocument },
        result: { data: { resendEmailVerification: sentAgain } },
      },
    ]);
    fireEvent.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your e-mail address was not confirmed');
    expect(alert.textContent).toContain('invalid, already used or expired');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText(sentAgain)).toBeTruthy();
  });

  it('offers no new link to a signed-out visitor (sending one needs the account)', async () => {
    signedOut();
    renderPage([refused]);
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Sign in and ask for a new one');
    expect(screen.queryByRole('button', { name: 'Send me a new link' })).toBeNull();
  });

  it('explains a link without its token', () => {
    signedOut();
    renderPage([], '');
    expect(screen.getByText('This link is incomplete')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm my e-mail address' })).toBeNull();
  });
});
