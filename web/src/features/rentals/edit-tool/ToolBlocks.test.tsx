import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlockToolDocument, ToolBlocksDocument, UnblockToolDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { blockPeriodText, ToolBlocks } from './ToolBlocks';

const SETTINGS = {
  __typename: 'BookingSettings' as const,
  timeZone: 'Africa/Lagos',
  today: '2027-03-01',
  timeSlots: [
    { __typename: 'TimeSlot' as const, value: '12:00', label: '12.00 PM' },
    { __typename: 'TimeSlot' as const, value: '14:00', label: '2.00 PM' },
  ],
};
const BLOCK = {
  __typename: 'ToolBlock' as const,
  id: 'block-1',
  firstDay: '2027-03-08',
  lastDay: '2027-03-10',
  startTime: null,
  endTime: null,
  units: 2,
  note: 'Away in Kano',
};
const blocks = (list: (typeof BLOCK)[]): MockLink.MockedResponse => ({
  request: { query: ToolBlocksDocument, variables: { toolId: 'tool-1' } },
  result: { data: { toolBlocks: list, bookingSettings: SETTINGS } },
});

const renderBlocks = (mocks: MockLink.MockedResponse[], units = 3) =>
  renderAt(
    <MockedProvider mocks={mocks}>
      <ToolBlocks toolId="tool-1" units={units} />
    </MockedProvider>,
    '/user/my-tool-details?id=tool-1',
  );

describe("Edit Tool: the owner's blocked dates", () => {
  it('writes a block as days, or as times of a day', () => {
    expect(blockPeriodText(BLOCK)).toBe('8 Mar 2027 – 10 Mar 2027, all day');
    expect(blockPeriodText({ ...BLOCK, lastDay: '2027-03-08', startTime: '12:00', endTime: '14:00' })).toBe(
      '8 Mar 2027, 12.00 PM – 2.00 PM',
    );
  });

  it('lists the blocks to come, with units and the private note, and removes one', async () => {
    renderBlocks([
      blocks([BLOCK]),
      {
        request: { query: UnblockToolDocument, variables: { id: 'block-1' } },
        result: { data: { unblockTool: 'block-1' } },
      },
      blocks([]),
    ]);
    const list = await screen.findByRole('list', { name: 'Blocked dates to come' });
    expect(within(list).getByText('8 Mar 2027 – 10 Mar 2027, all day')).toBeTruthy();
    expect(within(list).getByText(/2 of 3 units/)).toBeTruthy();
    expect(within(list).getByText('Away in Kano')).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Remove the block of 8 Mar 2027 – 10 Mar 2027, all day' }),
    );
    expect(await screen.findByText('8 Mar 2027 – 10 Mar 2027, all day is for rent again.')).toBeTruthy();
    expect(await screen.findByText('No blocked dates: every day is for rent.')).toBeTruthy();
  });

  it("shows the server's refusal on the field it names, and leaves an empty last day to the server (the first day only)", async () => {
    const msg = '1 of 3 units are booked then: block at most 2';
    renderBlocks([
      blocks([]),
      {
        request: {
          query: BlockToolDocument,
          variables: {
            input: {
              toolId: 'tool-1',
              startDate: '2027-03-12',
              endDate: null,
              startTime: '12:00',
              endTime: '14:00',
              units: 3,
              note: null,
            },
          },
        },
        result: {
          errors: [{ message: msg, extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'units', msg }] } }],
        },
      },
    ]);
    await screen.findByText('No blocked dates: every day is for rent.');
    fireEvent.change(screen.getByLabelText(/First day/), { target: { value: '2027-03-12' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Until'), { target: { value: '14:00' } });
    fireEvent.change(screen.getByLabelText('Units to block'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block these dates' }));
    const units = screen.getByLabelText('Units to block');
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(units.getAttribute('aria-invalid')).toBe('true');
  });

  it('asks no units of a one-unit tool', async () => {
    renderBlocks([blocks([])], 1);
    await screen.findByText('No blocked dates: every day is for rent.');
    expect(screen.queryByLabelText('Units to block')).toBeNull();
  });
});
