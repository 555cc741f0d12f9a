import { describe, expect, it } from 'vitest';
import { CLOSED_DISPUTE_STATUSES, DISPUTE_MACHINE, isDecided, isOpen } from './dispute-status.js';
import { DISPUTE_STATUSES } from './dispute.table.js';

describe('the dispute machine', () => {
  it('is this table: an administrator decides or dismisses an open dispute', () => {
    const table = Object.fromEntries(
      Object.entries(DISPUTE_MACHINE.transitions).map(([name, r]) => [name, { from: r.from, to: r.to, by: r.by }]),
    );
    expect(table).toEqual({
      decide: { from: ['open'], to: 'decided', by: ['admin'] },
      dismiss: { from: ['open'], to: 'dismissed', by: ['admin'] },
    });
    expect(DISPUTE_MACHINE.initial).toEqual(['open']);
    expect(CLOSED_DISPUTE_STATUSES).toEqual(['decided', 'dismissed']);
  });

  it('refuses a non-administrator (FORBIDDEN) and a closed dispute (CONFLICT)', () => {
    for (const name of ['decide', 'dismiss'] as const) {
      expect(DISPUTE_MACHINE.refusal(name, { status: 'open' }, 'admin')).toBeUndefined();
      expect(DISPUTE_MACHINE.refusal(name, { status: 'open' }, undefined)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only an administrator can do this',
      });
      for (const closed of ['decided', 'dismissed'] as const)
        expect(DISPUTE_MACHINE.refusal(name, { status: closed }, 'admin')?.code).toBe('CONFLICT');
    }
    expect(DISPUTE_MACHINE.refusal('dismiss', { status: 'decided' }, 'admin')?.message).toBe(
      'A decided dispute cannot be dismissed',
    );
    expect(DISPUTE_STATUSES.map((status) => isOpen({ status }))).toEqual([true, false, false]);
    expect(DISPUTE_STATUSES.map((status) => isDecided({ status }))).toEqual([false, true, false]);
  });
});
