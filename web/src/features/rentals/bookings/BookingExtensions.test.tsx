import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import '../../../test/utils';
import {
  BookingExtensionsDocument,
  DeclineExtensionDocument,
  ExtensionQuoteDocument,
  PaymentSettingsDocument,
  type BookingExtensionFieldsFragment,
  type BookingExtensionsQuery,
} from '../../../gql/graphql';
import { BookingExtensions } from './BookingExtensions';

const booking = (overrides: Partial<BookingExtensionFieldsFragment> = {}): BookingExtensionFieldsFragment => ({
  id: 'booking-1',
  viewerRole: 'OWNER',
  paid: true,
  canExtend: false,
  endDate: '2026-12-02',
  timeZone: 'Africa/Lagos',
  tool: { id: 'tool-1', name: 'Ladder' },
  renter: { id: 'renter-1', firstName: 'Rita' },
  owner: { id: 'owner-1', firstName: 'Olu' },
  ...overrides,
});

type Row = BookingExtensionsQuery['bookingExtensions'][number];
const requested: Row = {
  id: 'ext-1',
  status: 'REQUESTED',
  open: true,
  fromEndsAt: '2026-12-02T08:00:00.000Z',
  toEndsAt: '2026-12-03T08:00:00.000Z',
  amount: { formatted: '$30.00' },
  billedLength: '1 day',
  answerBy: '2026-12-02T08:00:00.000Z',
  reason: null,
  clientSecret: null,
  canAccept: true,
  canDecline: true,
  canWithdraw: false,
};

const listed = (rows: Row[]): MockLink.MockedResponse => ({
  request: { query: BookingExtensionsDocument, variables: { bookingId: 'booking-1', toolId: 'tool-1' } },
  result: {
    data: {
      bookingExtensions: rows,
      bookingSettings: { today: '2026-11-29', timeSlots: [{ value: '09:00', label: '9.00 AM' }] },
    },
  },
});

function renderPanel(b: BookingExtensionFieldsFragment, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <main>
        <BookingExtensions booking={b} />
      </main>
    </MockedProvider>,
  );
}

describe('extensions on the booking page', () => {
  it('shows the owner a request with its deadline, and declines it with a reason', async () => {
    const decline: MockLink.MockedResponse = {
      request: { query: DeclineExtensionDocument, variables: { id: 'ext-1', reason: 'I need it on Friday' } },
      result: { data: { declineExtension: { __typename: 'BookingExtension', id: 'ext-1', status: 'DECLINED' } } },
    };
    renderPanel(booking(), [listed([requested]), decline, listed([requested])]);
    const panel = await screen.findByRole('region', { name: 'Extensions' });
    await waitFor(() => expect(panel.textContent).toContain("Rita's card is authorised. Answer by 2 Dec 2026"));
    expect(within(panel).getByRole('button', { name: 'Accept and charge $30.00' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Decline' }));
    fireEvent.change(within(panel).getByLabelText('Why (optional)'), { target: { value: 'I need it on Friday' } });
    fireEvent.submit(within(panel).getByRole('form', { name: 'Decline the extension' }));
    await waitFor(() => expect(panel.textContent).toContain('Declined: the card is released.'));
  });

  it('prices the renter a later return and shows the refusal by its field', async () => {
    const quote = (endTime: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
      request: {
        query: ExtensionQuoteDocument,
        variables: { bookingId: 'booking-1', input: { endDate: '2026-12-02', endTime } },
      },
      result,
    });
    renderPanel(booking({ viewerRole: 'RENTER', canExtend: true }), [
      listed([]),
      {
        request: { query: PaymentSettingsDocument },
        result: { data: { paymentSettings: { provider: 'TEST', publishableKey: null } } },
      },
      quote('09:00', {
        errors: [
          new GraphQLError('Choose a return after the current one', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [{ path: 'endDate', msg: 'Choose a return after the current one (Wed 2 Dec, 09:00 WAT)' }],
            },
          }),
        ],
      }),
    ]);
    const panel = await screen.findByRole('region', { name: 'Keep it longer' });
    const time = await within(panel).findByLabelText('New returning time');
    fireEvent.change(time, { target: { value: '09:00' } });
    await waitFor(() => expect(panel.textContent).toContain('Choose a return after the current one (Wed 2 Dec'));
    expect((within(panel).getByRole('button', { name: 'Ask to extend' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing to a renter who cannot extend and has asked nothing, nor on an unpaid booking', () => {
    renderPanel(booking({ viewerRole: 'RENTER', canExtend: false }), [listed([])]);
    expect(screen.queryByRole('region')).toBeNull();
    renderPanel(booking({ viewerRole: 'RENTER', canExtend: true, paid: false }), []);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
