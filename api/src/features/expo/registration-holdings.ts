import type { Executor } from '../../db/client.js';
import { AppError, ErrorCode } from '../../lib/errors.js';
import type { AccessCodeRow } from './access-codes/access-code.table.js';
import type { ParticipantRow } from './expo.table.js';
import type { ExpoDeps } from './participant.service.js';
import { claimPlace, fullDayOf } from './registration-types/places.js';
import type { RegistrationTypeRow } from './registration-types/registration-type.table.js';

/*
 * What a standing registration holds: a place of its type and, when made with an access code, one of the
 * code's uses. Both are given back when it stops standing (cancelled, declined, deleted, erased) and
 * taken again when an organiser reinstates it, in the transaction of that change. Its seats at sessions
 * and places in their lines are given up then too, and not taken again: a reinstated attendee books anew.
 */

/**
 * A new registration's place, in its transaction: one of the type named (the default one when none is)
 * or of an access code's type (a hidden one too; the code's use is taken as well), refused with SOLD_OUT
 * when the type, or a limited day it admits to, is full (its waitlist is open then) or the code used up.
 */
export async function holdPlace(
  tx: Executor,
  deps: Pick<ExpoDeps, 'types' | 'codes'>,
  input: { type?: unknown; code?: unknown },
): Promise<{ type: RegistrationTypeRow; code?: AccessCodeRow }> {
  const named = typeof input.type === 'string' && input.type.trim() ? input.type : null;
  const code = typeof input.code === 'string' && input.code.trim() ? await deps.codes.claim(tx, input.code) : undefined;
  const type = await deps.types.forRegistration(tx, code ? code.typeId : named, {
    path: code ? 'code' : 'type',
    withCode: Boolean(code),
  });
  if (code && named && named.trim().toLowerCase() !== type.slug && named.trim() !== type.id) {
    throw AppError.badInput([{ path: 'code', msg: `This access code is for ${type.name}: choose that type` }]);
  }
  if (!(await claimPlace(tx, type.id))) {
    const day = await fullDayOf(tx, type.id);
    throw new AppError(
      ErrorCode.SOLD_OUT,
      day
        ? `${day} is full: join the waitlist of ${type.name} to be offered the next free place`
        : `${type.name} is full: join its waitlist to be offered the next free place`,
      [{ path: 'type', msg: day ? `${day} is full` : `${type.name} is full` }],
    );
  }
  return { type, code };
}

/**
 * The registration stops standing: its place goes to the type's waitlist, its code's use back to the
 * code, its seats at sessions to their lines.
 */
export async function releaseHoldings(
  tx: Executor,
  deps: Pick<ExpoDeps, 'waitlist' | 'codes' | 'sessionSeats'>,
  row: ParticipantRow,
): Promise<void> {
  if (row.cancelledAt) return;
  if (row.typeId) await deps.waitlist.freePlace(tx, row.typeId);
  await deps.codes.releaseUse(tx, row.id);
  await deps.sessionSeats.releaseAll(tx, row.id);
}

/** A cancelled registration is reinstated: it takes a place and its code's use again (SOLD_OUT when either is gone). */
export async function reclaimHoldings(tx: Executor, deps: Pick<ExpoDeps, 'codes'>, row: ParticipantRow): Promise<void> {
  const who = `${row.firstName} ${row.lastName}`;
  if (row.typeId && !(await claimPlace(tx, row.typeId))) {
    const day = await fullDayOf(tx, row.typeId);
    throw new AppError(
      ErrorCode.SOLD_OUT,
      day
        ? `${day} is full: raise the day's limit to reinstate ${who}`
        : `The registration type of ${who} is full: raise its capacity to reinstate them`,
    );
  }
  if (!(await deps.codes.reclaimUse(tx, row.id))) {
    throw new AppError(
      ErrorCode.SOLD_OUT,
      `Every place of the access code ${who} registered with is taken: give it more places to reinstate them`,
    );
  }
}
