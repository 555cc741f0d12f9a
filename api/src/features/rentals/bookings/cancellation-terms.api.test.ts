import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookingPeriod, listTool, startMarketplace, type Marketplace } from '../../../test/factories.js';

/*
 * Before paying, the renter is told the booking's cancellation policy in words and, computed by the
 * server from now, until when a cancellation refunds the rental in full and in part (the booking
 * summary, the cart, a request's summary); and, for a request to book, until when the owner has to
 * answer: the web shows these and computes none of them.
 */

const HOUR = 3_600_000;

let { app, owner, renter, categoryId } = {} as Marketplace;

beforeAll(async () => {
  ({ app, owner, renter, categoryId } = await startMarketplace({ category: 'Ladders' }));
});
afterAll(async () => {
  await app?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const TERMS = 'cancellationTerms { policy summary refundDeadlines { percent until } }';
const QUOTE = `query($toolId: ID!, $period: PeriodInput!) {
  bookingQuote(toolId: $toolId, period: $period) { startsAt requestDeadline ${TERMS} } }`;

interface Terms {
  policy: string;
  summary: string;
  refundDeadlines: { percent: number; until: string }[];
}

async function quote(toolId: string, period: ReturnType<typeof bookingPeriod>) {
  const res = await renter.gql<{
    bookingQuote: { startsAt: string; requestDeadline: string | null; cancellationTerms: Terms };
  }>(QUOTE, { toolId, period });
  expect(res.errors).toBeUndefined();
  return res.data!.bookingQuote;
}

const hoursBefore = (start: string, hours: number) => new Date(new Date(start).getTime() - hours * HOUR).toISOString();

describe('cancellation terms before payment', () => {
  it('the quote names the policy and the refund deadlines from now', async () => {
    const toolId = await listTool(owner, categoryId, { cancellationPolicy: 'MODERATE', units: 3 });
    const q = await quote(toolId, bookingPeriod(10, 11));
    expect(q.cancellationTerms).toEqual({
      policy: 'MODERATE',
      summary: 'Full refund until 3 days before the start, half until 24 hours before, nothing after.',
      refundDeadlines: [
        { percent: 100, until: hoursBefore(q.startsAt, 72) },
        { percent: 50, until: hoursBefore(q.startsAt, 24) },
      ],
    });
    // An instant booking has no owner's answer to wait for.
    expect(q.requestDeadline).toBeNull();

    // Two days before the start, the full refund is already past: only the half is offered.
    const start = new Date(q.startsAt);
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(new Date(start.getTime() - 48 * HOUR));
    const later = await quote(toolId, bookingPeriod(10, 11));
    expect(later.cancellationTerms.refundDeadlines).toEqual([{ percent: 50, until: hoursBefore(q.startsAt, 24) }]);
  });

  it('a strict policy booked less than a week ahead refunds nothing, and says so with no deadline', async () => {
    const toolId = await listTool(owner, categoryId, { cancellationPolicy: 'STRICT' });
    const q = await quote(toolId, bookingPeriod(3, 4));
    expect(q.cancellationTerms.policy).toBe('STRICT');
    expect(q.cancellationTerms.summary).toBe('Half refunded until 7 days before the start, nothing after.');
    expect(q.cancellationTerms.refundDeadlines).toEqual([]);
  });

  it('each cart line carries the terms of its tool', async () => {
    const toolId = await listTool(owner, categoryId, { units: 2 });
    const period = bookingPeriod(5, 6);
    const added = await renter.gql<{
      addToCart: { lines: { tool: { id: string }; startsAt: string; cancellationTerms: Terms }[] };
    }>(`mutation($input: AddToCartInput!) { addToCart(input: $input) { lines { tool { id } startsAt ${TERMS} } } }`, {
      input: { toolId, quantity: 1, ...period },
    });
    expect(added.errors).toBeUndefined();
    const line = added.data!.addToCart.lines.find((l) => l.tool.id === toolId)!;
    expect(line.cancellationTerms).toEqual({
      policy: 'FLEXIBLE',
      summary: 'Full refund until 24 hours before the start, half after that.',
      refundDeadlines: [
        { percent: 100, until: hoursBefore(line.startsAt, 24) },
        { percent: 50, until: line.startsAt },
      ],
    });
    await renter.gql('mutation { emptyCart { totalQuantity } }');
  });

  it("a request to book's quote says until when the owner has to answer, computed once by the server", async () => {
    const toolId = await listTool(owner, categoryId, { bookingMode: 'REQUEST' });
    const now = new Date('2030-01-01T10:00:00Z');
    vi.spyOn(app.services.bookings, 'now').mockReturnValue(now);
    const far = await quote(toolId, {
      startDate: '2030-01-20',
      startTime: '09:00',
      endDate: '2030-01-21',
      endTime: '09:00',
    });
    expect(far.requestDeadline).toBe(new Date(now.getTime() + 24 * HOUR).toISOString());
    // The start comes first: the owner must answer before it.
    const soon = await quote(toolId, {
      startDate: '2030-01-01',
      startTime: '19:00',
      endDate: '2030-01-02',
      endTime: '09:00',
    });
    expect(soon.requestDeadline).toBe(soon.startsAt);
  });
});
