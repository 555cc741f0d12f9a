import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DeleteSavedSearchDocument,
  SavedSearchesDocument,
  SaveSearchDocument,
  SavedToolsDocument,
  SaveToolDocument,
  ToolSavedDocument,
  UnsubscribeSavedSearchDocument,
} from '../../../gql/graphql';
import { renderAt, signedOut, signInAs } from '../../../test/utils';
import { SaveToolButton } from './SaveToolButton';
import { SaveSearchButton } from './SaveSearchButton';
import { SavedToolsPage } from './SavedToolsPage';
import { UnsubscribeSearchPage } from './UnsubscribeSearchPage';

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
  latitude: 6.6,
  longitude: 3.34,
  distanceKm: null,
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

const SEARCH = {
  __typename: 'SavedSearch' as const,
  id: 'search-1',
  label: '"drill" · in Ikeja',
  path: '/tools?q=drill&city=Ikeja',
};
const searches = (list: (typeof SEARCH)[]): MockLink.MockedResponse => ({
  request: { query: SavedSearchesDocument },
  result: { data: { savedSearches: list } },
});

describe('Saved', () => {
  it('lists the saved searches with their marketplace links, and removes one', async () => {
    signInAs();
    renderAt(
      <MockedProvider
        mocks={[
          searches([SEARCH]),
          savedPage([]),
          {
            request: { query: DeleteSavedSearchDocument, variables: { id: 'search-1' } },
            result: { data: { deleteSavedSearch: 'search-1' } },
          },
          searches([]),
        ]}
      >
        <SavedToolsPage />
      </MockedProvider>,
      '/user/saved',
    );
    const link = await screen.findByRole('link', { name: '"drill" · in Ikeja' });
    expect(link.getAttribute('href')).toBe('/tools?q=drill&city=Ikeja');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the saved search "drill" · in Ikeja' }));
    expect(await screen.findByText('No more e-mails about "drill" · in Ikeja.')).toBeTruthy();
    expect(await screen.findByText(/None yet/)).toBeTruthy();
  });

  it('lists the saved tools and removes one', async () => {
    signInAs();
    renderAt(
      <MockedProvider mocks={[searches([]), savedPage([CARD]), save(false), savedPage([])]}>
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

describe('saving a search', () => {
  it('keeps the filters but the dates, and says when e-mails come', async () => {
    signInAs();
    renderAt(
      <MockedProvider
        mocks={[
          {
            request: { query: SaveSearchDocument, variables: { filter: { search: 'drill', city: 'Ikeja' } } },
            result: {
              data: { saveSearch: { __typename: 'SavedSearch', id: 'search-1', label: '"drill" · in Ikeja' } },
            },
          },
        ]}
      >
        <SaveSearchButton filter={{ search: 'drill', city: 'Ikeja', freeFrom: '2027-01-01' }} />
      </MockedProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save this search' }));
    expect((await screen.findByText(/Saved: "drill" · in Ikeja/)).textContent).toContain('at most once a day');
  });
});

describe("the saved search e-mail's way out", () => {
  it('asks first, then stops the search', async () => {
    signedOut();
    renderAt(
      <MockedProvider
        mocks={[
          {
            request: { query: UnsubscribeSavedSearchDocument, variables: { token: 'token-123' } },
            result: { data: { unsubscribeSavedSearch: '"drill" · in Ikeja' } },
          },
        ]}
      >
        <UnsubscribeSearchPage />
      </MockedProvider>,
      '/saved-searches/unsubscribe?token=token-123',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop these e-mails' }));
    expect(await screen.findByText(/We will not e-mail you about "drill" · in Ikeja again/)).toBeTruthy();
  });
});
