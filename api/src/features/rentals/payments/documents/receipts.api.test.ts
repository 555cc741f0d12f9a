import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAndPay, buildBooking, buildTool, startMarketplace, type Marketplace } from '../../../../test/factories.js';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../../../test/smtp-sink.js';
import type { HttpClient } from '../../../../test/test-app.js';

let smtp: SmtpSink;
let { app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = {} as Marketplace;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ app, admin, owner, ownerId, renter, renterId, stranger, categoryId } = await startMarketplace({
    env: { SMTP_URL: smtp.url, CONTACT_EMAIL: 'help@aibex.example' },
  }));
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

async function download(client: HttpClient, bookingId: string) {
  const res = await client.request('GET', `/api/bookings/${bookingId}/receipt.pdf`);
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, headers: res.headers };
}

/** The attachment called `filename` of a received message, decoded. */
function attachment(mail: ReceivedMail, filename: string): { type: string; content: Buffer } | undefined {
  const parts = mail.raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((p) => p.includes(`filename=${filename}`) || p.includes(`filename="${filename}"`));
  if (!part) return undefined;
  const [head, ...body] = part.split(/\r?\n\r?\n/);
  const type = /Content-Type:\s*([^;\r\n]+)/i.exec(head!)?.[1] ?? '';
  return {
    type,
    content: Buffer.from(
      body
        .join('')
        .replace(/--[\s\S]*$/, '')
        .replace(/\s+/g, ''),
      'base64',
    ),
  };
}

describe('receipts', () => {
  it('attaches the receipt PDF to the renter’s confirmation e-mail', async () => {
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId, name: 'Receipt drill' });
    const booking = await bookAndPay(renter, tool.id);
    const mail = await smtp.waitFor((m) => m.subject === `Your booking is confirmed: ${booking.code}`);
    const pdf = attachment(mail, `receipt-${booking.code}.pdf`);
    expect(pdf?.type).toBe('application/pdf');
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf!.content.toString('latin1')).toContain(`(Receipt ${booking.code})`);
    expect(mail.text).toContain('Your receipt is attached as a PDF');
    // The owner's e-mail carries no receipt.
    const ownerMail = await smtp.waitFor(
      (m) => m.subject === 'Your tool has just been booked' && m.raw.includes(booking.code),
    );
    expect(ownerMail.raw).not.toContain('application/pdf');
  });

  it('lets the renter and administrators download the receipt of a paid booking', async () => {
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId });
    const booking = await buildBooking(app.database.db, { tool, renter: { id: renterId } });
    for (const client of [renter, admin]) {
      const res = await download(client, booking.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${booking.code}.pdf"`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.body.toString('latin1')).toContain(`(Receipt ${booking.code})`);
    }
  });

  it('refuses strangers, the owner, anonymous callers, unpaid bookings and unknown ids', async () => {
    const tool = await buildTool(app.database.db, { owner: { id: ownerId }, categoryId });
    const paid = await buildBooking(app.database.db, { tool, renter: { id: renterId } });
    const held = await buildBooking(app.database.db, {
      tool,
      renter: { id: renterId },
      status: 'held',
      period: undefined,
      startsAt: new Date(Date.now() + 30 * 86_400_000),
      endsAt: new Date(Date.now() + 31 * 86_400_000),
    });
    const json = (res: { body: Buffer }) => JSON.parse(res.body.toString()) as { code: string };
    const strangerRes = await download(stranger, paid.id);
    expect(strangerRes.status).toBe(403);
    expect(json(strangerRes).code).toBe('FORBIDDEN');
    expect((await download(owner, paid.id)).status).toBe(403);
    expect((await download(app.client(), paid.id)).status).toBe(401);
    const unpaid = await download(renter, held.id);
    expect(unpaid.status).toBe(409);
    expect(json(unpaid).code).toBe('CONFLICT');
    expect((await download(renter, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await download(renter, 'not-an-id')).status).toBe(404);
  });
});
