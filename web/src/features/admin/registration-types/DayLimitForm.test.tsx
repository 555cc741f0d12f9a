import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/utils';
import { SetExpoDayCapacityDocument } from '../../../gql/graphql';
import { DayLimitForm } from './DayLimitForm';

const day = (capacity: number | null, held: number) => ({
  __typename: 'RegistrationDayCount' as const,
  day: '2026-12-11',
  registered: held,
  awaitingApproval: 0,
  paid: 0,
  waiting: 0,
  checkedIn: 0,
  capacity,
  held,
  placesLeft: capacity == null ? null : Math.max(capacity - held, 0),
});

const saved = (capacity: number | null): MockLink.MockedResponse => ({
  request: { query: SetExpoDayCapacityDocument, variables: { day: '2026-12-11', capacity } },
  result: { data: { setExpoDayCapacity: day(capacity, 120) } },
});

function renderForm(mocks: MockLink.MockedResponse[], capacity: number | null = null) {
  render(
    <MockedProvider mocks={mocks}>
      <DayLimitForm day={day(capacity, 120)} />
    </MockedProvider>,
  );
  return screen.getByRole('textbox', { name: /Limit of people on/ }) as HTMLInputElement;
}

describe("an expo day's limit of people", () => {
  it('sends the limit as a whole number, thousands separators allowed, and says what the day admits', async () => {
    const field = renderForm([saved(12_000)]);
    expect(screen.getByText(/120 places held now; empty: no limit of its own/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '12,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(/admits 12,000 people: 120 places held/)).toBeTruthy();
  });

  it('removes the limit when the field is emptied', async () => {
    const field = renderForm([saved(null)], 500);
    expect(field.value).toBe('500');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(/has no limit of its own now/)).toBeTruthy();
  });

  it('names the field when the limit is not a whole number, and sends nothing', async () => {
    const field = renderForm([]);
    fireEvent.change(field, { target: { value: '12.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(/Please give the limit as a whole number of people/)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's refusal under the field (below the places held)", async () => {
    const field = renderForm([
      {
        request: { query: SetExpoDayCapacityDocument, variables: { day: '2026-12-11', capacity: 100 } },
        result: {
          errors: [
            {
              message: 'Invalid input',
              extensions: {
                code: 'BAD_USER_INPUT',
                fields: [
                  { path: 'capacity', msg: '120 places are held on 2026-12-11 already: the limit cannot be lower' },
                ],
              },
            },
          ],
        },
      },
    ]);
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText(/120 places are held on 2026-12-11 already/)).toBeTruthy();
  });
});
