import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { openDispute, returnedWithDeposit, stillOutWithDeposit } from './fixtures.js';
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

// A fresh booking or dispute per probe: claiming, disputing or deciding it is once only.
const returnedBooking = (w: World) => returnedWithDeposit(w.app, w.owner.user.id, w.renter.user.id);
const anOpenDispute = (w: World) => openDispute(w.app, w.owner.user.id, w.renter.user.id);

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
          id: await returnedBooking(w),
        }),
      ),
    },
    'Mutation.reportNotReturned': {
      stranger: 'FORBIDDEN',
      rightful: 'owner',
      call: run(
        'mutation($id: ID!) { reportNotReturned(bookingId: $id, reason: "Still not back") { id } }',
        async (w) => ({ id: await stillOutWithDeposit(w.app, w.owner.user.id, w.renter.user.id) }),
      ),
    },
    'Mutation.openDispute': {
      stranger: 'FORBIDDEN',
      rightful: 'renter',
      call: run(
        'mutation($id: ID!) { openDispute(bookingId: $id, kind: CHARGE, reason: "Overcharged") { id } }',
        async (w) => ({ id: await returnedBooking(w) }),
      ),
    },
    'Query.dispute': {
      stranger: 'FORBIDDEN',
      rightful: 'admin',
      call: run('query($id: ID!) { dispute(id: $id) { id } }', async (w) => ({ id: await anOpenDispute(w) })),
    },
    'Mutation.decideDispute': {
      stranger: 'FORBIDDEN',
      rightful: 'admin',
      call: run(
        'mutation($id: ID!) { decideDispute(disputeId: $id, refundToRenter: "1", awardToOwner: "2", note: "Probe") { id } }',
        async (w) => ({ id: await anOpenDispute(w) }),
      ),
    },
    'Mutation.dismissDispute': {
      stranger: 'FORBIDDEN',
      rightful: 'admin',
      call: run('mutation($id: ID!) { dismissDispute(disputeId: $id, note: "Probe") { id } }', async (w) => ({
        id: await anOpenDispute(w),
      })),
    },
  };
}
