import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { CreateAccountDocument } from '../../gql/graphql';
import { stubFetch } from '../../test/fake-places';
import { describedErrorOf, renderMockedRoutes } from '../../test/mocked-routes';
import { CreateAccountPage } from './CreateAccountPage';

const ANSWER =
  'Thank you. We sent an e-mail to amara@example.com: open its link to confirm your address. You can sign in now.';
// The same answer whether or not the address already had an account (anti-enumeration).
const created = {
  data: { createAccount: { __typename: 'AccountCreation', message: ANSWER, email: 'amara@example.com' } },
};

function renderPage(mocks: MockLink.MockedResponse[] = [], state?: unknown) {
  stubFetch();
  return renderMockedRoutes(
    [
      { path: paths.createAccount, element: <CreateAccountPage /> },
      { path: paths.login, element: <p>Login page</p> },
    ],
    state === undefined ? paths.createAccount : { pathname: paths.createAccount, state },
    mocks,
  );
}

function field(label: RegExp) {
  // Country, state and city are comboboxes (the place picker), whose open lists carry the same label.
  return /Country|State|City/.test(label.source)
    ? screen.getByRole('combobox', { name: label })
    : screen.getByLabelText(label);
}

function fill(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillValidForm() {
  fill(/First name/, 'Amara');
  fill(/Last name/, 'Okafor');
  fill(/Email/, 'amara@example.com');
  fill(/^Password/, 'long enough secret');
  fill(/Country/, 'Nigeria');
}

describe('CreateAccountPage', () => {
  it('marks the one-line address for autofill as an address line (street-address is for several lines)', () => {
    renderPage();
    expect(screen.getByLabelText(/^Address/).getAttribute('autocomplete')).toBe('address-line1');
  });

  it('shows the required-field errors under their fields', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(field(/First name/).getAttribute('aria-invalid')).toBe('true'));
    expect(describedErrorOf(field(/First name/))).toBe('Please enter your first name.');
    expect(describedErrorOf(field(/Last name/))).toBe('Please enter your last name.');
    expect(describedErrorOf(field(/Email/))).toBe('Please enter your e-mail address.');
    expect(describedErrorOf(field(/^Password/))).toBe('Use at least 8 characters.');
    expect(describedErrorOf(field(/Country/))).toBe('Please choose your country.');
    // Optional fields stay valid.
    expect(field(/Phone/).getAttribute('aria-invalid')).toBeNull();
    // Focus goes to the first invalid field.
    expect(document.activeElement).toBe(field(/First name/));
  });

  it('shows the server’s field errors under the fields they name, and its message', async () => {
    renderPage([
      {
        request: { query: CreateAccountDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Check the highlighted fields', {
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [
                  { path: 'phone', msg: 'Enter a phone number with its country code' },
                  { path: 'email', msg: 'This e-mail address is not valid' },
                ],
              },
            }),
          ],
        },
      },
    ]);
    fillValidForm();
    fill(/Phone/, '123');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Check the highlighted fields');
    expect(describedErrorOf(field(/Phone/))).toBe('Enter a phone number with its country code');
    expect(describedErrorOf(field(/Email/))).toBe('This e-mail address is not valid');
    expect(field(/First name/).getAttribute('aria-invalid')).toBeNull();

    // Editing a field clears its error.
    fill(/Phone/, '+234 800 000 0000');
    expect(field(/Phone/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a refusal that names no field (too many sign-ups) as the form’s message', async () => {
    renderPage([
      {
        request: { query: CreateAccountDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Too many attempts. Please wait a moment and try again.', {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ],
        },
      },
    ]);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('keeps the page the visitor was going to (a tool they chose to book) for after they sign in', async () => {
    const from = {
      pathname: '/tools/drill-1f92a082-bd6a-4cb1-91c6-60fc405f5022',
      search: '?start=2026-12-01',
      hash: '',
    };
    const { router } = renderPage(
      [
        {
          request: { query: CreateAccountDocument, variables: () => true },
          result: created,
        },
      ],
      { from },
    );
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.state).toEqual({ notice: ANSWER, from });
  });

  it('sends the input and goes to the login page with the server’s answer', async () => {
    let sent: unknown;
    const { router } = renderPage([
      {
        request: {
          query: CreateAccountDocument,
          variables: (variables) => {
            sent = variables;
            return true;
          },
        },
        result: created,
      },
    ]);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(router.state.location.state).toEqual({ notice: ANSWER });
    expect(sent).toEqual({
      input: {
        firstName: 'Amara',
        lastName: 'Okafor',
        email: 'amara@example.com',
        phone: null,
        country: 'Nigeria',
        state: null,
        city: null,
        address: null,
        password: 'long enough secret',
      },
      image: null,
    });
  });

  it('rejects a file that is not a PNG, JPEG or WebP image', async () => {
    renderPage();
    fillValidForm();
    const gif = new File(['GIF89a'], 'me.gif', { type: 'image/gif' });
    fireEvent.change(field(/Profile picture/), { target: { files: [gif] } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(describedErrorOf(field(/Profile picture/))).toBe('Please choose a PNG, JPEG or WebP image.'),
    );
  });
});
