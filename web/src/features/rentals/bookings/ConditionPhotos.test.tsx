import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import '../../../test/utils';
import { AddConditionPhotosDocument, type BookingConditionPhotoFieldsFragment } from '../../../gql/graphql';
import { ConditionPhotos } from './ConditionPhotos';

const photo = (id: string, stage: 'PICKUP' | 'RETURN', uploadedBy: 'RENTER' | 'OWNER', note: string | null = null) => ({
  __typename: 'ConditionPhoto' as const,
  id,
  stage,
  url: `/uploads/${id}.png`,
  note,
  uploadedBy,
  createdAt: '2026-06-12T08:05:00.000Z',
});

const booking = (
  overrides: Partial<BookingConditionPhotoFieldsFragment> = {},
): BookingConditionPhotoFieldsFragment => ({
  id: 'booking-1',
  viewerRole: 'RENTER',
  timeZone: 'Africa/Lagos',
  conditionPhotoStages: ['PICKUP'],
  conditionPhotos: [],
  ...overrides,
});

function renderPhotos(b: BookingConditionPhotoFieldsFragment, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <main>
        <ConditionPhotos booking={b} />
      </main>
    </MockedProvider>,
  );
}

describe('condition photos on the booking page', () => {
  it('shows nothing when there are no photos and none may be added', () => {
    renderPhotos(booking({ conditionPhotoStages: [] }));
    expect(screen.queryByRole('heading', { name: 'Condition photos' })).toBeNull();
  });

  it('shows the photos by stage, with who added them, and enlarges one in the lightbox', () => {
    renderPhotos(
      booking({
        conditionPhotoStages: [],
        conditionPhotos: [
          photo('a', 'PICKUP', 'OWNER', 'Scratch on the left'),
          photo('b', 'PICKUP', 'RENTER'),
          photo('c', 'RETURN', 'RENTER'),
        ],
      }),
    );
    expect(screen.getByRole('heading', { name: 'At the pickup' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'At the return' })).toBeTruthy();
    expect(screen.getByText('“Scratch on the left”')).toBeTruthy();
    expect(screen.getAllByText(/^By you,/)).toHaveLength(2);
    // Dated on the tool's clocks, the zone named.
    expect(screen.getAllByText('By you, 12 Jun 2026, 9.05 AM GMT+1')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /At the pickup, photo 2 of 2, added by you/ }));
    const dialog = screen.getByRole('dialog', { name: 'Condition photos: at the pickup' });
    expect(dialog.querySelector('img')!.getAttribute('src')).toBe('/uploads/b.png');
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull();
  });

  it('asks for a photo before sending, then uploads with the note and says what happened', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'pickup.png', { type: 'image/png' });
    const mocks = [
      {
        request: {
          query: AddConditionPhotosDocument,
          variables: { bookingId: 'booking-1', stage: 'PICKUP', images: [file], note: 'All fine' },
        },
        result: { data: { addConditionPhotos: [{ __typename: 'ConditionPhoto', id: 'new' }] } },
      },
    ];
    renderPhotos(booking(), mocks);
    fireEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(await screen.findByText('Choose at least one photo.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [file] } });
    fireEvent.change(screen.getByLabelText('Note (optional)'), { target: { value: 'All fine' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('1 photo added at the pickup'));
  });

  it('shows the API’s refusal of a file next to the photos field', async () => {
    const file = new File(['not an image'], 'notes.png', { type: 'image/png' });
    const mocks = [
      {
        request: {
          query: AddConditionPhotosDocument,
          variables: { bookingId: 'booking-1', stage: 'PICKUP', images: [file], note: null },
        },
        result: {
          errors: [
            new GraphQLError('Photo 1 must be a PNG, JPEG or WebP image', {
              extensions: {
                code: 'UNSUPPORTED_MEDIA_TYPE',
                fields: [{ path: 'images', msg: 'Photo 1 must be a PNG, JPEG or WebP image' }],
              },
            }),
          ],
        },
      },
    ];
    renderPhotos(booking(), mocks);
    fireEvent.change(screen.getByLabelText('Photos'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(await screen.findByText('Photo 1 must be a PNG, JPEG or WebP image')).toBeTruthy();
    expect(screen.getByLabelText('Photos').getAttribute('aria-invalid')).toBe('true');
  });
});
