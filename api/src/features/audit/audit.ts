import type { z } from 'zod';
import type { Executor } from '../../db/client.js';
import { AppError, isAppError, type FieldError } from '../../lib/errors.js';
import { parseInput, requiredText } from '../../core/input.js';
import type { Viewer } from '../../core/viewer.js';
import { adminAudit, type AuditAction, type AuditChange, type AuditTarget } from './audit.table.js';

/** Why an administrator changes a record: required, kept in the audit log. */
export const reasonField = requiredText('Reason', 500, 'Please give a reason: it is kept in the audit log');

/** Collects a parse's field errors instead of throwing them, so several parses answer together. */
function collect<T>(parse: () => T, problems: FieldError[], path?: string): T | undefined {
  try {
    return parse();
  } catch (error) {
    if (!isAppError(error)) throw error;
    problems.push(...error.fields.map((f) => (path ? { ...f, path } : f)));
    return undefined;
  }
}

/** The reason argument, checked; its error names `reason`. */
export function parseReason(input: unknown): string {
  const problems: FieldError[] = [];
  const reason = collect(() => parseInput(reasonField, input), problems, 'reason');
  if (problems.length) throw AppError.badInput(problems);
  return reason!;
}

/**
 * The changes and the reason, parsed together: one answer names every wrong field, the reason
 * among them, instead of one at a time.
 */
export function parseWithReason<S extends z.ZodType>(
  schema: S,
  input: unknown,
  reasonInput: unknown,
): [z.output<S>, string] {
  const problems: FieldError[] = [];
  const data = collect(() => parseInput(schema, input), problems);
  const reason = collect(() => parseInput(reasonField, reasonInput), problems, 'reason');
  if (problems.length) throw AppError.badInput(problems);
  return [data!, reason!];
}

export interface AuditEntry {
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  targetLabel: string;
  reason?: string | null;
  changes?: AuditChange[];
}

/**
 * Who made a change: a signed-in administrator, or the attendee through the private link of their own
 * registration (no account: the entry's record is the person, so their name is not copied again).
 */
export type AuditActor = Viewer | typeof ATTENDEE;
export const ATTENDEE = { attendee: true } as const;
export const ATTENDEE_ACTOR_NAME = 'The attendee (through their private link)';

/** Writes one entry in the caller's transaction, so it commits with the change or not at all. */
export async function recordAudit(tx: Executor, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const user = 'attendee' in actor ? null : actor.user;
  await tx.insert(adminAudit).values({
    actorId: user?.id ?? null,
    actorName: user ? `${user.firstName} ${user.lastName} <${user.email}>` : ATTENDEE_ACTOR_NAME,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel,
    reason: entry.reason ?? null,
    changes: entry.changes ?? [],
  });
}

type Value = string | number | boolean | Date | null | undefined;

const asText = (value: Value): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : value instanceof Date
      ? value.toISOString()
      : String(value);

/**
 * The fields whose value differs between two versions of a record. Only the fields named are
 * compared, so a caller lists what may be shown (never a password hash or a token).
 */
export function changesBetween<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  // Undefined is "not given": drizzle's update leaves such a column as it is.
  return fields
    .filter((field) => after[field] !== undefined)
    .map((field) => ({ field, before: asText(before[field] as Value), after: asText(after[field] as Value) }))
    .filter((change) => change.before !== change.after);
}

/** Every listed field of a record as it was, for an entry about its deletion. */
export function snapshotOf<T extends Record<string, unknown>>(
  row: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields
    .map((field) => ({ field, before: asText(row[field] as Value), after: null }))
    .filter((change) => change.before !== null);
}

/** Every listed field of a new record, for an entry about its creation (the mirror of `snapshotOf`). */
export function createdWith<T extends Record<string, unknown>>(
  row: T,
  fields: readonly (keyof T & string)[],
): AuditChange[] {
  return fields
    .map((field) => ({ field, before: null, after: asText(row[field] as Value) }))
    .filter((change) => change.after !== null);
}
