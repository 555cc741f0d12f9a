import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signIn, signUpAndLogin, registrationOf, uniqueEmail } from '../../test/factories.js';
import { startTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { verifyWebhook } from './webhook-signature.js';
import { webhookDeliveries } from './webhook.table.js';

const ADMIN = { ADMIN_EMAIL: 'hooks-admin@example.com', ADMIN_PASSWORD: 'hooks-admin-password-1' };

/** A receiver on 127.0.0.1 that answers with the statuses queued in `answers` (then 200). */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
const answers: number[] = [];

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = answers.shift() ?? 200;
      res.end(res.statusCode === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  // No job workers: each test runs the dispatcher itself, so nothing is sent behind its back.
  app = await startTestApp({ ...ADMIN, RUN_WORKERS: 'false' });
  admin = app.client();
  await signIn(admin, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
});
afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answers.length = 0;
});

const CREATE = `mutation($input: WebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { secret endpoint { id url events enabled secretHint } }
}`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(endpointId: $id) {
  total items { id eventType eventId status attempts lastStatusCode lastError deliveredAt nextAttemptAt payload }
} }`;

async function createEndpoint(events: string[]) {
  const res = await admin.gql(CREATE, { input: { url: receiverUrl, description: 'CRM sync', events } });
  expect(res.errors).toBeUndefined();
  return res.data!.createWebhookEndpoint as { secret: string; endpoint: { id: string; secretHint: string } };
}

async function deliveriesOf(endpointId: string) {
  const res = await admin.gql(DELIVERIES, { id: endpointId });
  expect(res.errors).toBeUndefined();
  return res.data!.webhookDeliveries.items as {
    id: string;
    eventType: string;
    eventId: string;
    status: string;
    attempts: number;
    lastStatusCode: number | null;
    lastError: string | null;
    payload: string;
  }[];
}

/** Makes every waiting delivery due now, as the passing of its backoff would. */
const fastForward = () => app.database.db.update(webhookDeliveries).set({ nextAttemptAt: new Date(0) });

async function register(firstName: string) {
  const res = await app.client().json('POST', '/api/register', {
    first_name: firstName,
    last_name: 'Mensah',
    email: uniqueEmail('hook'),
    phone: '+228 90 00 00 00',
    country: 'Togo',
  });
  expect(res.status).toBe(201);
}

describe('webhooks', () => {
  it('signs a real event as Stripe does, retries after a 500 with backoff, and logs each attempt', async () => {
    const { secret, endpoint } = await createEndpoint(['REGISTRATION_CREATED']);
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(endpoint.secretHint).toBe(`whsec_…${secret.slice(-4)}`);

    answers.push(500);
    await register('Ama');
    expect(await app.services.webhooks.dispatchDue()).toBe(1);
    expect(received).toHaveLength(1);
    let [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ status: 'PENDING', attempts: 1, lastStatusCode: 500 });
    expect(log!.lastError).toContain('HTTP 500');
    // Not due before its backoff.
    expect(await app.services.webhooks.dispatchDue()).toBe(0);

    await fastForward();
    expect(await app.services.webhooks.dispatchDue()).toBe(1);
    [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ status: 'DELIVERED', attempts: 2, lastStatusCode: 200, lastError: null });

    const [, second] = received;
    expect(second!.headers['content-type']).toBe('application/json');
    expect(second!.headers['aibex-event-id']).toBe(log!.eventId);
    expect(verifyWebhook(secret, second!.body, second!.headers['aibex-signature'] as string)).toBe(true);
    expect(verifyWebhook('whsec_other', second!.body, second!.headers['aibex-signature'] as string)).toBe(false);
    const event = JSON.parse(second!.body);
    expect(event).toMatchObject({
      id: log!.eventId,
      type: 'registration.created',
      data: { object: { object: 'registration', first_name: 'Ama' } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(Number.isInteger(event.created)).toBe(true);
    expect(JSON.stringify(event)).not.toMatch(/@|\+228/); // no e-mail address, no phone number
    // The tests after register people too: this endpoint is done.
    await admin.gql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id });
  });

  it('sends each guest a desk lets in, once, with one look at the endpoints for the whole sync', async () => {
    const hooks = await createEndpoint(['REGISTRATION_CHECKED_IN']);
    const emails = [uniqueEmail('door'), uniqueEmail('door')];
    for (const email of emails) {
      const res = await app.client().json('POST', '/api/register', {
        first_name: 'Kofi',
        last_name: 'Door',
        email,
        phone: '+233 20 000 0000',
        country: 'Ghana',
      });
      expect(res.status).toBe(201);
    }
    const codes = await Promise.all(
      emails.map(async (e) => (await registrationOf(app.database.db, e)).registrationCode),
    );
    const desk = { id: randomUUID(), name: 'Desk 1', entrance: 'North gate', day: '2026-12-10' };
    // Both guests, and the first one scanned again: two check-ins, two events.
    const scans = [...codes, codes[0]!].map((code) => ({
      id: randomUUID(),
      code,
      scannedAt: new Date().toISOString(),
    }));
    const synced = await admin.gql(
      'mutation($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) { syncCheckIns(desk: $desk, scans: $scans) { results { outcome } } }',
      { desk, scans },
    );
    expect(synced.errors).toBeUndefined();
    const log = await deliveriesOf(hooks.endpoint.id);
    expect(log.map((d) => d.eventType)).toEqual(['registration.checked_in', 'registration.checked_in']);
    expect(new Set(log.map((d) => d.eventId)).size).toBe(2);
    expect(log.map((d) => JSON.stringify(d.payload)).join()).toContain(codes[1]!);
    await admin.gql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: hooks.endpoint.id });
  });

  it('sends an approved sponsor to its subscribers only', async () => {
    const sponsorHooks = await createEndpoint(['SPONSOR_APPROVED']);
    const res = await app.client().form('POST', '/api/sponsorship-registration', {
      company: 'Hook & Co',
      email: uniqueEmail('sponsor'),
      phone: '+234 809 000 1234',
      country: 'Nigeria',
      category: 'GOLD',
    });
    expect(res.status).toBe(201);
    const approved = await admin.gql('mutation($id: ID!) { reviewSponsor(id: $id, decision: APPROVED) { status } }', {
      id: res.body.sponsor.id,
    });
    expect(approved.errors).toBeUndefined();
    await app.services.webhooks.dispatchDue();
    const events = received.map((r) => JSON.parse(r.body));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'sponsor.approved',
        data: {
          object: expect.objectContaining({ id: res.body.sponsor.id, company: 'Hook & Co', status: 'approved' }),
        },
      }),
    ]);
    const [log] = await deliveriesOf(sponsorHooks.endpoint.id);
    expect(log).toMatchObject({ eventType: 'sponsor.approved', status: 'DELIVERED' });
  });

  it('resends a delivery with the same event id, and sends a test event', async () => {
    const { secret, endpoint } = await createEndpoint(['BOOKING_CREATED']);
    const test = await admin.gql('mutation($id: ID!) { sendTestWebhook(endpointId: $id) { id status eventType } }', {
      id: endpoint.id,
    });
    expect(test.data?.sendTestWebhook).toMatchObject({ status: 'PENDING', eventType: 'webhook.test' });
    await app.services.webhooks.dispatchDue();
    expect(received).toHaveLength(1);
    expect(verifyWebhook(secret, received[0]!.body, received[0]!.headers['aibex-signature'] as string)).toBe(true);

    const deliveryId = test.data!.sendTestWebhook.id;
    const resent = await admin.gql('mutation($id: ID!) { resendWebhookDelivery(id: $id) { status attempts } }', {
      id: deliveryId,
    });
    expect(resent.data?.resendWebhookDelivery).toEqual({ status: 'PENDING', attempts: 0 });
    await app.services.webhooks.dispatchDue();
    expect(received).toHaveLength(2);
    expect(received[1]!.headers['aibex-event-id']).toBe(received[0]!.headers['aibex-event-id']);

    const audit = await admin.gql('query($id: ID!) { adminAuditLog(targetId: $id) { items { action } } }', {
      id: endpoint.id,
    });
    expect(audit.data?.adminAuditLog.items.map((i: { action: string }) => i.action)).toEqual(
      expect.arrayContaining(['WEBHOOK_ENDPOINT_CREATE', 'WEBHOOK_ENDPOINT_TEST', 'WEBHOOK_DELIVERY_RESEND']),
    );
  });

  it('gives a delivery up after its backoff is spent', async () => {
    const { endpoint } = await createEndpoint(['REGISTRATION_CREATED']);
    answers.push(...Array(7).fill(503));
    await register('Kwame');
    for (let attempt = 1; attempt <= 7; attempt++) {
      await fastForward();
      await app.services.webhooks.dispatchDue();
    }
    const [log] = await deliveriesOf(endpoint.id);
    expect(log).toMatchObject({ status: 'FAILED', attempts: 7, lastStatusCode: 503 });
    // Cleanup for the tests after: no endpoint should get further registrations.
    await admin.gql('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpoint.id });
  });

  it('refuses a URL that is not http(s), naming the field, and refuses the events outside the list', async () => {
    const res = await admin.gql(CREATE, { input: { url: 'ftp://example.com/x', events: ['PAYOUT_PAID'] } });
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.errors?.[0]?.extensions)).toContain('"path":"input.url"');
    const none = await admin.gql(CREATE, { input: { url: 'https://example.com/x', events: [] } });
    expect(JSON.stringify(none.errors?.[0]?.extensions)).toContain('"path":"input.events"');
  });

  it('is for administrators only', async () => {
    const anonymous = await app.client().gql('{ webhookEndpoints { id } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const member = app.client();
    await signUpAndLogin(member);
    const refused = await member.gql(CREATE, { input: { url: receiverUrl, events: ['PAYOUT_PAID'] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
