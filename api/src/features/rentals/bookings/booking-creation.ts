import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { violatedConstraint, violatedExclusion } from '../../../db/errors.js';
import { AppError } from '../../../lib/errors.js';
import { webhooks } from '../../webhooks/webhook-events.js';
import { bookingObject } from '../../webhooks/webhook-objects.js';
import type { ToolRow } from '../tools/tool.table.js';
import { bookedUnits } from './availability.js';
import { bookings, type BookingRow } from './booking.table.js';
import { awaitingAnswerWhere, type BOOKING_MACHINE } from './lifecycle.js';

export const NOT_AVAILABLE = 'This tool is not available for the chosen period';

/** A booking's code: what the renter shows at the pickup (LT and six digits). */
const newCode = () => `LT${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** The states a booking is created in: held while its checkout is paid, or confirmed when paid already. */
export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  | 'code'
  | 'cancellationPolicy'
  | 'bookingMode'
  | 'depositCents'
  | 'depositStatus'
  | 'currency'
  | 'lateFeeCents'
  | 'lateFeeUnit'
  | 'lateFeeCapCents'
> & { status: (typeof BOOKING_MACHINE.initial)[number] };

/** The tool's terms a booking keeps as they were when it was made (later changes of the tool never touch it). */
export type BookingTerms = Pick<
  ToolRow,
  | 'cancellationPolicy'
  | 'bookingMode'
  | 'depositCents'
  | 'currency'
  | 'lateFeeCents'
  | 'lateFeeUnit'
  | 'lateFeeCapCents'
>;

/** The deposit a booking of `quantity` units charges: the tool's deposit per unit, times the units. */
export function depositOf(tool: Pick<ToolRow, 'depositCents'>, quantity: number): number {
  return tool.depositCents * quantity;
}

/**
 * A booking begins: the checkout's holds, or the old client's prepaid booking. Only this module
 * inserts bookings; it gives each its code (its pickup code comes from the column's default,
 * pickup-code.ts) and the tool's terms: its cancellation policy, its booking mode, its currency, its
 * deposit times the quantity and its late fee. `withoutDeposit`: the old client, which cannot show a deposit, books without
 * one. Run it inside `withFreshCodes`.
 */
export async function recordCreation(
  tx: Executor,
  row: NewBooking,
  tool: BookingTerms,
  options: { withoutDeposit?: boolean } = {},
): Promise<BookingRow> {
  const [created] = await tx
    .insert(bookings)
    .values({
      ...row,
      cancellationPolicy: tool.cancellationPolicy,
      bookingMode: tool.bookingMode,
      currency: tool.currency,
      depositCents: options.withoutDeposit ? 0 : depositOf(tool, row.quantity),
      // Late fees come out of the deposit: a booking without one has none.
      ...(options.withoutDeposit
        ? {}
        : { lateFeeCents: tool.lateFeeCents, lateFeeUnit: tool.lateFeeUnit, lateFeeCapCents: tool.lateFeeCapCents }),
      code: newCode(),
    })
    .returning();
  await webhooks.emit(tx, 'booking.created', bookingObject(created!));
  return created!;
}

/**
 * The owner accepted a request to book: the charge of the authorised card is under way. Answers
 * false when the booking is no longer an unanswered request (accepted already, or declined).
 */
export async function recordAcceptance(tx: Executor, bookingId: string, now: Date): Promise<boolean> {
  const changed = await tx
    .update(bookings)
    .set({ acceptedAt: now, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), awaitingAnswerWhere(), isNull(bookings.acceptedAt)))
    .returning({ id: bookings.id });
  return changed.length > 0;
}

/**
 * Runs a transaction that creates bookings. Codes are random: on the rare collision the whole
 * transaction runs again. The database's overlap constraint of single-unit tools, which catches what
 * a check raced past, answers "not available".
 */
export async function withFreshCodes<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'bookings_code_key' && attempt < 5) continue;
      if (violatedExclusion(error) !== undefined) throw new AppError('CONFLICT', NOT_AVAILABLE);
      throw error;
    }
  }
}

/**
 * Whether `quantity` more units of the tool fit the period, given the bookings already there (the
 * caller's transaction holds the tool's lock). Answers the problem, or undefined when they fit.
 */
export async function unitsProblem(
  tx: Executor,
  tool: ToolRow,
  period: { startsAt: Date; endsAt: Date },
  quantity: number,
  now: Date,
): Promise<string | undefined> {
  if (tool.itemStatus !== 'Available') return 'it is no longer offered for rent';
  const free = tool.units - (await bookedUnits(tx, tool, period, now));
  if (free >= quantity) return undefined;
  return free <= 0 ? NOT_AVAILABLE : `only ${free} ${free === 1 ? 'unit is' : 'units are'} free for the chosen period`;
}
