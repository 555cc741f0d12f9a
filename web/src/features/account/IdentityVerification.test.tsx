import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyIdentityCheckDocument } from '../../gql/graphql';
import { siteTimeZonesMock } from '../../test/site-time-zones';
import { renderAt, signInAs } from '../../test/utils';
import { IdentityVerification } from './IdentityVerification';

const CHECK = {
  __typename: 'IdentityCheck' as const,
  id: 'c1',
  status: 'REJECTED' as const,
  documentKind: 'PASSPORT' as const,
  submittedAt: '2026-11-20T09:00:00.000Z',
  decidedAt: '2026-11-20T12:00:00.000Z',
  reason: 'The photo of the passport is blurred.',
  documentUrl: '/uploads/private/a.png?expires=1&signature=x',
  selfieUrl: '/uploads/private/b.png?expires=1&signature=y',
  documentsDeletedAt: null,
  documentsKeptUntil: '2026-12-20T12:00:00.000Z',
  waiting: false,
};

function mine(idVerified: boolean, check: typeof CHECK | null): MockLink.MockedResponse {
  return {
    request: { query: MyIdentityCheckDocument },
    result: { data: { me: { __typename: 'User', id: 'u1', idVerified }, myIdentityCheck: check } },
  };
}

function renderSection(mocks: MockLink.MockedResponse[]) {
  signInAs({});
  renderAt(
    <MockedProvider mocks={[siteTimeZonesMock, ...mocks]}>
      <IdentityVerification />
    </MockedProvider>,
  );
}

describe('ID verification on My Profile', () => {
  it('says why the photos were rejected and asks for new ones, naming what is missing', async () => {
    renderSection([mine(false, CHECK)]);
    expect(await screen.findByText(/The photo of the passport is blurred\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(screen.getByText('Choose the kind of document.')).toBeTruthy();
    expect(screen.getByText('Add a photo of your ID document.')).toBeTruthy();
    expect(screen.getByText('Add a selfie.')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('documentKind');
  });

  it('shows the mark once verified, with the photos and how to delete them', async () => {
    renderSection([mine(true, { ...CHECK, status: 'APPROVED' as never, reason: null as never })]);
    expect(await screen.findByText('ID verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send for review' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Your selfie' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the photos now' })).toBeTruthy();
  });

  it('offers the form to someone who never sent photos', async () => {
    renderSection([mine(false, null)]);
    expect(await screen.findByRole('button', { name: 'Send for review' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete the photos|Withdraw/ })).toBeNull();
  });
});
