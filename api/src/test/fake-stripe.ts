import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerDropper } from './dropped-answers.js';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  /** 'automatic', or 'manual': a good card leaves it in requires_capture until it is captured. */
  capture_method: 'automatic' | 'manual';
  amount_capturable: number;
  amount_received: number;
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
  const connect = createFakeConnect();
  const dropper = answerDropper<FakeRequest>();
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const form = new URLSearchParams(body);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const key = req.headers['idempotency-key'] as string | undefined;
    const current: FakeRequest = { method: req.method ?? '', path: url.pathname, idempotencyKey: key, form };
    requests.push(current);
    const send = (status: number, payload: unknown) => {
      // Stripe did it; the caller never hears so (it died waiting, or the connection broke).
      if (dropper.drops(current, status, res)) return;
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
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/capture)?$/.exec(url.pathname);
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
        capture_method: form.get('capture_method') === 'manual' ? 'manual' : 'automatic',
        amount_capturable: 0,
        amount_received: 0,
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
      if (req.method === 'POST' && intentPath[2] === '/capture') {
        if (intent.status !== 'requires_capture') {
          send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            },
          });
          return;
        }
        const amount = form.has('amount_to_capture') ? Number(form.get('amount_to_capture')) : intent.amount;
        if (!(amount > 0 && amount <= intent.amount_capturable)) {
          send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'The amount to capture is larger than the amount capturable.',
            },
          });
          return;
        }
        intent.status = 'succeeded';
        intent.amount_received = amount;
        intent.amount_capturable = 0;
        remember(intent);
        return;
      }
      if (req.method === 'POST' && intentPath[2] === '/cancel') {
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
        // Cancelling an authorised intent releases the authorisation.
        intent.amount_capturable = 0;
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
    if (connect.handle({ method: req.method ?? '', path: url.pathname, form, send, remember })) return;
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
      const intent = intents.get(id)!;
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
    },
    /** The same with a manual-capture intent: the card is authorised, not charged (requires_capture). */
    authorize(id: string) {
      const intent = intents.get(id)!;
      if (intent.capture_method !== 'manual') throw new Error(`${id} is not a manual-capture intent`);
      intent.status = 'requires_capture';
      intent.amount_capturable = intent.amount;
    },
    /** Stripe cancels an uncaptured manual-capture intent when its authorisation lapses (about 7 days). */
    lapse(id: string) {
      const intent = intents.get(id)!;
      intent.status = 'canceled';
      intent.amount_capturable = 0;
    },
    decline(id: string, message = 'Your card was declined.') {
      const intent = intents.get(id)!;
      intent.last_payment_error = { message, code: 'card_declined' };
    },
    /**
     * Fault injection: the next request that `matches` is carried out (the intent captured, the
     * transfer made), then `then` runs (e.g. kills the app that asked) and no answer is sent.
     * Resolves once that happened.
     */
    dropAnswerAfter: dropper.dropAnswerAfter,
    /** Stripe Connect: Express accounts, onboarding links and transfers. */
    connect,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: 'express';
  email: string | null;
  country: string;
  details_submitted: boolean;
  payouts_enabled: boolean;
  charges_enabled: boolean;
  requirements: { currently_due: string[] };
  metadata: Record<string, string>;
}

export interface FakeTransfer {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  metadata: Record<string, string>;
}

const metadataOf = (form: URLSearchParams) => {
  const metadata: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return metadata;
};

/**
 * Stripe Connect as the fake server answers it: Express accounts (created, read), account links
 * and transfers from the platform's balance. Tests play the owner at Stripe with `completeOnboarding`
 * and make an account refuse transfers with `refuseTransfers` (Stripe answers 400, as for an account
 * that cannot receive them). Idempotency keys are answered by the server above.
 */
function createFakeConnect() {
  const accounts = new Map<string, FakeAccount>();
  const transfers: FakeTransfer[] = [];
  const refusing = new Set<string>();
  const missing = (send: (status: number, payload: unknown) => void, what: string) =>
    send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
  return {
    accounts,
    transfers,
    /** The owner filled in Stripe's onboarding form: details submitted, payouts enabled. */
    completeOnboarding(accountId: string) {
      const account = accounts.get(accountId)!;
      account.details_submitted = true;
      account.payouts_enabled = true;
      account.requirements.currently_due = [];
    },
    refuseTransfers(accountId: string) {
      refusing.add(accountId);
    },
    handle(r: {
      method: string;
      path: string;
      form: URLSearchParams;
      send: (status: number, payload: unknown) => void;
      remember: (payload: unknown) => void;
    }): boolean {
      const { method, path, form, send, remember } = r;
      const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
      if (method === 'POST' && path === '/v1/accounts') {
        const account: FakeAccount = {
          id: `acct_${randomBytes(8).toString('hex')}`,
          object: 'account',
          type: 'express',
          email: form.get('email'),
          country: form.get('country') ?? 'US',
          details_submitted: false,
          payouts_enabled: false,
          charges_enabled: false,
          requirements: { currently_due: ['external_account', 'tos_acceptance.date'] },
          metadata: metadataOf(form),
        };
        accounts.set(account.id, account);
        remember(account);
        return true;
      }
      if (method === 'GET' && accountPath) {
        const account = accounts.get(accountPath[1]!);
        if (account) send(200, account);
        else missing(send, 'account');
        return true;
      }
      if (method === 'POST' && path === '/v1/account_links') {
        const account = accounts.get(form.get('account') ?? '');
        if (!account) {
          missing(send, 'account');
          return true;
        }
        remember({
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${account.id}/${randomBytes(6).toString('hex')}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
          created: Math.floor(Date.now() / 1000),
          refresh_url: form.get('refresh_url'),
          return_url: form.get('return_url'),
          type: form.get('type'),
        });
        return true;
      }
      if (method === 'POST' && path === '/v1/transfers') {
        const destination = form.get('destination') ?? '';
        const account = accounts.get(destination);
        if (!account) {
          missing(send, 'destination account');
          return true;
        }
        if (refusing.has(destination) || !account.payouts_enabled) {
          send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'insufficient_capabilities_for_transfer',
              message:
                'Your destination account needs to have at least one of the following capabilities enabled: transfers',
            },
          });
          return true;
        }
        const transfer: FakeTransfer = {
          id: `tr_${randomBytes(8).toString('hex')}`,
          object: 'transfer',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          destination,
          metadata: metadataOf(form),
        };
        transfers.push(transfer);
        remember(transfer);
        return true;
      }
      return false;
    },
  };
}
