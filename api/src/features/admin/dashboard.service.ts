import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../accounts/account.policy.js';
import { users } from '../accounts/account.table.js';
import type { Viewer } from '../accounts/session.service.js';
import { participants, sponsors } from '../expo/expo.table.js';

/** The numbers on the admin dashboard: a handful of aggregate queries, whatever the table sizes. */
export class DashboardService {
  constructor(private readonly deps: { db: Database; config: Config; now?: () => Date }) {}

  async summary(viewer: Viewer | undefined) {
    requireAdmin(viewer);
    const { db } = this.deps;
    const year = this.deps.config.expo.year;
    const since = new Date((this.deps.now?.() ?? new Date()).getTime() - 30 * 86_400_000);
    const day = sql<string>`to_char(date_trunc('day', ${participants.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
    const [[u], [p], [s], [awaiting], [checked], perDay] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(participants).where(eq(participants.year, year)),
      db.select({ n: count() }).from(sponsors).where(eq(sponsors.year, year)),
      db
        .select({ n: count() })
        .from(sponsors)
        .where(and(eq(sponsors.year, year), eq(sponsors.status, 'applied'))),
      db
        .select({ n: count() })
        .from(participants)
        .where(and(eq(participants.year, year), isNotNull(participants.checkedInAt))),
      db
        .select({ day, count: count() })
        .from(participants)
        .where(and(eq(participants.year, year), gt(participants.createdAt, since)))
        .groupBy(day)
        .orderBy(day),
    ]);
    return {
      users: u?.n ?? 0,
      participants: p?.n ?? 0,
      sponsors: s?.n ?? 0,
      sponsorsAwaitingReview: awaiting?.n ?? 0,
      checkedIn: checked?.n ?? 0,
      registrationsPerDay: perDay,
    };
  }
}
