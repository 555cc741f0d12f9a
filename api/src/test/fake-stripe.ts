import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server that answers the few Stripe API calls the adapter makes (payment intents,
 * cancel, refunds) the way api.stripe.com does, including idempotency keys and error bodies.
 * It stands for Stripe's servers, which this machine cannot reach; tests play the browser's part
 * with `succeed`/`decline` and send signed webhooks themselves.
 */
export async function startFakeStripe(secretKey: string) {
  const intents = new Map<string, FakeIntent>();
  const refunds: { id: string; payment_intent: string; amount: number }[] = [];
  const byKey = new Map<string, unknown>();
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const form = new URLSearchParams(body);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, form });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (key && req.method === 'POST' && byKey.has(`${url.pathname}:${key}`)) {
      send(200, byKey.get(`${url.pathname}:${key}`));
      return;
    }
    const remember = (payload: unknown) => {
      if (key && req.method === 'POST') byKey.set(`${url.pathname}:${key}`, payload);
      send(200, payload);
    };
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]!] = v;
      }
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        last_payment_error: null,
      };
      intents.set(id, intent);
      remember(intent);
      return;
    }
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) {
        send(404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
        });
        return;
      }
      if (req.method === 'GET' && !intentPath[2]) {
        send(200, intent);
        return;
      }
      if (req.method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded') {
          send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: 'You cannot cancel this PaymentIntent because it has a status of succeeded.',
            },
          });
          return;
        }
        intent.status = 'canceled';
        remember(intent);
        return;
      }
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') {
        send(400, { error: { type: 'invalid_request_error', message: 'This PaymentIntent has not succeeded' } });
        return;
      }
      const refund = {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        payment_intent: intent.id,
        amount: Number(form.get('amount')),
        status: 'succeeded',
      };
      refunds.push(refund);
      remember(refund);
      return;
    }
    send(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    /** What Stripe Elements' confirmCardPayment with a good card leaves behind. */
    succeed(id: string) {
      intents.get(id)!.status = 'succeeded';
    },
    decline(id: string, message = 'Your card was declined.') {
      const intent = intents.get(id)!;
      intent.last_payment_error = { message, code: 'card_declined' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
