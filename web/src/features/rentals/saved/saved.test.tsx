import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SavedToolsDocument, SaveToolDocument, ToolSavedDocument } from '../../../gql/graphql';
import { renderAt, signedOut, signInAs } from '../../../test/utils';
import { SaveToolButton } from './SaveToolButton';
import { SavedToolsPage } from './SavedToolsPage';

const saved = (value: boolean): MockLink.MockedResponse => ({
  request: { query: ToolSavedDocument, variables: { id: 'tool-1' } },
  result: { data: { tool: { __typename: 'Tool', id: 'tool-1', saved: value } } },
});
const save = (value: boolean): MockLink.MockedResponse => ({
  request: { query: SaveToolDocument, variables: { toolId: 'tool-1', saved: value } },
  result: { data: { saveTool: { __typename: 'Tool', id: 'tool-1', saved: value } } },
});

const CARD = {
  __typename: 'Tool' as const,
  id: 'tool-1',
  name: 'Cordless drill',
  price: { __typename: 'Money' as const, amount: 2000, currency: 'NGN', formatted: '₦20.00' },
  rentalCircle: 'DAILY' as const,
  itemStatus: 'AVAILABLE' as const,
  city: 'Ikeja',
  coverImage: null,
  rating: null,
  ratingCount: 0,
  category: { __typename: 'ToolCategory' as const, id: 'cat-1', name: 'Power tools' },
  saved: true,
};
const savedPage = (items: (typeof CARD)[]): MockLink.MockedResponse => ({
  request: { query: SavedToolsDocument, variables: { page: { page: 1, pageSize: 20 } } },
  result: { data: { savedTools: { __typename: 'SavedToolPage', total: items.length, page: 1, pageSize: 20, items } } },
});

describe('saving a tool', () => {
  it('is a toggle button for someone signed in: pressed once saved', async () => {
    signInAs();
    renderAt(
      <MockedProvider mocks={[saved(false), save(true)]}>
        <SaveToolButton toolId="tool-1" />
      </MockedProvider>,
    );
    const button = await screen.findByRole('button', { name: 'Save', pressed: false });
    // Enabled once the viewer's mark has loaded.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeTruthy();
  });

  it('asks someone signed out to sign in first', () => {
    signedOut();
    renderAt(
      <MockedProvider mocks={[]}>
        <SaveToolButton toolId="tool-1" />
      </MockedProvider>,
    );
    expect(screen.getByRole('link', { name: 'Save' }).getAttribute('href')).toBe('/user-login');
  });
});

describe('Saved tools', () => {
  it('lists the saved tools and removes one', async () => {
    signInAs();
    renderAt(
      <MockedProvider mocks={[savedPage([CARD]), save(false), savedPage([])]}>
        <SavedToolsPage />
      </MockedProvider>,
      '/user/saved',
    );
    const list = await screen.findByRole('list');
    expect(within(list).getByRole('link', { name: 'Cordless drill' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Remove Cordless drill from your saved tools' }));
    expect(await screen.findByText('Cordless drill is no longer saved.')).toBeTruthy();
    expect(await screen.findByText(/No saved tools yet/)).toBeTruthy();
  });
});
