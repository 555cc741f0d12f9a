import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../api/src/test/smtp-sink.js';
import { HttpClient } from '../../api/src/test/test-app.js';
import { createCategory, dayFromNow, listTool, signIn, signUpAndLogin } from '../../api/src/test/factories.js';
import { appHost, register } from './app-process.js';

/*
 * Crashes, for real: the app runs as a child process and is killed with SIGKILL (no shutdown code
 * runs), then a new process starts on the same database. What was committed must be finished, once.
 */

const ADMIN = { email: 'crash.admin@example.com', password: 'admin-password-1' };

let host: Awaited<ReturnType<typeof appHost>>;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  host = await appHost({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await smtp?.close();
  await host?.close();
});

describe('a process killed after a commit', () => {
  it('still sends the confirmation e-mail, once, from the next process', async () => {
    // This instance only queues work (RUN_WORKERS=false): it dies between the commit and the send.
    const first = await host.start({ RUN_WORKERS: 'false' });
    const email = `crash.${Date.now()}@example.com`;
    expect(await register(first.url, email)).toBe(201);
    await host.kill(first);
    expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(0);

    const second = await host.start();
    try {
      await smtp.waitFor((m) => m.to.includes(email), 60_000);
      await new Promise((r) => setTimeout(r, 3000));
      expect(smtp.mails.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await host.kill(second);
    }
  }, 180_000);

  it('ends a payment that succeeded while the server was down in exactly one set of bookings', async () => {
    const app = await host.start();
    const admin = new HttpClient(app.url);
    await signIn(admin, ADMIN.email, ADMIN.password);
    const owner = new HttpClient(app.url);
    await signUpAndLogin(owner);
    const renter = new HttpClient(app.url);
    await signUpAndLogin(renter);
    const toolId = await listTool(owner, await createCategory(admin), { price: '20', units: 1 });
    await renter.gql('mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }', {
      input: { toolId, startDate: dayFromNow(8), startTime: '09:00', endDate: dayFromNow(9), endTime: '09:00' },
    });
    const checkout = await renter.gql<{ checkout: { id: string; clientSecret: string } }>(
      'mutation { checkout(expectedTotal: "20.00") { id clientSecret } }',
    );
    expect(checkout.errors).toBeUndefined();
    const paymentId = checkout.data!.checkout.id;
    await host.kill(app);

    // The card processor took the money while our server was down (its webhook could not arrive).
    const intentId = checkout.data!.checkout.clientSecret.split('_secret_')[0]!;
    await host.sqlWhileStopped(`update test_provider_intents set status = 'succeeded' where id = '${intentId}'`);

    const again = await host.start();
    try {
      const back = new HttpClient(again.url);
      back.token = renter.token;
      // The browser's retried confirmations, both at once.
      const results = await Promise.all([
        back.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status bookings { id status } } }', {
          id: paymentId,
        }),
        back.gql('mutation($id: ID!) { confirmPayment(paymentId: $id) { status bookings { id status } } }', {
          id: paymentId,
        }),
      ]);
      for (const r of results) expect(r.data?.confirmPayment.status).toBe('SUCCEEDED');
      const history = await back.gql('{ myRentalHistory { items { status tool { id } } } }');
      const mine = history.data?.myRentalHistory.items.filter((b: { tool: { id: string } }) => b.tool.id === toolId);
      expect(mine).toEqual([{ status: 'CONFIRMED', tool: { id: toolId } }]);
    } finally {
      await host.kill(again);
    }
  }, 240_000);
});
