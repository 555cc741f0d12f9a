import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateApiTokenDocument, MyApiTokensDocument } from '../../gql/graphql';
import { ApiTokens } from './ApiTokens';

const existing = {
  __typename: 'ApiToken' as const,
  id: 't1',
  name: 'Stock sync',
  prefix: 'aibex_pat_abcdef',
  scopes: ['READ' as const],
  expiresAt: '2099-01-01T00:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const list = (tokens: (typeof existing)[]): MockLink.MockedResponse => ({
  request: { query: MyApiTokensDocument },
  result: { data: { myApiTokens: tokens } },
});

afterEach(cleanup);

describe('ApiTokens', () => {
  it('lists tokens with their prefix and offers ADMIN_READ only to administrators', async () => {
    const { unmount } = render(
      <MockedProvider mocks={[list([existing])]}>
        <ApiTokens isAdmin={false} />
      </MockedProvider>,
    );
    const item = await screen.findByText('Stock sync');
    expect(within(item.closest('li')!).getByText('aibex_pat_abcdef…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke Stock sync' })).toBeTruthy();
    expect(screen.queryByLabelText('Admin read')).toBeNull();
    unmount();
    render(
      <MockedProvider mocks={[list([])]}>
        <ApiTokens isAdmin />
      </MockedProvider>,
    );
    expect(screen.getByLabelText('Admin read')).toBeTruthy();
  });

  it('shows the new secret once, with a warning', async () => {
    render(
      <MockedProvider
        mocks={[
          list([]),
          {
            request: {
              query: CreateApiTokenDocument,
              variables: { input: { name: 'Sync', scopes: ['READ'], expiresInDays: 30 } },
            },
            result: {
              data: {
                createApiToken: {
                  __typename: 'CreatedApiToken',
                  token: 'aibex_pat_secret-value',
                  apiToken: { __typename: 'ApiToken', id: 't2' },
                },
              },
            },
          },
          list([{ ...existing, id: 't2', name: 'Sync' }]),
        ]}
      >
        <ApiTokens isAdmin={false} />
      </MockedProvider>,
    );
    fireEvent.input(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Sync' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect((await screen.findByLabelText('New API token')).textContent).toBe('aibex_pat_secret-value');
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });
});
