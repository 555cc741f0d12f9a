import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { defineMachine } from '../../../lib/state-machine.js';
import { CHECK_IN_OUTCOMES, checkIns, type CheckInRow } from './check-in.table.js';

/**
 * What became of a scan (`check_ins.outcome`): decided when the scan is recorded, and only an admitted
 * one moves again, when the desk takes it back. Nothing outside this module compares the column: ask
 * the predicates below.
 */
export const CHECK_IN_MACHINE = defineMachine({
  name: 'check-in scan',
  states: CHECK_IN_OUTCOMES,
  initial: ['admitted', 'already_in', 'not_found', 'refused'],
  actors: { staff: 'check-in staff' },
  stateOf: (scan: Pick<CheckInRow, 'outcome'>) => scan.outcome,
  transitions: {
    /** When: the wrong guest was scanned, or a button pressed twice; the guest can be checked in again. */
    undo: { from: ['admitted'], to: 'undone', by: ['staff'], label: 'Taken back' },
  },
});

type WithOutcome = Pick<CheckInRow, 'outcome'>;

/** The scan that checked its guest in (for the day, or the session). */
export const isAdmitted = (scan: WithOutcome) => scan.outcome === 'admitted';
/** Scans that checked their guests in (for SQL). */
export const admittedWhere = (): SQL => eq(checkIns.outcome, 'admitted');
/** A guest's check-ins at the day's entrances, not at a session's door (for SQL). */
export const admittedAtEntrancesWhere = (): SQL => and(admittedWhere(), isNull(checkIns.sessionId))!;

/** Takes an admitted scan back in the caller's transaction; undefined when it was taken back already. */
export async function undoScan(tx: Executor, id: string): Promise<CheckInRow | undefined> {
  const rule = CHECK_IN_MACHINE.transitions.undo;
  const [moved] = await tx
    .update(checkIns)
    .set({ outcome: rule.to })
    .where(and(eq(checkIns.id, id), inArray(checkIns.outcome, [...rule.from])))
    .returning();
  return moved;
}
