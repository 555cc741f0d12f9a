import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AskOwnerDocument, InboxDocument } from '../../../gql/graphql';
import { renderAt, signedOut, signInAs } from '../../../test/utils';
import { AskOwner } from './AskOwner';
import { InboxPage } from './InboxPage';

const person = (id: string, firstName: string) => ({ __typename: 'MessageSender' as const, id, firstName });
const conversation = (
  id: string,
  fields: { bookingId?: string; bookingCode?: string; unread?: number; last: { body: string; senderId: string } },
) => ({
  __typename: 'Conversation' as const,
  id,
  tool: { __typename: 'ConversationTool' as const, id: 'tool-1', name: 'Orbital sander' },
  renter: person('renter-1', 'Rita'),
  owner: person('owner-1', 'Olu'),
  bookingId: fields.bookingId ?? null,
  bookingCode: fields.bookingCode ?? null,
  lastMessage: { __typename: 'MessagePreview' as const, ...fields.last, createdAt: '2026-12-01T10:00:00.000Z' },
  unread: fields.unread ?? 0,
});

describe('asking an owner before booking', () => {
  it('asks a signed-out visitor to sign in first', () => {
    signedOut();
    renderAt(
      <MockedProvider mocks={[]}>
        <AskOwner toolId="tool-1" ownerName="Olu" />
      </MockedProvider>,
      '/tools/sander-tool-1',
    );
    expect(screen.getByRole('heading', { name: 'Questions? Ask Olu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to ask a question' }).getAttribute('href')).toBe('/user-login');
  });

  it('refuses an empty question, then sends one and opens its conversation', async () => {
    signInAs({ id: 'renter-1' });
    const ask: MockLink.MockedResponse = {
      request: {
        query: AskOwnerDocument,
        variables: (variables) =>
          variables.toolId === 'tool-1' &&
          variables.body === 'Does it take 125 mm discs?' &&
          typeof variables.clientId === 'string',
      },
      result: { data: { askOwner: { __typename: 'Message', id: 'message-1', conversationId: 'conversation-1' } } },
    };
    const { router } = renderAt(
      <MockedProvider mocks={[ask]}>
        <AskOwner toolId="tool-1" ownerName="Olu" />
      </MockedProvider>,
      '/tools/sander-tool-1',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    const box = screen.getByRole('textbox', { name: 'Your question (before you book)' });
    expect(await screen.findByText('Please write your question')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(box, { target: { value: '  Does it take 125 mm discs?  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }));
    expect(await screen.findByText('Navigated away')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/messages/conversation-1');
  });
});

describe('the inbox', () => {
  it("lists questions and bookings' conversations with the other person, what is unread and where to answer", async () => {
    signInAs({ id: 'owner-1' });
    const inbox: MockLink.MockedResponse = {
      request: { query: InboxDocument, variables: { role: null, page: { page: 1, pageSize: 20 } } },
      result: {
        data: {
          inbox: {
            __typename: 'ConversationPage',
            total: 2,
            page: 1,
            pageSize: 20,
            items: [
              conversation('conversation-1', { unread: 2, last: { body: 'And a dust bag?', senderId: 'renter-1' } }),
              conversation('conversation-2', {
                bookingId: 'booking-1',
                bookingCode: 'LT000123',
                last: { body: 'See you at 9', senderId: 'owner-1' },
              }),
            ],
          },
        },
      },
    };
    renderAt(
      <MockedProvider mocks={[inbox]}>
        <InboxPage />
      </MockedProvider>,
      '/user/messages',
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const question = within(items[0]!).getByRole('link');
    expect(question.getAttribute('href')).toBe('/user/messages/conversation-1');
    expect(question.textContent).toContain('Rita');
    expect(question.textContent).toContain('Orbital sander · Question before booking');
    expect(within(items[0]!).getByText('2 unread')).toBeTruthy();
    const booking = within(items[1]!).getByRole('link');
    // The owner answers a booking's messages on the booking's own page.
    expect(booking.getAttribute('href')).toBe('/user/my-bookings-details?id=booking-1');
    expect(booking.textContent).toContain('Booking LT000123');
    expect(booking.textContent).toContain('You: See you at 9');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });
});
