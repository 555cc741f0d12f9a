import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bookAndPay,
  bookingPeriod,
  listTool,
  startMarketplace,
  tinyPng,
  type Marketplace,
} from '../../../test/factories.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { waitUntil } from '../../../test/wait.js';
import { splitOf } from '../payments/ledger.js';
import { ledgerEntries } from '../payments/ledger.table.js';
import { payments, testProviderRefunds } from '../payments/payment.table.js';
import { bookings } from './booking.table.js';

const HOUR = 3_600_000;
const RENTER_EMAIL = `rita.cancels.${Date.now()}@example.com`;

let smtp: SmtpSink;
let { app, owner, ownerId, renter, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, owner, ownerId, renter, stranger, categoryId } = await startMarketplace({
    env: { SMTP_URL: smtp.url },
    category: 'Generators',
    owner: { first_name: 'Olu' },
    renter: { first_name: 'Rita', email: RENTER_EMAIL },
  }));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A tool of the owner's with these settings (the GraphQL enum names), 10 units so periods may overlap. */
async function toolWith(settings: { cancellationPolicy?: string; deposit?: string; bookingMode?: string }) {
  const id = await listTool(owner, categoryId, { units: 10, price: '40' });
  const res = await owner.gql(
    'mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { id } }',
    {
      id,
      input: settings,
    },
  );
  expect(res.errors).toBeUndefined();
  return id;
}

/** The booking's start, from the API. */
async function startOf(id: string): Promise<Date> {
  const res = await renter.gql('query($id: ID!) { booking(id: $id) { startsAt } }', { id });
  return new Date(res.data!.booking.startsAt);
}

/** Moves the marketplace's clock to `hours` before the booking's start. */
async function hoursBefore(id: string, hours: number) {
  const at = new Date((await startOf(id)).getTime() - hours * HOUR);
  vi.spyOn(app.services.bookings, 'now').mockReturnValue(at);
  return at;
}

const QUOTE = `query($id: ID!) { booking(id: $id) { canCancel canCancelAsOwner cancellationQuote {
  refund { amount decimal } deposit { amount } total { amount } percent changesAt policy summary } } }`;
const CANCEL = `mutation($id: ID!, $expected: String) { cancelBooking(bookingId: $id, expectedRefund: $expected) {
  status refundStatus canCancel } }`;
const OWNER_CANCEL = `mutation($id: ID!, $reason: String!) { cancelBookingAsOwner(bookingId: $id, reason: $reason) {
  status refundStatus canCancelAsOwner } }`;

async function row(id: string) {
  const [b] = await app.database.db.select().from(bookings).where(eq(bookings.id, id));
  return b!;
}

/** The ledger of a booking, summed by kind. */
async function ledgerOf(id: string) {
  const entries = await app.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
  const sum = (...kinds: string[]) =>
    entries.filter((e) => kinds.includes(e.kind)).reduce((total, e) => total + e.amountCents, 0);
  return { entries, sum };
}

/** The invariant of a checkout booking once its jobs ran. */
async function expectBalanced(id: string) {
  const { sum } = await ledgerOf(id);
  expect(sum('charge', 'refund')).toBe(
    sum('owner_earning', 'platform_fee', 'deposit_held', 'deposit_released', 'deposit_claimed'),
  );
}

async function providerRefunds(id: string) {
  return app.database.db
    .select()
    .from(testProviderRefunds)
    .where(eq(testProviderRefunds.idempotencyKey, `refund-${id}`));
}

