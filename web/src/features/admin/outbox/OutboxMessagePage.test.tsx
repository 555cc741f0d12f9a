import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AdminOutboxMessageDocument, ResendOutboxMessageDocument, type OutboxStatus } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { OutboxMessagePage } from './OutboxMessagePage';

const ID = '6f1c2d3e-0000-4000-8000-0000000000e1';
const COPY = '6f1c2d3e-0000-4000-8000-0000000000e2';

const row = (id: string, status: OutboxStatus, attempts: number) => ({
  __typename: 'OutboxMessage' as const,
  id,
  to: 'ada@example.com',
  subject: 'Your receipt',
  template: 'BOOKING_RENTER' as const,
  status,
  attempts,
  lastError: status === 'FAILED' ? 'Refused by the mail server, not tried again: 550 No such mailbox' : null,
  createdAt: '2026-11-28T10:00:00.000Z',
});

const message = (status: OutboxStatus) => ({
  ...row(ID, status, 1),
  sentAt: status === 'SENT' ? '2026-11-28T10:00:02.000Z' : null,
  text: 'Thank you',
  htmlUrl: `/api/admin/mail-view/outbox/${ID}?pass=p`,
  attachments: [],
});

const loaded = (status: OutboxStatus): MockLink.MockedResponse => ({
  request: { query: AdminOutboxMessageDocument, variables: { id: ID } },
  result: { data: { adminOutboxMessage: message(status) } },
});

const resent = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ResendOutboxMessageDocument, variables: { id: ID } },
  result,
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderAt(
    <MockedProvider mocks={mocks}>
      <OutboxMessagePage />
    </MockedProvider>,
    `/admin/outbox-message?id=${ID}`,
  );
}

describe('Sending an e-mail of the outbox again', () => {
  it('sends a sent e-mail again as a copy, and links to the copy', async () => {
    renderPage([loaded('SENT'), resent({ data: { resendOutboxMessage: row(COPY, 'QUEUED', 0) } })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a copy' }));
    expect(await screen.findByText('A copy was queued.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the copy' }).getAttribute('href')).toBe(
      `/admin/outbox-message?id=${COPY}`,
    );
  });

  it('queues a failed e-mail again as it is', async () => {
    renderPage([loaded('FAILED'), resent({ data: { resendOutboxMessage: row(ID, 'QUEUED', 0) } })]);
    const button = await screen.findByRole('button', { name: 'Send again' });
    expect(button.getAttribute('aria-describedby')).toBe('resend-hint');
    fireEvent.click(button);
    expect(await screen.findByText('Queued again.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the copy' })).toBeNull();
  });

  it('offers nothing for an e-mail still on its way', async () => {
    renderPage([loaded('QUEUED')]);
    await screen.findByRole('heading', { level: 2, name: 'Your receipt' });
    expect(screen.queryByRole('button', { name: /Send/ })).toBeNull();
  });

  it('says why when sending again is refused', async () => {
    renderPage([
      loaded('SENT'),
      resent({
        errors: [new GraphQLError('This e-mail is still on its way.', { extensions: { code: 'CONFLICT' } })],
      }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Send a copy' }));
    expect(await screen.findByText('This e-mail is still on its way.')).toBeTruthy();
  });
});
