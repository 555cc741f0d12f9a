import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeleteToolDocument, EditToolDocument, ToolBlocksDocument } from '../../../gql/graphql';
import { renderAt, signInAs } from '../../../test/utils';
import { MyToolDetailsPage } from './MyToolDetailsPage';

const TOOL = {
  __typename: 'Tool' as const,
  id: 'tool-1',
  name: 'Cordless drill',
  description: 'With two batteries',
  price: { __typename: 'Money' as const, amount: 2550, currency: 'USD', decimal: '25.50', formatted: '$25.50' },
  rentalCircle: 'DAILY' as const,
  units: 1,
  cancellationPolicy: 'FLEXIBLE' as const,
  cancellationPolicySummary: 'Full refund until 24 hours before the start, half after that.',
  bookingMode: 'INSTANT' as const,
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
  itemStatus: 'AVAILABLE' as const,
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
};

const editTool: MockLink.MockedResponse = {
  request: { query: EditToolDocument, variables: { id: 'tool-1' } },
  result: {
    data: { tool: TOOL, rentalCategories: [{ __typename: 'RentalCategory', id: 'cat-1', name: 'Power tools' }] },
  },
};

const deleteTool = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: DeleteToolDocument, variables: { id: 'tool-1' } },
  result,
});

/** The blocked dates below the form: none. */
const noBlocks: MockLink.MockedResponse = {
  request: { query: ToolBlocksDocument, variables: { toolId: 'tool-1' } },
  result: {
    data: {
      toolBlocks: [],
      bookingSettings: { __typename: 'BookingSettings', timeZone: 'Africa/Lagos', today: '2026-11-28', timeSlots: [] },
    },
  },
};

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAt(
    <MockedProvider mocks={[noBlocks, ...mocks]}>
      <MyToolDetailsPage />
    </MockedProvider>,
    '/user/my-tool-details?id=tool-1',
  );
}

beforeEach(() => {
  signInAs({ id: 'user-1' });
  // The page asks for the site's currency and the places without Apollo: unreachable here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

describe('Edit Tool: deleting the tool', () => {
  it('asks first; Cancel keeps the tool and gives focus back', async () => {
    renderPage([editTool]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tool' }));
    const question = screen.getByRole('group', { name: 'Delete Cordless drill? This cannot be undone.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Yes, delete' }));
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /Delete Cordless drill/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete tool' }));
  });

  it('Escape in the question cancels it too and gives focus back', async () => {
    renderPage([editTool]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tool' }));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Yes, delete' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: /Delete Cordless drill/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete tool' }));
  });

  it("shows the server's reason when the tool has bookings under way, and stays", async () => {
    const reason =
      'Cordless drill has a booking not yet returned or cancelled (held for payment, confirmed or picked up): it can be deleted once it is returned or cancelled. Unlist it meanwhile so nobody books it again.';
    renderPage([editTool, deleteTool({ errors: [{ message: reason, extensions: { code: 'CONFLICT' } }] })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tool' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(reason);
    expect(screen.getByRole('group', { name: /Delete Cordless drill/ })).toBeTruthy();
  });

  it('deletes and goes back to My Rentals', async () => {
    const { router } = renderPage([editTool, deleteTool({ data: { deleteTool: 'tool-1' } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete tool' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/my-rentals');
    expect(router.state.location.state).toEqual({ notice: 'Cordless drill is deleted.' });
  });
});