describe('tool settings', () => {
  it('an owner chooses the policy, the booking mode and the deposit; the tool page says the rule', async () => {
    const id = await listTool(owner, categoryId);
    const fields = `cancellationPolicy cancellationPolicySummary bookingMode deposit { amount decimal }
      owner { firstName ownerCancellations }`;
    const created = await stranger.gql(`query($id: ID!) { tool(id: $id) { ${fields} } }`, { id });
    expect(created.data?.tool).toMatchObject({
      cancellationPolicy: 'FLEXIBLE',
      cancellationPolicySummary: 'Full refund until 24 hours before the start, half after that.',
      bookingMode: 'INSTANT',
      deposit: { amount: 0, decimal: '0.00' },
    });
    const updated = await owner.gql(
      `mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { ${fields} } }`,
      { id, input: { cancellationPolicy: 'STRICT', bookingMode: 'REQUEST', deposit: '75.50' } },
    );
    expect(updated.data?.updateTool).toMatchObject({
      cancellationPolicy: 'STRICT',
      cancellationPolicySummary: 'Half refunded until 7 days before the start, nothing after.',
      bookingMode: 'REQUEST',
      deposit: { amount: 7550 },
    });
    // An edit that leaves the settings out keeps them.
    const renamed = await owner.gql(
      `mutation($id: ID!) { updateTool(id: $id, input: { name: "Generator 5 kVA" }) { ${fields} } }`,
      { id },
    );
    expect(renamed.data?.updateTool).toMatchObject({ cancellationPolicy: 'STRICT', deposit: { amount: 7550 } });
  });

  it('a new tool takes the settings in createTool', async () => {
    const res = await owner.gqlUpload(
      `mutation($input: ToolInput!, $coverImage: Upload) { createTool(input: $input, coverImage: $coverImage) {
        cancellationPolicy bookingMode deposit { amount } } }`,
      {
        input: {
          name: 'Concrete mixer',
          price: '30',
          categoryId,
          country: 'Nigeria',
          city: 'Abuja',
          cancellationPolicy: 'MODERATE',
          bookingMode: 'REQUEST',
          deposit: '120.50',
        },
      },
      { coverImage: { data: tinyPng(), name: 'cover.png', type: 'image/png' } },
    );
    expect(res.data?.createTool).toEqual({
      cancellationPolicy: 'MODERATE',
      bookingMode: 'REQUEST',
      deposit: { amount: 12050 },
    });
  });

  it('refuses a bad deposit naming the field, and the old form lists without the settings', async () => {
    const id = await listTool(owner, categoryId);
    for (const deposit of ['abc', '-5', '12.345', '100000.01']) {
      const res = await owner.gql(
        'mutation($id: ID!, $d: String) { updateTool(id: $id, input: { deposit: $d }) { id } }',
        {
          id,
          d: deposit,
        },
      );
      expect(res.errors?.[0]?.extensions?.code, deposit).toBe('BAD_USER_INPUT');
      expect(JSON.stringify(res.errors?.[0]?.extensions), deposit).toContain('deposit');
    }
    const max = await owner.gql(
      'mutation($id: ID!) { updateTool(id: $id, input: { deposit: "100000" }) { deposit { amount } } }',
      {
        id,
      },
    );
    expect(max.data?.updateTool.deposit.amount).toBe(10_000_000);

    // The old client's edit (REST) may send them in its spelling; a bad one names its field.
    const bad = await owner.form('PUT', `/api/update-rental/${id}`, { cancellation_policy: 'lenient' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('cancellation_policy');
    const good = await owner.form('PUT', `/api/update-rental/${id}`, {
      cancellation_policy: 'moderate',
      deposit: '20',
    });
    expect(good.status).toBe(200);
    const tool = await stranger.gql('query($id: ID!) { tool(id: $id) { cancellationPolicy deposit { amount } } }', {
      id,
    });
    expect(tool.data?.tool).toEqual({ cancellationPolicy: 'MODERATE', deposit: { amount: 2000 } });
  });
});

describe("the renter's cancellation", () => {
  // [policy, hours before the start, percent refunded]
  const tiers: [string, number, number][] = [
    ['FLEXIBLE', 48, 100],
    ['FLEXIBLE', 23, 50],
    ['MODERATE', 96, 100],
    ['MODERATE', 48, 50],
    ['MODERATE', 12, 0],
    ['STRICT', 8 * 24, 50],
    ['STRICT', 72, 0],
  ];

  it.each(tiers)(
    '%s, %d hours before the start: %d percent back, as the preview said',
    async (policy, hours, percent) => {
      const toolId = await toolWith({ cancellationPolicy: policy });
      const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
      const amount = booking.amount.amount;
      await hoursBefore(booking.id, hours);

      const preview = (await renter.gql(QUOTE, { id: booking.id })).data!.booking;
      const refund = Math.ceil((amount * percent) / 100);
      expect(preview).toMatchObject({
        canCancel: true,
        canCancelAsOwner: false,
        cancellationQuote: { refund: { amount: refund }, deposit: { amount: 0 }, percent, policy },
      });
      // The owner sees their own (full) quote, not the renter's.
      const ownerView = (await owner.gql(QUOTE, { id: booking.id })).data!.booking;
      expect(ownerView.cancellationQuote).toMatchObject({ percent: 100, refund: { amount } });

      const cancelled = await renter.gql(CANCEL, {
        id: booking.id,
        expected: preview.cancellationQuote.refund.decimal,
      });
      expect(cancelled.errors).toBeUndefined();
      expect(cancelled.data?.cancelBooking).toMatchObject({ status: 'CANCELLED', canCancel: false });
      expect((await row(booking.id)).refundCents).toBe(refund);

      await app.services.refunds.refund(booking.id);
      const sent = await providerRefunds(booking.id);
      if (refund === 0) {
        // Nothing to give back: no provider call, and the owner keeps it all.
        expect(cancelled.data?.cancelBooking.refundStatus).toBeNull();
        expect(sent).toHaveLength(0);
      } else {
        expect(sent.map((r) => r.amountCents)).toEqual([refund]);
        expect((await row(booking.id)).refundStatus).toBe('refunded');
      }
      const { sum } = await ledgerOf(booking.id);
      const kept = splitOf(amount - refund, 1000);
      expect({ earning: sum('owner_earning'), fee: sum('platform_fee'), refund: sum('refund') }).toEqual({
        earning: splitOf(amount, 1000).earning - (refund ? splitOf(refund, 1000).earning : 0),
        fee: splitOf(amount, 1000).fee - (refund ? splitOf(refund, 1000).fee : 0),
        refund: -refund || 0,
      });
      expect(sum('owner_earning') + sum('platform_fee')).toBe(kept.earning + kept.fee);
      await expectBalanced(booking.id);
    },
  );

  it('a tier that ends between the preview and the confirmation: CONFLICT with the new amount, nothing cancelled', async () => {
    const toolId = await toolWith({ cancellationPolicy: 'FLEXIBLE' });
    const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    const start = await startOf(booking.id);
    await hoursBefore(booking.id, 25);
    const preview = (await renter.gql(QUOTE, { id: booking.id })).data!.booking.cancellationQuote;
    expect(preview.percent).toBe(100);
    expect(new Date(preview.changesAt).getTime()).toBe(start.getTime() - 24 * HOUR);

    await hoursBefore(booking.id, 23);
    const late = await renter.gql(CANCEL, { id: booking.id, expected: preview.refund.decimal });
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const half = booking.amount.amount / 2;
    expect(late.errors?.[0]?.message).toContain(`$${(half / 100).toFixed(2)}`);
    expect((await row(booking.id)).status).toBe('confirmed');

    const bad = await renter.gql(CANCEL, { id: booking.id, expected: 'ten dollars' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const now = (await renter.gql(QUOTE, { id: booking.id })).data!.booking.cancellationQuote;
    const ok = await renter.gql(CANCEL, { id: booking.id, expected: now.refund.decimal });
    expect(ok.data?.cancelBooking.status).toBe('CANCELLED');
    expect((await row(booking.id)).refundCents).toBe(half);
  });

  it('refuses after the start, and to anyone but the renter', async () => {
    const toolId = await toolWith({});
    const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    for (const client of [owner, stranger]) {
      const res = await client.gql(CANCEL, { id: booking.id });
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    await hoursBefore(booking.id, -1);
    const late = await renter.gql(CANCEL, { id: booking.id });
    expect(late.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const view = (await renter.gql(QUOTE, { id: booking.id })).data!.booking;
    expect(view).toMatchObject({ canCancel: false, cancellationQuote: null });
    const ownerLate = await owner.gql(OWNER_CANCEL, { id: booking.id, reason: 'The generator broke' });
    expect(ownerLate.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('e-mails the renter the refund and the policy', async () => {
    const toolId = await toolWith({ cancellationPolicy: 'MODERATE' });
    const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    await hoursBefore(booking.id, 48);
    await renter.gql(CANCEL, { id: booking.id });
    const half = `$${(booking.amount.amount / 200).toFixed(2)}`;
    const cancelled = await smtp.waitFor(
      (m) => m.to.includes(RENTER_EMAIL) && m.subject === `Booking ${booking.code} is cancelled`,
    );
    expect(cancelled.text).toContain('50% of the rental amount comes back');
    expect(cancelled.text).toContain(half);
    expect(cancelled.text).toContain('Moderate cancellation policy');
    await app.services.refunds.refund(booking.id);
    const refunded = await smtp.waitFor(
      (m) => m.to.includes(RENTER_EMAIL) && m.subject === `Refund issued for ${booking.code}`,
    );
    expect(refunded.text).toContain(`We refunded ${half}`);
    expect(refunded.text).toContain('moderate cancellation policy');
  });
});

describe("the owner's cancellation", () => {
  it('refunds everything, tells the renter why, and counts on the owner profile', async () => {
    const toolId = await toolWith({ cancellationPolicy: 'STRICT', deposit: '30' });
    const ownerLine = 'query($id: ID!) { tool(id: $id) { owner { id ownerCancellations } } }';
    const before = (await stranger.gql(ownerLine, { id: toolId })).data!.tool.owner;
    expect(before.id).toBe(ownerId);

    const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    const deposit = (await row(booking.id)).depositCents;
    expect(deposit).toBe(3000);
    await hoursBefore(booking.id, 24);
    const view = (await owner.gql(QUOTE, { id: booking.id })).data!.booking;
    expect(view).toMatchObject({
      canCancel: false,
      canCancelAsOwner: true,
      cancellationQuote: { percent: 100, refund: { amount: booking.amount.amount }, deposit: { amount: deposit } },
    });

    // Who may, and with a reason.
    expect((await renter.gql(OWNER_CANCEL, { id: booking.id, reason: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await stranger.gql(OWNER_CANCEL, { id: booking.id, reason: 'x' })).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const blank = await owner.gql(OWNER_CANCEL, { id: booking.id, reason: '   ' });
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(blank.errors?.[0]?.extensions)).toContain('reason');
    const long = await owner.gql(OWNER_CANCEL, { id: booking.id, reason: 'x'.repeat(501) });
    expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const cancelled = await owner.gql(OWNER_CANCEL, { id: booking.id, reason: 'The generator needs a repair' });
    expect(cancelled.data?.cancelBookingAsOwner).toEqual({
      status: 'CANCELLED',
      refundStatus: 'PENDING',
      canCancelAsOwner: false,
    });
    const again = await owner.gql(OWNER_CANCEL, { id: booking.id, reason: 'Twice' });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    const timeline = await renter.gql('query($id: ID!) { booking(id: $id) { timeline { transition actor note } } }', {
      id: booking.id,
    });
    expect(timeline.data?.booking.timeline).toContainEqual({
      transition: 'CANCEL_BY_OWNER',
      actor: 'OWNER',
      note: 'The generator needs a repair',
    });
    expect(timeline.data?.booking.timeline).toContainEqual({
      transition: 'DEPOSIT_RELEASED',
      actor: 'SYSTEM',
      note: "$30.00 back to the renter's card with the cancellation's refund",
    });
    const bell = await renter.gql('{ notifications { items { kind message } } }');
    const note = (bell.data?.notifications.items as { kind: string; message: string }[]).find(
      (n) => n.kind === 'BOOKING_CANCELLED' && n.message.includes(booking.code),
    );
    expect(note?.message).toContain('The generator needs a repair');
    const mail = await smtp.waitFor(
      (m) => m.to.includes(RENTER_EMAIL) && m.subject === `The owner cancelled booking ${booking.code}`,
    );
    expect(mail.text).toContain('The generator needs a repair');
    expect(mail.text).toContain(`$${(booking.amount.amount / 100).toFixed(2)}`);

    await app.services.refunds.refund(booking.id);
    const b = await row(booking.id);
    expect(b).toMatchObject({ refundStatus: 'refunded', refundCents: booking.amount.amount });
    if (deposit > 0) {
      expect(b.depositStatus).toBe('released');
      expect(b.depositSettledAt).toBeInstanceOf(Date);
    }
    expect((await providerRefunds(booking.id)).map((r) => r.amountCents)).toEqual([booking.amount.amount + deposit]);
    const { sum, entries } = await ledgerOf(booking.id);
    expect(sum('owner_earning')).toBe(0);
    expect(sum('platform_fee')).toBe(0);
    expect(sum('refund')).toBe(-(booking.amount.amount + deposit));
    if (deposit > 0)
      expect(entries.map((e) => e.entryKey)).toEqual(
        expect.arrayContaining([`deposit-release:${booking.id}`, `deposit-refund:${booking.id}`]),
      );
    await expectBalanced(booking.id);
    const [payment] = await app.database.db.select().from(payments).where(eq(payments.id, b.paymentId));
    expect(payment!.refundedCents).toBe(booking.amount.amount + deposit);

    const after = (await stranger.gql(ownerLine, { id: toolId })).data!.tool.owner;
    expect(after.ownerCancellations).toBe(before.ownerCancellations + 1);
  });

  it("a renter's cancellation with a deposit: the policy's share and the whole deposit in one refund", async () => {
    const toolId = await toolWith({ cancellationPolicy: 'STRICT', deposit: '25' });
    const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    const deposit = (await row(booking.id)).depositCents;
    expect(deposit).toBe(2500);
    await hoursBefore(booking.id, 72);
    const quote = (await renter.gql(QUOTE, { id: booking.id })).data!.booking.cancellationQuote;
    expect(quote).toMatchObject({ percent: 0, refund: { amount: 0 }, deposit: { amount: deposit } });
    await renter.gql(CANCEL, { id: booking.id, expected: '0' });
    await app.services.refunds.refund(booking.id);
    expect((await providerRefunds(booking.id)).map((r) => r.amountCents)).toEqual(deposit > 0 ? [deposit] : []);
    const { sum } = await ledgerOf(booking.id);
    // The owner keeps the whole rental: no reversal.
    expect(sum('owner_earning') + sum('platform_fee')).toBe(booking.amount.amount);
    expect(sum('refund')).toBe(-deposit);
    expect(sum('deposit_held', 'deposit_released')).toBe(0);
    expect((await row(booking.id)).depositStatus).toBe('released');
    await expectBalanced(booking.id);
  });
});

describe('the refund job', () => {
  it('survives a crash between the provider refund and its record: one refund, recorded once', async () => {
    const toolId = await toolWith({ cancellationPolicy: 'FLEXIBLE' });
    const booking = await bookAndPay(renter, toolId, bookingPeriod(10, 12));
    await hoursBefore(booking.id, 12);
    // The recording transaction fails once, after the provider refunded (as a crash before the commit).
    const crash = vi
      .spyOn(app.services.bookings, 'onRefunded')
      .mockRejectedValueOnce(new Error('the process died before the commit'));
    await renter.gql(CANCEL, { id: booking.id });
    await app.services.refunds.refund(booking.id).catch((error: Error) => {
      expect(error.message).toContain('died');
    });
    expect(await providerRefunds(booking.id)).toHaveLength(1);
    // The retry finds the provider's refund under the same key and records it.
    await app.services.refunds.refund(booking.id);
    await app.services.refunds.refund(booking.id);
    await waitUntil(async () => (await row(booking.id)).refundStatus === 'refunded', 10_000, 'the refund');
    const half = booking.amount.amount / 2;
    expect((await providerRefunds(booking.id)).map((r) => r.amountCents)).toEqual([half]);
    const { entries } = await ledgerOf(booking.id);
    expect(entries.filter((e) => e.kind === 'refund').map((e) => e.amountCents)).toEqual([-half]);
    expect(crash).toHaveBeenCalled();
    const [payment] = await app.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, (await row(booking.id)).paymentId));
    expect(payment!.refundedCents).toBe(half);
    await expectBalanced(booking.id);
  });
});
