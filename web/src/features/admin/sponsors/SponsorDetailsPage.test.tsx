import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminSponsorDetailsDocument, RecordHistoryDocument, ReviewSponsorDocument } from '../../../gql/graphql';
import { siteTimeZonesMock } from '../../../test/site-time-zones';
import { renderAt, signInAs } from '../../../test/utils';
import { SponsorDetailsPage } from './SponsorDetailsPage';

const ID = '7a2b3c4d-0000-4000-8000-000000000001';

const sponsor = {
  __typename: 'AdminSponsor' as const,
  id: ID,
  year: 2026,
  company: 'Karité Beauté SARL',
  email: 'contact@karite.example',
  phone: '+234 809 000 1234',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Lekki',
  address: '12 Admiralty Way',
  status: 'APPLIED' as const,
  logo: null,
  language: 'FR' as const,
  reviewedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  package: {
    __typename: 'SponsorshipPackage' as const,
    id: 'pkg-silver',
    title: 'SILVER',
    amountRange: '$5,000–$9,999',
    priceCents: null,
    currency: null,
  },
};

const details: MockLink.MockedResponse = {
  request: { query: AdminSponsorDetailsDocument, variables: { id: ID } },
  result: { data: { adminSponsor: sponsor } },
};

// The record's history, read on opening and again after the decision.
const history: MockLink.MockedResponse = {
  request: { query: RecordHistoryDocument, variables: { targetId: ID } },
  result: { data: { adminAuditLog: { __typename: 'AuditEntryPage', total: 0, items: [] } } },
  maxUsageCount: 2,
};

const REASON = 'Every SILVER place is taken this edition.';
let declineSent = 0;
const decline: MockLink.MockedResponse = {
  request: { query: ReviewSponsorDocument, variables: { id: ID, decision: 'DECLINED', reason: REASON } },
  result: () => {
    declineSent += 1;
    return {
      data: {
        reviewSponsor: {
          __typename: 'AdminSponsor',
          id: ID,
          status: 'DECLINED',
          reviewedAt: '2026-11-02T09:00:00.000Z',
        },
      },
    };
  },
};

beforeEach(() => {
  declineSent = 0;
  signInAs({ role: 'ADMIN' });
});

describe('Sponsor details: declining an application', () => {
  it('asks for a reason before declining, and sends the reason with the decision', async () => {
    renderAt(
      <MockedProvider mocks={[details, history, decline, siteTimeZonesMock]}>
        <SponsorDetailsPage />
      </MockedProvider>,
      `/admin/sponsor-details?id=${ID}`,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    // One click only opens the question: nothing is declined or e-mailed yet.
    const dialog = await screen.findByRole('dialog', { name: 'Decline the application of Karité Beauté SARL?' });
    expect(declineSent).toBe(0);
    expect(dialog.textContent).toContain('e-mailed the decision with your reason');

    // A reason is required.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the application' }));
    expect(await within(dialog).findByText(/Please give a reason/)).toBeTruthy();
    expect(declineSent).toBe(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: REASON } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline the application' }));
    expect(
      await screen.findByText(
        'Karité Beauté SARL is declined and does not show on the sponsor wall; they are told why.',
      ),
    ).toBeTruthy();
    expect(declineSent).toBe(1);
  });
});
