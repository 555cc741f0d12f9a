import { admittedAtEntrancesWhere } from '../check-in/check-in-outcome.js';
import { checkIns } from '../check-in/check-in.table.js';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../../config/config.js';
import type { Database } from '../../../db/client.js';
import { requireAdmin } from '../../../core/authorize.js';
import type { Viewer } from '../../../core/viewer.js';
import { participants } from '../expo.table.js';
import { expoDays } from '../programme/programme.service.js';
import { offeredEntryWhere, waitingEntryWhere } from '../waitlist/waitlist-status.js';
import { waitlistEntries } from '../waitlist/waitlist.table.js';
import { expoDayCapacities, registrationTypes, type RegistrationTypeRow } from './registration-type.table.js';
import { ledgerEntries } from '../../rentals/payments/ledger.table.js';
import { openOrderWhere, registeredOrderWhere } from '../paid-registration/order-status.js';
import { registrationOrders } from '../paid-registration/order.table.js';
import { awaitingApprovalWhere } from '../approval-status.js';

/** One type's numbers: registrations that stand, cancelled ones, arrivals, and its waitlist. */
export interface TypeCounts {
  type: RegistrationTypeRow;
  registered: number;
  cancelled: number;
  checkedIn: number;
  waiting: number;
  offered: number;
  /** Registrations that stand and wait for the organisers' approval (counted in `registered` too). */
  awaitingApproval: number;
  /** Registrations that stand and were paid for (a paid type's). */
  paid: number;
  /** Places held for a payment under way. */
  awaitingPayment: number;
  /** What it took, net of refunds, per currency (the ledger's registration entries). */
  revenue: { currency: string; cents: number }[];
}

/**
 * One expo day's numbers: what its types add up to (registrations that admit to it, those awaiting
 * approval, paid, people waiting in the types' lines), the arrivals of that day (venue calendar), and its
 * own limit with the places held against it.
 */
export interface DayCounts {
  day: string;
  registered: number;
  awaitingApproval: number;
  paid: number;
  waiting: number;
  checkedIn: number;
  /** The day's own limit of people; null: none. */
  capacity: number | null;
  /** Places held on the day (every type's that admits to it: registrations, offers, payments under way). */
  held: number;
}

/**
 * The organisers' view of this edition's registration: per type (with what paid types took, per currency)
 * and per day (its types summed, its own limit), counted by the database in one pass each (grouped counts over indexed columns), so it stays cheap at 100,000 registrations.
 */
export async function registrationCounts(
  deps: { db: Database; config: Pick<Config, 'expo'> },
  viewer: Viewer | undefined,
): Promise<{ types: TypeCounts[]; days: DayCounts[] }> {
  requireAdmin(viewer);
  const { db, config } = deps;
  const year = config.expo.year;
  const standing = isNull(participants.cancelledAt);
  const [types, perType, waitlists, arrivals, orders, revenue, limits] = await Promise.all([
    db
      .select()
      .from(registrationTypes)
      .where(eq(registrationTypes.year, year))
      .orderBy(registrationTypes.position, registrationTypes.name),
    db
      .select({
        typeId: participants.typeId,
        registered: sql<number>`count(*) filter (where ${standing})::int`,
        cancelled: sql<number>`count(*) filter (where ${isNotNull(participants.cancelledAt)})::int`,
        checkedIn: sql<number>`count(*) filter (where ${isNotNull(participants.checkedInAt)})::int`,
        awaitingApproval: sql<number>`count(*) filter (where ${and(standing, awaitingApprovalWhere())})::int`,
      })
      .from(participants)
      .where(eq(participants.year, year))
      .groupBy(participants.typeId),
    db
      .select({
        typeId: waitlistEntries.typeId,
        waiting: sql<number>`count(*) filter (where ${waitingEntryWhere()})::int`,
        offered: sql<number>`count(*) filter (where ${offeredEntryWhere()})::int`,
      })
      .from(waitlistEntries)
      .innerJoin(registrationTypes, eq(registrationTypes.id, waitlistEntries.typeId))
      .where(eq(registrationTypes.year, year))
      .groupBy(waitlistEntries.typeId),
    // Each day's arrivals: the guests checked in at the entrances that day (a weekend pass counts each day).
    db
      .select({ day: checkIns.day, n: count() })
      .from(checkIns)
      .innerJoin(participants, eq(participants.id, checkIns.participantId))
      .where(and(eq(participants.year, year), admittedAtEntrancesWhere()))
      .groupBy(checkIns.day),
    db
      .select({
        typeId: registrationOrders.typeId,
        paid: sql<number>`count(*) filter (where ${and(registeredOrderWhere(), isNotNull(participants.id), standing)})::int`,
        awaitingPayment: sql<number>`count(*) filter (where ${openOrderWhere()})::int`,
      })
      .from(registrationOrders)
      .leftJoin(participants, eq(participants.id, registrationOrders.participantId))
      .where(eq(registrationOrders.year, year))
      .groupBy(registrationOrders.typeId),
    db
      .select({
        typeId: registrationOrders.typeId,
        currency: ledgerEntries.currency,
        // bigint: a type's revenue over an edition passes an integer's 2^31 (₦21.4 million in kobo).
        cents: sql<string>`sum(${ledgerEntries.amountCents})::bigint`,
      })
      .from(ledgerEntries)
      .innerJoin(registrationOrders, eq(registrationOrders.id, ledgerEntries.registrationOrderId))
      .where(eq(registrationOrders.year, year))
      .groupBy(registrationOrders.typeId, ledgerEntries.currency)
      .orderBy(ledgerEntries.currency),
    db.select().from(expoDayCapacities).where(eq(expoDayCapacities.year, year)),
  ]);
  const byOrders = new Map(orders.map((row) => [row.typeId, row]));
  const byType = new Map(perType.map((row) => [row.typeId, row]));
  const byWaitlist = new Map(waitlists.map((row) => [row.typeId, row]));
  const typeCounts = types.map((type) => ({
    type,
    registered: byType.get(type.id)?.registered ?? 0,
    cancelled: byType.get(type.id)?.cancelled ?? 0,
    checkedIn: byType.get(type.id)?.checkedIn ?? 0,
    awaitingApproval: byType.get(type.id)?.awaitingApproval ?? 0,
    waiting: byWaitlist.get(type.id)?.waiting ?? 0,
    offered: byWaitlist.get(type.id)?.offered ?? 0,
    paid: byOrders.get(type.id)?.paid ?? 0,
    awaitingPayment: byOrders.get(type.id)?.awaitingPayment ?? 0,
    revenue: revenue
      .filter((r) => r.typeId === type.id)
      .map(({ currency, cents }) => ({ currency, cents: Number(cents) })),
  }));
  const days = expoDays(config.expo).map((day) => {
    const ofDay = typeCounts.filter((c) => c.type.days.includes(day));
    const sum = (pick: (c: TypeCounts) => number) => ofDay.reduce((total, c) => total + pick(c), 0);
    return {
      day,
      registered: sum((c) => c.registered),
      awaitingApproval: sum((c) => c.awaitingApproval),
      paid: sum((c) => c.paid),
      waiting: sum((c) => c.waiting),
      checkedIn: arrivals.find((a) => a.day === day)?.n ?? 0,
      capacity: limits.find((l) => l.day === day)?.capacity ?? null,
      held: sum((c) => c.type.taken),
    };
  });
  return { types: typeCounts, days };
}
