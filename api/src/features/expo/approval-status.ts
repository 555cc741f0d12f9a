import { and, eq, inArray, isNotNull, isNull, not, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { defineMachine } from '../../lib/state-machine.js';
import { PARTICIPANT_APPROVALS, participants, type ParticipantApproval, type ParticipantRow } from './expo.table.js';

/**
 * The organisers' decision on a registration (`participants.approval`), for the types that need one.
 * Moves are made by ParticipantRecords (`approve`, `decline`) with the row locked; nothing outside
 * this module compares the column: ask the predicates below.
 */
export const APPROVAL_MACHINE = defineMachine({
  name: 'registration approval',
  states: PARTICIPANT_APPROVALS,
  initial: ['pending', 'approved'],
  actors: { admin: 'an administrator' },
  stateOf: (p: Pick<ParticipantRow, 'approval'>) => p.approval,
  describe: (state) => (state === 'pending' ? 'A registration awaiting approval' : `A ${state} registration`),
  transitions: {
    /** When: an organiser accepts it (a declined one too, changing their mind): its ticket is e-mailed. */
    approve: { from: ['pending', 'declined'], to: 'approved', by: ['admin'], label: 'Approved' },
    /** When: an organiser turns it down, with a reason for the log; the person is told, the place given back. */
    decline: { from: ['pending'], to: 'declined', by: ['admin'], label: 'Declined' },
  },
});
export type ApprovalTransition = keyof typeof APPROVAL_MACHINE.transitions;

type WithApproval = Pick<ParticipantRow, 'approval'>;

/** What a new registration of a type starts as. */
export const initialApproval = (type: { requiresApproval: boolean }): ParticipantApproval =>
  type.requiresApproval ? 'pending' : 'approved';
/** Waiting for an organiser: it holds its place, but has no ticket and cannot check in. */
export const isAwaitingApproval = (p: WithApproval) => p.approval === 'pending';
/** Turned down by an organiser (cancelled as well). */
export const isDeclined = (p: WithApproval) => p.approval === 'declined';
/** Registrations awaiting approval (for SQL: the organisers' filter and counts). */
export const awaitingApprovalWhere = (): SQL => eq(participants.approval, 'pending');
/** Registrations declined (for SQL). */
export const declinedWhere = (): SQL => eq(participants.approval, 'declined');
/** Registrations accepted, from the start or by an organiser (for SQL). */
export const approvedWhere = (): SQL => eq(participants.approval, 'approved');

/**
 * Moves a registration's approval along a transition in the caller's transaction (the row locked there),
 * with the fields that go with it; answers it as it is afterwards, or undefined when it had moved already.
 */
export async function moveApproval(
  tx: Executor,
  input: {
    name: ApprovalTransition;
    id: string;
    changes?: Omit<Partial<typeof participants.$inferInsert>, 'approval'>;
  },
): Promise<ParticipantRow | undefined> {
  const rule = APPROVAL_MACHINE.transitions[input.name];
  const [moved] = await tx
    .update(participants)
    .set({ ...input.changes, approval: rule.to })
    .where(and(eq(participants.id, input.id), inArray(participants.approval, [...rule.from])))
    .returning();
  return moved;
}

/** Where a registration stands, as the organisers' lists and exports say it. */
export const REGISTRATION_STANDINGS = ['registered', 'awaiting_approval', 'declined', 'cancelled'] as const;
export type RegistrationStanding = (typeof REGISTRATION_STANDINGS)[number];

/** A registration's standing: declined before cancelled (a declined one is cancelled too). */
export function standingOf(p: Pick<ParticipantRow, 'approval' | 'cancelledAt'>): RegistrationStanding {
  if (isDeclined(p)) return 'declined';
  if (p.cancelledAt) return 'cancelled';
  return isAwaitingApproval(p) ? 'awaiting_approval' : 'registered';
}

/** Registrations of one standing (for SQL: the organisers' list filter). */
export function standingWhere(standing: RegistrationStanding): SQL {
  switch (standing) {
    case 'registered':
      return and(isNull(participants.cancelledAt), approvedWhere())!;
    case 'awaiting_approval':
      return and(isNull(participants.cancelledAt), awaitingApprovalWhere())!;
    case 'declined':
      return declinedWhere();
    case 'cancelled':
      return and(isNotNull(participants.cancelledAt), not(declinedWhere()))!;
  }
}
