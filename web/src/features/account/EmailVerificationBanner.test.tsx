import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ResendEmailVerificationDocument } from '../../gql/graphql';
import { sessionStore } from '../../lib/auth/session-store';
import { buildUser, renderAt, signInAs } from '../../test/utils';
import { EmailVerificationBanner } from './EmailVerificationBanner';

function renderBanner(mocks: MockLink.MockedResponse[] = []) {
  renderAt(
    <MockedProvider mocks={mocks}>
      <EmailVerificationBanner />
    </MockedProvider>,
  );
}

const banner = () => screen.queryByRole('complementary', { name: 'E-mail address' });

describe('EmailVerificationBanner', () => {
  it('says where the link went while the address is not confirmed, and goes once it is', () => {
    signInAs({ emailVerified: false });
    renderBanner();
    expect(banner()?.textContent).toContain(
      'Please confirm your e-mail address, amara@example.com, with the link we e-mail you.',
    );
    // The session's user is live (the verification page, accountChanged): confirming removes the banner.
    act(() => sessionStore.userChanged(buildUser({ emailVerified: true })));
    expect(banner()).toBeNull();
  });

  it('is not there for a confirmed address', () => {
    signInAs({ emailVerified: true });
    renderBanner();
    expect(banner()).toBeNull();
  });

  it('sends the link again and says what the server did', async () => {
    signInAs({ emailVerified: false });
    const answer = 'We sent a new link to amara@example.com. Open it to confirm your address.';
    renderBanner([
      { request: { query: ResendEmailVerificationDocument }, result: { data: { resendEmailVerification: answer } } },
    ]);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(answer)).toBe(status);
  });

  it('shows why the link was not sent again (too many today)', async () => {
    signInAs({ emailVerified: false });
    const refusal = 'We have sent you several confirmation links today. Open the newest one, or try again tomorrow.';
    renderBanner([
      {
        request: { query: ResendEmailVerificationDocument },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'TOO_MANY_REQUESTS' } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByText(refusal)).getAttribute('role')).toBe('status');
  });
});
