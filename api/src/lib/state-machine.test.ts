import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { defineMachine, MACHINES } from './state-machine.js';

const DOOR_STATES = ['closed', 'open', 'locked', 'broken'] as const;
type DoorState = (typeof DOOR_STATES)[number];
const now = new Date('2026-11-23T10:00:00Z');

const door = defineMachine({
  name: 'door',
  states: DOOR_STATES,
  initial: ['closed'],
  actors: { guest: 'a guest', keeper: 'the keeper' },
  stateOf: (d: { state: DoorState | null; opensAt?: Date }) => d.state,
  transitions: {
    open: {
      from: ['closed'],
      to: 'open',
      by: ['guest', 'keeper'],
      label: 'Opened (by hand)',
      timing: (d, at: Date, rules: { early: boolean }) =>
        !rules.early && d.opensAt && at < d.opensAt ? 'Not before opening time.' : undefined,
    },
    close: { from: ['open'], to: 'closed', by: ['guest', 'keeper'], label: 'Closed' },
    lock: { from: ['closed'], to: 'locked', by: ['keeper'], label: 'Locked' },
    unlock: { from: ['locked'], to: 'closed', by: ['keeper'], label: 'Unlocked' },
    break_in: { from: ['closed', 'locked'], to: 'broken', by: ['guest'], label: 'Broken' },
  },
});

describe('defineMachine', () => {
  it('refuses the wrong actor with FORBIDDEN, naming who may', () => {
    const refused = door.refusal('lock', { state: 'closed' }, 'guest');
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: 'Only the keeper can do this' });
    expect(door.refusal('open', { state: 'closed' }, undefined)?.message).toBe(
      'Only a guest or the keeper can do this',
    );
  });

  it('refuses the wrong state with CONFLICT, in the words of its label without the parenthesis', () => {
    expect(door.refusal('open', { state: 'locked' }, 'guest')).toMatchObject({
      code: 'CONFLICT',
      message: 'A locked door cannot be opened',
    });
    expect(door.refusal('open', { state: null }, 'guest')).toMatchObject({
      code: 'CONFLICT',
      message: 'There is no door here: it cannot be opened',
    });
  });

  it('asks the timing guard with the time and the context it is given', () => {
    const later = { state: 'closed' as const, opensAt: new Date(now.getTime() + 1000) };
    expect(door.refusal('open', later, 'guest', now, { early: false })).toMatchObject({
      code: 'CONFLICT',
      message: 'Not before opening time.',
    });
    expect(door.allowed('open', later, 'guest', now, { early: true })).toBe(true);
    expect(() => door.assert('open', later, 'guest', now, { early: false })).toThrow('Not before opening time.');
  });

  it('allows exactly what it does not refuse', () => {
    for (const name of Object.keys(door.transitions) as (keyof typeof door.transitions)[]) {
      for (const state of [...DOOR_STATES, null]) {
        for (const actor of ['guest', 'keeper', undefined] as const) {
          const subject = { state, opensAt: new Date(now.getTime() + 1000) };
          for (const early of [true, false]) {
            expect(door.allowed(name, subject, actor, now, { early })).toBe(
              door.refusal(name, subject, actor, now, { early }) === undefined,
            );
          }
        }
      }
    }
  });

  it('derives its terminal states and what each state can reach', () => {
    expect(door.terminal).toEqual(['broken']);
    expect(door.reachableFrom('open')).toEqual(['closed', 'open', 'locked', 'broken']);
    expect(door.reachableFrom('broken')).toEqual(['broken']);
    expect(door.label('close')).toBe('Closed');
    expect(door.reached('lock', { state: 'locked' })).toBe(true);
    expect(door.reached('lock', { state: 'closed' })).toBe(false);
  });

  it('draws itself as a Mermaid state diagram and registers itself', () => {
    expect(door.diagram()).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> closed',
        '  closed --> open: open (guest, keeper)',
        '  open --> closed: close (guest, keeper)',
        '  closed --> locked: lock (keeper)',
        '  locked --> closed: unlock (keeper)',
        '  closed --> broken: break_in (guest)',
        '  locked --> broken: break_in (guest)',
        '  broken --> [*]',
      ].join('\n'),
    );
    expect(MACHINES.map((m) => m.name)).toContain('door');
  });
});
