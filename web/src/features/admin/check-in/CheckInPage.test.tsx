import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CheckInParticipantDocument, CheckInSearchDocument } from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { checkedInNotice, checkInErrorNotice } from './check-in-notice';
import { CheckInPage, looksLikeCode } from './CheckInPage';

const CODE = 'AIB26-7KQ3MZ';
const participant = {
  __typename: 'AdminParticipant',
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  firstName: 'Ngozi',
  lastName: 'Bello',
  registrationCode: CODE,
  checkedInAt: '2026-12-10T09:42:00.000Z',
};

const conflict = new GraphQLError('Ngozi Bello already checked in at 09:42 UTC on 2026-12-10', {
  extensions: { code: 'CONFLICT' },
});

function checkIn(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: CheckInParticipantDocument, variables: { idOrCode: CODE } }, result };
}

const search: MockLink.MockedResponse = {
  request: { query: CheckInSearchDocument, variables: { search: CODE } },
  result: {
    data: {
      adminParticipants: {
        __typename: 'ParticipantPage',
        total: 0,
        items: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function typeCodeAndSubmit() {
  const field = screen.getByRole('searchbox', { name: 'Name, e-mail or registration code' });
  fireEvent.change(field, { target: { value: CODE } });
  fireEvent.submit(field.closest('form')!);
}

describe('check-in messages', () => {
  it('names the participant, the code and the time on success', () => {
    const notice = checkedInNotice(participant);
    expect(notice.tone).toBe('success');
    expect(notice.text).toMatch(/^Ngozi Bello \(AIB26-7KQ3MZ\) is checked in at \d{2}:\d{2}\.$/);
  });

  it('shows a second check-in as a warning with the server’s ‘already checked in at …’', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: conflict.message, extensions: { code: 'CONFLICT' } }],
    });
    expect(checkInErrorNotice(error, CODE)).toEqual({ tone: 'warning', text: conflict.message });
  });

  it('explains an unknown code, and passes other errors on as they are', () => {
    const notFound = new CombinedGraphQLErrors({ errors: [{ message: 'nope', extensions: { code: 'NOT_FOUND' } }] });
    expect(checkInErrorNotice(notFound, 'AIB26-XXXXXX')).toEqual({
      tone: 'error',
      text: 'No registration found for “AIB26-XXXXXX”. Check the code and try again.',
    });
    expect(checkInErrorNotice(new TypeError('Failed to fetch'), CODE)).toEqual({
      tone: 'error',
      text: 'Network error, try again!',
    });
  });

  it('tells codes from names', () => {
    expect(looksLikeCode(CODE)).toBe(true);
    expect(looksLikeCode('aib26-7kq3mz')).toBe(true);
    expect(looksLikeCode(participant.id)).toBe(true);
    expect(looksLikeCode('Ngozi Bello')).toBe(false);
    expect(looksLikeCode('ngozi@example.com')).toBe(false);
  });
});

describe('CheckInPage', () => {
  function renderPage(mocks: MockLink.MockedResponse[]) {
    renderAt(
      <MockedProvider mocks={[search, ...mocks]}>
        <CheckInPage />
      </MockedProvider>,
      '/admin/check-in',
    );
  }

  it('checks a typed code in directly and says so in a live region', async () => {
    renderPage([checkIn({ data: { checkInParticipant: participant } })]);
    typeCodeAndSubmit();
    const message = await screen.findByText(/^Ngozi Bello \(AIB26-7KQ3MZ\) is checked in at/);
    expect(message.closest('[role="status"]')).toBeTruthy();
  });

  it('shows ‘already checked in at …’ from the server for a second check-in', async () => {
    renderPage([checkIn({ errors: [conflict] })]);
    typeCodeAndSubmit();
    const message = await screen.findByText('Ngozi Bello already checked in at 09:42 UTC on 2026-12-10');
    expect(message.className).toContain('notice--warning');
    expect(message.closest('[role="status"]')).toBeTruthy();
  });

  it('says when no registration has the code', async () => {
    renderPage([
      checkIn({
        errors: [
          new GraphQLError(`A registration with code ${CODE} was not found`, { extensions: { code: 'NOT_FOUND' } }),
        ],
      }),
    ]);
    typeCodeAndSubmit();
    expect(await screen.findByText(`No registration found for “${CODE}”. Check the code and try again.`)).toBeTruthy();
  });

  it('hides the camera button where the browser cannot read QR codes', () => {
    renderPage([]);
    expect(screen.queryByRole('button', { name: /Scan QR code/ })).toBeNull();
  });
});
