import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { defineMachine } from '../../lib/state-machine.js';
import { IDENTITY_STATUSES, identityChecks, type IdentityCheckRow } from './identity.table.js';

/**
 * An identity check's status (`identity_checks.status`): submitted by the person, decided by an
 * administrator, or withdrawn by the person while it waits. Moves go through `moveIdentityCheck`;
 * nothing outside this module compares the column: ask the predicates below.
 */
export const IDENTITY_MACHINE = defineMachine({
  name: 'identity check',
  states: IDENTITY_STATUSES,
  initial: ['pending'],
  actors: { person: 'the person', admin: 'an administrator' },
  stateOf: (identityCheck: Pick<IdentityCheckRow, 'status'>) => identityCheck.status,
  describe: (status) => `An identity check ${status}`,
  transitions: {
    approve: { from: ['pending'], to: 'approved', by: ['admin'], label: 'Approved' },
    reject: { from: ['pending'], to: 'rejected', by: ['admin'], label: 'Rejected' },
    withdraw: { from: ['pending'], to: 'withdrawn', by: ['person'], label: 'Withdrawn' },
  },
});
export type IdentityTransition = keyof typeof IDENTITY_MACHINE.transitions;

type WithStatus = Pick<IdentityCheckRow, 'status'>;

/** Waiting for an administrator. */
export const isPendingIdentityCheck = (identityCheck: WithStatus) => identityCheck.status === 'pending';
/** Approved: the person is "ID verified". */
export const isApprovedIdentityCheck = (identityCheck: WithStatus) => identityCheck.status === 'approved';
/** Decided by an administrator, either way. */
export const isDecidedIdentityCheck = (identityCheck: WithStatus) =>
  identityCheck.status === 'approved' || identityCheck.status === 'rejected';

/** Checks waiting for an administrator (for SQL). */
export const pendingIdentityCheckWhere = (): SQL => eq(identityChecks.status, 'pending');

/**
 * Checks whose images must go at `now` (for SQL): decided before `decidedBefore` (the retention
 * period's start), or the person asked for them to go; only those that still have them.
 */
export const identityDocumentsDueWhere = (decidedBefore: Date, now: Date): SQL =>
  sql`${identityChecks.documentImage} is not null and (${identityChecks.forgetRequestedAt} <= ${now.toISOString()}::timestamptz or (${inArray(identityChecks.status, ['approved', 'rejected'])} and ${identityChecks.decidedAt} <= ${decidedBefore.toISOString()}::timestamptz))`;

/**
 * Moves a check along a transition in the caller's transaction, with the fields that go with it;
 * answers it as it is afterwards, or undefined when it was no longer pending (decided or withdrawn
 * meanwhile).
 */
export async function moveIdentityCheck(
  tx: Executor,
  input: {
    name: IdentityTransition;
    id: string;
    changes?: Omit<Partial<typeof identityChecks.$inferInsert>, 'status'>;
  },
): Promise<IdentityCheckRow | undefined> {
  const rule = IDENTITY_MACHINE.transitions[input.name]!;
  const [moved] = await tx
    .update(identityChecks)
    .set({ ...input.changes, status: rule.to })
    .where(and(eq(identityChecks.id, input.id), inArray(identityChecks.status, [...rule.from])))
    .returning();
  return moved;
}
