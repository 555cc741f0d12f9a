import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingReviewDocument } from '../../../gql/graphql';
import { renderAt, signInAs } from '../../../test/utils';
import { ReviewPanel } from './ReviewPanel';

const review = (fields: { rating: number; comment: string; publishedAt: string | null }) => ({
  __typename: 'Review' as const,
  id: `review-${fields.rating}`,
  createdAt: '2026-12-02T10:00:00.000Z',
  editableUntil: fields.publishedAt ?? '2026-12-16T10:00:00.000Z',
  ...fields,
});

const answer = (bookingReview: Record<string, unknown>): MockLink.MockedResponse => ({
  request: { query: BookingReviewDocument, variables: { bookingId: 'booking-1' } },
  result: {
    data: {
      bookingReview: {
        __typename: 'BookingReview',
        reviewableUntil: '2026-12-16T10:00:00.000Z',
        review: null,
        renterReview: null,
        ...bookingReview,
      },
    },
  },
});

const panel = (side: 'renter' | 'owner') => (
  <ReviewPanel
    bookingId="booking-1"
    side={side}
    subject={side === 'renter' ? 'Arc welder' : 'Rita'}
    otherName={side === 'renter' ? 'Olu' : 'Rita'}
    timeZone="Africa/Lagos"
  />
);

describe('the review panel', () => {
  it("tells the owner the renter's review waits for theirs, and asks for it", async () => {
    signInAs({ id: 'owner-1' });
    renderAt(
      <MockedProvider mocks={[answer({ canReview: true, otherHasReviewed: true })]}>{panel('owner')}</MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Rate and review Rita as a renter' })).toBeTruthy();
    expect(screen.getByText('Rita has written their review. Write yours to read it (by 16 Dec 2026).')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit review' })).toBeTruthy();
  });

  it('keeps a hidden review changeable, and says until when it waits', async () => {
    signInAs({ id: 'renter-1' });
    renderAt(
      <MockedProvider
        mocks={[
          answer({
            canReview: true,
            otherHasReviewed: false,
            review: review({ rating: 4, comment: 'Strong arc', publishedAt: null }),
          }),
        ]}
      >
        {panel('renter')}
      </MockedProvider>,
    );
    expect(
      await screen.findByText(
        'Your review is hidden until Olu reviews too, or until 16 Dec 2026: then both show together.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change your review (until 16 Dec 2026)' })).toBeTruthy();
  });

  it('shows both once published, and no way to change them', async () => {
    signInAs({ id: 'renter-1' });
    const at = '2026-12-03T10:00:00.000Z';
    renderAt(
      <MockedProvider
        mocks={[
          answer({
            canReview: false,
            otherHasReviewed: false,
            review: review({ rating: 4, comment: 'Strong arc', publishedAt: at }),
            renterReview: review({ rating: 5, comment: 'Back on time', publishedAt: at }),
          }),
        ]}
      >
        {panel('renter')}
      </MockedProvider>,
    );
    expect(await screen.findByRole('heading', { name: "Olu's review of you" })).toBeTruthy();
    expect(screen.getByText('Back on time')).toBeTruthy();
    expect(screen.getByText('Strong arc')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/hidden/)).toBeNull();
  });
});
