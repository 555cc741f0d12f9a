import { eq } from 'drizzle-orm';
import { bookings } from '../../api/src/features/rentals/bookings/booking.table.js';
import { disputes } from '../../api/src/features/rentals/disputes/dispute.table.js';
import { buildBooking, buildTool } from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { outcomeOf, type Person } from './support.js';

/** What the dispute probes need of the authorization suite's world. */
interface World {
  app: TestApp;
  owner: Person;
  renter: Person;
}
type Outcome = string;
type Call = (as: HttpClient, w: World) => Promise<Outcome>;
interface Entry {
  stranger: Outcome;
  anonymous?: Outcome;
  rightful: 'owner' | 'admin' | 'renter';
  call: Call;
}

/**
 * A booking of a fresh tool of the owner's, returned an hour ago with a 20.00 deposit held (a fresh
 * one per probe: claiming or disputing it is once only).
 */
async function returnedWithDeposit(w: World): Promise<string> {
  const db = w.app.database.db;
  const tool = await buildTool(db, { owner: { id: w.owner.user.id } });
  const endsAt = new Date(Date.now() - 3_600_000);
  const booking = await buildBooking(db, {
    status: 'returned',
    tool,
    renter: { id: w.renter.user.id },
    startsAt: new Date(endsAt.getTime() - 86_400_000),
    endsAt,
  });
  await db.update(bookings).set({ depositCents: 2000, depositStatus: 'held' }).where(eq(bookings.id, booking.id));
  return booking.id;
}

/** An open renter dispute of a fresh returned booking. */
async function openDispute(w: World): Promise<string> {
  const bookingId = await returnedWithDeposit(w);
  const [row] = await w.app.database.db
    .insert(disputes)
    .values({ bookingId, kind: 'charge', openedBy: 'renter', openedById: w.renter.user.id, reason: 'Probe' })
    .returning({ id: disputes.id });
  return row!.id;
}

/** The dispute operations that take an id, for the registry of tests/security/authorization.test.ts. */
export function disputeProbes(): Record<string, Entry> {
  const run =
    (query: string, variables: (w: World) => Promise<Record<string, unknown>>): Call =>
    async (as, w) =>
      outcomeOf(await as.gql(query, await variables(w)));
  return {
    'Mutation.claimDamage': {
      stranger: 'FORBIDDEN',
      rightful: 'owner',
      call: run(
        'mutation($id: ID!) { claimDamage(bookingId: $id, amount: "5", reason: "Dent") { id } }',
        async (w) => ({
          id: await returnedWithDeposit(w),
        }),
      ),
    },
    'Mutation.openDispute': {
      stranger: 'FORBIDDEN',
      rightful: 'renter',
      call: run(
        'mutation($id: ID!) { openDispute(bookingId: $id, kind: CHARGE, reason: "Overcharged") { id } }',
        async (w) => ({ id: await returnedWithDeposit(w) }),
      ),
    },
    'Query.dispute': {
      stranger: 'FORBIDDEN',
      rightful: 'admin',
      call: run('query($id: ID!) { dispute(id: $id) { id } }', async (w) => ({ id: await openDispute(w) })),
    },
    'Mutation.decideDispute': {
      stranger: 'FORBIDDEN',
      rightful: 'admin',
      call: run(
        'mutation($id: ID!) { decideDispute(disputeId: $id, refundToRenter: "1", awardToOwner: "2", note: "Probe") { id } }',
        async (w) => ({ id: await openDispute(w) }),
      ),
    },
    'Mutation.dismissDispute': {
      stranger: 'FORBIDDEN',
      rightful: 'admin',
      call: run('mutation($id: ID!) { dismissDispute(disputeId: $id, note: "Probe") { id } }', async (w) => ({
        id: await openDispute(w),
      })),
    },
  };
}
