import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminSessionSeatCountsDocument } from '../../../gql/graphql';
import { renderAt, signInAs } from '../../../test/utils';
import { SessionSeatNumbers } from './SessionSeatNumbers';

beforeEach(() => {
  signInAs({ role: 'ADMIN' });
});

describe('SessionSeatNumbers', () => {
  it('shows each session with seats and its booked, offered, waiting and free numbers', async () => {
    renderAt(
      <MockedProvider
        mocks={[
          {
            request: { query: AdminSessionSeatCountsDocument },
            result: {
              data: {
                adminSessionSeatCounts: [
                  {
                    __typename: 'SessionSeatCount',
                    seats: 20,
                    booked: 18,
                    offered: 2,
                    waiting: 7,
                    seatsLeft: 0,
                    session: {
                      __typename: 'ProgrammeSession',
                      id: 's-1',
                      title: 'Gele tying',
                      day: '2026-12-10',
                      startTime: '10:00',
                      endTime: '11:30',
                    },
                  },
                ],
              },
            },
          },
        ]}
      >
        <SessionSeatNumbers />
      </MockedProvider>,
      '/admin/programme',
    );
    const table = await screen.findByRole('table', { name: 'Seats at sessions' });
    const row = (await within(table).findByText('Gele tying')).closest('tr')!;
    expect([...row.querySelectorAll('td, th')].map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['Gele tying', '20', '18', '2', '7', '0']),
    );
  });
});
