import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/utils';
import { RenterCancelConfirm, refundSentence } from './BookingCancellation';

const money = (amount: number) => ({
  amount,
  decimal: (amount / 100).toFixed(2),
  formatted: `$${(amount / 100).toFixed(2)}`,
});

const quote = {
  refund: money(4000),
  deposit: money(3000),
  total: money(7000),
  percent: 50,
  changesAt: null,
  policy: 'MODERATE' as const,
  summary: 'Full refund until 3 days before the start, half until 24 hours before, nothing after.',
};

describe('the renter’s cancel dialog', () => {
  it('says what comes back of the rental and the deposit before confirming', () => {
    const onConfirm = vi.fn();
    render(
      <RenterCancelConfirm
        booking={{ code: 'LT123456', timeZone: 'Africa/Lagos', tool: { name: 'Generator 5 kVA' } }}
        quote={quote}
        loading={false}
        onKeep={vi.fn()}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('group', { name: 'Cancel this booking?' });
    expect(dialog.textContent).toContain(
      'Cancel Generator 5 kVA (LT123456)? You will get back $40.00 (50% of the rental) and your deposit $30.00.',
    );
    expect(dialog.textContent).toContain('Moderate cancellation policy: Full refund until 3 days before the start');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel and refund $70.00' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says so when nothing of the rental comes back, and leaves out a deposit there is none of', () => {
    expect(refundSentence({ ...quote, refund: money(0), percent: 0, deposit: money(0) })).toBe(
      'You will get nothing back of the rental.',
    );
    expect(refundSentence({ ...quote, refund: money(8000), percent: 100, deposit: money(0) })).toBe(
      'You will get back $80.00 (100% of the rental).',
    );
  });

  it('says until when the refund applies when it drops before the start', () => {
    render(
      <RenterCancelConfirm
        booking={{ code: 'LT123456', timeZone: 'Africa/Lagos', tool: { name: 'Generator 5 kVA' } }}
        quote={{ ...quote, changesAt: '2026-12-09T08:00:00.000Z' }}
        loading={false}
        onKeep={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    // On the tool's clocks, whatever the reader's, with the zone named.
    expect(screen.getByRole('group').textContent).toContain(
      'This refund applies until Wed, 9 Dec 2026, 9.00 AM GMT+1.',
    );
  });
});
