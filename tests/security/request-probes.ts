import { bookingPeriod, buildTool, payCard } from '../../api/src/test/factories.js';
import type { HttpClient, TestApp } from '../../api/src/test/test-app.js';
import { outcomeOf, type Person } from './support.js';

/** What the request-to-book probes need of the authorization suite's world. */
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
 * A request to book of a fresh request-to-book tool of the owner's, made by the renter and with the
 * card authorised (a fresh one per probe: accepting, declining or withdrawing it is once only).
 */
async function pendingRequest(w: World): Promise<string> {
  const tool = await buildTool(w.app.database.db, { owner: { id: w.owner.user.id }, bookingMode: 'request' });
  const asked = await w.renter.client.gql<{ requestBooking: { clientSecret: string; bookings: { id: string }[] } }>(
    'mutation($input: AddToCartInput!) { requestBooking(input: $input) { clientSecret bookings { id } } }',
    { input: { toolId: tool.id, ...bookingPeriod(40, 41) } },
  );
  if (!asked.data) throw new Error(`requestBooking failed: ${JSON.stringify(asked.errors)}`);
  await payCard(w.renter.client, asked.data.requestBooking.clientSecret);
  return asked.data.requestBooking.bookings[0]!.id;
}

/** The request-to-book operations that take an id, for the registry of tests/security/authorization.test.ts. */
export function requestProbes(): Record<string, Entry> {
  const run =
    (query: string): Call =>
    async (as, w) =>
      outcomeOf(await as.gql(query, { id: await pendingRequest(w) }));
  return {
    'Mutation.acceptBookingRequest': {
      stranger: 'FORBIDDEN',
      rightful: 'owner',
      call: run('mutation($id: ID!) { acceptBookingRequest(bookingId: $id) { status } }'),
    },
    'Mutation.declineBookingRequest': {
      stranger: 'FORBIDDEN',
      rightful: 'owner',
      call: run('mutation($id: ID!) { declineBookingRequest(bookingId: $id, reason: "Away") { status } }'),
    },
    'Mutation.withdrawBookingRequest': {
      stranger: 'FORBIDDEN',
      rightful: 'renter',
      call: run('mutation($id: ID!) { withdrawBookingRequest(bookingId: $id) { status } }'),
    },
  };
}
