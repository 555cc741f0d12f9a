import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CreateWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointDocument,
  WebhookEndpointsDocument,
} from '../../../gql/graphql';
import { renderAt } from '../../../test/utils';
import { WebhookEndpointPage } from './WebhookEndpointPage';
import { WebhooksPage } from './WebhooksPage';

const ID = '6f1c2d3e-0000-4000-8000-0000000000a1';
const DELIVERY = '6f1c2d3e-0000-4000-8000-0000000000b1';
const URL = 'https://crm.example.com/hooks';

const endpoint = {
  __typename: 'WebhookEndpoint' as const,
  id: ID,
  url: URL,
  description: 'CRM sync',
  events: ['SPONSOR_APPROVED' as const],
  enabled: true,
  disabledReason: null,
  secretHint: 'whsec_…9f3a',
  createdAt: '2026-11-28T10:00:00.000Z',
};

const delivery = {
  __typename: 'WebhookDelivery' as const,
  id: DELIVERY,
  eventType: 'sponsor.approved',
  eventId: 'evt_123',
  status: 'FAILED' as const,
  attempts: 7,
  nextAttemptAt: null,
  lastStatusCode: 500,
  lastError: 'HTTP 500: down',
  deliveredAt: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

const list = (endpoints: (typeof endpoint)[]): MockLink.MockedResponse => ({
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints: endpoints } },
});

const created = (result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: {
    query: CreateWebhookEndpointDocument,
    variables: { input: { url: URL, description: '', events: ['SPONSOR_APPROVED'] } },
  },
  result,
});

function fillForm() {
  fireEvent.change(screen.getByRole('textbox', { name: /URL/ }), { target: { value: URL } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sponsor approved' }));
  fireEvent.click(screen.getByRole('button', { name: 'Register endpoint' }));
}

describe('the Webhooks page', () => {
  it('registers an endpoint and shows its secret once, with a copy button', async () => {
    const secret = `whsec_${'ab'.repeat(32)}`;
    renderAt(
      <MockedProvider
        mocks={[list([]), created({ data: { createWebhookEndpoint: { secret, endpoint } } }), list([endpoint])]}
      >
        <WebhooksPage />
      </MockedProvider>,
      '/admin/webhooks',
    );
    expect(await screen.findByText('No endpoint yet: register one above.')).toBeTruthy();
    fillForm();
    expect((await screen.findByLabelText('Signing secret')).textContent).toBe(secret);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: URL })).getAttribute('href')).toBe(
      `/admin/webhook-details?id=${ID}`,
    );
  });

  it('shows the refusal of a URL under its field', async () => {
    renderAt(
      <MockedProvider
        mocks={[
          list([]),
          created({
            errors: [
              new GraphQLError('Use an https:// URL', {
                extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'url', msg: 'Use an https:// URL' }] },
              }),
            ],
          }),
        ]}
      >
        <WebhooksPage />
      </MockedProvider>,
      '/admin/webhooks',
    );
    await screen.findByText('No endpoint yet: register one above.');
    fillForm();
    expect(await screen.findByText('Use an https:// URL')).toBeTruthy();
  });
});

describe('an endpoint’s page', () => {
  it('lists its deliveries with status, attempts and response, and resends one', async () => {
    renderAt(
      <MockedProvider
        mocks={[
          {
            request: { query: WebhookEndpointDocument, variables: { id: ID } },
            result: { data: { webhookEndpoint: endpoint } },
          },
          {
            request: {
              query: WebhookDeliveriesDocument,
              variables: { endpointId: ID, page: { page: 1, pageSize: 25 } },
            },
            result: {
              data: { webhookDeliveries: { total: 1, page: 1, pageSize: 25, hasMore: false, items: [delivery] } },
            },
            maxUsageCount: 5,
          },
          {
            request: { query: ResendWebhookDeliveryDocument, variables: { id: DELIVERY } },
            result: { data: { resendWebhookDelivery: { ...delivery, status: 'PENDING', attempts: 0 } } },
          },
        ]}
      >
        <WebhookEndpointPage />
      </MockedProvider>,
      `/admin/webhook-details?id=${ID}`,
    );
    expect(await screen.findByText('Failed')).toBeTruthy();
    expect(screen.getByText(/7 attempts/)).toBeTruthy();
    expect(screen.getByText(/HTTP 500$/)).toBeTruthy();
    expect(screen.getByText('HTTP 500: down')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend sponsor.approved evt_123' }));
    expect(await screen.findByText('Queued: it is sent now.')).toBeTruthy();
  });
});
