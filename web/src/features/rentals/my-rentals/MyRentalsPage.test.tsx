import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MyToolChangedDocument, MyToolsDocument, SetToolStatusDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { MyRentalsPage } from './MyRentalsPage';
import { RELISTED_MESSAGE } from './tool-status';

function buildTool(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Tool' as const,
    id: 'tool-1',
    name: 'Cordless drill',
    description: 'With two batteries',
    price: { __typename: 'Money' as const, amount: 2550, currency: 'USD', decimal: '25.50', formatted: '$25.50' },
    rentalCircle: 'DAILY',
    units: 1,
    cancellationPolicy: 'FLEXIBLE',
    cancellationPolicySummary: 'Full refund until 24 hours before the start, half after that.',
    bookingMode: 'INSTANT',
    requiresIdVerification: false,
    minRentalLength: 0,
    maxRentalLength: 0,
    bufferHours: 0,
    noticeHours: 0,
    maxAdvanceDays: 0,
    weeklyDiscountPercent: 0,
    monthlyDiscountPercent: 0,
    bookingRules: [],
    deposit: { __typename: 'Money' as const, amount: 0, currency: 'USD', decimal: '0.00', formatted: '$0.00' },
    lateFee: { __typename: 'Money' as const, amount: 0, decimal: '0.00' },
    lateFeeUnit: 'HOUR' as const,
    lateFeeCap: { __typename: 'Money' as const, amount: 0, decimal: '0.00' },
    lateFeeTerms: null,
    itemStatus: 'UNAVAILABLE',
    category: { __typename: 'ToolCategory' as const, id: 'cat-1', name: 'Power tools' },
    owner: { __typename: 'ToolOwner' as const, id: 'user-1', firstName: 'Amara' },
    country: 'Nigeria',
    state: 'Lagos',
    city: 'Ikeja',
    address: null,
    pickupLatitude: 6.59651,
    pickupLongitude: 3.34205,
    locationSource: 'CITY' as const,
    coverImage: '/uploads/cover.png',
    image1: null,
    image2: null,
    image3: null,
    image4: null,
    rating: null,
    ratingCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const myTools = (tools: ReturnType<typeof buildTool>[]): MockLink.MockedResponse => ({
  request: { query: MyToolsDocument, variables: { page: 1 } },
  delay: 0,
  result: {
    data: {
      myTools: {
        __typename: 'MyToolPage',
        total: tools.length,
        page: 1,
        pageSize: 20,
        hasMore: false,
        items: tools.map((tool) => ({ ...tool, bookingsCount: 2 })),
      },
    },
  },
});

const setStatus = (status: string): MockLink.MockedResponse => ({
  request: { query: SetToolStatusDocument, variables: { id: 'tool-1', status } },
  result: { data: { setToolStatus: buildTool({ itemStatus: status }) } },
});

/** A live update that never arrives, unless the test gives one. */
const quietSubscription = (tool?: ReturnType<typeof buildTool>): MockLink.MockedResponse => ({
  request: { query: MyToolChangedDocument },
  result: tool ? { data: { myToolChanged: tool } } : undefined,
  // After the list has loaded, as a change made elsewhere would be.
  delay: tool ? 150 : 60_000,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderAt(
    <MockedProvider mocks={mocks}>
      <MyRentalsPage />
    </MockedProvider>,
    '/user/my-rentals',
  );
}

// The page asks for the site's currency without Apollo; here the API is unreachable ($ is the default).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

describe('My Rentals', () => {
  it('re-lists an unlisted tool and says so in a polite status message, not an alert', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    renderPage([myTools([buildTool()]), setStatus('AVAILABLE'), quietSubscription()]);
    const item = (await screen.findByRole('heading', { name: 'Cordless drill' })).closest('article')!;
    expect(within(item).getByText('Unavailable')).toBeTruthy();
    expect(within(item).getByText(/\$25\.50 \/ day · Power tools · Ikeja · 1 unit/)).toBeTruthy();
    expect(within(item).getByRole('link', { name: '2 bookings' })).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Re-list Cordless drill' }));

    const message = await screen.findByText(RELISTED_MESSAGE);
    expect(RELISTED_MESSAGE).toBe('Your tool is now available for rent');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    // The cache now holds the tool as Available, so the row offers Unlist instead.
    await waitFor(() => expect(within(item).getByText('Available')).toBeTruthy());
    expect(within(item).getByRole('button', { name: 'Unlist Cordless drill' })).toBeTruthy();
  });

  it('asks before unlisting, and Cancel keeps the tool listed', async () => {
    renderPage([myTools([buildTool({ itemStatus: 'AVAILABLE' })]), quietSubscription()]);
    const unlist = await screen.findByRole('button', { name: 'Unlist Cordless drill' });
    fireEvent.click(unlist);
    const question = screen.getByRole('group', { name: 'Unlist Cordless drill? Renters will no longer find it.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: /Yes, unlist/ }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unlist Cordless drill' }));
  });

  it('adds a tool announced by the live update, asking for the page again (the new tool moves the others)', async () => {
    const drill = buildTool({ itemStatus: 'AVAILABLE' });
    const trimmer = buildTool({ id: 'tool-2', name: 'Hedge trimmer', itemStatus: 'AVAILABLE' });
    renderPage([myTools([drill]), quietSubscription(trimmer), myTools([trimmer, drill])]);
    // The update, then the page asked for again: more than one round trip, so a roomier wait.
    expect(await screen.findByRole('heading', { name: 'Hedge trimmer' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cordless drill' })).toBeTruthy();
  });

  it('invites a new owner to list a first tool', async () => {
    renderPage([myTools([]), quietSubscription()]);
    expect(await screen.findByText('You have not listed any tools yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List your first tool' }).getAttribute('href')).toBe('/user/add-rental');
  });
});
