import { describe, expect, it } from 'vitest';
import {
  awaitsBankTransfer,
  isPayoutPending,
  isReversible,
  PAYOUT_MACHINE,
  PAYOUT_REQUESTED,
  transferUnderWay,
} from './payout-status.js';
import { PAYOUT_STATUSES } from './payout.table.js';

describe('the payout machine', () => {
  it('is this table: a transfer or an administrator pays or fails a pending payout; Paystack may reverse a paid one', () => {
    const table = Object.fromEntries(
      Object.entries(PAYOUT_MACHINE.transitions).map(([name, r]) => [name, { from: r.from, to: r.to, by: r.by }]),
    );
    expect(table).toEqual({
      transfer: { from: ['pending'], to: 'paid', by: ['system'] },
      refuse_transfer: { from: ['pending'], to: 'failed', by: ['system'] },
      reverse_transfer: { from: ['paid'], to: 'failed', by: ['system'] },
      mark_paid: { from: ['pending'], to: 'paid', by: ['admin'] },
      mark_failed: { from: ['pending'], to: 'failed', by: ['admin'] },
    });
    expect(PAYOUT_MACHINE.initial).toEqual([PAYOUT_REQUESTED]);
    expect(PAYOUT_MACHINE.terminal).toEqual(['failed']);
  });

  it('refuses the other actor (FORBIDDEN) and a settled payout (CONFLICT)', () => {
    expect(PAYOUT_MACHINE.refusal('mark_paid', { status: 'pending' }, 'system')).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only an administrator can do this',
    });
    expect(PAYOUT_MACHINE.refusal('transfer', { status: 'pending' }, 'admin')?.code).toBe('FORBIDDEN');
    expect(PAYOUT_MACHINE.refusal('mark_failed', { status: 'paid' }, 'admin')).toMatchObject({
      code: 'CONFLICT',
      message: 'A paid payout cannot be failed',
    });
    for (const name of Object.keys(PAYOUT_MACHINE.transitions) as (keyof typeof PAYOUT_MACHINE.transitions)[]) {
      const by = PAYOUT_MACHINE.transitions[name].by[0];
      expect(
        PAYOUT_STATUSES.map((status) => PAYOUT_MACHINE.allowed(name, { status }, by)),
        name,
      ).toEqual(name === 'reverse_transfer' ? [false, true, false] : [true, false, false]);
    }
  });

  it('tells the queue which payouts wait for an administrator and which for Stripe', () => {
    expect(PAYOUT_STATUSES.map((status) => isPayoutPending({ status }))).toEqual([true, false, false]);
    expect(awaitsBankTransfer({ status: 'pending', method: 'bank' })).toBe(true);
    expect(awaitsBankTransfer({ status: 'pending', method: 'stripe' })).toBe(false);
    expect(awaitsBankTransfer({ status: 'paid', method: 'bank' })).toBe(false);
    expect(transferUnderWay({ status: 'pending', method: 'stripe' })).toBe(true);
    expect(transferUnderWay({ status: 'failed', method: 'stripe' })).toBe(false);
    expect(transferUnderWay({ status: 'pending', method: 'paystack' })).toBe(true);
    expect(isReversible({ status: 'paid', method: 'paystack' })).toBe(true);
    expect(isReversible({ status: 'paid', method: 'stripe' })).toBe(false);
    expect(isReversible({ status: 'pending', method: 'paystack' })).toBe(false);
  });
});
