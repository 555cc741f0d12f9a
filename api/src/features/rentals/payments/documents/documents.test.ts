import { describe, expect, it } from 'vitest';
import { payoutStatementPdf } from './payout-statement-pdf.js';
import { pdfMoney } from './pdf-layout.js';
import { receiptPdf, type ReceiptData } from './receipt-pdf.js';
import { pdfText } from '../../../../test/pdf-text.js';

const platform = { name: 'AIBEx 2026', email: 'help@aibex.example', phone: null, website: 'https://aibex.example' };

const receipt: ReceiptData = {
  platform,
  currency: 'NGN',
  bookingCode: 'LT123456',
  toolName: 'Generator 5 kVA',
  quantity: 1,
  renterName: 'Ada Obi',
  ownerName: 'Musa Bello',
  startsAt: new Date('2026-12-10T08:00:00Z'),
  endsAt: new Date('2026-12-12T18:15:00Z'),
  timeZone: 'Africa/Lagos',
  rentalCents: 4_500_000,
  discount: null,
  depositCents: 2_000_000,
  totalPaidCents: 6_500_000,
  refundedCents: 0,
  paidAt: new Date('2026-11-24T09:00:00Z'),
  issuedAt: new Date('2026-11-24T09:00:00Z'),
};

describe('PDF documents', () => {
  it('draws a receipt with the booking, the period on the tool clocks and the money', async () => {
    const pdf = await receiptPdf(receipt, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const part of [
      'LT123456',
      'Generator 5 kVA',
      '45,000.00 NGN',
      '20,000.00 NGN',
      '65,000.00 NGN',
      '10 Dec 2026, 09:00 GMT+1',
    ])
      expect(text).toContain(part);
    expect(text).toContain('help@aibex.example');
  });

  it('shows a discount for a longer rental: the full price, the discount and the rental after it', async () => {
    const text = pdfText(
      await receiptPdf({ ...receipt, discount: { percent: 10, listCents: 5_000_000 } }, { compress: false }),
    );
    for (const part of [
      'Rental at the full price',
      '50,000.00 NGN',
      'Discount for a longer rental (10%)',
      '-5,000.00 NGN',
    ])
      expect(text).toContain(part);
    expect(pdfText(await receiptPdf(receipt, { compress: false }))).not.toContain('Discount');
  });

  it('compresses by default', async () => {
    const pdf = await receiptPdf(receipt);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).not.toContain('LT123456');
  });

  it('draws a payout statement with a line per booking and the totals', async () => {
    const pdf = await payoutStatementPdf(
      {
        platform,
        currency: 'USD',
        timeZone: 'Africa/Lagos',
        owner: { name: 'Musa Bello', email: 'musa@example.com' },
        payout: {
          id: 'f7d7c1de-3c55-4f0e-9a55-6a0b6f0e2a11',
          createdAt: new Date('2026-11-20T10:00:00Z'),
          paidAt: null,
          method: 'bank',
          reference: null,
          status: 'pending',
          amountCents: 11_500,
        },
        lines: [
          {
            bookingCode: 'LT111111',
            toolName: 'Drill',
            amountCents: 5000,
            platformFeeCents: 500,
            earningCents: 4500,
            depositAwardCents: 0,
          },
          {
            bookingCode: 'LT222222',
            toolName: 'Saw',
            amountCents: 6000,
            platformFeeCents: 600,
            earningCents: 5400,
            depositAwardCents: 1600,
          },
        ],
        issuedAt: new Date('2026-11-24T09:00:00Z'),
      },
      { compress: false },
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const part of ['LT111111', 'LT222222', 'Bank transfer', '115.00 USD', '99.00 USD', '16.00 USD'])
      expect(text).toContain(part);
  });

  it('writes money with the currency code', () => {
    expect(pdfMoney(-123456, 'NGN')).toBe('-1,234.56 NGN');
  });
});
