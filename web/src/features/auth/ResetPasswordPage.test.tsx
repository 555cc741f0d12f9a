import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { PasswordResetLinkDocument, type ResetLinkState } from '../../gql/graphql';
import { renderMockedRoutes } from '../../test/mocked-routes';
import { ResetPasswordPage } from './ResetPasswordPage';

function openLink(state: ResetLinkState) {
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: PasswordResetLinkDocument, variables: { token: 'tok-1' } },
      result: { data: { passwordResetLink: state } },
    },
  ];
  return renderMockedRoutes(
    [{ path: paths.user.resetPassword, element: <ResetPasswordPage /> }],
    `${paths.user.resetPassword}?token=tok-1`,
    mocks,
  );
}

describe('ResetPasswordPage', () => {
  it('offers the form for a link that still works', async () => {
    openLink('VALID');
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeTruthy();
    expect(screen.getByLabelText(/Confirm new password/)).toBeTruthy();
  });

  it.each([
    ['USED', 'This link has been used'],
    ['EXPIRED', 'This link has expired'],
    ['UNKNOWN', 'This link is not valid'],
  ] as const)('says a %s link is dead before any password is typed', async (state, title) => {
    openLink(state);
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.queryByLabelText(/Confirm new password/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe(
      paths.passwordRequest,
    );
  });
});
