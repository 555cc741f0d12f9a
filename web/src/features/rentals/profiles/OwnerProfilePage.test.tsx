import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OwnerProfileDocument } from '../../../gql/graphql';
import { renderRoutes } from '../../../test/utils';
import { OwnerProfilePage, responseTimeText } from './OwnerProfilePage';

const PROFILE = {
  __typename: 'OwnerProfile' as const,
  id: 'owner-1',
  firstName: 'Bola',
  memberSince: '2026-03-02T10:00:00.000Z',
  emailVerified: true,
  idVerified: true,
  listedTools: 1,
  rating: 4.5,
  reviewCount: 2,
  responseRate: 67,
  responseMinutes: 60,
  requestsAnswered: 2,
  tools: [
    {
      __typename: 'Tool' as const,
      id: 'tool-1',
      name: 'Cordless drill',
      price: { __typename: 'Money' as const, amount: 2000, currency: 'NGN', formatted: '₦20.00' },
      rentalCircle: 'DAILY' as const,
      itemStatus: 'AVAILABLE' as const,
      city: 'Ikeja',
      coverImage: null,
      rating: 4.5,
      ratingCount: 2,
      latitude: 6.6,
      longitude: 3.34,
      distanceKm: null,
      category: { __typename: 'ToolCategory' as const, id: 'cat-1', name: 'Power tools' },
    },
  ],
  reviews: {
    __typename: 'ReviewPage' as const,
    total: 1,
    items: [
      {
        __typename: 'Review' as const,
        id: 'review-1',
        rating: 5,
        comment: 'Strong drill',
        author: { __typename: 'ReviewAuthor' as const, id: 'renter-1', firstName: 'Ada' },
        createdAt: '2026-11-02T10:00:00.000Z',
      },
    ],
  },
};

const profile = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: OwnerProfileDocument, variables: { id: 'owner-1' } },
  result,
});

function renderProfile(mocks: MockLink.MockedResponse[]) {
  renderRoutes(
    [
      {
        path: '/owners/:id',
        element: (
          <MockedProvider mocks={mocks}>
            <OwnerProfilePage />
          </MockedProvider>
        ),
      },
    ],
    '/owners/owner-1',
  );
}

beforeEach(() => {
  // The page asks for the site's zone without Apollo: unreachable here, so the marketplace's default.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
});

describe("an owner's profile", () => {
  it('says how fast an owner answers, in words', () => {
    expect(responseTimeText(45)).toBe('within an hour');
    expect(responseTimeText(200)).toBe('within 4 hours');
    expect(responseTimeText(24 * 60)).toBe('within a day');
    expect(responseTimeText(3 * 24 * 60)).toBe('within 3 days');
  });

  it('shows the owner, their answers to requests, their tools and reviews', async () => {
    renderProfile([profile({ data: { ownerProfile: PROFILE } })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bola' })).toBeTruthy();
    expect(screen.getByText('E-mail confirmed')).toBeTruthy();
    expect(screen.getByText('ID verified')).toBeTruthy();
    expect(screen.getByText('Answers 67% in time, usually within an hour')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cordless drill' })).toBeTruthy();
    expect(screen.getByText('Strong drill')).toBeTruthy();
  });

  it('says so when there is no such owner', async () => {
    renderProfile([profile({ errors: [{ message: 'The owner was not found', extensions: { code: 'NOT_FOUND' } }] })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner not found' })).toBeTruthy();
  });
});
