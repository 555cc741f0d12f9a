import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfilePendingEmailDocument, UpdateProfileDocument } from '../../gql/graphql';
import { sessionStore } from '../../lib/auth/session-store';
import { stubFetch } from '../../test/fake-places';
import { buildUser, renderAt, signInAs } from '../../test/utils';
import { ProfileDetailsForm } from './ProfileDetailsForm';

const NEW_EMAIL = 'amara.new@example.com';

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
            v.id === 'user-1' && v.input.email === NEW_EMAIL,
        },
        // The server answers with the address the account still has, and the one it waits for.
        result: { data: { updateAccount: { __typename: 'User', ...buildUser(), pendingEmail: NEW_EMAIL } } },
      },
    ]);
    // The form's own query has its answer (no pending address) before the save: arriving after the
    // mutation's, it would overwrite the pending address the mutation answered.
    await waitFor(() => expect(pendingAsked).toBe(true));
    await act(() => Promise.resolve());
    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    fireEvent.change(email, { target: { value: NEW_EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText(
        `Saved. We sent a confirmation link to ${NEW_EMAIL}: your e-mail changes when you open it.`,
      ),
    ).toBeTruthy();
    expect(await screen.findByText(/Check your inbox at/)).toBeTruthy();
    expect(email.value).toBe('amara@example.com');
    expect(sessionStore.getState().user?.email).toBe('amara@example.com');
  });
});
