import { describe, expect, it } from 'vitest';
import type { BookingActor, RefundStatus } from './booking.table.js';
import { isRefundDue, REFUND_DUE, REFUND_MACHINE } from './refund-status.js';

describe('the refund machine', () => {
  it('is this table: the provider refunds what a cancellation made due', () => {
    const table = Object.fromEntries(
      Object.entries(REFUND_MACHINE.transitions).map(([name, r]) => [name, { from: r.from, to: r.to, by: r.by }]),
    );
    expect(table).toEqual({ refund: { from: ['pending'], to: 'refunded', by: ['system'] } });
    expect(REFUND_MACHINE.initial).toEqual([REFUND_DUE]);
  });

  it('refuses anyone but the system (FORBIDDEN) and a refund not due (CONFLICT)', () => {
    const states: (RefundStatus | null)[] = ['pending', 'refunded', 'failed', null];
    for (const actor of ['renter', 'owner', 'admin', undefined] as (BookingActor | undefined)[])
      expect(REFUND_MACHINE.refusal('refund', { refundStatus: 'pending' }, actor)?.code).toBe('FORBIDDEN');
    expect(REFUND_MACHINE.refusal('refund', { refundStatus: 'pending' }, 'system')).toBeUndefined();
    expect(REFUND_MACHINE.refusal('refund', { refundStatus: 'refunded' }, 'system')).toMatchObject({
      code: 'CONFLICT',
      message: 'A refunded refund cannot be refunded',
    });
    expect(REFUND_MACHINE.refusal('refund', { refundStatus: null }, 'system')?.code).toBe('CONFLICT');
    expect(states.map((s) => isRefundDue({ refundStatus: s }))).toEqual([true, false, false, false]);
    expect(REFUND_MACHINE.reached('refund', { refundStatus: 'refunded' })).toBe(true);
  });
});
