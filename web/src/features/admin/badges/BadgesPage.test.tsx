import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BadgePrintCountDocument, BadgePrintOptionsDocument } from '../../../gql/graphql';
import { renderAt, signInAs } from '../../../test/utils';
import { BadgesPage } from './BadgesPage';

const options: MockLink.MockedResponse = {
  request: { query: BadgePrintOptionsDocument },
  result: {
    data: {
      site: { __typename: 'SiteConfig', expoStartDate: '2026-12-10', expoEndDate: '2026-12-12' },
      adminRegistrationTypes: [
        { __typename: 'RegistrationType', id: 'vip', name: 'VIP', days: ['2026-12-10', '2026-12-11'] },
        { __typename: 'RegistrationType', id: 'trade', name: 'Trade visitor', days: ['2026-12-12'] },
      ],
    },
  },
};

const counted = (
  filter: { typeId: string | null; day: string | null; unprintedOnly: boolean },
  matching: number,
  unprinted: number,
): MockLink.MockedResponse => ({
  request: { query: BadgePrintCountDocument, variables: { filter } },
  result: { data: { badgePrintCount: { __typename: 'BadgePrintCount', matching, unprinted, limit: 1000 } } },
});

const ALL = { typeId: null, day: null, unprintedOnly: false };
const VIP_UNPRINTED = { typeId: 'vip', day: null, unprintedOnly: true };

describe('BadgesPage', () => {
  it('counts the badges of the filters chosen, prints them as one PDF and counts again', async () => {
    signInAs({ role: 'ADMIN' });
    const fetched = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(new Blob(['%PDF-1.3']), {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="badges-2026-12-09-40.pdf"',
            'x-badge-count': '40',
          },
        }),
    );
    vi.stubGlobal('fetch', fetched);
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt(
      <MockedProvider
        mocks={[
          options,
          counted(ALL, 212, 40),
          counted({ ...ALL, typeId: 'vip' }, 60, 40),
          counted(VIP_UNPRINTED, 40, 40),
          counted(VIP_UNPRINTED, 0, 0),
        ]}
      >
        <BadgesPage />
      </MockedProvider>,
      '/admin/badges',
    );
    expect(await screen.findByText('212 badges, 40 not printed yet.')).toBeTruthy();
    const type = await screen.findByRole('combobox', { name: 'Registration type' });
    await screen.findByRole('option', { name: 'VIP' });
    fireEvent.change(type, { target: { value: 'vip' } });
    expect(await screen.findByText('60 badges, 40 not printed yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Not printed yet only' }));
    expect(await screen.findByText('40 badges, 40 not printed yet.')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Friday 11 December' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Single badges/ }));

    fireEvent.click(screen.getByRole('button', { name: 'Print 40 badges' }));
    expect(
      await screen.findByText(
        '40 badges saved as badges-2026-12-09-40.pdf: open it and print. They are recorded as printed.',
      ),
    ).toBeTruthy();
    const [url, init] = fetched.mock.calls[0]!;
    expect(url).toBe('/api/admin/badges.pdf');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ...VIP_UNPRINTED, sheet: 'single' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer access-token-1');
    expect(saved).toHaveBeenCalled();
    // Counted again: none of them is left to print.
    expect(await screen.findByText('0 badges, 0 not printed yet.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print badges' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says when a batch is larger than a document holds, and shows the server's refusal", async () => {
    signInAs({ role: 'ADMIN' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'No badge matches these filters: there is nothing to print.' }, { status: 409 }),
      ),
    );
    renderAt(
      <MockedProvider mocks={[options, counted(ALL, 1500, 1500), counted({ ...ALL, day: '2026-12-12' }, 3, 3)]}>
        <BadgesPage />
      </MockedProvider>,
      '/admin/badges',
    );
    expect(
      await screen.findByText(/1,500 badges, 1,500 not printed yet\. One document holds at most 1,000/),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Print 1,500 badges' }) as HTMLButtonElement).disabled).toBe(true);
    const day = screen.getByRole('combobox', { name: /Day/ });
    await screen.findByRole('option', { name: 'Saturday 12 December' });
    fireEvent.change(day, { target: { value: '2026-12-12' } });
    const print = await screen.findByRole('button', { name: 'Print 3 badges' });
    fireEvent.click(print);
    await waitFor(() =>
      expect(screen.getByText('No badge matches these filters: there is nothing to print.')).toBeTruthy(),
    );
  });
});
