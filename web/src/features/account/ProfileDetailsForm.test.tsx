import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ProfilePendingEmailDocument, UpdateProfileDocument } from '../../gql/graphql';
import { sessionStore } from '../../lib/auth/session-store';
import { stubFetch } from '../../test/fake-places';
import { describedErrorOf } from '../../test/mocked-routes';
import { buildUser, renderAt, signInAs } from '../../test/utils';
import { ProfileDetailsForm } from './ProfileDetailsForm';

const NEW_EMAIL = 'amara.new@example.com';
const PASSWORD_LABEL = 'Current password (needed to change your e-mail address)';

const passwordField = () => screen.queryByLabelText(PASSWORD_LABEL, { exact: false, selector: 'input' });

/** Waits for the form's own query to be answered, so its answer cannot land after a mutation's. */
async function untilPendingAsked(asked: () => boolean) {
  await waitFor(() => expect(asked()).toBe(true));
  await act(() => Promise.resolve());
}

function pendingQuery(pendingEmail: string | null, answered = () => {}): MockLink.MockedResponse {
  return {
    request: { query: ProfilePendingEmailDocument },
    result: () => {
      answered();
      return { data: { me: { __typename: 'User', id: 'user-1', pendingEmail } } };
    },
  };
}

function renderForm(mocks: MockLink.MockedResponse[]) {
  stubFetch();
  const user = signInAs();
  renderAt(
    <MockedProvider mocks={mocks}>
      <ProfileDetailsForm user={user} />
    </MockedProvider>,
  );
}

describe('ProfileDetailsForm', () => {
  it('shows a change of address that waits for confirmation', async () => {
    renderForm([pendingQuery(NEW_EMAIL)]);
    const notice = await screen.findByText(/Check your inbox at/);
    expect(notice.textContent).toBe(
      `Check your inbox at ${NEW_EMAIL} and open the link we sent. Until then, your account keeps amara@example.com.`,
    );
  });

  it('asks for a new address without changing the signed-in one, and shows it as pending', async () => {
    let pendingAsked = false;
    renderForm([
      pendingQuery(null, () => (pendingAsked = true)),
      {
        request: {
          query: UpdateProfileDocument,
          variables: (v: { id: string; input: Record<string, unknown> }) =>
            v.id === 'user-1' && v.input.email === NEW_EMAIL && v.input.currentPassword === 'my password 123',
        },
        // The server answers with the address the account still has, and the one it waits for.
        result: { data: { updateAccount: { __typename: 'User', ...buildUser(), pendingEmail: NEW_EMAIL } } },
      },
    ]);
    // The form's own query has its answer (no pending address) before the save: arriving after the
    // mutation's, it would overwrite the pending address the mutation answered.
    await untilPendingAsked(() => pendingAsked);
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    fireEvent.change(email, { target: { value: NEW_EMAIL } });
    fireEvent.change(passwordField()!, { target: { value: 'my password 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText(
        `Saved. We sent a confirmation link to ${NEW_EMAIL}: your e-mail changes when you open it.`,
      ),
    ).toBeTruthy();
    expect(await screen.findByText(/Check your inbox at/)).toBeTruthy();
    expect(email.value).toBe('amara@example.com');
    expect(sessionStore.getState().user?.email).toBe('amara@example.com');
    // The field is back to the saved address: the password is no longer asked for (nor kept).
    expect(passwordField()).toBeNull();
  });

  it('asks for the current password only while the e-mail field holds another address', async () => {
    renderForm([pendingQuery(null)]);
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    expect(passwordField()).toBeNull();
    // Another letter case is the same address.
    fireEvent.change(email, { target: { value: 'Amara@Example.com' } });
    expect(passwordField()).toBeNull();
    fireEvent.change(email, { target: { value: NEW_EMAIL } });
    const password = passwordField()!;
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    fireEvent.change(email, { target: { value: 'amara@example.com' } });
    expect(passwordField()).toBeNull();
  });

  it('says under the password field that it is needed, and moves focus there, before asking the server', async () => {
    renderForm([pendingQuery(null)]);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: NEW_EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(passwordField()!.getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrorOf(passwordField()!)).toBe('Enter your current password to change your e-mail address.');
    expect(document.activeElement).toBe(passwordField());
  });

  it('shows the server’s refusal of a wrong password under the password field', async () => {
    let pendingAsked = false;
    renderForm([
      pendingQuery(null, () => (pendingAsked = true)),
      {
        request: {
          query: UpdateProfileDocument,
          variables: (v: { input: Record<string, unknown> }) => v.input.currentPassword === 'not my password',
        },
        result: {
          errors: [
            new GraphQLError('Your current password is not correct', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [{ path: 'currentPassword', msg: 'Your current password is not correct' }],
              },
            }),
          ],
        },
      },
    ]);
    await untilPendingAsked(() => pendingAsked);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: NEW_EMAIL } });
    fireEvent.change(passwordField()!, { target: { value: 'not my password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(describedErrorOf(passwordField()!)).toBe('Your current password is not correct'));
    // Focus moves in an effect after the error is drawn: it may come a moment later.
    await waitFor(() => expect(document.activeElement).toBe(passwordField()));
    expect(sessionStore.getState().user?.email).toBe('amara@example.com');
  });

  it('saves other details without a password', async () => {
    let pendingAsked = false;
    renderForm([
      pendingQuery(null, () => (pendingAsked = true)),
      {
        request: {
          query: UpdateProfileDocument,
          variables: (v: { input: Record<string, unknown> }) =>
            JSON.stringify(v.input) === JSON.stringify({ city: 'Abuja' }),
        },
        result: {
          data: { updateAccount: { __typename: 'User', ...buildUser({ city: 'Abuja' }), pendingEmail: null } },
        },
      },
    ]);
    await untilPendingAsked(() => pendingAsked);
    fireEvent.change(screen.getByRole('combobox', { name: /City/ }), { target: { value: 'Abuja' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(passwordField()).toBeNull();
  });
});
