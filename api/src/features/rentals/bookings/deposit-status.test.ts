import { describe, expect, it } from 'vitest';
import type { BookingActor, BookingStatus, DepositStatus } from './booking.table.js';
import {
  DEPOSIT_MACHINE,
  isDepositClaimed,
  isDepositDecided,
  isDepositHeld,
  isDepositReleased,
  isDepositUndecided,
  type DepositTransition,
} from './deposit-status.js';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const rules = { pickupOpensHoursBefore: 24, requestResponseHours: 24, disputeWindowHours: 48, nonReturnGraceHours: 24 };
const ACTORS: (BookingActor | undefined)[] = ['renter', 'owner', 'admin', 'system', undefined];
const STATES: (DepositStatus | null)[] = ['held', 'claimed', 'released', 'settled', null];

/** A booking's deposit: returned `returnedHoursAgo` ago (null: not returned yet, in `status`). */
const booking = (
  depositStatus: DepositStatus | null,
  returnedHoursAgo: number | null = 1,
  status: BookingStatus = returnedHoursAgo === null ? 'confirmed' : 'returned',
) => ({
  depositStatus,
  status,
  returnedAt: returnedHoursAgo === null ? null : new Date(now.getTime() - returnedHoursAgo * HOUR),
});

describe('the deposit machine', () => {
  it('is this table: who moves a deposit from where to where', () => {
    const table = Object.fromEntries(
      Object.entries(DEPOSIT_MACHINE.transitions).map(([name, r]) => [name, { from: r.from, to: r.to, by: r.by }]),
    );
    expect(table).toEqual({
      claim: { from: ['held'], to: 'claimed', by: ['owner'] },
      claim_non_return: { from: ['held'], to: 'claimed', by: ['owner'] },
      release: { from: ['held'], to: 'released', by: ['system'] },
      release_with_cancellation: { from: ['held'], to: 'released', by: ['system'] },
      release_claim: { from: ['claimed'], to: 'released', by: ['admin'] },
      settle: { from: ['held', 'claimed'], to: 'settled', by: ['admin'] },
    });
    expect(DEPOSIT_MACHINE.initial).toEqual(['held']);
    expect(DEPOSIT_MACHINE.terminal).toEqual(['released', 'settled']);
  });

  // A subject each transition's time guard lets through.
  const ready: Record<DepositTransition, (state: DepositStatus | null) => ReturnType<typeof booking>> = {
    claim: (s) => booking(s, 1),
    claim_non_return: (s) => booking(s, null, 'not_returned'),
    release: (s) => booking(s, 49),
    release_with_cancellation: (s) => booking(s, null, 'cancelled'),
    release_claim: (s) => booking(s, 1),
    settle: (s) => booking(s, 1),
  };

  it('lets each transition happen for its actors from its states, and refuses the rest with a code', () => {
    for (const [name, rule] of Object.entries(DEPOSIT_MACHINE.transitions) as [
      DepositTransition,
      (typeof DEPOSIT_MACHINE.transitions)[DepositTransition],
    ][]) {
      for (const state of STATES) {
        for (const actor of ACTORS) {
          const subject = ready[name](state);
          const refused = DEPOSIT_MACHINE.refusal(name, subject, actor, now, rules);
          const mayAct = actor !== undefined && (rule.by as readonly string[]).includes(actor);
          const fromHere = state !== null && (rule.from as readonly string[]).includes(state);
          if (!mayAct) expect(refused?.code, `${name} by ${actor}`).toBe('FORBIDDEN');
          else if (!fromHere) expect(refused?.code, `${name} from ${state}`).toBe('CONFLICT');
          else expect(refused, `${name} from ${state} by ${actor}`).toBeUndefined();
          expect(DEPOSIT_MACHINE.allowed(name, subject, actor, now, rules)).toBe(refused === undefined);
        }
      }
    }
  });

  it('claims only in the dispute window after the return, in its own words', () => {
    expect(DEPOSIT_MACHINE.refusal('claim', booking('held', null), 'owner', now, rules)).toMatchObject({
      code: 'CONFLICT',
      message: 'Damage can be claimed once the tool is returned',
    });
    expect(DEPOSIT_MACHINE.refusal('claim', booking('held', 48), 'owner', now, rules)?.message).toMatch(
      /window for damage claims ended 48 hours after the return/,
    );
    expect(DEPOSIT_MACHINE.refusal('claim', booking('released', 1), 'owner', now, rules)).toMatchObject({
      code: 'CONFLICT',
      message: 'A released deposit cannot be claimed for damage',
    });
    expect(DEPOSIT_MACHINE.refusal('claim', booking(null, 1), 'owner', now, rules)?.message).toBe(
      'There is no deposit here: it cannot be claimed for damage',
    );
  });

  it('releases after the window, with a cancellation, and settles only a returned booking', () => {
    expect(DEPOSIT_MACHINE.allowed('release', booking('held', 47), 'system', now, rules)).toBe(false);
    expect(DEPOSIT_MACHINE.allowed('release', booking('held', 48), 'system', now, rules)).toBe(true);
    expect(DEPOSIT_MACHINE.allowed('release', booking('held', null), 'system', now, rules)).toBe(false);
    expect(DEPOSIT_MACHINE.allowed('release_with_cancellation', booking('held', 1), 'system', now, rules)).toBe(false);
    expect(DEPOSIT_MACHINE.refusal('settle', booking('claimed', null), 'admin', now, rules)?.message).toBe(
      'The deposit can be settled once the tool is returned, or reported not returned',
    );
    expect(DEPOSIT_MACHINE.allowed('settle', booking('claimed', null, 'not_returned'), 'admin', now, rules)).toBe(true);
  });

  it('is claimed whole by a report that the tool was not returned, and only then', () => {
    expect(DEPOSIT_MACHINE.allowed('claim_non_return', booking('held', null, 'not_returned'), 'owner', now)).toBe(true);
    expect(DEPOSIT_MACHINE.refusal('claim_non_return', booking('held', null, 'picked_up'), 'owner', now)?.message).toBe(
      'The deposit can be claimed this way once the tool is reported not returned',
    );
    expect(DEPOSIT_MACHINE.refusal('claim_non_return', booking('held', 1), 'renter', now)?.code).toBe('FORBIDDEN');
  });

  it('answers the predicates from the same words', () => {
    expect(STATES.map((s) => isDepositHeld({ depositStatus: s }))).toEqual([true, false, false, false, false]);
    expect(STATES.map((s) => isDepositClaimed({ depositStatus: s }))).toEqual([false, true, false, false, false]);
    expect(STATES.map((s) => isDepositReleased({ depositStatus: s }))).toEqual([false, false, true, false, false]);
    expect(STATES.map((s) => isDepositUndecided({ depositStatus: s }))).toEqual([true, true, false, false, false]);
    // Decided: the machine's final states.
    expect(STATES.map((s) => isDepositDecided({ depositStatus: s }))).toEqual(
      STATES.map((s) => s !== null && DEPOSIT_MACHINE.terminal.includes(s)),
    );
  });
});
