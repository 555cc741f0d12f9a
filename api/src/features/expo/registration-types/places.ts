import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import {
  expoDayCapacities,
  registrationTypes,
  type ExpoDayCapacityRow,
  type RegistrationTypeRow,
} from './registration-type.table.js';

/*
 * A registration type's places. `taken` moves only here, in the transaction that makes or ends what
 * holds the place (a registration, a waitlist offer), so it is always their exact count. Claiming is one
 * guarded UPDATE: concurrent claims queue on the row and each re-reads `taken` before it adds one, so
 * the last place goes to exactly one of them (and the table's check refuses anything past `capacity`).
 *
 * An expo day with a limit of its own (expo_day_capacities) caps every type that admits to it: its places
 * held are the summed `taken` of those types. Every change of places first locks the edition's limited
 * days, in day order, so claims of different types on one day queue there (each sums what the others
 * committed) and no two changes of places can wait on each other's rows. An edition without limited days
 * locks nothing.
 */

/** Locks the limited days of the type's edition (in day order) and answers those the type admits to. */
async function lockDays(tx: Executor, typeId: string) {
  const rows = await tx
    .select({
      year: expoDayCapacities.year,
      day: expoDayCapacities.day,
      capacity: expoDayCapacities.capacity,
      typeDays: registrationTypes.days,
    })
    .from(expoDayCapacities)
    .innerJoin(registrationTypes, eq(registrationTypes.year, expoDayCapacities.year))
    .where(eq(registrationTypes.id, typeId))
    .orderBy(asc(expoDayCapacities.day))
    .for('update', { of: expoDayCapacities });
  return rows.filter((row) => row.typeDays.includes(row.day));
}

/**
 * Places held on each of `days` of the edition: the `taken` of every type that admits to it (an edition
 * has a few dozen types: they are read whole and summed here).
 */
async function heldOn(tx: Executor, year: number, days: string[]): Promise<Map<string, number>> {
  const held = new Map(days.map((day) => [day, 0]));
  if (!days.length) return held;
  const types = await tx
    .select({ days: registrationTypes.days, taken: registrationTypes.taken })
    .from(registrationTypes)
    .where(eq(registrationTypes.year, year));
  for (const type of types) {
    for (const day of type.days) if (held.has(day)) held.set(day, held.get(day)! + type.taken);
  }
  return held;
}

/** Holds one place of the type; false when the type, or a limited day it admits to, is full. */
export async function claimPlace(tx: Executor, typeId: string): Promise<boolean> {
  const limited = await lockDays(tx, typeId);
  if (limited.length) {
    const held = await heldOn(
      tx,
      limited[0]!.year,
      limited.map((d) => d.day),
    );
    if (limited.some((d) => (held.get(d.day) ?? 0) >= d.capacity)) return false;
  }
  const [row] = await tx
    .update(registrationTypes)
    .set({ taken: sql`${registrationTypes.taken} + 1` })
    .where(
      and(
        eq(registrationTypes.id, typeId),
        or(isNull(registrationTypes.capacity), sql`${registrationTypes.taken} < ${registrationTypes.capacity}`),
      ),
    )
    .returning({ id: registrationTypes.id });
  return Boolean(row);
}

/**
 * Gives one place of the type back (a registration cancelled, declined or deleted; an offer that lapsed);
 * answers the limited days it admits to, where a place freed for the other types of the day too.
 */
export async function releasePlace(tx: Executor, typeId: string): Promise<string[]> {
  const limited = await lockDays(tx, typeId);
  await tx
    .update(registrationTypes)
    .set({ taken: sql`greatest(${registrationTypes.taken} - 1, 0)` })
    .where(eq(registrationTypes.id, typeId));
  return limited.map((d) => d.day);
}

/**
 * Locks the edition's limited days before a change that will claim places of its types (a capacity
 * raised offers them to the waitlist): the order every change of places keeps.
 */
export async function lockEditionDays(tx: Executor, year: number): Promise<void> {
  await tx
    .select({ day: expoDayCapacities.day })
    .from(expoDayCapacities)
    .where(eq(expoDayCapacities.year, year))
    .orderBy(asc(expoDayCapacities.day))
    .for('update');
}

/** The edition's limited days with the places held on each, in day order. */
export async function dayPlaces(
  exec: Executor,
  year: number,
): Promise<(Pick<ExpoDayCapacityRow, 'day' | 'capacity'> & { held: number })[]> {
  const limits = await exec
    .select({ day: expoDayCapacities.day, capacity: expoDayCapacities.capacity })
    .from(expoDayCapacities)
    .where(eq(expoDayCapacities.year, year))
    .orderBy(asc(expoDayCapacities.day));
  const held = await heldOn(
    exec,
    year,
    limits.map((d) => d.day),
  );
  return limits.map((d) => ({ ...d, held: held.get(d.day) ?? 0 }));
}

/** Places left on each limited day, by day (what `placesLeft` of a type needs beside its own). */
export type DayRoom = ReadonlyMap<string, number>;
export const dayRoomOf = (days: Awaited<ReturnType<typeof dayPlaces>>): DayRoom =>
  new Map(days.map((d) => [d.day, Math.max(d.capacity - d.held, 0)]));

/**
 * Places still free; null when neither the type nor a day it admits to has a limit. A limited day with
 * fewer places left than the type caps it.
 */
export function placesLeft(
  type: Pick<RegistrationTypeRow, 'capacity' | 'taken' | 'days'>,
  days?: DayRoom,
): number | null {
  let left = type.capacity == null ? null : Math.max(type.capacity - type.taken, 0);
  for (const day of type.days) {
    const room = days?.get(day);
    if (room != null && (left == null || room < left)) left = room;
  }
  return left;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/**
 * The limited day of the type's that is full, as people read it ("Thursday 3 December"), if one is: what
 * a refused claim names.
 */
export async function fullDayOf(exec: Executor, typeId: string): Promise<string | undefined> {
  const [type] = await exec
    .select({ year: registrationTypes.year, days: registrationTypes.days })
    .from(registrationTypes)
    .where(eq(registrationTypes.id, typeId));
  if (!type) return undefined;
  const room = dayRoomOf(await dayPlaces(exec, type.year));
  const day = type.days.find((d) => room.get(d) === 0);
  return day && dayLabel(day);
}

/** An expo day (YYYY-MM-DD) as people read it: "Friday 11 December". */
export const dayLabel = (day: string): string => DAY_LABEL.format(new Date(`${day}T00:00:00Z`));

/** Registering as it costs money: it is paid for before the registration is made (paid-registration/). */
export const isPaidType = (type: Pick<RegistrationTypeRow, 'priceCents'>): boolean => type.priceCents > 0;
